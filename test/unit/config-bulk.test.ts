// Bulk presets (src/config/bulk.ts): what the customer's "apply to all selected" does to the
// draft: one change, one undo, and the same patch as the same edits made field by field.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {applyPreset, presetSettings, type WritePreset} from '../../src/config/bulk.ts';
import type {FieldMetadata} from '../../src/contract/schemas.ts';
import {countChanges, installationWith} from './config-helpers.ts';

const FIELDS: FieldMetadata[] = Array.from({length: 1000}, (_, i) => ({
  fieldName: `field_${i}`,
  displayName: `Field ${i}`,
  valueType: i % 2 ? 'string' : 'int',
}));

/** Every third field holds settings already; field_1 has a default worth keeping. */
const base = () =>
  installationWith({
    write: {
      objects: {
        contact: {
          objectName: 'contact',
          selectedFieldSettings: Object.fromEntries(
            FIELDS.filter((_, i) => i % 3 === 0).map((f) => [f.fieldName, {writeOnCreate: 'never'}]),
          ),
        },
      },
    },
  });

/** The same preset made one field at a time, as a customer would without bulk edits. */
function oneByOne(preset: WritePreset): ConfigDraft {
  const draft = ConfigDraft.from(base());
  const object = draft.writeObject('contact');
  for (const f of FIELDS)
    object.setFieldSettings(f.fieldName, presetSettings(preset, object.getFieldSettings(f.fieldName)));
  return draft;
}

describe('applyPreset()', () => {
  for (const preset of ['ifEmpty', 'createOnly', 'default'] as const) {
    it(`${preset} over 1,000 selected fields: one change, one undo, the per-field patch`, () => {
      const draft = ConfigDraft.from(base());
      const events = countChanges(draft);
      const result = applyPreset(draft, 'contact', FIELDS, preset);
      assert.equal(events.count, 1, 'one change event');
      assert.deepEqual(draft.buildPatch(), oneByOne(preset).buildPatch());
      assert.equal(result.changed.length, preset === 'default' ? 334 : 1000);
      assert.deepEqual(result.skipped, []);
      assert.equal(draft.undo(), true);
      assert.equal(draft.isDirty, false, 'one undo takes the whole preset back');
      assert.equal(draft.canUndo, false);
    });
  }

  it('keeps what else a field holds: a default stays when only the update rule changes', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('field_1', {default: {stringValue: 'n/a'}});
    applyPreset(draft, 'contact', FIELDS.slice(0, 2), 'ifEmpty');
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('field_1'), {
      default: {stringValue: 'n/a'},
      writeOnUpdate: 'ifEmpty',
    });
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('field_0'), {
      writeOnCreate: 'never',
      writeOnUpdate: 'ifEmpty',
    });
  });

  it('skips read-only fields and fields whose rules refuse it, and names them', () => {
    const draft = ConfigDraft.from(base());
    const fields: FieldMetadata[] = [
      {fieldName: 'id', valueType: 'string', readOnly: true},
      {fieldName: 'phone', valueType: 'string'},
    ];
    draft.writeObject('contact').setFields([...fields, {fieldName: 'email', valueType: 'string'}]);
    // a field the object does not have: the draft's rule table refuses it
    const result = applyPreset(draft, 'contact', [...fields, {fieldName: 'ghost'}], 'createOnly');
    assert.deepEqual(result, {changed: ['phone'], skipped: ['id', 'ghost']});
    assert.equal(draft.changeList().length, 1);
  });

  it('skips locked fields when the draft has locks', () => {
    const draft = Object.assign(ConfigDraft.from(base()), {
      isLocked: (_o: string, f: string) => f === 'field_2',
    });
    const result = applyPreset(draft, 'contact', FIELDS.slice(0, 4), 'ifEmpty');
    assert.deepEqual(result.skipped, ['field_2']);
    assert.equal(draft.writeObject('contact').getFieldSettings('field_2'), undefined);
  });

  it('changes nothing, and adds no undo step, when every field already has the preset', () => {
    const draft = ConfigDraft.from(base());
    const events = countChanges(draft);
    const result = applyPreset(draft, 'contact', FIELDS.slice(1, 3), 'default');
    assert.deepEqual(result, {changed: [], skipped: []});
    assert.equal(events.count, 0);
    assert.equal(draft.canUndo, false);
  });
});

describe('a transaction that edits one object many times', () => {
  it('back where the server has it: nothing to save, as without a transaction', () => {
    const draft = ConfigDraft.from(base());
    draft.transaction((d) => {
      const object = d.writeObject('contact');
      object.setFieldSettings('field_1', {writeOnUpdate: 'never'});
      object.setFieldSettings('field_2', {writeOnUpdate: 'never'});
      assert.equal(object.fieldSettings.field_2?.writeOnUpdate, 'never', 'reads see each edit at once');
      object.setFieldSettings('field_1', undefined);
      object.setFieldSettings('field_2', undefined);
    });
    assert.equal(draft.isDirty, false);
    assert.deepEqual(draft.buildPatch().updateMask, []);
  });

  it('a throw takes back the edits made in place, too', () => {
    const draft = ConfigDraft.from(base());
    assert.throws(() =>
      draft.transaction((d) => {
        d.writeObject('contact').setFieldSettings('field_1', {writeOnUpdate: 'never'});
        d.writeObject('contact').setFieldSettings('field_2', {writeOnUpdate: 'never'});
        throw new Error('host code failed');
      }),
    );
    assert.equal(draft.writeObject('contact').getFieldSettings('field_2'), undefined);
    draft.writeObject('contact').setFieldSettings('field_4', {writeOnUpdate: 'never'});
    assert.equal(draft.changeList().length, 1, 'a later edit starts from the rolled-back state');
  });
});
