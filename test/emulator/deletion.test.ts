// "Allow deleting records" against the emulator (issue 36): the provider lookup says which providers
// delete (`support.delete`, as production's catalog does), the draft's switch saves
// `deletionSettings: {enabled}` through the client and the emulator stores it as sent, and the
// emulator refuses what production's published rule refuses (the table in test/contract/request-cases.ts
// covers the shapes; here, a whole save and the answer a host reads back).
import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from '../../src/api/client.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {saveDraft} from '../../src/config/save.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

const emu = manualEmulator();
const REF = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
const client = createClient({
  baseUrl: 'http://emulator.local/v1',
  apiKey: emu.apiKey,
  groupRef: 'group-1',
  fetch: emu.fetch,
});
const INST = `${ACME}/installations/inst-acme`;
const heldContact = async () => (await call(emu, 'GET', INST)).body.config.content.write.objects.contact;

beforeEach(() => emu.reset());

describe('deleting records', () => {
  test('the provider lookup says which providers delete records', async () => {
    assert.equal((await call(emu, 'GET', `/v1/providers/acme-crm`)).body.support.delete, true);
    assert.equal((await call(emu, 'GET', `/v1/providers/beta-crm`)).body.support.delete, false);
  });

  test('the seeded installation does not allow deleting; the switch saves {enabled: true}, then off', async () => {
    const before = await heldContact();
    assert.equal(before.deletionSettings, undefined);
    const draft = ConfigDraft.from(await client.getInstallation(REF));
    assert.equal(draft.writeObject('contact').deletionEnabled, false);
    draft.writeObject('contact').setDeletionEnabled(true);
    await saveDraft(client, REF, draft, draft.buildPatch());
    const on = await heldContact();
    assert.deepEqual(on.deletionSettings, {enabled: true});
    // nothing else of the object changed
    const {deletionSettings: _, ...rest} = on;
    assert.deepEqual(rest, before);
    assert.equal(draft.isDirty, false);
    assert.equal(draft.writeObject('contact').deletionEnabled, true);

    draft.writeObject('contact').setDeletionEnabled(false);
    await saveDraft(client, REF, draft, draft.buildPatch());
    assert.deepEqual((await heldContact()).deletionSettings, {enabled: false});
  });

  test('a PATCH with deletionSettings.enabled not a boolean is a 400 naming it, and nothing is stored', async () => {
    const inst = (await call(emu, 'GET', INST)).body;
    const contact = {...inst.config.content.write.objects.contact, deletionSettings: {enabled: 'true'}};
    const r = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: ['config.content.write.objects.contact'],
        installation: {config: {revisionId: inst.config.revisionId, content: {write: {objects: {contact}}}}},
      },
    });
    assert.equal(r.status, 400);
    assert.ok(
      r.body.issues.some(
        (i: {name: string}) =>
          i.name === 'installation.config.content.write.objects.contact.deletionSettings.enabled',
      ),
      JSON.stringify(r.body),
    );
    assert.equal((await heldContact()).deletionSettings, undefined);
  });
});
