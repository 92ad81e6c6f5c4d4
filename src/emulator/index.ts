// The local emulator of the whole service: a request handler for /v1 (the service),
// /_emulator (the control API for tests and the demo) and /_demo (dev-only token route).
// Mount it in any node:http server, Koa (web-test-runner) or Vite, or run it alone (cli.ts).
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createPublicKey, randomUUID} from 'node:crypto';
import type {AddressInfo} from 'node:net';
import {JwtKeyRequestSchema, check, type Operation} from '../contract/schemas.ts';
import {authenticate, requireGroup, type Principal} from './auth.ts';
import {Clock} from './clock.ts';
import {DevTokens} from './dev-token.ts';
import {HttpProblem, MAX_BODY_BYTES, bodyIssues, header, type EmuRequest, type EmuResponse} from './http.ts';
import {redactInstallation, updateInstallation} from './installations.ts';
import {mediaSvg} from './media.ts';
import type {Fault} from './providers.ts';
import {defaultSeed, type Seed} from './seed.ts';
import {Store} from './store.ts';
import {WriteEngine, validateWriteBody} from './write-engine.ts';

export type {Seed} from './seed.ts';
export type {EmuRequest, EmuResponse} from './http.ts';
export {defaultSeed} from './seed.ts';
export {Clock} from './clock.ts';
export {Store} from './store.ts';

export const DEFAULT_API_KEY = 'demo-api-key';

export interface EmulatorOptions {
  /** The X-Api-Key the service accepts (default `demo-api-key`). */
  apiKey?: string;
  /** The state a reset returns to (default: `defaultSeed()`). */
  seed?: Seed;
  /** Emulated seconds per real second (default 1; 0 = time moves only through `clock.advance`). */
  timeScale?: number;
  /** Start time of the emulated clock (default: now). */
  now?: number | Date;
  /** Serve `/_demo/token` (default true). */
  devTokens?: boolean;
}

export interface Emulator {
  readonly apiKey: string;
  readonly clock: Clock;
  readonly store: Store;
  readonly devTokens: DevTokens;
  /** Whether `url` is one the emulator answers (`/v1/**`, `/_emulator/**`, `/_demo/**`). */
  handles(url: string | undefined): boolean;
  /** Answers one request on a node:http (or Koa/Vite/connect) request and response. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The same handler as a `fetch` (no network): for tests that inject a fetch. */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Answers the router's own request model. */
  dispatch(req: EmuRequest): Promise<EmuResponse>;
  /** Puts everything back to the seed (drops keys, operations, records, faults, pending batches). */
  reset(): void;
  /** Resolves when no background write is running (timers waiting on the clock do not count). */
  settled(): Promise<void>;
  /** Moves the emulated clock and waits for the work that falls due. */
  advance(seconds: number): Promise<void>;
  listen(port?: number, host?: string): Promise<{url: string; port: number; server: Server}>;
  close(): Promise<void>;
}

type Params = Record<string, string>;
interface Ctx {
  req: EmuRequest;
  url: URL;
  params: Params;
  requestId: string;
  principal?: Principal;
  json(): unknown;
}
type Handler = (ctx: Ctx) => Promise<Reply> | Reply;
interface Reply {
  status?: number;
  json?: unknown;
  raw?: {type: string; body: string};
  headers?: Record<string, string>;
}

const PREFIXES = ['/v1/', '/_emulator/', '/_demo/'];

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const clock = new Clock({now: options.now, timeScale: options.timeScale ?? 1});
  const store = new Store(options.seed ?? defaultSeed());
  store.reset(clock.iso());
  const engine = new WriteEngine(store, clock);
  const routes: Array<{parts: string[]; methods: Record<string, Handler>}> = [];
  const route = (path: string, methods: Record<string, Handler>) => routes.push({parts: path.split('/').filter(Boolean), methods});

  // ------------------------------------------------------------ helpers
  const auth = async (ctx: Ctx, projectId?: string) => {
    ctx.principal = await authenticate(ctx.req, store, apiKey, projectId);
    return ctx.principal;
  };
  const projectOf = (idOrName: string) => {
    const p = store.project(idOrName);
    if (!p) throw new HttpProblem(404, `No project ${idOrName}.`);
    return p;
  };
  /** Project + credentials, in the order the service checks them (401 before 404 leaks nothing). */
  const scoped = async (ctx: Ctx) => {
    const p = store.project(ctx.params.project);
    const principal = await auth(ctx, p?.id ?? ctx.params.project);
    if (!p) throw new HttpProblem(404, `No project ${ctx.params.project}.`);
    return {project: p, principal};
  };
  const integrationOf = (projectId: string, idOrName: string) => {
    const i = store.integration(projectId, idOrName);
    if (!i) throw new HttpProblem(404, `No integration ${idOrName} in project ${projectId}.`);
    return i;
  };
  const installationOf = (projectId: string, integrationId: string, id: string, principal: Principal) => {
    const inst = store.installations.get(id);
    if (!inst || inst.projectId !== projectId || inst.integrationId !== integrationId) throw new HttpProblem(404, `No installation ${id} of integration ${integrationId}.`);
    // Another group's installation does not exist for this token.
    if (principal.kind === 'bearer' && inst.group?.groupRef !== principal.groupRef) throw new HttpProblem(404, `No installation ${id} of integration ${integrationId}.`);
    return inst;
  };
  const providerView = (name: string) => {
    const def = store.providerDefs.get(name);
    if (!def) throw new HttpProblem(404, `No provider ${name}.`);
    return def;
  };
  const publicOperation = (op: Operation) => ({...op});

  // ------------------------------------------------------------ /v1
  route('/v1/providers/:provider', {
    GET: ({params}) => ({json: providerView(params.provider).info}),
  });

  route('/v1/projects/:project/jwt-keys', {
    POST: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      if (principal.kind !== 'apiKey') throw new HttpProblem(403, 'Creating JWT keys needs the API key; a bearer token may not.');
      const body = ctx.json();
      const issues = check(JwtKeyRequestSchema, body);
      if (issues.length) throw new HttpProblem(400, 'The JWT key request is not valid.', {issues: bodyIssues(issues, '', body)});
      const {label, publicKeyPem} = body as {label: string; publicKeyPem: string};
      let key;
      try {
        key = createPublicKey({key: publicKeyPem, format: 'pem'});
      } catch {
        throw new HttpProblem(400, 'publicKeyPem is not a readable public key.', {issues: [{in: 'body', name: 'publicKeyPem', detail: 'must be a PEM RSA public key'}]});
      }
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (key.asymmetricKeyType !== 'rsa' || bits < 2048) {
        throw new HttpProblem(400, 'publicKeyPem must be an RSA key of at least 2048 bits.', {issues: [{in: 'body', name: 'publicKeyPem', detail: 'must be an RSA public key of at least 2048 bits'}]});
      }
      const kid = randomUUID();
      store.jwtKeys.set(kid, {kid, projectId: project.id, label, algorithm: 'RS256', publicKeyPem, createTime: clock.iso(), key});
      return {status: 201, json: {kid}};
    },
  });

  route('/v1/projects/:project/integrations', {
    GET: async (ctx) => {
      const {project} = await scoped(ctx);
      return {json: {integrations: [...store.integrations.values()].filter((i) => i.projectId === project.id)}};
    },
  });

  route('/v1/projects/:project/integrations/:integration', {
    GET: async (ctx) => {
      const {project} = await scoped(ctx);
      return {json: integrationOf(project.id, ctx.params.integration)};
    },
  });

  route('/v1/projects/:project/integrations/:integration/installations', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const list = store
        .installationsOf(project.id, integ.id)
        .filter((i) => principal.kind === 'apiKey' || i.group?.groupRef === principal.groupRef)
        .map((i) => redactInstallation(i, principal.kind === 'bearer'));
      return {json: {installations: list}};
    },
  });

  route('/v1/projects/:project/integrations/:integration/installations/:installation', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const inst = installationOf(project.id, integ.id, ctx.params.installation, principal);
      return {json: redactInstallation(inst, principal.kind === 'bearer')};
    },
    PATCH: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const inst = installationOf(project.id, integ.id, ctx.params.installation, principal);
      const body = ctx.json();
      const browser = principal.kind === 'bearer';
      try {
        const next = updateInstallation(store, inst, integ, body, clock.iso());
        return {json: redactInstallation(next, browser)};
      } catch (e) {
        if (e instanceof HttpProblem && e.status === 409) {
          throw new HttpProblem(409, e.message, {...e.extra, installation: redactInstallation(inst, browser)});
        }
        throw e;
      }
    },
  });

  route('/v1/projects/:project/integrations/:integration/objects/:object/metadata', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const q = ctx.url.searchParams.get('groupRef') ?? undefined;
      if (q !== undefined) requireGroup(principal, q, `group ${q}`);
      const groupRef = q ?? (principal.kind === 'bearer' ? principal.groupRef : undefined);
      if (!groupRef) throw new HttpProblem(400, 'groupRef is required.', {issues: [{in: 'query', name: 'groupRef', detail: 'required'}]});
      if (!store.installationForGroup(project.id, integ.id, groupRef)) throw new HttpProblem(404, `Group ${groupRef} has no installation of ${integ.name}.`);
      const objects = providerView(integ.provider).objects;
      if (!Object.hasOwn(objects, ctx.params.object)) {
        throw new HttpProblem(404, `Object ${ctx.params.object} does not exist in the customer's ${integ.provider} instance.`);
      }
      return {json: objects[ctx.params.object]};
    },
  });

  route('/v1/projects/:project/integrations/:integration/objects/:object', {
    POST: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const def = providerView(integ.provider);
      const body = ctx.json();
      const req = validateWriteBody(body, def.info, integ, ctx.params.object, def.objects);
      requireGroup(principal, req.groupRef, `groupRef ${req.groupRef}`);
      const inst = store.installationForGroup(project.id, integ.id, req.groupRef);
      if (!inst) throw new HttpProblem(404, `Group ${req.groupRef} has no installation of ${integ.name}.`);
      const reply = await engine.write({integration: integ, installation: inst, objectName: ctx.params.object, provider: def.info, metadata: def.objects[ctx.params.object]}, req);
      return {status: reply.status, json: reply.body};
    },
  });

  route('/v1/projects/:project/operations/:operation', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const rec = store.operations.get(ctx.params.operation);
      if (!rec || rec.op.projectId !== project.id || (principal.kind === 'bearer' && rec.groupRef !== principal.groupRef)) {
        throw new HttpProblem(404, `No operation ${ctx.params.operation}.`);
      }
      return {json: publicOperation(rec.op)};
    },
  });

  // ------------------------------------------------------------ /_emulator (control API)
  route('/_emulator/reset', {
    POST: () => {
      emulator.reset();
      return {json: {ok: true, now: clock.iso()}};
    },
  });
  route('/_emulator/clock', {
    GET: () => ({json: {now: clock.iso(), timeScale: clock.timeScale, pendingTimers: clock.pending}}),
  });
  route('/_emulator/clock/advance', {
    POST: async (ctx) => {
      const body = ctx.json() as {seconds?: unknown} | null;
      const s = body?.seconds;
      if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s > 366 * 86400) {
        throw new HttpProblem(400, 'seconds must be a number from 0 to 31622400.', {issues: [{in: 'body', name: 'seconds', value: s, detail: 'must be a number from 0 to 31622400'}]});
      }
      await emulator.advance(s);
      return {json: {now: clock.iso()}};
    },
  });
  route('/_emulator/faults', {
    GET: () => ({json: {faults: store.providers.faults}}),
    POST: (ctx) => {
      const fault = parseFault(ctx.json());
      store.providers.faults.push(fault);
      return {status: 201, json: fault};
    },
    DELETE: () => {
      store.providers.faults = [];
      return {json: {faults: []}};
    },
  });
  route('/_emulator/providers/:provider/records/:object', {
    GET: ({params}) => {
      providerView(params.provider);
      return {json: {records: store.providers.list(params.provider, params.object)}};
    },
  });
  route('/_emulator/providers', {
    GET: () => ({json: {calls: store.providers.calls, batchCalls: store.providers.batchCalls, providers: [...store.providerDefs.keys()]}}),
  });
  route('/_emulator/requests', {
    GET: () => ({json: {requests: store.requests}}),
  });
  route('/_emulator/operations', {
    GET: () => ({json: {operations: [...store.operations.values()].map((r) => publicOperation(r.op))}}),
  });
  route('/_emulator/media/:provider/:file', {
    GET: ({params}) => {
      const svg = store.providerDefs.get(params.provider)?.info.media ? mediaSvg(params.provider, params.file, store.providerDefs.get(params.provider)!.info.displayName) : undefined;
      if (!svg) throw new HttpProblem(404, `No media ${params.file} for ${params.provider}.`);
      return {raw: {type: 'image/svg+xml', body: svg}, headers: {'Cache-Control': 'public, max-age=3600'}};
    },
  });

  // ------------------------------------------------------------ /_demo (dev tokens)
  const devTokens = new DevTokens((r) => emulator.dispatch(r), apiKey, () => store.generation);
  if (options.devTokens !== false) {
    route('/_demo/token', {
      GET: async ({url}) => {
        const q = (n: string) => url.searchParams.get(n) ?? '';
        const scope = {projectIdOrName: q('projectIdOrName'), groupRef: q('groupRef'), consumerRef: q('consumerRef') || undefined};
        const missing = (['projectIdOrName', 'groupRef'] as const).filter((n) => !scope[n]);
        if (missing.length) throw new HttpProblem(400, `Missing ${missing.join(', ')}.`, {issues: missing.map((name) => ({in: 'query', name, detail: 'required'}))});
        projectOf(scope.projectIdOrName);
        const token = await devTokens.mint(scope);
        return {json: {token}, headers: {'Cache-Control': 'no-store'}};
      },
    });
  }

  // ------------------------------------------------------------ dispatch
  async function dispatch(req: EmuRequest): Promise<EmuResponse> {
    const started = performance.now();
    const requestId = `req_${randomUUID()}`;
    let url: URL;
    try {
      url = new URL(req.url, 'http://emulator.local');
    } catch {
      url = new URL('http://emulator.local/');
    }
    const base: Record<string, string> = {'X-Request-Id': requestId};
    const origin = header(req, 'origin');
    if (origin) {
      base['Access-Control-Allow-Origin'] = origin;
      base['Access-Control-Expose-Headers'] = 'X-Request-Id, Retry-After';
      base['Vary'] = 'Origin';
    }
    let res: EmuResponse;
    let ctx: Ctx | undefined;
    try {
      if (req.body && req.body.byteLength > MAX_BODY_BYTES) throw new HttpProblem(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`);
      let segments: string[];
      try {
        segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new HttpProblem(400, 'The path is not valid percent-encoding.');
      }
      const method = req.method.toUpperCase();
      const matched = routes
        .map((r) => ({r, params: matchRoute(r.parts, segments)}))
        .find((m) => m.params !== undefined);
      if (!matched) throw new HttpProblem(404, `No resource at ${url.pathname}.`);
      const allow = Object.keys(matched.r.methods).join(', ');
      if (method === 'OPTIONS') {
        res = {
          status: 204,
          headers: {
            ...base,
            Allow: allow,
            'Access-Control-Allow-Methods': allow,
            'Access-Control-Allow-Headers': 'Authorization, X-Api-Key, Content-Type',
            'Access-Control-Max-Age': '600',
          },
          body: '',
        };
        return res;
      }
      const handler = matched.r.methods[method];
      if (!handler) throw new HttpProblem(405, `${method} is not allowed on ${url.pathname}; use ${allow}.`, {}, {Allow: allow});
      let parsed: {value: unknown} | undefined;
      ctx = {
        req,
        url,
        params: matched.params!,
        requestId,
        json() {
          if (parsed) return parsed.value;
          const text = req.body && req.body.byteLength ? new TextDecoder('utf-8', {fatal: false}).decode(req.body) : '';
          if (!text.trim()) throw new HttpProblem(400, 'A JSON body is required.', {issues: [{in: 'body', name: '(body)', detail: 'required'}]});
          try {
            parsed = {value: JSON.parse(text)};
          } catch (e) {
            throw new HttpProblem(400, `The body is not valid JSON: ${(e as Error).message}`, {issues: [{in: 'body', name: '(body)', detail: 'must be valid JSON'}]});
          }
          if (tooDeep(parsed.value, MAX_JSON_DEPTH)) {
            parsed = undefined;
            throw new HttpProblem(400, `The body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`, {
              issues: [{in: 'body', name: '(body)', detail: `must not nest deeper than ${MAX_JSON_DEPTH} levels`}],
            });
          }
          return parsed.value;
        },
      };
      const reply = await handler(ctx);
      if (reply.raw) {
        res = {status: reply.status ?? 200, headers: {...base, 'Content-Type': reply.raw.type, ...reply.headers}, body: reply.raw.body};
      } else {
        res = {status: reply.status ?? 200, headers: {...base, 'Content-Type': 'application/json; charset=utf-8', ...reply.headers}, body: JSON.stringify(reply.json ?? null)};
      }
    } catch (e) {
      const p = e instanceof HttpProblem ? e : new HttpProblem(500, 'The emulator failed to answer this request.', {causes: [String((e as Error)?.message ?? e)]});
      if (!(e instanceof HttpProblem)) console.error('[emulator] request failed:', e);
      res = {
        status: p.status,
        headers: {...base, 'Content-Type': 'application/problem+json', ...p.headers},
        body: JSON.stringify(p.toBody(url.pathname, requestId)),
      };
    }
    if (!url.pathname.startsWith('/_emulator/')) {
      store.logRequest({
        time: new Date().toISOString(),
        emulatedTime: clock.iso(),
        method: req.method,
        path: url.pathname,
        status: res.status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        requestId,
        auth: ctx?.principal?.kind ?? 'none',
        ...(ctx?.principal?.kind === 'bearer' ? {groupRef: ctx.principal.groupRef, consumerRef: ctx.principal.consumerRef} : {}),
      });
    }
    return res;
  }

  let server: Server | undefined;

  const emulator: Emulator = {
    apiKey,
    clock,
    store,
    devTokens,
    handles(url) {
      if (!url) return false;
      const path = url.split('?')[0];
      return PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));
    },
    dispatch,
    async handle(req, res) {
      let body: Uint8Array | undefined;
      try {
        body = await readBody(req);
      } catch (e) {
        if (e instanceof HttpProblem) {
          const r = await dispatch({method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: new Uint8Array(MAX_BODY_BYTES + 1)});
          res.writeHead(r.status, {...r.headers, Connection: 'close'});
          res.end(r.body);
          return;
        }
        if (!res.headersSent) res.destroy();
        return;
      }
      const r = await dispatch({method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body});
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(r.status, r.headers);
      res.end(r.body);
    },
    async fetch(input, init) {
      const request = new Request(input instanceof URL ? input.href : typeof input === 'string' ? new URL(input, 'http://emulator.local').href : input, init);
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
      const u = new URL(request.url);
      const r = await dispatch({method: request.method, url: u.pathname + u.search, headers, body});
      return new Response(r.status === 204 ? null : (r.body as BodyInit), {status: r.status, headers: r.headers});
    },
    reset() {
      engine.reset();
      clock.clear();
      store.reset(clock.iso());
    },
    settled: () => engine.settled(),
    async advance(seconds) {
      await engine.settled();
      await clock.advance(seconds);
      await engine.settled();
    },
    async listen(port = 0, host = '127.0.0.1') {
      server = createServer((req, res) => {
        if (!emulator.handles(req.url)) {
          void dispatch({method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers}).then((r) => {
            res.writeHead(r.status, r.headers);
            res.end(r.body);
          });
          req.resume();
          return;
        }
        void emulator.handle(req, res).catch((e) => {
          console.error('[emulator] handler failed:', e);
          if (!res.headersSent) res.writeHead(500).end();
        });
      });
      server.keepAliveTimeout = 5000;
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      const addr = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      return {url: `http://${shownHost}:${addr.port}`, port: addr.port, server};
    },
    async close() {
      engine.reset();
      clock.dispose();
      const s = server;
      server = undefined;
      if (s) {
        s.closeIdleConnections?.();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
  return emulator;
}

/** Bodies nested deeper than this are refused before any handler (or structuredClone) walks them. */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests objects/arrays more than `max` levels (the top object is level 1). Iterative. */
function tooDeep(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

function matchRoute(parts: string[], segments: string[]): Params | undefined {
  if (parts.length !== segments.length) return undefined;
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(':')) params[parts[i].slice(1)] = segments[i];
    else if (parts[i] !== segments[i]) return undefined;
  }
  return params;
}

/** Reads a body up to 1 MiB; beyond that, stops keeping it and answers 413. */
async function readBody(req: IncomingMessage): Promise<Uint8Array | undefined> {
  const method = (req.method ?? 'GET').toUpperCase();
  const declared = Number(req.headers['content-length']);
  if ((method === 'GET' || method === 'HEAD') && !declared && !req.headers['transfer-encoding']) return undefined;
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    req.resume(); // drain without keeping
    throw new HttpProblem(413, 'too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const c of req as AsyncIterable<Buffer>) {
    if (tooLarge) continue;
    size += c.length;
    if (size > MAX_BODY_BYTES) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(c);
  }
  if (tooLarge) throw new HttpProblem(413, 'too large');
  return Buffer.concat(chunks);
}

function parseFault(body: unknown): Fault {
  const b = (body ?? {}) as Record<string, unknown>;
  const issues: Array<{in: 'body'; name: string; detail: string}> = [];
  if (typeof b.objectName !== 'string' || !b.objectName) issues.push({in: 'body', name: 'objectName', detail: 'required, a non-empty string'});
  if (b.kind !== 'quota' && b.kind !== 'reject') issues.push({in: 'body', name: 'kind', detail: 'must be quota or reject'});
  const count = b.count === undefined ? 1 : b.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) issues.push({in: 'body', name: 'count', detail: 'must be a positive integer'});
  if (b.provider !== undefined && typeof b.provider !== 'string') issues.push({in: 'body', name: 'provider', detail: 'must be a string'});
  if (b.message !== undefined && typeof b.message !== 'string') issues.push({in: 'body', name: 'message', detail: 'must be a string'});
  if (b.recordMatch !== undefined && (typeof b.recordMatch !== 'object' || b.recordMatch === null || Array.isArray(b.recordMatch))) {
    issues.push({in: 'body', name: 'recordMatch', detail: 'must be an object'});
  }
  if (issues.length) throw new HttpProblem(400, 'The fault is not valid.', {issues});
  return {
    id: randomUUID(),
    objectName: b.objectName as string,
    kind: b.kind as Fault['kind'],
    remaining: count as number,
    ...(b.provider ? {provider: b.provider as string} : {}),
    ...(b.message ? {message: b.message as string} : {}),
    ...(b.recordMatch ? {recordMatch: b.recordMatch as Record<string, unknown>} : {}),
  };
}
