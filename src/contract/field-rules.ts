// The field-rule table: which settings a field takes, by the field's metadata. One definition, used by
// the draft (setFieldSettings), the editor (typed inputs), the emulator (422) and its fake provider
// (filling a default). README "Field rules" shows the same table for host developers.
//
// | valueType          | default accepted                                                    |
// |--------------------|---------------------------------------------------------------------|
// | string, reference  | stringValue, non-empty                                              |
// | int                | integerValue, a safe integer (text: decimal digits, optional sign)  |
// | float              | integerValue, or stringValue holding a canonical decimal numeral    |
// | boolean            | booleanValue                                                        |
// | date               | stringValue YYYY-MM-DD, a real calendar date                        |
// | datetime           | stringValue RFC 3339 with Z or an offset                            |
// | singleSelect       | one listed option's value, in that value's own JSON type            |
// | multiSelect        | stringValue: listed option values joined by `;`, no duplicates      |
// | other / unknown    | exactly one of stringValue, integerValue, booleanValue              |
// readOnly fields take no settings at all; a required field refuses writeOnCreate `never` without a
// default. writeOn values beyond the known ones are kept when the server already holds them and
// refused when new.
import type {DefaultValue, FieldMetadata, FieldSettings} from './schemas.ts';

/** Stable codes of the field rules (translations are keyed by these, not by the English text). */
export type FieldRuleCode =
  | 'default_kind' // the wrong member (or none, or two) for the field's type
  | 'empty' // an empty string
  | 'int_format' // not decimal digits
  | 'too_large' // outside the safe integer range
  | 'numeral' // not a canonical decimal numeral
  | 'date' // not a real YYYY-MM-DD date
  | 'datetime' // not RFC 3339 with a zone
  | 'not_listed' // a select value that is not an option
  | 'duplicate' // a multiSelect value twice
  | 'read_only' // settings on a read-only field
  | 'required_never' // writeOnCreate never, no default, on a required field
  | 'write_on' // an unknown writeOnCreate/writeOnUpdate value the server does not hold
  | 'unknown_field'; // a field the object's metadata does not list

/** One broken field rule: `path` is relative to the field's settings (`default.stringValue`, ``). */
export interface FieldRuleIssue {
  path: string;
  code: FieldRuleCode;
  message: string;
}

export const WRITE_ON_CREATE = ['always', 'never'] as const;
export const WRITE_ON_UPDATE = ['always', 'never', 'ifEmpty'] as const;

// ---------------------------------------------------------------- predicates

/** A decimal integer as typed: optional sign, digits only (no hex, exponent, fraction). */
export const isDecimalIntegerText = (s: string): boolean => /^[+-]?\d+$/.test(s);

/** A canonical decimal numeral: `-12.5`, `0.25`, `7`; no `+`, leading zeros, exponent or hex. */
export const isDecimalNumeral = (s: string): boolean =>
  /^-?(0|[1-9]\d*)(\.\d+)?$/.test(s) && Number.isFinite(Number(s));

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const validDate = (y: string, m: string, d: string) => +m >= 1 && +m <= 12 && +d >= 1 && +d <= daysIn(+y, +m);

/** `YYYY-MM-DD`, a day that exists (no `2024-02-30`). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && validDate(m[1], m[2], m[3]);
}

/** RFC 3339 date-time with `Z` or a `±hh:mm` offset (`2024-02-29T13:05:00+01:00`). */
export function isRfc3339DateTime(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/.exec(s);
  if (!m || !validDate(m[1], m[2], m[3])) return false;
  const [h, min, sec, oh = '0', om = '0'] = [m[4], m[5], m[6], m[8], m[9]];
  return +h < 24 && +min < 60 && +sec <= 60 && +oh < 24 && +om < 60;
}

// ---------------------------------------------------------------- the table

const issue = (path: string, code: FieldRuleCode, message: string): FieldRuleIssue => ({path, code, message});
const optionList = (f: FieldMetadata) => (f.values ?? []).map((o) => String(o.value)).join(', ');

/** A select option's value as a default, in its own JSON type. */
export function defaultOfOption(v: unknown): DefaultValue {
  return typeof v === 'boolean' ? {booleanValue: v} : Number.isInteger(v) ? {integerValue: v as number} : {stringValue: String(v)};
}

const S = 'stringValue';
/** valueType -> the member its default takes ('' = any one) and the check of the value, if any. */
const RULES: Record<string, [string, ((v: never, f: FieldMetadata) => [FieldRuleCode, string] | undefined)?]> = {
  string: [S],
  reference: [S],
  int: ['integerValue'],
  float: ['', (v: string | number) =>
    typeof v === 'number' || isDecimalNumeral(v) ? undefined : ['numeral', 'must be a decimal number such as -12.5']],
  boolean: ['booleanValue'],
  date: [S, (v: string) => (isCalendarDate(v) ? undefined : ['date', 'must be a real date written YYYY-MM-DD'])],
  datetime: [S, (v: string) => (isRfc3339DateTime(v) ? undefined : ['datetime', 'must be a date and time with a zone, such as 2024-05-01T09:30:00Z'])],
  singleSelect: ['', (v: unknown, f) =>
    !f.values?.length || f.values.some((o) => o.value === v) ? undefined : ['not_listed', `must be one of ${optionList(f)}`]],
  multiSelect: [S, (v: string, f) => {
    if (!f.values?.length) return;
    const seen = new Set<string>();
    for (const part of v.split(';')) {
      if (!f.values.some((o) => String(o.value) === part)) return ['not_listed', `"${part}" is not one of ${optionList(f)}`];
      if (seen.has(part)) return ['duplicate', `names "${part}" twice`];
      seen.add(part);
    }
  }],
};

/** What is wrong with `d` as the default of `field` (metadata unknown: only "exactly one"). */
export function defaultIssues(field: FieldMetadata | undefined, d: DefaultValue): FieldRuleIssue[] {
  const has = Object.keys(d).filter((k) => d[k as keyof DefaultValue] != null) as Array<keyof DefaultValue>;
  if (has.length !== 1) return [issue('default', 'default_kind', 'must have exactly one of stringValue, integerValue, booleanValue')];
  const type = field?.valueType ?? '';
  const [want, judge] = RULES[type] ?? [''];
  const member = has[0];
  const v = d[member]!;
  const at = `default.${member}`;
  if (want && member !== want) return [issue('default', 'default_kind', `must be ${want} for a ${type} field`)];
  if (type === 'float' && member === 'booleanValue') return [issue('default', 'default_kind', 'must be integerValue or a decimal stringValue for a float field')];
  if (v === '' && want === S) return [issue(at, 'empty', 'must not be empty')];
  if (typeof v === 'number' && !Number.isSafeInteger(v)) return [issue(at, 'too_large', 'is too large')];
  const broken = judge?.(v as never, field!);
  return broken ? [issue(at, broken[0], broken[1])] : [];
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
  const name = field?.fieldName;
  if (field?.readOnly && Object.keys(settings).length) return [issue('', 'read_only', `${name} is read-only and takes no settings`)];
  const out = settings.default ? defaultIssues(field, settings.default) : [];
  for (const [key, known] of [['writeOnCreate', WRITE_ON_CREATE], ['writeOnUpdate', WRITE_ON_UPDATE]] as const) {
    const v = settings[key];
    if (v && !(known as readonly string[]).includes(v) && v !== held?.[key]) out.push(issue(key, 'write_on', `must be one of ${known.join(', ')}`));
  }
  if (field?.isRequired && settings.writeOnCreate === 'never' && !settings.default) {
    out.push(issue('writeOnCreate', 'required_never', `${name} is required: never writing it on create needs a default`));
  }
  return out;
}

// ---------------------------------------------------------------- typed text <-> default

/**
 * The default that the text a customer typed stands for, by the field's type, or the rule it
 * breaks. Empty text: no default (`value` undefined). Used by the editor and the draft alike.
 */
export function parseDefaultText(
  field: FieldMetadata | undefined,
  raw: string,
): {value: DefaultValue | undefined} | {issue: FieldRuleIssue} {
  const text = raw.trim();
  const type = field?.valueType;
  const bad = (code: FieldRuleCode, message: string) => ({issue: issue('default', code, message)});
  if (text === '') return {value: undefined};
  if (type === 'int' || (type === 'float' && /^-?(0|[1-9]\d*)$/.test(text))) {
    if (!isDecimalIntegerText(text)) return bad('int_format', 'must be a whole number written in digits');
    const n = Number(text);
    return Number.isSafeInteger(n) ? {value: {integerValue: n}} : bad('too_large', 'is too large');
  }
  if (type === 'float') return isDecimalNumeral(text) ? {value: {stringValue: text}} : bad('numeral', 'must be a decimal number such as -12.5');
  if (type === 'boolean') return /^(true|false)$/.test(text) ? {value: {booleanValue: text === 'true'}} : bad('default_kind', 'must be true or false');
  const option = type === 'singleSelect' ? field!.values?.find((o) => String(o.value) === raw) : undefined;
  return {value: option ? defaultOfOption(option.value) : {stringValue: raw}};
}

/** The text an input shows for a stored default (the inverse of parseDefaultText). */
export function defaultText(d: DefaultValue | undefined): string {
  return String(d?.stringValue ?? d?.integerValue ?? d?.booleanValue ?? '');
}
