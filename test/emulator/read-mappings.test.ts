// Read field mappings in an installation update (issue 22): the seeded targets, the 422 for a new
// mapping to a field that does not exist or to a field another target has, held mappings never
// refused, the sample read the control API can fail, and inheritMapping writes landing in the
// mapped provider fields.
import {test, describe, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const MASK = 'config.content.read.objects.contact';

describe('read mappings', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  async function held() {
    return (await call(emu, 'GET', INST)).body;
  }
  /** PATCHes contact's read object: the held one with `mappings` as its selectedFieldMappings. */
  async function saveMappings(mappings: Record<string, string>, query = '') {
    const inst = await held();
    const contact = {...inst.config.content.read.objects.contact, selectedFieldMappings: mappings};
    return call(emu, 'PATCH', INST + query, {
      body: {
        updateMask: [MASK],
        installation: {config: {revisionId: inst.config.revisionId, content: {read: {objects: {contact}}}}},
      },
    });
  }

  test('the acme manifest lists contact targets, one of them required', async () => {
    const i = await call(emu, 'GET', ACME);
    const contact = i.body.latestRevision.content.read.objects.find(
      (o: {objectName: string}) => o.objectName === 'contact',
    );
    assert.equal(contact.requiredFields.filter((f: {mapToName?: string}) => f.mapToName).length, 1);
    assert.ok(contact.optionalFields.length >= 2);
  });

  test('a new mapping to a field the object lacks is a 422 naming the target and the field', async () => {
    const r = await saveMappings({firstName: 'first_name', lastName: 'last_name', emailAddress: 'mail'});
    assert.equal(r.status, 422);
    assert.deepEqual(
      r.body.issues.map((i: {name: string; value: string; code: string}) => [i.name, i.value, i.code]),
      [[`installation.${MASK}.selectedFieldMappings.emailAddress`, 'mail', 'unknown_field']],
    );
    assert.match(r.body.issues[0].detail, /mail is not a field of contact/);
  });

  test('two targets newly mapped to one provider field is a 422 naming both', async () => {
    const r = await saveMappings({firstName: 'first_name', lastName: 'first_name', emailAddress: 'email'});
    assert.equal(r.status, 422);
    assert.equal(r.body.issues.length, 1);
    assert.equal(r.body.issues[0].name, `installation.${MASK}.selectedFieldMappings.lastName`);
    assert.match(r.body.issues[0].detail, /first_name is already mapped to firstName/);
  });

  test('held mappings sent back unchanged are never refused, even when their field vanished', async () => {
    // the server holds a duplicate and a vanished field (saved before the rule or before a field went away)
    const inst = emu.store.installations.get('inst-acme')!;
    inst.config.content.read!.objects!.contact!.selectedFieldMappings = {
      firstName: 'first_name',
      lastName: 'first_name',
      emailAddress: 'old_mail',
    };
    const r = await saveMappings({
      firstName: 'first_name',
      lastName: 'first_name',
      emailAddress: 'old_mail',
      phoneNumber: 'phone',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.config.content.read.objects.contact.selectedFieldMappings.phoneNumber, 'phone');
  });

  test('a read object is stored whole: members the client does not know are kept', async () => {
    const inst = await held();
    const contact = {
      ...inst.config.content.read.objects.contact,
      schedule: '*/5 * * * *',
      selectedFields: {phone: true},
      dynamicMappingsInput: [{mapToName: 'nickname', mapToDisplayName: 'Nickname'}],
      selectedFieldMappings: {emailAddress: 'email', nickname: 'nickname'},
    };
    const r = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: [MASK],
        installation: {config: {revisionId: inst.config.revisionId, content: {read: {objects: {contact}}}}},
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual((await held()).config.content.read.objects.contact, contact);
  });

  test('the control API can fail the sample read: a 422 in plain words, nothing stored; skipSampling skips it', async () => {
    const f = await call(emu, 'POST', '/_emulator/faults', {
      body: {objectName: 'contact', kind: 'sample', message: 'the connected user cannot see Phone', count: 2},
    });
    assert.equal(f.status, 201);
    const r = await saveMappings({emailAddress: 'email', phoneNumber: 'phone'});
    assert.equal(r.status, 422);
    assert.equal(r.body.detail, 'The sample read of contact failed: the connected user cannot see Phone');
    assert.equal(
      (await held()).config.content.read.objects.contact.selectedFieldMappings.phoneNumber,
      undefined,
    );
    const skipped = await saveMappings({emailAddress: 'email', phoneNumber: 'phone'}, '?skipSampling=true');
    assert.equal(skipped.status, 200);
    // a save that sends no read object runs no sample read
    const writeOnly = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: ['config.content.write.objects.deal'],
        installation: {
          config: {
            revisionId: skipped.body.config.revisionId,
            content: {write: {objects: {deal: {objectName: 'deal'}}}},
          },
        },
      },
    });
    assert.equal(writeOnly.status, 200);
  });

  test('with inheritMapping, a write lands in the mapped provider fields', async () => {
    assert.equal((await saveMappings({emailAddress: 'email', firstName: 'nickname'})).status, 200);
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        mode: 'synchronous',
        record: {emailAddress: 'grace@example.com', firstName: 'Grace'},
      },
    });
    assert.equal(w.status, 200, JSON.stringify(w.body));
    const stored = (
      await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact')
    ).body.records.find((r: {id: string}) => r.id === w.body.result.recordId);
    assert.equal(stored.data.email, 'grace@example.com');
    assert.equal(stored.data.nickname, 'Grace');
    assert.equal(stored.data.firstName, undefined);
  });
});
