// Robustness of the HTTP surface: problem+json for every error, request ids, limits, bad input.
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';
import {ACME, P, call, manualEmulator} from './helpers.ts';

function rawHttp(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  body?: Buffer | string,
) {
  return new Promise<{status: number; headers: Record<string, unknown>; text: string}>((resolve, reject) => {
    const req = request(url, {method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString()}),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

describe('HTTP surface (real sockets)', () => {
  let emu: Emulator;
  let url: string;
  before(async () => {
    emu = createEmulator({timeScale: 0});
    ({url} = await emu.listen(0));
  });
  after(() => emu.close());

  test('a body over 1 MiB is a 413 problem, and the server keeps answering', async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const r = await rawHttp(
      `${url}${ACME}/objects/contact`,
      'POST',
      {'x-api-key': 'demo-api-key', 'content-type': 'application/json', 'content-length': big.length},
      big,
    );
    assert.equal(r.status, 413);
    assert.match(String(r.headers['content-type']), /application\/problem\+json/);
    assert.equal(JSON.parse(r.text).status, 413);
    // chunked (no content-length) too
    const r2 = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${url}${ACME}/objects/contact`,
        {method: 'POST', headers: {'x-api-key': 'demo-api-key'}},
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(64 * 1024, 'b'));
      req.end();
    });
    assert.equal(r2, 413);
    const ok = await rawHttp(`${url}/v1/providers/acme-crm`, 'GET', {'x-api-key': 'demo-api-key'});
    assert.equal(ok.status, 200);
  });

  test('malformed JSON is a 400 naming the body, with the request id in header and body', async () => {
    const r = await rawHttp(
      `${url}${ACME}/objects/contact`,
      'POST',
      {'x-api-key': 'demo-api-key', 'content-type': 'application/json'},
      '{"groupRef": ',
    );
    assert.equal(r.status, 400);
    const body = JSON.parse(r.text);
    assert.equal(body.requestId, r.headers['x-request-id']);
    assert.equal(body.issues[0].in, 'body');
    assert.match(body.detail, /not valid JSON/);
  });

  test('unknown paths outside the emulator prefixes are 404 from the standalone server', async () => {
    const r = await rawHttp(`${url}/index.html`, 'GET', {});
    assert.equal(r.status, 404);
  });
});

describe('HTTP surface (in process)', () => {
  const emu = manualEmulator();

  test('unknown path: 404 problem+json with requestId matching X-Request-Id', async () => {
    const r = await call(emu, 'GET', '/v1/nope/nothing');
    assert.equal(r.status, 404);
    assert.match(r.headers.get('content-type')!, /application\/problem\+json/);
    assert.equal(r.body.requestId, r.headers.get('x-request-id'));
    assert.equal(r.body.type, 'about:blank');
    // an absolute URI, as production sends it
    assert.equal(r.body.instance, 'http://localhost/v1/nope/nothing');
  });

  test('wrong method: 405 with Allow', async () => {
    const r = await call(emu, 'PUT', `${ACME}/installations/inst-acme`);
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, HEAD, PATCH, DELETE');
    assert.equal(r.body.status, 405);
  });

  test('every success carries a distinct X-Request-Id', async () => {
    const a = await call(emu, 'GET', '/v1/providers/acme-crm');
    const b = await call(emu, 'GET', '/v1/providers/acme-crm');
    assert.ok(a.headers.get('x-request-id'));
    assert.notEqual(a.headers.get('x-request-id'), b.headers.get('x-request-id'));
  });

  test('garbage paths, bodies and types never crash and always answer problem+json', async () => {
    const cases: Array<[string, string, string | undefined]> = [
      ['GET', '/v1/projects/%E0%A4%A/integrations', undefined],
      ['POST', `${ACME}/objects/contact`, 'null'],
      ['POST', `${ACME}/objects/contact`, '[]'],
      ['POST', `${ACME}/objects/contact`, '"string"'],
      ['POST', `${ACME}/objects/contact`, '{"groupRef": null, "type": 5, "record": "x"}'],
      [
        'POST',
        `${ACME}/objects/contact`,
        JSON.stringify({
          groupRef: 'group-1',
          type: 'create',
          record: {email: 'x'.repeat(10_000)},
          mode: 'NaN',
        }),
      ],
      ['PATCH', `${ACME}/installations/inst-acme`, '{"updateMask": "config", "installation": null}'],
      ['PATCH', `${ACME}/installations/inst-acme`, ''],
      ['POST', `${P}/jwt-keys`, '{"label": {}, "algorithm": "RS256", "publicKeyPem": 7}'],
      ['POST', '/_emulator/faults', '{"objectName": 1}'],
      ['POST', '/_emulator/clock/advance', '{"seconds": "NaN"}'],
      ['GET', `/v1/projects/${'x'.repeat(10_000)}/operations/<script>`, undefined],
    ];
    for (const [method, path, raw] of cases) {
      const r = await call(emu, method, path, {raw});
      assert.ok(
        r.status >= 400 && r.status < 500,
        `${method} ${path.slice(0, 60)} ${raw?.slice(0, 40)} -> ${r.status}`,
      );
      assert.match(r.headers.get('content-type')!, /problem\+json/);
      assert.equal(typeof r.body.detail, 'string');
    }
  });

  test('a body nested deeper than 64 levels is a 400 naming the body; nothing is stored and reads keep working', async () => {
    emu.reset();
    const json = {'content-type': 'application/json'};
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const write = (value: string) =>
      `{"groupRef":"group-1","type":"create","record":{"email":"a@b.c","raw_payload":${value}}}`;
    for (const raw of [
      write(deep(100_000)),
      write(deep(64)),
      write(`${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`),
    ]) {
      const r = await call(emu, 'POST', `${ACME}/objects/contact`, {raw, headers: json});
      assert.equal(
        r.status,
        400,
        `${raw.length} chars -> ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`,
      );
      assert.match(r.headers.get('content-type')!, /problem\+json/);
      assert.deepEqual(
        r.body.issues.map((i: {in: string; name: string}) => `${i.in} ${i.name}`),
        ['body (body)'],
      );
      assert.match(r.body.issues[0].detail, /deeper than 64 levels/);
    }
    const stored = await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact');
    assert.equal(stored.status, 200);
    assert.deepEqual(
      stored.body.records.map((x: {id: string}) => x.id),
      ['acme-contact-seed-1'],
    );
    // 64 levels in all (the body object is level 1) are still read.
    const atLimit = await call(emu, 'POST', '/_emulator/clock/advance', {
      raw: `{"seconds":0,"x":${deep(63)}}`,
      headers: json,
    });
    assert.equal(atLimit.status, 200, JSON.stringify(atLimit.body));
    const overLimit = await call(emu, 'POST', '/_emulator/clock/advance', {
      raw: `{"seconds":0,"x":${deep(64)}}`,
      headers: json,
    });
    assert.equal(overLimit.status, 400);
    const patch = await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      raw: `{"updateMask":["config.content.subscribe.objects.x"],"installation":{"config":{"content":{"subscribe":{"objects":{"x":${deep(5000)}}}}}}}`,
      headers: json,
    });
    assert.equal(patch.status, 400);
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-acme`)).status, 200);
  });

  test('validation problems echo long values clipped, not whole', async () => {
    const r = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {groupRef: 'group-1', type: 'x'.repeat(10_000), record: {}},
    });
    assert.equal(r.status, 400);
    const issue = r.body.issues.find((i: {name: string}) => i.name === 'type');
    assert.ok(issue.value.length < 300);
  });

  test('CORS preflight is answered for an allowed origin, refused for others', async () => {
    const allowing = manualEmulator({allowedOrigins: ['http://localhost:3000']});
    const r = await call(allowing, 'OPTIONS', `${ACME}/installations/inst-acme`, {
      apiKey: null,
      headers: {origin: 'http://localhost:3000'},
    });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(r.headers.get('access-control-allow-headers')!, /Authorization/);
    const other = await call(allowing, 'OPTIONS', `${ACME}/installations/inst-acme`, {
      apiKey: null,
      headers: {origin: 'http://localhost:4000'},
    });
    assert.equal(other.status, 403);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  test('handles() tells the emulator paths from others', () => {
    assert.equal(emu.handles('/v1/providers/x'), true);
    assert.equal(emu.handles('/_emulator/reset'), true);
    assert.equal(emu.handles('/_demo/token?x=1'), true);
    assert.equal(emu.handles('/index.html'), false);
    assert.equal(emu.handles('/v1x'), false);
    assert.equal(emu.handles(undefined), false);
  });
});
