// The patch builder: what changed between the baseline and the draft, and the minimal installation
// update (contract/mask.ts names its paths) that carries it, checked against the shared request rule. Pure functions over
// the draft's plain data (state.ts).
import type {ValidationIssue} from '../contract/errors.ts';
import {
  check,
  fieldSettingsPass,
  passes,
  FieldSettingsSchema,
  UpdateInstallationRequestSchema,
  WriteObjectConfigSchema,
  type UpdateInstallationRequest,
} from '../contract/schemas.ts';
import {MASK, objectMaskPath} from '../contract/mask.ts';
import {copyJson, deepEqual, own, setOwn, type JsonObject} from './json.ts';
import {fieldPath, sentEqual, toWire, viewOf, writePath, type DraftState} from './state.ts';

/** The body of an installation update: `client.updateInstallation(ids, patch)`. */
export type InstallationPatch = UpdateInstallationRequest;

/** What differs from the baseline, per part of the update mask. */
export interface Changes {
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

export function changesOf(s: DraftState): Changes {
  const b = s.base;
  const ch: Changes = {
    write: [],
    writeRemoved: false,
    read: [],
    sub: [],
    subRemoved: false,
    proxy: s.proxy !== undefined && s.proxy !== b.proxy,
    connectionId: s.connectionId !== undefined && s.connectionId !== b.connectionId,
    createdBy: s.createdBy !== undefined && s.createdBy !== b.createdBy,
    any: false,
  };
  for (const [n, e] of s.write) {
    const f = b.freshWrite(n);
    if (sentEqual(e, f)) continue;
    ch.write.push(n);
    if (!e.enabled) ch.writeRemoved = true;
  }
  for (const [n, v] of s.read) if (!deepEqual(v, b.readValue(n))) ch.read.push(n);
  for (const [n, v] of s.sub) {
    if (v === undefined ? !b.hasSub(n) : deepEqual(v, own(b.sub, n))) continue;
    ch.sub.push(n);
    if (v === undefined) ch.subRemoved = true;
  }
  ch.any =
    ch.proxy ||
    ch.connectionId ||
    ch.createdBy ||
    ch.write.length > 0 ||
    ch.read.length > 0 ||
    ch.sub.length > 0;
  return ch;
}

/**
 * The patch and every rule it breaks (checked for what is sent only). `ch` is changesOf(s);
 * `writeNames` the enabled write objects, all sent when a removal replaces the whole map.
 */
export function computePatch(
  s: DraftState,
  ch: Changes,
  writeNames: readonly string[],
): {patch: InstallationPatch; issues: ValidationIssue[]} {
  const b = s.base;
  const updateMask: string[] = [];
  const inst: InstallationPatch['installation'] = {};
  const config: NonNullable<InstallationPatch['installation']['config']> = {};
  const content: JsonObject = {};
  if (b.revisionId !== undefined) config.revisionId = b.revisionId;
  if (b.provider !== undefined) content.provider = b.provider;
  const issues: ValidationIssue[] = [];

  if (ch.connectionId) {
    updateMask.push(MASK.connectionId);
    inst.connectionId = s.connectionId;
  }
  if (ch.createdBy) {
    updateMask.push(MASK.createdBy);
    config.createdBy = s.createdBy;
  }
  if (ch.read.length) {
    const objects: JsonObject = {};
    for (const n of ch.read) {
      updateMask.push(objectMaskPath('read', n));
      setOwn(objects, n, copyJson(s.read.get(n)));
    }
    content.read = {objects};
  }
  let writeObjects: JsonObject | undefined;
  if (ch.writeRemoved) {
    // a removal is only expressible by replacing the whole map
    updateMask.push(MASK.writeObjects);
    writeObjects = {};
    for (const n of writeNames) wireChecked(s, n, writeObjects, issues);
  } else if (ch.write.length) {
    writeObjects = {};
    for (const n of ch.write) {
      updateMask.push(objectMaskPath('write', n));
      wireChecked(s, n, writeObjects, issues);
    }
  }
  if (ch.subRemoved) {
    updateMask.push(MASK.subscribeObjects);
    const objects: JsonObject = {};
    for (const n of Object.keys(b.sub)) if (!s.sub.has(n)) setOwn(objects, n, copyJson(b.sub[n]));
    for (const [n, v] of s.sub) if (v !== undefined) setOwn(objects, n, copyJson(v));
    content.subscribe = {objects};
  } else if (ch.sub.length) {
    const objects: JsonObject = {};
    for (const n of ch.sub) {
      updateMask.push(objectMaskPath('subscribe', n));
      setOwn(objects, n, copyJson(s.sub.get(n)));
    }
    content.subscribe = {objects};
  }
  if (ch.proxy) {
    updateMask.push(MASK.proxyEnabled);
    content.proxy = {enabled: s.proxy};
  }
  if (updateMask.length) {
    // The rest of the body against the request rule; write objects were checked one by one above
    // (by the fast checks, zod only for what fails them), which is what keeps a large patch fast.
    const rest = {updateMask, installation: {...inst, config: {...config, content: {...content}}}};
    if (writeObjects) rest.installation.config.content.write = {objects: {}};
    // the cheap yes/no first (every mapping edit asks): the issues only for a body that fails
    if (!passes(UpdateInstallationRequestSchema, rest))
      issues.push(...check(UpdateInstallationRequestSchema, rest));
  }
  if (writeObjects) content.write = {objects: writeObjects};
  config.content = content as NonNullable<typeof config.content>;
  inst.config = config;
  return {patch: {updateMask, installation: inst}, issues};
}

/**
 * Checks what the customer changed in one write object against the shared rules and adds its wire
 * form to `into`. What the server holds is sent back unchecked: a value this library would refuse
 * as new (an unknown member, `default: {}`, a number beyond 2^53) must not block saving the object.
 */
function wireChecked(s: DraftState, name: string, into: JsonObject, issues: ValidationIssue[]): void {
  const e = viewOf(s, name);
  const held = s.base.freshWrite(name);
  const inherit = e.inheritMapping;
  // the fast checks first (names are never empty here); only what fails is checked by zod for its issues
  if (inherit !== held.inheritMapping && inherit !== undefined && typeof inherit !== 'boolean')
    issues.push(
      ...check(WriteObjectConfigSchema, {objectName: name, inheritMapping: inherit}, writePath(name)),
    );
  for (const [k, v] of e.fields)
    if (v !== held.fields.get(k) && !fieldSettingsPass(v))
      issues.push(...check(FieldSettingsSchema, v, fieldPath(name, k)));
  setOwn(into, name, toWire(name, e));
}
