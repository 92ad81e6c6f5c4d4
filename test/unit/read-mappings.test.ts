// Read field mappings in the draft (issue 22): targets, set/remove/get, a read object created from
// the manifest, every held member kept, the rule against new duplicates and unknown fields, the
// required-target block and the cross-section warnings of validate(); and the suggestions.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {describeChanges} from '../../src/config/describe.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import {suggestMappings} from '../../src/config/suggest.ts';
import {mappingTargets} from '../../src/contract/read-mappings.ts';
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
        schedule: '*/15 * * * *',
        requiredFields: [
          {fieldName: 'id'},
          {mapToName: 'emailAddress', mapToDisplayName: 'Email address', prompt: 'Where is the email?'},
        ],
        optionalFields: [
          {mapToName: 'firstName', mapToDisplayName: 'First name'},
          {mapToName: 'score', mapToDisplayName: 'Score', default: 'lead_score'},
          {fieldName: 'owner_id', mapToName: 'ownerId'},
        ],
      },
      {objectName: 'company', destination: 'companiesWebhook', schedule: '0 * * * *'},
    ],
  },
  write: {objects: [{objectName: 'contact', inheritMapping: true}]},
} as unknown as ManifestIntegration;

const field = (fieldName: string, displayName: string, valueType = 'string'): FieldMetadata => ({
  fieldName,
  displayName,
  valueType,
});
const fields = [
  field('email', 'Email address'),
  field('first_name', 'First Name'),
  field('lead_score', 'Lead score', 'float'),
  field('phone', 'Phone'),
  field('age', 'Age', 'int'),
];

const heldContact = {
  objectName: 'contact',
  destination: 'contactsWebhook',
  schedule: '*/5 * * * *',
  selectedFields: {phone: true},
  selectedFieldMappings: {emailAddress: 'email'},
  backfill: {defaultPeriod: {days: 30}},
  futureMember: {kept: [1, 2]},
};

function draftOf(
  read: Record<string, unknown> = {contact: heldContact},
  write: Record<string, unknown> = {},
) {
  const d = ConfigDraft.from(installationWith({read: {objects: read}, write: {objects: write}}));
  d.setManifest(manifest);
  return d;
}

function rejected(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ValidationError, `expected a ValidationError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a ValidationError');
}

describe('read mapping targets', () => {
  it('are the manifest mapping fields, the stored input and the host entries; fixed ones are not shown', () => {
    const targets = mappingTargets(
      manifest.read && (manifest.read as {objects: unknown[]}).objects[0],
      [{mapToName: 'firstName', mapToDisplayName: 'Stored label'}, {mapToName: 'nickname'}],
      [
        {mapToName: 'nickname'},
        {mapToName: 'age', valueType: 'int'},
        {mapToName: 'region', fieldName: 'geo'},
      ],
    );
    assert.deepEqual(
      targets.map((t) => [t.mapToName, t.required, t.source]),
      [
        ['emailAddress', true, 'manifest'],
        ['firstName', false, 'manifest'],
        ['score', false, 'manifest'],
        ['nickname', false, 'stored'],
        ['age', false, 'host'],
      ],
    );
    assert.equal(targets[1]!.mapToDisplayName, 'First name', 'the manifest entry wins');
    assert.equal(targets[0]!.prompt, 'Where is the email?');
    assert.equal(targets[4]!.valueType, 'int');
  });

  it('come from the draft: manifest, stored input and setTargets', () => {
    const d = draftOf({contact: {...heldContact, dynamicMappingsInput: [{mapToName: 'nickname'}]}});
    d.readObject('contact').setTargets([{mapToName: 'age', valueType: 'int'}]);
    assert.deepEqual(
      d.readObject('contact').targets.map((t) => t.mapToName),
      ['emailAddress', 'firstName', 'score', 'nickname', 'age'],
    );
  });

  it('are made again only when what they come from changes, not on a mapping edit', () => {
    const d = draftOf({contact: heldContact});
    const before = d.readObject('contact').targets;
    d.readObject('contact').setFieldMapping('firstName', 'first_name');
    assert.equal(
      d.readObject('contact').targets,
      before,
      'a mapping edit keeps the list (every render asks)',
    );
    d.readObject('contact').setTargets([{mapToName: 'age'}]);
    const withHost = d.readObject('contact').targets;
    assert.deepEqual(
      withHost.map((t) => t.mapToName),
      ['emailAddress', 'firstName', 'score', 'age'],
    );
    d.setManifest({...manifest, read: {objects: []}} as never);
    assert.deepEqual(
      d.readObject('contact').targets.map((t) => t.mapToName),
      ['age'],
      'a new manifest without the object leaves the host target only',
    );
  });
});

describe('draft.readObject(name) field mappings', () => {
  it('set, get and remove a mapping; the patch sends the whole object with every held member', () => {
    const d = draftOf();
    const contact = d.readObject('contact');
    assert.equal(contact.getFieldMapping('emailAddress'), 'email');
    contact.setFieldMapping('firstName', 'first_name');
    assert.equal(contact.getFieldMapping('firstName'), 'first_name');
    const patch = d.buildPatch();
    assert.deepEqual(patch.updateMask, ['config.content.read.objects.contact']);
    assert.deepEqual(patch.installation.config?.content?.read?.objects?.contact, {
      ...heldContact,
      selectedFieldMappings: {emailAddress: 'email', firstName: 'first_name'},
    });
    contact.removeFieldMapping('firstName');
    assert.equal(contact.getFieldMapping('firstName'), undefined);
    assert.equal(d.isDirty, false, 'back to what the server holds');
  });

  it('setFieldMapping(target, undefined) removes it; a required target then blocks the save', () => {
    const d = draftOf();
    d.readObject('contact').setFieldMapping('emailAddress', undefined);
    const issues = d.validate().filter((i) => !i.severity);
    assert.deepEqual(
      issues.map((i) => [i.path, i.code]),
      [['read.objects.contact.selectedFieldMappings.emailAddress', 'required']],
    );
    assert.throws(() => d.buildPatch(), /emailAddress is required/);
  });

  it('an unmapped required target blocks only a save that includes its read object', () => {
    const d = draftOf({contact: {...heldContact, selectedFieldMappings: {}}});
    d.writeObject('company').enable();
    assert.deepEqual(d.buildPatch().updateMask, ['config.content.write.objects.company']);
    d.readObject('contact').setFieldMapping('firstName', 'first_name');
    assert.throws(() => d.buildPatch(), ValidationError);
  });

  it('a mapping edit never starts reading: an unheld read object is refused, nothing created', () => {
    const d = draftOf({});
    const err = rejected(() => d.readObject('contact').setFieldMapping('emailAddress', 'email'));
    assert.deepEqual(
      err.issues.map((i) => [i.path, i.code]),
      [['read.objects.contact', 'not_read']],
    );
    assert.equal(d.readObject('contact').isReading, false);
    assert.equal(d.isDirty, false);
    assert.deepEqual(d.buildPatch().updateMask, []);
  });

  it("startReading() adds the object from the manifest's entry; then a mapping edit maps it", () => {
    const d = draftOf({});
    d.readObject('contact').startReading();
    assert.equal(d.readObject('contact').isReading, true);
    assert.deepEqual(
      d.changeList().map((c) => c.path),
      ['read.objects.contact'],
    );
    assert.deepEqual(describeChanges(d), ['contact: start reading']);
    d.readObject('contact').setFieldMapping('emailAddress', 'email');
    assert.deepEqual(d.buildPatch().installation.config?.content?.read?.objects?.contact, {
      objectName: 'contact',
      destination: 'contactsWebhook',
      schedule: '*/15 * * * *',
      selectedFields: {},
      selectedFieldMappings: {emailAddress: 'email'},
    });
    assert.deepEqual(describeChanges(d), [
      'contact: start reading',
      'contact: read mapping Email address → email',
    ]);
    // a held object is left as it is; undoing the start drops it again
    const held = draftOf();
    held.readObject('contact').startReading();
    assert.equal(held.isDirty, false);
    d.readObject('contact').remove();
    assert.equal(d.isDirty, false);
  });

  it('startReading() refuses an object the manifest does not read, naming it', () => {
    const err = rejected(() => draftOf({}).readObject('ticket').startReading());
    assert.equal(err.issues[0]!.path, 'read.objects.ticket');
  });

  it('host targets are saved into dynamicMappingsInput with the published members only', () => {
    const d = draftOf();
    d.readObject('contact').setTargets([
      {mapToName: 'age', mapToDisplayName: 'Age', valueType: 'int'},
      {mapToName: 'region', fieldName: 'geo'},
    ]);
    assert.equal(d.isDirty, false, 'giving targets is not an edit');
    d.readObject('contact').setFieldMapping('age', 'age');
    assert.deepEqual(
      d.buildPatch().installation.config?.content?.read?.objects?.contact?.dynamicMappingsInput,
      [
        {mapToName: 'age', mapToDisplayName: 'Age'},
        {mapToName: 'region', fieldName: 'geo'},
      ],
    );
  });

  it('refuses a provider field already mapped to another target, and changes nothing', () => {
    const d = draftOf();
    const err = rejected(() => d.readObject('contact').setFieldMapping('firstName', 'email'));
    assert.equal(err.issues[0]!.path, 'read.objects.contact.selectedFieldMappings.firstName');
    assert.equal(err.issues[0]!.code, 'duplicate_mapping');
    assert.match(err.message, /email is already mapped to emailAddress/);
    assert.equal(d.isDirty, false);
  });

  it('refuses a field the object does not have once fields are known; a held one is kept', () => {
    const d = draftOf({contact: {...heldContact, selectedFieldMappings: {emailAddress: 'gone_field'}}});
    d.readObject('contact').setFields(fields);
    const err = rejected(() => d.readObject('contact').setFieldMapping('firstName', 'nope'));
    assert.equal(err.issues[0]!.code, 'unknown_field');
    // the held mapping to a vanished field stays, and saving another mapping is not blocked by it
    d.readObject('contact').setFieldMapping('firstName', 'first_name');
    assert.equal(
      d.buildPatch().installation.config?.content?.read?.objects?.contact?.selectedFieldMappings
        ?.emailAddress,
      'gone_field',
    );
    const warning = d.validate().find((i) => i.code === 'missing_field');
    assert.equal(warning?.severity, 'warning');
    assert.equal(warning?.path, 'read.objects.contact.selectedFieldMappings.emailAddress');
  });

  it('refuses a bad target or provider field with a typed error', () => {
    const d = draftOf();
    rejected(() => d.readObject('contact').setFieldMapping('', 'email'));
    rejected(() => d.readObject('contact').setFieldMapping('firstName', 42 as never));
    rejected(() => d.readObject('contact').setFieldMapping('firstName', ''));
  });
});

describe('draft.validate() cross-section warnings', () => {
  it('an object inheriting the read mapping writes a field no mapping reaches', () => {
    const d = draftOf(
      {contact: heldContact},
      {
        contact: {
          objectName: 'contact',
          inheritMapping: true,
          selectedFieldSettings: {
            phone: {writeOnUpdate: 'never'},
            email: {writeOnUpdate: 'never'},
            age: {default: {integerValue: 1}},
          },
        },
      },
    );
    const warnings = d.validate().filter((i) => i.severity === 'warning');
    assert.deepEqual(
      warnings.map((i) => [i.path, i.code]),
      [['write.objects.contact.selectedFieldSettings.phone', 'unmapped_write']],
    );
    assert.doesNotThrow(() => d.buildPatch(), 'warnings do not block a save');
  });

  it('a written object or a mapped target the manifest no longer lists', () => {
    const d = draftOf(
      {contact: {...heldContact, selectedFieldMappings: {emailAddress: 'email', oldTarget: 'phone'}}},
      {deal: {objectName: 'deal'}},
    );
    const warnings = d.validate().filter((i) => i.severity === 'warning');
    assert.deepEqual(
      warnings.map((i) => [i.path, i.code]),
      [
        ['write.objects.deal', 'not_in_manifest'],
        ['read.objects.contact.selectedFieldMappings.oldTarget', 'not_in_manifest'],
      ],
    );
  });
});

describe('suggestMappings', () => {
  const targets = mappingTargets((manifest.read as {objects: unknown[]}).objects[0], undefined, [
    {mapToName: 'phone', valueType: 'int'},
    {mapToName: 'Age', valueType: 'int'},
  ]);

  it('suggests the manifest default, then the same name, then the same label, each with its reason', () => {
    assert.deepEqual(suggestMappings(targets, fields, {}), [
      {target: 'emailAddress', field: 'email', reason: 'label'},
      {target: 'firstName', field: 'first_name', reason: 'name'},
      {target: 'score', field: 'lead_score', reason: 'default'},
      {target: 'Age', field: 'age', reason: 'name'},
    ]);
  });

  it('skips mapped targets and provider fields already mapped; a typed host target takes only its type', () => {
    const got = suggestMappings(targets, fields, {emailAddress: 'first_name'});
    assert.deepEqual(
      got.map((s) => s.target),
      ['score', 'Age'],
      'phone is a string, not an int',
    );
  });

  it('suggests a field by its name spelt loosely, unless two fields share that spelling', () => {
    const target = mappingTargets(undefined, undefined, [
      {mapToName: 'firstName', mapToDisplayName: 'Given name'},
    ]);
    const one = [field('first_name', 'Vorname'), field('email', 'Email')];
    assert.deepEqual(suggestMappings(target, one, {}), [
      {target: 'firstName', field: 'first_name', reason: 'name'},
    ]);
    const twins = [...one, field('First-Name', 'Rufname')];
    assert.deepEqual(suggestMappings(target, twins, {}), []);
  });

  it('gives no label suggestion when two fields share the label', () => {
    const twins = [field('mail_1', 'Email address'), field('mail_2', 'Email address')];
    assert.deepEqual(suggestMappings(targets.slice(0, 1), twins, {}), []);
  });
});
