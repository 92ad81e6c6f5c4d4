// Credentials: API key, bearer JWTs (RS256 by kid, lifetime, expiry, group scope), key registration.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {generateKeyPair, exportSPKI, SignJWT} from 'jose';
import {generateKeyPairSync} from 'node:crypto';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {ACME, BETA, P, call, manualEmulator, registeredKey} from './helpers.ts';

describe('auth', () => {
  const emu = manualEmulator();

  test('provider lookup: 401 without credentials, 200 with the API key or a bearer token of any project', async () => {
    const none = await call(emu, 'GET', '/v1/providers/acme-crm', {apiKey: null});
    assert.equal(none.status, 401);
    assert.match(none.headers.get('www-authenticate')!, /Bearer/);
    assert.equal(none.body.name, undefined, 'nothing of the provider is told');
    assert.equal((await call(emu, 'GET', '/v1/providers/acme-crm', {apiKey: 'wrong'})).status, 401);
    const byKey = await call(emu, 'GET', '/v1/providers/acme-crm');
    assert.equal(byKey.status, 200);
    assert.equal(byKey.body.name, 'acme-crm');
    const {mint} = await registeredKey(emu);
    const byToken = await call(emu, 'GET', '/v1/providers/acme-crm', {token: await mint()});
    assert.equal(byToken.status, 200);
    assert.equal(byToken.body.name, 'acme-crm');
    const forged = await call(emu, 'GET', '/v1/providers/acme-crm', {
      token: await mint({}, {kid: 'not-registered'}),
    });
    assert.equal(forged.status, 401);
  });

  test('everything else under /v1 needs credentials too', async () => {
    for (const path of [
      `${P}/integrations`,
      `${ACME}`,
      `${ACME}/installations/inst-acme`,
      `${ACME}/objects/contact/metadata?groupRef=group-1`,
    ]) {
      const r = await call(emu, 'GET', path, {apiKey: null});
      assert.equal(r.status, 401, path);
      assert.match(r.headers.get('www-authenticate')!, /Bearer/);
    }
  });

  test('a wrong API key is a 401; the right one works', async () => {
    assert.equal((await call(emu, 'GET', `${P}/integrations`, {apiKey: 'nope'})).status, 401);
    assert.equal((await call(emu, 'GET', `${P}/integrations`, {apiKey: ''})).status, 401);
    const ok = await call(emu, 'GET', `${P}/integrations`);
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body.map((i: {id: string}) => i.id).sort(), [
      'acme-crm-sync',
      'beta-crm-sync',
      'delta-readonly-sync',
      'gamma-api-sync',
      'omega-erp-sync',
    ]);
  });

  test('a valid bearer token reads its group installation, secrets removed', async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint();
    const r = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token});
    assert.equal(r.status, 200);
    assert.equal(r.body.connection.oauth2AuthorizationCode.accessToken, undefined);
    assert.equal(r.body.connection.oauth2AuthorizationCode.refreshToken, undefined);
    assert.ok(!JSON.stringify(r.body).includes('secret'));
    const gamma = await call(emu, 'GET', `${P}/integrations/gamma-api-sync/installations/inst-gamma`, {
      token,
    });
    assert.equal(gamma.body.connection.apiKey, undefined);
    // The server side (API key) still sees them.
    const server = await call(emu, 'GET', `${P}/integrations/gamma-api-sync/installations/inst-gamma`);
    assert.match(server.body.connection.apiKey, /gamma-secret/);
    // PATCH answers are redacted too
    const rev = (await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token})).body.config.revisionId;
    const patched = await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      token,
      body: {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {revisionId: rev, content: {proxy: {enabled: false}}}},
      },
    });
    assert.equal(patched.status, 200);
    assert.ok(!JSON.stringify(patched.body).includes('secret'));
  });

  test('wrong key, expired, too long-lived, missing groupRef, unknown kid, not a JWT: 401', async () => {
    const {mint, kid} = await registeredKey(emu);
    const other = await generateKeyPair('RS256', {extractable: true});
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string> = {
      'signed with another key': await mint({}, {key: other.privateKey}),
      expired: await mint({}, {iat: now - 400, exp: now - 100}),
      'lives 601 s': await mint({}, {iat: now, exp: now + 601}),
      'no groupRef': await mint({groupRef: undefined}),
      'groupRef not a string': await mint({groupRef: 42}),
      'unknown kid': await mint({}, {kid: '00000000-0000-4000-8000-000000000000'}),
      'not a JWT': 'hello.world',
      HTML: '<script>alert(1)</script>',
    };
    for (const [name, token] of Object.entries(cases)) {
      const r = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token});
      assert.equal(r.status, 401, name);
      assert.equal(r.body.status, 401);
    }
    const bad = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
      apiKey: null,
      headers: {authorization: 'Basic abc'},
    });
    assert.equal(bad.status, 401);
    // exactly 600 s is fine
    assert.equal(
      (
        await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
          token: await mint({}, {iat: now, exp: now + 600}),
        })
      ).status,
      200,
    );
    assert.ok(kid);
  });

  test('a token issued in the future is a 401 (beyond 60 s of clock skew)', async () => {
    const {mint} = await registeredKey(emu);
    const now = Math.floor(Date.now() / 1000);
    const year = 365 * 86400;
    for (const iat of [now + year, now + 3600, now + 120]) {
      const r = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
        token: await mint({}, {iat, exp: iat + 600}),
      });
      assert.equal(r.status, 401, `iat now+${iat - now}`);
      assert.match(r.body.detail, /iat is \d+ s in the future/);
      assert.match(r.headers.get('www-authenticate')!, /Bearer/);
    }
    // a little skew is fine
    assert.equal(
      (
        await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
          token: await mint({}, {iat: now + 30, exp: now + 330}),
        })
      ).status,
      200,
    );
  });

  test('alg none and an HS256 token keyed with the registered PEM text are 401s', async () => {
    const {kid, publicKeyPem} = await registeredKey(emu);
    const now = Math.floor(Date.now() / 1000);
    const claims = {groupRef: 'group-1', consumerRef: 'consumer-1', iat: now, exp: now + 300};
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({alg: 'none', kid, typ: 'JWT'})}.${b64(claims)}.`;
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({alg: 'HS256', kid})
      .sign(new TextEncoder().encode(publicKeyPem));
    // the same confusion with the RS256 label on an HMAC signature
    const relabelled = `${b64({alg: 'RS256', kid})}.${b64(claims)}.${hs256.split('.')[2]}`;
    for (const [name, token] of Object.entries({none, hs256, relabelled})) {
      const r = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token});
      assert.equal(r.status, 401, name);
      assert.equal(r.body.status, 401, name);
      assert.equal(r.body.installation, undefined, name);
    }
    const alg = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token: none});
    assert.match(alg.body.detail, /RS256/);
  });

  test('another group: its installation is not found, its writes and metadata are forbidden', async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint({groupRef: 'group-2', consumerRef: 'consumer-2'});
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token})).status, 404);
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-acme-g2`, {token})).status, 200);
    const list = await call(emu, 'GET', `${ACME}/installations`, {token});
    assert.deepEqual(
      list.body.map((i: {id: string}) => i.id),
      ['inst-acme-g2'],
    );
    const write = await call(emu, 'POST', `${ACME}/objects/contact`, {
      token,
      body: {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}},
    });
    assert.equal(write.status, 403);
    const meta = await call(emu, 'GET', `${ACME}/objects/contact/metadata?groupRef=group-1`, {token});
    assert.equal(meta.status, 403);
    const patch = await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      token,
      body: {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {content: {proxy: {enabled: false}}}},
      },
    });
    assert.equal(patch.status, 404);
  });

  test("listing another group's installations by groupRef is a 403, not an empty list", async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint({groupRef: 'group-2', consumerRef: 'consumer-2'});
    const list = await call(emu, 'GET', `${ACME}/installations?groupRef=group-1`, {token});
    assert.equal(list.status, 403);
    assert.match(list.body.detail, /scoped to group group-2/);
  });

  test("a key of one project signs no token for another project's routes", async () => {
    const seed = defaultSeed();
    seed.projects.push({id: 'other', name: 'other', createTime: seed.projects[0].createTime});
    const two = manualEmulator({seed});
    try {
      const {mint} = await registeredKey(two, 'demo');
      const token = await mint();
      const r = await call(two, 'GET', '/v1/projects/other/integrations', {token});
      assert.equal(r.status, 401);
      assert.match(r.body.detail, /key of another project/);
      assert.equal((await call(two, 'GET', `${P}/integrations`, {token})).status, 200);
    } finally {
      await two.close();
    }
  });

  test('operations are visible only to their own group', async () => {
    const {mint} = await registeredKey(emu);
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {groupRef: 'group-1', type: 'create', record: {email: 'x@y.z'}},
    });
    assert.equal(w.status, 200);
    const id = w.body.operationId;
    assert.equal((await call(emu, 'GET', `${P}/operations/${id}`, {token: await mint()})).status, 200);
    assert.equal(
      (await call(emu, 'GET', `${P}/operations/${id}`, {token: await mint({groupRef: 'group-2'})})).status,
      404,
    );
  });

  test('creating JWT keys needs the API key; a bearer token gets 403', async () => {
    const {mint} = await registeredKey(emu);
    const {publicKey} = await generateKeyPair('RS256', {extractable: true});
    const r = await call(emu, 'POST', `${P}/jwt-keys`, {
      token: await mint(),
      body: {label: 'x', algorithm: 'RS256', publicKeyPem: await exportSPKI(publicKey)},
    });
    assert.equal(r.status, 403);
  });

  test('JWT key requests are validated: label length, algorithm, PEM, key type and size', async () => {
    const {publicKey} = await generateKeyPair('RS256', {extractable: true});
    const pem = await exportSPKI(publicKey);
    const bad = [
      [{label: '', algorithm: 'RS256', publicKeyPem: pem}, 'label'],
      [{label: 'x'.repeat(256), algorithm: 'RS256', publicKeyPem: pem}, 'label'],
      [{label: 'x', algorithm: 'HS256', publicKeyPem: pem}, 'algorithm'],
      [{label: 'x', algorithm: 'RS256', publicKeyPem: 'not a pem'}, 'publicKeyPem'],
      [
        {
          label: 'x',
          algorithm: 'RS256',
          publicKeyPem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
        },
        'publicKeyPem',
      ],
      [
        {
          label: 'x',
          algorithm: 'RS256',
          publicKeyPem: generateKeyPairSync('ec', {namedCurve: 'P-256'}).publicKey.export({
            type: 'spki',
            format: 'pem',
          }),
        },
        'publicKeyPem',
      ],
      [
        {
          label: 'x',
          algorithm: 'RS256',
          publicKeyPem: generateKeyPairSync('rsa', {modulusLength: 1024}).publicKey.export({
            type: 'spki',
            format: 'pem',
          }),
        },
        'publicKeyPem',
      ],
      [{label: 'x', algorithm: 'RS256', publicKeyPem: pem, name: 'extra'}, 'name'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await call(emu, 'POST', `${P}/jwt-keys`, {body});
      assert.equal(r.status, 400, field);
      assert.ok(
        r.body.issues.some((i: {name: string}) => i.name === field),
        `${field}: ${JSON.stringify(r.body.issues)}`,
      );
    }
    const ok = await call(emu, 'POST', `${P}/jwt-keys`, {
      body: {label: 'x'.repeat(255), algorithm: 'RS256', publicKeyPem: pem},
    });
    assert.equal(ok.status, 201);
    assert.match(ok.body.kid, /^[0-9a-f-]{36}$/);
    // a PKCS#1 "RSA PUBLIC KEY" is accepted too
    const pkcs1 = generateKeyPairSync('rsa', {modulusLength: 2048}).publicKey.export({
      type: 'pkcs1',
      format: 'pem',
    });
    assert.equal(
      (
        await call(emu, 'POST', `${P}/jwt-keys`, {
          body: {label: 'p1', algorithm: 'RS256', publicKeyPem: pkcs1},
        })
      ).status,
      201,
    );
    assert.equal(
      (
        await call(emu, 'POST', '/v1/projects/nope/jwt-keys', {
          body: {label: 'x', algorithm: 'RS256', publicKeyPem: pem},
        })
      ).status,
      404,
    );
  });

  test('the dev token route mints a 300 s token that works, and keeps working after a reset', async () => {
    const r = await call(
      emu,
      'GET',
      '/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1',
      {apiKey: null},
    );
    assert.equal(r.status, 200);
    const [, payload] = r.body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.equal(claims.exp - claims.iat, 300);
    assert.equal(claims.groupRef, 'group-1');
    assert.equal(claims.consumerRef, 'consumer-1');
    assert.equal(
      (await call(emu, 'GET', `${BETA}/installations/inst-beta`, {token: r.body.token})).status,
      200,
    );
    await call(emu, 'POST', '/_emulator/reset', {apiKey: null});
    assert.equal(
      (await call(emu, 'GET', `${BETA}/installations/inst-beta`, {token: r.body.token})).status,
      401,
      'reset drops keys',
    );
    const again = await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-1', {
      apiKey: null,
    });
    assert.equal(
      (await call(emu, 'GET', `${BETA}/installations/inst-beta`, {token: again.body.token})).status,
      200,
    );
    const missing = await call(emu, 'GET', '/_demo/token?groupRef=group-1', {apiKey: null});
    assert.equal(missing.status, 400);
    assert.equal(missing.body.issues[0].name, 'projectIdOrName');
  });

  test('the request log never holds tokens or keys', async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint();
    await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token});
    const log = await call(emu, 'GET', '/_emulator/requests', {apiKey: null});
    const text = JSON.stringify(log.body);
    assert.ok(log.body.requests.length > 0);
    const entry = log.body.requests.findLast(
      (r: {auth: string; status: number}) => r.auth === 'bearer' && r.status === 200,
    );
    assert.equal(entry.consumerRef, 'consumer-1', "the token's consumerRef is recorded");
    assert.equal(entry.groupRef, 'group-1');
    assert.ok(!text.includes(token.slice(0, 20)));
    assert.ok(!text.includes('demo-api-key'));
  });
});
