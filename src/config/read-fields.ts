// Fields to read of one read object (`draft.readFields('contact')`, issue 36): `selectedFields` and
// `selectedFieldsAuto` as the manifest offers them, over the draft's read object (the rest of the
// object goes back as held). Its own module, not a part of draft-handles.ts: the script-tag
// element's entry carries the draft, and this loads with the "Fields to read" chunk (and with
// new-installation.ts, which defines `draft.readFields` for the package's entries).
import {ValidationError, type ValidationIssue} from '../contract/errors.ts';
import {
  fixedReason,
  readFieldIssues,
  readFieldsOffer,
  selectedFieldsOf,
  type FixedReason,
  type ReadFieldsOffer,
} from '../contract/read-fields.ts';
import {activeMappings, manifestReadObject} from '../contract/read-mappings.ts';
import type {ReadObjectConfig} from '../contract/schemas.ts';
import {coreOf, type ConfigDraft} from './draft.ts';
import {checkName, readHandle} from './draft-handles.ts';
import {copyJson, deepEqual, isObject, own, setOwn, type JsonObject} from './json.ts';
import {fail} from './state.ts';

export type {FixedReason, ReadFieldsOffer};

/** The fields one read object reads: `draft.readFields('contact')`. */
export interface ReadFieldsDraft {
  readonly name: string;
  /**
   * What the manifest (ConfigDraft.setManifest) offers: `required` provider fields (always read),
   * `optional` ones, and `anyField` (`optionalFieldsAuto: all`: any field of the object may be
   * read, and `selectedFieldsAuto` may be on).
   */
  readonly offer: ReadFieldsOffer;
  /** `selectedFields` entries that are `true` (a copy); a mapped or required field is read without one. */
  readonly selected: Record<string, boolean>;
  /** Whether `selectedFieldsAuto` is `all`: every field of the object is read, new ones too. */
  readonly auto: boolean;
  /** Whether `field` is read: required by the manifest, mapped to a target, every field read, or selected. */
  isRead(field: string): boolean;
  /** Why `field` is read whatever is selected (`required`, `mapped`, `auto`); undefined when the selection decides. */
  fixedReason(field: string): FixedReason | undefined;
  /**
   * Selects fields to read, or unselects them, as one change (select all / none). Throws
   * ValidationError, changing nothing: `unknown_field` (not a field of the object, as
   * readObject(name).setFields gave them), `not_offered` (the manifest neither lists it nor allows
   * any field), `required_field` (unselecting a field the manifest requires), `mapped_field`
   * (unselecting a field mapped to a target: the mapping reads it, so unmap it first), `not_read`
   * (readObject(name).startReading() first). A field the server held goes back as `false` when
   * unselected; one it did not hold leaves no entry.
   */
  select(fields: readonly string[], selected: boolean): this;
  /**
   * Turns `selectedFieldsAuto: all` on or off. Throws ValidationError (`auto_not_allowed`) when the
   * manifest does not allow it (no `optionalFieldsAuto: all`) and the server does not hold it on.
   */
  setAuto(on: boolean): this;
}

/** The draft's fields-to-read handle of read object `name`. */
export function readFieldsOf(draft: ConfigDraft, name: string): ReadFieldsDraft {
  checkName(name, 'read');
  const c = coreOf(draft);
  const h = readHandle(c, name);
  const path = `read.objects.${name}`;
  const bad = (message: string) => fail(`${path}.selectedFields`, message, 'Invalid fields to read');
  const offer = () => readFieldsOffer(manifestReadObject(c.manifest, name));
  const refuse = (issues: ValidationIssue[]) =>
    new ValidationError(
      issues.map((i) => ({...i, path: `${path}.${i.path}`})),
      'Invalid fields to read',
    );
  const current = (): JsonObject => {
    const value = h.get() as JsonObject | undefined; // a fresh copy
    if (value) return value;
    throw new ValidationError(
      [{path, message: `${name} is not read: start reading it first (startReading)`, code: 'not_read'}],
      'Invalid fields to read',
    );
  };
  return {
    name,
    get offer() {
      return offer();
    },
    get selected() {
      return selectedFieldsOf(h.get());
    },
    get auto() {
      return own(h.get(), 'selectedFieldsAuto') === 'all';
    },
    isRead(field) {
      return this.fixedReason(field) !== undefined || own(own(h.get(), 'selectedFields'), field) === true;
    },
    fixedReason(field) {
      return typeof field === 'string' ? fixedReason(h.get(), offer(), field) : undefined;
    },
    select(fields, selected) {
      if (!Array.isArray(fields)) throw bad('must be a list of field names');
      if (typeof selected !== 'boolean') throw bad('selected must be a boolean');
      for (const f of fields)
        if (typeof f !== 'string' || f === '') throw bad('field name must be a non-empty string');
      const value = current();
      const held = c.base.readValue(name);
      const heldFields = own(held, 'selectedFields');
      const heldHas = (f: string) => isObject(heldFields) && Object.hasOwn(heldFields, f);
      const next: JsonObject = isObject(value.selectedFields) ? {...value.selectedFields} : {};
      const meta = c.meta.get(name);
      const issues: ValidationIssue[] = [];
      if (selected) {
        for (const f of fields) setOwn(next, f, true);
        const asked = new Set(fields);
        const has = meta && ((f: string) => meta.has(f));
        for (const i of readFieldIssues({selectedFields: next}, held, has, c.manifest ? offer() : undefined))
          if (asked.has(i.params?.field ?? '')) issues.push(i);
      } else
        for (const f of fields) {
          const issue = unselectIssue(value, offer(), f);
          if (issue) issues.push(issue);
          else if (heldHas(f)) setOwn(next, f, false);
          else if (own(next, f) !== undefined) delete next[f];
          else if (meta && !meta.has(f))
            issues.push({
              path: `selectedFields.${f}`,
              message: `${f} is not a field of ${name}`,
              code: 'unknown_field',
              params: {field: f},
            });
        }
      if (issues.length) throw refuse(issues);
      // the server's selection again: as it held it (its order and members)
      value.selectedFields =
        isObject(heldFields) && deepEqual(next, heldFields) ? copyJson(heldFields) : next;
      h.set(value as ReadObjectConfig);
      return this;
    },
    setAuto(on) {
      if (typeof on !== 'boolean')
        throw fail(`${path}.selectedFieldsAuto`, 'must be a boolean', 'Invalid fields to read');
      const value = current();
      if ((own(value, 'selectedFieldsAuto') === 'all') === on) return this;
      if (on) value.selectedFieldsAuto = 'all';
      else delete value.selectedFieldsAuto;
      const issues = readFieldIssues(
        value,
        c.base.readValue(name),
        undefined,
        c.manifest ? offer() : undefined,
      );
      if (issues.length) throw refuse(issues);
      h.set(value as ReadObjectConfig);
      return this;
    },
  };
}

/** Why unselecting `field` is refused (the manifest requires it, or a target maps it); undefined when it may be. */
function unselectIssue(
  value: JsonObject,
  offer: ReadFieldsOffer,
  field: string,
): ValidationIssue | undefined {
  const why = fixedReason(value, offer, field);
  const at = `selectedFields.${field}`;
  if (why === 'required')
    return {path: at, message: `${field} is always read`, code: 'required_field', params: {field}};
  if (why !== 'mapped') return undefined;
  const target = Object.entries(activeMappings(value)).find(([, f]) => f === field)![0];
  return {
    path: at,
    message: `${field} is mapped to ${target}: remove the mapping to stop reading it`,
    code: 'mapped_field',
    params: {field, target},
  };
}
