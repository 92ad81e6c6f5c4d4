// Fields to read in the draft (issue 36): a read object's `selectedFields` and `selectedFieldsAuto`
// as the manifest offers them (required always read, optional the customer's, `optionalFieldsAuto:
// all` for any field), typed refusals, the minimal patch with every held member kept, and mappings
// and reads agreeing (a mapped field is read; unselecting it is refused until it is unmapped).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {readFieldIssues, readFieldsOffer} from '../../src/contract/read-fields.ts';
import {ValidationError, type FieldMetadata, type ManifestIntegration} from '../../src/index.ts';
import {installationWith} from './config-helpers.ts';

const manifest = {
  name: 'acme-sync',
  provider: 'acme',
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'contactsWebhook',
        requiredFields: [{fieldName: 'id'}, {mapToName: 'emailAddress'}],
        optionalFields: [{fieldName: 'phone'}, {fieldName: 'fax'}, {mapToName: 'firstName'}],
      },
      {
        objectName: 'deal',
        destination: 'dealsWebhook',
        requiredFields: [{fieldName: 'id'}],
        optionalFieldsAuto: 'all',
      },
    ],
  },
} as unknown as ManifestIntegration;

const meta = (names: string[]): FieldMetadata[] =>
  names.map((fieldName) => ({fieldName, displayName: fieldName, valueType: 'string'}));

const heldContact = {
  objectName: 'contact',
  destination: 'contactsWebhook',
  selectedFields: {id: true, fax: true, legacy: false},
  selectedFieldMappings: {emailAddress: 'email'},
  futureMember: {kept: [1, 2]},
};
const heldDeal = {
  objectName: 'deal',
  destination: 'dealsWebhook',
  selectedFields: {id: true},
  selectedFieldMappings: {},
};

function draftOf(read: Record<string, unknown> = {contact: heldContact, deal: heldDeal}) {
  const d = ConfigDraft.from(installationWith({read: {objects: read}}));
  d.setManifest(manifest);
  return d;
}

function refused(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ValidationError, `expected a ValidationError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a ValidationError');
}

describe('fields to read: what the manifest offers', () => {
  it('required and optional provider fields; mapping entries are not fields to read', () => {
    const d = draftOf();
    assert.deepEqual(d.readFields('contact').offer, {
      required: ['id'],
      optional: ['phone', 'fax'],
      anyField: false,
    });
    assert.equal(d.readFields('deal').offer.anyField, true);
    assert.deepEqual(readFieldsOffer(undefined), {required: [], optional: [], anyField: false});
  });

  it('reads required, mapped and selected fields; the rest not', () => {
    const contact = draftOf().readFields('contact');
    assert.deepEqual(contact.selected, {id: true, fax: true});
    assert.equal(contact.isRead('id'), true);
    assert.equal(contact.fixedReason('id'), 'required');
    assert.equal(contact.isRead('email'), true, 'a mapped field is read');
    assert.equal(contact.fixedReason('email'), 'mapped');
    assert.equal(contact.isRead('fax'), true);
    assert.equal(contact.fixedReason('fax'), undefined);
    assert.equal(contact.isRead('phone'), false);
    assert.equal(contact.isRead('legacy'), false, 'false is not read');
  });
});

describe('fields to read: selecting', () => {
  it('selects an optional field: the patch sends the read object whole, every held member kept', () => {
    const d = draftOf();
    d.readFields('contact').select(['phone'], true);
    const {updateMask, installation} = d.buildPatch();
    assert.deepEqual(updateMask, ['config.content.read.objects.contact']);
    assert.deepEqual(installation.config!.content!.read!.objects!.contact, {
      ...heldContact,
      selectedFields: {id: true, fax: true, legacy: false, phone: true},
    });
    assert.equal(d.changeList().length, 1);
  });

  it('unselects a held field as false, a new one leaves no entry; back to held is clean', () => {
    const d = draftOf();
    const contact = d.readFields('contact');
    contact.select(['fax'], false);
    assert.deepEqual(d.readObject('contact').get()!.selectedFields, {id: true, fax: false, legacy: false});
    assert.equal(contact.isRead('fax'), false);
    contact.select(['fax'], true);
    assert.equal(d.isDirty, false);
    contact.select(['phone'], true);
    contact.select(['phone'], false);
    assert.equal(d.isDirty, false);
    assert.deepEqual(d.buildPatch().updateMask, []);
  });

  it('refuses a field the object does not have, or one the manifest does not offer', () => {
    const d = draftOf();
    const contact = d.readFields('contact');
    let e = refused(() => contact.select(['owner'], true));
    assert.equal(e.issues[0]!.code, 'not_offered');
    assert.equal(e.issues[0]!.path, 'read.objects.contact.selectedFields.owner');
    d.readObject('contact').setFields(meta(['id', 'email']));
    e = refused(() => contact.select(['phone'], true));
    assert.equal(e.issues[0]!.code, 'unknown_field', 'phone is offered but the account lacks it');
    contact.select(['fax'], false).select(['fax'], true); // held: never refused
    e = refused(() => contact.select(['nope'], false));
    assert.equal(e.issues[0]!.code, 'unknown_field');
    assert.equal(d.isDirty, false);
  });

  it('refuses unselecting a required field', () => {
    const d = draftOf();
    const e = refused(() => d.readFields('contact').select(['id'], false));
    assert.equal(e.issues[0]!.code, 'required_field');
    assert.equal(d.isDirty, false);
  });

  it('a mapped field is read; unselecting it is refused until it is unmapped', () => {
    const d = draftOf();
    const contact = d.readFields('contact');
    d.readObject('contact').setFieldMapping('firstName', 'phone');
    assert.equal(contact.isRead('phone'), true);
    const e = refused(() => contact.select(['phone'], false));
    assert.equal(e.issues[0]!.code, 'mapped_field');
    assert.deepEqual(e.issues[0]!.params, {field: 'phone', target: 'firstName'});
    d.readObject('contact').removeFieldMapping('firstName');
    assert.equal(contact.isRead('phone'), false, 'unmapped, and never selected');
  });

  it('any field of an object with optionalFieldsAuto: all, as its metadata lists them', () => {
    const d = draftOf();
    const deal = d.readFields('deal');
    d.readObject('deal').setFields(meta(['id', 'amount', 'stage']));
    deal.select(['amount', 'stage'], true);
    assert.deepEqual(deal.selected, {id: true, amount: true, stage: true});
    assert.equal(refused(() => deal.select(['nope'], true)).issues[0]!.code, 'unknown_field');
  });

  it('select all and none as one change and one undo step; nothing changes when one is refused', () => {
    const d = draftOf();
    const deal = d.readFields('deal');
    const names = Array.from({length: 5000}, (_, i) => `f${i}`);
    d.readObject('deal').setFields(meta(['id', ...names]));
    let changes = 0;
    d.addEventListener('change', () => changes++);
    deal.select(names, true);
    assert.equal(changes, 1);
    assert.equal(Object.keys(deal.selected).length, 5001);
    deal.select(names, false);
    assert.equal(d.isDirty, false);
    assert.equal(refused(() => deal.select(['f1', 'id'], false)).issues[0]!.code, 'required_field');
    d.undo();
    assert.equal(Object.keys(deal.selected).length, 5001);
  });

  it('an object not read yet: selecting asks to start reading it first', () => {
    const d = draftOf({contact: heldContact});
    assert.equal(refused(() => d.readFields('deal').select(['id'], true)).issues[0]!.code, 'not_read');
    d.readObject('deal').startReading();
    d.readFields('deal').select(['amount'], true);
    assert.deepEqual(d.readFields('deal').selected, {amount: true});
  });
});

describe('fields to read: selectedFieldsAuto', () => {
  it('switches on where the manifest allows it, and every field is then read', () => {
    const d = draftOf();
    const deal = d.readFields('deal');
    deal.setAuto(true);
    assert.equal(deal.auto, true);
    assert.equal(deal.isRead('anything'), true);
    assert.equal(deal.fixedReason('anything'), 'auto');
    assert.deepEqual(d.buildPatch().installation.config!.content!.read!.objects!.deal, {
      ...heldDeal,
      selectedFieldsAuto: 'all',
    });
    deal.setAuto(false);
    assert.equal(d.isDirty, false);
  });

  it('is refused where the manifest does not allow it, unless the server holds it on', () => {
    const d = draftOf();
    const e = refused(() => d.readFields('contact').setAuto(true));
    assert.equal(e.issues[0]!.code, 'auto_not_allowed');
    assert.equal(e.issues[0]!.path, 'read.objects.contact.selectedFieldsAuto');
    const held = draftOf({contact: {...heldContact, selectedFieldsAuto: 'all'}});
    held.readFields('contact').setAuto(false).setAuto(true);
    assert.equal(held.isDirty, false);
  });
});

describe('the shared rule (emulator and draft)', () => {
  it('checks only what differs from what the server holds', () => {
    const offer = readFieldsOffer((manifest.read as {objects: unknown[]}).objects[0]);
    const has = (f: string) => ['id', 'phone'].includes(f);
    const held = {selectedFields: {gone: true}};
    assert.deepEqual(readFieldIssues({selectedFields: {gone: true, phone: true}}, held, has, offer), []);
    assert.deepEqual(
      readFieldIssues({selectedFields: {fax: true}}, held, has, offer).map((i) => i.code),
      ['unknown_field'],
    );
  });
});
