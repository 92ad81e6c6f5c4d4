// The draft's plain data, shared by the draft (draft.ts), the patch builder (patch.ts) and the 409
// rebase (rebase.ts): the baseline, one write object's entry, and the comparisons and copies over
// them. No editing logic here; nothing in this file imports the other three.
import {invalid} from '../contract/invalid.ts';
import {type FieldSettings, type Installation, type WriteObjectConfig} from '../contract/schemas.ts';
import {copyClean, copyJson, deepEqual, isObject, own, setOwn, type JsonObject} from './json.ts';

/** One write object as the draft holds it. */
export interface WriteEntry {
  enabled: boolean;
  /** boolean when the customer set it; whatever the server sent otherwise (null read as absent). */
  inheritMapping: unknown;
  /** fieldName -> frozen settings (or the server's garbage, kept so validation can report it). */
  fields: Map<string, Readonly<FieldSettings>>;
  /**
   * `deletionSettings` as the draft shows it: the customer's (setDeletionEnabled), else whatever the
   * server holds, kept as it is (undefined: absent).
   */
  deletion: unknown;
  /** cached frozen record of `fields` */
  rec?: Readonly<Record<string, Readonly<FieldSettings>>>;
  /**
   * The object as the server holds it (deep-frozen), when it does: every member this library does
   * not edit (`selectedValueDefaults`, whatever the service adds) goes back from here.
   */
  raw?: Readonly<JsonObject>;
}

/** What the customer changed on top of the baseline: only touched objects are tracked. */
export interface DraftState {
  readonly base: Baseline;
  readonly write: ReadonlyMap<string, WriteEntry>;
  readonly read: ReadonlyMap<string, JsonObject>;
  /** value `undefined`: removed */
  readonly sub: ReadonlyMap<string, unknown>;
  readonly proxy: boolean | undefined;
  readonly connectionId: string | undefined;
  readonly createdBy: string | undefined;
}

const EMPTY: JsonObject = Object.freeze({}) as JsonObject;
/** The write object's member that allows deleting records (production's `DeletionSettings`). */
const DELETION = 'deletionSettings';

export const writePath = (name: string) => `write.objects.${name}`;
export {fieldSettingsPath as fieldPath} from '../contract/mask.ts';
export const fail = (path: string, message: string, context = 'Invalid config change') =>
  invalid(path, message, context);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Settings as the draft keeps them: nulls read as absent (as the client reads them), every other
 * member kept as given (unknown ones and values this library cannot edit included, so a save sends
 * them back as held), frozen: the input itself when it has no null member.
 */
export function normalizeSettings(v: unknown, freeze = false): Readonly<FieldSettings> {
  if (!isObject(v)) return v as FieldSettings;
  const d = v.default;
  const hasNull = (o: JsonObject) => Object.keys(o).some((k) => o[k] === null);
  if (!hasNull(v) && !(isObject(d) && hasNull(d))) {
    if (freeze) Object.freeze(d);
    return (freeze ? Object.freeze(v) : v) as FieldSettings;
  }
  const out: JsonObject = {};
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x == null) continue;
    setOwn(out, k, k === 'default' && isObject(x) ? normalizeSettings(x, true) : x);
  }
  return Object.freeze(out) as FieldSettings;
}

function entryFromRaw(raw: unknown): WriteEntry {
  if (!isObject(raw))
    return {enabled: false, inheritMapping: undefined, fields: new Map(), deletion: undefined};
  const fields = new Map<string, Readonly<FieldSettings>>();
  const sfs = raw.selectedFieldSettings;
  if (isObject(sfs)) {
    for (const k of Object.keys(sfs)) {
      // an empty field name cannot be sent (the request rule wants a name); a null entry is "none"
      if (k === '' || sfs[k] == null) continue;
      fields.set(k, normalizeSettings(sfs[k]));
    }
  }
  const deletion = own(raw, DELETION);
  return {enabled: true, inheritMapping: raw.inheritMapping ?? undefined, fields, deletion, raw};
}

export const copyEntry = (e: WriteEntry): WriteEntry => ({
  enabled: e.enabled,
  inheritMapping: e.inheritMapping,
  fields: new Map(e.fields),
  deletion: e.deletion,
  raw: e.raw,
});

/** Whether the entry allows deleting records (`deletionSettings.enabled` is true). */
export const deletionOn = (e: WriteEntry) => own(e.deletion, 'enabled') === true;

export function contentEqual(a: WriteEntry, b: WriteEntry): boolean {
  if (!deepEqual(a.inheritMapping, b.inheritMapping) || a.fields.size !== b.fields.size) return false;
  if (a.deletion !== b.deletion && !deepEqual(a.deletion, b.deletion)) return false;
  for (const [k, v] of a.fields) {
    const w = b.fields.get(k);
    if (v !== w && (w === undefined || !deepEqual(v, w))) return false;
  }
  return true;
}
/** Same as far as the server is concerned (a disabled object's kept settings are not sent). */
export const sentEqual = (a: WriteEntry, b: WriteEntry) =>
  a.enabled === b.enabled && (!a.enabled || contentEqual(a, b));
/** Same as far as anyone reading the draft can tell. */
export const viewEqual = (a: WriteEntry, b: WriteEntry) => a.enabled === b.enabled && contentEqual(a, b);

/** A fresh, mutable copy of settings the draft holds (the server's or the customer's, checked once). */
export const copySettings = (v: Readonly<FieldSettings>) => copyClean(v) as FieldSettings;

/** The members of a write object the draft edits; the rest go back as the server holds them. */
const EDITED = ['objectName', 'inheritMapping', 'selectedFieldSettings', DELETION];

/**
 * The object as a request carries it (a fresh, mutable copy): every member the server holds
 * (`selectedValueDefaults`, whatever the service adds) as it holds it, with the draft's
 * `inheritMapping`, `deletionSettings` (where the server had it, in its place) and field settings.
 */
export function toWire(name: string, e: WriteEntry): WriteObjectConfig {
  const raw = e.raw;
  const out: JsonObject = {objectName: name};
  if (raw)
    for (const k of Object.keys(raw))
      if (k === DELETION && e.deletion !== undefined) out[DELETION] = copyClean(e.deletion);
      else if (!EDITED.includes(k)) setOwn(out, k, copyClean(raw[k]));
  if (e.deletion !== undefined && !Object.hasOwn(out, DELETION)) out[DELETION] = copyClean(e.deletion);
  if (e.inheritMapping !== undefined) out.inheritMapping = e.inheritMapping;
  if (e.fields.size || isObject(own(raw, 'selectedFieldSettings'))) {
    const sfs: JsonObject = {};
    for (const [k, v] of e.fields) setOwn(sfs, k, copySettings(v));
    out.selectedFieldSettings = sfs;
  }
  return out as WriteObjectConfig;
}

/** The write object as the draft shows it: the customer's entry, else the server's. */
export const viewOf = (s: DraftState, name: string): WriteEntry =>
  s.write.get(name) ?? s.base.freshWrite(name);

/** The installation the draft started from, with the lookups the draft needs. */
export class Baseline {
  readonly inst: Readonly<Installation>;
  readonly write: JsonObject;
  readonly read: JsonObject;
  readonly sub: JsonObject;
  readonly proxy: boolean;
  readonly connectionId: string | undefined;
  readonly createdBy: string | undefined;
  readonly revisionId: string | undefined;
  readonly provider: string | undefined;
  /** enabled write object names, in the server's order */
  readonly writeNames: readonly string[];
  #fresh = new Map<string, WriteEntry>();

  constructor(installation: unknown) {
    if (!isObject(installation)) throw fail('', 'installation must be an object', 'Invalid installation');
    const inst = copyJson(installation, true) as JsonObject;
    const config = own(inst, 'config');
    const content = own(config, 'content');
    const map = (block: string) => {
      const m = own(own(content, block), 'objects');
      return isObject(m) ? m : EMPTY;
    };
    this.inst = inst as Installation;
    this.write = map('write');
    this.read = map('read');
    this.sub = map('subscribe');
    this.proxy = own(own(content, 'proxy'), 'enabled') === true;
    this.connectionId = str(own(inst, 'connectionId')) ?? str(own(own(inst, 'connection'), 'id'));
    this.createdBy = str(own(config, 'createdBy'));
    this.revisionId = str(own(config, 'revisionId'));
    this.provider = str(own(content, 'provider'));
    // names that are empty or hold no object cannot be edited or sent: they are left out
    this.writeNames = Object.freeze(
      Object.keys(this.write).filter((k) => k !== '' && isObject(this.write[k])),
    );
  }

  /** The write object as the server has it (shared: never mutate). */
  freshWrite(name: string): WriteEntry {
    let e = this.#fresh.get(name);
    if (!e) this.#fresh.set(name, (e = entryFromRaw(own(this.write, name))));
    return e;
  }

  readValue(name: string): JsonObject | undefined {
    const v = own(this.read, name);
    return isObject(v) ? v : undefined;
  }

  hasSub(name: string): boolean {
    return Object.hasOwn(this.sub, name);
  }
}
