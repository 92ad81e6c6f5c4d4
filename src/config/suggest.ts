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
const key = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[\s_\-.]+/g, '');

/**
 * One suggestion per unmapped target, in target order: the manifest's default when the object has
 * that field, else a field with the same API name, else one with the same label. A target that
 * carries a `valueType` (host-given) only takes a field of that type. A provider field already
 * mapped, or suggested for an earlier target, is not suggested again.
 */
export function suggestMappings(
  targets: readonly MappingTarget[],
  fields: readonly FieldMetadata[],
  mapped: Readonly<Record<string, string>>,
): MappingSuggestion[] {
  const used = new Set(Object.values(mapped));
  const byName = new Map<string, FieldMetadata>();
  const byKey = new Map<string, FieldMetadata[]>();
  const byLabel = new Map<string, FieldMetadata[]>();
  const push = (m: Map<string, FieldMetadata[]>, k: string, f: FieldMetadata) => {
    if (!k) return;
    const list = m.get(k);
    if (list) list.push(f);
    else m.set(k, [f]);
  };
  for (const f of fields) {
    byName.set(f.fieldName, f);
    push(byKey, key(f.fieldName), f);
    push(byLabel, key(f.displayName), f);
  }
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
    const named = byKey.get(key(t.mapToName));
    const labelled = byLabel.get(key(t.mapToDisplayName ?? t.mapToName));
    void (
      (t.default && pick(byName.get(t.default), 'default')) ||
      pick(byName.get(t.mapToName), 'name') ||
      (named?.length === 1 && pick(named[0], 'name')) ||
      (labelled?.length === 1 && pick(labelled[0], 'label'))
    );
  }
  return out;
}
