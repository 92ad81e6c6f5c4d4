// The customer's whole journey headless, against the emulator over real HTTP with a browser token:
// list (none) -> ConfigDraft.forNewInstallation -> buildCreate -> createInstallation -> get ->
// patch -> deleteInstallation -> list (none again). Plus the draft's new-installation rules.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client} from '../../src/api/client.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import {ApiError, ValidationError} from '../../src/contract/errors.ts';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';
import type {ManifestIntegration} from '../../src/contract/schemas.ts';

let emu: Emulator;
let client: Client;
const acme = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync'};

before(async () => {
  emu = createEmulator();
  const {url} = await emu.listen(0, '127.0.0.1');
  client = createClient({
    baseUrl: `${url.replace(/\/$/, '')}/v1`,
    groupRef: 'group-3',
    consumerRef: 'consumer-3',
    getToken: (s) =>
      emu.devTokens.mint({
        projectIdOrName: s.projectIdOrName,
        groupRef: s.groupRef!,
        consumerRef: s.consumerRef!,
      }),
  });
});
after(() => emu.close());

describe('headless lifecycle against the emulator', () => {
  it('first install to uninstall', async () => {
    assert.deepEqual(await client.listInstallations(acme), []);
    const [conn] = await client.listConnections({projectIdOrName: 'demo'});
    assert.equal(conn.id, 'conn-acme-g3');
    assert.equal(conn.oauth2AuthorizationCode?.accessToken, undefined, 'no secret reaches a browser token');

    const manifest = (await client.getIntegration(acme)).latestRevision!.content;
    const draft = ConfigDraft.forNewInstallation(manifest);
    assert.equal(draft.isNew, true);
    assert.equal(draft.isDirty, false);
    // the required target without a default must be mapped before it can be installed
    assert.throws(
      () => draft.buildCreate({groupRef: 'group-3'}),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues.some((i) => i.path === 'read.objects.contact.selectedFieldMappings.emailAddress'),
    );
    draft.readObject('contact').setFieldMapping('emailAddress', 'email');
    draft.writeObject('deal').disable();
    // the manifest lists an object the customer's instance lacks: installing it would be refused
    draft.writeObject('legacy_lead').disable();
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const body = draft.buildCreate({groupRef: 'group-3'});

    const created = await client.createInstallation(acme, body);
    assert.equal(created.connection?.id, 'conn-acme-g3');
    assert.equal(created.group?.groupRef, 'group-3');
    assert.equal(created.config.content.read?.objects?.contact?.selectedFieldMappings?.emailAddress, 'email');
    assert.equal(created.config.content.write?.objects?.deal, undefined);
    assert.deepEqual(created.config.content.write?.objects?.contact?.selectedFieldSettings, {
      email: {writeOnUpdate: 'never'},
    });
    await assert.rejects(
      client.createInstallation(acme, body),
      (e: unknown) => e instanceof ApiError && e.status === 409,
    );

    draft.markSaved(created);
    assert.equal(draft.isNew, false);
    assert.throws(() => draft.buildCreate({groupRef: 'group-3'}), ValidationError);
    const ref = {...acme, installationId: created.id};
    assert.deepEqual(await client.getInstallation(ref), created);

    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    const updated = await client.updateInstallation(ref, draft.buildPatch());
    assert.deepEqual(updated.config.content.write?.objects?.contact?.selectedFieldSettings?.email, {
      writeOnUpdate: 'ifEmpty',
    });

    await client.deleteInstallation(ref);
    assert.deepEqual(await client.listInstallations(acme), []);
    await assert.rejects(
      client.getInstallation(ref),
      (e: unknown) => e instanceof ApiError && e.status === 404,
    );
  });

  it('a group without a connection: a typed 400 naming connectionId', async () => {
    const draft = ConfigDraft.forNewInstallation(
      (await client.getIntegration({projectIdOrName: 'demo', integrationId: 'beta-crm-sync'})).latestRevision!
        .content,
    );
    await assert.rejects(
      client.createInstallation(
        {projectIdOrName: 'demo', integrationId: 'beta-crm-sync'},
        draft.buildCreate({groupRef: 'group-3'}),
      ),
      (e: unknown) =>
        e instanceof ApiError && e.status === 400 && e.problem.issues?.[0]?.name === 'connectionId',
    );
  });
});

describe('ConfigDraft.forNewInstallation', () => {
  const integration: ManifestIntegration = {
    name: 'crm',
    provider: 'acme-crm',
    read: {
      objects: [
        {
          objectName: 'contact',
          destination: 'hook',
          schedule: '*/10 * * * *',
          requiredFields: [
            {fieldName: 'id'},
            {fieldName: 'owner_id', mapToName: 'ownerId'},
            {mapToName: 'name', default: 'full_name'},
          ],
          optionalFields: [
            {fieldName: 'phone'},
            {mapToName: 'score', default: 'lead_score'},
            {mapToName: 'site'},
          ],
        },
      ],
    },
    write: {objects: [{objectName: 'contact', inheritMapping: true}, {objectName: 'deal'}]},
    subscribe: {objects: [{objectName: 'contact', destination: 'hook', inheritFieldsAndMapping: true}]},
    proxy: {enabled: true},
  };

  it("offers the manifest's objects with required fields and mapping defaults, in production's create shape", () => {
    const body = ConfigDraft.forNewInstallation(integration).buildCreate({groupRef: 'g', connectionId: 'c'});
    assert.deepEqual(body, {
      groupRef: 'g',
      connectionId: 'c',
      config: {
        content: {
          provider: 'acme-crm',
          read: {
            objects: {
              contact: {
                objectName: 'contact',
                destination: 'hook',
                schedule: '*/10 * * * *',
                selectedFields: {id: true},
                selectedFieldMappings: {ownerId: 'owner_id', name: 'full_name', score: 'lead_score'},
              },
            },
          },
          write: {
            objects: {contact: {objectName: 'contact', inheritMapping: true}, deal: {objectName: 'deal'}},
          },
          subscribe: {
            objects: {contact: {objectName: 'contact', destination: 'hook', inheritFieldsAndMappings: true}},
          },
          proxy: {enabled: true},
        },
      },
    });
  });

  it("subscribes with the manifest's event settings, as a switch turned on does", () => {
    const withEvents = {
      ...integration,
      subscribe: {
        objects: [
          {
            objectName: 'contact',
            destination: 'hook',
            createEvent: {enabled: 'always'},
            updateEvent: {enabled: 'always', watchFieldsAuto: 'all'},
            deleteEvent: {enabled: 'always'},
          },
        ],
      },
    } as ManifestIntegration;
    const body = ConfigDraft.forNewInstallation(withEvents).buildCreate({groupRef: 'g'});
    assert.deepEqual(body.config.content.subscribe?.objects?.contact, {
      objectName: 'contact',
      destination: 'hook',
      inheritFieldsAndMappings: false,
      createEvent: {enabled: 'always'},
      updateEvent: {enabled: 'always', watchFieldsAuto: 'all'},
      deleteEvent: {enabled: 'always'},
    });
  });

  it('applies the same request rules as an update, and refuses a body without a group', () => {
    const draft = ConfigDraft.forNewInstallation(integration);
    assert.throws(
      () => draft.writeObject('contact').setFieldSettings('x', {writeOnUpdate: 'sometimes' as never}),
      ValidationError,
    );
    draft.subscribeObject('contact').disable();
    draft.setCreatedBy('consumer:me');
    const body = draft.buildCreate({groupRef: 'g'});
    assert.equal(body.config.createdBy, 'consumer:me');
    assert.equal(body.config.content.subscribe?.objects?.contact, undefined);
    assert.throws(
      () => draft.buildCreate({} as never),
      (e: unknown) => e instanceof ValidationError && e.issues.some((i) => i.path === 'groupRef'),
    );
  });
});

describe('client lifecycle calls', () => {
  const sent: {method: string; url: string; body?: string}[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {'content-type': 'application/json'},
    });
  const fake = (status: number, body: unknown) =>
    createClient({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'k',
      groupRef: 'g1',
      fetch: async (url, init) => (
        sent.push({method: init!.method!, url, body: init!.body as string}),
        answer(status, body)
      ),
    });
  const ref = {projectIdOrName: 'p', integrationId: 'i'};
  const content = {provider: 'acme-crm'};

  it("creates with the client's group, skipSampling as the query says", async () => {
    sent.length = 0;
    const inst = {id: 'n', projectId: 'p', integrationId: 'i', config: {content}, future: 1};
    const got = await fake(201, inst).createInstallation(ref, {config: {content}}, {skipSampling: true});
    assert.equal((got as {future?: number}).future, 1, 'unknown members kept');
    assert.equal(sent[0].method, 'POST');
    assert.equal(
      sent[0].url,
      'https://api.example.com/v1/projects/p/integrations/i/installations?skipSampling=true',
    );
    assert.deepEqual(JSON.parse(sent[0].body!), {config: {content}, groupRef: 'g1'});
  });

  it('refuses a body that breaks the published shape before sending', async () => {
    sent.length = 0;
    const bad = {config: {content: {provider: 'x', read: {objects: {c: {objectName: 'c'}}}}}};
    await assert.rejects(
      fake(201, {}).createInstallation(ref, bad as never),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues.some((i) => i.path === 'config.content.read.objects.c.selectedFields'),
    );
    assert.equal(sent.length, 0);
  });

  it('deletes (204) and lists connections of the group only', async () => {
    sent.length = 0;
    await fake(204, undefined).deleteInstallation({...ref, installationId: 'x'});
    assert.equal(sent[0].method, 'DELETE');
    const list = await fake(200, [
      {id: 'a', group: {groupRef: 'g1'}},
      {id: 'b', group: {groupRef: 'g2'}},
    ]).listConnections({
      projectIdOrName: 'p',
      provider: 'acme-crm',
    });
    assert.deepEqual(
      list.map((c) => c.id),
      ['a'],
    );
    assert.equal(
      sent[1].url,
      'https://api.example.com/v1/projects/p/connections?groupRef=g1&provider=acme-crm',
    );
  });
});
