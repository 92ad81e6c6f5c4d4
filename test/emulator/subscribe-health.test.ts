// Subscribe, proxy, health and connections in the emulator: a PATCH that subscribes or switches the
// proxy is applied and checked (only what it changes); the control API marks an installation
// unhealthy, a connection bad_credentials, and adds a connection that setConnectionId can select.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ACME, BETA, DELTA, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const patch = async (
  emu: ReturnType<typeof manualEmulator>,
  path: string,
  updateMask: string[],
  content: object,
  extra = {},
) => {
  const held = (await call(emu, 'GET', path)).body;
  return call(emu, 'PATCH', path, {
    body: {updateMask, installation: {...extra, config: {revisionId: held.config.revisionId, content}}},
  });
};
const company = {objectName: 'company', destination: 'companiesWebhook', inheritFieldsAndMappings: false};

describe('subscribe and proxy', () => {
  it('the seeded acme integration has a subscribe part and inst-acme a held subscription', async () => {
    const emu = manualEmulator();
    const integration = (await call(emu, 'GET', ACME)).body;
    assert.deepEqual(
      integration.latestRevision.content.subscribe.objects.map((o: {objectName: string}) => o.objectName),
      ['contact', 'company'],
    );
    const inst = (await call(emu, 'GET', INST)).body;
    assert.equal(inst.config.content.subscribe.objects.contact.destination, 'contactsWebhook');
  });

  it('subscribing applies and is stored; unsubscribing replaces the map', async () => {
    const emu = manualEmulator();
    const on = await patch(emu, INST, ['config.content.subscribe.objects.company'], {
      subscribe: {objects: {company}},
    });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    assert.deepEqual(Object.keys(on.body.config.content.subscribe.objects), ['contact', 'company']);
    const held = (await call(emu, 'GET', INST)).body.config.content.subscribe.objects;
    const off = await patch(emu, INST, ['config.content.subscribe.objects'], {
      subscribe: {objects: {company: held.company}},
    });
    assert.equal(off.status, 200);
    assert.deepEqual((await call(emu, 'GET', INST)).body.config.content.subscribe.objects, {company});
  });

  it("a subscription without production's required members is a 400 naming each", async () => {
    const emu = manualEmulator();
    const r = await patch(emu, INST, ['config.content.subscribe.objects.company'], {
      subscribe: {objects: {company: {objectName: 'company'}}},
    });
    assert.equal(r.status, 400);
    const names = r.body.issues.map((i: {name: string}) => i.name);
    assert.ok(names.includes('installation.config.content.subscribe.objects.company.destination'), names);
    assert.ok(
      names.includes('installation.config.content.subscribe.objects.company.inheritFieldsAndMappings'),
    );
  });

  it('a subscription to an object not in the manifest is a 422 naming it', async () => {
    const emu = manualEmulator();
    const r = await patch(emu, INST, ['config.content.subscribe.objects.deal'], {
      subscribe: {objects: {deal: {...company, objectName: 'deal'}}},
    });
    assert.equal(r.status, 422);
    const names = r.body.issues.map((i: {name: string}) => i.name);
    assert.ok(names.includes('installation.config.content.subscribe.objects.deal'));
  });

  it('a provider without subscribe support refuses a subscription', async () => {
    const emu = manualEmulator();
    const r = await patch(
      emu,
      `${BETA}/installations/inst-beta`,
      ['config.content.subscribe.objects.contact'],
      {
        subscribe: {objects: {contact: {...company, objectName: 'contact'}}},
      },
    );
    assert.equal(r.status, 422);
    assert.match(JSON.stringify(r.body.issues), /does not support subscribe/);
  });

  it('the proxy switch is stored; switching it on where the provider has no proxy is a 422', async () => {
    const emu = manualEmulator();
    const off = await patch(emu, INST, ['config.content.proxy.enabled'], {proxy: {enabled: false}});
    assert.equal(off.status, 200);
    assert.equal((await call(emu, 'GET', INST)).body.config.content.proxy.enabled, false);
    const delta = `${DELTA}/installations/inst-delta`;
    // held on (the seed's), sent back as held: not refused
    assert.equal(
      (await patch(emu, delta, ['config.content.proxy.enabled'], {proxy: {enabled: true}})).status,
      200,
    );
    assert.equal(
      (await patch(emu, delta, ['config.content.proxy.enabled'], {proxy: {enabled: false}})).status,
      200,
    );
    const on = await patch(emu, delta, ['config.content.proxy.enabled'], {proxy: {enabled: true}});
    assert.equal(on.status, 422);
    assert.equal(on.body.issues[0].name, 'installation.config.content.proxy.enabled');
  });
});

describe('health and connections (control API)', () => {
  it('marks an installation unhealthy and its connection bad_credentials', async () => {
    const emu = manualEmulator();
    const r = await call(emu, 'POST', '/_emulator/installations/inst-acme/health', {
      body: {healthStatus: 'unhealthy', connectionStatus: 'bad_credentials'},
    });
    assert.equal(r.status, 200);
    const inst = (await call(emu, 'GET', INST)).body;
    assert.equal(inst.healthStatus, 'unhealthy');
    assert.equal(inst.connection.status, 'bad_credentials');
    const bad = await call(emu, 'POST', '/_emulator/installations/inst-acme/health', {
      body: {healthStatus: 'so-so'},
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.issues[0].name, 'healthStatus');
  });

  it('adds a connection to the group that connectionId then selects, kept across a restart', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'emu-conn-')), 'state.json');
    const first = manualEmulator({stateFile});
    const added = await call(first, 'POST', '/_emulator/installations/inst-acme/connections', {
      body: {id: 'conn-new'},
    });
    assert.equal(added.status, 201);
    assert.equal(added.body.status, 'working');
    assert.equal(JSON.stringify(added.body).includes('secret'), false, 'no token data');
    await first.close();
    const emu = manualEmulator({stateFile});
    const r = await patch(emu, INST, ['connectionId'], {}, {connectionId: 'conn-new'});
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((await call(emu, 'GET', INST)).body.connection.id, 'conn-new');
    // another group's installation cannot take it
    const g2 = await patch(
      emu,
      `${ACME}/installations/inst-acme-g2`,
      ['connectionId'],
      {},
      {connectionId: 'conn-new'},
    );
    assert.equal(g2.status, 400);
    await emu.close();
  });
});
