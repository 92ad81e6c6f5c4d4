// The emulator as a well-behaved local server (issue 12, finding 4 and 7): JSON-only bodies, no
// dot-segment paths, CORS by origin, control routes same-origin or with the control token,
// body time limits, an early 413 without a connection reset, CR/LF-free forwarded headers,
// tokens bound to one group/consumer pair.
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {connect} from 'node:net';
import {request} from 'node:http';
import {createEmulator, TIME_LIMITS, type Emulator} from '../../src/emulator/index.ts';
import {ACME, BETA, P, call, manualEmulator, registeredKey} from './helpers.ts';

/** Sends raw bytes on a socket and resolves with the status line and the whole answer. */
function rawSocket(port: number, text: string, opts: {end?: boolean} = {}) {
  return new Promise<{status: number; text: string}>((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => (opts.end === false ? s.write(text) : s.end(text)));
    let out = '';
    s.on('data', (c) => (out += c));
    s.on('error', reject);
    s.on('close', () => resolve({status: Number(/^HTTP\/1\.1 (\d+)/.exec(out)?.[1] ?? 0), text: out}));
    // Only a hang guard: the answers tested come after limits of at most a second.
    setTimeout(() => s.destroy(), 60_000).unref();
  });
}

describe('paths, content types and origins', () => {
  let emu: Emulator;
  let port: number;
  before(async () => {
    emu = createEmulator({
      timeScale: 0,
      allowedOrigins: ['http://localhost:3000'],
      controlToken: 'ctl-secret',
    });
    ({port} = await emu.listen(0));
  });
  after(() => emu.close());

  test('dot segments are refused with 400, never resolved into another route', async () => {
    for (const path of [
      '/v1/../_emulator/reset',
      '/v1/%2e%2e/_emulator/reset',
      '/v1/%2E%2e/_emulator/reset',
      '/v1/.%2e/_emulator/reset',
      '/v1/./providers/acme-crm',
      '/v1\\..\\_emulator/reset',
    ]) {
      const r = await rawSocket(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(r.status, 400, `${path} -> ${r.status}`);
      assert.match(r.text, /dot segments|"\."/);
    }
    // In process too (the in-process fetch keeps the target as written).
    assert.equal((await call(emu, 'POST', '/v1/../_emulator/reset')).status, 400);
  });

  test('a body that is not declared JSON is a 415 naming Content-Type, and nothing is done', async () => {
    const before = (await call(emu, 'GET', '/_emulator/faults')).body.faults.length;
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const headers: Record<string, string> = type ? {'content-type': type} : {};
      const r = await call(emu, 'POST', '/_emulator/faults', {
        raw: JSON.stringify({objectName: 'contact', kind: 'quota'}),
        headers,
      });
      assert.equal(r.status, 415, `${type} -> ${r.status}`);
      assert.equal(r.body.issues[0].name, 'Content-Type');
    }
    assert.equal((await call(emu, 'GET', '/_emulator/faults')).body.faults.length, before);
    const ok = await call(emu, 'POST', '/_emulator/faults', {
      raw: JSON.stringify({objectName: 'contact', kind: 'quota'}),
      headers: {'content-type': 'application/merge-patch+json; charset=utf-8'},
    });
    assert.equal(ok.status, 201);
    await call(emu, 'DELETE', '/_emulator/faults');
  });

  test('--allow-origin alone opens the dev-token route to that origin; the control API still needs the control token', async () => {
    const host = `127.0.0.1:${port}`;
    const allowed = {origin: 'http://localhost:3000', host, 'sec-fetch-site': 'cross-site'};
    const r = await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-2', {
      apiKey: null,
      headers: allowed,
    });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    // the token it gives works on /v1 from that origin
    const inst = await call(
      emu,
      'GET',
      '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme-g2',
      {
        token: r.body.token,
        headers: allowed,
      },
    );
    assert.equal(inst.status, 200);
    assert.equal(inst.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal((await call(emu, 'POST', '/_emulator/reset', {headers: allowed})).status, 403);
    assert.equal((await call(emu, 'GET', '/_emulator/requests', {headers: allowed})).status, 403);
  });

  test('control and dev-token routes: same origin or the control token; other origins get 403', async () => {
    const host = `127.0.0.1:${port}`;
    const evil = {origin: 'http://localhost:3000', host};
    assert.equal((await call(emu, 'POST', '/_emulator/reset', {headers: evil})).status, 403);
    assert.equal((await call(emu, 'GET', '/_emulator/requests', {headers: evil})).status, 403);
    assert.equal(
      (
        await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-2', {
          headers: {origin: 'http://localhost:4000', host},
        })
      ).status,
      403,
      'an origin not allowed gets no token',
    );
    assert.equal(
      (await call(emu, 'GET', '/_emulator/requests', {headers: {'sec-fetch-site': 'same-site', host}}))
        .status,
      403,
    );
    assert.equal(
      (await call(emu, 'GET', '/_emulator/requests', {headers: {...evil, 'x-emulator-token': 'wrong'}}))
        .status,
      403,
    );
    assert.equal(
      (await call(emu, 'GET', '/_emulator/requests', {headers: {...evil, 'x-emulator-token': 'ctl-secret'}}))
        .status,
      200,
    );
    assert.equal(
      (
        await call(emu, 'GET', '/_emulator/requests', {
          headers: {origin: `http://${host}`, host, 'sec-fetch-site': 'same-origin'},
        })
      ).status,
      200,
    );
    assert.equal(
      (await call(emu, 'GET', '/_emulator/requests')).status,
      200,
      'no Origin: a tool, not a page',
    );
    // DNS rebinding: a page on evil.example that resolves to 127.0.0.1 is same-origin by its Host.
    const rebound = {
      origin: `http://evil.example:${port}`,
      host: `evil.example:${port}`,
      'sec-fetch-site': 'same-origin',
    };
    assert.equal((await call(emu, 'POST', '/_emulator/reset', {headers: rebound})).status, 403);
    assert.equal(
      (await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-2', {headers: rebound}))
        .status,
      403,
    );
    for (const host of [`localhost:${port}`, `[::1]:${port}`, `192.168.1.20:5173`]) {
      assert.equal(
        (await call(emu, 'GET', '/_emulator/requests', {headers: {origin: `http://${host}`, host}})).status,
        200,
        host,
      );
    }
    // The logo stays loadable from any page that embeds the elements.
    const logo = await call(emu, 'GET', '/_emulator/media/beta-crm/logo.svg', {headers: evil});
    assert.equal(logo.status, 200);
  });

  test('service routes: allowed origins get CORS headers, others a 403 without them', async () => {
    const ok = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
      headers: {origin: 'http://localhost:3000'},
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const other = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
      headers: {origin: 'http://evil.localhost:3001'},
    });
    assert.equal(other.status, 403);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    assert.match(other.body.detail, /--allow-origin/);
  });
});

describe('body limits on a real socket', () => {
  let emu: Emulator;
  let url: string;
  let port: number;
  const saved = {...TIME_LIMITS};
  before(async () => {
    emu = createEmulator({timeScale: 0});
    ({url, port} = await emu.listen(0));
  });
  after(() => {
    Object.assign(TIME_LIMITS, saved);
    return emu.close();
  });

  test('a 12 MB upload gets the 413 answer, not a connection reset', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 'a');
    const r = await new Promise<{status: number; body: string}>((resolve, reject) => {
      const req = request(
        `${url}${ACME}/objects/contact`,
        {
          method: 'POST',
          headers: {
            'x-api-key': 'demo-api-key',
            'content-type': 'application/json',
            'content-length': big.length,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
        },
      );
      req.on('error', reject);
      req.end(big);
    });
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body).status, 413);
  });

  test('a streamed body is answered 413 as soon as it passes 1 MiB, before it ends', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${url}${ACME}/objects/contact`,
        {method: 'POST', headers: {'x-api-key': 'demo-api-key', 'content-type': 'application/json'}},
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', () => undefined);
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(64 * 1024, 'b'));
      // never ended: the answer must not wait for the end
      // Only a hang guard: any answer while the body is open shows it did not wait for the end.
      setTimeout(() => reject(new Error('no answer while the body was still open')), 60_000).unref();
    });
    assert.equal(status, 413);
  });

  test('a body that stalls is answered 408 after the idle limit, and the server keeps answering', async () => {
    TIME_LIMITS.bodyIdleMs = 300;
    const r = await rawSocket(
      port,
      `POST ${ACME}/objects/contact HTTP/1.1\r\nHost: x\r\nX-Api-Key: demo-api-key\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"grou`,
      {end: false},
    );
    assert.equal(r.status, 408);
    Object.assign(TIME_LIMITS, saved);
    assert.equal(
      (await fetch(`${url}/v1/providers/acme-crm`, {headers: {'x-api-key': 'demo-api-key'}})).status,
      200,
    );
  });

  test('a body that trickles forever is cut at the whole-request limit', async () => {
    TIME_LIMITS.requestMs = 600;
    TIME_LIMITS.bodyIdleMs = 300;
    // Dripped faster than the idle limit, so only the whole-request limit can end it with a 408.
    const status = await new Promise<number>((resolve) => {
      const s = connect(port, '127.0.0.1', () =>
        s.write(
          `POST ${ACME}/objects/contact HTTP/1.1\r\nHost: x\r\nX-Api-Key: demo-api-key\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        ),
      );
      const drip = setInterval(() => s.writable && s.write('1\r\n \r\n'), 100);
      let out = '';
      s.on('data', (c) => (out += c));
      s.on('error', () => undefined);
      s.on('close', () => {
        clearInterval(drip);
        resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(out)?.[1] ?? 0));
      });
    });
    Object.assign(TIME_LIMITS, saved);
    assert.equal(status, 408);
  });
});

describe('tokens and forwarded headers', () => {
  const emu = manualEmulator();

  test('a JWT without consumerRef is a 401 naming the claim', async () => {
    const {mint} = await registeredKey(emu);
    const r = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {
      token: await mint({consumerRef: undefined}),
    });
    assert.equal(r.status, 401);
    assert.match(r.body.detail, /consumerRef/);
  });

  test('a JWT of the right group but another consumer is a 403 naming consumerRef, on reads, saves, metadata and writes', async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint({groupRef: 'group-1', consumerRef: 'consumer-9'});
    const read = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token});
    assert.equal(read.status, 403);
    assert.match(read.body.detail, /consumerRef/);
    const patch = await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      token,
      body: {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {revisionId: 'x', content: {write: {objects: {contact: {objectName: 'contact'}}}}},
        },
      },
    });
    assert.equal(patch.status, 403);
    const meta = await call(emu, 'GET', `${ACME}/objects/contact/metadata?groupRef=group-1`, {token});
    assert.equal(meta.status, 403);
    const write = await call(emu, 'POST', `${ACME}/objects/contact`, {
      token,
      body: {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}},
    });
    assert.equal(write.status, 403);
    const list = await call(emu, 'GET', `${ACME}/installations`, {token});
    assert.deepEqual(list.body, []);
    const own = await call(emu, 'GET', `${ACME}/installations/inst-acme`, {token: await mint()});
    assert.equal(own.status, 200);
  });

  test('forwarded header names and values with CR/LF are refused, naming the entry', async () => {
    const base = {groupRef: 'group-1', type: 'create', record: {email: 'h@example.com'}};
    for (const [headers, name] of [
      [[{key: 'X-Trace\r\nX-Evil', value: '1'}], 'headers[0].key'],
      [
        [
          {key: 'X-Ok', value: '1'},
          {key: 'X-Trace', value: 'a\r\nX-Evil: 1'},
        ],
        'headers[1].value',
      ],
      [[{key: 'X Trace', value: '1'}], 'headers[0].key'],
    ] as const) {
      const r = await call(emu, 'POST', `${BETA}/objects/contact`, {body: {...base, headers}});
      assert.equal(r.status, 400);
      assert.ok(
        r.body.issues.some((i: {name: string}) => i.name === name),
        JSON.stringify(r.body.issues),
      );
    }
    const stored = await call(emu, 'GET', '/_emulator/providers/beta-crm/records/contact');
    assert.ok(!JSON.stringify(stored.body).includes('X-Evil'));
  });

  test('the dev-token route mints for a group/consumer pair', async () => {
    const r = await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-2', {apiKey: null});
    assert.equal(r.status, 200);
    const claims = JSON.parse(Buffer.from(r.body.token.split('.')[1], 'base64url').toString());
    assert.equal(claims.consumerRef, 'consumer-2', "taken from the group's installation");
    assert.equal(
      (
        await call(emu, 'GET', `${P}/integrations/acme-crm-sync/installations/inst-acme-g2`, {
          token: r.body.token,
        })
      ).status,
      200,
    );
  });
});
