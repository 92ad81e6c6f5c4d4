// The rest of an installation's life (production's published API): list a group's connections,
// create an installation with the group's connection, delete it; scoped like every other route.
import {describe, it, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, BETA, P, call, manualEmulator, registeredKey} from './helpers.ts';
import {defaultSeed, type Emulator} from '../../src/emulator/index.ts';

const content = {
  provider: 'acme-crm',
  read: {
    objects: {
      contact: {
        objectName: 'contact',
        destination: 'contactsWebhook',
        selectedFields: {id: true},
        selectedFieldMappings: {emailAddress: 'email'},
      },
    },
  },
  write: {
    objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}}},
  },
};
const body = (extra: object = {}) => ({groupRef: 'group-3', config: {content}, ...extra});

describe('installation lifecycle', () => {
  let emu: Emulator;
  beforeEach(() => {
    emu = manualEmulator();
  });

  it('lists a group with a connection and no installation, as bare arrays', async () => {
    const conns = await call(emu, 'GET', `${P}/connections?groupRef=group-3`);
    assert.equal(conns.status, 200);
    assert.deepEqual(
      conns.body.map((c: {id: string}) => c.id),
      ['conn-acme-g3'],
    );
    const none = await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`);
    assert.deepEqual(none.body, []);
    const g1 = await call(emu, 'GET', `${P}/connections?groupRef=group-1&provider=acme-crm`);
    assert.deepEqual(
      g1.body.map((c: {id: string}) => c.id),
      ['conn-inst-acme'],
    );
  });

  it('creates with the group default connection: 201, then found by get and list', async () => {
    const made = await call(emu, 'POST', `${ACME}/installations`, {body: body()});
    assert.equal(made.status, 201);
    assert.equal(made.body.connection.id, 'conn-acme-g3');
    assert.equal(made.body.group.groupRef, 'group-3');
    assert.deepEqual(made.body.config.content, content);
    assert.ok(made.body.config.revisionId);
    const got = await call(emu, 'GET', `${ACME}/installations/${made.body.id}`);
    assert.deepEqual(got.body, made.body);
    const listed = await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`);
    assert.deepEqual(
      listed.body.map((i: {id: string}) => i.id),
      [made.body.id],
    );
    // the new installation takes writes for its group
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {groupRef: 'group-3', type: 'create', record: {email: 'new@example.com'}},
    });
    assert.equal(w.status, 200);
  });

  it('uses the connectionId given, and refuses one of another group or provider', async () => {
    const other = await call(emu, 'POST', `${ACME}/installations`, {
      body: body({connectionId: 'conn-inst-acme'}),
    });
    assert.equal(other.status, 400);
    assert.equal(other.headers.get('content-type'), 'application/problem+json');
    assert.equal(other.body.issues[0].name, 'connectionId');
    const ok = await call(emu, 'POST', `${ACME}/installations`, {body: body({connectionId: 'conn-acme-g3'})});
    assert.equal(ok.status, 201);
  });

  it('refuses a group without a connection, in plain words', async () => {
    const r = await call(emu, 'POST', `${ACME}/installations`, {body: body({groupRef: 'group-9'})});
    assert.equal(r.status, 400);
    assert.equal(r.headers.get('content-type'), 'application/problem+json');
    assert.match(r.body.detail, /group-9 has no connection to acme-crm/);
    assert.equal(r.body.issues[0].name, 'connectionId');
  });

  it('refuses a second installation of the integration for the group (409)', async () => {
    assert.equal((await call(emu, 'POST', `${ACME}/installations`, {body: body()})).status, 201);
    const again = await call(emu, 'POST', `${ACME}/installations`, {body: body()});
    assert.equal(again.status, 409);
    const g1 = await call(emu, 'POST', `${ACME}/installations`, {body: body({groupRef: 'group-1'})});
    assert.equal(g1.status, 409);
    assert.equal(g1.body.installationId, 'inst-acme');
  });

  it('checks the body as published and the config by the update rules', async () => {
    const noGroup = await call(emu, 'POST', `${ACME}/installations`, {body: {config: {content}}});
    assert.equal(noGroup.status, 400);
    assert.ok(noGroup.body.issues.some((i: {name: string}) => i.name === 'groupRef'));
    const noFields = structuredClone(content) as {read: {objects: {contact: Record<string, unknown>}}};
    delete noFields.read.objects.contact.selectedFields;
    const r1 = await call(emu, 'POST', `${ACME}/installations`, {
      body: {groupRef: 'group-3', config: {content: noFields}},
    });
    assert.equal(r1.status, 400);
    assert.ok(r1.body.issues.some((i: {name: string}) => i.name.endsWith('contact.selectedFields')));
    const bad = structuredClone(content);
    bad.write.objects.contact.selectedFieldSettings = {email: {default: {integerValue: 3}}} as never;
    const r2 = await call(emu, 'POST', `${ACME}/installations`, {
      body: {groupRef: 'group-3', config: {content: bad}},
    });
    assert.equal(r2.status, 422);
    assert.match(
      r2.body.issues[0].name,
      /^config\.content\.write\.objects\.contact\.selectedFieldSettings\.email/,
    );
    const wrongProvider = await call(emu, 'POST', `${BETA}/installations`, {body: body()});
    assert.equal(wrongProvider.status, 422);
    // nothing was created by the refusals
    assert.deepEqual((await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`)).body, []);
  });

  it('reads a sample of the read objects on create, unless skipSampling', async () => {
    await call(emu, 'POST', '/_emulator/faults', {
      body: {objectName: 'contact', kind: 'sample', message: 'no access'},
    });
    const r = await call(emu, 'POST', `${ACME}/installations`, {body: body()});
    assert.equal(r.status, 422);
    assert.equal(r.body.issues[0].name, 'config.content.read.objects.contact');
    assert.match(r.body.detail, /no access/);
    await call(emu, 'POST', '/_emulator/faults', {
      body: {objectName: 'contact', kind: 'sample', message: 'no access'},
    });
    const skipped = await call(emu, 'POST', `${ACME}/installations?skipSampling=true`, {body: body()});
    assert.equal(skipped.status, 201);
  });

  it('delete: 204, gone, its writes refused clearly, its unused connection deleted', async () => {
    const made = (await call(emu, 'POST', `${ACME}/installations`, {body: body()})).body;
    const del = await call(emu, 'DELETE', `${ACME}/installations/${made.id}`);
    assert.equal(del.status, 204);
    assert.equal(del.body, '');
    assert.equal((await call(emu, 'GET', `${ACME}/installations/${made.id}`)).status, 404);
    assert.deepEqual((await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`)).body, []);
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {groupRef: 'group-3', type: 'create', record: {email: 'late@example.com'}},
    });
    assert.equal(w.status, 404);
    assert.match(w.body.detail, /group-3 has no installation/);
    assert.deepEqual((await call(emu, 'GET', `${P}/connections?groupRef=group-3`)).body, []);
    assert.equal((await call(emu, 'DELETE', `${ACME}/installations/${made.id}`)).status, 404);
  });

  it('delete keeps a connection another installation uses, and deletes it with the last', async () => {
    // a second integration of the same provider, installed in group-2 on the same connection
    const seed = defaultSeed();
    const acme = seed.integrations.find((i) => i.id === 'acme-crm-sync')!;
    seed.integrations.push({...acme, id: 'acme-crm-extra', name: 'acme-crm-extra'});
    const g2 = seed.installations.find((i) => i.id === 'inst-acme-g2')!;
    seed.installations.push({...g2, id: 'inst-extra', integrationId: 'acme-crm-extra'});
    const shared = manualEmulator({seed});
    const connections = async () =>
      (await call(shared, 'GET', `${P}/connections?groupRef=group-2`)).body.map((c: {id: string}) => c.id);
    assert.deepEqual(await connections(), ['conn-inst-acme-g2']);
    assert.equal((await call(shared, 'DELETE', `${ACME}/installations/inst-acme-g2`)).status, 204);
    assert.deepEqual(await connections(), ['conn-inst-acme-g2'], 'still used by inst-extra');
    const extra = `${P}/integrations/acme-crm-extra/installations/inst-extra`;
    assert.equal((await call(shared, 'DELETE', extra)).status, 204);
    assert.deepEqual(await connections(), [], 'gone with its last installation');
  });

  it('delete ends a pending auto-batch as a failed operation', async () => {
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        record: {email: 'queued@example.com'},
        autoBatchPolicy: {maxDelayMinutes: 5},
      },
    });
    assert.equal(w.status, 202);
    assert.equal((await call(emu, 'DELETE', `${ACME}/installations/inst-acme`)).status, 204);
    await emu.advance(600);
    const op = await call(emu, 'GET', `${P}/operations/${w.body.operationId}`);
    assert.equal(op.body.status, 'failure');
    assert.match(op.body.result, /inst-acme was deleted; the write was not made/);
    const records = await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact');
    assert.ok(
      !records.body.records.some((r: {data: {email?: string}}) => r.data.email === 'queued@example.com'),
    );
  });

  it('a bearer token acts within its group only', async () => {
    const key = await registeredKey(emu);
    const g3 = await key.mint({groupRef: 'group-3', consumerRef: 'consumer-3'});
    const g1 = await key.mint();
    // lists its own group's connections, without secrets; another group's is refused
    const own = await call(emu, 'GET', `${P}/connections`, {token: g3});
    assert.deepEqual(
      own.body.map((c: {id: string}) => c.id),
      ['conn-acme-g3'],
    );
    assert.equal(own.body[0].oauth2AuthorizationCode.accessToken, undefined);
    assert.equal((await call(emu, 'GET', `${P}/connections?groupRef=group-1`, {token: g3})).status, 403);
    // creates for its own group only
    assert.equal((await call(emu, 'POST', `${ACME}/installations`, {token: g1, body: body()})).status, 403);
    const made = await call(emu, 'POST', `${ACME}/installations`, {token: g3, body: body()});
    assert.equal(made.status, 201);
    assert.equal(made.body.createdBy, 'consumer:consumer-3');
    // another group's installation does not exist for it
    assert.equal(
      (await call(emu, 'DELETE', `${ACME}/installations/${made.body.id}`, {token: g1})).status,
      404,
    );
    assert.equal(
      (await call(emu, 'DELETE', `${ACME}/installations/${made.body.id}`, {token: g3})).status,
      204,
    );
  });

  it('the demo token route mints a token for a group that has only a connection', async () => {
    const r = await call(emu, 'GET', '/_demo/token?projectIdOrName=demo&groupRef=group-3');
    assert.equal(r.status, 200, JSON.stringify(r.body));
  });
});
