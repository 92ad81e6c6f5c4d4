// The config draft: a customer's edits on top of an installation (the baseline), and the minimal
// installation update (spec 4.1) that carries them. Pure logic: no DOM, no fetch.
//
// Only objects the customer touched are tracked, so buildPatch/isDirty cost grows with the edit,
// not with the size of the config. The baseline is a deep, frozen copy; values handed out are
// frozen (records) or fresh copies (getters), so nobody can change the draft behind its back.
import {ValidationError, type ValidationIssue} from '../api/errors.ts';
import {
  check,
  validateFieldSettings,
  FieldSettingsSchema,
  ReadObjectConfigSchema,
  UpdateInstallationRequestSchema,
  WriteObjectConfigSchema,
  type FieldSettings,
  type Installation,
  type ReadObjectConfig,
  type UpdateInstallationRequest,
  type WriteObjectConfig,
} from '../api/schemas.ts';
import {copyJson, deepEqual, isObject, own, setOwn, type JsonObject} from './json.ts';

// ---------------------------------------------------------------- public types

/** The body of an installation update: `client.updateInstallation(ids, patch)`. */
export type InstallationPatch = UpdateInstallationRequest;

/** One edit that collided with a change someone else saved first; the server's value won. */
export interface Conflict {
  objectName?: string;
  fieldName?: string;
  /** Where, in the config content: `write.objects.contact.selectedFieldSettings.email`, `proxy.enabled`, ... */
  path: string;
  /** The customer's value (`undefined`: absent / disabled). */
  ours: unknown;
  /** The server's value, now in the draft. */
  theirs: unknown;
}

export interface RebaseResult {
  conflicts: Conflict[];
}

/** One write object of the draft: `draft.writeObject('contact')`. */
export interface WriteObjectDraft {
  readonly name: string;
  /** Whether the object is in `write.objects` (it will be written). */
  readonly isEnabled: boolean;
  readonly inheritMapping: boolean;
  /**
   * Every field's settings, read-only (frozen, null prototype: `constructor` is not a key unless set).
   * For a disabled object: what enable() would bring back.
   */
  readonly fieldSettings: Readonly<Record<string, Readonly<FieldSettings>>>;
  /** A copy of the field's settings, `undefined` when the field has default behaviour. */
  getFieldSettings(fieldName: string): FieldSettings | undefined;
  /**
   * Validates (shared rule) and replaces the field's settings; `undefined`, `null` or `{}` remove the
   * entry (default behaviour). Setting (not removing) settings on a disabled object enables it.
   * Throws ValidationError and leaves the draft unchanged when the input breaks a rule.
   */
  setFieldSettings(fieldName: string, settings: FieldSettings | undefined | null): this;
  /** Removes every field's settings (the object stays enabled or disabled). */
  clearFieldSettings(): this;
  /** Adds the object to `write.objects`, with what it had before disable(), or as `{objectName}`. */
  enable(options?: {inheritMapping?: boolean}): this;
  /** Removes the object from `write.objects`; its settings are kept for a later enable(). */
  disable(): this;
  /** Sets `inheritMapping`; enables a disabled object. */
  setInheritMapping(value: boolean): this;
}

/** One read object: `draft.readObject('contact')` (headless use). */
export interface ReadObjectDraft {
  readonly name: string;
  get(): ReadObjectConfig | undefined;
  /** Validates and replaces the read object's config (`objectName` defaults to the name). */
  set(config: ReadObjectConfig): this;
  /**
   * Undoes a read object added in this draft. A read object the installation already has cannot be
   * removed: spec 4.1 allows only `config.content.read.objects.<name>`, so this throws a ValidationError.
   */
  remove(): this;
}

/** One subscribe object: `draft.subscribeObject('contact')` (headless use). */
export interface SubscribeObjectDraft {
  readonly name: string;
  get(): unknown;
  set(config: Record<string, unknown>): this;
  remove(): this;
}

// ---------------------------------------------------------------- internal state

interface WriteEntry {
  enabled: boolean;
  /** boolean when the customer set it; whatever the server sent otherwise (null read as absent). */
  inheritMapping: unknown;
  /** fieldName -> frozen settings (or the server's garbage, kept so validation can report it). */
  fields: Map<string, Readonly<FieldSettings>>;
  /** cached frozen record of `fields` */
  rec?: Readonly<Record<string, Readonly<FieldSettings>>>;
}

const SETTINGS_KEYS = new Set(['default', 'writeOnCreate', 'writeOnUpdate']);
const DEFAULT_KEYS = new Set(['stringValue', 'integerValue', 'booleanValue']);
const EMPTY: JsonObject = Object.freeze({}) as JsonObject;
/** Settings objects (frozen) already known to pass FieldSettingsSchema. */
const validSettings = new WeakSet<object>();
/**
 * Settings shapes (their JSON) known to pass FieldSettingsSchema: big configs repeat a few shapes,
 * and the shared rule is then run once per shape. A shape with NaN/Infinity serialises with a
 * `null`, which no valid shape contains, so those always reach the rule.
 */
const validShapes = new Set<string>();
const MAX_SHAPES = 4096;

const writePath = (name: string) => `write.objects.${name}`;
const fieldPath = (name: string, field: string) => `write.objects.${name}.selectedFieldSettings.${field}`;
const fail = (path: string, message: string, context = 'Invalid config change') =>
  new ValidationError([{path, message}], context);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Known members only, nulls read as absent; the frozen input itself when already clean. */
function normalizeSettings(v: unknown): Readonly<FieldSettings> {
  if (!isObject(v)) return v as FieldSettings;
  let clean = true;
  for (const k of Object.keys(v)) if (!SETTINGS_KEYS.has(k) || v[k] == null) clean = false;
  const d = v.default;
  if (isObject(d)) for (const k of Object.keys(d)) if (!DEFAULT_KEYS.has(k) || d[k] == null) clean = false;
  if (clean) return v as FieldSettings;
  const out: JsonObject = {};
  for (const k of SETTINGS_KEYS) {
    const x = own(v, k);
    if (x == null) continue;
    if (k === 'default' && isObject(x)) {
      const dv: JsonObject = {};
      for (const dk of DEFAULT_KEYS) if (own(x, dk) != null) dv[dk] = x[dk];
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

const copyEntry = (e: WriteEntry): WriteEntry => ({enabled: e.enabled, inheritMapping: e.inheritMapping, fields: new Map(e.fields)});

function contentEqual(a: WriteEntry, b: WriteEntry): boolean {
  if (!deepEqual(a.inheritMapping, b.inheritMapping) || a.fields.size !== b.fields.size) return false;
  for (const [k, v] of a.fields) {
    const w = b.fields.get(k);
    if (v !== w && (w === undefined || !deepEqual(v, w))) return false;
  }
  return true;
}
/** Same as far as the server is concerned (a disabled object's kept settings are not sent). */
const sentEqual = (a: WriteEntry, b: WriteEntry) => a.enabled === b.enabled && (!a.enabled || contentEqual(a, b));
/** Same as far as anyone reading the draft can tell. */
const viewEqual = (a: WriteEntry, b: WriteEntry) => a.enabled === b.enabled && contentEqual(a, b);

function copySettings(v: Readonly<FieldSettings>): FieldSettings {
  if (!isObject(v)) return copyJson(v) as FieldSettings;
  const out: FieldSettings = {...v};
  if (isObject(v.default)) out.default = {...v.default};
  return out;
}

/** The object as a request carries it (a fresh, mutable copy). */
function toWire(name: string, e: WriteEntry): WriteObjectConfig {
  const out: WriteObjectConfig = {objectName: name};
  if (e.inheritMapping !== undefined) out.inheritMapping = e.inheritMapping as boolean;
  if (e.fields.size) {
    const sfs: JsonObject = {};
    for (const [k, v] of e.fields) setOwn(sfs, k, copySettings(v));
    out.selectedFieldSettings = sfs as Record<string, FieldSettings>;
  }
  return out;
}

/** The installation the draft started from, with the lookups the draft needs. */
class Baseline {
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
    this.writeNames = Object.freeze(Object.keys(this.write).filter((k) => k !== '' && isObject(this.write[k])));
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
    return Object.prototype.hasOwnProperty.call(this.sub, name);
  }
}

interface Changes {
  write: string[];
  writeRemoved: boolean;
  read: string[];
  sub: string[];
  subRemoved: boolean;
  proxy: boolean;
  connectionId: boolean;
  createdBy: boolean;
  any: boolean;
}

/** All draft state and logic; ConfigDraft and the object handles are thin views of it. */
class Core {
  base: Baseline;
  write = new Map<string, WriteEntry>();
  read = new Map<string, JsonObject>();
  /** value `undefined`: removed */
  sub = new Map<string, unknown>();
  proxy: boolean | undefined;
  connectionId: string | undefined;
  createdBy: string | undefined;
  version = 0;
  readonly handles = new Map<string, WriteHandle>();
  #changes: {version: number; base: Baseline; value: Changes} | undefined;
  #names: {version: number; base: Baseline; value: readonly string[]} | undefined;
  #issues: {version: number; base: Baseline; value: ValidationIssue[]} | undefined;

  constructor(
    base: Baseline,
    readonly notify: () => void,
  ) {
    this.base = base;
  }

  changed(): void {
    this.version++;
    this.notify();
  }

  view(name: string): WriteEntry {
    return this.write.get(name) ?? this.base.freshWrite(name);
  }

  /** Runs `edit` on the object's working copy; notifies when the view changed. */
  editWrite(name: string, edit: (e: WriteEntry) => void): void {
    const before = this.view(name);
    const e = copyEntry(before);
    edit(e);
    if (viewEqual(e, before)) return;
    const fresh = this.base.freshWrite(name);
    // back to the server's state: stop tracking it
    if (viewEqual(e, fresh)) this.write.delete(name);
    else this.write.set(name, e);
    this.changed();
  }

  writeNames(): readonly string[] {
    const c = this.#names;
    if (c && c.version === this.version && c.base === this.base) return c.value;
    const names: string[] = [];
    for (const n of this.base.writeNames) if (this.view(n).enabled) names.push(n);
    for (const [n, e] of this.write) if (e.enabled && !this.base.freshWrite(n).enabled) names.push(n);
    Object.freeze(names);
    this.#names = {version: this.version, base: this.base, value: names};
    return names;
  }

  changes(): Changes {
    const c = this.#changes;
    if (c && c.version === this.version && c.base === this.base) return c.value;
    const b = this.base;
    const ch: Changes = {
      write: [],
      writeRemoved: false,
      read: [],
      sub: [],
      subRemoved: false,
      proxy: this.proxy !== undefined && this.proxy !== b.proxy,
      connectionId: this.connectionId !== undefined && this.connectionId !== b.connectionId,
      createdBy: this.createdBy !== undefined && this.createdBy !== b.createdBy,
      any: false,
    };
    for (const [n, e] of this.write) {
      const f = b.freshWrite(n);
      if (sentEqual(e, f)) continue;
      ch.write.push(n);
      if (!e.enabled) ch.writeRemoved = true;
    }
    for (const [n, v] of this.read) if (!deepEqual(v, b.readValue(n))) ch.read.push(n);
    for (const [n, v] of this.sub) {
      if (v === undefined ? !b.hasSub(n) : deepEqual(v, own(b.sub, n))) continue;
      ch.sub.push(n);
      if (v === undefined) ch.subRemoved = true;
    }
    ch.any =
      ch.proxy || ch.connectionId || ch.createdBy || ch.write.length > 0 || ch.read.length > 0 || ch.sub.length > 0;
    this.#changes = {version: this.version, base: b, value: ch};
    return ch;
  }

  /** Rule breaks of the next patch; cached until the next change (elements ask on every render). */
  issues(): ValidationIssue[] {
    const c = this.#issues;
    if (c && c.version === this.version && c.base === this.base) return c.value.map((i) => ({...i}));
    const value = this.compute().issues;
    this.#issues = {version: this.version, base: this.base, value};
    return value.map((i) => ({...i}));
  }

  /** The patch and every rule it breaks (checked for what is sent only). */
  compute(): {patch: InstallationPatch; issues: ValidationIssue[]} {
    const ch = this.changes();
    const b = this.base;
    const updateMask: string[] = [];
    const inst: InstallationPatch['installation'] = {};
    const config: NonNullable<InstallationPatch['installation']['config']> = {};
    const content: JsonObject = {};
    if (b.revisionId !== undefined) config.revisionId = b.revisionId;
    if (b.provider !== undefined) content.provider = b.provider;
    const issues: ValidationIssue[] = [];

    if (ch.connectionId) {
      updateMask.push('connectionId');
      inst.connectionId = this.connectionId;
    }
    if (ch.createdBy) {
      updateMask.push('config.createdBy');
      config.createdBy = this.createdBy;
    }
    if (ch.read.length) {
      const objects: JsonObject = {};
      for (const n of ch.read) {
        updateMask.push(`config.content.read.objects.${n}`);
        setOwn(objects, n, copyJson(this.read.get(n)));
      }
      content.read = {objects};
    }
    let writeObjects: JsonObject | undefined;
    if (ch.writeRemoved) {
      // a removal is only expressible by replacing the whole map
      updateMask.push('config.content.write.objects');
      writeObjects = {};
      for (const n of this.writeNames()) this.#wireChecked(n, writeObjects, issues);
    } else if (ch.write.length) {
      writeObjects = {};
      for (const n of ch.write) {
        updateMask.push(`config.content.write.objects.${n}`);
        this.#wireChecked(n, writeObjects, issues);
      }
    }
    if (ch.subRemoved) {
      updateMask.push('config.content.subscribe.objects');
      const objects: JsonObject = {};
      for (const n of Object.keys(b.sub)) if (!this.sub.has(n)) setOwn(objects, n, copyJson(b.sub[n]));
      for (const [n, v] of this.sub) if (v !== undefined) setOwn(objects, n, copyJson(v));
      content.subscribe = {objects};
    } else if (ch.sub.length) {
      const objects: JsonObject = {};
      for (const n of ch.sub) {
        updateMask.push(`config.content.subscribe.objects.${n}`);
        setOwn(objects, n, copyJson(this.sub.get(n)));
      }
      content.subscribe = {objects};
    }
    if (ch.proxy) {
      updateMask.push('config.content.proxy.enabled');
      content.proxy = {enabled: this.proxy};
    }
    if (updateMask.length) {
      // The rest of the body against the request rule; write objects were checked one by one above
      // (cached per settings object), which is what keeps a large patch fast.
      const rest = {updateMask, installation: {...inst, config: {...config, content: {...content}}}};
      if (writeObjects) rest.installation.config.content.write = {objects: {}};
      issues.push(...check(UpdateInstallationRequestSchema, rest));
    }
    if (writeObjects) content.write = {objects: writeObjects};
    config.content = content as NonNullable<typeof config.content>;
    inst.config = config;
    return {patch: {updateMask, installation: inst}, issues};
  }

  #wireChecked(name: string, into: JsonObject, issues: ValidationIssue[]): void {
    const e = this.view(name);
    const shell: JsonObject = {objectName: name};
    if (e.inheritMapping !== undefined) shell.inheritMapping = e.inheritMapping;
    issues.push(...check(WriteObjectConfigSchema, shell, writePath(name)));
    for (const [k, v] of e.fields) {
      if (isObject(v) && validSettings.has(v)) continue;
      const shape = isObject(v) ? JSON.stringify(v) : undefined;
      if (shape === undefined || !validShapes.has(shape)) {
        const found = check(FieldSettingsSchema, v, fieldPath(name, k));
        if (found.length) {
          issues.push(...found);
          continue;
        }
        if (shape !== undefined && validShapes.size < MAX_SHAPES) validShapes.add(shape);
      }
      if (isObject(v) && Object.isFrozen(v)) validSettings.add(v);
    }
    setOwn(into, name, toWire(name, e));
  }

  /** Drop all edits; returns whether anything a reader can see changed. */
  clear(): boolean {
    let visible = this.changes().any;
    for (const [n, e] of this.write) if (!viewEqual(e, this.base.freshWrite(n))) visible = true;
    this.write.clear();
    this.read.clear();
    this.sub.clear();
    this.proxy = this.connectionId = this.createdBy = undefined;
    this.version++;
    return visible;
  }

  rebase(next: Baseline): Conflict[] {
    const old = this.base;
    const conflicts: Conflict[] = [];
    const write = new Map<string, WriteEntry>();
    for (const [n, e] of this.write) {
      const merged = mergeWrite(n, e, old.freshWrite(n), next.freshWrite(n), conflicts);
      if (merged && !viewEqual(merged, next.freshWrite(n))) write.set(n, merged);
    }
    const read = new Map<string, JsonObject>();
    for (const [n, v] of this.read) {
      const r = merge3(v, old.readValue(n), next.readValue(n), () =>
        conflicts.push({objectName: n, path: `read.objects.${n}`, ours: copyJson(v), theirs: copyJson(next.readValue(n))}),
      );
      if (r !== undefined && !deepEqual(r, next.readValue(n))) read.set(n, r);
    }
    const sub = new Map<string, unknown>();
    for (const [n, v] of this.sub) {
      const t = own(next.sub, n);
      const r = merge3(v, own(old.sub, n), t, () =>
        conflicts.push({objectName: n, path: `subscribe.objects.${n}`, ours: copyJson(v), theirs: copyJson(t)}),
      );
      if (!deepEqual(r, t)) sub.set(n, r);
    }
    const scalar = <T>(ours: T | undefined, b: T | undefined, t: T | undefined, path: string): T | undefined => {
      if (ours === undefined) return undefined;
      const r = merge3(ours, b, t, () => conflicts.push({path, ours, theirs: t}));
      return r === t ? undefined : r;
    };
    this.proxy = scalar(this.proxy, old.proxy, next.proxy, 'proxy.enabled');
    this.connectionId = scalar(this.connectionId, old.connectionId, next.connectionId, 'connectionId');
    this.createdBy = scalar(this.createdBy, old.createdBy, next.createdBy, 'createdBy');
    this.write = write;
    this.read = read;
    this.sub = sub;
    this.base = next;
    return conflicts;
  }
}

/** Three-way merge of one value: ours where only we changed it, theirs otherwise. */
function merge3<T>(ours: T, base: T, theirs: T, onConflict: () => void): T {
  if (deepEqual(ours, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(theirs, ours)) return ours;
  onConflict();
  return theirs;
}

function mergeWrite(name: string, e: WriteEntry, f0: WriteEntry, f1: WriteEntry, conflicts: Conflict[]): WriteEntry | null {
  const ourContent = !contentEqual(e, f0);
  if (!e.enabled && f0.enabled && f1.enabled && !contentEqual(f1, f0)) {
    // we removed what the server changed: the server's object stands
    conflicts.push({objectName: name, path: writePath(name), ours: undefined, theirs: toWire(name, f1)});
    return null;
  }
  if (e.enabled && f0.enabled && !f1.enabled && ourContent) {
    // the server removed what we changed: removed, but the edits stay for a later enable()
    conflicts.push({objectName: name, path: writePath(name), ours: toWire(name, e), theirs: undefined});
    return {enabled: false, inheritMapping: e.inheritMapping, fields: new Map(e.fields)};
  }
  const out: WriteEntry = {
    enabled: e.enabled !== f0.enabled ? e.enabled : f1.enabled,
    inheritMapping: merge3(e.inheritMapping, f0.inheritMapping, f1.inheritMapping, () =>
      conflicts.push({
        objectName: name,
        path: `${writePath(name)}.inheritMapping`,
        ours: e.inheritMapping,
        theirs: f1.inheritMapping,
      }),
    ),
    fields: new Map(),
  };
  const keys = new Set([...f1.fields.keys(), ...e.fields.keys(), ...f0.fields.keys()]);
  for (const k of keys) {
    const o = e.fields.get(k);
    const t = f1.fields.get(k);
    const v = merge3(o, f0.fields.get(k), t, () =>
      conflicts.push({
        objectName: name,
        fieldName: k,
        path: fieldPath(name, k),
        ours: o === undefined ? undefined : copySettings(o),
        theirs: t === undefined ? undefined : copySettings(t),
      }),
    );
    if (v !== undefined) out.fields.set(k, v);
  }
  return out;
}

// ---------------------------------------------------------------- handles

function checkName(name: unknown, block: string): asserts name is string {
  if (typeof name !== 'string' || name === '') throw fail(`${block}.objects`, 'object name must be a non-empty string');
}

class WriteHandle implements WriteObjectDraft {
  readonly #c: Core;
  readonly name: string;
  constructor(core: Core, name: string) {
    this.#c = core;
    this.name = name;
  }
  get isEnabled(): boolean {
    return this.#c.view(this.name).enabled;
  }
  get inheritMapping(): boolean {
    return this.#c.view(this.name).inheritMapping === true;
  }
  get fieldSettings(): Readonly<Record<string, Readonly<FieldSettings>>> {
    const e = this.#c.view(this.name);
    if (!e.rec) {
      const rec = Object.create(null) as JsonObject;
      for (const [k, v] of e.fields) rec[k] = v;
      e.rec = Object.freeze(rec) as Record<string, FieldSettings>;
    }
    return e.rec;
  }
  getFieldSettings(fieldName: string): FieldSettings | undefined {
    if (typeof fieldName !== 'string') return undefined;
    const v = this.#c.view(this.name).fields.get(fieldName);
    return v === undefined ? undefined : copySettings(v);
  }
  setFieldSettings(fieldName: string, settings: FieldSettings | undefined | null): this {
    if (typeof fieldName !== 'string' || fieldName === '') {
      throw fail(`${writePath(this.name)}.selectedFieldSettings`, 'field name must be a non-empty string', 'Invalid field settings');
    }
    const prefix = fieldPath(this.name, fieldName);
    let value: Readonly<FieldSettings> | undefined;
    if (settings !== undefined && settings !== null) {
      const input = isObject(settings) ? dropUndefined(settings) : settings;
      if (!isObject(input) || Object.keys(input).length) {
        // zod's object check skips an own `__proto__` key: name it here, as the schema would
        if (isObject(input) && Object.prototype.hasOwnProperty.call(input, '__proto__')) {
          throw fail(`${prefix}.__proto__`, 'unknown field', 'Invalid field settings');
        }
        value = freezeSettings(validateFieldSettings(input, prefix));
      }
    }
    this.#c.editWrite(this.name, (e) => {
      if (value === undefined) {
        e.fields.delete(fieldName);
        return;
      }
      e.enabled = true;
      const old = e.fields.get(fieldName);
      if (old === undefined || !deepEqual(old, value)) e.fields.set(fieldName, value);
    });
    return this;
  }
  clearFieldSettings(): this {
    this.#c.editWrite(this.name, (e) => e.fields.clear());
    return this;
  }
  enable(options?: {inheritMapping?: boolean}): this {
    if (options !== undefined && !isObject(options)) throw fail(writePath(this.name), 'enable options must be an object');
    const inherit = options?.inheritMapping;
    if (inherit !== undefined) this.#checkBoolean(inherit);
    this.#c.editWrite(this.name, (e) => {
      e.enabled = true;
      if (inherit !== undefined) this.#applyInherit(e, inherit);
    });
    return this;
  }
  disable(): this {
    this.#c.editWrite(this.name, (e) => {
      e.enabled = false;
    });
    return this;
  }
  setInheritMapping(value: boolean): this {
    this.#checkBoolean(value);
    this.#c.editWrite(this.name, (e) => {
      e.enabled = true;
      this.#applyInherit(e, value);
    });
    return this;
  }
  #checkBoolean(value: unknown): void {
    if (typeof value !== 'boolean') throw fail(`${writePath(this.name)}.inheritMapping`, 'must be a boolean');
  }
  #applyInherit(e: WriteEntry, value: boolean): void {
    // `false` is the default: where the server has no value, leave none rather than send a change
    e.inheritMapping = value === false && this.#c.base.freshWrite(this.name).inheritMapping === undefined ? undefined : value;
  }
}

function dropUndefined(o: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(o)) {
    const v = o[k];
    if (v === undefined) continue;
    setOwn(out, k, k === 'default' && isObject(v) ? dropUndefined(v) : v);
  }
  return out;
}

function freezeSettings(s: FieldSettings): Readonly<FieldSettings> {
  const out: FieldSettings = {};
  if (s.default !== undefined) {
    const d: JsonObject = {};
    for (const k of DEFAULT_KEYS) if (own(s.default, k) !== undefined) d[k] = own(s.default, k);
    out.default = Object.freeze(d) as FieldSettings['default'];
  }
  if (s.writeOnCreate !== undefined) out.writeOnCreate = s.writeOnCreate;
  if (s.writeOnUpdate !== undefined) out.writeOnUpdate = s.writeOnUpdate;
  Object.freeze(out);
  validSettings.add(out);
  return out;
}

class ReadHandle implements ReadObjectDraft {
  readonly #c: Core;
  readonly name: string;
  constructor(core: Core, name: string) {
    this.#c = core;
    this.name = name;
  }
  get(): ReadObjectConfig | undefined {
    const v = this.#c.read.get(this.name) ?? this.#c.base.readValue(this.name);
    return v === undefined ? undefined : (copyJson(v) as ReadObjectConfig);
  }
  set(config: ReadObjectConfig): this {
    const path = `read.objects.${this.name}`;
    if (!isObject(config)) throw fail(path, 'must be an object');
    const value = copyJson(config) as JsonObject;
    if (value.objectName === undefined) value.objectName = this.name;
    const issues = check(ReadObjectConfigSchema, value, path);
    if (typeof value.objectName === 'string' && value.objectName !== this.name) {
      issues.push({path: `${path}.objectName`, message: 'must equal the object name'});
    }
    const maps = value.selectedFieldMappings;
    if (isObject(maps) && Object.prototype.hasOwnProperty.call(maps, '__proto__') && typeof maps.__proto__ !== 'string') {
      issues.push({path: `${path}.selectedFieldMappings.__proto__`, message: 'must be a string'});
    }
    if (issues.length) throw new ValidationError(issues, 'Invalid read object');
    const frozen = copyJson(value, true) as JsonObject;
    const current = this.#c.read.get(this.name) ?? this.#c.base.readValue(this.name);
    if (deepEqual(current, frozen)) return this;
    if (deepEqual(this.#c.base.readValue(this.name), frozen)) this.#c.read.delete(this.name);
    else this.#c.read.set(this.name, frozen);
    this.#c.changed();
    return this;
  }
  remove(): this {
    if (this.#c.base.readValue(this.name) !== undefined) {
      throw fail(
        `read.objects.${this.name}`,
        'a read object the installation has cannot be removed: an update can only set config.content.read.objects.<name>',
      );
    }
    if (this.#c.read.delete(this.name)) this.#c.changed();
    return this;
  }
}

class SubscribeHandle implements SubscribeObjectDraft {
  readonly #c: Core;
  readonly name: string;
  constructor(core: Core, name: string) {
    this.#c = core;
    this.name = name;
  }
  #current(): unknown {
    return this.#c.sub.has(this.name) ? this.#c.sub.get(this.name) : own(this.#c.base.sub, this.name);
  }
  /** `value` undefined: remove. */
  #put(value: unknown): void {
    const b = this.#c.base;
    const present = value !== undefined;
    if (this.#present() === present && deepEqual(this.#current(), value)) return;
    const backToBase = present ? b.hasSub(this.name) && deepEqual(own(b.sub, this.name), value) : !b.hasSub(this.name);
    if (backToBase) this.#c.sub.delete(this.name);
    else this.#c.sub.set(this.name, value);
    this.#c.changed();
  }
  #present(): boolean {
    return this.#c.sub.has(this.name) ? this.#c.sub.get(this.name) !== undefined : this.#c.base.hasSub(this.name);
  }
  get(): unknown {
    return copyJson(this.#current());
  }
  set(config: Record<string, unknown>): this {
    if (!isObject(config)) throw fail(`subscribe.objects.${this.name}`, 'must be an object');
    this.#put(copyJson(config, true));
    return this;
  }
  remove(): this {
    this.#put(undefined);
    return this;
  }
}

// ---------------------------------------------------------------- the draft

/**
 * A customer's edits to an installation's config, and the update that saves them.
 * Dispatches a plain `change` Event after every call that changed what the draft shows.
 */
export class ConfigDraft extends EventTarget {
  readonly #c: Core;

  /** Use `ConfigDraft.from(installation)`. */
  private constructor(installation: unknown) {
    super();
    this.#c = new Core(new Baseline(installation), () => this.dispatchEvent(new Event('change')));
  }

  /** A draft with `installation` as its baseline (deep-copied; the input is never mutated). */
  static from(installation: Installation): ConfigDraft {
    return new ConfigDraft(installation);
  }

  /** The installation the draft compares against (deep-frozen copy). */
  get baseline(): Readonly<Installation> {
    return this.#c.base.inst;
  }

  /** `config.revisionId` of the baseline; every patch carries it. */
  get revisionId(): string | undefined {
    return this.#c.base.revisionId;
  }

  /** Names of the enabled write objects: the server's order, then the ones enabled here. */
  get writeObjectNames(): readonly string[] {
    return this.#c.writeNames();
  }

  get isDirty(): boolean {
    return this.#c.changes().any;
  }

  get proxyEnabled(): boolean {
    return this.#c.proxy ?? this.#c.base.proxy;
  }

  get connectionId(): string | undefined {
    return this.#c.connectionId ?? this.#c.base.connectionId;
  }

  get createdBy(): string | undefined {
    return this.#c.createdBy ?? this.#c.base.createdBy;
  }

  writeObject(name: string): WriteObjectDraft {
    checkName(name, 'write');
    let h = this.#c.handles.get(name);
    if (!h) this.#c.handles.set(name, (h = new WriteHandle(this.#c, name)));
    return h;
  }

  readObject(name: string): ReadObjectDraft {
    checkName(name, 'read');
    return new ReadHandle(this.#c, name);
  }

  subscribeObject(name: string): SubscribeObjectDraft {
    checkName(name, 'subscribe');
    return new SubscribeHandle(this.#c, name);
  }

  setProxyEnabled(enabled: boolean): void {
    if (typeof enabled !== 'boolean') throw fail('proxy.enabled', 'must be a boolean');
    this.#setScalar('proxy', enabled, this.#c.base.proxy);
  }

  setConnectionId(id: string): void {
    if (typeof id !== 'string' || id === '') throw fail('connectionId', 'must be a non-empty string');
    this.#setScalar('connectionId', id, this.#c.base.connectionId);
  }

  setCreatedBy(createdBy: string): void {
    if (typeof createdBy !== 'string' || createdBy === '') throw fail('createdBy', 'must be a non-empty string');
    this.#setScalar('createdBy', createdBy, this.#c.base.createdBy);
  }

  #setScalar<K extends 'proxy' | 'connectionId' | 'createdBy'>(key: K, value: NonNullable<Core[K]>, base: Core[K]): void {
    const current = this.#c[key] ?? base;
    if (current === value) return;
    this.#c[key] = (value === base ? undefined : value) as Core[K];
    this.#c.changed();
  }

  /**
   * `{updateMask, installation}` with only what changed; an unchanged draft gives an empty mask.
   * Throws a ValidationError when something to be sent breaks a request rule (for example a field
   * setting the server sent with a value this library does not know).
   */
  buildPatch(): InstallationPatch {
    const {patch, issues} = this.#c.compute();
    if (issues.length) throw new ValidationError(issues, 'Invalid installation update');
    return patch;
  }

  /** The rules the next patch would break (empty when it can be saved). */
  validate(): ValidationIssue[] {
    return this.#c.issues();
  }

  /** Drops every edit: back to the baseline. */
  reset(): void {
    if (this.#c.clear()) this.#c.notify();
  }

  /**
   * After a 409: `serverInstallation` becomes the baseline and the customer's edits are re-applied on
   * top where they do not collide; where the server changed the same thing differently, its value wins
   * and the collision is reported.
   */
  rebase(serverInstallation: Installation): RebaseResult {
    const next = new Baseline(serverInstallation);
    const conflicts = this.#c.rebase(next);
    this.#c.changed();
    return {conflicts};
  }

  /** After a successful save: the response is the new baseline and the draft is clean. */
  markSaved(installation: Installation): void {
    const next = new Baseline(installation);
    this.#c.clear();
    this.#c.base = next;
    this.#c.notify();
  }
}
