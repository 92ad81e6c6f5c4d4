// The draft's plain data, shared by the draft (draft.ts), the patch builder (patch.ts) and the 409
// rebase (rebase.ts): the baseline, one write object's entry, and the comparisons and copies over
// them. No editing logic here; nothing in this file imports the other three.
import {invalid} from '../contract/invalid.ts';
import {
  DEFAULT_MEMBERS,
  SETTINGS_MEMBERS,
  type FieldSettings,
  type Installation,
  type WriteObjectConfig,
} from '../contract/schemas.ts';
import {copyJson, deepEqual, isObject, own, setOwn, type JsonObject} from './json.ts';

/** One write object as the draft holds it. */
export interface WriteEntry {
  enabled: boolean;
  /** boolean when the customer set it; whatever the server sent otherwise (null read as absent). */
  inheritMapping: unknown;
  /** fieldName -> frozen settings (or the server's garbage, kept so validation can report it). */
  fields: Map<string, Readonly<FieldSettings>>;
  /** cached frozen record of `fields` */
  rec?: Readonly<Record<string, Readonly<FieldSettings>>>;
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

export const writePath = (name: string) => `write.objects.${name}`;
export {fieldSettingsPath as fieldPath} from '../contract/mask.ts';
export const fail = (path: string, message: string, context = 'Invalid config change') =>
  invalid(path, message, context);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Known members only, nulls read as absent, frozen: the input itself when already clean (the
 * baseline's settings are deep-frozen already; `freeze` freezes a fresh, validated input in place).
 */
export function normalizeSettings(v: unknown, freeze = false): Readonly<FieldSettings> {
  if (!isObject(v)) return v as FieldSettings;
  let clean = true;
  for (const k of Object.keys(v)) if (!SETTINGS_MEMBERS.includes(k) || v[k] == null) clean = false;
  const d = v.default;
  if (isObject(d))
    for (const k of Object.keys(d)) if (!DEFAULT_MEMBERS.includes(k) || d[k] == null) clean = false;
  if (clean) {
    if (freeze) Object.freeze(d);
    return (freeze ? Object.freeze(v) : v) as FieldSettings;
  }
  const out: JsonObject = {};
  for (const k of SETTINGS_MEMBERS) {
    const x = own(v, k);
    if (x == null) continue;
    if (k === 'default' && isObject(x)) {
      const dv: JsonObject = {};
      for (const dk of DEFAULT_MEMBERS) if (own(x, dk) != null) dv[dk] = x[dk];
      out[k] = Object.freeze(dv);
    } else out[k] = x;
  }
  return Object.freeze(out) as FieldSettings;
}

function entryFromRaw(raw: unknown): WriteEntry {
  if (!isObject(raw)) return {enabled: false, inheritMapping: undefined, fields: new Map()};
  const fields = new Map<string, Readonly<FieldSettings>>();
  const sfs = raw.selectedFieldSettings;
  if (isObject(sfs)) {
    for (const k of Object.keys(sfs)) {
      // an empty field name cannot be sent (the request rule wants a name); a null entry is "none"
      if (k === '' || sfs[k] == null) continue;
      fields.set(k, normalizeSettings(sfs[k]));
    }
  }
  return {enabled: true, inheritMapping: raw.inheritMapping ?? undefined, fields};
}

export const copyEntry = (e: WriteEntry): WriteEntry => ({
  enabled: e.enabled,
  inheritMapping: e.inheritMapping,
  fields: new Map(e.fields),
});

export function contentEqual(a: WriteEntry, b: WriteEntry): boolean {
  if (!deepEqual(a.inheritMapping, b.inheritMapping) || a.fields.size !== b.fields.size) return false;
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

export function copySettings(v: Readonly<FieldSettings>): FieldSettings {
  if (!isObject(v)) return copyJson(v) as FieldSettings;
  const out: FieldSettings = {...v};
  if (isObject(v.default)) out.default = {...v.default};
  return out;
}

/** The object as a request carries it (a fresh, mutable copy). */
export function toWire(name: string, e: WriteEntry): WriteObjectConfig {
  const out: WriteObjectConfig = {objectName: name};
  if (e.inheritMapping !== undefined) out.inheritMapping = e.inheritMapping as boolean;
  if (e.fields.size) {
    const sfs: JsonObject = {};
    for (const [k, v] of e.fields) setOwn(sfs, k, copySettings(v));
    out.selectedFieldSettings = sfs as Record<string, FieldSettings>;
  }
  return out;
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
