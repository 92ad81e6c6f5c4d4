// Issue 31, S2, S3, S5: which connections an installation may take, connection ids unique across
// groups, and the connections control route refusing bodies that are not an object.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, call, manualEmulator, registeredKey} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const ADD = '/_emulator/installations/inst-acme/connections';

async function selectConnection(
  emu: ReturnType<typeof manualEmulator>,
  connectionId: string,
  token?: string,
) {
  const rev = (await call(emu, 'GET', INST)).body.config.revisionId as string;
  return call(emu, 'PATCH', INST, {
    token,
    body: {updateMask: ['connectionId'], installation: {connectionId, config: {revisionId: rev}}},
  });
}

describe("S2: a connectionId PATCH takes only the installation's consumer's connections", () => {
  test("another consumer's connection in the same group is refused (API key and bearer), the installation keeps its own", async () => {
    const emu = manualEmulator();
    const own = emu.store.installations.get('inst-acme')!.connection!;
    // Another customer (consumer) of the same group connected the same provider.
    emu.store.connections.set('conn-consumer-9', {
      ...structuredClone(own),
      id: 'conn-consumer-9',
      consumer: {...own.consumer!, consumerRef: 'consumer-9', consumerName: 'Consumer 9'},
    });
    const {mint} = await registeredKey(emu);
    for (const token of [undefined, await mint()]) {
      const r = await selectConnection(emu, 'conn-consumer-9', token);
      assert.equal(r.status, 403, JSON.stringify(r.body));
      assert.equal(r.body.issues[0].name, 'installation.connectionId');
      assert.match(r.body.issues[0].detail, /consumer-9.*consumer-1|another consumer/);
      assert.equal((await call(emu, 'GET', INST)).body.connection.id, own.id);
    }
  });

  test("a new connection of the installation's own consumer is still taken", async () => {
    const emu = manualEmulator();
    assert.equal((await call(emu, 'POST', ADD, {body: {id: 'conn-mine'}})).status, 201);
    const {mint} = await registeredKey(emu);
    const r = await selectConnection(emu, 'conn-mine', await mint());
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((await call(emu, 'GET', INST)).body.connection.id, 'conn-mine');
  });
});

describe('S3: connection ids are unique across groups', () => {
  test("adding an id another group's connection has is a 409, and that connection stays", async () => {
    const emu = manualEmulator();
    const g2 = '/_emulator/installations/inst-acme-g2/connections';
    assert.equal((await call(emu, 'POST', g2, {body: {id: 'conn-shared'}})).status, 201);
    const again = await call(emu, 'POST', ADD, {body: {id: 'conn-shared'}});
    assert.equal(again.status, 409);
    assert.match(again.body.detail, /conn-shared/);
    assert.equal(emu.store.connections.get('conn-shared')?.group?.groupRef, 'group-2');
  });

  test("an installation's own connection id (any group) is taken too", async () => {
    const emu = manualEmulator();
    const r = await call(emu, 'POST', ADD, {body: {id: 'conn-inst-acme-g2'}});
    assert.equal(r.status, 409);
  });
});

describe('S5: the connections control route validates its body', () => {
  test('null, [], "x", true, 1 are 400 and create nothing', async () => {
    const emu = manualEmulator();
    const before = emu.store.connections.size;
    for (const raw of ['null', '[]', '"x"', 'true', '1']) {
      const r = await call(emu, 'POST', ADD, {raw, headers: {'content-type': 'application/json'}});
      assert.equal(r.status, 400, raw);
      assert.equal(r.body.issues[0].name, '(body)', raw);
    }
    assert.equal(emu.store.connections.size, before);
  });

  test('{} and {id} still add a connection', async () => {
    const emu = manualEmulator();
    assert.equal((await call(emu, 'POST', ADD, {body: {}})).status, 201);
    assert.equal((await call(emu, 'POST', ADD, {body: {id: 'conn-x'}})).status, 201);
  });

  test('the health and faults control routes refuse non-object bodies too', async () => {
    const emu = manualEmulator();
    for (const path of ['/_emulator/installations/inst-acme/health', '/_emulator/faults']) {
      for (const raw of ['null', '[]', '"x"', 'true']) {
        const r = await call(emu, 'POST', path, {raw, headers: {'content-type': 'application/json'}});
        assert.equal(r.status, 400, `${path} ${raw}`);
        assert.equal(r.body.issues[0].name, '(body)', `${path} ${raw}`);
      }
    }
  });
});

describe("a group's sign-in (the demo's Connect in a first run)", () => {
  const P = '/v1/projects/demo';
  const G4 = '/_emulator/groups/group-4/connections';

  test('connects a group that has nothing yet: the listing shows it and a create takes it', async () => {
    const emu = manualEmulator();
    assert.deepEqual((await call(emu, 'GET', `${P}/connections?groupRef=group-4`)).body, []);
    const added = await call(emu, 'POST', G4, {body: {provider: 'acme-crm', consumerRef: 'consumer-4'}});
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.provider, 'acme-crm');
    assert.equal(added.body.accessToken, undefined, 'no secret in the answer');
    const listed = (await call(emu, 'GET', `${P}/connections?groupRef=group-4&provider=acme-crm`)).body;
    assert.deepEqual(
      listed.map((c: {id: string; group: {groupRef: string}; consumer: {consumerRef: string}}) => [
        c.id,
        c.group.groupRef,
        c.consumer.consumerRef,
      ]),
      [[added.body.id, 'group-4', 'consumer-4']],
    );
    const created = await call(emu, 'POST', `${ACME}/installations`, {
      body: {groupRef: 'group-4', config: {content: {provider: 'acme-crm'}}},
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.connection.id, added.body.id);
  });

  test('refuses an unknown provider and a missing consumerRef, naming the field', async () => {
    const emu = manualEmulator();
    const bad = await call(emu, 'POST', G4, {body: {provider: 'nope', consumerRef: 'consumer-4'}});
    assert.equal(bad.status, 400);
    assert.equal(bad.body.issues[0].name, 'provider');
    const none = await call(emu, 'POST', G4, {body: {provider: 'acme-crm'}});
    assert.equal(none.status, 400);
    assert.equal(none.body.issues[0].name, 'consumerRef');
  });
});
