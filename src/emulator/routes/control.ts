// The control API for tests and the demo (/_emulator) and the dev-only token route (/_demo).
// Both answer same-origin callers, or callers with the control token; the token route also the
// origins allowed with --allow-origin (the router checks).
import {randomUUID} from 'node:crypto';
import type {Clock} from '../clock.ts';
import type {DevTokens} from '../dev-token.ts';
import {HttpProblem} from '../http.ts';
import {mediaSvg} from '../media.ts';
import type {Fault} from '../providers.ts';
import {redactInstallation} from '../installations.ts';
import {connection} from '../seed.ts';
import type {Connection, Installation} from '../../contract/schemas.ts';
import type {Router} from '../router.ts';
import type {Store} from '../store.ts';

export interface ControlDeps {
  store: Store;
  clock: Clock;
  reset(): void;
  advance(seconds: number): Promise<void>;
  /** Undefined: no /_demo/token route. */
  devTokens?: DevTokens;
}

export function controlRoutes(router: Router, {store, clock, reset, advance, devTokens}: ControlDeps): void {
  const route = (path: string, methods: Parameters<Router['route']>[1]) =>
    router.route(path, methods, 'control');

  route('/_emulator/reset', {
    POST: () => {
      reset();
      return {json: {ok: true, now: clock.iso()}};
    },
  });
  route('/_emulator/clock', {
    GET: () => ({json: {now: clock.iso(), timeScale: clock.timeScale, pendingTimers: clock.pending}}),
  });
  route('/_emulator/clock/advance', {
    POST: async (ctx) => {
      const s = (ctx.json() as {seconds?: unknown} | null)?.seconds;
      if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s > 366 * 86400) {
        throw new HttpProblem(400, 'seconds must be a number from 0 to 31622400.', {
          issues: [{in: 'body', name: 'seconds', value: s, detail: 'must be a number from 0 to 31622400'}],
        });
      }
      await advance(s);
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
    GET: ({params, url}) => {
      if (!store.providerDefs.has(params.provider))
        throw new HttpProblem(404, `No provider ${params.provider}.`);
      const records = store.providers.stores.get(params.provider)?.get(params.object) ?? new Map();
      const {items, nextPageToken} = page(records, url.searchParams, RECORDS_PAGE);
      return {json: {records: items, ...(nextPageToken ? {nextPageToken} : {})}};
    },
  });
  route('/_emulator/providers', {
    GET: () => ({
      json: {
        calls: store.providers.calls,
        batchCalls: store.providers.batchCalls,
        providers: [...store.providerDefs.keys()],
      },
    }),
  });
  // Health and connections, for the connection panel: what production changes on its own
  // (a provider revoking a token) set by hand, and a second connection for setConnectionId to pick.
  route('/_emulator/installations/:id/health', {
    POST: (ctx) => {
      const inst = installationOr404(store, ctx.params.id);
      const {healthStatus, connectionStatus} = parseHealth(ctx.json());
      // stored values are replaced, never edited in place (the journal keeps the before-image)
      const next = structuredClone(inst);
      if (healthStatus) next.healthStatus = healthStatus;
      if (connectionStatus && next.connection) next.connection.status = connectionStatus;
      store.change(() => store.installations.set(next.id!, next));
      return {json: redactInstallation(next, true)};
    },
  });
  route('/_emulator/installations/:id/connections', {
    POST: (ctx) => {
      const inst = installationOr404(store, ctx.params.id);
      const conn = addConnection(store, inst, ctx.json(), clock.iso());
      return {status: 201, json: redactInstallation({...inst, connection: conn}, true).connection};
    },
  });
  // A group's sign-in, as a host's connect flow ends: a first run whose group has no connection
  // finds this one (the demo's Connect).
  route('/_emulator/groups/:groupRef/connections', {
    POST: (ctx) => {
      const conn = groupConnection(store, ctx.params.groupRef, ctx.json(), clock.iso());
      return {status: 201, json: redactInstallation({connection: conn} as Installation, true).connection};
    },
  });
  route('/_emulator/requests', {GET: () => ({json: {requests: store.requests}})});
  route('/_emulator/operations', {GET: ({url}) => ({json: operationsPage(store, url.searchParams)})});
  // Logos are shown by <img> on any page that embeds the elements: public, read-only.
  router.route(
    '/_emulator/media/:provider/:file',
    {
      GET: ({params}) => {
        const info = store.providerDefs.get(params.provider)?.info;
        const svg = info?.media ? mediaSvg(params.provider, params.file, info.displayName) : undefined;
        if (!svg) throw new HttpProblem(404, `No media ${params.file} for ${params.provider}.`);
        return {raw: {type: 'image/svg+xml', body: svg}, headers: {'Cache-Control': 'public, max-age=3600'}};
      },
    },
    'public',
  );

  if (!devTokens) return;
  // Also for the origins allowed on /v1: a page there needs a token before it can call anything.
  router.route(
    '/_demo/token',
    {
      GET: async ({url}) => {
        const q = (n: string) => url.searchParams.get(n) ?? '';
        const missing = (['projectIdOrName', 'groupRef'] as const).filter((n) => !q(n));
        if (missing.length)
          throw new HttpProblem(400, `Missing ${missing.join(', ')}.`, {
            issues: missing.map((name) => ({in: 'query', name, detail: 'required'})),
          });
        const project = store.project(q('projectIdOrName'));
        if (!project) throw new HttpProblem(404, `No project ${q('projectIdOrName')}.`);
        // A token is for one group/consumer pair: without consumerRef, the consumer of the group's installation.
        const consumerRef =
          (q('consumerRef') ||
            [...store.installations.values()].find(
              (i) => i.projectId === project.id && i.group?.groupRef === q('groupRef'),
            )?.connection?.consumer?.consumerRef) ??
          // a group that connected but has not installed: the consumer of its connection
          store.connectionsOf(project.id, q('groupRef'))[0]?.consumer?.consumerRef;
        if (!consumerRef)
          throw new HttpProblem(400, 'Missing consumerRef.', {
            issues: [
              {
                in: 'query',
                name: 'consumerRef',
                detail: 'required: the group has no installation to take it from',
              },
            ],
          });
        const token = await devTokens.mint({
          projectIdOrName: q('projectIdOrName'),
          groupRef: q('groupRef'),
          consumerRef,
        });
        return {json: {token}, headers: {'Cache-Control': 'no-store'}};
      },
    },
    'dev-token',
  );
}

export const OPERATIONS_PAGE = {default: 100, max: 1000};
/** Records of one object: one page holds at most 1,000 (a 20,000-record store was one 24 MB answer). */
export const RECORDS_PAGE = {default: 1000, max: 1000};

/**
 * One page of a map's values in its order: `pageSize` (1 to `max`) and the `pageToken` the page
 * before gave (`nextPageToken`, the key the next page starts at). Paged so one listing never holds
 * the event loop, or the answer, for long.
 */
function page<V>(
  map: ReadonlyMap<string, V>,
  q: URLSearchParams,
  limits: {default: number; max: number},
): {items: V[]; nextPageToken?: string} {
  const bad = (name: string, value: unknown, detail: string) =>
    new HttpProblem(400, `${name} ${detail}.`, {issues: [{in: 'query', name, value, detail}]});
  const sizeText = q.get('pageSize');
  const size = sizeText === null ? limits.default : Number(sizeText);
  if (!Number.isInteger(size) || size < 1 || size > limits.max)
    throw bad('pageSize', sizeText, `must be an integer from 1 to ${limits.max}`);
  const token = q.get('pageToken');
  const from = token === null ? undefined : Buffer.from(token, 'base64url').toString();
  if (from !== undefined && !map.has(from))
    throw bad(
      'pageToken',
      token,
      'is not a token of this listing (or its item is gone); list again without it',
    );
  const items: V[] = [];
  let started = from === undefined;
  for (const [id, value] of map) {
    if (!started && id !== from) continue;
    started = true;
    if (items.length === size) return {items, nextPageToken: Buffer.from(id).toString('base64url')};
    items.push(value);
  }
  return {items};
}

/** One page of operations, oldest first (their maps' order). */
function operationsPage(store: Store, q: URLSearchParams) {
  const {items, nextPageToken} = page(store.operations, q, OPERATIONS_PAGE);
  return {operations: items.map((rec) => ({...rec.op})), ...(nextPageToken ? {nextPageToken} : {})};
}

function installationOr404(store: Store, id: string): Installation {
  const inst = store.installations.get(id);
  if (!inst) throw new HttpProblem(404, `No installation ${id}.`);
  return inst;
}

const HEALTH = ['healthy', 'unhealthy'];

/** A control body must be a JSON object (`{}` for none): null, arrays, strings, numbers are refused. */
function objectBody(body: unknown, what: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpProblem(400, `The ${what} must be a JSON object.`, {
      issues: [{in: 'body', name: '(body)', detail: 'must be a JSON object'}],
    });
  return body as Record<string, unknown>;
}

function parseHealth(body: unknown): {healthStatus?: string; connectionStatus?: string} {
  const b = objectBody(body, 'health change');
  const issues: Array<{in: 'body'; name: string; detail: string}> = [];
  if (b.healthStatus !== undefined && !HEALTH.includes(b.healthStatus as string))
    issues.push({in: 'body', name: 'healthStatus', detail: 'must be healthy or unhealthy'});
  if (b.connectionStatus !== undefined && (typeof b.connectionStatus !== 'string' || !b.connectionStatus))
    issues.push({
      in: 'body',
      name: 'connectionStatus',
      detail: 'must be a non-empty string (working, bad_credentials, ...)',
    });
  if (b.healthStatus === undefined && b.connectionStatus === undefined)
    issues.push({in: 'body', name: 'healthStatus', detail: 'give healthStatus, connectionStatus or both'});
  if (issues.length) throw new HttpProblem(400, 'The health change is not valid.', {issues});
  return {
    healthStatus: b.healthStatus as string | undefined,
    connectionStatus: b.connectionStatus as string | undefined,
  };
}

/** A new working connection in the installation's project and group, to its provider (a fresh OAuth). */
function addConnection(store: Store, inst: Installation, body: unknown, now: string): Connection {
  const b = objectBody(body, 'connection');
  if (b.id !== undefined && (typeof b.id !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(b.id)))
    throw new HttpProblem(400, 'The connection is not valid.', {
      issues: [{in: 'body', name: 'id', detail: 'must be 1 to 64 letters, digits, dot, dash or underscore'}],
    });
  const id = (b.id as string | undefined) ?? `conn-${randomUUID()}`;
  // Ids are unique across projects and groups: a PATCH selects a connection by id alone.
  if (store.hasConnection(id))
    throw new HttpProblem(409, `Connection ${id} exists already (connection ids are unique).`, {
      issues: [{in: 'body', name: 'id', value: id, detail: 'is the id of an existing connection'}],
    });
  const conn: Connection = {
    ...structuredClone(inst.connection),
    id,
    status: 'working',
    createTime: now,
    updateTime: now,
  };
  const tokens = conn.oauth2AuthorizationCode;
  if (tokens?.accessToken)
    tokens.accessToken = {...tokens.accessToken, token: `access-secret-${id}`, issuedAt: now};
  if (tokens?.refreshToken)
    tokens.refreshToken = {...tokens.refreshToken, token: `refresh-secret-${id}`, issuedAt: now};
  if (conn.apiKey !== undefined) conn.apiKey = `secret-${id}`;
  store.change(() => store.connections.set(id, conn));
  return conn;
}

/** A new working connection of `groupRef`'s consumer to a provider the emulator knows. */
function groupConnection(store: Store, groupRef: string, body: unknown, now: string): Connection {
  const b = objectBody(body, 'connection');
  const bad = (name: string, detail: string) =>
    new HttpProblem(400, 'The connection is not valid.', {issues: [{in: 'body', name, detail}]});
  if (typeof b.provider !== 'string' || !store.providerDefs.has(b.provider))
    throw bad('provider', `must be one of ${[...store.providerDefs.keys()].join(', ')}`);
  if (typeof b.consumerRef !== 'string' || !b.consumerRef) throw bad('consumerRef', 'required');
  const id = `conn-${randomUUID()}`;
  const conn = {...connection(id, b.provider, groupRef, b.consumerRef), createTime: now, updateTime: now};
  store.change(() => store.connections.set(id, conn));
  return conn;
}

function parseFault(body: unknown): Fault {
  const b = objectBody(body, 'fault');
  const issues: Array<{in: 'body'; name: string; detail: string}> = [];
  const bad = (name: string, detail: string) => issues.push({in: 'body', name, detail});
  if (typeof b.objectName !== 'string' || !b.objectName) bad('objectName', 'required, a non-empty string');
  if (b.kind !== 'quota' && b.kind !== 'reject' && b.kind !== 'sample')
    bad('kind', 'must be quota, reject or sample');
  const count = b.count === undefined ? 1 : b.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    bad('count', 'must be a positive integer');
  if (b.provider !== undefined && typeof b.provider !== 'string') bad('provider', 'must be a string');
  if (b.message !== undefined && typeof b.message !== 'string') bad('message', 'must be a string');
  if (
    b.recordMatch !== undefined &&
    (typeof b.recordMatch !== 'object' || b.recordMatch === null || Array.isArray(b.recordMatch))
  )
    bad('recordMatch', 'must be an object');
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
