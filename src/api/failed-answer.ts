// What a failed answer says: the problem+json body of a non-2xx answer, and the words of a 2xx body
// that is not the JSON expected. A module of its own, loaded with the first such answer: the script-tag
// bundle's first screen never reads one, so its chunk stays out of the entry.
import * as z from 'zod/mini';
import {ResponseFormatError, type Problem, type ValidationIssue} from '../contract/errors.ts';
import {isRecord} from '../contract/object.ts';
import {ProblemSchema} from '../contract/problem-schema.ts';
import {parseJsonBody} from './http.ts';

/** The problem+json body when there is one; otherwise a synthesized problem saying what came back. */
export function problemOf(res: Response, text: string): Problem {
  const status = res.status;
  const title = res.statusText || `HTTP ${status}`;
  let body: unknown;
  try {
    body = parseJsonBody(text);
  } catch {
    const type = res.headers.get('content-type') || 'no content type';
    const detail = text.trim()
      ? `The service answered ${status} with ${type} instead of problem details: "${snippet(text)}"`
      : `The service answered ${status} with an empty body`;
    return {title, status, detail};
  }
  // a member the service wrote as null is gone (parseJsonBody); one of an unexpected type is left out, the rest kept
  let r = z.safeParse(ProblemSchema, body);
  if (!r.success && isRecord(body)) {
    for (const i of r.error.issues) delete body[String(i.path[0])];
    r = z.safeParse(ProblemSchema, body);
  }
  if (!r.success) {
    return {
      title,
      status,
      detail: `The service answered ${status} with JSON that is not problem details: "${snippet(text)}"`,
    };
  }
  const p: Problem = r.data; // zod's own copy
  p.status ??= status;
  p.title ??= title;
  return p;
}

/** A 2xx body that is not JSON (`issues` undefined), or JSON of an unexpected shape. */
export function formatError(
  what: string,
  res: Response,
  text: string,
  issues?: ValidationIssue[],
): ResponseFormatError {
  if (issues)
    return new ResponseFormatError(
      `${what}: unexpected response shape: ${issues.map((i) => `${i.path || '(body)'}: ${i.message}`).join('; ')}`,
      res.status,
      issues,
    );
  const type = res.headers.get('content-type') || 'no content type';
  return new ResponseFormatError(
    `${what}: expected JSON, got ${text ? `${type}: "${snippet(text)}"` : 'an empty body'} (HTTP ${res.status})`,
    res.status,
  );
}

/** Short, single-line, tag-free excerpt of a body for error messages. */
function snippet(text: string): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}
