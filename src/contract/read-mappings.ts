// Read field mappings (spec 2.5 `selectedFieldMappings`: the builder's field -> the customer's
// provider field): which targets an object has, and the rule a new mapping must keep. One
// definition, used by the draft, the elements and the emulator.
import type {ValidationIssue} from './errors.ts';
import {defineOwn, isRecord, ownMember} from './object.ts';

/**
 * A builder's field to map, in the published `dynamicMappingsInput` entry shape. `fieldName` fixes
 * the provider field (the customer is not asked); `valueType`, when a host gives it, narrows the
 * suggestions to provider fields of that type (it is not saved).
 */
export interface MappingInput {
  mapToName: string;
  mapToDisplayName?: string;
  prompt?: string;
  mappedValues?: ReadonlyArray<{mappedValue: string; mappedDisplayValue: string}>;
  fieldName?: string;
  valueType?: string;
}

/** Host-given targets, grouped by object name (`mappings` on <install-config>). */
export type MappingInputs = Readonly<Record<string, readonly MappingInput[]>>;

/** One target the customer maps: the union of the manifest, the stored input and the host's. */
export interface MappingTarget {
  mapToName: string;
  mapToDisplayName?: string;
  prompt?: string;
  /** The manifest's suggested provider field. */
  default?: string;
  /** From the manifest's `requiredFields`: a save of the object needs it mapped. */
  required: boolean;
  valueType?: string;
  /** Where it came from first: the manifest, the read object's stored `dynamicMappingsInput`, or the host. */
  source: 'manifest' | 'stored' | 'host';
}

/** The members of a `dynamicMappingsInput` entry the service stores (valueType is ours). */
const SAVED_MEMBERS = ['mapToName', 'mapToDisplayName', 'prompt', 'mappedValues', 'fieldName'] as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A read object's `selectedFieldMappings`: its string entries (a fresh copy; `{}` when absent). */
export function mappingsOf(readObject: unknown): Record<string, string> {
  const m = ownMember(readObject, 'selectedFieldMappings');
  const out: Record<string, string> = {};
  if (isRecord(m)) for (const k of Object.keys(m)) if (typeof m[k] === 'string') defineOwn(out, k, m[k]);
  return out;
}

/**
 * The targets a read object maps, without those cleared: `""` means unmapped, as production stores
 * a cleared mapping (and the service's own client saves one); it never satisfies a target.
 */
export function activeMappings(readObject: unknown): Record<string, string> {
  const out = mappingsOf(readObject);
  for (const k of Object.keys(out)) if (out[k] === '') delete out[k];
  return out;
}

/** A manifest integration's read object entry (published manifest format), when it lists `name`. */
export function manifestReadObject(manifest: unknown, name: string): Record<string, unknown> | undefined {
  const objects = ownMember(ownMember(manifest, 'read'), 'objects');
  if (!Array.isArray(objects)) return undefined;
  return objects.find((o) => isRecord(o) && o.objectName === name) as Record<string, unknown> | undefined;
}

/** The names of the read objects a manifest integration lists. */
export function manifestReadNames(manifest: unknown): string[] {
  const objects = ownMember(ownMember(manifest, 'read'), 'objects');
  if (!Array.isArray(objects)) return [];
  return objects.flatMap((o) => (isRecord(o) && str(o.objectName) ? [o.objectName as string] : []));
}

/**
 * The targets of one read object: the manifest's mapping fields (required first as listed), then
 * the stored `dynamicMappingsInput`, then the host's entries; the first entry of a name wins, and
 * entries with a `fieldName` are fixed, so not shown.
 */
export function mappingTargets(
  manifestObject: unknown,
  stored: unknown,
  host: readonly MappingInput[] | undefined,
): MappingTarget[] {
  const out = new Map<string, MappingTarget>();
  const fixed = new Set<string>();
  const add = (entry: unknown, source: MappingTarget['source'], required: boolean) => {
    if (!isRecord(entry)) return;
    const name = str(entry.mapToName);
    if (!name || out.has(name) || fixed.has(name)) return;
    // an "existent" field (fieldName given) is mapped by the builder, not by the customer
    if (str(entry.fieldName)) return void fixed.add(name);
    const t: MappingTarget = {mapToName: name, required, source};
    for (const k of ['mapToDisplayName', 'prompt', 'default', 'valueType'] as const) {
      const v = str(entry[k]);
      if (v) t[k] = v;
    }
    out.set(name, t);
  };
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const m = isRecord(manifestObject) ? manifestObject : {};
  for (const e of list(m.requiredFields)) add(e, 'manifest', true);
  for (const e of list(m.optionalFields)) add(e, 'manifest', false);
  for (const e of list(stored)) add(e, 'stored', false);
  for (const e of host ?? []) add(e, 'host', false);
  return [...out.values()];
}

/**
 * `stored` (a read object's `dynamicMappingsInput`) with the host's entries it lacks added, as the
 * service's own library saves them: the published members only. The same array when nothing is new.
 */
export function withHostInputs(stored: unknown, host: readonly MappingInput[] | undefined): unknown {
  if (!host?.length) return stored;
  const list = Array.isArray(stored) ? stored : [];
  const have = new Set(list.map((e) => ownMember(e, 'mapToName')));
  const added: Record<string, unknown>[] = [];
  for (const e of host) {
    if (!isRecord(e) || !str(e.mapToName) || have.has(e.mapToName)) continue;
    have.add(e.mapToName);
    const saved: Record<string, unknown> = {};
    for (const k of SAVED_MEMBERS) if (e[k] !== undefined) saved[k] = structuredClone(e[k]);
    added.push(saved);
  }
  return added.length ? [...list, ...added] : stored;
}

/**
 * What a new read mapping must not do (our rule: the spec's map allows it, but a customer never
 * means it): map a target to a provider field the object does not have, or two targets to one
 * provider field. Only mappings that differ from `held` are checked, so what the server holds is
 * never refused. `fields` undefined: the object's fields are unknown (no existence check). Paths
 * are relative to the read object (`selectedFieldMappings.<target>`).
 */
export function mappingIssues(
  next: Readonly<Record<string, unknown>>,
  held: Readonly<Record<string, unknown>> | undefined,
  fields: ((fieldName: string) => boolean) | undefined,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const byField = new Map<string, string[]>();
  for (const target of Object.keys(next)) {
    const field = next[target];
    if (typeof field !== 'string' || field === '') continue; // the schema names it; "" is unmapped
    const list = byField.get(field);
    if (list) list.push(target);
    else byField.set(field, [target]);
  }
  for (const target of Object.keys(next)) {
    const field = next[target];
    if (typeof field !== 'string' || field === '' || ownMember(held, target) === field) continue;
    const path = `selectedFieldMappings.${target}`;
    if (fields && !fields(field)) {
      issues.push({
        path,
        message: `${field} is not a field of the object`,
        code: 'unknown_field',
        params: {field},
      });
      continue;
    }
    const others = byField.get(field)!.filter((t) => t !== target);
    if (others.length) {
      issues.push({
        path,
        message: `${field} is already mapped to ${others.join(', ')}`,
        code: 'duplicate_mapping',
        params: {field, target: others.join(', ')},
      });
    }
  }
  return issues;
}
