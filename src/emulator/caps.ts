// How the emulator protects itself (not production's rules, which publish none): every string an
// update changes, and every key, has a cap, answered 422 naming the path; and an error answer stays
// under MAX_ERROR_BYTES however much was sent. The body as a whole is capped by MAX_BODY_BYTES
// (http.ts, 413). docs/emulator.md lists them.
import {isRecord} from '../contract/object.ts';
import type {ProblemIssue} from './http.ts';

/** The most characters of a name: an object key, `createdBy`, `objectName`, `destination`, ... */
export const MAX_NAME_CHARS = 1024;
/** The most characters of any other string (a default's `stringValue`, a prompt, a display name). */
export const MAX_TEXT_CHARS = 16 * 1024;
/** The most an error answer's issues take as JSON, so a huge request never comes back whole. */
export const MAX_ERROR_BYTES = 60 * 1024;

const NAMES = new Set([
  'createdBy',
  'connectionId',
  'revisionId',
  'objectName',
  'destination',
  'schedule',
  'mapToName',
  'fieldName',
]);

/** A long string shown in a path or message: its start, an ellipsis and its length (as router.ts cuts). */
export const cut = (s: string, max = 64): string =>
  s.length > max ? `${s.slice(0, max)}… (${s.length} characters)` : s;

/** Each string and key of `value` (the changed part of an update) over its cap, by path. */
export function longStrings(value: unknown, path: string, member = ''): ProblemIssue[] {
  const limit = NAMES.has(member) ? MAX_NAME_CHARS : MAX_TEXT_CHARS;
  if (typeof value === 'string') return value.length > limit ? [tooLong(path, value.length, limit)] : [];
  const issues: ProblemIssue[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => issues.push(...longStrings(v, `${path}[${i}]`)));
  else if (isRecord(value))
    for (const key of Object.keys(value)) {
      const at = `${path}.${cut(key)}`;
      if (key.length > MAX_NAME_CHARS) issues.push(tooLong(at, key.length, MAX_NAME_CHARS, 'key'));
      else issues.push(...longStrings(value[key], at, key));
    }
  return issues;
}

function tooLong(name: string, length: number, limit: number, what = 'value'): ProblemIssue {
  return {
    in: 'body',
    name,
    code: 'too_long',
    params: {limit: String(limit)},
    detail: `the ${what} is ${length} characters; the emulator takes at most ${limit}`,
  };
}

/**
 * As many issues as fit in MAX_ERROR_BYTES, each with its long strings cut; `issueCount` says how
 * many there were when some are left out.
 */
export function fittedIssues(issues: readonly ProblemIssue[], max: number) {
  const kept: ProblemIssue[] = [];
  let bytes = 0;
  for (const i of issues) {
    const fitted = {...i, name: cut(i.name, 512), detail: cut(i.detail, 512)};
    if (typeof i.value === 'string') fitted.value = cut(i.value, 200);
    bytes += JSON.stringify(fitted).length;
    if (kept.length >= max || bytes > MAX_ERROR_BYTES) break;
    kept.push(fitted);
  }
  return kept.length < issues.length ? {issues: kept, issueCount: issues.length} : {issues: kept};
}
