// The draft's object handles (draft.writeObject(name), readObject(name), subscribeObject(name)) and
// their public types.
import {ValidationError} from '../contract/errors.ts';
import {compactSettings} from '../contract/field-rules.ts';
import type {ManifestSubscribeObject} from '../contract/subscribe-entries.ts';
import {
  check,
  validateFieldSettings,
  ReadObjectConfigSchema,
  type FieldMetadata,
  type FieldSettings,
  type FieldSettingsInput,
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
import {
  activeMappings,
  manifestReadObject,
  mappingIssues,
  mappingsOf,
  withHostInputs,
  type MappingInput,
  type MappingTarget,
} from '../contract/read-mappings.ts';
import {
  copySettings,
  deletionOn,
  fail,
  fieldPath,
  normalizeSettings,
  writePath,
  type WriteEntry,
} from './state.ts';
import {lockKey, type Core} from './draft-core.ts';

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
  /**
   * Whether this app may delete the object's records in the provider (`deletionSettings.enabled`):
   * the service refuses a delete write to an object without it. False when unset.
   */
  readonly deletionEnabled: boolean;
  /**
   * Sets `deletionSettings: {enabled}` (other members the server holds there are kept); enables a
   * disabled object. Off where the server has no `deletionSettings` sends nothing (off is the default).
   * Offer it only where the provider supports deletes (`provider.support.delete`).
   */
  setDeletionEnabled(enabled: boolean): this;
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
   * Maps `target` to `providerField` (undefined or null: removes the mapping); the rest of the
   * object goes back as held. Throws ValidationError, changing nothing, when `providerField` is not
   * a field of the object (setFields) or is already mapped to another target, or when the object is
   * not read (`not_read`: a mapping edit never starts reading; startReading() does).
   */
  setFieldMapping(target: string, providerField: string | undefined | null): this;
  removeFieldMapping(target: string): this;
  /** Whether the object is read: the installation holds it, or startReading() added it. */
  readonly isReading: boolean;
  /**
   * Starts reading an object the installation does not read: adds it from the manifest's read entry
   * (its destination and schedule, no fields or mappings yet), which the service then reads on its
   * schedule. Only this creates a read object; a held one is left as it is. Throws ValidationError
   * when the manifest (ConfigDraft.setManifest) has no such read object.
   */
  startReading(): this;
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

export function checkName(name: unknown, block: string): asserts name is string {
  if (typeof name !== 'string' || name === '')
    throw fail(`${block}.objects`, 'object name must be a non-empty string');
}

// The handles are closures over the core and the object's name rather than classes: the same
// behaviour, the core stays private, and the element bundle does not carry three class shells.

export function writeHandle(c: Core, name: string): WriteObjectDraft {
  const view = () => c.view(name);
  const edit = (f: (e: WriteEntry) => void) => c.editWrite(name, f);
  const unlocked = () => c.checkUnlocked(writePath(name), name);
  const checkBoolean = (value: unknown, member = 'inheritMapping') => {
    if (typeof value !== 'boolean') throw fail(`${writePath(name)}.${member}`, 'must be a boolean');
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
    get deletionEnabled() {
      return deletionOn(view());
    },
    setDeletionEnabled(enabled) {
      checkBoolean(enabled, 'deletionSettings.enabled');
      unlocked();
      const held = c.base.freshWrite(name).deletion;
      edit((e) => {
        e.enabled = true;
        // off is the default: where the server has no value, leave none rather than send a change
        e.deletion =
          !enabled && held === undefined ? undefined : {...(isPlainObject(held) ? held : {}), enabled};
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
export function blockHandle(c: Core, name: string, read: boolean): SubscribeObjectDraft {
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
      // an integer beyond 2^53 the server holds (read exactly as a BigInt) goes back as held
      const value = copyJsonAt(path, config, !read, base() ?? null) as JsonObject;
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
      // the manifest's event settings (subscribeEntries gives them in the config's shape)
      const events = own(entry, 'events');
      put({
        objectName: name,
        destination,
        inheritFieldsAndMappings: own(entry, 'inheritFieldsAndMapping') === true,
        ...(isObject(events) ? (copyJson(events) as JsonObject) : {}),
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
export function readHandle(c: Core, name: string): ReadObjectDraft {
  const h = blockHandle(c, name, true);
  const path = `read.objects.${name}`;
  const bad = (at: string, message: string) => fail(at, message, 'Invalid field mapping');
  const checkTarget = (target: unknown): string => {
    if (typeof target !== 'string' || target === '')
      throw bad(`${path}.selectedFieldMappings`, 'target must be a non-empty string');
    return target;
  };
  /** The object as held or edited, not copied: for reads that copy what they keep. */
  const held = () => (c.read.has(name) ? c.read.get(name) : c.base.readValue(name));
  /** The object as held or edited; a mapping edit never starts reading one that is not. */
  const startFrom = (): JsonObject => {
    const current = h.get() as JsonObject | undefined; // a fresh copy
    if (current) return current;
    throw new ValidationError(
      [{path, message: `${name} is not read: start reading it first (startReading)`, code: 'not_read'}],
      'Invalid field mapping',
    );
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
    get isReading() {
      return h.isEnabled;
    },
    startReading() {
      if (h.isEnabled) return this;
      const m = manifestReadObject(c.manifest, name);
      if (!m) throw fail(path, `${name} is not a read object of the manifest`, 'Invalid read object');
      const created: JsonObject = {objectName: name};
      for (const k of ['destination', 'schedule'] as const) if (typeof m[k] === 'string') created[k] = m[k];
      created.selectedFields = {};
      created.selectedFieldMappings = {};
      h.set(created as ReadObjectConfig);
      return this;
    },
    get targets() {
      return c.targets(name, held());
    },
    get fieldMappings() {
      return activeMappings(held());
    },
    getFieldMapping(target) {
      return typeof target === 'string'
        ? (own(activeMappings(held()), target) as string | undefined)
        : undefined;
    },
    setFieldMapping(target, providerField) {
      checkTarget(target);
      if (providerField != null && (typeof providerField !== 'string' || providerField === ''))
        throw bad(`${path}.selectedFieldMappings.${target}`, 'must be a non-empty string');
      const value = startFrom();
      const held = c.base.readValue(name);
      const next = mappingsOf(value);
      // "" is unmapped: clearing a target the server holds as "" changes nothing
      const was = own(next, target) === '' && providerField == null ? undefined : own(next, target);
      if (was === (providerField ?? undefined)) return this;
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
