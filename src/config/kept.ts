// Unsaved edits kept between page loads (<install-config persist>, or a headless host's own
// storage): the draft's edits as operations, each what the customer set and what the baseline held
// there, never the whole installation. Taken back on a later load with the 409's merge
// (rebase.ts): where the installation changed meanwhile and the customer changed the same thing,
// the installation's value wins and the collision is reported, as after a 409.
import type {Installation} from '../contract/schemas.ts';
import {coreOf, type ConfigDraft} from './draft.ts';
import {copyJson, isObject, own, setOwn, type JsonObject} from './json.ts';
import {rebaseDraft, type RebaseResult} from './rebase.ts';
import {Baseline, copyEntry, toWire} from './state.ts';

/** Where an operation is: a block's object, or one of the installation's single values. */
export type KeptPath =
  readonly ['write' | 'read' | 'subscribe', string] | readonly ['proxy' | 'connectionId' | 'createdBy'];

/** One edit: the value the customer set (`after`) and the baseline's (`before`); absent: none. */
export interface KeptOp {
  path: KeptPath;
  before?: unknown;
  after?: unknown;
}

/** A draft's unsaved edits, as JSON to store: the installation and revision they were made on. */
export interface KeptEdits {
  v: 1;
  installationId: string;
  revisionId?: string;
  ops: KeptOp[];
}

const op = (path: KeptPath, before: unknown, after: unknown): KeptOp => {
  const out: KeptOp = {path};
  if (before !== undefined) out.before = copyJson(before);
  if (after !== undefined) out.after = copyJson(after);
  return out;
};

/** The draft's unsaved edits as operations; undefined when it has none (or is not installed yet). */
export function keptEdits(draft: ConfigDraft): KeptEdits | undefined {
  const c = coreOf(draft);
  const ch = c.changes();
  const id = c.base.inst.id;
  if (!ch.any || typeof id !== 'string' || !id) return undefined;
  const b = c.base;
  const ops: KeptOp[] = [];
  for (const n of ch.write) {
    const e = c.write.get(n)!;
    ops.push(op(['write', n], own(b.write, n), e.enabled ? toWire(n, e) : undefined));
  }
  for (const n of ch.read) ops.push(op(['read', n], b.readValue(n), c.read.get(n)));
  for (const n of ch.sub) ops.push(op(['subscribe', n], own(b.sub, n), c.sub.get(n)));
  if (ch.proxy) ops.push(op(['proxy'], b.proxy, c.proxy));
  if (ch.connectionId) ops.push(op(['connectionId'], b.connectionId, c.connectionId));
  if (ch.createdBy) ops.push(op(['createdBy'], b.createdBy, c.createdBy));
  const kept: KeptEdits = {v: 1, installationId: id, ops};
  if (b.revisionId !== undefined) kept.revisionId = b.revisionId;
  return kept;
}

/** Whether `value` is kept edits this library wrote (anything else in storage is ignored). */
export function isKeptEdits(value: unknown): value is KeptEdits {
  return (
    isObject(value) &&
    value.v === 1 &&
    typeof value.installationId === 'string' &&
    Array.isArray(value.ops) &&
    value.ops.every((o) => isObject(o) && Array.isArray(o.path) && typeof o.path[0] === 'string')
  );
}

/** `inst` (a mutable copy) with each operation's `side` in place, on revision `revisionId`. */
function withOps(
  inst: JsonObject,
  kept: KeptEdits,
  side: 'before' | 'after',
  revisionId: string | undefined,
): JsonObject {
  const config = (inst.config ??= {}) as JsonObject;
  const content = (config.content ??= {}) as JsonObject;
  if (revisionId !== undefined) config.revisionId = revisionId;
  for (const o of kept.ops) {
    const [where, name] = o.path;
    const has = Object.hasOwn(o, side);
    const value = copyJson(o[side]);
    if (where === 'proxy') content.proxy = {...(content.proxy as JsonObject), enabled: value === true};
    else if (where === 'connectionId') {
      if (typeof value === 'string') inst.connectionId = value;
    } else if (where === 'createdBy') {
      if (has) config.createdBy = value;
      else delete config.createdBy;
    } else if (name !== undefined) {
      const block = (content[where] ??= {}) as JsonObject;
      const objects = (block.objects ??= {}) as JsonObject;
      if (has) setOwn(objects, name, value);
      else delete objects[name];
    }
  }
  return inst;
}

/**
 * Puts `kept` back on `draft` (loaded on the installation as it is now): the edits are replayed on
 * the revision they were made on and merged onto the draft's baseline as a 409 merges. Returns what
 * could not be kept (`conflicts`) and what changed meanwhile (`theirs`). Edits the draft already
 * has stay, unless `kept` changes the same thing.
 */
export function restoreKept(draft: ConfigDraft, kept: KeptEdits): RebaseResult {
  const c = coreOf(draft);
  const current = draft.baseline as Installation;
  const copy = () => copyJson(current) as JsonObject;
  const revision = kept.revisionId ?? c.base.revisionId;
  const before = new Baseline(withOps(copy(), kept, 'before', revision));
  const ours = new Baseline(withOps(copy(), kept, 'after', revision));
  c.willChange();
  c.base = before;
  for (const {path} of kept.ops) {
    const [where, name] = path;
    if (where === 'write') c.write.set(name!, copyEntry(ours.freshWrite(name!)));
    else if (where === 'read') {
      const v = ours.readValue(name!);
      if (v) c.read.set(name!, v);
    } else if (where === 'subscribe') c.sub.set(name!, own(ours.sub, name!));
    else if (where === 'proxy') c.proxy = ours.proxy;
    else if (where === 'connectionId') c.connectionId = ours.connectionId;
    else c.createdBy = ours.createdBy;
  }
  return rebaseDraft(draft, current);
}
