// What a write sends to the provider: an object's write settings (spec §2.6 and the reference notes)
// applied to one record. The one definition of that rule: the emulator's fake provider stores what
// applyWriteSettings returns; the Preview view and previewWrite (write-preview.ts) show it with notes.
//
// The element bundle loads it in the preview's own chunk; its one runtime import (inherit-mapping.ts,
// which imports nothing) is in the entry anyway, for the draft's warnings.
import {inheritsMapping} from './inherit-mapping.ts';
import type {ConfigContent, DefaultValue, FieldMetadata, FieldSettings, WriteType} from './schemas.ts';

export interface WritePreviewOptions {
  /** `create` or `update` (spec §4.4). */
  type: WriteType;
  /**
   * The record as the provider holds it now, by provider field name: on `update`, an `ifEmpty`
   * field is written only when its current value here is empty. Unset: every current value empty.
   */
  current?: Readonly<Record<string, unknown>>;
  /**
   * The object's field metadata: with it a default goes out as the provider stores it (a float's
   * `"1.5"` as 1.5, a multiSelect's `"a;b"` as a list). Without it, as the config holds it.
   */
  fields?: Readonly<Record<string, FieldMetadata>>;
  /**
   * The integration's manifest (as `ConfigDraft.setManifest` takes it): its write object's
   * `inheritMapping` applies where the installation's write object has none.
   */
  manifest?: unknown;
}

/**
 * What happened to one provider field: `sent` (the record's value goes out), `default` (the
 * default fills a missing value), `never` (left out by writeOnCreate or writeOnUpdate `never`),
 * `ifEmpty` (left out on update: the record's current value is set).
 */
export type WriteFieldOutcome = 'sent' | 'default' | 'never' | 'ifEmpty';

export interface WriteFieldPreview {
  /** The provider field the value lands in. */
  field: string;
  /** The record's own name for it when inheritMapping renamed it (`emailAddress` for `email`). */
  from?: string;
  outcome: WriteFieldOutcome;
  /** What goes out (`sent`, `default`), or the record's value that was left out (absent: none). */
  value?: unknown;
}

export interface WritePreview {
  /** Exactly what goes to the provider, by provider field name (`id` as the record has it). */
  record: Record<string, unknown>;
  /** Each field the record or a default touches: the record's fields in order, then the defaults'. */
  fields: WriteFieldPreview[];
}

type Settings = Readonly<FieldSettings> | null | undefined;

/** `map[key]` when it is the map's own member (a config from the server is untrusted JSON). */
const own = <T>(map: unknown, key: string): T | undefined =>
  typeof map === 'object' && map !== null && Object.hasOwn(map, key)
    ? (map as Record<string, T>)[key]
    : undefined;

/**
 * Sets an own data property. A key Object.prototype also has is defined: assigning `__proto__` would
 * set the prototype, and assigning `toString` fails where the prototype is frozen. Any other key is
 * assigned, several times cheaper than defining.
 */
const put = (o: Record<string, unknown>, key: string, value: unknown) => {
  if (Object.hasOwn(Object.prototype, key))
    Object.defineProperty(o, key, {value, enumerable: true, writable: true, configurable: true});
  else o[key] = value;
};

/** Whether a current value counts as empty for `ifEmpty` (and for a required field on create). */
export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A default as the provider stores it, by the field's type (the encodings of contract/field-rules.ts
 * read back): a float's numeral becomes a number, a multiSelect's `;`-joined text the list of its
 * options' values, a select option whose value is a number that number; everything else as given.
 */
export function writtenValue(d: Readonly<DefaultValue>, field?: FieldMetadata): unknown {
  const value = d.stringValue ?? d.integerValue ?? d.booleanValue;
  if (typeof value !== 'string' || !field) return value;
  const options = Array.isArray(field.values) ? field.values : [];
  const option = (text: string) => options.find((o) => o && String(o.value) === text)?.value;
  // the field rules let only a canonical numeral in; one held from elsewhere is still a number here
  if (field.valueType === 'float' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  if (field.valueType === 'multiSelect') return value.split(';').map((part) => option(part) ?? part);
  if (field.valueType === 'singleSelect') {
    const v = option(value);
    return typeof v === 'number' ? v : value;
  }
  return value;
}

/**
 * `record` as a write of `options.type` sends it for `objectName` under `content` (a config's
 * content): with inheritMapping (the installation's flag, else the manifest's: inheritsMapping)
 * each record field the read object maps is renamed to its provider field; then per field
 * setting, on create `writeOnCreate: never` leaves the field out (the record's value and the
 * default alike), a default fills a value the record lacks, and on update `writeOnUpdate: never`
 * leaves the field out and `ifEmpty` leaves it out when the current value is set. `id` is never renamed or touched.
 * `notes`, when given, receives what happened to each field (previewWrite's `fields`). Unchecked
 * input: previewWrite is the checked entry for hosts.
 */
export function applyWriteSettings(
  content: Readonly<ConfigContent> | undefined,
  objectName: string,
  record: Readonly<Record<string, unknown>>,
  options: WritePreviewOptions,
  notes?: Map<string, WriteFieldPreview>,
): Record<string, unknown> {
  const write = own<{inheritMapping?: unknown; selectedFieldSettings?: unknown}>(
    own(content?.write, 'objects'),
    objectName,
  );
  const mapping = inheritsMapping(write, options.manifest, objectName)
    ? own<unknown>(own(content?.read, 'objects'), objectName)
    : undefined;
  const renames = own<Record<string, unknown>>(mapping, 'selectedFieldMappings');
  const out: Record<string, unknown> = {};
  // for-in over own keys: the record's order, without Object.entries' arrays of pairs
  for (const k in record) {
    if (!Object.hasOwn(record, k)) continue;
    const to = k === 'id' ? undefined : own<unknown>(renames, k);
    const field = typeof to === 'string' ? to : k;
    put(out, field, record[k]);
    notes?.set(field, {field, ...(field !== k && {from: k}), outcome: 'sent', value: record[k]});
  }
  const settings = write?.selectedFieldSettings;
  if (typeof settings !== 'object' || settings === null) return out;
  const {type, current, fields} = options;
  for (const f in settings) {
    const s = own<Settings>(settings, f);
    if (f === 'id' || typeof s !== 'object' || s === null) continue;
    const note = notes?.get(f); // the record's value, if it had one
    // what is left out is the record's own value (`note`), never a default filled a moment before
    const leaveOut = (outcome: WriteFieldOutcome) => {
      delete out[f];
      notes?.set(f, note ? {...note, outcome} : {field: f, outcome});
    };
    // writeOnCreate never: a create writes nothing to the field, neither the record's value nor the
    // default (docs/real-service.md; the field rules keep it off required fields)
    const neverNow = type === 'create' && s.writeOnCreate === 'never';
    if (neverNow) leaveOut('never');
    const d = s.default;
    if (!neverNow && d && typeof d === 'object' && own(out, f) === undefined) {
      const value = writtenValue(d, own(fields, f));
      if (value !== undefined) {
        put(out, f, value);
        notes?.set(f, {field: f, outcome: 'default', value});
      }
    }
    if (type !== 'update') continue;
    if (s.writeOnUpdate === 'never') leaveOut('never');
    else if (s.writeOnUpdate === 'ifEmpty' && !isEmptyValue(own(current, f))) leaveOut('ifEmpty');
  }
  return out;
}

/** The write with what happened to each field (unchecked: previewWrite checks a host's input). */
export function notedWrite(
  content: Readonly<ConfigContent> | undefined,
  objectName: string,
  record: Readonly<Record<string, unknown>>,
  options: WritePreviewOptions,
): WritePreview {
  const notes = new Map<string, WriteFieldPreview>();
  const sent = applyWriteSettings(content, objectName, record, options, notes);
  return {record: sent, fields: [...notes.values()]};
}
