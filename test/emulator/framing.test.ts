// Issue 20: every malformed request gets a problem+json 4xx from the emulator's own server (not
// Node's bare 400/431/417, and CONNECT an answer at all), and HEAD works wherever GET does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MALFORMED, isProblem4xx, rawExchange} from '../../bench/stress/framing.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

test('every malformed request is answered with a problem+json 4xx, and the server goes on', async () => {
  const emu = manualEmulator();
  const {port} = await emu.listen(0);
  try {
    for (const [what, bytes] of MALFORMED) {
      const a = await rawExchange(port, bytes);
      assert.ok(
        isProblem4xx(a),
        `${what}: ${a ? `${a.status} ${a.type} ${a.body.slice(0, 60)}` : 'no answer'}`,
      );
    }
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-acme`)).status, 200);
  } finally {
    await emu.close();
  }
});

test('HEAD answers wherever GET does: same status and headers, no body', async () => {
  const emu = manualEmulator();
  const {url} = await emu.listen(0);
  try {
    for (const path of [
      `${ACME}/installations/inst-acme`,
      '/v1/providers/acme-crm',
      '/_emulator/clock',
      '/v1/nope',
    ]) {
      const get = await fetch(`${url}${path}`, {headers: {'x-api-key': emu.apiKey}});
      const head = await fetch(`${url}${path}`, {method: 'HEAD', headers: {'x-api-key': emu.apiKey}});
      assert.equal(head.status, get.status, path);
      assert.equal(head.headers.get('content-type'), get.headers.get('content-type'), path);
      assert.equal(head.headers.get('content-length'), String((await get.arrayBuffer()).byteLength), path);
      assert.equal((await head.arrayBuffer()).byteLength, 0, path);
    }
    const r = await fetch(`${url}${ACME}/installations/inst-acme`, {
      method: 'PUT',
      headers: {'x-api-key': emu.apiKey},
    });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, HEAD, PATCH, DELETE');
  } finally {
    await emu.close();
  }
});
