// The ids every write hands out: the operation id and the X-Request-Id are random version 4 UUIDs
// (spec 4.4: `{operationId: string (UUID)}`), a new one for every request.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, call, manualEmulator} from './helpers.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('each write answers a new version 4 UUID as its operation id and request id', async () => {
  const emu = manualEmulator();
  const operations = new Set<string>();
  const requests = new Set<string>();
  for (let i = 0; i < 300; i++) {
    for (const mode of ['synchronous', 'asynchronous']) {
      const r = await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'create', mode, record: {email: `id-${i}-${mode}@x.y`}},
      });
      assert.ok(r.status === 200 || r.status === 202, `status ${r.status}`);
      assert.match(r.body.operationId, UUID_V4);
      const requestId = r.headers.get('x-request-id') ?? '';
      assert.match(requestId, /^req_/);
      assert.match(requestId.slice('req_'.length), UUID_V4);
      operations.add(r.body.operationId);
      requests.add(requestId);
    }
  }
  assert.equal(operations.size, 600, 'no operation id twice (more ids than one pool of random bytes)');
  assert.equal(requests.size, 600, 'no request id twice');
  await emu.settled();
  await emu.close();
});
