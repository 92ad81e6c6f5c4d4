// --state in process: a registered JWT key and an async operation survive a restart; an operation
// the restart interrupted ends as a failure that says so, not in_progress forever.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ACME, P, call, manualEmulator, registeredKey} from './helpers.ts';

test('keys and operations survive a restart; interrupted operations end as failures', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-state-'));
  const stateFile = join(dir, 'state.json');
  const first = manualEmulator({stateFile});
  const {mint} = await registeredKey(first);
  const done = await call(first, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', mode: 'asynchronous', record: {email: 'a@x.y'}},
  });
  await first.settled();
  await call(first, 'POST', '/_emulator/faults', {body: {objectName: 'contact', kind: 'quota', count: 5}});
  const pending = await call(first, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', mode: 'asynchronous', record: {email: 'b@x.y'}},
  });
  await first.settled();
  assert.equal(
    (await call(first, 'GET', `${P}/operations/${pending.body.operationId}`)).body.status,
    'in_progress',
  );
  await first.close();
  assert.deepEqual(readdirSync(dir), ['state.json'], 'no temp file left behind');

  const second = manualEmulator({stateFile});
  const token = await mint();
  assert.equal(
    (await call(second, 'GET', `${ACME}/installations/inst-acme`, {token})).status,
    200,
    'the key registered before the restart still verifies',
  );
  assert.equal(
    (await call(second, 'GET', `${P}/operations/${done.body.operationId}`)).body.status,
    'success',
  );
  const interrupted = (await call(second, 'GET', `${P}/operations/${pending.body.operationId}`)).body;
  assert.equal(interrupted.status, 'failure');
  assert.match(interrupted.result, /restarted/);
  await second.close();
});
