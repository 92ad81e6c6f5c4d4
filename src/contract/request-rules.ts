// Production's published update-request rules for the members of read, write and subscribe objects
// (amp-labs/openapi config/config.yaml: BaseReadConfigObject, BaseWriteConfigObject,
// BaseSubscribeConfigObject): their types, enums and required members. One definition, applied by
// saveDraft (a ValidationError before anything is sent) and the emulator (a 400 naming the path).
// Unknown members are kept, as production keeps them. A value the installation already holds, sent
// back unchanged, is never refused (heldAside). The schemas are built on first use: building them
// at module evaluation would cost every page's cold load, and most pages never check one.
import * as z from 'zod/mini';
import type {ValidationIssue} from './errors.ts';
import {deepEqual, isRecord, ownMember} from './object.ts';
import {lazySchema} from './lazy-schema.ts';
import {toIssues} from './schemas.ts';

export type ConfigSection = 'read' | 'write' | 'subscribe';

const str = () => z.string('must be a string');
const opt = <T extends z.core.SomeType>(s: T) => z.optional(s);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  // z.custom, not z.enum: the entry has no z.enum, and this module's zod code lands in the entry
  z.custom<T[number]>((v) => values.includes(v as string), {
    message: `must be one of ${values.join(', ')}`,
    params: {code: 'one_of', values: values.join(', ')},
  });
const listOf = <T extends z.core.SomeType>(item: T) => z.array(item, 'must be a list');
const mapOf = <T extends z.core.SomeType>(value: T) => z.record(z.string(), value, 'must be an object');
const shape = <T extends z.core.$ZodLooseShape>(members: T) => z.looseObject(members, 'must be an object');
const EVENT_ENABLED = ['always', 'never'] as const;
/** A scalar a filter compares with or a legacy default holds. */
const scalar = (message: string) =>
  z.custom<string | number | boolean>((v) => ['string', 'number', 'boolean'].includes(typeof v), message);

function build(): Record<ConfigSection, z.core.$ZodType> {
  const readFilter = shape({
    fieldName: str(),
    operator: oneOf(['eq']),
    value: opt(scalar('must be a string, a boolean or a number')),
  });
  const defaultPeriod = shape({
    days: opt(
      z
        .number('must be an integer')
        .check(z.refine((n) => Number.isInteger(n) && n >= 0, 'must be an integer of at least 0')),
    ),
    fullHistory: opt(z.boolean('must be a boolean')),
  }).check(
    z.refine((p) => p.days !== undefined || p.fullHistory !== undefined, 'must have days or fullHistory'),
  );
  const read = shape({
    objectName: str(),
    schedule: opt(str()),
    disabled: opt(z.boolean('must be a boolean')),
    destination: opt(str()),
    selectedFields: opt(mapOf(z.boolean('must be a boolean'))),
    selectedValueMappings: opt(mapOf(mapOf(str()))),
    dynamicMappingsInput: opt(listOf(mappingInputSchema())),
    selectedFieldMappings: opt(mapOf(str())),
    selectedFieldsAuto: opt(oneOf(['all'])),
    backfill: opt(shape({defaultPeriod, fieldFilters: opt(listOf(readFilter))})),
    fieldFilters: opt(listOf(readFilter)),
  });
  const write = shape({
    objectName: str(),
    deletionSettings: opt(shape({enabled: z.boolean('must be a boolean')})),
    selectedValueDefaults: opt(
      mapOf(
        shape({
          value: scalar('must be a string, an integer or a boolean'),
          applyOnUpdate: opt(oneOf(EVENT_ENABLED)),
        }),
      ),
    ),
  });
  const event = shape({enabled: oneOf(EVENT_ENABLED)});
  const subscribe = shape({
    objectName: str(),
    destination: str(),
    inheritFieldsAndMappings: z.boolean('must be a boolean'),
    createEvent: opt(event),
    updateEvent: opt(
      shape({
        enabled: oneOf(EVENT_ENABLED),
        watchFieldsAuto: opt(oneOf(['all'])),
        requiredWatchFields: opt(listOf(str())),
      }),
    ),
    deleteEvent: opt(event),
    otherEvents: opt(listOf(str())),
    providerOptions: opt(shape({quotaOptimization: opt(shape({enabled: z.boolean('must be a boolean')}))})),
  });
  return {read, write, subscribe};
}

/** One `dynamicMappingsInput` entry: a builder's field the customer maps (setTargets takes these). */
function mappingInputSchema() {
  return shape({
    mapToName: str(),
    mapToDisplayName: opt(str()),
    prompt: opt(str()),
    mappedValues: opt(listOf(shape({mappedValue: str(), mappedDisplayValue: str()}))),
    fieldName: opt(str()),
  });
}

const SECTIONS = lazySchema(build);
const MAPPING_INPUTS = lazySchema(() => listOf(mappingInputSchema()));

/**
 * What breaks the published rules in one object of `section` as sent (`prefix`: where it sits, for
 * the paths). `held`: the object as the installation holds it; what it holds unchanged is not refused.
 */
export function objectRuleIssues(
  section: ConfigSection,
  sent: unknown,
  held: unknown,
  prefix: string,
): ValidationIssue[] {
  return issuesOf(SECTIONS[section], sent, held, prefix);
}

/** What breaks the published rules in a list of `dynamicMappingsInput` entries. */
export function mappingInputIssues(entries: unknown, prefix: string): ValidationIssue[] {
  return issuesOf(MAPPING_INPUTS, entries, undefined, prefix);
}

function issuesOf(schema: z.core.$ZodType, sent: unknown, held: unknown, prefix: string) {
  const r = z.safeParse(schema, sent, {reportInput: true});
  if (r.success) return [];
  const issues = r.error.issues.filter((i) => !heldAside(i.path, sent, held));
  return issues.length ? toIssues({issues} as z.core.$ZodError, prefix) : [];
}

/** Whether the value an issue names is the one the installation holds at the same place. */
function heldAside(path: readonly PropertyKey[], sent: unknown, held: unknown): boolean {
  if (held === undefined || !path.length) return false;
  const at = (v: unknown, p = path) =>
    p.reduce<unknown>(
      (cur, seg) => (Array.isArray(cur) && typeof seg === 'number' ? cur[seg] : ownMember(cur, String(seg))),
      v,
    );
  const value = at(sent);
  // a member missing from both is held aside only where the held object around it exists
  if (value === undefined) {
    const around = at(held, path.slice(0, -1));
    return at(held) === undefined && typeof around === 'object' && around !== null;
  }
  return deepEqual(value, at(held));
}

/**
 * What breaks the published rules in the objects an update's `content` sends (read, write and
 * subscribe), against `held`, the content of the installation it edits: what that holds unchanged
 * is not refused. Paths as the draft names them (`read.objects.contact.schedule`).
 */
export function contentRuleIssues(content: unknown, held: unknown): ValidationIssue[] {
  const objectsOf = (c: unknown, section: ConfigSection) => ownMember(ownMember(c, section), 'objects');
  const issues: ValidationIssue[] = [];
  for (const section of ['read', 'write', 'subscribe'] as const) {
    const sent = objectsOf(content, section);
    if (!isRecord(sent)) continue;
    const before = objectsOf(held, section);
    for (const name of Object.keys(sent))
      issues.push(
        ...objectRuleIssues(section, sent[name], ownMember(before, name), `${section}.objects.${name}`),
      );
  }
  return issues;
}
