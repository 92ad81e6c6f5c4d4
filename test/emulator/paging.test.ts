// Issue 31, S7: the records listing is paged (at most 1,000 a page, with a token for the next),
// and operations in progress are bounded by retention like finished ones.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

const RECORDS = '/_emulator/providers/acme-crm/records/contact';

test('S7: 2,500 records come in pages of at most 1,000, each record once, in order', async () => {
  const seed = defaultSeed();
  const held = seed.records!['acme-crm'].contact.length;
  for (let i = 0; i < 2_500 - held; i++)
    seed.records!['acme-crm'].contact.push({
      id: `bulk-${i}`,
      groupRef: 'group-1',
      installationId: 'inst-acme',
      data: {email: `bulk-${i}@example.com`},
    });
  const emu = manualEmulator({seed});
  const ids: string[] = [];
  const sizes: number[] = [];
  let token: string | undefined;
  do {
    const r = await call(emu, 'GET', `${RECORDS}${token ? `?pageToken=${token}` : ''}`);
    assert.equal(r.status, 200);
    sizes.push(r.body.records.length);
    ids.push(...r.body.records.map((x: {id: string}) => x.id));
    token = r.body.nextPageToken;
  } while (token);
  assert.deepEqual(sizes, [1000, 1000, 500]);
  assert.equal(new Set(ids).size, 2_500);
  assert.deepEqual(ids, [...emu.store.providers.stores.get('acme-crm')!.get('contact')!.keys()]);
  const small = await call(emu, 'GET', `${RECORDS}?pageSize=7`);
  assert.equal(small.body.records.length, 7);
  for (const bad of ['pageSize=1001', 'pageSize=0', 'pageSize=x', 'pageToken=bm9wZQ'])
    assert.equal((await call(emu, 'GET', `${RECORDS}?${bad}`)).status, 400, bad);
  await emu.close();
});

test('S7: a few records are one page without a token (as before)', async () => {
  const emu = manualEmulator();
  const r = await call(emu, 'GET', RECORDS);
  assert.equal(r.status, 200);
  assert.ok(r.body.records.length > 0);
  assert.equal(r.body.nextPageToken, undefined);
  await emu.close();
});

test('S7: operations in progress are bounded by --operations-max: beyond it a 429 to retry, nothing started', async () => {
  const emu = manualEmulator({operationRetention: {maxCount: 5}});
  // Every provider call fails with a retryable quota error: asynchronous writes stay in progress.
  await call(emu, 'POST', '/_emulator/faults', {body: {objectName: 'contact', kind: 'quota', count: 10_000}});
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {groupRef: 'group-1', type: 'create', mode: 'asynchronous', record: {email: `p-${i}@x.y`}},
    });
    statuses.push(r.status);
    if (r.status === 429) {
      assert.equal(r.body.retryable, true);
      assert.equal(r.headers.get('retry-after'), '1');
    }
    await emu.settled();
  }
  assert.deepEqual(statuses, [...Array(5).fill(202), ...Array(7).fill(429)]);
  assert.equal(emu.store.operations.size, 5);
  await emu.close();
});
