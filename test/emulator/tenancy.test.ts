// Issue 20: every resource is scoped like the installation it belongs to, and record ids never
// collide (across groups, resets and restarts): a create never replaces a record it did not make.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {ACME, P, call, manualEmulator, registeredKey} from './helpers.ts';

test('an operation answers each caller what its installation answers', async () => {
  const emu = manualEmulator();
  const {mint} = await registeredKey(emu);
  const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', record: {email: 'op@x.y'}},
  });
  assert.equal(w.status, 200);
  const op = `${P}/operations/${w.body.operationId}`;
  const inst = `${ACME}/installations/inst-acme`;
  const callers = {
    owner: await mint(),
    'same group, other consumer': await mint({consumerRef: 'consumer-2'}),
    'other group': await mint({groupRef: 'group-2', consumerRef: 'consumer-2'}),
  };
  for (const [who, token] of Object.entries(callers)) {
    const [i, o] = [await call(emu, 'GET', inst, {token}), await call(emu, 'GET', op, {token})];
    assert.equal(
      o.status,
      i.status,
      `${who}: the operation answers ${o.status}, its installation ${i.status}`,
    );
    assert.match(o.headers.get('content-type') ?? '', /json/);
  }
  assert.equal((await call(emu, 'GET', op, {token: callers['same group, other consumer']})).status, 403);
  assert.equal((await call(emu, 'GET', op)).status, 200, 'the API key reads every operation of the project');
  await emu.close();
});

test('a create never replaces a record of another group, also when the seed holds the next id', async () => {
  const seed = defaultSeed();
  seed.records!['acme-crm'].contact.push(
    {id: 'contact-000001', groupRef: 'group-2', installationId: 'inst-acme-g2', data: {email: 'g2@x.y'}},
    {id: 'contact-000002', groupRef: 'group-2', installationId: 'inst-acme-g2', data: {email: 'g2b@x.y'}},
  );
  const emu = manualEmulator({seed});
  const created = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', record: {email: 'g1@x.y'}},
  });
  assert.equal(created.status, 200);
  const records = (await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact')).body.records;
  const byId = new Map(records.map((r: {id: string; groupRef: string}) => [r.id, r.groupRef]));
  assert.equal(byId.get('contact-000001'), 'group-2', 'the seeded record of group-2 is still there');
  assert.equal(byId.get('contact-000002'), 'group-2');
  assert.equal(byId.get(created.body.result.recordId), 'group-1');
  assert.equal(records.length, 4, 'one record more than the seed');
  await emu.close();
});

test('record ids are not handed out again after a reset', async () => {
  const emu = manualEmulator();
  const ids = new Set<string>();
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 3; i++) {
      const r = await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'create', record: {email: `r${round}-${i}@x.y`}},
      });
      assert.equal(r.status, 200);
      assert.ok(!ids.has(r.body.result.recordId), `${r.body.result.recordId} was handed out before`);
      ids.add(r.body.result.recordId);
    }
    assert.equal((await call(emu, 'POST', '/_emulator/reset')).status, 200);
  }
  assert.equal(ids.size, 9);
  await emu.close();
});
