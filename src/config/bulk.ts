// Bulk edits of write settings: one preset applied to many fields of one write object, as one
// step of the draft (one `change` event, one undo()). Pure logic over the draft's public API; the
// bulk-edit toolbar of <field-settings-editor> is its only caller in the elements' bundle, so it
// travels in that toolbar's chunk; headless hosts import it from the package root (not from the
// headless config path).
import type {ConfigDraft} from './draft.ts';
import type {FieldMetadata, FieldSettings, FieldSettingsInput} from '../contract/schemas.ts';

/**
 * `ifEmpty`: fill only when empty (`writeOnUpdate: ifEmpty`); `createOnly`: set on create only
 * (`writeOnUpdate: never`); `default`: back to default behaviour (the settings removed).
 */
export type WritePreset = 'ifEmpty' | 'createOnly' | 'default';

/** What a preset did: the fields it changed, and those it left alone (and why). */
export interface PresetResult {
  changed: string[];
  /** Read-only or locked fields, and fields whose rules refuse the preset. */
  skipped: string[];
}

/** The settings `preset` gives a field that has `current`; undefined = default behaviour. */
export function presetSettings(preset: WritePreset, current?: FieldSettings): FieldSettingsInput | undefined {
  if (preset === 'default') return undefined;
  // a writeOnCreate the service holds that we do not know goes back as held (the draft checks only
  // what differs from the server), so the setter's literal type is asserted, not met
  return {...current, writeOnUpdate: preset === 'ifEmpty' ? 'ifEmpty' : 'never'} as FieldSettingsInput;
}

/**
 * Applies `preset` to `fields` of `objectName` in one transaction. Read-only and locked fields are
 * skipped, as are fields whose rules refuse the result (the draft's ValidationError), so one odd
 * field does not stop the other 999. Any other error rolls the whole step back.
 */
export function applyPreset(
  draft: ConfigDraft,
  objectName: string,
  fields: Iterable<FieldMetadata>,
  preset: WritePreset,
): PresetResult {
  const result: PresetResult = {changed: [], skipped: []};
  draft.transaction((d) => {
    const object = d.writeObject(objectName);
    for (const field of fields) {
      const name = field.fieldName;
      // getFieldSettings, not fieldSettings: the record is rebuilt after every edit of the object
      const current = object.getFieldSettings(name);
      if (field.readOnly || draft.isLocked(objectName, name)) {
        result.skipped.push(name);
        continue;
      }
      const next = presetSettings(preset, current);
      if (next === undefined ? current === undefined : current?.writeOnUpdate === next.writeOnUpdate)
        continue;
      try {
        object.setFieldSettings(name, next);
        result.changed.push(name);
      } catch (error) {
        // not imported as a class: this module rides in a chunk that must not share code with the entry
        if ((error as Error)?.name !== 'ValidationError') throw error;
        result.skipped.push(name);
      }
    }
  });
  return result;
}
