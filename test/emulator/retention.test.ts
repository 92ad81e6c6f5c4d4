// Issue 20: finished operations are kept for a bounded count and time (memory does not grow with
// every write ever made), and the control listing of operations is paged.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ACME, P, call, manualEmulator} from './helpers.ts';

const write = (emu: ReturnType<typeof manualEmulator>, i: number, mode = 'synchronous') =>
  call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', mode, record: {email: `ret-${i}@x.y`}},
  });

async function listAll(emu: ReturnType<typeof manualEmulator>, pageSize: number) {
  const pages: string[][] = [];
  let token: string | undefined;
  do {
    const r = await call(
      emu,
      'GET',
      `/_emulator/operations?pageSize=${pageSize}${token ? `&pageToken=${token}` : ''}`,
    );
    assert.equal(r.status, 200);
    pages.push(r.body.operations.map((o: {id: string}) => o.id));
    token = r.body.nextPageToken;
  } while (token);
  return pages;
}

test('at most maxCount finished operations are kept, the newest; the dropped ones answer 404', async () => {
  const emu = manualEmulator({operationRetention: {maxCount: 5}});
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) ids.push((await write(emu, i)).body.operationId);
  const kept = (await listAll(emu, 100)).flat();
  assert.deepEqual(kept, ids.slice(-5));
  assert.equal((await call(emu, 'GET', `${P}/operations/${ids[0]}`)).status, 404);
  assert.equal((await call(emu, 'GET', `${P}/operations/${ids[19]}`)).status, 200);
  await emu.close();
});

test('past thousands of drops, the newest maxCount are still the ones kept, and an age limit still applies', async () => {
  const emu = manualEmulator({operationRetention: {maxCount: 3, maxAgeSeconds: 60}});
  const ids: string[] = [];
  for (let i = 0; i < 2500; i++) ids.push((await write(emu, i)).body.operationId);
  assert.deepEqual((await listAll(emu, 100)).flat(), ids.slice(-3));
  await emu.advance(30);
  const later = (await write(emu, 2500)).body.operationId;
  await emu.advance(31);
  assert.deepEqual((await listAll(emu, 100)).flat(), [later], 'the three older than 60 s are gone');
  await emu.close();
});

test('finished operations older than maxAgeSeconds are dropped; ones in progress are kept', async () => {
  const emu = manualEmulator({operationRetention: {maxAgeSeconds: 60}});
  for (let i = 0; i < 3; i++) assert.equal((await write(emu, i)).status, 200);
  await call(emu, 'POST', '/_emulator/faults', {body: {objectName: 'contact', kind: 'quota', count: 50}});
  const pending = (await write(emu, 9, 'asynchronous')).body.operationId;
  await emu.settled();
  assert.equal((await listAll(emu, 100)).flat().length, 4);
  await emu.advance(61);
  const left = (await listAll(emu, 100)).flat();
  assert.deepEqual(left, [pending], 'only the operation still in progress (retrying) is left');
  await emu.close();
});

test('the listing is paged: every operation once, in pages of pageSize; bad paging is a 400', async () => {
  const emu = manualEmulator();
  const ids: string[] = [];
  for (let i = 0; i < 25; i++) ids.push((await write(emu, i)).body.operationId);
  const pages = await listAll(emu, 10);
  assert.deepEqual(
    pages.map((p) => p.length),
    [10, 10, 5],
  );
  assert.deepEqual(pages.flat(), ids);
  const first = await call(emu, 'GET', '/_emulator/operations');
  assert.equal(first.body.operations.length, 25, 'the default page holds 100');
  for (const q of ['pageSize=0', 'pageSize=1001', 'pageSize=x', 'pageToken=bm9wZQ']) {
    const r = await call(emu, 'GET', `/_emulator/operations?${q}`);
    assert.equal(r.status, 400, q);
    assert.equal(r.body.issues[0].in, 'query', q);
  }
  await emu.close();
});

test('with --state, dropped operations stay dropped after a restart', async () => {
  const stateFile = join(mkdtempSync(join(tmpdir(), 'emu-ret-')), 'state.json');
  const first = manualEmulator({stateFile, operationRetention: {maxCount: 3}});
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) ids.push((await write(first, i)).body.operationId);
  await first.close();
  const second = manualEmulator({stateFile, operationRetention: {maxCount: 3}});
  assert.deepEqual((await listAll(second, 100)).flat(), ids.slice(-3));
  await second.close();
});

test('with --state, dropped operations stay dropped after a restart with a larger limit', async () => {
  // The same limit would drop them again on its own; a larger one keeps only what the journal says
  // is still there, so this fails when the journal's deletions are not replayed.
  const stateFile = join(mkdtempSync(join(tmpdir(), 'emu-ret-')), 'state.json');
  const first = manualEmulator({stateFile, operationRetention: {maxCount: 3}});
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) ids.push((await write(first, i)).body.operationId);
  await first.close();
  const second = manualEmulator({stateFile, operationRetention: {maxCount: 100}});
  assert.deepEqual((await listAll(second, 100)).flat(), ids.slice(-3));
  assert.equal((await call(second, 'GET', `${P}/operations/${ids[0]}`)).status, 404);
  await second.close();
});
