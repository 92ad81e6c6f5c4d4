// The emulator checks what a PATCH changes (issue 19): a value the installation holds, sent back
// unchanged, is never refused; read objects follow the write objects' rules (named in the manifest,
// named by their key), on what changes only.
import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Installation} from '../../src/contract/schemas.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const emu = manualEmulator();
type Objects = Record<string, any>;

/** The stored installation, edited in place: what a real installation may hold that we would not send. */
const stored = (): Installation => emu.store.installations.get('inst-acme')!;
const heldWrite = (): Objects => stored().config.content.write!.objects as Objects;
const heldRead = (): Objects => stored().config.content.read!.objects as Objects;

async function patch(updateMask: string[], content: Record<string, unknown>) {
  const current = (await call(emu, 'GET', INST)).body;
  return call(emu, 'PATCH', INST, {
    body: {updateMask, installation: {config: {revisionId: current.config.revisionId, content}}},
  });
}
const current = async () => (await call(emu, 'GET', INST)).body;
const ok = (r: {status: number; body: unknown}) => assert.equal(r.status, 200, JSON.stringify(r.body));

describe('a held value sent back unchanged is never refused', () => {
  beforeEach(() => emu.reset());

  test('a held default: {} while another field of the object is edited', async () => {
    heldWrite().contact.selectedFieldSettings.phone = {default: {}};
    const contact = structuredClone((await current()).config.content.write.objects.contact);
    contact.selectedFieldSettings.first_name = {writeOnUpdate: 'never'};
    const r = await patch(['config.content.write.objects.contact'], {write: {objects: {contact}}});
    ok(r);
    assert.deepEqual(r.body.config.content.write.objects.contact.selectedFieldSettings.phone, {default: {}});
  });

  test('a held two-member default while another member of the same field is edited', async () => {
    heldWrite().contact.selectedFieldSettings.phone = {default: {stringValue: 'x', booleanValue: true}};
    const contact = structuredClone((await current()).config.content.write.objects.contact);
    contact.selectedFieldSettings.phone.writeOnUpdate = 'never';
    ok(await patch(['config.content.write.objects.contact'], {write: {objects: {contact}}}));
  });

  test('turning an object off while the installation holds one the manifest no longer lists', async () => {
    heldWrite().retired = {objectName: 'retired', selectedFieldSettings: {x: {writeOnUpdate: 'never'}}};
    const {deal: _off, ...rest} = (await current()).config.content.write.objects;
    const r = await patch(['config.content.write.objects'], {write: {objects: rest}});
    ok(r);
    assert.deepEqual(Object.keys(r.body.config.content.write.objects).sort(), [
      'company',
      'contact',
      'retired',
    ]);
  });

  test('members and settings we do not know, held, while another field is edited', async () => {
    heldWrite().contact.deletionSettings = {enabled: true};
    heldWrite().contact.selectedValueDefaults = {status: {value: 'new'}};
    heldWrite().contact.selectedFieldSettings.phone = {writeOnUpdate: 'onChange', mode: 'strict'};
    const contact = structuredClone((await current()).config.content.write.objects.contact);
    contact.selectedFieldSettings.last_name = {writeOnCreate: 'never'};
    const r = await patch(['config.content.write.objects.contact'], {write: {objects: {contact}}});
    ok(r);
    assert.deepEqual(r.body.config.content.write.objects.contact, contact);
  });

  test('what changes is still checked: a new broken setting, an object outside the manifest', async () => {
    heldWrite().contact.selectedFieldSettings.phone = {default: {}};
    const contact = structuredClone((await current()).config.content.write.objects.contact);
    contact.selectedFieldSettings.last_name = {default: {}};
    const broken = await patch(['config.content.write.objects.contact'], {write: {objects: {contact}}});
    assert.equal(broken.status, 422);
    assert.deepEqual(
      broken.body.issues.map((i: {name: string}) => i.name),
      ['installation.config.content.write.objects.contact.selectedFieldSettings.last_name.default'],
    );
    const added = await patch(['config.content.write.objects.retired'], {
      write: {objects: {retired: {objectName: 'retired'}}},
    });
    assert.equal(added.status, 422);
    assert.match(added.body.issues[0].detail, /not a write object of the integration's manifest/);
  });

  test("a setting the held one had, edited, is checked whole (a read-only field's setting)", async () => {
    heldWrite().contact.selectedFieldSettings.created_at = {writeOnUpdate: 'never'};
    const contact = structuredClone((await current()).config.content.write.objects.contact);
    contact.selectedFieldSettings.created_at = {writeOnUpdate: 'always'};
    const r = await patch(['config.content.write.objects.contact'], {write: {objects: {contact}}});
    assert.equal(r.status, 422);
    assert.equal(r.body.issues[0].code, 'read_only');
  });
});

describe('read objects in a PATCH', () => {
  beforeEach(() => emu.reset());
  const big = (bytes: number) => ({
    objectName: 'contact',
    destination: 'contactsWebhook',
    selectedFields: {},
    // the bulk in a member no rule reads (a mapping to a field contact lacks is refused on its own)
    dynamicMappingsInput: [{mapToName: 'note', prompt: 'x'.repeat(bytes)}],
  });

  test('a read object the manifest does not list is a 422 naming it; nothing changes', async () => {
    const before = await current();
    const r = await patch(['config.content.read.objects.deal'], {
      read: {objects: {deal: {objectName: 'deal', destination: 'd'}}},
    });
    assert.equal(r.status, 422);
    assert.equal(r.body.issues[0].name, 'installation.config.content.read.objects.deal');
    assert.match(r.body.issues[0].detail, /not a read object of the integration's manifest/);
    assert.equal((await current()).config.revisionId, before.config.revisionId);
  });

  test('a read object of 3,000 selected fields (over 64 KB of JSON) saves whole: production has no size limit', async () => {
    const selectedFields = Object.fromEntries(
      Array.from({length: 3000}, (_, i) => [`custom_field_number_${i}`, true]),
    );
    // held already (a newly selected field the object lacks is refused on its own): the save adds phone
    emu.store.installations.get('inst-acme')!.config.content.read!.objects!.contact!.selectedFields = {
      ...selectedFields,
    };
    const contact = {
      objectName: 'contact',
      destination: 'contactsWebhook',
      selectedFields: {...selectedFields, phone: true},
    };
    assert.ok(JSON.stringify(contact).length > 64 * 1024);
    ok(await patch(['config.content.read.objects.contact'], {read: {objects: {contact}}}));
    assert.deepEqual((await current()).config.content.read.objects.contact, contact);
  });

  test('held read objects sent back unchanged: outside the manifest, or large', async () => {
    heldRead().retired = {objectName: 'retired', destination: 'old', selectedFields: {}};
    heldRead().contact = big(100_000);
    const held = (await current()).config.content.read.objects;
    const saved = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: [
          'config.content.read.objects.retired',
          'config.content.read.objects.contact',
          'config.createdBy',
        ],
        installation: {
          config: {
            revisionId: (await current()).config.revisionId,
            createdBy: 'builder:someone',
            content: {read: {objects: held}},
          },
        },
      },
    });
    ok(saved);
    assert.equal(saved.body.config.createdBy, 'builder:someone');
  });
});
