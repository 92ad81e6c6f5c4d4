// Token handling: Bearer per scope, caching until shortly before exp, one shared getToken call,
// refresh-and-retry exactly once on 401, clear errors for a broken getToken.
import {afterEach, describe, it, mock} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, jwtExp, type TokenScope} from '../../src/api/client.ts';
import {AbortError, ApiError, TokenError, ValidationError} from '../../src/contract/errors.ts';
import {
  fakeJwt,
  installation,
  json,
  nowSeconds,
  operation,
  problem,
  providerInfo,
  rejects,
  useServer,
} from './api-helpers.ts';

const server = await useServer((s) => {
  s.handler = (req, res) => json(res, 200, answer(req.url));
});

/** A well-formed answer for each GET the tests make. */
function answer(url: string): unknown {
  if (url.startsWith('/v1/providers')) return providerInfo;
  if (url.includes('/operations/')) return operation('success');
  if (url.split('?')[0]!.endsWith('/installations')) return [installation];
  return installation;
}
afterEach(() => mock.timers.reset());

const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};
const objRef = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'};

/** A getToken that records its calls and mints a fresh token (exp in `lifetime` s) per call. */
function tokenSource(lifetime: number | undefined = 600) {
  const calls: TokenScope[] = [];
  const issued: string[] = [];
  const getToken = async (scope: TokenScope) => {
    calls.push(scope);
    await new Promise((r) => setTimeout(r, 5));
    const claims: Record<string, unknown> = {
      n: calls.length,
      groupRef: scope.groupRef,
      consumerRef: scope.consumerRef,
    };
    if (lifetime !== undefined) claims.exp = nowSeconds() + lifetime;
    const token = fakeJwt(claims);
    issued.push(token);
    return token;
  };
  return {calls, issued, getToken};
}

const bearer = (i: number) => server.seen[i]!.headers.authorization;

describe('Bearer tokens and scope', () => {
  it('sends Authorization: Bearer and never X-Api-Key or the token in the URL', async () => {
    const t = tokenSource();
    const c = createClient({
      baseUrl: server.base,
      getToken: t.getToken,
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
    });
    await c.getInstallation(ref);
    assert.equal(bearer(0), `Bearer ${t.issued[0]}`);
    assert.equal(server.seen[0]!.headers['x-api-key'], undefined);
    assert.ok(!server.seen[0]!.url.includes(t.issued[0]!));
    assert.deepEqual(t.calls, [{projectIdOrName: 'demo', groupRef: 'group-1', consumerRef: 'consumer-1'}]);
  });

  it('asks for the scope of the call: groupRef of getObjectMetadata and of the write body', async () => {
    server.handler = (req, res) =>
      req.method === 'POST'
        ? json(res, 202, {operationId: 'op-1'})
        : json(res, 200, req.url.includes('/metadata') ? {name: 'contact', fields: {}} : answer(req.url));
    const t = tokenSource();
    const c = createClient({
      baseUrl: server.base,
      getToken: t.getToken,
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
    });
    await c.getObjectMetadata({...objRef, groupRef: 'group-2'});
    await c.writeRecords(objRef, {groupRef: 'group-3', type: 'create', mode: 'asynchronous', record: {}});
    await c.getOperation({projectId: 'other-project', operationId: 'op-1'});
    assert.deepEqual(t.calls, [
      {projectIdOrName: 'demo', groupRef: 'group-2', consumerRef: 'consumer-1'},
      {projectIdOrName: 'demo', groupRef: 'group-3', consumerRef: 'consumer-1'},
      {projectIdOrName: 'other-project', groupRef: 'group-1', consumerRef: 'consumer-1'},
    ]);
    assert.deepEqual(
      [0, 1, 2].map(bearer),
      t.issued.map((tok) => `Bearer ${tok}`),
    );
  });

  it("getProvider sends the default scope's Bearer (configured project, else the last one called), X-Api-Key with apiKey", async () => {
    const t = tokenSource();
    await createClient({
      baseUrl: server.base,
      getToken: t.getToken,
      projectIdOrName: 'demo',
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
    }).getProvider('acme-crm');
    assert.deepEqual(t.calls, [{projectIdOrName: 'demo', groupRef: 'group-1', consumerRef: 'consumer-1'}]);
    assert.equal(bearer(0), `Bearer ${t.issued[0]}`);
    const later = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    await later.getIntegration({projectIdOrName: 'other', integrationId: 'i'}).catch(() => undefined);
    await later.getProvider('acme-crm');
    assert.deepEqual(t.calls[1], {projectIdOrName: 'other', groupRef: 'group-1', consumerRef: undefined});
    assert.equal(bearer(2), `Bearer ${t.issued[1]}`, 'the token of the last project called');
    // Nothing called yet and no project configured: no scope to mint for, so no Bearer.
    await createClient({baseUrl: server.base, getToken: t.getToken}).getProvider('acme-crm');
    assert.equal(bearer(3), undefined);
    await createClient({baseUrl: server.base, apiKey: 'key-1'}).getProvider('acme-crm');
    assert.equal(server.seen[4]!.headers['x-api-key'], 'key-1');
    assert.equal(bearer(4), undefined);
  });
});

describe('token cache', () => {
  it('reuses a token for the same scope and asks again for another scope', async () => {
    const t = tokenSource();
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    await c.getInstallation(ref);
    await c.getInstallation(ref);
    await c.listInstallations(ref);
    assert.equal(t.calls.length, 1);
    await c.getInstallation({...ref, projectIdOrName: 'other'});
    assert.equal(t.calls.length, 2);
    assert.equal(bearer(2), bearer(0));
    assert.notEqual(bearer(3), bearer(0));
  });

  it('concurrent callers share one getToken call', async () => {
    const t = tokenSource();
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    await Promise.all(Array.from({length: 10}, () => c.getInstallation(ref)));
    assert.equal(t.calls.length, 1);
    assert.equal(new Set(server.seen.map((s) => s.headers.authorization)).size, 1);
  });

  it('refreshes a token 30 s before its exp, not earlier', async () => {
    mock.timers.enable({apis: ['Date'], now: Date.now()});
    const t = tokenSource(600);
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    await c.getInstallation(ref);
    mock.timers.tick(560_000); // 40 s before exp: still good
    await c.getInstallation(ref);
    assert.equal(t.calls.length, 1);
    mock.timers.tick(15_000); // 25 s before exp: too close
    await c.getInstallation(ref);
    assert.equal(t.calls.length, 2);
    assert.notEqual(bearer(2), bearer(1));
  });

  it('an already-expired token is used for the waiting callers only, then asked for again', async () => {
    const t = tokenSource(-60);
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    await Promise.all([c.getInstallation(ref), c.getInstallation(ref)]);
    assert.equal(t.calls.length, 1);
    await c.getInstallation(ref);
    assert.equal(t.calls.length, 2);
  });

  it('a token without a readable exp (opaque string) serves one burst only', async () => {
    let n = 0;
    const calls: TokenScope[] = [];
    const c = createClient({
      baseUrl: server.base,
      groupRef: 'group-1',
      getToken: async (s) => {
        calls.push(s);
        await new Promise((r) => setTimeout(r, 5));
        return `opaque-${++n}`;
      },
    });
    await Promise.all([c.getInstallation(ref), c.getInstallation(ref), c.getInstallation(ref)]);
    assert.equal(calls.length, 1);
    await c.getInstallation(ref);
    assert.equal(calls.length, 2);
    assert.equal(bearer(3), 'Bearer opaque-2');
  });

  it('reads exp from base64url payloads and ignores garbage', () => {
    assert.equal(jwtExp(fakeJwt({exp: 1700000000, name: 'ü?>'})), 1700000000);
    assert.equal(jwtExp('not-a-jwt'), undefined);
    assert.equal(jwtExp('a.%%%.c'), undefined);
    assert.equal(jwtExp(fakeJwt({exp: '1700000000'})), undefined);
    assert.equal(jwtExp(fakeJwt({exp: null})), undefined);
    assert.equal(jwtExp(`a.${Buffer.from('[1,2]').toString('base64url')}.c`), undefined);
    // unpadded payloads of every length (base64url drops the '=')
    for (let pad = 0; pad < 6; pad++) {
      const payload = Buffer.from(JSON.stringify({exp: 1700000000, s: 'x'.repeat(pad)})).toString(
        'base64url',
      );
      assert.equal(jwtExp(`a.${payload}.c`), 1700000000, `payload length ${payload.length}`);
    }
  });
});

describe('401: refresh and retry once', () => {
  it('a 401 drops the cached token, asks getToken once more and retries with the new token', async () => {
    const t = tokenSource();
    server.handler = (req, res) =>
      req.headers.authorization === `Bearer ${t.issued[0]}`
        ? problem(res, 401, {title: 'Unauthorized', detail: 'token expired'})
        : json(res, 200, installation);
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    const inst = await c.getInstallation(ref);
    assert.equal(inst.id, 'inst-1');
    assert.equal(t.calls.length, 2);
    assert.equal(server.seen.length, 2);
    assert.equal(bearer(1), `Bearer ${t.issued[1]}`);
    await c.getInstallation(ref); // the new token is cached
    assert.equal(t.calls.length, 2);
  });

  it('concurrent requests that all get 401 share one refresh', async () => {
    const t = tokenSource();
    server.handler = (req, res) =>
      req.headers.authorization === `Bearer ${t.issued[0]}`
        ? problem(res, 401, {title: 'Unauthorized'})
        : json(res, 200, installation);
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    const all = await Promise.all(Array.from({length: 5}, () => c.getInstallation(ref)));
    assert.equal(all.length, 5);
    assert.equal(t.calls.length, 2);
    assert.equal(server.seen.length, 10);
  });

  it('a second 401 surfaces as ApiError(401), after exactly two requests and two getToken calls', async () => {
    const t = tokenSource();
    server.handler = (_req, res) =>
      problem(res, 401, {title: 'Unauthorized', detail: 'bad signature', requestId: 'r-401'});
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    const e = await rejects(c.getInstallation(ref), ApiError);
    assert.equal(e.status, 401);
    assert.equal(e.requestId, 'r-401');
    assert.equal(t.calls.length, 2);
    assert.equal(server.seen.length, 2);
    for (const tok of t.issued)
      assert.ok(!e.message.includes(tok) && !JSON.stringify(e.problem).includes(tok));
  });

  it('a PATCH retried after 401 sends the same body again', async () => {
    const t = tokenSource();
    server.handler = (req, res) =>
      req.headers.authorization === `Bearer ${t.issued[0]}`
        ? problem(res, 401, {title: 'Unauthorized'})
        : json(res, 200, installation);
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    const body = {
      updateMask: ['config.content.proxy.enabled'],
      installation: {config: {revisionId: 'rev-1', content: {proxy: {enabled: true}}}},
    };
    await c.updateInstallation(ref, body);
    assert.equal(server.seen.length, 2);
    assert.deepEqual(JSON.parse(server.seen[1]!.body), body);
  });

  it('with apiKey a 401 is not retried', async () => {
    server.handler = (_req, res) => problem(res, 401, {title: 'Unauthorized'});
    const c = createClient({baseUrl: server.base, apiKey: 'wrong'});
    assert.equal((await rejects(c.getInstallation(ref), ApiError)).status, 401);
    assert.equal(server.seen.length, 1);
  });

  it('a 403 is not retried', async () => {
    const t = tokenSource();
    server.handler = (_req, res) => problem(res, 403, {title: 'Forbidden'});
    const c = createClient({baseUrl: server.base, getToken: t.getToken, groupRef: 'group-1'});
    assert.equal((await rejects(c.getInstallation(ref), ApiError)).status, 403);
    assert.equal(server.seen.length, 1);
    assert.equal(t.calls.length, 1);
  });
});

describe('a broken getToken', () => {
  it('throwing: a TokenError (not a ValidationError) with the cause, nothing sent, not cached', async () => {
    let fail = true;
    const c = createClient({
      baseUrl: server.base,
      groupRef: 'group-1',
      getToken: async () => {
        if (fail) throw new Error('backend down');
        return fakeJwt({exp: nowSeconds() + 600});
      },
    });
    const e = await rejects(c.getInstallation(ref), TokenError);
    assert.ok(!(e instanceof ValidationError), 'a failing token function is no broken input rule');
    assert.equal(e.name, 'TokenError');
    assert.match(e.message, /getToken.*backend down/);
    assert.equal((e.cause as Error).message, 'backend down');
    assert.equal(server.seen.length, 0);
    fail = false;
    await c.getInstallation(ref);
    assert.equal(server.seen.length, 1);
  });

  it('returning a non-string, empty or header-breaking value: a TokenError, nothing sent', async () => {
    for (const value of ['', null, undefined, 42, {token: 'x'}, 'two words', 'line\nbreak', 'tökén']) {
      const c = createClient({baseUrl: server.base, groupRef: 'g', getToken: (async () => value) as never});
      const e = await rejects(c.getInstallation(ref), TokenError);
      assert.match(e.message, /getToken must resolve to a token/, `for ${JSON.stringify(value)}`);
      if (typeof value === 'string' && value)
        assert.ok(!e.message.includes(value), 'the token is not echoed');
    }
    assert.equal(server.seen.length, 0);
  });

  it('a synchronous getToken that returns a string works too', async () => {
    const c = createClient({baseUrl: server.base, groupRef: 'g', getToken: () => 'sync-token'});
    await c.getInstallation(ref);
    assert.equal(bearer(0), 'Bearer sync-token');
  });

  it('aborting while getToken is pending rejects that caller only; the shared call still serves others', async () => {
    let release!: () => void;
    let calls = 0;
    const c = createClient({
      baseUrl: server.base,
      groupRef: 'g',
      getToken: async () => {
        calls++;
        await new Promise<void>((r) => (release = r));
        return fakeJwt({exp: nowSeconds() + 600});
      },
    });
    const ctl = new AbortController();
    const aborted = c.getInstallation(ref, {signal: ctl.signal});
    const other = c.getInstallation(ref);
    await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    await rejects(aborted, AbortError);
    release();
    assert.equal((await other).id, 'inst-1');
    assert.equal(calls, 1);
    assert.equal(server.seen.length, 1);
  });
});
