// `preload(element, {getToken})`: starts the four requests <install-config> makes on a cold load
// (the token; the installation and the integration; the provider and the open object's fields)
// from a tiny script that runs before the element's bundle has arrived, and hands the running
// requests to the element. Plain fetch and JSON, no schema library: the element checks every answer
// as it would its own, and any request it makes differently simply goes to the network.
import type {GetToken, TokenScope} from './api/token.ts';
import type {FetchLike} from './api/http.ts';
import type {Installation, ManifestIntegration} from './contract/schemas.ts';
import {openObject} from './elements/install-config/open-object.ts';

export interface PreloadOptions {
  /** The element's token function; its first token is asked for now and handed to the element. */
  getToken: GetToken;
  /** How long a preloaded answer may wait for the element before it is not used (default 30 s). */
  maxAgeMs?: number;
  /**
   * The object you expect the form to open (the manifest's first write object the installation
   * has switched on): its fields are asked for with the installation, one round earlier. When the
   * form opens another, that one's fields are asked for after the first answers, as without it.
   */
  object?: string;
}

/** What `preload` reads from the element and sets on it (an `<install-config>`, upgraded or not). */
interface Target extends Element {
  getToken?: GetToken;
  fetch?: FetchLike;
  manifest?: unknown;
  fields?: Readonly<Record<string, unknown>>;
}

/** Answers waiting for the element, by method, URL and credential; each is handed over once. */
type Waiting = Map<string, {response: Promise<Response>; at: number}>;

const ACCEPT = 'application/json, application/problem+json';

/**
 * Starts `<install-config>`'s first requests now, before its bundle has loaded, and sets the
 * element's `getToken` and `fetch` so that its own client takes them over. Reads `base-url`,
 * `project`, `integration`, `installation`, `group-ref` and `consumer-ref` from the element (each
 * as a property or an attribute). Throws TypeError naming a missing one.
 */
export function preload(element: Element, options: PreloadOptions): void {
  const el = element as Target;
  if (typeof options?.getToken !== 'function')
    throw new TypeError('preload: options.getToken must be a function');
  const read = (prop: string, attr: string, required: boolean) => {
    const value = (el as unknown as Record<string, unknown>)[prop] ?? el.getAttribute(attr) ?? undefined;
    if (required && (typeof value !== 'string' || !value))
      throw new TypeError(`preload: <${el.localName}> needs a non-empty ${attr} (attribute or property)`);
    return value as string | undefined;
  };
  const base = read('baseUrl', 'base-url', true)!.replace(/\/+$/, '');
  const project = read('project', 'project', true)!;
  const integration = read('integration', 'integration', true)!;
  const installation = read('installation', 'installation', true)!;
  const scope: TokenScope = {
    projectIdOrName: project,
    groupRef: read('groupRef', 'group-ref', false),
    consumerRef: read('consumerRef', 'consumer-ref', false),
  };
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const waiting: Waiting = new Map();
  const expected = options.object || undefined;
  if (expected !== undefined && typeof expected !== 'string')
    throw new TypeError('preload: options.object must be an object name (a string)');
  const plan = {waiting, base, project, integration, installation, scope, el, expected};
  const token = Promise.resolve().then(() => options.getToken(scope));
  // everything preload will ever ask for has been asked for (a failed token asks for nothing:
  // the element asks again and reports the failure itself)
  const asked = token.then(
    (t) => startRequests(plan, `Bearer ${t}`),
    () => undefined,
  );
  el.getToken = handOver(token, scope, options.getToken);
  el.fetch = servedFrom(waiting, asked, maxAgeMs);
}

/** The first call for `scope` gets the token already on its way; later calls mint as usual. */
function handOver(first: Promise<string>, scope: TokenScope, getToken: GetToken): GetToken {
  let early: Promise<string> | undefined = first;
  return (asked) => {
    const same = (['projectIdOrName', 'groupRef', 'consumerRef'] as const).every(
      (k) => asked[k] === scope[k],
    );
    const token = same && early ? early : getToken(asked);
    if (same) early = undefined;
    return token;
  };
}

/**
 * A fetch that serves a waiting answer once, while it is younger than `maxAgeMs`; everything else
 * goes to the network. A request preload may still make (round two waits for round one's answers)
 * waits until preload has asked for all it will, so the two never ask for one thing twice.
 */
function servedFrom(waiting: Waiting, asked: Promise<void>, maxAgeMs: number): FetchLike {
  return async (url, init) => {
    const key = keyOf(url, init);
    if (!waiting.has(key)) await asked;
    const hit = waiting.get(key);
    waiting.delete(key);
    if (hit && performance.now() - hit.at < maxAgeMs) return hit.response;
    return globalThis.fetch(url, init);
  };
}

function keyOf(url: string, init?: RequestInit): string {
  const headers = new Headers(init?.headers);
  return `${init?.method ?? 'GET'} ${url} ${headers.get('authorization') ?? ''}`;
}

interface Plan {
  waiting: Waiting;
  base: string;
  project: string;
  integration: string;
  installation: string;
  scope: TokenScope;
  el: Target;
  /** The object the host expects the form to open (options.object). */
  expected: string | undefined;
}

/**
 * Round one now (with the expected object's fields); round two as soon as round one says which
 * provider and object it needs. Resolves once every request is asked for.
 */
async function startRequests(plan: Plan, authorization: string): Promise<void> {
  const {waiting, base, el, scope, expected} = plan;
  const get = (path: string) => {
    const url = base + path;
    const init: RequestInit = {method: 'GET', headers: {accept: ACCEPT, authorization}, redirect: 'manual'};
    const response = globalThis.fetch(url, init);
    waiting.set(keyOf(url, init), {response, at: performance.now()});
    // a failed answer is the element's to report: here it only means no round two
    return response.then((r) => (r.ok ? r.clone().json() : undefined)).catch(() => undefined);
  };
  const integrationPath = `/projects/${enc(plan.project)}/integrations/${enc(plan.integration)}`;
  // a host-given manifest means the element fetches no integration, and round two is its own
  const manifest = el.manifest === undefined ? get(integrationPath) : undefined;
  const inst = get(`${integrationPath}/installations/${enc(plan.installation)}`);
  const fieldsOf = (object: string) =>
    void get(`${integrationPath}/objects/${enc(object)}/metadata?groupRef=${enc(scope.groupRef!)}`);
  const wanted = (object: string | undefined): object is string =>
    !!object && !!scope.groupRef && !el.fields?.[object];
  if (wanted(expected)) fieldsOf(expected);
  if (!manifest) return;
  const [m, i] = await Promise.all([manifest, inst]);
  const content = (m as {latestRevision?: {content?: ManifestIntegration}} | undefined)?.latestRevision
    ?.content;
  if (!content || !i) return;
  if (typeof content.provider === 'string') void get(`/providers/${enc(content.provider)}`);
  let open = '';
  try {
    open = openObject(content, i as Installation, '');
  } catch {
    return; // an answer of another shape: the element reports it
  }
  if (open !== expected && wanted(open)) fieldsOf(open);
}

const enc = encodeURIComponent;
