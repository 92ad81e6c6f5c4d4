// The read-mapping checks of draft.validate(): what blocks a save of a read object (an unmapped
// required target, a new mapping that breaks the shared rule), and the warnings across sections
// that never block one. Pure functions over the draft's plain data.
import {inheritsMapping} from '../contract/inherit-mapping.ts';
import type {ValidationIssue} from '../contract/errors.ts';
import {activeMappings, mappingIssues, mappingsOf, type MappingTarget} from '../contract/read-mappings.ts';
import type {FieldMetadata} from '../contract/schemas.ts';
import {isObject, own} from './json.ts';
import {viewOf, type DraftState} from './state.ts';

/** What the checks read of the draft beside its plain state. */
export interface MappingState extends DraftState {
  readonly meta: ReadonlyMap<string, ReadonlyMap<string, FieldMetadata>>;
  readonly manifest: unknown;
  targets(name: string, value: unknown): MappingTarget[];
}

/** Errors of one read object about to be sent (`value`, as the draft holds it). */
export function readMappingIssues(s: MappingState, name: string, value: unknown): ValidationIssue[] {
  const path = `read.objects.${name}`;
  const mapped = mappingsOf(value);
  const active = activeMappings(value);
  const issues: ValidationIssue[] = [];
  for (const t of s.targets(name, value)) {
    if (t.required && typeof own(active, t.mapToName) !== 'string')
      issues.push({
        path: `${path}.selectedFieldMappings.${t.mapToName}`,
        message: `${t.mapToName} is required: map it to a field`,
        code: 'required',
        params: {target: t.mapToName},
      });
  }
  const fields = s.meta.get(name);
  const held = mappingsOf(s.base.readValue(name));
  for (const i of mappingIssues(mapped, held, fields && ((f) => fields.has(f))))
    issues.push({...i, path: `${path}.${i.path}`});
  return issues;
}

const warn = (path: string, message: string, code: string, params: Record<string, string>) => ({
  path,
  message,
  code,
  params,
  severity: 'warning' as const,
});

/** The cross-section warnings (`severity: 'warning'`): they do not block a save. */
export function crossSectionWarnings(s: MappingState, writeNames: readonly string[]): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  // they compare the sections with the integration: without its manifest (setManifest) there is no such check
  if (s.manifest === undefined) return out;
  const manifestWrite = own(own(s.manifest, 'write'), 'objects');
  const listed = Array.isArray(manifestWrite)
    ? new Set(manifestWrite.map((o) => own(o, 'objectName')))
    : undefined;
  const readValue = (n: string) => (s.read.has(n) ? s.read.get(n) : s.base.readValue(n));
  for (const name of writeNames) {
    const path = `write.objects.${name}`;
    if (listed && !listed.has(name))
      out.push(warn(path, `the manifest no longer lists ${name}`, 'not_in_manifest', {object: name}));
    const e = viewOf(s, name);
    if (!inheritsMapping(e, s.manifest, name)) continue;
    // writes that inherit the read mapping reach only mapped fields; a default applies regardless
    const reached = new Set(Object.values(activeMappings(readValue(name))));
    for (const [field, settings] of e.fields) {
      const onlyDefault = isObject(settings) && Object.keys(settings).every((k) => k === 'default');
      if (reached.has(field) || onlyDefault) continue;
      out.push(
        warn(
          `${path}.selectedFieldSettings.${field}`,
          `${name} inherits the read mapping, but no read mapping maps a field to ${field}`,
          'unmapped_write',
          {object: name, field},
        ),
      );
    }
  }
  const readNames = new Set([...Object.keys(s.base.read), ...s.read.keys()]);
  for (const name of readNames) {
    const value = readValue(name);
    if (!isObject(value)) continue;
    const fields = s.meta.get(name);
    const known = new Set(s.targets(name, value).map((t) => t.mapToName));
    const held = mappingsOf(s.base.readValue(name));
    for (const [target, field] of Object.entries(activeMappings(value))) {
      const path = `read.objects.${name}.selectedFieldMappings.${target}`;
      // a new mapping to a field the object lacks is an error (readMappingIssues), a held one a warning
      if (fields && typeof field === 'string' && !fields.has(field) && own(held, target) === field)
        out.push(
          warn(path, `${field} is no longer a field of ${name}`, 'missing_field', {object: name, field}),
        );
      if (!known.has(target))
        out.push(
          warn(path, `the manifest no longer lists ${target}`, 'not_in_manifest', {object: name, target}),
        );
    }
  }
  return out;
}
