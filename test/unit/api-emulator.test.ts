// Contract check: the client against the local emulator over real HTTP, with RS256 tokens the
// emulator verifies. If the two sides drift apart on a path, shape or auth rule, this fails.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client, type TokenScope} from '../../src/api/client.ts';
import {ApiError} from '../../src/contract/errors.ts';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';

let emu: Emulator;
let base: string;
let client: Client;
const minted: TokenScope[] = [];

before(async () => {
  emu = createEmulator();
  const {url} = await emu.listen(0, '127.0.0.1');
  base = `${url.replace(/\/$/, '')}/v1`;
  client = createClient({
    baseUrl: base,
    projectIdOrName: 'demo',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    getToken: (s) => {
      minted.push(s);
      return emu.devTokens.mint({
        projectIdOrName: s.projectIdOrName,
        groupRef: s.groupRef!,
        consumerRef: s.consumerRef!,
      });
    },
  });
});
after(() => emu.close());

const inst = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
const contact = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'};

describe('client against the emulator', () => {
  it("getProvider sends the default scope's token (the emulator answers 401 without credentials)", async () => {
    const bare = await fetch(`${base}/providers/acme-crm`);
    assert.equal(bare.status, 401);
    // No project configured: the scope of the last project called is the default.
    const scopes: unknown[] = [];
    const later = createClient({
      baseUrl: base,
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
      getToken: (s) => (
        scopes.push(s),
        emu.devTokens.mint({
          projectIdOrName: s.projectIdOrName,
          groupRef: s.groupRef!,
          consumerRef: s.consumerRef!,
        })
      ),
    });
    await later.getInstallation(inst);
    assert.equal((await later.getProvider('acme-crm')).name, 'acme-crm');
    assert.deepEqual(scopes, [{projectIdOrName: 'demo', groupRef: 'group-1', consumerRef: 'consumer-1'}]);
  });

  it('reads provider, integrations, installation and metadata with one token for the scope', async () => {
    minted.length = 0;
    const provider = await client.getProvider('acme-crm');
    const integrations = await client.listIntegrations('demo');
    const integration = await client.getIntegration({
      projectIdOrName: 'demo',
      integrationId: 'acme-crm-sync',
    });
    const installations = await client.listInstallations({
      projectIdOrName: 'demo',
      integrationId: 'acme-crm-sync',
    });
    const installation = await client.getInstallation(inst);
    const metadata = await client.getObjectMetadata(contact);
    assert.equal(provider.name, 'acme-crm');
    assert.ok(integrations.some((i) => i.id === 'acme-crm-sync'));
    assert.ok(integration.latestRevision?.content.write?.objects?.some((o) => o.objectName === 'contact'));
    assert.ok(installations.some((i) => i.id === 'inst-acme'));
    assert.equal(installation.id, 'inst-acme');
    assert.ok(Object.keys(metadata.fields).length > 0);
    assert.deepEqual(minted, [{projectIdOrName: 'demo', groupRef: 'group-1', consumerRef: 'consumer-1'}]);
  });

  it('saves field settings with PATCH and reads them back', async () => {
    const before = await client.getInstallation(inst);
    const updated = await client.updateInstallation(inst, {
      updateMask: ['config.content.write.objects.contact'],
      installation: {
        config: {
          revisionId: before.config.revisionId,
          content: {
            write: {
              objects: {
                contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}}},
              },
            },
          },
        },
      },
    });
    assert.equal(
      updated.config.content.write?.objects?.contact?.selectedFieldSettings?.email?.writeOnUpdate,
      'ifEmpty',
    );
    const again = await client.getInstallation(inst);
    assert.equal(
      again.config.content.write?.objects?.contact?.selectedFieldSettings?.email?.writeOnUpdate,
      'ifEmpty',
    );
  });

  it('a write object missing from the customer instance is ApiError(404) with a problem body', async () => {
    const e = await client
      .getObjectMetadata({...contact, objectName: 'legacy_lead'})
      .catch((x: unknown) => x);
    assert.ok(e instanceof ApiError);
    assert.equal(e.status, 404);
    assert.ok(e.requestId);
    assert.match(e.problem.detail ?? e.problem.title ?? '', /legacy_lead/);
  });

  it('writes synchronously, then asynchronously and waits for the operation', async () => {
    const sync = await client.writeRecords(contact, {
      type: 'create',
      mode: 'synchronous',
      record: {email: 'a@example.com'},
    });
    assert.equal(sync.result?.success, true);
    const queued = await client.writeRecords(contact, {
      type: 'create',
      mode: 'asynchronous',
      record: {email: 'b@example.com'},
    });
    assert.ok(queued.operationId);
    const op = await client.waitForOperation(
      {projectId: 'demo', operationId: queued.operationId!},
      {intervalMs: 20}, // the default limit (60 s) only catches a hang
    );
    assert.notEqual(op.status, 'in_progress');
    assert.equal(op.id, queued.operationId);
  });

  it('an expired token is refused with 401, refreshed once and the request retried', async () => {
    let calls = 0;
    const c = createClient({
      baseUrl: base,
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
      getToken: (s) =>
        emu.devTokens.mint(
          {projectIdOrName: s.projectIdOrName, groupRef: s.groupRef!, consumerRef: s.consumerRef!},
          ++calls === 1 ? {now: Date.now() - 3_600_000} : {},
        ),
    });
    const installation = await c.getInstallation(inst);
    assert.equal(installation.id, 'inst-acme');
    assert.equal(calls, 2);
  });

  it('an API key client works server side, and a wrong key is ApiError(401)', async () => {
    const server = createClient({baseUrl: base, apiKey: emu.apiKey});
    assert.equal((await server.getInstallation(inst)).id, 'inst-acme');
    const wrong = createClient({baseUrl: base, apiKey: 'not-the-key'});
    const e = await wrong.getInstallation(inst).catch((x: unknown) => x);
    assert.ok(e instanceof ApiError && e.status === 401);
  });
});
