// The config rules of an installation update (422), on what the update changes only: the objects
// are the manifest's, exist in the customer's instance, keep the field rules (contract/field-rules.ts),
// and subscribe and proxy only where the provider supports them.
import type {FieldSettings, Installation, UpdateInstallationRequest} from '../contract/schemas.ts';
import {fieldSettingsIssues} from '../contract/field-rules.ts';
import {isRecord, ownMember} from '../contract/object.ts';
import {newIssues} from './changes.ts';
import type {ProblemIssue} from './http.ts';
import {readFieldRuleIssues, readMappingRuleIssues} from './read-config.ts';
import type {SeedIntegration} from './seed.ts';
import type {Store} from './store.ts';
import {configRefusal, type Refusal, type Update} from './update-checks.ts';

const isObject = isRecord;
const own = ownMember;

/** 422: the rules of the objects the update changes, write, read, subscribe and proxy. */
export function objectRules(store: Store, integration: SeedIntegration, u: Update): Refusal | undefined {
  const req = u.picked as UpdateInstallationRequest;
  const issues = [
    ...writeObjectIssues(store, integration, u.held, req, u.changed),
    ...readObjectIssues(integration, req, u.changed),
    ...subscribeAndProxyIssues(store, integration, u.held, req, u.changed),
  ];
  return issues.length ? configRefusal(issues) : undefined;
}

/** 422: the field-mapping rule (contract/read-mappings.ts) and the fields-to-read rule (contract/read-fields.ts) of the read objects sent. */
export function mappingRules(store: Store, integration: SeedIntegration, u: Update): Refusal | undefined {
  const sent = objectsOf(u.picked.installation, 'read');
  const mapping = readMappingRuleIssues(store, integration.provider, u.held, sent);
  if (mapping.length)
    return {status: 422, detail: 'The config breaks a field-mapping rule.', issues: mapping};
  const manifest = integration.latestRevision.content;
  const issues = readFieldRuleIssues(store, integration.provider, manifest, u.held, sent);
  return issues.length ? {status: 422, detail: 'The config reads a field it may not.', issues} : undefined;
}

/**
 * The rules of the write objects the update changes: each is the manifest's, exists in the
 * customer's instance (unless the installation holds it already), and its changed field settings
 * keep the field rules. A setting is checked whole (its members depend on each other), and only
 * for what it breaks that the held setting did not break already.
 */
function writeObjectIssues(
  store: Store,
  integration: SeedIntegration,
  inst: Installation,
  req: UpdateInstallationRequest,
  changed: {installation?: unknown},
): ProblemIssue[] {
  const issues: ProblemIssue[] = [];
  const provider = store.providerDefs.get(integration.provider);
  const manifestWrite = new Set(
    (integration.latestRevision.content.write?.objects ?? []).map((o) => o.objectName),
  );
  const sentWrite = req.installation.config?.content?.write?.objects ?? {};
  const changedWrite = objectsOf(changed.installation, 'write');
  const heldWrite = inst.config.content.write?.objects;
  for (const key of Object.keys(changedWrite)) {
    const obj = sentWrite[key];
    if (!isObject(obj)) continue; // the schema names it
    const base = `installation.config.content.write.objects.${key}`;
    if (obj.objectName !== key)
      issues.push({
        in: 'body',
        name: `${base}.objectName`,
        value: obj.objectName,
        detail: `must equal the key ${key}`,
      });
    if (!manifestWrite.has(key))
      issues.push({
        in: 'body',
        name: base,
        detail: `${key} is not a write object of the integration's manifest`,
      });
    // Own keys only: a name such as `constructor` or `toString` is not an object or a field.
    const meta = provider && Object.hasOwn(provider.objects, key) ? provider.objects[key] : undefined;
    // every write to it would fail; one the installation already holds is kept (it must not block other saves)
    if (provider && !meta && manifestWrite.has(key) && own(heldWrite, key) === undefined) {
      issues.push({
        in: 'body',
        name: base,
        detail: `${key} does not exist in the customer's ${integration.provider} instance`,
      });
    }
    const held = own(own(heldWrite, key), 'selectedFieldSettings');
    const changedFields = own(changedWrite[key], 'selectedFieldSettings');
    for (const fieldName of isObject(changedFields) ? Object.keys(changedFields) : []) {
      const s = own(obj.selectedFieldSettings, fieldName);
      if (!isObject(s)) continue; // the schema names it
      const f = meta && Object.hasOwn(meta.fields, fieldName) ? meta.fields[fieldName] : undefined;
      const at = `${base}.selectedFieldSettings.${fieldName}`;
      if (meta && !f) {
        issues.push({
          in: 'body',
          name: at,
          code: 'unknown_field',
          detail: `${fieldName} is not a field of ${key}`,
        });
        continue;
      }
      const kept = own(held, fieldName);
      const heldSettings = isObject(kept) ? (kept as FieldSettings) : undefined;
      const found = fieldSettingsIssues(f, s as FieldSettings, heldSettings);
      for (const i of newIssues(found, s, kept, heldSettings ? fieldSettingsIssues(f, heldSettings) : [])) {
        issues.push({
          in: 'body',
          name: i.path ? `${at}.${i.path}` : at,
          value: own(s, i.path.split('.')[0]),
          code: i.code,
          ...(i.params ? {params: i.params} : {}),
          detail: i.message,
        });
      }
    }
  }
  return issues;
}

/**
 * The rules of the read objects the update changes, as for write objects: each is the manifest's
 * and names itself by its key.
 */
function readObjectIssues(
  integration: SeedIntegration,
  req: UpdateInstallationRequest,
  changed: {installation?: unknown},
): ProblemIssue[] {
  const issues: ProblemIssue[] = [];
  // the manifest's read section is not typed (only its write part is the spec's): read it leniently
  const listed = own(integration.latestRevision.content.read, 'objects');
  const manifestRead = new Set(Array.isArray(listed) ? listed.map((o) => own(o, 'objectName')) : []);
  const sentRead = objectsOf(req.installation, 'read');
  for (const key of Object.keys(objectsOf(changed.installation, 'read'))) {
    const objectName = own(sentRead[key], 'objectName');
    if (objectName !== key)
      issues.push({
        in: 'body',
        name: `installation.config.content.read.objects.${key}.objectName`,
        value: objectName,
        detail: `must equal the key ${key}`,
      });
    if (!manifestRead.has(key)) {
      issues.push({
        in: 'body',
        name: `installation.config.content.read.objects.${key}`,
        detail: `${key} is not a read object of the integration's manifest`,
      });
    }
  }
  return issues;
}

/**
 * The rules of what the update changes in subscribe and proxy: a subscription is to an object of the
 * manifest's subscribe part, of a provider that supports subscribe, and has production's required
 * members; the proxy is switched on only where the provider supports it.
 */
function subscribeAndProxyIssues(
  store: Store,
  integration: SeedIntegration,
  inst: Installation,
  req: UpdateInstallationRequest,
  changed: {installation?: unknown},
): ProblemIssue[] {
  const issues: ProblemIssue[] = [];
  const support = store.providerDefs.get(integration.provider)?.info.support;
  const listed = own(integration.latestRevision.content.subscribe, 'objects');
  const manifest = new Set(Array.isArray(listed) ? listed.map((o) => own(o, 'objectName')) : []);
  const sent = objectsOf(req.installation, 'subscribe');
  for (const key of Object.keys(objectsOf(changed.installation, 'subscribe'))) {
    const name = `installation.config.content.subscribe.objects.${key}`;
    const bad = (at: string, detail: string, value?: unknown) =>
      issues.push({
        in: 'body',
        name: at ? `${name}.${at}` : name,
        ...(value === undefined ? {} : {value}),
        detail,
      });
    if (support?.subscribe !== true) bad('', `${integration.provider} does not support subscribe`);
    if (!manifest.has(key)) bad('', `${key} is not a subscribe object of the integration's manifest`);
    const obj = sent[key];
    if (!isObject(obj)) {
      bad('', 'must be an object');
      continue;
    }
    if (obj.objectName !== key) bad('objectName', `must equal the key ${key}`, obj.objectName);
    if (typeof obj.destination !== 'string' || obj.destination === '')
      bad('destination', 'required, a non-empty string', obj.destination);
    if (typeof obj.inheritFieldsAndMappings !== 'boolean')
      bad('inheritFieldsAndMappings', 'required, a boolean', obj.inheritFieldsAndMappings);
  }
  const proxy = ['config', 'content', 'proxy', 'enabled'].reduce(own, changed.installation);
  if (proxy === true && inst.config.content.proxy?.enabled !== true && support?.proxy !== true) {
    issues.push({
      in: 'body',
      name: 'installation.config.content.proxy.enabled',
      value: true,
      detail: `${integration.provider} does not support proxy`,
    });
  }
  return issues;
}

/** The objects map of one section of an update (empty when it has none). */
export function objectsOf(
  installation: unknown,
  section: 'read' | 'write' | 'subscribe',
): Record<string, unknown> {
  const objects = ['config', 'content', section, 'objects'].reduce(own, installation);
  return isObject(objects) ? objects : {};
}
