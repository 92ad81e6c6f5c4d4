// The 409 rebase (`draft.rebase(serverInstallation)`, declared in draft.ts): a three-way merge of
// the customer's edits (ours), the baseline they were made on (base) and the installation the server
// now has (theirs). Where only we changed something, our value stays; where the server changed the
// same thing differently, its value wins and the collision is reported.
//
// This module defines `draft.rebase()` and exports the class so completed: new-installation.ts
// completes it further and the package's entries take ConfigDraft from there (config/index.ts);
// saveDraft (save.ts) imports it from here. The script-tag element's entry does not carry it: the
// element runs it only in its save path (a chunk loaded at the first edit) and when a reload of the
// same installation finds unsaved edits, which loads that chunk first.
import type {Installation} from '../contract/schemas.ts';
import {baselineSide, listChanges, namesOf, type DraftChange} from './changes.ts';
import type {Core, Edits} from './draft-core.ts';
import {ConfigDraft as Draft, coreOf} from './draft.ts';
import {copyJson, deepEqual, own, type JsonObject} from './json.ts';
import {
  Baseline,
  contentEqual,
  copyEntry,
  copySettings,
  fieldPath,
  toWire,
  viewEqual,
  writePath,
  type DraftState,
  type WriteEntry,
} from './state.ts';

/** One edit that collided with a change someone else saved first; the server's value won. */
export interface Conflict {
  /** What collided, in the change list's terms (DraftChange.kind). */
  kind: DraftChange['kind'];
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
  /** What the server's installation changed against the old baseline (someone else's save). */
  theirs: DraftChange[];
}

/** The edits that remain on top of `next`, and what collided; `s` is left as it is. */
function rebaseEdits(s: DraftState, next: Baseline): {edits: Edits; conflicts: Conflict[]} {
  const old = s.base;
  const conflicts: Conflict[] = [];
  const write = new Map<string, WriteEntry>();
  for (const [n, e] of s.write) {
    const merged = mergeWrite(n, e, old.freshWrite(n), next.freshWrite(n), conflicts);
    if (merged && !viewEqual(merged, next.freshWrite(n))) write.set(n, merged);
  }
  const read = new Map<string, JsonObject>();
  for (const [n, v] of s.read) {
    const r = merge3(v, old.readValue(n), next.readValue(n), () =>
      conflicts.push({
        kind: 'read',
        objectName: n,
        path: `read.objects.${n}`,
        ours: copyJson(v),
        theirs: copyJson(next.readValue(n)),
      }),
    );
    if (r !== undefined && !deepEqual(r, next.readValue(n))) read.set(n, r);
  }
  const sub = new Map<string, unknown>();
  for (const [n, v] of s.sub) {
    const t = own(next.sub, n);
    const r = merge3(v, own(old.sub, n), t, () =>
      conflicts.push({
        kind: 'subscribe',
        objectName: n,
        path: `subscribe.objects.${n}`,
        ours: copyJson(v),
        theirs: copyJson(t),
      }),
    );
    if (!deepEqual(r, t)) sub.set(n, r);
  }
  const scalar = <T>(
    ours: T | undefined,
    b: T | undefined,
    t: T | undefined,
    kind: 'proxy' | 'connection' | 'createdBy',
    path: string,
  ): T | undefined => {
    if (ours === undefined) return undefined;
    const r = merge3(ours, b, t, () => conflicts.push({kind, path, ours, theirs: t}));
    return r === t ? undefined : r;
  };
  const edits: Edits = {
    write,
    read,
    sub,
    proxy: scalar(s.proxy, old.proxy, next.proxy, 'proxy', 'proxy.enabled'),
    connectionId: scalar(s.connectionId, old.connectionId, next.connectionId, 'connection', 'connectionId'),
    createdBy: scalar(s.createdBy, old.createdBy, next.createdBy, 'createdBy', 'createdBy'),
  };
  return {edits, conflicts};
}

/** Three-way merge of one value: ours where only we changed it, theirs otherwise. */
function merge3<T>(ours: T, base: T, theirs: T, onConflict: () => void): T {
  if (deepEqual(ours, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(theirs, ours)) return ours;
  onConflict();
  return theirs;
}

function mergeWrite(
  name: string,
  e: WriteEntry,
  f0: WriteEntry,
  f1: WriteEntry,
  conflicts: Conflict[],
): WriteEntry | null {
  const ourContent = !contentEqual(e, f0);
  if (!e.enabled && f0.enabled && f1.enabled && !contentEqual(f1, f0)) {
    // we removed what the server changed: the server's object stands
    conflicts.push({
      kind: 'object',
      objectName: name,
      path: writePath(name),
      ours: undefined,
      theirs: toWire(name, f1),
    });
    return null;
  }
  if (e.enabled && f0.enabled && !f1.enabled && ourContent) {
    // the server removed what we changed: removed, but the edits stay for a later enable()
    conflicts.push({
      kind: 'object',
      objectName: name,
      path: writePath(name),
      ours: toWire(name, e),
      theirs: undefined,
    });
    return {...copyEntry(e), enabled: false};
  }
  const out: WriteEntry = {
    enabled: e.enabled !== f0.enabled ? e.enabled : f1.enabled,
    inheritMapping: merge3(e.inheritMapping, f0.inheritMapping, f1.inheritMapping, () =>
      conflicts.push({
        kind: 'object',
        objectName: name,
        path: `${writePath(name)}.inheritMapping`,
        ours: e.inheritMapping,
        theirs: f1.inheritMapping,
      }),
    ),
    fields: new Map(),
    deletion: merge3(e.deletion, f0.deletion, f1.deletion, () =>
      conflicts.push({
        kind: 'deletion',
        objectName: name,
        path: `${writePath(name)}.deletionSettings`,
        ours: copyJson(e.deletion),
        theirs: copyJson(f1.deletion),
      }),
    ),
    // the members this library does not edit go back as the server now holds them
    raw: f1.raw ?? e.raw,
  };
  const keys = new Set([...f1.fields.keys(), ...e.fields.keys(), ...f0.fields.keys()]);
  for (const k of keys) {
    const o = e.fields.get(k);
    const t = f1.fields.get(k);
    const v = merge3(o, f0.fields.get(k), t, () =>
      conflicts.push({
        objectName: name,
        fieldName: k,
        kind: 'field',
        path: fieldPath(name, k),
        ours: o === undefined ? undefined : copySettings(o),
        theirs: t === undefined ? undefined : copySettings(t),
      }),
    );
    if (v !== undefined) out.fields.set(k, v);
  }
  return out;
}

/** Puts `next` under the core's edits: the ones that stand stay on top of it (see rebaseEdits). */
function rebaseCore(c: Core, next: Baseline): RebaseResult {
  const theirs = listChanges(namesOf(c.base, next), baselineSide(c.base), baselineSide(next));
  const {edits, conflicts} = rebaseEdits(c, next);
  // the steps to undo were made on the old baseline
  c.undos.length = 0;
  c.proxy = edits.proxy;
  c.connectionId = edits.connectionId;
  c.createdBy = edits.createdBy;
  c.write = edits.write;
  c.read = edits.read;
  c.sub = edits.sub;
  c.base = next;
  return {conflicts, theirs};
}

/** `draft.rebase(serverInstallation)` (documented in draft.ts). */
export function rebaseDraft(draft: Draft, serverInstallation: Installation): RebaseResult {
  const c = coreOf(draft);
  const result = rebaseCore(c, new Baseline(serverInstallation));
  c.changed();
  return result;
}

/** The draft class with rebase() defined. */
function completed(draft: typeof Draft): typeof Draft {
  draft.prototype.rebase = function (this: Draft, serverInstallation: Installation) {
    return rebaseDraft(this, serverInstallation);
  };
  return draft;
}

export const ConfigDraft = completed(Draft);
export type ConfigDraft = Draft;
