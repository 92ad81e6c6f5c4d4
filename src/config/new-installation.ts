// A new installation's starting point (`ConfigDraft.forNewInstallation`): the installation a
// manifest integration offers before anything is installed, in production's create shape: each
// read object with its required fields read and its mappings' defaults mapped, each write object
// (with the manifest's inheritMapping), each subscribe object with its events, the proxy when the
// manifest enables it. The customer's edits go on top of it like edits of an installation;
// buildCreate() sends it whole.
//
// This module defines `ConfigDraft.forNewInstallation`, `draft.buildCreate()` and
// `draft.readFields()` (declared in draft.ts) on the class rebase.ts completed, and exports it: the package's entries take
// ConfigDraft from here (config/index.ts), so it has every member. The script-tag element, which
// edits installations that exist, loads it only for a first run, so its entry does not carry it.
import {ValidationError} from '../contract/errors.ts';
import type {CreateInstallationRequest} from '../contract/lifecycle.ts';
import {isRecord, ownMember} from '../contract/object.ts';
import type {Installation, ManifestIntegration} from '../contract/schemas.ts';
import {subscribeEvents} from '../contract/subscribe-entries.ts';
import {coreOf} from './draft.ts';
import {ConfigDraft as Draft} from './rebase.ts';
import {setOwn, type JsonObject} from './json.ts';
import {readMappingIssues} from './mapping-checks.ts';
import {readFieldsOf} from './read-fields.ts';
import {fail} from './state.ts';

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const objectsOf = (integration: unknown, section: string) =>
  list(ownMember(ownMember(integration, section), 'objects')).filter(
    (o): o is Record<string, unknown> => isRecord(o) && str(o.objectName) !== undefined,
  );

/** A manifest read object as a new installation reads it (published ReadConfigObject). */
function readObject(m: Record<string, unknown>): JsonObject {
  const selectedFields: JsonObject = {};
  const selectedFieldMappings: JsonObject = {};
  const out: JsonObject = {objectName: m.objectName as string};
  for (const k of ['destination', 'schedule'] as const) if (str(m[k])) out[k] = m[k] as string;
  for (const f of list(m.requiredFields)) {
    const field = str(ownMember(f, 'fieldName'));
    const target = str(ownMember(f, 'mapToName'));
    // a required provider field is always read; one the builder names a target for is mapped to it
    if (field && target) setOwn(selectedFieldMappings, target, field);
    else if (field) setOwn(selectedFields, field, true);
  }
  // a target's suggested provider field (`default`), required or optional, is mapped to start with
  for (const f of [...list(m.requiredFields), ...list(m.optionalFields)]) {
    const target = str(ownMember(f, 'mapToName'));
    const suggested = str(ownMember(f, 'default'));
    if (
      target &&
      suggested &&
      !str(ownMember(f, 'fieldName')) &&
      !Object.hasOwn(selectedFieldMappings, target)
    )
      setOwn(selectedFieldMappings, target, suggested);
  }
  out.selectedFields = selectedFields;
  out.selectedFieldMappings = selectedFieldMappings;
  return out;
}

/** The installation `integration` offers before anything is installed (no id, no revision). */
export function newInstallation(integration: ManifestIntegration): Installation {
  const section = (name: string, make: (m: Record<string, unknown>) => JsonObject) => {
    const objects: JsonObject = {};
    for (const m of objectsOf(integration, name)) setOwn(objects, m.objectName as string, make(m));
    return {objects};
  };
  const content: JsonObject = {
    provider: integration.provider,
    read: section('read', readObject),
    write: section('write', (m) =>
      m.inheritMapping === true
        ? {objectName: m.objectName, inheritMapping: true}
        : {objectName: m.objectName},
    ),
    // production's manifest spells inheritFieldsAndMapping; the config inheritFieldsAndMappings.
    // Its event settings come along, as when a subscribe switch is turned on.
    subscribe: section('subscribe', (m) => ({
      objectName: m.objectName,
      destination: m.destination,
      inheritFieldsAndMappings: m.inheritFieldsAndMapping === true,
      ...(subscribeEvents(m) as JsonObject),
    })),
  };
  if (ownMember(integration.proxy, 'enabled') === true) content.proxy = {enabled: true};
  return {config: {content}} as unknown as Installation;
}

function forNewInstallation(integration: ManifestIntegration): Draft {
  if (!isRecord(integration) || typeof integration.provider !== 'string' || !integration.provider)
    throw fail('provider', 'the manifest integration must name its provider', 'Invalid integration');
  const draft = Draft.from(newInstallation(integration));
  draft.setManifest(integration);
  return draft;
}

function buildCreate(
  this: Draft,
  target: {groupRef: string; connectionId?: string},
): CreateInstallationRequest {
  const c = coreOf(this);
  if (!this.isNew) throw fail('', 'the installation exists: save its changes with buildPatch()');
  const {groupRef, connectionId = this.connectionId} = target ?? {};
  if (typeof groupRef !== 'string' || !groupRef) throw fail('groupRef', 'must be a non-empty string');
  const content = c.content() as CreateInstallationRequest['config']['content'];
  // every read object is sent, so each is checked (compute() checks the changed ones)
  const issues = c.compute().issues.filter((i) => !i.path.startsWith('read.'));
  for (const [name, value] of Object.entries(content.read?.objects ?? {}))
    issues.push(...readMappingIssues(c, name, value));
  if (issues.length) throw new ValidationError(issues, 'Invalid new installation');
  // The published shape holds by construction (newInstallation, the handles' checks); the client
  // checks it again before sending (contract/lifecycle.ts): zod's copy of it stays out of the entry.
  return {
    groupRef,
    ...(connectionId && {connectionId}),
    config: {...(c.createdBy && {createdBy: c.createdBy}), content},
  };
}

/** The draft class with its new-installation members defined too: the package's ConfigDraft. */
function completed(draft: typeof Draft): typeof Draft {
  draft.forNewInstallation = forNewInstallation;
  draft.prototype.buildCreate = buildCreate;
  draft.prototype.readFields = function (this: Draft, name: string) {
    return readFieldsOf(this, name);
  };
  return draft;
}

export const ConfigDraft = completed(Draft);
export type ConfigDraft = Draft;
