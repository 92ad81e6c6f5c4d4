// How a field's default value is edited, by the field's valueType. Pure functions: the
// element renders the kind and keeps the raw text; the shared schema rule judges the result.
import type {DefaultValue, FieldMetadata} from '../../contract/schemas.ts';

/**
 * `text`: string, date, datetime, reference -> stringValue.
 * `integer`: int -> integerValue (the shared rule refuses 1.5).
 * `decimal`: float -> stringValue holding the decimal text (the service has no float default;
 *   the text is checked to be a finite number and the provider converts it).
 * `boolean` -> booleanValue. `choice`: singleSelect/multiSelect with values -> the chosen value
 *   (a multiSelect default is one value). `none`: no default.
 */
export type DefaultKind = 'none' | 'text' | 'integer' | 'decimal' | 'boolean' | 'choice';

/** The kinds a customer may pick for a field whose type is unknown or `other`. */
export const CHOOSABLE_KINDS = ['none', 'text', 'integer', 'boolean'] as const;

const KNOWN: Record<string, DefaultKind> = {
  string: 'text',
  date: 'text',
  datetime: 'text',
  reference: 'text',
  int: 'integer',
  float: 'decimal',
  boolean: 'boolean',
  singleSelect: 'choice',
  multiSelect: 'choice',
};

/** The editor kind a field's type fixes, or undefined when the customer must choose one. */
export function fixedKind(field: FieldMetadata): DefaultKind | undefined {
  const kind = KNOWN[field.valueType ?? ''];
  if (kind === 'choice' && !field.values?.length) return 'text';
  return kind;
}

/** The kind that shows a stored default in a field of unknown type. */
export function kindOfDefault(value: DefaultValue | undefined): DefaultKind {
  if (!value) return 'none';
  if (value.integerValue !== undefined) return 'integer';
  if (value.booleanValue !== undefined) return 'boolean';
  return 'text';
}

/** The stored default as the raw text of an input (choice: the index of the matching value, or -1). */
export function rawOfDefault(value: DefaultValue | undefined, kind: DefaultKind, field: FieldMetadata): string {
  if (!value) return '';
  const v = value.stringValue ?? value.integerValue ?? value.booleanValue;
  if (kind === 'choice') return String((field.values ?? []).findIndex((o) => String(o.value) === String(v)));
  return v === undefined ? '' : String(v);
}

/** A choice's value as a default: strings, integers and booleans keep their type. */
function defaultOf(v: unknown): DefaultValue {
  if (typeof v === 'boolean') return {booleanValue: v};
  if (typeof v === 'number' && Number.isInteger(v)) return {integerValue: v};
  return {stringValue: String(v)};
}

/**
 * The default a raw input stands for. `undefined` = no default (empty input or "none").
 * `{error: 'number'}` = decimal text that is not a number (the one check the schema cannot make).
 */
export function parseDefault(
  kind: DefaultKind,
  raw: string,
  field: FieldMetadata,
): {value: DefaultValue | undefined} | {error: 'number'} {
  const text = raw.trim();
  switch (kind) {
    case 'none':
      return {value: undefined};
    case 'text':
      return {value: raw === '' ? undefined : {stringValue: raw}};
    case 'integer':
      // NaN and 1.5 go on to the shared rule, which names what is wrong.
      return {value: text === '' ? undefined : {integerValue: Number(text)}};
    case 'decimal':
      if (text === '') return {value: undefined};
      return Number.isFinite(Number(text)) ? {value: {stringValue: text}} : {error: 'number'};
    case 'boolean':
      return {value: raw === 'true' ? {booleanValue: true} : raw === 'false' ? {booleanValue: false} : undefined};
    case 'choice': {
      const option = field.values?.[Number(raw)];
      return {value: raw === '' || !option ? undefined : defaultOf(option.value)};
    }
  }
}
