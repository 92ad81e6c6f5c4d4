// Suggested read mappings: for each target still unmapped, the provider field it most likely means.
// Plain data in, plain data out; nothing is saved until the customer accepts a suggestion.
import type {MappingTarget} from '../contract/read-mappings.ts';
import type {FieldMetadata} from '../contract/schemas.ts';

/** Why a field is suggested: the manifest's default, the same API name, or the same label. */
export type SuggestionReason = 'default' | 'name' | 'label';

export interface MappingSuggestion {
  /** The target's `mapToName`. */
  target: string;
  /** The provider field's name. */
  field: string;
  reason: SuggestionReason;
}

/** Case, spaces, `_` and `-` do not make names differ: `firstName`, `first_name`, `First name`. */
export const looseKey = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[\s_\-.]+/g, '');
const key = looseKey;

/** The provider's fields indexed for suggestions (indexFields): build it once per field list. */
export interface FieldIndex {
  byName: ReadonlyMap<string, FieldMetadata>;
  /** By loose API name, then by loose label: the one field that has it, null when several do. */
  byKey: ReadonlyMap<string, FieldMetadata | null>;
  byLabel: ReadonlyMap<string, FieldMetadata | null>;
  /** Targets' names and labels made loose (key), kept with the index: every render asks again. */
  looseKeys: Map<string, string>;
}

/**
 * The fields by API name, by loose API name and by loose label. An editor keeps it with its field
 * list: indexing 50,000 fields on every render cost milliseconds per edit.
 */
export function indexFields(fields: readonly FieldMetadata[]): FieldIndex {
  const byName = new Map<string, FieldMetadata>();
  const byKey = new Map<string, FieldMetadata | null>();
  const byLabel = new Map<string, FieldMetadata | null>();
  // one field per key, null once a second has it: a key shared by several fields is no hint
  const add = (m: Map<string, FieldMetadata | null>, k: string, f: FieldMetadata) => {
    if (k) m.set(k, m.has(k) ? null : f);
  };
  for (const f of fields) {
    byName.set(f.fieldName, f);
    add(byKey, key(f.fieldName), f);
    add(byLabel, key(f.displayName), f);
  }
  return {byName, byKey, byLabel, looseKeys: new Map()};
}

const isIndex = (f: readonly FieldMetadata[] | FieldIndex): f is FieldIndex => !Array.isArray(f);

/**
 * One suggestion per unmapped target, in target order: the manifest's default when the object has
 * that field, else a field with the same API name, else one with the same label. A target that
 * carries a `valueType` (host-given) only takes a field of that type. A provider field already
 * mapped, or suggested for an earlier target, is not suggested again. `fields`: the list, or its
 * index (indexFields) when asked again and again for the same list.
 */
export function suggestMappings(
  targets: readonly MappingTarget[],
  fields: readonly FieldMetadata[] | FieldIndex,
  mapped: Readonly<Record<string, string>>,
): MappingSuggestion[] {
  const used = new Set(Object.values(mapped));
  const {byName, byKey, byLabel, looseKeys} = isIndex(fields) ? fields : indexFields(fields);
  const loose = (s: string) => {
    let k = looseKeys.get(s);
    if (k === undefined) looseKeys.set(s, (k = key(s)));
    return k;
  };
  const out: MappingSuggestion[] = [];
  for (const t of targets) {
    if (Object.hasOwn(mapped, t.mapToName)) continue;
    const fits = (f: FieldMetadata | undefined): f is FieldMetadata =>
      !!f && !used.has(f.fieldName) && (!t.valueType || f.valueType === t.valueType);
    const pick = (field: FieldMetadata | undefined, reason: SuggestionReason) => {
      if (!fits(field)) return false;
      used.add(field.fieldName);
      out.push({target: t.mapToName, field: field.fieldName, reason});
      return true;
    };
    // exact API name before a looser spelling of it; a label shared by several fields is no hint
    void (
      (t.default && pick(byName.get(t.default), 'default')) ||
      pick(byName.get(t.mapToName), 'name') ||
      pick(byKey.get(loose(t.mapToName)) ?? undefined, 'name') ||
      pick(byLabel.get(loose(t.mapToDisplayName ?? t.mapToName)) ?? undefined, 'label')
    );
  }
  return out;
}
