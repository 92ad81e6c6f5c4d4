// Problem+json errors and the small request/response model the router works on, shared by the
// node:http adapter, the in-process fetch and the middlewares.
import type {Problem} from '../contract/errors.ts';
import type {ValidationIssue} from '../contract/errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface EmuRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Uint8Array;
  /**
   * The remote address of the socket the request came on (`req.socket.remoteAddress`; `''` when
   * the socket no longer knows it). Absent for requests made in-process (`fetch`, `dispatch`),
   * which count as loopback.
   */
  remoteAddress?: string;
}

/** Whether a socket address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface EmuResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export type ProblemIssue = {
  in: 'body' | 'header' | 'path' | 'query';
  name: string;
  value?: unknown;
  detail: string;
  code?: string;
  params?: Record<string, string>;
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Thrown by handlers; the router turns it into an application/problem+json answer. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly extra: Partial<Problem> & Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    detail: string,
    extra: Partial<Problem> & Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }

  toBody(instance: string, requestId: string): Problem {
    return {
      type: 'about:blank',
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      instance,
      requestId,
      retryable: false,
      ...this.extra,
    };
  }
}

/** Our `{path, message}` issues (from the shared schemas) -> problem issues in the body. */
export function bodyIssues(issues: ValidationIssue[], prefix = '', source?: unknown): ProblemIssue[] {
  return issues.map((i) => {
    const name = prefix && i.path ? `${prefix}.${i.path}` : prefix || i.path || '(body)';
    const value = source === undefined ? undefined : valueAt(source, i.path);
    // the rule's code and the values its message names, for translation by code (as field-rule issues carry them)
    return {
      in: 'body' as const,
      name,
      ...(value === undefined ? {} : {value: clip(value)}),
      detail: i.message,
      ...(i.code ? {code: i.code} : {}),
      ...(i.params ? {params: i.params} : {}),
    };
  });
}

/** Long values are cut so a 10,000-character input does not come back whole in the error. */
function clip(v: unknown): unknown {
  if (typeof v === 'string' && v.length > 200) return `${v.slice(0, 200)}…`;
  if (typeof v === 'object' && v !== null) {
    const s = JSON.stringify(v);
    return s.length > 200 ? `${s.slice(0, 200)}…` : v;
  }
  return v;
}

function valueAt(source: unknown, path: string): unknown {
  if (!path) return undefined;
  let cur: unknown = source;
  for (const seg of path.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== '')) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

export function badRequest(detail: string, issues: ProblemIssue[]): HttpProblem {
  return new HttpProblem(400, detail, {issues});
}

export function header(req: EmuRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
