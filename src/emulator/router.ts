// The emulator's router: every rule that holds for all routes lives here once: request ids,
// path checks (no dot segments), CORS and who may call which route, JSON-only bodies, the body
// cap and depth limit, problem+json for every error, the request log. Route modules only
// register handlers (routes/service.ts, routes/control.ts).
import {STATUS_CODES, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';
import {randomId} from './ids.ts';
import {HttpProblem, MAX_BODY_BYTES, header, isLoopback, type EmuRequest, type EmuResponse} from './http.ts';
import type {Principal} from './auth.ts';

/** Bodies nested deeper than this are refused before any handler (or structuredClone) walks them. */
export const MAX_JSON_DEPTH = 64;

export type Params = Record<string, string>;
export interface Ctx {
  req: EmuRequest;
  url: URL;
  params: Params;
  requestId: string;
  principal?: Principal;
  json(): unknown;
}
export type Handler = (ctx: Ctx) => Promise<Reply> | Reply;
export interface Reply {
  status?: number;
  json?: unknown;
  raw?: {type: string; body: string};
  headers?: Record<string, string>;
}

/**
 * Who may call a route from a browser. `service`: same origin or an allowed origin (CORS).
 * `control`: same origin only, or any caller holding the control token. `dev-token`: as `control`,
 * and the allowed origins too (a page on another origin in development gets tokens with
 * `--allow-origin` alone). `public`: anyone (read-only media).
 */
export type Access = 'service' | 'control' | 'dev-token' | 'public';

export interface RouterPolicy {
  /** Origins (`scheme://host:port`) allowed to call the service routes cross-origin. */
  allowedOrigins: readonly string[];
  /** The control token (X-Emulator-Token) that lets a caller reach control routes cross-origin. */
  controlToken: string;
  /** Called with each answered request outside /_emulator (the request log). */
  log?: (entry: {
    req: EmuRequest;
    path: string;
    status: number;
    started: number;
    requestId: string;
    principal?: Principal;
  }) => void;
}

interface Route {
  parts: string[];
  methods: Record<string, Handler>;
  access: Access;
  /** The route's methods as `Allow` lists them (computed once, at registration). */
  allow: string;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

export class Router {
  readonly #routes: Route[] = [];
  /** The routes by their number of segments, in registration order (a request is matched against its own length only). */
  readonly #byLength = new Map<number, Route[]>();
  constructor(readonly policy: RouterPolicy) {}

  route(path: string, methods: Record<string, Handler>, access: Access = 'service'): void {
    // HEAD is answered wherever GET is (GET's answer without its body).
    const names = Object.keys(methods).flatMap((m) => (m === 'GET' && !methods.HEAD ? ['GET', 'HEAD'] : [m]));
    const r: Route = {parts: path.split('/').filter(Boolean), methods, access, allow: names.join(', ')};
    this.#routes.push(r);
    const same = this.#byLength.get(r.parts.length);
    if (same) same.push(r);
    else this.#byLength.set(r.parts.length, [r]);
  }

  /** Answers one request. `early` is a problem the transport already found (body too large, too slow). */
  async dispatch(req: EmuRequest, early?: HttpProblem): Promise<EmuResponse> {
    const started = performance.now();
    const requestId = randomId('req_');
    // The WHATWG URL is built only when a handler asks for it (query parameters); the path
    // (problem `instance`, request log) is taken as written when parsing would not change it.
    let parsedUrl: URL | undefined;
    const plain = plainPath(req.url);
    const pathname = plain ?? (parsedUrl = parseTarget(req.url)).pathname;
    // The answer's headers: the request id, then CORS, then the content type and the handler's own.
    const base: Record<string, string> = {'X-Request-Id': requestId};
    let res: EmuResponse;
    let ctx: Ctx | undefined;
    const method = req.method.toUpperCase();
    try {
      // A plain path has no percent-encoding, backslash or dot segment: its segments are its parts.
      const segments = plain === undefined ? pathSegments(req.url) : plainSegments(plain);
      let route: Route | undefined;
      let params: Params | undefined;
      for (const r of this.#byLength.get(segments.length) ?? NO_ROUTES) {
        params = matchRoute(r.parts, segments);
        if (params) {
          route = r;
          break;
        }
      }
      if (!route || !params) throw early ?? new HttpProblem(404, `No resource at ${pathname}.`);
      // A malformed request (two Host headers, HTTP/1.1 without one) is a 400 before anything else.
      if (early?.status === 400) throw early;
      this.#checkAccess(req, route.access, method, base);
      if (early) throw early;
      if (req.body && req.body.byteLength > MAX_BODY_BYTES) throw tooLarge();
      const allow = route.allow;
      if (method === 'OPTIONS') {
        base.Allow = allow;
        base['Access-Control-Allow-Methods'] = allow;
        base['Access-Control-Allow-Headers'] = 'Authorization, X-Api-Key, Content-Type, X-Emulator-Token';
        base['Access-Control-Max-Age'] = '600';
        return {status: 204, headers: base, body: ''};
      }
      const own = Object.hasOwn(route.methods, method) ? route.methods[method] : undefined;
      const handler = own ?? (method === 'HEAD' ? route.methods.GET : undefined);
      if (!handler)
        throw new HttpProblem(
          405,
          `${method} is not allowed on ${pathname}; use ${allow}.`,
          {},
          {Allow: allow},
        );
      if (req.body?.byteLength) {
        const type = header(req, 'content-type');
        if (!type || !JSON_TYPE.test(type)) {
          throw new HttpProblem(
            415,
            `A request body must be JSON (Content-Type: application/json); got ${type ? JSON.stringify(type.slice(0, 100)) : 'no Content-Type'}.`,
            {
              issues: [{in: 'header', name: 'Content-Type', detail: 'must be application/json'}],
            },
          );
        }
      }
      ctx = new Context(req, params, requestId, parsedUrl);
      // A handler that answers at once is not awaited: no promise and no turn of the microtask queue.
      const answer = handler(ctx);
      const reply = answer instanceof Promise ? await answer : answer;
      const raw = reply.raw;
      const body = raw ? raw.body : JSON.stringify(reply.json ?? null);
      const headers = base;
      headers['Content-Type'] = raw ? raw.type : 'application/json; charset=utf-8';
      if (reply.headers) Object.assign(headers, reply.headers);
      res = {status: reply.status ?? 200, headers, body};
    } catch (e) {
      const p =
        e instanceof HttpProblem
          ? e
          : new HttpProblem(500, 'The emulator failed to answer this request.', {
              causes: [String((e as Error)?.message ?? e)],
            });
      if (!(e instanceof HttpProblem)) console.error('[emulator] request failed:', e);
      res = {
        status: p.status,
        headers: {...base, 'Content-Type': 'application/problem+json', ...p.headers},
        body: problemJson(p.toBody(instanceUri(req, pathname), requestId)),
      };
    }
    if (method === 'HEAD') {
      // The length GET's body would have, and no body.
      res.headers['Content-Length'] = String(Buffer.byteLength(res.body));
      res.body = '';
    }
    if (!pathname.startsWith('/_emulator/')) {
      this.policy.log?.({
        req,
        path: pathname,
        status: res.status,
        started,
        requestId,
        principal: ctx?.principal,
      });
    }
    return res;
  }

  /** Refuses a browser caller the route does not admit; returns the CORS headers for one it does. */
  #checkAccess(req: EmuRequest, access: Access, method: string, into: Record<string, string>): void {
    const origin = header(req, 'origin');
    const site = header(req, 'sec-fetch-site');
    const own = origin !== undefined && sameOrigin(origin, header(req, 'host'));
    if (access === 'public') {
      if (origin) into['Access-Control-Allow-Origin'] = '*';
      return;
    }
    if (access === 'control' || access === 'dev-token') {
      const token = header(req, 'x-emulator-token');
      const allowed =
        access === 'dev-token' && origin !== undefined && this.policy.allowedOrigins.includes(origin);
      // A page under another name that resolves here (DNS rebinding) is "same-origin" by its
      // own Host, so the host must also be a loopback or IP address.
      const crossSite =
        (origin !== undefined && !own) ||
        (site !== undefined && site !== 'same-origin' && site !== 'none') ||
        !localHost(header(req, 'host'));
      // Who is calling is judged by the socket, never by a header the caller writes: without the
      // token, only a caller on this machine (loopback; in-process requests count) gets in.
      const remote = req.remoteAddress === undefined || isLoopback(req.remoteAddress);
      // A preflight carries no credentials; the request that follows must bring the token.
      if (
        method !== 'OPTIONS' &&
        (!remote || (crossSite && !allowed)) &&
        !tokenMatches(token, this.policy.controlToken)
      ) {
        throw new HttpProblem(
          403,
          !remote
            ? `The ${access === 'control' ? 'control routes answer' : 'dev-token route answers'} callers on this machine (loopback) only, or requests with the X-Emulator-Token printed at start.`
            : access === 'control'
              ? 'The control routes answer same-origin requests only, or requests with the X-Emulator-Token printed at start.'
              : 'The dev-token route answers same-origin requests, origins allowed with --allow-origin, or requests with the X-Emulator-Token printed at start.',
        );
      }
      if (origin && !own) corsHeaders(origin, into);
      return;
    }
    if (origin === undefined || own) return;
    if (!this.policy.allowedOrigins.includes(origin)) {
      throw new HttpProblem(
        403,
        `Origin ${origin.slice(0, 200)} is not allowed; start the emulator with --allow-origin ${origin.slice(0, 200)} to allow it.`,
      );
    }
    corsHeaders(origin, into);
  }
}

/** An error body is at most this many bytes: long values are cut, so a 1 MB input never comes back whole. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;
const MAX_ERROR_STRING = 1000;
const MAX_ERROR_ISSUES = 100;

/** A problem as JSON of at most MAX_ERROR_BODY_BYTES: strings over 1,000 characters and lists over 100 entries cut. */
export function problemJson(body: object): string {
  const whole = JSON.stringify(body);
  if (whole.length <= MAX_ERROR_BODY_BYTES / 4 || Buffer.byteLength(whole) <= MAX_ERROR_BODY_BYTES)
    return whole;
  const cut = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string')
      return v.length > MAX_ERROR_STRING ? `${v.slice(0, MAX_ERROR_STRING)}… (${v.length} characters)` : v;
    if (typeof v !== 'object' || v === null) return v;
    if (depth > 4) return '…';
    if (Array.isArray(v)) {
      const kept = v.slice(0, MAX_ERROR_ISSUES).map((x) => cut(x, depth + 1));
      if (v.length > MAX_ERROR_ISSUES) kept.push(`… ${v.length - MAX_ERROR_ISSUES} more`);
      return kept;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x, depth + 1)]));
  };
  // A 409's current installation is never cut (a cut copy would become a wrong baseline): it is
  // left out, and the client reads the installation instead.
  const {installation: _whole, ...rest0} = body as Record<string, unknown>;
  const shorter = JSON.stringify(cut(rest0, 0));
  if (Buffer.byteLength(shorter) <= MAX_ERROR_BODY_BYTES) return shorter;
  // Still too long (many long non-ASCII strings): the problem without its issues.
  const {issues: _issues, causes: _causes, ...rest} = cut(rest0, 0) as Record<string, unknown>;
  return JSON.stringify({...rest, issuesOmitted: true});
}

export const tooLarge = () => new HttpProblem(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`);

function corsHeaders(origin: string, into: Record<string, string>): void {
  into['Access-Control-Allow-Origin'] = origin;
  into['Access-Control-Expose-Headers'] = 'X-Request-Id, Retry-After';
  into.Vary = 'Origin';
}

const NO_ROUTES: Route[] = [];

/** What a handler gets: the request, its path parameters, and the URL and JSON body parsed on first use. */
class Context implements Ctx {
  principal?: Principal;
  #url: URL | undefined;
  #parsed = false;
  #value: unknown;
  constructor(
    readonly req: EmuRequest,
    readonly params: Params,
    readonly requestId: string,
    url: URL | undefined,
  ) {
    this.#url = url;
  }

  get url(): URL {
    return (this.#url ??= parseTarget(this.req.url));
  }

  json(): unknown {
    if (!this.#parsed) {
      this.#value = parseJsonBody(this.req.body);
      this.#parsed = true;
    }
    return this.#value;
  }
}

/** Whether a Host header names this machine by loopback name or IP literal (not a DNS name). */
function localHost(host: string | undefined): boolean {
  if (host === undefined) return true; // not from a browser
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^\[[\da-f:.]+\]$/.test(name) ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name)
  );
}

/** A Host header that names a host (and port) and nothing else. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A problem's `instance` as production sends it: an absolute URI, this server's origin and the path. */
function instanceUri(req: EmuRequest, path: string): string {
  return `${requestOrigin(req)}${path}`;
}

/** This emulator's origin as the request reached it (its Host; `localhost` when that is not a host). */
export function requestOrigin(req: EmuRequest): string {
  const host = header(req, 'host');
  return `http://${host && HOST.test(host) ? host : 'localhost'}`;
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && given.length === expected.length && given === expected;
}

/**
 * The decoded path segments of a raw request target. Dot segments (`.`, `..`, `%2e%2e`, also
 * after a backslash, which URL parsers treat as a slash) are refused, never resolved.
 */
export function pathSegments(rawUrl: string): string[] {
  const q = rawUrl.search(/[?#]/);
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const out: string[] = [];
  for (const raw of path.split(/[/\\]/)) {
    if (!raw) continue;
    let s = raw;
    try {
      if (raw.includes('%')) s = decodeURIComponent(raw);
    } catch {
      throw new HttpProblem(400, 'The path is not valid percent-encoding.', {
        issues: [{in: 'path', name: '(path)', detail: 'must be valid percent-encoding'}],
      });
    }
    if (s === '.' || s === '..') {
      throw new HttpProblem(400, 'The path must not contain "." or ".." segments.', {
        issues: [{in: 'path', name: '(path)', detail: 'must not contain dot segments'}],
      });
    }
    out.push(s);
  }
  return out;
}

/** The segments of a path plainPath() accepted (empty segments dropped, as pathSegments() does). */
function plainSegments(path: string): string[] {
  const out: string[] = [];
  let from = 1;
  for (let i = path.indexOf('/', 1); ; i = path.indexOf('/', from)) {
    const end = i < 0 ? path.length : i;
    if (end > from) out.push(path.slice(from, end));
    if (i < 0) return out;
    from = i + 1;
  }
}

/** The request target as a WHATWG URL (as the router always parsed it). */
function parseTarget(raw: string): URL {
  try {
    return new URL(raw, 'http://emulator.local');
  } catch {
    return new URL('http://emulator.local/');
  }
}

/** Characters a URL parser leaves alone in a path (no percent-encoding, no backslash, nothing it would escape). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
/** A segment that URL parsing would resolve (`.`, `..`). */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * The pathname `new URL(raw, base)` would give, without building the URL, when that is simply
 * the path as written (only plain characters, no dot segments); undefined otherwise.
 */
export function plainPath(raw: string): string | undefined {
  const q = raw.search(/[?#]/);
  const path = q < 0 ? raw : raw.slice(0, q);
  if (path.startsWith('//') || !PLAIN_PATH.test(path) || DOT_SEGMENT.test(path)) return undefined;
  return path;
}

const UTF8 = new TextDecoder('utf-8', {fatal: false});

function parseJsonBody(body: Uint8Array | undefined): unknown {
  const text = body && body.byteLength ? UTF8.decode(body) : '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    // Only a body that fails to parse can be empty or blank: checked here, not on every request.
    if (!text.trim())
      throw new HttpProblem(400, 'A JSON body is required.', {
        issues: [{in: 'body', name: '(body)', detail: 'required'}],
      });
    throw new HttpProblem(400, `The body is not valid JSON: ${(e as Error).message}`, {
      issues: [{in: 'body', name: '(body)', detail: 'must be valid JSON'}],
    });
  }
  // Nesting deeper than the limit takes an opening and a closing bracket per level: a shorter text cannot.
  if (text.length > 2 * MAX_JSON_DEPTH && tooDeep(value, MAX_JSON_DEPTH)) {
    throw new HttpProblem(400, `The body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`, {
      issues: [{in: 'body', name: '(body)', detail: `must not nest deeper than ${MAX_JSON_DEPTH} levels`}],
    });
  }
  return value;
}

/**
 * Whether `value` nests objects/arrays more than `levels` levels (the top object is level 1).
 * Recursive, but never deeper than `levels` (it stops there), so parsed input cannot overflow the stack.
 */
function tooDeep(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) {
    for (const child of value)
      if (child !== null && typeof child === 'object' && tooDeep(child, levels - 1)) return true;
    return false;
  }
  for (const k in value) {
    const child = (value as Record<string, unknown>)[k];
    if (child !== null && typeof child === 'object' && tooDeep(child, levels - 1)) return true;
  }
  return false;
}

function matchRoute(parts: string[], segments: string[]): Params | undefined {
  if (parts.length !== segments.length) return undefined;
  // Literal parts first: the params object is made only for the route that matches.
  for (let i = 0; i < parts.length; i++)
    if (parts[i].charCodeAt(0) !== COLON && parts[i] !== segments[i]) return undefined;
  const params: Params = {};
  for (let i = 0; i < parts.length; i++)
    if (parts[i].charCodeAt(0) === COLON) params[parts[i].slice(1)] = segments[i];
  return params;
}
const COLON = 58;

// ------------------------------------------------------------------ node:http transport

/** Time limits of the node:http transport. */
export const TIME_LIMITS = {
  /** All request headers must arrive within this (standalone server). */
  headersMs: 10_000,
  /** A body that sends nothing for this long is answered 408. */
  bodyIdleMs: 5_000,
  /** A whole request (headers and body) must arrive within this. */
  requestMs: 30_000,
};

/**
 * The options of a node:http server the emulator owns. Node checks the header and request time
 * limits every `connectionsCheckingInterval` (30 s by default, which held slow headers 30 to 39 s
 * where 10 s was meant): checked every tenth of the header limit (at most a second) instead.
 * Read when the server is made: set TIME_LIMITS before `listen()`.
 */
export function serverOptions() {
  return {
    // A request without Host is answered by the router (problem+json), not by Node's bare 400.
    requireHostHeader: false,
    headersTimeout: TIME_LIMITS.headersMs,
    requestTimeout: Math.max(TIME_LIMITS.requestMs, TIME_LIMITS.headersMs),
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(TIME_LIMITS.headersMs / 10))),
  };
}

/**
 * Applies the time limits to a server the emulator owns, and answers what Node's HTTP parser
 * refuses (bad framing, oversized headers, timeouts), unmet expectations and CONNECT with
 * problem+json 4xx instead of a bare status line or no answer at all.
 */
export function limitServer(server: Server): void {
  server.headersTimeout = TIME_LIMITS.headersMs;
  server.requestTimeout = Math.max(TIME_LIMITS.requestMs, TIME_LIMITS.headersMs);
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (err: Error & {code?: string}, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, detail] = clientErrorAnswer(err.code);
    socket.end(rawProblem(status, detail));
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const body = problemText(
      417,
      `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported; only 100-continue is.`,
    );
    res.writeHead(417, {...body.headers, Connection: 'close'});
    res.end(body.text);
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawProblem(405, 'CONNECT is not supported: the emulator is not a proxy.'));
  });
}

/** The status and detail for an error of Node's HTTP parser (its `code`). */
function clientErrorAnswer(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'The request headers are larger than the server accepts.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return [408, 'The request did not arrive in time; the emulator stopped waiting.'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'The chunk extensions are larger than the server accepts.'];
    default:
      return [400, `The request is not valid HTTP/1.1 (${code ?? 'unreadable'}).`];
  }
}

function problemText(status: number, detail: string) {
  const requestId = randomId('req_');
  const {instance: _none, ...body} = new HttpProblem(status, detail).toBody('', requestId);
  const text = JSON.stringify(body);
  return {
    text,
    headers: {
      'Content-Type': 'application/problem+json',
      'Content-Length': String(Buffer.byteLength(text)),
      'X-Request-Id': requestId,
    },
  };
}

/** A whole HTTP/1.1 answer as text, for a socket that no longer has a request to answer through. */
function rawProblem(status: number, detail: string): string {
  const {text, headers} = problemText(status, detail);
  const lines = Object.entries({...headers, Connection: 'close'}).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${text}`;
}

export function requestOf(req: IncomingMessage, body?: Uint8Array): EmuRequest {
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: req.headers,
    body,
    remoteAddress: req.socket?.remoteAddress ?? '',
  };
}

/** Reads the body of `req` under the cap and time limits, and answers it through `dispatch`. */
export async function serveNode(router: Router, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: Uint8Array | undefined;
  try {
    if (req.httpVersionMinor === 1 && req.headers.host === undefined)
      throw new HttpProblem(400, 'An HTTP/1.1 request must carry a Host header.', {
        issues: [{in: 'header', name: 'Host', detail: 'required'}],
      });
    // RFC 9112 §3.2: a request with more than one Host header is answered 400 (Node keeps the first).
    if (hostCount(req.rawHeaders) > 1)
      throw new HttpProblem(400, 'A request must carry exactly one Host header.', {
        issues: [{in: 'header', name: 'Host', detail: 'must appear once'}],
      });
    body = await readBody(req);
  } catch (e) {
    if (!(e instanceof HttpProblem)) {
      if (!res.headersSent) res.destroy();
      return;
    }
    const r = await router.dispatch(requestOf(req), e);
    if (res.writableEnded || res.destroyed) return;
    if (e.status === 408) {
      // A stalled sender is cut off once the answer is out.
      res.writeHead(r.status, {...r.headers, Connection: 'close'});
      res.end(r.body, () => req.socket.destroy());
      return;
    }
    // 413: answered at once; the rest of the upload is read and dropped (so the client sees the
    // answer instead of a reset), up to the whole-request limit.
    req.resume();
    const guard = setTimeout(() => req.socket.destroy(), TIME_LIMITS.requestMs);
    guard.unref();
    req.once('end', () => clearTimeout(guard));
    req.once('close', () => clearTimeout(guard));
    if (typeof r.body === 'string') r.headers['Content-Length'] = String(Buffer.byteLength(r.body));
    res.writeHead(r.status, r.headers);
    res.end(r.body);
    return;
  }
  const r = await router.dispatch(requestOf(req, body));
  if (res.writableEnded || res.destroyed) return;
  // The body is whole: its length goes out in the header (no chunked framing around it).
  if (
    r.status !== 204 &&
    r.status !== 304 &&
    req.method !== 'HEAD' &&
    typeof r.body === 'string' &&
    !('Content-Length' in r.headers)
  ) {
    r.headers['Content-Length'] = String(Buffer.byteLength(r.body));
  }
  res.writeHead(r.status, r.headers);
  res.end(r.body);
}

function hostCount(raw: string[]): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') n++;
  return n;
}

function readBody(req: IncomingMessage): Promise<Uint8Array | undefined> {
  const method = (req.method ?? 'GET').toUpperCase();
  const declared = Number(req.headers['content-length']);
  if (!declared && !req.headers['transfer-encoding']) {
    req.resume();
    return Promise.resolve(method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array());
  }
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const read: BodyRead = {
      chunks: [],
      size: 0,
      started,
      last: started,
      idleMs: TIME_LIMITS.bodyIdleMs,
      wholeMs: TIME_LIMITS.requestMs,
      resolve,
      reject,
    };
    reading.set(req, read);
    watch(dueAt(read));
    req.on('data', onBodyData).on('end', onBodyEnd).on('error', onBodyError).on('close', onBodyClose);
  });
}

/** A request body being read: its chunks, its time limits, and the promise readBody returned. */
interface BodyRead {
  chunks: Buffer[];
  size: number;
  /** When reading began, and when the body last sent something (performance.now()). */
  started: number;
  last: number;
  idleMs: number;
  wholeMs: number;
  resolve(body: Uint8Array): void;
  reject(error: Error): void;
}

/**
 * The bodies being read. One timer watches them all, set for the nearest time one of them could
 * pass a limit, rather than a timer made and cleared per request; the listeners are the same
 * functions for every request (a body is a handful of chunks: nothing is made per chunk). The
 * timer stays set when the last body is read (a body that comes after it is due later, and the
 * timer then sets itself for that one), so a stream of small requests does not make and clear a
 * timer each; it does not keep the process alive.
 */
const reading = new Map<IncomingMessage, BodyRead>();
let watchdog: ReturnType<typeof setTimeout> | undefined;
let watchdogAt = Infinity;

/** When a body passes its idle or whole-request limit, unless it sends something before. */
const dueAt = (r: BodyRead) => Math.min(r.last + r.idleMs, r.started + r.wholeMs);

/** Makes sure the timer fires by `at` (performance.now() time). */
function watch(at: number): void {
  if (at >= watchdogAt) return;
  clearTimeout(watchdog);
  watchdogAt = at;
  watchdog = setTimeout(checkLimits, Math.max(1, at - performance.now()));
  watchdog.unref();
}

/** Answers 408 for each body past a limit, and sets the timer for the nearest limit of the rest. */
function checkLimits(): void {
  watchdog = undefined;
  watchdogAt = Infinity;
  const now = performance.now();
  let next = Infinity;
  for (const [req, r] of reading) {
    if (now - r.started >= r.wholeMs)
      endBody(
        req,
        new HttpProblem(
          408,
          `The request body did not arrive within ${r.wholeMs / 1000} s; the emulator stopped waiting.`,
        ),
      );
    else if (now - r.last >= r.idleMs)
      endBody(
        req,
        new HttpProblem(
          408,
          `The request body sent nothing for ${r.idleMs / 1000} s; the emulator stopped waiting.`,
        ),
      );
    else next = Math.min(next, dueAt(r));
  }
  if (next < Infinity) watch(next);
}

function onBodyData(this: IncomingMessage, c: Buffer): void {
  const r = reading.get(this);
  if (!r) return;
  r.size += c.length;
  if (r.size > MAX_BODY_BYTES) return endBody(this, tooLarge());
  r.chunks.push(c);
  r.last = performance.now();
}

function onBodyEnd(this: IncomingMessage): void {
  const chunks = reading.get(this)?.chunks;
  if (chunks) endBody(this, undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

function onBodyError(this: IncomingMessage, e: Error): void {
  endBody(this, e);
}

function onBodyClose(this: IncomingMessage): void {
  endBody(this, new Error('the client closed the connection'));
}

function endBody(req: IncomingMessage, error: Error | undefined, body?: Uint8Array): void {
  const r = reading.get(req);
  if (!r) return;
  reading.delete(req);
  req.off('data', onBodyData).off('end', onBodyEnd).off('error', onBodyError).off('close', onBodyClose);
  if (error) r.reject(error);
  else r.resolve(body!);
}
