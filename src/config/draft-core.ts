// The config draft's state and logic (ConfigDraft and its object handles are thin views of it):
// the customer's edits over the baseline, locks, undo steps, the memoised patch and change list.
// The 409 rebase is rebase.ts's, over this state (the script-tag element loads it when needed).
import {LockedError, ValidationError, type ValidationIssue} from '../contract/errors.ts';
import type {ConfigContent, FieldMetadata} from '../contract/schemas.ts';
import {copyJson, deepEqual, isObject, own, setOwn, type JsonObject} from './json.ts';
import {crossSectionWarnings, readMappingIssues} from './mapping-checks.ts';
import {
  manifestReadObject,
  mappingTargets,
  type MappingInput,
  type MappingTarget,
} from '../contract/read-mappings.ts';
import {changesOf, computePatch, type Changes, type InstallationPatch} from './patch.ts';
import {baselineSide, draftSide, listChanges, type DraftChange} from './changes.ts';
import {markChecked} from '../contract/checked.ts';
import {Baseline, copyEntry, viewEqual, viewOf, type DraftState, type WriteEntry} from './state.ts';
import type {WriteObjectDraft} from './draft-handles.ts';

/**
 * The customer's edits at one moment (what undo() goes back to), and what stands on top of a new
 * baseline after a rebase (rebase.ts). Fresh maps, to replace the core's.
 */
export interface Edits {
  write: Map<string, WriteEntry>;
  read: Map<string, JsonObject>;
  sub: Map<string, unknown>;
  proxy: boolean | undefined;
  connectionId: string | undefined;
  createdBy: string | undefined;
}

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
export class Core implements DraftState {
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

  /** Each read object's targets with what they were made of (targets()). */
  #targetsOf = new Map<string, {inputs: readonly unknown[]; list: MappingTarget[]}>();

  /**
   * A read object's targets (its stored input as the draft shows it; `value` is the object's
   * current one). Made again only when the manifest's entry, the stored input or the host's
   * targets change: a mapping edit changes none of them, and a render and validate() ask three
   * times per edit.
   */
  targets(name: string, value: unknown): MappingTarget[] {
    const inputs = [
      manifestReadObject(this.manifest, name),
      own(value, 'dynamicMappingsInput'),
      this.hostTargets.get(name),
    ] as const;
    const held = this.#targetsOf.get(name);
    if (held?.inputs.every((input, i) => input === inputs[i])) return held.list;
    const list = mappingTargets(...inputs);
    this.#targetsOf.set(name, {inputs, list});
    return list;
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
}

/** A lock's key: the object, or `object\u0000field`. */
export const lockKey = (name: string, field?: string) =>
  field === undefined ? name : `${name}\u0000${field}`;
