// Which fields a read object reads (published config `selectedFields`, `selectedFieldsAuto`; manifest
// `requiredFields`, `optionalFields`, `optionalFieldsAuto`): what the manifest offers, what an
// object reads, and the rule a new selection keeps. One definition, used by the draft, the
// elements and the emulator.
import type {ValidationIssue} from './errors.ts';
import {isRecord, ownMember} from './object.ts';
import {activeMappings} from './read-mappings.ts';

/** What a manifest read object lets the customer read. */
export interface ReadFieldsOffer {
  /** Provider fields always read (`requiredFields` entries with a `fieldName`): not the customer's to switch. */
  required: string[];
  /** Provider fields the customer may read (`optionalFields` entries with a `fieldName`). */
  optional: string[];
  /** `optionalFieldsAuto: all`: any field of the object may be read, and `selectedFieldsAuto` may be on. */
  anyField: boolean;
}

const fieldNames = (list: unknown): string[] =>
  (Array.isArray(list) ? list : []).flatMap((e) => {
    const f = ownMember(e, 'fieldName');
    return typeof f === 'string' && f !== '' ? [f] : [];
  });

/** What `manifestObject` (a manifest read object entry, or undefined) offers. */
export function readFieldsOffer(manifestObject: unknown): ReadFieldsOffer {
  return {
    required: fieldNames(ownMember(manifestObject, 'requiredFields')),
    optional: fieldNames(ownMember(manifestObject, 'optionalFields')),
    anyField: ownMember(manifestObject, 'optionalFieldsAuto') === 'all',
  };
}

/** A read object's `selectedFields` entries that are `true` (a fresh copy). */
export function selectedFieldsOf(readObject: unknown): Record<string, boolean> {
  const m = ownMember(readObject, 'selectedFields');
  const out: Record<string, boolean> = {};
  if (isRecord(m)) for (const k of Object.keys(m)) if (m[k] === true) out[k] = true;
  return out;
}

/**
 * Why a field is read whatever the customer selects: `required` by the manifest, `mapped` to a
 * target (the service reads a mapped field, published `selectedFields` says), or `auto` (the object
 * reads every field). Undefined when the customer's selection decides.
 */
export type FixedReason = 'required' | 'mapped' | 'auto';

export function fixedReason(
  readObject: unknown,
  offer: ReadFieldsOffer,
  field: string,
): FixedReason | undefined {
  if (offer.required.includes(field)) return 'required';
  if (Object.values(activeMappings(readObject)).includes(field)) return 'mapped';
  if (ownMember(readObject, 'selectedFieldsAuto') === 'all') return 'auto';
  return undefined;
}

/**
 * What a read object's new selection must not do: read a field the object does not have (`fields`
 * given), or one the manifest does not offer (`offer` given, without `optionalFieldsAuto: all`),
 * or turn `selectedFieldsAuto` on where the manifest does not allow it. Only what differs from `held`
 * is checked, so what the server holds is never refused. Paths are relative to the read object.
 */
export function readFieldIssues(
  next: unknown,
  held: unknown,
  fields: ((fieldName: string) => boolean) | undefined,
  offer: ReadFieldsOffer | undefined,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const was = selectedFieldsOf(held);
  for (const field of Object.keys(selectedFieldsOf(next))) {
    if (was[field]) continue;
    const path = `selectedFields.${field}`;
    if (fields && !fields(field))
      issues.push({
        path,
        message: `${field} is not a field of the object`,
        code: 'unknown_field',
        params: {field},
      });
    else if (offer && !offer.anyField && !offer.required.includes(field) && !offer.optional.includes(field))
      issues.push({path, message: `${field} is not offered to read`, code: 'not_offered', params: {field}});
  }
  const auto = ownMember(next, 'selectedFieldsAuto');
  if (auto === 'all' && ownMember(held, 'selectedFieldsAuto') !== 'all' && offer && !offer.anyField)
    issues.push({
      path: 'selectedFieldsAuto',
      message: 'the integration does not let every field be read',
      code: 'auto_not_allowed',
    });
  return issues;
}
