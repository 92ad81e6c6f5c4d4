// The field-rule table: which settings a field takes, by the field's metadata. One definition, used by
// the draft (setFieldSettings), the editor (typed inputs), the emulator (422) and its fake provider
// (filling a default). README "Field rules" shows the same table for host developers.
//
// | valueType          | default accepted                                                    |
// |--------------------|---------------------------------------------------------------------|
// | string, reference  | stringValue, non-empty (spaces alone are empty)                     |
// | int                | integerValue, a safe integer (text: decimal digits, optional sign)  |
// | float              | integerValue, or stringValue holding a canonical decimal numeral    |
// | boolean            | booleanValue                                                        |
// | date               | stringValue YYYY-MM-DD, a real calendar date                        |
// | datetime           | stringValue RFC 3339 with Z or an offset                            |
// | singleSelect       | one listed option's value, in that value's own JSON type            |
// | multiSelect        | stringValue: listed option values joined by `;`, no duplicates      |
// | other / unknown    | exactly one of stringValue, integerValue, booleanValue              |
// Settings sent back exactly as the server holds them pass (the field may have changed since: they
// must not block saving the object). readOnly fields take no settings at all; a required field refuses writeOnCreate `never`
// (a default does not help: `never` keeps it off creates too). writeOn values beyond the known ones are kept when the server already holds them and
// refused when new.
import {deepEqual, isRecord} from './object.ts';
import type {DefaultValue, FieldMetadata, FieldSettings} from './schemas.ts';

/** Stable codes of the field rules (translations are keyed by these, not by the English text). */
export type FieldRuleCode =
  | 'default_kind' // the wrong member for the field's type
  | 'exactly_one' // none or two of stringValue, integerValue, booleanValue
  | 'empty' // an empty string, or spaces alone
  | 'integer' // typed text that is not a whole number in decimal digits
  | 'too_large' // outside the safe integer range
  | 'numeral' // not a canonical decimal numeral
  | 'date' // not a real YYYY-MM-DD date
  | 'datetime' // not RFC 3339 with a zone
  | 'one_of' // a select or writeOn value that is not one of the listed values (`params.values`)
  | 'duplicate' // a multiSelect value twice
  | 'read_only' // settings on a read-only field
  | 'required_never' // writeOnCreate never on a required field
  | 'unknown_field'; // a field the object's metadata does not list

/** One broken field rule: `path` is relative to the field's settings (`default.stringValue`, ``). */
export interface FieldRuleIssue {
  path: string;
  code: FieldRuleCode;
  message: string;
  /** The values the message names (`values` for one_of and exactly_one), for translations. */
  params?: Record<string, string>;
}

export const WRITE_ON_CREATE = ['always', 'never'] as const;
export const WRITE_ON_UPDATE = ['always', 'never', 'ifEmpty'] as const;

// ---------------------------------------------------------------- predicates

/** A decimal integer as typed: optional sign, digits only (no hex, exponent, fraction). */
export const isDecimalIntegerText = (s: string): boolean => /^[+-]?\d+$/.test(s);

/** A canonical decimal numeral: `-12.5`, `0.25`, `7`; no `+`, leading zeros, exponent or hex. */
export const isDecimalNumeral = (s: string): boolean =>
  /^-?(0|[1-9]\d*)(\.\d+)?$/.test(s) && Number.isFinite(Number(s));

/** `YYYY-MM-DD`, a day that exists (no `2024-02-30`). */
export function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d\d-\d\d$/.test(s) && !isNaN(+d) && d.toISOString().startsWith(s);
}

/**
 * RFC 3339 date-time with `Z` or a `±hh:mm` offset (`2024-02-29T13:05:00+01:00`); no leap second
 * (`:60`), which Date, the editor and providers cannot read.
 */
export const isRfc3339DateTime = (s: string): boolean =>
  /^.{10}[Tt]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/.test(s) &&
  isCalendarDate(s.slice(0, 10));

// ---------------------------------------------------------------- the table

/** One broken rule (`values`: what a one_of message names, for translations). */
export const issue = (path: string, code: FieldRuleCode, message: string, values?: string): FieldRuleIssue =>
  values === undefined ? {path, code, message} : {path, code, message, params: {values}};
const oneOf = (path: string, values: string) => issue(path, 'one_of', `must be one of ${values}`, values);
const optionList = (values: ReadonlyArray<{value?: unknown}>) =>
  values.map((o) => String(o.value)).join(', ');

/** A select option's value as a default, in its own JSON type. */
export function defaultOfOption(v: unknown): DefaultValue {
  return typeof v === 'boolean'
    ? {booleanValue: v}
    : Number.isInteger(v)
      ? {integerValue: v as number}
      : {stringValue: String(v)};
}

type DefaultMember = keyof DefaultValue;
/**
 * The default members a field takes, by its value type (the table above), and how a message names
 * them. A type not listed (singleSelect, other, unknown) takes any one member: a select's option
 * value keeps its own JSON type.
 */
const DEFAULT_MEMBERS: Readonly<Record<string, {members: readonly DefaultMember[]; named: string}>> = {
  string: {members: ['stringValue'], named: 'stringValue'},
  reference: {members: ['stringValue'], named: 'stringValue'},
  date: {members: ['stringValue'], named: 'stringValue'},
  datetime: {members: ['stringValue'], named: 'stringValue'},
  multiSelect: {members: ['stringValue'], named: 'stringValue'},
  int: {members: ['integerValue'], named: 'integerValue'},
  boolean: {members: ['booleanValue'], named: 'booleanValue'},
  // a whole number as integerValue; any other as its decimal text (JSON has no exact decimal)
  float: {members: ['integerValue', 'stringValue'], named: 'integerValue or a decimal stringValue'},
};

/** What is wrong with `d` as the default of `field` (metadata unknown: only "exactly one"). */
export function defaultIssues(field: FieldMetadata | undefined, d: DefaultValue): FieldRuleIssue[] {
  const keys = Object.keys(d).filter((k) => d[k as keyof DefaultValue] != null);
  // a member beyond the three is kept when the server holds it, refused when new
  const unknown = keys.find((k) => !/^(string|integer|boolean)Value$/.test(k));
  if (unknown) return [issue(`default.${unknown}`, 'unknown_field', 'unknown field')];
  const has = keys as Array<keyof DefaultValue>;
  if (has.length !== 1) {
    const values = 'stringValue, integerValue, booleanValue';
    return [issue('default', 'exactly_one', `must have exactly one of ${values}`, values)];
  }
  const type = field?.valueType ?? '';
  const member = has[0];
  const v = d[member]!;
  // the options as metadata lists them; a host's malformed list (not an array, null items) reads as none
  const values = Array.isArray(field?.values) ? field.values.filter(isRecord) : [];
  const allowed = Object.hasOwn(DEFAULT_MEMBERS, type) ? DEFAULT_MEMBERS[type] : undefined;
  const fail = (code: FieldRuleCode, message: string, path = `default.${member}`) => [
    issue(path, code, message),
  ];
  if (allowed && !allowed.members.includes(member))
    return fail('default_kind', `must be ${allowed.named} for a field of type ${type}`, 'default');
  // spaces alone are empty too: an invisible value written into every record (the editor reads them as no default)
  if (allowed && typeof v === 'string' && !v.trim()) return fail('empty', 'must not be empty');
  if (typeof v === 'bigint' || (typeof v === 'number' && !Number.isSafeInteger(v)))
    return fail('too_large', 'is too large');
  if (typeof v !== 'string' && type !== 'singleSelect') return [];
  if (type === 'float' && !isDecimalNumeral(v as string))
    return fail('numeral', 'must be a decimal number such as -12.5');
  if (type === 'date' && !isCalendarDate(v as string))
    return fail('date', 'must be a real date written YYYY-MM-DD');
  if (type === 'datetime' && !isRfc3339DateTime(v as string))
    return fail('datetime', 'must be a date and time with a zone, such as 2024-05-01T09:30:00Z');
  if (values.length && type.endsWith('Select')) {
    const seen = new Set<unknown>();
    for (const part of type === 'multiSelect' ? (v as string).split(';') : [v]) {
      // a single choice is the option's value in its own type, as defaultOfOption writes it (1.5 as text)
      if (
        !values.some(
          (o) => (type === 'multiSelect' ? String(o.value) : defaultOfOption(o.value)[member]) === part,
        )
      )
        return [oneOf(`default.${member}`, optionList(values))];
      if (seen.has(part)) return fail('duplicate', `names ${part} twice`);
      seen.add(part);
    }
  }
  return [];
}

/**
 * Every field rule `settings` break, for `field` (undefined: metadata unknown, only the shape-free
 * rules apply). `held` is what the server holds for this field: a writeOn value it has is kept.
 */
export function fieldSettingsIssues(
  field: FieldMetadata | undefined,
  settings: FieldSettings,
  held?: Readonly<FieldSettings>,
): FieldRuleIssue[] {
  if (held && sameSettings(settings, held)) return [];
  if (field?.readOnly && Object.keys(settings).length)
    return [issue('', 'read_only', 'is read-only and takes no settings')];
  // a default the server holds is kept as it is while the customer edits the field's writeOn values
  const out =
    settings.default && !deepEqual(settings.default, held?.default)
      ? defaultIssues(field, settings.default)
      : [];
  for (const [key, known] of [
    ['writeOnCreate', WRITE_ON_CREATE],
    ['writeOnUpdate', WRITE_ON_UPDATE],
  ] as const) {
    const v = settings[key];
    if (v && !(known as readonly string[]).includes(v) && v !== held?.[key])
      out.push(oneOf(key, known.join(', ')));
  }
  // `never` on create writes neither the record's value nor the default (write-rule.ts): every create would fail
  if (field?.isRequired && settings.writeOnCreate === 'never') {
    out.push(issue('writeOnCreate', 'required_never', 'is required, so it must be written on create'));
  }
  return out;
}

// ---------------------------------------------------------------- default behaviour

/** Whether two settings say the same: member order aside, `undefined` and `{}` both default behaviour. */
export const sameSettings = (a: Readonly<FieldSettings> = {}, b: Readonly<FieldSettings> = {}): boolean =>
  deepEqual(compactSettings(a), compactSettings(b));

const defined = (o: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter((e) => e[1] !== undefined));

/**
 * Settings without their `undefined` members (in `default` too), or `undefined` when none is left:
 * `{}` and settings whose members are all undefined mean default behaviour (no entry at all).
 * An own `__proto__` member stays a plain member, so a later check can name it.
 */
export function compactSettings(settings: object): Record<string, unknown> | undefined {
  const out = defined(settings);
  const d = out.default;
  if (isRecord(d)) out.default = defined(d);
  return Object.keys(out).length ? out : undefined;
}

// ---------------------------------------------------------------- typed text <-> default

/** The text an input shows for a stored default (the inverse of parseDefaultText). */
export function defaultText(d: DefaultValue | undefined): string {
  return String(d?.stringValue ?? d?.integerValue ?? d?.booleanValue ?? '');
}

// ---------------------------------------------------------------- server answers -> rows

/** One issue of a 422 placed on the row it names. */
export interface FieldRowIssue {
  objectName: string;
  fieldName: string;
  /** Within the field's settings: `default.stringValue`, `writeOnCreate`, `` (the field itself). */
  path: string;
  code?: string;
  /** The values the rule's message names (`values` of one_of), for translations. */
  params?: Record<string, string>;
  message: string;
}

// The 422 row mapping (fieldIssuesOfProblem) is in problem-rows.ts.
