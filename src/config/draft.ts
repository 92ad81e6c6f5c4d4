// The config draft: a customer's edits on top of an installation (the baseline), and the minimal
// installation update (README "Config draft") that carries them. Pure logic: no DOM, no fetch.
//
// Only objects the customer touched are tracked, so buildPatch/isDirty cost grows with the edit,
// not with the size of the config. The baseline is a deep, frozen copy; values handed out are
// frozen (records) or fresh copies (getters), so nobody can change the draft behind its back.
// The state and its logic live in draft-core.ts, the object handles in draft-handles.ts; the
// patch is built in patch.ts, all over state.ts.
//
// Three members are declared here and defined by modules that complete the class, so the
// script-tag element's entry, which imports this file, carries only what its first screen runs:
// rebase.ts defines `rebase()` (the 409 merge) and exports ConfigDraft so completed;
// new-installation.ts takes it from there and defines `forNewInstallation` and `buildCreate()`.
// The package's entries export the class from new-installation.ts (config/index.ts), so npm users
// always have every member; saveDraft (save.ts) imports rebase.ts. Each completing module exports
// the class as `completed(Draft)`: a module only re-exported or imported for its side effect is
// dropped by the bundler (package.json's sideEffects), so the export must be computed there.
import {ValidationError, type ValidationIssue} from '../contract/errors.ts';
import type {ConfigContent, Installation, ManifestIntegration} from '../contract/schemas.ts';
import {deepEqual} from './json.ts';
import type {InstallationPatch} from './patch.ts';
import type {Conflict, RebaseResult} from './rebase.ts';
import type {DraftChange} from './changes.ts';
import {Baseline, fail, writePath} from './state.ts';
import {Core, lockKey} from './draft-core.ts';
import type {CreateInstallationRequest} from '../contract/lifecycle.ts';
import type {ReadFieldsDraft} from './read-fields.ts';
import {
  blockHandle,
  checkName,
  readHandle,
  writeHandle,
  type ReadObjectDraft,
  type SubscribeObjectDraft,
  type WriteObjectDraft,
} from './draft-handles.ts';

// ---------------------------------------------------------------- public types

export type {Conflict, CreateInstallationRequest, DraftChange, InstallationPatch, RebaseResult};
export type {FixedReason, ReadFieldsDraft, ReadFieldsOffer} from './read-fields.ts';
export type {ReadObjectDraft, SubscribeObjectDraft, WriteObjectDraft} from './draft-handles.ts';

/**
 * The patch that saves the draft, frozen and marked as checked, so the client sends it without
 * checking it again (saveDraft and <install-config> use it; hosts get buildPatch()'s mutable copy).
 * Throws ValidationError like buildPatch().
 */
export let sealedPatch: (draft: ConfigDraft) => InstallationPatch;

/** A draft's state, for the modules of this folder that add to the draft (rebase.ts, new-installation.ts). */
export let coreOf: (draft: ConfigDraft) => Core;

/**
 * A customer's edits to an installation's config, and the update that saves them.
 * Dispatches a plain `change` Event after every call that changed what the draft shows.
 */
export class ConfigDraft extends EventTarget {
  readonly #c: Core;
  /** The read object handles given out (they look the state up per call). */
  readonly #reads = new Map<string, ReadObjectDraft>();

  static {
    sealedPatch = (draft) => draft.#c.sealedPatch();
    coreOf = (draft) => draft.#c;
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

  /**
   * A draft of an installation that does not exist yet: what the manifest integration offers (each
   * read object with its required fields and its mappings' defaults, each write and subscribe
   * object, the proxy when the manifest enables it), edited like any draft; `buildCreate()` gives
   * the body that installs it. After the create, `markSaved(created)` makes it the edit form's draft.
   *
   * Defined in ./new-installation.ts, which the package's entries import (`install-config-elements`,
   * `/headless`), so the script-tag element, which edits existing installations, does not carry it
   * until its first run loads it.
   */
  declare static forNewInstallation: (integration: ManifestIntegration) => ConfigDraft;

  /** Whether the draft is of an installation not created yet (forNewInstallation, before markSaved). */
  get isNew(): boolean {
    return !this.#c.base.inst.id;
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
    // kept like the write handles: an editor asks several times per render
    let h = this.#reads.get(name);
    if (!h) this.#reads.set(name, (h = readHandle(this.#c, name)));
    return h;
  }

  /**
   * Gives the draft the integration's manifest entry: its read objects' targets, what a new read
   * object is created from, and the cross-section checks of validate() (an object it no longer lists).
   */
  setManifest(integration: ManifestIntegration | undefined | null): void {
    this.#c.manifest = integration ?? undefined;
    this.#c.version++;
  }

  /**
   * The fields read object `name` reads (`selectedFields`, `selectedFieldsAuto`), as the manifest
   * offers them: select and unselect, with typed refusals (config/read-fields.ts). Defined in
   * ./new-installation.ts, as `forNewInstallation` is, so the script-tag element's entry does not
   * carry it; its "Fields to read" chunk brings the same handle (readFieldsOf).
   */
  declare readFields: (name: string) => ReadFieldsDraft;

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
   * The body that creates the installation (`client.createInstallation(ref, body)`), in production's
   * shape: `{groupRef, connectionId?, config: {createdBy?, content}}`, the whole config. Without
   * `connectionId` the service uses the group's default connection (or the draft's setConnectionId).
   * Throws a ValidationError when the config breaks a request rule (a required mapping unmapped) or
   * the draft is of an installation that exists (save that with buildPatch()). Defined in
   * ./new-installation.ts, as `forNewInstallation` is.
   */
  declare buildCreate: (target: {groupRef: string; connectionId?: string}) => CreateInstallationRequest;

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
   *
   * `{step: false}`: an edit made for the customer, not by them (an object the service refuses,
   * switched off again), is no step of its own: undo() goes back to before the customer's last
   * step, and never to a state the edit just corrected.
   */
  transaction<T>(edit: (draft: this) => T, options?: {step?: boolean}): T {
    const c = this.#c;
    const outer = !c.depth;
    const before = outer ? c.edits() : undefined;
    if (outer) c.touched = false;
    c.depth++;
    try {
      const result = edit(this);
      if (outer) c.settle();
      if (outer && c.touched && options?.step !== false) c.undos.push(before!);
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
   * and the collision is reported. Defined in ./rebase.ts, as `forNewInstallation` is in
   * ./new-installation.ts.
   */
  declare rebase: (serverInstallation: Installation) => RebaseResult;

  /**
   * After a successful save: the response is the new baseline and the draft is clean. Given `sent`,
   * the patch that was saved, edits made after it was built (while the save was under way) are kept
   * on top of the response, still to be saved.
   */
  markSaved(installation: Installation, sent?: InstallationPatch): void {
    const next = new Baseline(installation);
    if (!sent || deepEqual(this.#c.compute().patch, sent)) this.#c.clear();
    // edits kept on top go back with the members the server now holds (deletion too, unless edited)
    for (const [n, e] of this.#c.write) {
      const held = next.freshWrite(n);
      if (deepEqual(e.deletion, this.#c.base.freshWrite(n).deletion)) e.deletion = held.deletion;
      e.raw = held.raw ?? e.raw;
    }
    this.#c.base = next;
    this.#c.undos.length = 0;
    this.#c.notify();
  }
}
