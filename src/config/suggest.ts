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
  list: readonly FieldMetadata[];
  byName: ReadonlyMap<string, FieldMetadata>;
  /** By loose label: the one field that has it, null when several do. */
  byLabel: ReadonlyMap<string, FieldMetadata | null>;
  /** Each target list's candidates (candidatesOf), kept with the index: every render asks again. */
  candidates: WeakMap<readonly MappingTarget[], readonly Candidate[][]>;
}

/** A field a target could be mapped to, and why; a target's candidates are in the order they win. */
type Candidate = readonly [field: FieldMetadata, reason: SuggestionReason];

/**
 * The fields by API name and by loose label. An editor keeps it with its field list: indexing
 * 50,000 fields on every render cost milliseconds per edit.
 */
export function indexFields(fields: readonly FieldMetadata[]): FieldIndex {
  const byName = new Map<string, FieldMetadata>();
  const byLabel = new Map<string, FieldMetadata | null>();
  for (const f of fields) {
    byName.set(f.fieldName, f);
    addUnique(byLabel, key(f.displayName), f);
  }
  return {list: fields, byName, byLabel, candidates: new WeakMap()};
}

/** One field per key, null once a second has it: a key shared by several fields is no hint. */
function addUnique(m: Map<string, FieldMetadata | null>, k: string, f: FieldMetadata): void {
  if (k) m.set(k, m.has(k) ? null : f);
}

/**
 * The fields whose loose API name is one of `wanted`, as in addUnique. Only the targets' names are
 * looked up, so no map of every field's loose name is made: at 5,000 fields one cost a new list's
 * first render about a millisecond and a half.
 */
function byLooseName(fields: readonly FieldMetadata[], wanted: ReadonlySet<string>) {
  const found = new Map<string, FieldMetadata | null>();
  for (const f of fields) {
    const k = key(f.fieldName);
    if (wanted.has(k)) addUnique(found, k, f);
  }
  return found;
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
  const candidates = candidatesOf(targets, isIndex(fields) ? fields : indexFields(fields));
  const out: MappingSuggestion[] = [];
  targets.forEach((t, i) => {
    if (Object.hasOwn(mapped, t.mapToName)) return;
    const pick = candidates[i]!.find(([field]) => !used.has(field.fieldName));
    if (!pick) return;
    used.add(pick[0].fieldName);
    out.push({target: t.mapToName, field: pick[0].fieldName, reason: pick[1]});
  });
  return out;
}

/**
 * Each target's candidates, in the order they win: the manifest's default, a field with the same
 * API name, then the same name spelt loosely, then the same label (a key or label several fields
 * share is no hint); only fields of the target's `valueType` when it has one. They depend on the
 * targets and the fields alone, so an index keeps them per target list: what is mapped already
 * is left to suggestMappings.
 */
function candidatesOf(targets: readonly MappingTarget[], index: FieldIndex): readonly Candidate[][] {
  let list = index.candidates.get(targets);
  if (list) return list;
  const {byName, byLabel} = index;
  const names = targets.map((t) => key(t.mapToName));
  const byKey = byLooseName(index.list, new Set(names));
  list = targets.map((t, i) => {
    const out: Candidate[] = [];
    const add = (field: FieldMetadata | null | undefined, reason: SuggestionReason) => {
      if (field && (!t.valueType || field.valueType === t.valueType)) out.push([field, reason]);
    };
    if (t.default) add(byName.get(t.default), 'default');
    add(byName.get(t.mapToName), 'name');
    add(byKey.get(names[i]!), 'name');
    add(byLabel.get(key(t.mapToDisplayName ?? t.mapToName)), 'label');
    return out;
  });
  index.candidates.set(targets, list);
  return list;
}
