// How a field's default value is edited, by the field's valueType. Pure functions: the
// element renders the kind and keeps the raw text; the shared schema rule judges the result.
import type {DefaultValue, FieldMetadata} from '../../contract/schemas.ts';

/**
 * `text`: string, date, datetime, reference -> stringValue.
 * `integer`: int -> integerValue, typed in decimal digits (contract/default-text.ts parseDefaultText).
 * `decimal`: float -> integerValue, or stringValue holding a decimal numeral (the provider converts it).
 * `boolean` -> booleanValue. `choice`: singleSelect with values -> the chosen value, in its own
 *   JSON type. multiSelect is `text`: listed values joined by `;`. `none`: no default.
 */
export type DefaultKind = 'none' | 'text' | 'integer' | 'decimal' | 'boolean' | 'choice';

/** The editor kind of each known value type (`other` has none: the customer picks one). */
export const KNOWN: Record<string, DefaultKind> = {
  string: 'text',
  date: 'text',
  datetime: 'text',
  reference: 'text',
  int: 'integer',
  float: 'decimal',
  boolean: 'boolean',
  singleSelect: 'choice',
  // `;`-joined option values (rows.ts renders the multi-choice)
  multiSelect: 'text',
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
export function rawOfDefault(
  value: DefaultValue | undefined,
  kind: DefaultKind,
  field: FieldMetadata,
): string {
  if (!value) return '';
  const v = value.stringValue ?? value.integerValue ?? value.booleanValue;
  if (kind === 'choice') return String((field.values ?? []).findIndex((o) => String(o.value) === String(v)));
  return v === undefined ? '' : String(v);
}

/**
 * Why the editor cannot show a stored default (it shows it as "Custom", keeps it as saved and offers
 * reset): `customBig` for an integer beyond 2^53 (read exactly, but no input could hold it without
 * rounding), `customDefault` for any other shape (`{}`, two members, a member beyond the three).
 */
export function customDefault(d: unknown): 'customDefault' | 'customBig' | undefined {
  if (d == null) return undefined;
  const keys = typeof d === 'object' ? Object.keys(d) : [];
  const v = keys.length === 1 ? (d as Record<string, unknown>)[keys[0]!] : undefined;
  if (
    keys[0] === 'integerValue' &&
    (typeof v === 'bigint' || (Number.isInteger(v) && !Number.isSafeInteger(v)))
  )
    return 'customBig';
  const fits =
    keys.length === 1 &&
    (keys[0] === 'integerValue'
      ? Number.isInteger(v)
      : keys[0] === 'stringValue'
        ? typeof v === 'string'
        : keys[0] === 'booleanValue' && typeof v === 'boolean');
  return fits ? undefined : 'customDefault';
}
