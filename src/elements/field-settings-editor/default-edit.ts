// What a change to a default input stands for: the typed text as the service writes it (a local
// numeral or date-time converted), then the default it means or the rule it breaks. A chunk of its
// own: the first screen shows defaults but edits none, so it loads when a default input first
// takes focus (field-settings-editor.ts); a change that comes before it arrived waits for it.
import {parseDefaultText} from '../../contract/default-text.ts';
import {defaultOfOption, type FieldRuleIssue} from '../../contract/field-rules.ts';
import type {ValidationIssue} from '../../contract/errors.ts';
import type {DefaultValue, FieldMetadata, FieldSettings} from '../../contract/schemas.ts';
import {compact, type PendingStore} from '../controllers/pending-store.ts';
import {pad} from './default-input.ts';
import {fixedKind, type DefaultKind} from './default-value.ts';
import type {TypedInput} from './rows.ts';
import {marks} from './numerals.ts';

/**
 * The default a raw input stands for. `undefined` = no default (empty input or "none").
 * `{error}` = typed text the field-rule table refuses (`0x10` in an int field, `1e5` in a float one).
 */
export function parseDefault(
  kind: DefaultKind,
  raw: string,
  field: FieldMetadata,
): {value: DefaultValue | undefined} | {error: FieldRuleIssue} {
  switch (kind) {
    case 'none':
      return {value: undefined};
    case 'text':
      // blank text is no default: spaces alone would be written into the customer's records unseen
      return {value: raw.trim() === '' ? undefined : {stringValue: raw}};
    case 'integer':
    case 'decimal': {
      const r = parseDefaultText({...field, valueType: kind === 'integer' ? 'int' : 'float'}, raw);
      return 'issue' in r ? {error: r.issue} : r;
    }
    case 'boolean':
      return {
        value: raw === 'true' ? {booleanValue: true} : raw === 'false' ? {booleanValue: false} : undefined,
      };
    case 'choice': {
      const option = field.values?.[Number(raw)];
      return {value: raw === '' || !option ? undefined : defaultOfOption(option.value)};
    }
  }
}

/**
 * Typed text -> the service's numeral, for a language whose decimal sign is not a point: "1,5" ->
 * "1.5", "1.234,5" -> "1234.5" in German, "١٬٢٣٤٫٥" -> "1234.5" in Egyptian Arabic (its digits too).
 * Other text (and every text in a decimal-point language) is returned as typed, for the field
 * rule to judge: "1.5" stays "1.5" in German too, and so does "2.750" (no comma: the point is the
 * decimal point, as the service writes it).
 */
export function fromLocalNumeral(text: string, lang: string): string {
  const {decimal, group, digits} = marks(lang);
  const typed = text.trim();
  // the language's own digits as ASCII ones (Latin digits are read in every language)
  const ascii = typed.replace(/./gu, (c) => (digits.includes(c) ? String(digits.indexOf(c)) : c));
  if (decimal === '.' || !ascii.includes(decimal))
    return ascii !== typed && /^-?\d+(\.\d+)?$/.test(ascii) ? ascii : text;
  // thousands grouped by the language's mark, a point, a space or an apostrophe ("1 234,5", "1’234,5")
  const groups = `[.\\s'’${group}]`;
  if (!new RegExp(`^-?(\\d{1,3}(${groups}\\d{3})+|\\d+)([${decimal}]\\d+)?$`).test(ascii)) return text;
  return ascii.replace(new RegExp(groups, 'g'), '').replace(decimal, '.');
}

/** `2024-05-01T09:30:15` (a local date-time) -> `2024-05-01T09:30:15+02:00` in this browser's zone. */
export function localToRfc3339(local: string): string {
  if (!local) return '';
  const full = local.length === 16 ? `${local}:00` : local;
  const minutes = -new Date(full).getTimezoneOffset();
  const a = Math.abs(minutes);
  return `${full}${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** The text of a default input as the service writes it: a local date-time or numeral converted. */
export const serviceText = (text: string, typed: TypedInput | undefined): string =>
  typed?.time ? localToRfc3339(text) : typed?.lang ? fromLocalNumeral(text, typed.lang) : text;

/**
 * A change to a row's default input (`raw`, read as `kind`) on top of the row's `current`
 * settings: `[next]` to commit when the rule holds, else undefined and the input is kept on the
 * row (`store`). A kind chosen for an unknown type is kept even before a value is typed.
 */
export function editDefault(
  store: PendingStore,
  objectName: string,
  field: FieldMetadata,
  kind: DefaultKind,
  raw: string,
  current: FieldSettings | undefined,
  held?: FieldSettings,
): [FieldSettings | undefined] | undefined {
  const name = field.fieldName;
  const parsed = parseDefault(kind, raw, field);
  let issues: ValidationIssue[];
  let next: FieldSettings | undefined;
  if ('error' in parsed) {
    issues = [{path: `${name}.default`, message: parsed.error.message, code: parsed.error.code}];
  } else {
    next = compact({...current, default: parsed.value});
    // the shape, then the field-rule table (contract/field-rules.ts): what the draft and the server check too
    issues = store.issuesOf(field, next, held).map((i) => ({
      ...i,
      path: i.path ? `${name}.${i.path}` : name,
    }));
  }
  const keep = issues.length || (!fixedKind(field) && kind !== 'none' && next?.default === undefined);
  store.keep(objectName, name, keep ? {kind, raw, issues, over: current} : undefined);
  return issues.length ? undefined : [next];
}
