// The config draft: a customer's edits on top of an installation (the baseline), and the minimal
// installation update (README "Config draft") that carries them. Pure logic: no DOM, no fetch.
//
// Only objects the customer touched are tracked, so buildPatch/isDirty cost grows with the edit,
// not with the size of the config. The baseline is a deep, frozen copy; values handed out are
// frozen (records) or fresh copies (getters), so nobody can change the draft behind its back.
// The patch is built in patch.ts and the 409 rebase merged in rebase.ts, both over state.ts.
import {LockedError, ValidationError, type ValidationIssue} from '../contract/errors.ts';
import {compactSettings} from '../contract/field-rules.ts';
import type {ManifestSubscribeObject} from '../contract/subscribe-entries.ts';
import {
  check,
  validateFieldSettings,
  ReadObjectConfigSchema,
  type ConfigContent,
  type FieldMetadata,
  type FieldSettings,
  type FieldSettingsInput,
  type Installation,
  type ManifestIntegration,
  type ReadObjectConfig,
} from '../contract/schemas.ts';
import {
  copyJson,
  copyJsonAt,
  deepEqual,
  isObject,
  isPlainObject,
  own,
  setOwn,
  type JsonObject,
} from './json.ts';
import {crossSectionWarnings, readMappingIssues} from './mapping-checks.ts';
import {
  manifestReadObject,
  mappingIssues,
  mappingsOf,
  mappingTargets,
  withHostInputs,
  type MappingInput,
  type MappingTarget,
} from '../contract/read-mappings.ts';
import {changesOf, computePatch, type Changes, type InstallationPatch} from './patch.ts';
import {rebaseEdits, type Conflict, type RebaseResult, type RebasedEdits} from './rebase.ts';
import {baselineSide, draftSide, listChanges, namesOf, type DraftChange} from './changes.ts';
import {markChecked} from '../contract/checked.ts';
import {
  Baseline,
  copyEntry,
  copySettings,
  fail,
  fieldPath,
  normalizeSettings,
  viewEqual,
  viewOf,
  writePath,
  type DraftState,
  type WriteEntry,
} from './state.ts';

// ---------------------------------------------------------------- public types

export type {Conflict, DraftChange, InstallationPatch, RebaseResult};

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
  setFieldSettings(fieldName: string, settings: FieldSettingsInput | undefined | null): this;
  /** Removes every field's settings (the object stays enabled or disabled). */
  clearFieldSettings(): this;
  /**
   * Gives the draft the object's field metadata (by field name, as object metadata has it, or a
   * list). From then on setFieldSettings also checks the field-rule table (contract/field-rules.ts):
   * the default fits the field's type, no settings on read-only fields, a field the object has.
   */
  setFields(
    fields: Readonly<Record<string, FieldMetadata>> | readonly FieldMetadata[] | undefined | null,
  ): this;
  /** The metadata of one field, when setFields gave it. */
  getField(fieldName: string): FieldMetadata | undefined;
  /** Adds the object to `write.objects`, with what it had before disable(), or as `{objectName}`. */
  enable(options?: {inheritMapping?: boolean}): this;
  /** Removes the object from `write.objects`; its settings are kept for a later enable(). */
  disable(): this;
  /** Sets `inheritMapping`; enables a disabled object. */
  setInheritMapping(value: boolean): this;
}

/** One read object: `draft.readObject('contact')`; its field mappings, and the whole object (headless use). */
export interface ReadObjectDraft {
  readonly name: string;
  /**
   * The builder's fields to map: the manifest's (ConfigDraft.setManifest), the read object's stored
   * `dynamicMappingsInput`, then the host's (setTargets); fixed entries (with `fieldName`) left out.
   */
  readonly targets: readonly MappingTarget[];
  /** `selectedFieldMappings` as the draft shows it: target -> provider field (a copy). */
  readonly fieldMappings: Record<string, string>;
  /** The provider field mapped to `target`, undefined when unmapped. */
  getFieldMapping(target: string): string | undefined;
  /**
   * Maps `target` to `providerField` (undefined or null: removes the mapping). A read object the
   * installation does not hold yet is created from the manifest's entry; the rest of the object
   * goes back as held. Throws ValidationError, changing nothing, when `providerField` is not a field
   * of the object (setFields) or is already mapped to another target.
   */
  setFieldMapping(target: string, providerField: string | undefined | null): this;
  removeFieldMapping(target: string): this;
  /** The host's targets (`dynamicMappingsInput` entries); saved into the object with its next mapping edit. */
  setTargets(entries: readonly MappingInput[] | undefined | null): this;
  /** The object's provider fields (the same metadata as writeObject(name).setFields). */
  setFields(
    fields: Readonly<Record<string, FieldMetadata>> | readonly FieldMetadata[] | undefined | null,
  ): this;
  get(): ReadObjectConfig | undefined;
  /** Validates and replaces the read object's config (`objectName` defaults to the name). */
  set(config: ReadObjectConfig): this;
  /**
   * Undoes a read object added in this draft. A read object the installation already has cannot be
   * removed: an update can only set `config.content.read.objects.<name>` (contract/mask.ts), so this throws a ValidationError.
   */
  remove(): this;
}

/** One subscribe object: `draft.subscribeObject('contact')`. */
export interface SubscribeObjectDraft {
  readonly name: string;
  /** Whether the object is in `subscribe.objects` (its changes are sent to its destination). */
  readonly isEnabled: boolean;
  get(): unknown;
  set(config: Record<string, unknown>): this;
  remove(): this;
  /**
   * Subscribes: what the server held for the object, else `{objectName, destination,
   * inheritFieldsAndMappings}` from the manifest's subscribe entry (`subscribeEntries(integration)`).
   * Throws a ValidationError when neither gives a destination.
   */
  enable(entry?: Partial<ManifestSubscribeObject> & {destination: string}): this;
  /** Unsubscribes: removes the entry (a save sends every other object back as held). */
  disable(): this;
}

// ---------------------------------------------------------------- internal state

/** The customer's edits at one moment (what undo() goes back to): the shape a rebase gives too. */
type Edits = RebasedEdits;

/** How many steps undo() keeps. */
const UNDO_LIMIT = 100;

/** Freezes a fresh JSON tree in place. */
function deepFreeze<T>(v: T): T {
  if (isObject(v) || Array.isArray(v)) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/** All draft state and logic; ConfigDraft and the object handles are thin views of it. */
class Core implements DraftState {
  base: Baseline;
  write = new Map<string, WriteEntry>();
  read = new Map<string, JsonObject>();
  /** value `undefined`: removed */
  sub = new Map<string, unknown>();
  proxy: boolean | undefined;
  connectionId: string | undefined;
  createdBy: string | undefined;
  version = 0;
  readonly handles = new Map<string, WriteObjectDraft>();
  /** Field metadata by object, when the host or the element gave it (setFields). */
  readonly meta = new Map<string, Map<string, FieldMetadata>>();
  /** Host-given read mapping targets by object (readObject(name).setTargets). */
  readonly hostTargets = new Map<string, readonly MappingInput[]>();
  /** The manifest integration (setManifest): read targets, new read objects, cross-section checks. */
  manifest: unknown;
  /** Host policy, not edits: kept across reset, rebase and save. A field key is `object\u0000field`. */
  readonly locks = new Set<string>();
  #memo = new Map<string, {version: number; base: Baseline; value: unknown}>();
  /** The edits before each undoable step, newest last. */
  readonly undos: Edits[] = [];
  /** Open transactions (nested ones join the outermost), and whether one changed anything. */
  depth = 0;
  touched = false;

  constructor(
    base: Baseline,
    readonly notify: () => void,
  ) {
    this.base = base;
  }

  changed(): void {
    this.version++;
    if (this.depth) this.touched = true;
    else this.notify();
  }

  /** The edits as they are (shallow copies: entries and values are replaced on edit, never changed). */
  edits(): Edits {
    return {
      write: new Map(this.write),
      read: new Map(this.read),
      sub: new Map(this.sub),
      proxy: this.proxy,
      connectionId: this.connectionId,
      createdBy: this.createdBy,
    };
  }

  restore(e: Edits): void {
    ({proxy: this.proxy, connectionId: this.connectionId, createdBy: this.createdBy} = e);
    this.write = new Map(e.write);
    this.read = new Map(e.read);
    this.sub = new Map(e.sub);
    this.version++;
  }

  /** Called before an edit: outside a transaction, the edit is an undoable step of its own. */
  willChange(): void {
    if (this.depth) return;
    this.undos.push(this.edits());
    if (this.undos.length > UNDO_LIMIT) this.undos.shift();
  }

  /** Throws a LockedError when the host locked the object, or the field of it. */
  checkUnlocked(path: string, name: string, field?: string): void {
    if (this.locks.has(name)) throw new LockedError(path, name);
    if (field !== undefined && this.locks.has(lockKey(name, field))) throw new LockedError(path, name, field);
  }

  /**
   * Puts what is locked back to the server's value: a pending edit made before the lock, or one an
   * undo() brings back. Not an undoable step of its own. Returns whether anything was dropped.
   */
  dropLocked(): boolean {
    let dropped = false;
    for (const key of this.locks) {
      const [name, field] = key.split('\u0000') as [string, string | undefined];
      if (field === undefined) {
        for (const m of [this.write, this.read, this.sub] as Map<string, unknown>[])
          dropped = m.delete(name) || dropped;
        continue;
      }
      const e = this.write.get(name);
      const held = this.base.freshWrite(name).fields.get(field);
      const now = e?.fields.get(field);
      if (!e || now === held || (now !== undefined && held !== undefined && deepEqual(now, held))) continue;
      // entries are replaced, never changed in place (undo steps share them)
      const next = copyEntry(e);
      if (held === undefined) next.fields.delete(field);
      else next.fields.set(field, held);
      if (viewEqual(next, this.base.freshWrite(name))) this.write.delete(name);
      else this.write.set(name, next);
      dropped = true;
    }
    if (dropped) this.version++;
    return dropped;
  }

  view(name: string): WriteEntry {
    return viewOf(this, name);
  }

  /** `make()`, cached until the next change or rebase (elements ask on every render). */
  #cached<T>(key: string, make: () => T): T {
    const c = this.#memo.get(key);
    if (c && c.version === this.version && c.base === this.base) return c.value as T;
    const value = make();
    this.#memo.set(key, {version: this.version, base: this.base, value});
    return value;
  }

  /**
   * Write entries the open transaction made (a new set after each): no undo step holds them,
   * so later edits in it change them in place. Copying and comparing every field per edit made a
   * preset over 1,000 fields cost O(fields²) (about 200 ms); `settle()` drops unchanged ones at the end.
   */
  ownWrites = new WeakSet<WriteEntry>();

  /** Runs `edit` on the object's working copy; notifies when the view changed. */
  editWrite(name: string, edit: (e: WriteEntry) => void): void {
    const own = this.write.get(name)!;
    // (a WeakSet has no undefined: an object the draft does not track is not owned)
    if (this.depth && this.ownWrites.has(own)) {
      // owned because an edit of this transaction changed it: the step is counted already
      edit(own);
      own.rec = undefined;
    } else {
      const before = this.view(name);
      const e = copyEntry(before);
      edit(e);
      if (viewEqual(e, before)) return;
      this.willChange();
      // back to the server's state: stop tracking it
      if (viewEqual(e, this.base.freshWrite(name))) this.write.delete(name);
      else this.write.set(name, e);
      if (this.depth) this.ownWrites.add(e);
    }
    this.changed();
  }

  /** At the end of a transaction: objects edited back to the server's state are not tracked. */
  settle(): void {
    for (const [name, e] of this.write)
      if (this.ownWrites.has(e) && viewEqual(e, this.base.freshWrite(name))) this.write.delete(name);
    // the next transaction owns nothing yet (after a throw, what this one made is gone with its edits)
    this.ownWrites = new WeakSet();
  }

  writeNames(): readonly string[] {
    return this.#cached('names', () => {
      const names: string[] = [];
      for (const n of this.base.writeNames) if (this.view(n).enabled) names.push(n);
      for (const [n, e] of this.write) if (e.enabled && !this.base.freshWrite(n).enabled) names.push(n);
      return Object.freeze(names);
    });
  }

  changes(): Changes {
    return this.#cached('changes', () => changesOf(this));
  }

  /** Rule breaks of the next patch, then warnings; cached until the next change (elements ask on every render). */
  issues(): ValidationIssue[] {
    return this.#cached('issues', () => [
      ...this.compute().issues,
      ...crossSectionWarnings(this, this.writeNames()),
    ]).map((i) => ({...i}));
  }

  /** A read object's targets (its stored input as the draft shows it). */
  targets(name: string, value: unknown): MappingTarget[] {
    return mappingTargets(
      manifestReadObject(this.manifest, name),
      own(value, 'dynamicMappingsInput'),
      this.hostTargets.get(name),
    );
  }

  /** The patch and every rule it breaks (checked for what is sent only). */
  compute(): {patch: InstallationPatch; issues: ValidationIssue[]} {
    const ch = this.changes();
    const out = computePatch(this, ch, ch.writeRemoved ? this.writeNames() : []);
    // a read object sent must have its required targets mapped, and no new mapping may break the rule
    for (const n of ch.read) out.issues.push(...readMappingIssues(this, n, this.read.get(n)));
    return out;
  }

  /**
   * The content a save would leave: the baseline's with the patch's content put in as the server
   * applies it: a section's whole `objects` map named in the mask replaces it, else object by object.
   */
  content(): ConfigContent {
    const {updateMask, installation} = this.compute().patch;
    const content = copyJson(this.base.inst.config?.content ?? {}) as JsonObject;
    const sent = copyJson(installation.config?.content) as JsonObject;
    for (const key in sent) {
      const held = own(content, key);
      const value = sent[key] as JsonObject;
      if (isObject(held) && isObject(value)) {
        if (!updateMask.includes(`config.content.${key}.objects`) && isObject(held.objects))
          value.objects = {...held.objects, ...(value.objects as object)};
        setOwn(content, key, {...held, ...value});
      } else setOwn(content, key, value);
    }
    return content as ConfigContent;
  }

  /** Drop all edits; returns whether anything a reader can see changed. */
  clear(): boolean {
    if (this.hasEdits()) this.willChange();
    let visible = this.changes().any;
    for (const [n, e] of this.write) if (!viewEqual(e, this.base.freshWrite(n))) visible = true;
    this.write.clear();
    this.read.clear();
    this.sub.clear();
    this.proxy = this.connectionId = this.createdBy = undefined;
    this.version++;
    return visible;
  }

  hasEdits(): boolean {
    return (
      !!(this.write.size || this.read.size || this.sub.size) ||
      this.proxy !== undefined ||
      this.connectionId !== undefined ||
      this.createdBy !== undefined
    );
  }

  /** What differs from the baseline, as the customer counts it; cached until the next change. */
  changeList(): readonly DraftChange[] {
    return this.#cached('changeList', () =>
      Object.freeze(
        listChanges(
          {write: this.write.keys(), read: this.read.keys(), sub: this.sub.keys()},
          baselineSide(this.base),
          draftSide(this),
        ),
      ),
    );
  }

  /** The patch to send, frozen and marked as checked (the client does not check it again). */
  sealedPatch(): InstallationPatch {
    return this.#cached('sealed', () => {
      const {patch, issues} = this.compute();
      if (issues.length) throw new ValidationError(issues, 'Invalid installation update');
      return markChecked(deepFreeze(patch));
    });
  }

  rebase(next: Baseline): {conflicts: Conflict[]; theirs: DraftChange[]} {
    const theirs = listChanges(namesOf(this.base, next), baselineSide(this.base), baselineSide(next));
    const {edits, conflicts} = rebaseEdits(this, next);
    // the steps to undo were made on the old baseline
    this.undos.length = 0;
    this.proxy = edits.proxy;
    this.connectionId = edits.connectionId;
    this.createdBy = edits.createdBy;
    this.write = edits.write;
    this.read = edits.read;
    this.sub = edits.sub;
    this.base = next;
    return {conflicts, theirs};
  }
}

// ---------------------------------------------------------------- handles

const lockKey = (name: string, field?: string) => (field === undefined ? name : `${name}\u0000${field}`);

function checkName(name: unknown, block: string): asserts name is string {
  if (typeof name !== 'string' || name === '')
    throw fail(`${block}.objects`, 'object name must be a non-empty string');
}

// The handles are closures over the core and the object's name rather than classes: the same
// behaviour, the core stays private, and the element bundle does not carry three class shells.

function writeHandle(c: Core, name: string): WriteObjectDraft {
  const view = () => c.view(name);
  const edit = (f: (e: WriteEntry) => void) => c.editWrite(name, f);
  const unlocked = () => c.checkUnlocked(writePath(name), name);
  const checkBoolean = (value: unknown) => {
    if (typeof value !== 'boolean') throw fail(`${writePath(name)}.inheritMapping`, 'must be a boolean');
  };
  // `false` is the default: where the server has no value, leave none rather than send a change
  const applyInherit = (e: WriteEntry, value: boolean) =>
    (e.inheritMapping =
      value === false && c.base.freshWrite(name).inheritMapping === undefined ? undefined : value);
  return {
    name,
    get isEnabled() {
      return view().enabled;
    },
    get inheritMapping() {
      return view().inheritMapping === true;
    },
    get fieldSettings() {
      const e = view();
      if (!e.rec) {
        const rec = Object.create(null) as JsonObject;
        for (const [k, v] of e.fields) rec[k] = v;
        e.rec = Object.freeze(rec) as Record<string, FieldSettings>;
      }
      return e.rec;
    },
    getFieldSettings(fieldName) {
      if (typeof fieldName !== 'string') return undefined;
      const v = view().fields.get(fieldName);
      return v === undefined ? undefined : copySettings(v);
    },
    setFieldSettings(fieldName, settings) {
      if (typeof fieldName !== 'string' || fieldName === '') {
        throw fail(
          `${writePath(name)}.selectedFieldSettings`,
          'field name must be a non-empty string',
          'Invalid field settings',
        );
      }
      const prefix = fieldPath(name, fieldName);
      c.checkUnlocked(prefix, name, fieldName);
      let value: Readonly<FieldSettings> | undefined;
      if (settings !== undefined && settings !== null) {
        // A Date or Map has no own keys and would read as {} (= remove the entry): refuse it.
        if (isObject(settings) && !isPlainObject(settings))
          throw fail(prefix, 'must be a plain object', 'Invalid field settings');
        const input = isObject(settings) ? compactSettings(settings) : settings;
        if (input !== undefined) {
          // zod's object check skips an own `__proto__` key: name it here, as the schema would
          if (isObject(input) && Object.hasOwn(input, '__proto__')) {
            throw fail(`${prefix}.__proto__`, 'unknown field', 'Invalid field settings');
          }
          const meta = c.meta.get(name);
          const field = meta?.get(fieldName);
          if (meta && !field)
            throw new ValidationError(
              [{path: prefix, message: `${fieldName} is not a field of ${name}`, code: 'unknown_field'}],
              'Invalid field settings',
            );
          const held = c.base.freshWrite(name).fields.get(fieldName);
          // a deep, frozen copy: zod's copy shares the caller's unknown members, which they may change later
          value = normalizeSettings(copyJson(validateFieldSettings(input, prefix, field, held), true), true);
        }
      }
      edit((e) => {
        if (value === undefined) {
          e.fields.delete(fieldName);
          return;
        }
        e.enabled = true;
        const old = e.fields.get(fieldName);
        if (old === undefined || !deepEqual(old, value)) e.fields.set(fieldName, value);
      });
      return this;
    },
    clearFieldSettings() {
      unlocked();
      // a locked field keeps its value (it cannot have been edited: it is the server's)
      edit((e) => {
        for (const k of [...e.fields.keys()]) if (!c.locks.has(lockKey(name, k))) e.fields.delete(k);
      });
      return this;
    },
    setFields(fields) {
      if (fields == null) {
        c.meta.delete(name);
        return this;
      }
      const list = Array.isArray(fields) ? (fields as readonly FieldMetadata[]) : Object.values(fields);
      const m = new Map<string, FieldMetadata>();
      for (const f of list) if (isObject(f) && typeof f.fieldName === 'string') m.set(f.fieldName, f);
      c.meta.set(name, m);
      return this;
    },
    getField(fieldName) {
      return c.meta.get(name)?.get(fieldName);
    },
    enable(options) {
      if (options !== undefined && !isObject(options))
        throw fail(writePath(name), 'enable options must be an object');
      const inherit = options?.inheritMapping;
      if (inherit !== undefined) checkBoolean(inherit);
      unlocked();
      edit((e) => {
        e.enabled = true;
        if (inherit !== undefined) applyInherit(e, inherit);
      });
      return this;
    },
    disable() {
      unlocked();
      edit((e) => {
        e.enabled = false;
      });
      return this;
    },
    setInheritMapping(value) {
      checkBoolean(value);
      unlocked();
      edit((e) => {
        e.enabled = true;
        applyInherit(e, value);
      });
      return this;
    },
  };
}

/**
 * A read or subscribe object: one handle for both blocks (their edits are kept the same way: a map
 * entry per object, `undefined` = removed, deleted when back to the server's value). A read object
 * is validated and cannot be removed when the server has it.
 */
function blockHandle(c: Core, name: string, read: boolean): SubscribeObjectDraft {
  const path = `${read ? 'read' : 'subscribe'}.objects.${name}`;
  // looked up per call: a rebase replaces the maps
  const edits = (): Map<string, unknown> => (read ? c.read : c.sub);
  const base = () => (read ? c.base.readValue(name) : own(c.base.sub, name));
  const baseHas = () => (read ? base() !== undefined : c.base.hasSub(name));
  const current = () => (edits().has(name) ? edits().get(name) : base());
  const present = () => (edits().has(name) ? edits().get(name) !== undefined : baseHas());
  /** `value` undefined: remove. */
  const put = (value: unknown) => {
    c.checkUnlocked(path, name);
    const has = value !== undefined;
    if (present() === has && deepEqual(current(), value)) return;
    c.willChange();
    if (has ? baseHas() && deepEqual(base(), value) : !baseHas()) edits().delete(name);
    else edits().set(name, value);
    c.changed();
  };
  return {
    name,
    get isEnabled() {
      return present();
    },
    get: () => copyJson(current()) as ReadObjectConfig | undefined,
    set(config) {
      if (!isObject(config)) throw fail(path, 'must be an object');
      const value = copyJsonAt(path, config, !read) as JsonObject;
      if (read) {
        if (value.objectName === undefined) value.objectName = name;
        const issues = check(ReadObjectConfigSchema, value, path);
        if (typeof value.objectName === 'string' && value.objectName !== name) {
          issues.push({path: `${path}.objectName`, message: 'must equal the object name'});
        }
        const maps = value.selectedFieldMappings;
        if (isObject(maps) && Object.hasOwn(maps, '__proto__') && typeof maps.__proto__ !== 'string') {
          issues.push({path: `${path}.selectedFieldMappings.__proto__`, message: 'must be a string'});
        }
        if (issues.length) throw new ValidationError(issues, 'Invalid read object');
      }
      put(read ? copyJson(value, true) : value);
      return this;
    },
    remove() {
      if (read && base() !== undefined) {
        throw fail(path, 'cannot be removed (an update only sets config.content.read.objects.<name>)');
      }
      put(undefined);
      return this;
    },
    enable(entry) {
      if (present()) return this;
      if (baseHas()) {
        put(base());
        return this;
      }
      // production's Subscribe Config Object from the manifest entry (which spells inheritFieldsAndMapping)
      const destination = own(entry, 'destination');
      if (typeof destination !== 'string' || !destination)
        throw fail(`${path}.destination`, "required: the manifest subscribe entry's destination");
      put({
        objectName: name,
        destination,
        inheritFieldsAndMappings: own(entry, 'inheritFieldsAndMapping') === true,
      });
      return this;
    },
    disable() {
      put(undefined);
      return this;
    },
  };
}

/** A read object: the block handle plus its field mappings. */
function readHandle(c: Core, name: string): ReadObjectDraft {
  const h = blockHandle(c, name, true);
  const path = `read.objects.${name}`;
  const bad = (at: string, message: string) => fail(at, message, 'Invalid field mapping');
  const checkTarget = (target: unknown): string => {
    if (typeof target !== 'string' || target === '')
      throw bad(`${path}.selectedFieldMappings`, 'target must be a non-empty string');
    return target;
  };
  /** The object as held or edited, else a new one from the manifest's entry. */
  const startFrom = (): JsonObject => {
    const current = h.get() as JsonObject | undefined; // a fresh copy
    if (current) return current;
    const m = manifestReadObject(c.manifest, name);
    if (!m) throw bad(path, `${name} is not a read object of the installation or of the manifest`);
    const created: JsonObject = {objectName: name};
    for (const k of ['destination', 'schedule'] as const) if (typeof m[k] === 'string') created[k] = m[k];
    created.selectedFields = {};
    created.selectedFieldMappings = {};
    return created;
  };
  return {
    name,
    get: () => h.get() as ReadObjectConfig | undefined,
    set(config) {
      h.set(config);
      return this;
    },
    remove() {
      h.remove();
      return this;
    },
    get targets() {
      return c.targets(name, h.get());
    },
    get fieldMappings() {
      return mappingsOf(h.get());
    },
    getFieldMapping(target) {
      return typeof target === 'string'
        ? (own(mappingsOf(h.get()), target) as string | undefined)
        : undefined;
    },
    setFieldMapping(target, providerField) {
      checkTarget(target);
      if (providerField != null && (typeof providerField !== 'string' || providerField === ''))
        throw bad(`${path}.selectedFieldMappings.${target}`, 'must be a non-empty string');
      const value = startFrom();
      const held = c.base.readValue(name);
      const next = mappingsOf(value);
      if (own(next, target) === (providerField ?? undefined)) return this;
      if (providerField == null) delete next[target];
      else setOwn(next, target, providerField);
      const fields = c.meta.get(name);
      const issues = mappingIssues(next, mappingsOf(held), fields && ((f) => fields.has(f)))
        .filter((i) => i.path === `selectedFieldMappings.${target}`)
        .map((i) => ({...i, path: `${path}.${i.path}`}));
      if (issues.length) throw new ValidationError(issues, 'Invalid field mapping');
      if (held && deepEqual(next, mappingsOf(held))) {
        // the mappings the server holds again: as it holds them, and no host targets added for nothing
        for (const k of ['selectedFieldMappings', 'dynamicMappingsInput'] as const) {
          if (Object.hasOwn(held, k)) value[k] = copyJson(held[k]);
          else delete value[k];
        }
      } else {
        value.selectedFieldMappings = next;
        const inputs = withHostInputs(value.dynamicMappingsInput, c.hostTargets.get(name));
        if (inputs !== undefined) value.dynamicMappingsInput = inputs;
      }
      h.set(value as ReadObjectConfig);
      return this;
    },
    removeFieldMapping(target) {
      return this.setFieldMapping(checkTarget(target), undefined);
    },
    setTargets(entries) {
      if (entries == null) c.hostTargets.delete(name);
      else if (!Array.isArray(entries))
        throw fail(`${path}.dynamicMappingsInput`, 'must be a list', 'Invalid targets');
      else
        c.hostTargets.set(
          name,
          entries.filter((e) => isObject(e) && typeof e.mapToName === 'string' && e.mapToName),
        );
      c.version++;
      return this;
    },
    setFields(fields) {
      writeHandle(c, name).setFields(fields);
      c.version++;
      return this;
    },
  };
}

// ---------------------------------------------------------------- the draft

/**
 * The patch that saves the draft, frozen and marked as checked, so the client sends it without
 * checking it again (saveDraft and <install-config> use it; hosts get buildPatch()'s mutable copy).
 * Throws ValidationError like buildPatch().
 */
export let sealedPatch: (draft: ConfigDraft) => InstallationPatch;

/**
 * A customer's edits to an installation's config, and the update that saves them.
 * Dispatches a plain `change` Event after every call that changed what the draft shows.
 */
export class ConfigDraft extends EventTarget {
  readonly #c: Core;

  static {
    sealedPatch = (draft) => draft.#c.sealedPatch();
  }

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
    if (!h) this.#c.handles.set(name, (h = writeHandle(this.#c, name)));
    return h;
  }

  readObject(name: string): ReadObjectDraft {
    checkName(name, 'read');
    return readHandle(this.#c, name);
  }

  /**
   * Gives the draft the integration's manifest entry: its read objects' targets, what a new read
   * object is created from, and the cross-section checks of validate() (an object it no longer lists).
   */
  setManifest(integration: ManifestIntegration | undefined | null): void {
    this.#c.manifest = integration ?? undefined;
    this.#c.version++;
  }

  subscribeObject(name: string): SubscribeObjectDraft {
    checkName(name, 'subscribe');
    return blockHandle(this.#c, name, false);
  }

  /**
   * Locks an object (every block: write, read, subscribe) or one field's write settings: the
   * customer sees it but cannot change it; a change throws a LockedError and a pending edit of it
   * is dropped, so no patch changes it. UI policy only: the service does not enforce it.
   */
  setLocked(objectName: string, locked: boolean): void;
  setLocked(objectName: string, fieldName: string | undefined, locked: boolean): void;
  setLocked(objectName: string, a: string | boolean | undefined, b?: boolean): void {
    checkName(objectName, 'write');
    const field = typeof a === 'boolean' ? undefined : a;
    const locked = typeof a === 'boolean' ? a : b;
    if (field !== undefined && (typeof field !== 'string' || field === ''))
      throw fail(`${writePath(objectName)}.selectedFieldSettings`, 'field name must be a non-empty string');
    if (typeof locked !== 'boolean') throw fail('locked', 'must be a boolean');
    const c = this.#c;
    const key = lockKey(objectName, field);
    if (c.locks.has(key) === locked) return;
    if (locked) c.locks.add(key);
    else c.locks.delete(key);
    // a pending edit of what is now locked goes back as held; either way the elements show the lock
    if (locked && c.dropLocked()) c.changed();
    else c.notify();
  }

  /** Whether the host locked the object, or (given a field) the object or the field. */
  isLocked(objectName: string, fieldName?: string): boolean {
    const locks = this.#c.locks;
    return locks.has(objectName) || (fieldName !== undefined && locks.has(lockKey(objectName, fieldName)));
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
    if (typeof createdBy !== 'string' || createdBy === '')
      throw fail('createdBy', 'must be a non-empty string');
    this.#setScalar('createdBy', createdBy, this.#c.base.createdBy);
  }

  #setScalar<K extends 'proxy' | 'connectionId' | 'createdBy'>(
    key: K,
    value: NonNullable<Core[K]>,
    base: Core[K],
  ): void {
    const current = this.#c[key] ?? base;
    if (current === value) return;
    this.#c.willChange();
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

  /**
   * The config content a save would leave on the server: the baseline's content with this draft's
   * patch applied as the server applies it. A fresh copy on each call (the caller may change it;
   * the draft is not touched): it costs about what buildPatch() costs, and a cached frozen copy
   * did not fit the headless path's 17 KB. For previewWrite(draft.content(), ...).
   */
  content(): ConfigContent {
    return this.#c.content();
  }

  /**
   * The rules the next patch would break, then, once the draft has the manifest (setManifest),
   * warnings (`severity: 'warning'`, which do not block a save): a write object that inherits the
   * read mapping for fields no mapping reaches, a written object the manifest no longer lists, a
   * mapped field the provider or a target the manifest no longer lists. Empty when there is
   * nothing to say.
   */
  validate(): ValidationIssue[] {
    return this.#c.issues();
  }

  /**
   * Drops every edit: back to the baseline. An undoable step; dispatches `reset` (always, so views
   * drop input they hold for the draft) and `change` when what the draft shows changed.
   */
  reset(): void {
    const visible = this.#c.clear();
    this.dispatchEvent(new Event('reset'));
    if (visible) this.#c.notify();
  }

  /**
   * What differs from the baseline, one entry per thing the customer can name: a write object
   * switched (or its inherit mapping), a field's settings, a read or subscribe object, the proxy
   * switch, the connection, the creator. The same array until the next change.
   */
  changeList(): readonly DraftChange[] {
    return this.#c.changeList();
  }

  /**
   * Runs `edit(this)` as one step: one `change` event at the end, one undo() to go back. When
   * `edit` throws, every edit it made is rolled back and the error is rethrown. Nested calls join
   * the outermost.
   */
  transaction<T>(edit: (draft: this) => T): T {
    const c = this.#c;
    const outer = !c.depth;
    const before = outer ? c.edits() : undefined;
    if (outer) c.touched = false;
    c.depth++;
    try {
      const result = edit(this);
      if (outer) c.settle();
      if (outer && c.touched) c.undos.push(before!);
      return result;
    } catch (error) {
      if (outer && c.touched) {
        c.restore(before!);
        c.touched = false;
      }
      throw error;
    } finally {
      c.depth--;
      if (outer && c.touched) {
        c.touched = false;
        c.notify();
      }
    }
  }

  /** Whether undo() has a step to go back. */
  get canUndo(): boolean {
    return this.#c.undos.length > 0;
  }

  /**
   * Goes back one step: the last edit, transaction or reset(). Returns false when there is none.
   * Steps made before a save or a rebase are gone: they were made on another baseline.
   */
  undo(): boolean {
    const c = this.#c;
    const last = c.undos.pop();
    if (!last) return false;
    c.restore(last);
    c.dropLocked();
    c.notify();
    return true;
  }

  /**
   * After a 409: `serverInstallation` becomes the baseline and the customer's edits are re-applied on
   * top where they do not collide; where the server changed the same thing differently, its value wins
   * and the collision is reported.
   */
  rebase(serverInstallation: Installation): RebaseResult {
    const next = new Baseline(serverInstallation);
    const result = this.#c.rebase(next);
    this.#c.changed();
    return result;
  }

  /**
   * After a successful save: the response is the new baseline and the draft is clean. Given `sent`,
   * the patch that was saved, edits made after it was built (while the save was under way) are kept
   * on top of the response, still to be saved.
   */
  markSaved(installation: Installation, sent?: InstallationPatch): void {
    const next = new Baseline(installation);
    if (!sent || deepEqual(this.#c.compute().patch, sent)) this.#c.clear();
    // edits kept on top go back with the members the server now holds
    for (const [n, e] of this.#c.write) e.raw = next.freshWrite(n).raw ?? e.raw;
    this.#c.base = next;
    this.#c.undos.length = 0;
    this.#c.notify();
  }
}
