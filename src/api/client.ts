// The typed, isomorphic client for every endpoint of the service (spec section 4 and the
// reference notes). Requests are checked strictly before anything is sent; responses are
// parsed leniently; every failure is one of the typed errors in errors.ts.
import * as z from 'zod/mini';
import {AbortError, ApiError, NetworkError, TimeoutError, ValidationError} from '../contract/errors.ts';
import {
  DEFAULT_TIMEOUT_MS,
  isHeaderToken,
  readJson,
  segment,
  send,
  sleep,
  throwIfAborted,
  toJsonExact,
  type FetchLike,
} from './http.ts';
import {
  AsyncWriteResponseSchema,
  InstallationLookupListSchema,
  InstallationLookupSchema,
  InstallationSchema,
  InstallationListSchema,
  IntegrationListSchema,
  IntegrationLookupSchema,
  IntegrationSchema,
  JwtKeyRequestSchema,
  JwtKeyResponseSchema,
  ObjectMetadataSchema,
  OperationSchema,
  ProviderInfoSchema,
  ProviderLookupSchema,
  SyncWriteResponseSchema,
  WriteRequestSchema,
  check,
  type Installation,
  type Integration,
  type JwtKeyRequest,
  type JwtKeyResponse,
  type ObjectMetadata,
  type Operation,
  type ProviderInfo,
  type ProviderLookup,
  type UpdateInstallationRequest,
  type WriteRequest,
  type WriteResponse,
} from '../contract/schemas.ts';
import {isChecked} from '../contract/checked.ts';
import {
  ConnectionListSchema,
  createRequestIssues,
  type CreateInstallationRequest,
} from '../contract/lifecycle.ts';
import type {Connection} from '../contract/schemas.ts';
import {createTokenCache, type GetToken, type TokenScope} from './token.ts';
import {connections} from './connections.ts';

export type {FetchLike} from './http.ts';
export {TOKEN_EXPIRY_MARGIN_MS, jwtExp, type GetToken, type TokenScope} from './token.ts';

export interface ClientOptions {
  /** The API address including the version prefix: `https://api.example.com/v1` or same-origin `/v1`. */
  baseUrl: string;
  /** The write endpoint's address (also with `/v1`); defaults to `baseUrl`. */
  writeUrl?: string;
  /** Browser auth: mints a JWT for a scope; sent as `Authorization: Bearer`. */
  getToken?: GetToken;
  /** Server-side auth only: sent as `X-Api-Key`. Exactly one of getToken / apiKey. */
  apiKey?: string;
  /** Default token scope (and default `groupRef` of metadata reads and writes). */
  groupRef?: string;
  consumerRef?: string;
  /** Injected fetch; defaults to the global one. */
  fetch?: FetchLike;
  /** Project of the default token scope (used for `getProvider`); defaults to the last project called. */
  projectIdOrName?: string;
  /** Time limit of each request, answer body included (default 30,000 ms; 0 = none). TimeoutError past it. */
  timeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** This call's time limit; overrides the client's `timeoutMs`. */
  timeoutMs?: number;
}

export interface WaitOptions extends RequestOptions {
  /** Give up with TimeoutError after this long. Default 60,000 ms. */
  timeoutMs?: number;
  /** First poll delay; grows x1.5 per poll up to `maxIntervalMs`. Defaults 200 and 5,000 ms. */
  intervalMs?: number;
  maxIntervalMs?: number;
}

export interface InstallationRef {
  projectIdOrName: string;
  integrationId: string;
  installationId: string;
}
export interface IntegrationRef {
  projectIdOrName: string;
  integrationId: string;
}
export interface ObjectRef extends IntegrationRef {
  objectName: string;
}
export interface ObjectMetadataRef extends ObjectRef {
  /** Defaults to the client's `groupRef`. */
  groupRef?: string;
}
export interface OperationRef {
  projectId: string;
  operationId: string;
}
/** Which connections to list; `groupRef` defaults to the client's. */
export interface ConnectionsRef {
  projectIdOrName: string;
  groupRef?: string;
  provider?: string;
  consumerRef?: string;
}
/** A create body; `groupRef` defaults to the client's. */
export type CreateInstallationBody = Omit<CreateInstallationRequest, 'groupRef'> & {groupRef?: string};
export type {CreateInstallationRequest};
/** A write body; `groupRef` defaults to the client's. */
export type WriteRecordsBody = Omit<WriteRequest, 'groupRef'> & {groupRef?: string};

export interface Client {
  readonly baseUrl: string;
  readonly writeUrl: string;
  getProvider(provider: string, options?: RequestOptions & {projectIdOrName?: string}): Promise<ProviderInfo>;
  listIntegrations(projectIdOrName: string, options?: RequestOptions): Promise<Integration[]>;
  getIntegration(ref: IntegrationRef, options?: RequestOptions): Promise<Integration>;
  /** The group's installations of an integration; `groupRef` defaults to the client's. */
  listInstallations(
    ref: IntegrationRef & {groupRef?: string},
    options?: RequestOptions,
  ): Promise<Installation[]>;
  getInstallation(ref: InstallationRef, options?: RequestOptions): Promise<Installation>;
  /**
   * Installs the integration for a group (201: the new installation), with `connectionId` or the
   * group's default connection. `skipSampling` skips the sample read of the read objects.
   */
  createInstallation(
    ref: IntegrationRef,
    body: CreateInstallationBody,
    options?: RequestOptions & {skipSampling?: boolean},
  ): Promise<Installation>;
  /** Uninstalls: the installation's writes end (204). */
  deleteInstallation(ref: InstallationRef, options?: RequestOptions): Promise<void>;
  /** A group's connections; `groupRef` defaults to the client's. */
  listConnections(ref: ConnectionsRef, options?: RequestOptions): Promise<Connection[]>;
  updateInstallation(
    ref: InstallationRef,
    body: UpdateInstallationRequest,
    options?: RequestOptions,
  ): Promise<Installation>;
  getObjectMetadata(ref: ObjectMetadataRef, options?: RequestOptions): Promise<ObjectMetadata>;
  createJwtKey(
    projectIdOrName: string,
    body: JwtKeyRequest,
    options?: RequestOptions,
  ): Promise<JwtKeyResponse>;
  writeRecords(ref: ObjectRef, body: WriteRecordsBody, options?: RequestOptions): Promise<WriteResponse>;
  getOperation(ref: OperationRef, options?: RequestOptions): Promise<Operation>;
  waitForOperation(ref: OperationRef, options?: WaitOptions): Promise<Operation>;
}

/**
 * The calls `<install-config>` makes to load and save a config: `createConfigClient`. Its provider
 * lookup checks only the members the elements read (ProviderLookup) and keeps the rest unchecked;
 * `createClient`'s checks them all.
 */
export type ConfigClient = Pick<
  Client,
  | 'baseUrl'
  | 'writeUrl'
  | 'getIntegration'
  | 'listInstallations'
  | 'getInstallation'
  | 'updateInstallation'
  | 'getObjectMetadata'
> & {getProvider(provider: string, options?: RequestOptions): Promise<ProviderLookup>};

const invalid = (path: string, message: string, context = 'Invalid client options') =>
  new ValidationError([{path, message}], context);

const optString = (v: unknown) => v === undefined || (typeof v === 'string' && v !== '');

/** Checks the options and builds what every call shares: credentials, fetch, paths. */
function connect(options: ClientOptions) {
  const {getToken, apiKey, groupRef, consumerRef} = options ?? ({} as ClientOptions);
  if (typeof options?.baseUrl !== 'string' || !options.baseUrl) throw invalid('baseUrl', 'required');
  if ((getToken === undefined) === (apiKey === undefined)) {
    throw invalid(getToken === undefined ? 'getToken' : 'apiKey', 'give exactly one of getToken or apiKey');
  }
  if (getToken !== undefined && typeof getToken !== 'function')
    throw invalid('getToken', 'must be a function');
  if (apiKey !== undefined && !isHeaderToken(apiKey)) {
    throw invalid('apiKey', 'must be a non-empty string without spaces');
  }
  for (const k of ['writeUrl', 'groupRef', 'consumerRef'] as const)
    if (!optString(options[k])) throw invalid(k, 'must be a non-empty string');
  if (options.fetch !== undefined && typeof options.fetch !== 'function')
    throw invalid('fetch', 'must be a function');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs >= 0)) throw invalid('timeoutMs', 'must be a number >= 0');

  const trim = (u: string) => u.replace(/\/+$/, '');
  const baseUrl = trim(options.baseUrl);
  const writeUrl = trim(options.writeUrl ?? options.baseUrl);
  // Looked up per call so a test or polyfill replacing globalThis.fetch later is honoured.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = getToken ? createTokenCache(getToken) : undefined;
  /** The default scope's project: the configured one, else the last one called. */
  let lastProject = options.projectIdOrName;

  /**
   * The one place that adds credentials: X-Api-Key, or a Bearer token for `scope` that is
   * refreshed once on 401. `scope` undefined = a request without project scope (no Bearer).
   */
  async function request(
    method: string,
    url: string,
    scope: TokenScope | undefined,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<Response> {
    const {signal, timeoutMs: limit = timeoutMs} = options ?? {};
    if (scope) lastProject = scope.projectIdOrName;
    const headers: Record<string, string> = {accept: 'application/json, application/problem+json'};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (apiKey !== undefined) headers['x-api-key'] = apiKey;
    // No redirects: fetch would carry X-Api-Key (not Authorization) and the body to wherever they point.
    const init: RequestInit = {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : toJsonText(body),
      redirect: 'manual',
    };
    if (!tokens || !scope) return send(doFetch, url, init, limit);
    // The token is fetched inside send, so the request's time limit and signal cover a getToken
    // that never answers too.
    let token = '';
    const authed: FetchLike = async (u, i) => {
      headers.authorization = `Bearer ${(token = await tokens.get(scope, i!.signal!))}`;
      return doFetch(u, i);
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(authed, url, init, limit);
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 401 || attempt > 0) throw e;
        tokens.invalidate(scope, token);
      }
    }
  }

  const scopeOf = (projectIdOrName: string, group?: string): TokenScope => ({
    projectIdOrName,
    groupRef: group ?? groupRef,
    consumerRef,
  });

  async function get<T extends z.core.$ZodType>(
    path: string,
    scope: TokenScope | undefined,
    schema: T,
    options: RequestOptions | undefined,
  ): Promise<z.infer<T>> {
    return readJson(await request('GET', baseUrl + path, scope, undefined, options), schema, `GET ${path}`);
  }

  // Path builders; each segment is checked (ValidationError naming it) and encoded.
  const projectPath = (p: unknown) => `/projects/${segment('projectIdOrName', p)}`;
  const integrationPath = (ref: IntegrationRef) =>
    `${projectPath(ref?.projectIdOrName)}/integrations/${segment('integrationId', ref.integrationId)}`;
  const objectPath = (ref: ObjectRef) =>
    `${integrationPath(ref)}/objects/${segment('objectName', ref.objectName)}`;
  const installationPath = (ref: InstallationRef) =>
    `${integrationPath(ref)}/installations/${segment('installationId', ref.installationId)}`;

  return {
    baseUrl,
    writeUrl,
    groupRef,
    request,
    lastProject: () => lastProject,
    scopeOf,
    get,
    projectPath,
    integrationPath,
    objectPath,
    installationPath,
  };
}

/** The group an installation belongs to (production always sends the connection's). */
const groupOf = (i: Installation): string | undefined => i.group?.groupRef ?? i.connection?.group?.groupRef;

/**
 * The response schemas of the config calls: createClient checks every member, createConfigClient
 * only what the elements read (so a page ships no rules for the rest).
 */
const FULL = {
  provider: ProviderInfoSchema,
  installation: InstallationSchema,
  installations: InstallationListSchema,
  integration: IntegrationSchema,
};
const LEAN = {
  provider: ProviderLookupSchema,
  installation: InstallationLookupSchema,
  installations: InstallationLookupListSchema,
  integration: IntegrationLookupSchema,
};

/** The config calls over a connection (shared by both client factories). */
function configCalls<P extends ProviderLookup>(
  c: ReturnType<typeof connect>,
  schemas: {
    provider: z.core.$ZodType<P>;
    installation: typeof InstallationSchema | typeof InstallationLookupSchema;
    installations: typeof InstallationListSchema | typeof InstallationLookupListSchema;
    integration: typeof IntegrationSchema | typeof IntegrationLookupSchema;
  },
): ConfigClient & {getProvider(provider: string, options?: RequestOptions): Promise<P>} {
  const {baseUrl, groupRef, scopeOf, get, integrationPath, objectPath, installationPath} = c;
  return {
    baseUrl,
    writeUrl: c.writeUrl,

    async getProvider(provider, options) {
      // Any valid credential will do: the token of the default scope (or the API key).
      const p = (options as {projectIdOrName?: string} | undefined)?.projectIdOrName ?? c.lastProject();
      return get(
        `/providers/${segment('provider', provider)}`,
        p ? scopeOf(p) : undefined,
        schemas.provider,
        options,
      );
    },

    async getIntegration(ref, options) {
      // The lean schema checks only what the elements read; the rest is kept as sent, unchecked.
      return get(
        integrationPath(ref),
        scopeOf(ref.projectIdOrName),
        schemas.integration,
        options,
      ) as Promise<Integration>;
    },

    async listInstallations(ref, options) {
      const group = ref?.groupRef ?? groupRef;
      if (group !== undefined && (typeof group !== 'string' || !group))
        throw invalid('groupRef', 'must be a non-empty string', 'Invalid request');
      const path = `${integrationPath(ref)}/installations`;
      const url = group === undefined ? path : `${path}?groupRef=${encodeURIComponent(group)}`;
      const scope = scopeOf(ref.projectIdOrName, group);
      const list = (await get(url, scope, schemas.installations, options)) as Installation[];
      // A server that ignored the filter must not hand this customer another group's installation.
      return group === undefined ? list : list.filter((i) => groupOf(i) === group);
    },

    async getInstallation(ref, options) {
      return get(
        installationPath(ref),
        scopeOf(ref.projectIdOrName),
        schemas.installation,
        options,
      ) as Promise<Installation>;
    },

    async updateInstallation(ref, body, options) {
      // its own chunk in the script-tag bundle (loaded with the save path's): the first screen never
      // saves. A chunk that does not arrive is the network's doing.
      const {updateInstallation} = await import('./update-installation.ts').catch((e: unknown) => {
        throw new NetworkError(`PATCH: the update call could not be loaded: ${String(e)}`, {cause: e});
      });
      return updateInstallation(c, schemas.installation, ref, body, options);
    },

    async getObjectMetadata(ref, options) {
      const group = ref?.groupRef ?? groupRef;
      const path = `${objectPath(ref)}/metadata`;
      if (typeof group !== 'string' || !group) {
        throw invalid(
          'groupRef',
          group === undefined ? 'required (call or client options)' : 'must be a non-empty string',
          'Invalid request',
        );
      }
      const url = `${path}?groupRef=${encodeURIComponent(group)}`;
      return get(url, scopeOf(ref.projectIdOrName, group), ObjectMetadataSchema, options);
    },
  };
}

/**
 * A client with only the calls `<install-config>` makes (load and save a config): the same
 * options, checks and errors as `createClient`, for a smaller build.
 */
export function createConfigClient(options: ClientOptions): ConfigClient {
  const c = connect(options);
  const client = configCalls(c, LEAN);
  connections.set(client, c);
  return client;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * JSON text of a checked body, a bigint (an integer beyond 2^53, as the client reads one) as its
 * exact digits; what JSON cannot carry (a cycle) is a ValidationError.
 */
function toJsonText(body: unknown): string {
  try {
    return toJsonExact(body);
  } catch (e) {
    throw invalid('(body)', `must be JSON-serialisable: ${(e as Error).message}`, 'Invalid request');
  }
}

/** A failed write answers `{operationId, errors: [{message}]}`: without a detail, its messages are the detail. */
function writeError(e: unknown): unknown {
  const errors = e instanceof ApiError && !e.problem.detail && (e.problem as {errors?: unknown}).errors;
  const detail =
    Array.isArray(errors) &&
    errors
      .map((x) => (x as {message?: unknown} | null)?.message)
      .filter((m) => typeof m === 'string')
      .join('; ');
  return detail
    ? new ApiError((e as ApiError).status, {...(e as ApiError).problem, detail}, (e as ApiError).requestId)
    : e;
}

/** Creates a client. Throws ValidationError for bad options (nothing is sent). */
export function createClient(options: ClientOptions): Client {
  const c = connect(options);
  const {baseUrl, writeUrl, groupRef, request, scopeOf, get, projectPath, integrationPath, objectPath} = c;
  // The checked input is what gets sent, not zod's copy: the copy drops own `__proto__` keys,
  // which are data here (a field, object or record member may be called that).
  const strict = <T extends z.core.$ZodType>(schema: T, value: unknown): z.infer<T> => {
    const issues = check(schema, value);
    if (issues.length) throw new ValidationError(issues, 'Invalid request');
    return value as z.infer<T>;
  };

  async function getOperation(ref: OperationRef, options?: RequestOptions): Promise<Operation> {
    const path = `/projects/${segment('projectId', ref?.projectId)}/operations/${segment('operationId', ref.operationId)}`;
    return get(path, scopeOf(ref.projectId), OperationSchema, options);
  }

  return {
    ...configCalls(c, FULL),

    async listIntegrations(projectIdOrName, options) {
      const path = `${projectPath(projectIdOrName)}/integrations`;
      return get(path, scopeOf(projectIdOrName), IntegrationListSchema, options);
    },

    async createInstallation(ref, body, options) {
      const path = `${integrationPath(ref)}/installations`;
      const withGroup =
        body && typeof body === 'object' && body.groupRef === undefined && groupRef
          ? {...body, groupRef}
          : body;
      // a body the draft built and froze (buildCreate) was checked by the same rule already
      const issues = isChecked(withGroup) ? [] : createRequestIssues(withGroup);
      if (issues.length) throw new ValidationError(issues, 'Invalid request');
      const url = options?.skipSampling ? `${path}?skipSampling=true` : path;
      const group = (withGroup as CreateInstallationRequest).groupRef;
      const res = await request(
        'POST',
        baseUrl + url,
        scopeOf(ref.projectIdOrName, group),
        withGroup,
        options,
      );
      return readJson(res, InstallationSchema, `POST ${path}`);
    },

    async deleteInstallation(ref, options) {
      const res = await request(
        'DELETE',
        baseUrl + c.installationPath(ref),
        scopeOf(ref.projectIdOrName),
        undefined,
        options,
      );
      await res.body?.cancel();
    },

    async listConnections(ref, options) {
      const group = ref?.groupRef ?? groupRef;
      const query = new URLSearchParams();
      for (const [k, v] of [
        ['groupRef', group],
        ['provider', ref?.provider],
        ['consumerRef', ref?.consumerRef],
      ] as const) {
        if (v === undefined) continue;
        if (typeof v !== 'string' || !v) throw invalid(k, 'must be a non-empty string', 'Invalid request');
        query.set(k, v);
      }
      const path = `${projectPath(ref?.projectIdOrName)}/connections`;
      const url = query.size ? `${path}?${query}` : path;
      const list = await get(url, scopeOf(ref.projectIdOrName, group), ConnectionListSchema, options);
      // A server that ignored the filter must not hand this customer another group's connection.
      return group === undefined ? list : list.filter((x) => x.group?.groupRef === group);
    },

    async createJwtKey(projectIdOrName, body, options) {
      const path = `${projectPath(projectIdOrName)}/jwt-keys`;
      const payload = strict(JwtKeyRequestSchema, body);
      const res = await request('POST', baseUrl + path, scopeOf(projectIdOrName), payload, options);
      return readJson(res, JwtKeyResponseSchema, `POST ${path}`);
    },

    async writeRecords(ref, body, options) {
      const path = objectPath(ref);
      const withGroup =
        body && typeof body === 'object' && body.groupRef === undefined && groupRef
          ? {...body, groupRef}
          : body;
      const payload = strict(WriteRequestSchema, withGroup);
      const res = await request(
        'POST',
        writeUrl + path,
        scopeOf(ref.projectIdOrName, payload.groupRef),
        payload,
        options,
      ).catch((e) => {
        throw writeError(e);
      });
      // An asynchronous write (or any 202) must hand back the operation id to follow.
      const schema =
        payload.mode === 'asynchronous' || res.status === 202
          ? AsyncWriteResponseSchema
          : SyncWriteResponseSchema;
      return readJson(res, schema, `POST ${path}`);
    },

    getOperation,

    async waitForOperation(ref, options) {
      const {signal, timeoutMs = 60_000, intervalMs = 200, maxIntervalMs = 5_000} = options ?? {};
      throwIfAborted(signal);
      if (typeof timeoutMs !== 'number' || !(timeoutMs > 0))
        throw invalid('timeoutMs', 'must be a positive number', 'Invalid options');
      for (const [name, v] of [
        ['intervalMs', intervalMs],
        ['maxIntervalMs', maxIntervalMs],
      ] as const) {
        if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v))
          throw invalid(name, 'must be a positive, finite number', 'Invalid options');
      }
      // One signal for the polls: fires on the caller's abort or on our timeout.
      const ctl = new AbortController();
      let timedOut = false;
      const onAbort = () => ctl.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, {once: true});
      // Timers clamp delays over 2^31-1 ms (about 24.8 days) to 1 ms: wait that long as no limit.
      const timer =
        timeoutMs > MAX_TIMER_MS
          ? undefined
          : setTimeout(() => {
              timedOut = true;
              ctl.abort();
            }, timeoutMs);
      let delay = intervalMs;
      let failures = 0;
      try {
        for (;;) {
          try {
            const op = await getOperation(ref, {signal: ctl.signal});
            failures = 0;
            if (op.status !== 'in_progress') return op;
          } catch (e) {
            const transient =
              e instanceof NetworkError ||
              (e instanceof ApiError && (e.status >= 500 || e.problem.retryable === true));
            if (!transient || ++failures > 2) throw e;
          }
          await sleep(delay, ctl.signal);
          delay = Math.min(delay * 1.5, maxIntervalMs);
        }
      } catch (e) {
        if (timedOut && e instanceof AbortError) {
          throw new TimeoutError(`Operation ${ref.operationId} still in progress after ${timeoutMs} ms`);
        }
        throw e;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
