// The emulator answers as production does where the spec is silent (issue 19): list calls as bare
// arrays holding only the asked group's installations.
import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, P, call, manualEmulator, registeredKey} from './helpers.ts';

const ids = (list: Array<{id: string}>) => list.map((i) => i.id).sort();

describe('list calls', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  test('integrations: a bare array', async () => {
    const r = await call(emu, 'GET', `${P}/integrations`);
    assert.ok(Array.isArray(r.body), JSON.stringify(r.body).slice(0, 100));
    assert.ok(r.body.some((i: {id: string}) => i.id === 'acme-crm-sync'));
  });

  test("installations?groupRef=: a bare array of that group's installations only", async () => {
    const g1 = await call(emu, 'GET', `${ACME}/installations?groupRef=group-1`);
    assert.deepEqual(ids(g1.body), ['inst-acme']);
    const g2 = await call(emu, 'GET', `${ACME}/installations?groupRef=group-2`);
    assert.deepEqual(ids(g2.body), ['inst-acme-g2']);
    assert.deepEqual((await call(emu, 'GET', `${ACME}/installations?groupRef=group-9`)).body, []);
    // the API key without a group lists every group's, as production does
    assert.deepEqual(ids((await call(emu, 'GET', `${ACME}/installations`)).body), [
      'inst-acme',
      'inst-acme-g2',
    ]);
  });

  test("a bearer token lists its own group's and is refused another group's", async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint();
    assert.deepEqual(ids((await call(emu, 'GET', `${ACME}/installations`, {token})).body), ['inst-acme']);
    const own = await call(emu, 'GET', `${ACME}/installations?groupRef=group-1`, {token});
    assert.deepEqual(ids(own.body), ['inst-acme']);
    const other = await call(emu, 'GET', `${ACME}/installations?groupRef=group-2`, {token});
    assert.equal(other.status, 403);
    assert.equal(JSON.stringify(other.body).includes('inst-acme-g2'), false);
  });
});

describe("production's shapes where the spec is silent", () => {
  const emu = manualEmulator();

  test('connection.providerMetadata values are {value, source, displayName?}', async () => {
    const inst = (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body;
    for (const v of Object.values(inst.connection.providerMetadata) as Array<Record<string, unknown>>) {
      assert.equal(typeof v.value, 'string');
      assert.ok(['input', 'token', 'provider'].includes(v.source as string), JSON.stringify(v));
    }
  });

  test('read objects carry selectedFields and schedule; manifest read objects a schedule', async () => {
    const read = (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.config.content.read.objects;
    assert.deepEqual(read.contact.selectedFields, {first_name: true, last_name: true, email: true});
    assert.equal(typeof read.contact.schedule, 'string');
    const manifest = (await call(emu, 'GET', ACME)).body.latestRevision.content;
    for (const o of manifest.read.objects) assert.equal(typeof o.schedule, 'string', o.objectName);
  });

  test('provider info: the catalog attachmentType, support.delete and .search, modules as Module Info', async () => {
    for (const name of ['acme-crm', 'beta-crm', 'gamma-api', 'delta-readonly']) {
      const p = (await call(emu, 'GET', `/v1/providers/${name}`)).body;
      if (p.oauth2Opts)
        assert.equal(
          p.oauth2Opts.accessTokenOpts?.attachmentType ?? 'accessTokenHeaderAttachment',
          'accessTokenHeaderAttachment',
        );
      assert.equal(typeof p.support.delete, 'boolean', name);
      assert.equal(typeof p.support.search?.operators?.equals, 'boolean', name);
      for (const [id, m] of Object.entries(p.modules ?? {}) as Array<[string, Record<string, any>]>) {
        assert.equal(typeof m.displayName, 'string', `${name} module ${id}`);
        assert.equal(typeof m.baseURL, 'string', `${name} module ${id}`);
        assert.equal(typeof m.support?.write, 'boolean', `${name} module ${id}`);
      }
    }
  });

  test("a problem's instance is an absolute URI naming the path", async () => {
    const r = await call(emu, 'GET', `${ACME}/installations/nope`);
    assert.equal(r.status, 404);
    const url = new URL(r.body.instance); // throws on a relative reference
    assert.equal(url.pathname, '/v1/projects/demo/integrations/acme-crm-sync/installations/nope');
  });
});

describe('update masks with a dotted tail', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());
  const INST = `${ACME}/installations/inst-acme`;

  test('a path below an object is a 400 naming the allowed mask forms', async () => {
    const current = (await call(emu, 'GET', INST)).body;
    const contact = {...current.config.content.read.objects.contact, disabled: true};
    const r = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: ['config.content.read.objects.contact.disabled'],
        installation: {
          config: {revisionId: current.config.revisionId, content: {read: {objects: {contact}}}},
        },
      },
    });
    assert.equal(r.status, 400);
    assert.match(r.headers.get('content-type')!, /problem\+json/);
    assert.match(r.body.detail, /config\.content\.read\.objects\.<OBJECT_NAME>/);
    assert.match(r.body.detail, /config\.content\.write\.objects\.<OBJECT_NAME>/);
    const issue = r.body.issues.find((i: {name: string}) => i.name === 'updateMask[0]');
    assert.equal(issue?.value, 'config.content.read.objects.contact.disabled');
    // nothing was applied
    assert.equal((await call(emu, 'GET', INST)).body.config.revisionId, current.config.revisionId);
  });

  test('an unknown mask path is answered with the allowed forms too', async () => {
    const r = await call(emu, 'PATCH', INST, {body: {updateMask: ['config.content'], installation: {}}});
    assert.equal(r.status, 400);
    assert.match(r.body.detail, /connectionId, config\.createdBy, /);
  });
});
