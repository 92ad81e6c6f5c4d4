// The HTTP layer shared by every client method: one fetch wrapper that maps every failure to a
// typed error (never a raw TypeError/DOMException), reads problem+json bodies and parses
// successful bodies leniently with the response schemas. What a failed answer says is read by
// failed-answer.ts, loaded with the first one (the script-tag bundle carries it as a chunk).
import type * as z from 'zod/mini';
import {
  AbortError,
  ApiError,
  NetworkError,
  TimeoutError,
  TokenError,
  ResponseFormatError,
  ValidationError,
  type Problem,
  type ValidationIssue,
} from '../contract/errors.ts';
import {check} from '../contract/schemas.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A credential a header can carry: a non-empty string of visible ASCII, no spaces. */
export const isHeaderToken = (v: unknown): v is string => typeof v === 'string' && /^[\x21-\x7e]+$/.test(v);

/** Throws AbortError when the signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError(undefined, {cause: signal.reason});
}

/** Resolves like `p` but rejects with AbortError as soon as `signal` fires (`p` keeps running). */
export function raceAbort<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  throwIfAborted(signal);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortError(undefined, {cause: signal.reason}));
    signal.addEventListener('abort', onAbort, {once: true});
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, or rejects with AbortError when the signal fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return raceAbort(new Promise<void>((r) => setTimeout(r, ms)), signal);
}

/** A path parameter must be a non-empty string, and not a dot segment that would move the URL. */
export function segment(name: string, value: unknown): string {
  const bad = (message: string) => new ValidationError([{path: name, message}], 'Invalid request');
  if (typeof value !== 'string') throw bad(value === undefined ? 'required' : 'must be a string');
  if (!value) throw bad('must not be empty');
  if (/^\.\.?$/.test(value)) throw bad('must not be "." or ".."');
  return encodeURIComponent(value);
}

/** How long one request may take, answer body included, unless the client or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Sends one request: the answer, body included, must arrive within `timeoutMs` (0: no limit),
 * else TimeoutError; the caller's `signal` aborts it (AbortError). Returns the buffered
 * Response for a 2xx, throws a typed error otherwise.
 */
export async function send(
  doFetch: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const outer = init.signal ?? undefined;
  throwIfAborted(outer);
  const what = `${init.method ?? 'GET'} ${pathOf(url)}`;
  // One signal for fetch and the body read; raceAbort also ends an injected fetch that ignores it.
  // (A timer of our own, not AbortSignal.timeout: that one does not keep a Node process waiting.)
  const ctl = new AbortController();
  const timer = timeoutMs > 0 && timeoutMs < 2 ** 31 ? setTimeout(() => ctl.abort(), timeoutMs) : undefined;
  const signal = outer ? AbortSignal.any([outer, ctl.signal]) : ctl.signal;
  try {
    const res = await raceAbort(doFetch(url, {...init, signal}), signal);
    const text = await raceAbort(res.text(), signal);
    if (!res.ok)
      throw new ApiError(
        res.status,
        await problemOf(res, text),
        res.headers.get('x-request-id') ?? undefined,
      );
    return new Response(res.status === 204 ? null : text, res);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (signal?.aborted && !outer?.aborted)
      throw new TimeoutError(`${what}: no answer within ${timeoutMs} ms`, {cause: e});
    throw transportError(e, outer, what);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads and parses a successful JSON body leniently with `schema`. */
export async function readJson<T extends z.core.$ZodType>(
  res: Response,
  schema: T,
  what: string,
): Promise<z.infer<T>> {
  const text = await res.text();
  let data: unknown;
  try {
    data = parseJsonBody(text);
  } catch {
    throw await formatError(what, res, text);
  }
  // check() reports the input, so a member of the wrong type reads "must be a string", not "required".
  const issues = check(schema, data);
  // The checked input, not zod's copy: the copy loses own `__proto__` keys, which are data here
  // (a field or object may be called that) and would be deleted by the next save.
  if (!issues.length) return data as z.infer<T>;
  throw await formatError(what, res, text, issues);
}

/** Strings (skipped whole) and integer literals of 16 or more digits, outside strings. */
const LONG_INTEGERS = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])/g;

/**
 * JSON.parse for the service's answers, in one walk over the result:
 * - an integer beyond ±2^53 (which JSON.parse would round, so that a save sent a different number
 *   back) is read exactly, as a bigint; the client writes bigints back as digits;
 * - members whose value is null are removed: servers write unset fields as null (`"group": null`),
 *   and the response schemas read an absent member the same way. Array items are kept.
 * Iterative, so deeply nested bodies cannot overflow the stack.
 */
export function parseJsonBody(text: string): unknown {
  // each long literal becomes a tagged string first: JSON.parse never sees the number
  const tag = `big${Math.random()}:`;
  const marked = /\d{16}/.test(text)
    ? text.replace(LONG_INTEGERS, (m) =>
        m[0] === '"' || Number.isSafeInteger(Number(m)) ? m : `"${tag}${m}"`,
      )
    : text;
  const root = {value: JSON.parse(marked) as unknown};
  const stack: object[] = [root];
  while (stack.length) {
    const o = stack.pop() as Record<string, unknown>;
    const keepNulls = Array.isArray(o) || o === root;
    for (const k of Object.keys(o)) {
      const v = o[k];
      if (v === null) {
        if (!keepNulls) delete o[k];
      } else if (typeof v === 'object') stack.push(v);
      else if (typeof v === 'string' && v.startsWith(tag)) o[k] = BigInt(v.slice(tag.length));
    }
  }
  return root.value;
}

/** JSON text of `value`, bigints written as the exact digits they hold. */
export function toJsonExact(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    // a bigint (or a cycle, which throws again below)
  }
  const tag = `big${Math.random()}:`;
  let found = false;
  const text = JSON.stringify(value, (_k, v) => {
    if (typeof v !== 'bigint') return v;
    found = true;
    return tag + v;
  });
  return found ? text.replace(new RegExp(`"${tag.replace('.', '\\.')}(-?\\d+)"`, 'g'), '$1') : text;
}

function transportError(e: unknown, signal: AbortSignal | undefined, what: string): Error {
  // our own typed errors pass (a failed getToken is a TokenError)
  if (e instanceof AbortError || e instanceof TokenError) return e;
  if (signal?.aborted || (e as Error | null)?.name === 'AbortError')
    return new AbortError(undefined, {cause: e});
  // Node's fetch says only "fetch failed"; its cause says why (connect ECONNREFUSED, a redirect, ...)
  const why = (e as {cause?: Error} | null)?.cause?.message;
  return new NetworkError(
    `${what} failed: ${(e as Error | null)?.message || 'network error'}${why ? ` (${why})` : ''}`,
    {cause: e},
  );
}

/**
 * The problem of a failed answer (failed-answer.ts). When that module does not arrive (the page's
 * copy of the bundle is gone), the status and its text still say what happened.
 */
async function problemOf(res: Response, text: string): Promise<Problem> {
  try {
    return (await import('./failed-answer.ts')).problemOf(res, text);
  } catch {
    return {title: res.statusText || `HTTP ${res.status}`, status: res.status};
  }
}

/** The error of a 2xx body that is not what was expected (failed-answer.ts). */
async function formatError(what: string, res: Response, text: string, issues?: ValidationIssue[]) {
  try {
    return (await import('./failed-answer.ts')).formatError(what, res, text, issues);
  } catch {
    return new ResponseFormatError(`${what}: unexpected response (HTTP ${res.status})`, res.status, issues);
  }
}

const pathOf = (url: string): string => url.split('?')[0]!;
