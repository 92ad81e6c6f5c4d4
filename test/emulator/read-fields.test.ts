// Fields to read in an installation update and create (issue 36): production's published shapes
// (`selectedFields` a map of booleans, `selectedFieldsAuto` only `all`) accepted and kept, a newly
// selected field the object lacks or the manifest does not offer refused with a 422 naming it,
// `selectedFieldsAuto` only where the manifest allows it, and what the server holds never refused.
import {test, describe, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const MASK = 'config.content.read.objects';

describe('fields to read', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  /** PATCHes one read object: the held one (contact) or a new one, with `change` on top. */
  async function saveRead(name: string, change: Record<string, unknown>) {
    const inst = (await call(emu, 'GET', INST)).body;
    const held = inst.config.content.read.objects[name] ?? {
      objectName: name,
      selectedFields: {},
      selectedFieldMappings: name === 'company' ? {companyName: 'name'} : {},
    };
    return call(emu, 'PATCH', INST, {
      body: {
        updateMask: [`${MASK}.${name}`],
        installation: {
          config: {
            revisionId: inst.config.revisionId,
            content: {read: {objects: {[name]: {...held, ...change}}}},
          },
        },
      },
    });
  }

  test('selectedFields and selectedFieldsAuto as production publishes them are saved and kept', async () => {
    const r = await saveRead('contact', {
      selectedFields: {first_name: true, last_name: true, email: true, phone: true, age: false},
      selectedFieldsAuto: 'all',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const contact = r.body.config.content.read.objects.contact;
    assert.deepEqual(contact.selectedFields, {
      first_name: true,
      last_name: true,
      email: true,
      phone: true,
      age: false,
    });
    assert.equal(contact.selectedFieldsAuto, 'all');
    const again = (await call(emu, 'GET', INST)).body.config.content.read.objects.contact;
    assert.deepEqual(again, contact);
  });

  test('the published types are enforced: a boolean per field, `all` only', async () => {
    const notBoolean = await saveRead('contact', {selectedFields: {phone: 'yes'}});
    assert.equal(notBoolean.status, 400);
    assert.ok(
      notBoolean.body.issues.some((i: {name: string}) => i.name.endsWith('.selectedFields.phone')),
      JSON.stringify(notBoolean.body.issues),
    );
    const some = await saveRead('contact', {selectedFieldsAuto: 'some'});
    assert.equal(some.status, 400);
    assert.ok(some.body.issues.some((i: {name: string}) => i.name.endsWith('.selectedFieldsAuto')));
  });

  test('a newly selected field the object lacks is a 422 naming it', async () => {
    const r = await saveRead('contact', {selectedFields: {first_name: true, fax_number: true}});
    assert.equal(r.status, 422);
    assert.deepEqual(
      r.body.issues.map((i: {name: string; code: string; value: unknown}) => [i.name, i.code, i.value]),
      [[`installation.${MASK}.contact.selectedFields.fax_number`, 'unknown_field', true]],
    );
    assert.match(r.body.issues[0].detail, /fax_number is not a field of contact/);
  });

  test('a field the manifest does not offer, and auto where it is not allowed, are 422s', async () => {
    const offered = await saveRead('company', {selectedFields: {domain: true}});
    assert.equal(offered.status, 200, JSON.stringify(offered.body));
    const r = await saveRead('company', {selectedFields: {domain: true, founded: true}});
    assert.equal(r.status, 422);
    assert.equal(r.body.issues[0].code, 'not_offered');
    assert.equal(r.body.issues[0].name, `installation.${MASK}.company.selectedFields.founded`);
    const auto = await saveRead('company', {selectedFieldsAuto: 'all'});
    assert.equal(auto.status, 422);
    assert.equal(auto.body.issues[0].code, 'auto_not_allowed');
  });

  test('what the server holds is never refused, even a field that vanished', async () => {
    const inst = emu.store.installations.get('inst-acme')!;
    inst.config.content.read!.objects!.contact!.selectedFields = {gone_field: true, email: true};
    const r = await saveRead('contact', {selectedFields: {gone_field: true, email: true, phone: true}});
    assert.equal(r.status, 200, JSON.stringify(r.body));
  });

  test('a create is held to the same rule', async () => {
    const body = (selectedFields: Record<string, boolean>) => ({
      groupRef: 'group-3',
      config: {
        content: {
          provider: 'acme-crm',
          read: {
            objects: {
              contact: {
                objectName: 'contact',
                selectedFields,
                selectedFieldMappings: {emailAddress: 'email'},
              },
            },
          },
        },
      },
    });
    const bad = await call(emu, 'POST', `${ACME}/installations`, {body: body({id: true, nope: true})});
    assert.equal(bad.status, 422);
    assert.ok(bad.body.issues.some((i: {code: string}) => i.code === 'unknown_field'));
    const ok = await call(emu, 'POST', `${ACME}/installations`, {body: body({id: true, phone: true})});
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
  });
});
