// The default that text typed into a default input stands for, by the field's type (the editor's
// input; the field-rule table in field-rules.ts judges what it gives). A module of its own: the
// script-tag bundle's first screen shows defaults but parses none, so it travels in the chunk of
// the editor's default inputs (elements/field-settings-editor/default-edit.ts), not in the entry.
import {
  defaultOfOption,
  isDecimalIntegerText,
  isDecimalNumeral,
  issue,
  type FieldRuleCode,
  type FieldRuleIssue,
} from './field-rules.ts';
import {isRecord} from './object.ts';
import type {DefaultValue, FieldMetadata} from './schemas.ts';

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
    if (!isDecimalIntegerText(text)) return bad('integer', 'must be a whole number');
    const n = Number(text);
    return Number.isSafeInteger(n) ? {value: {integerValue: n}} : bad('too_large', 'is too large');
  }
  if (type === 'float')
    return isDecimalNumeral(text)
      ? {value: {stringValue: text}}
      : bad('numeral', 'must be a decimal number such as -12.5');
  if (type === 'boolean')
    return /^(true|false)$/.test(text)
      ? {value: {booleanValue: text === 'true'}}
      : bad('default_kind', 'must be true or false');
  const option =
    type === 'singleSelect' && Array.isArray(field!.values)
      ? field!.values.find((o) => isRecord(o) && String(o.value) === raw)
      : undefined;
  return {value: option ? defaultOfOption(option.value) : {stringValue: raw}};
}
