// The router takes a request's path as written when URL parsing would not change it (a fast path);
// the problem `instance` and the request log must name the same path a WHATWG URL would.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {plainPath} from '../../src/emulator/router.ts';
import {createEmulator} from '../../src/emulator/index.ts';

const targets = [
  '/v1/projects/demo/integrations/acme-crm-sync/objects/contact',
  '/v1/projects/demo/operations/abc?x=1#y',
  '/v1/a#frag?notquery',
  '/v1/a b',
  '/v1/a%20b',
  '/v1/%2e%2e/x',
  '/v1/./x',
  '/v1/../x',
  '/v1/x/..',
  '/v1/x/.',
  '/v1/.hidden/..a/a..',
  '/v1\\x',
  '//evil.example/v1',
  '/v1//double',
  "/v1/it's;a=b,c@d:e!$&()*+~_-",
  '/v1/\t/x',
  '/v1/é',
  '/v1/<x>`{}"',
  '/v1/a|b^c[d]',
  '*',
  'http://other.example/v1/x',
  '',
];

test('plainPath is the WHATWG pathname or nothing', () => {
  let fast = 0;
  for (const t of targets) {
    const p = plainPath(t);
    if (p === undefined) continue;
    fast++;
    assert.equal(p, new URL(t, 'http://emulator.local').pathname, `target ${JSON.stringify(t)}`);
  }
  assert.ok(fast >= 5, 'the ordinary paths take the fast path');
  assert.equal(plainPath('/v1/../x'), undefined);
  assert.equal(plainPath('//evil.example/v1'), undefined);
});

test('problem instance and request log name the parsed path', async () => {
  const emu = createEmulator({timeScale: 0});
  try {
    for (const [target, path] of [
      ['/v1/nothing%20here?q=1', '/v1/nothing%20here'],
      ['/v1/no thing', '/v1/no%20thing'],
      ['/v1/projects/demo/nothing?q=1', '/v1/projects/demo/nothing'],
    ]) {
      const r = await emu.dispatch({method: 'GET', url: target, headers: {'x-api-key': emu.apiKey}});
      assert.equal(r.status, 404);
      assert.equal(JSON.parse(String(r.body)).instance, `http://localhost${path}`);
      assert.equal(emu.store.requests.at(-1)?.path, path);
    }
  } finally {
    await emu.close();
  }
});
