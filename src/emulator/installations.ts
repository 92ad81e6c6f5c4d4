// Installation update: only masked fields are checked and applied (the rest of the body is ignored);
// a bad mask or a masked path without a value is a 400, a config change without the revision it
// edits a 428, a stale revision a 409 carrying the current revision, a config that breaks a field
// rule (contract/field-rules.ts) a 422 naming the field and the rule.
import {randomUUID} from 'node:crypto';
import {
  UpdateInstallationRequestSchema,
  check,
  type FieldSettings,
  type Installation,
  type UpdateInstallationRequest,
} from '../contract/schemas.ts';
import {fieldSettingsIssues} from '../contract/field-rules.ts';
import {
  MASK_FORMS,
  isAllowedMaskEntry,
  maskedValue,
  masksBelowObject,
  masksConfig,
  parseObjectMaskPath,
  pickMasked,
} from '../contract/mask.ts';
import {readObjectSizeIssues} from '../contract/limits.ts';
import {defineOwn, isRecord, ownMember} from '../contract/object.ts';
import {changedPart, newIssues} from './changes.ts';
import {HttpProblem, bodyIssues, type ProblemIssue} from './http.ts';
import {readMappingRuleIssues, sampleRead} from './read-config.ts';
import type {SeedIntegration} from './seed.ts';
import type {Store} from './store.ts';

/** At most this many issues in one answer; `issueCount` says how many there were. */
export const MAX_ISSUES = 100;

const isObject = isRecord;
const own = ownMember;

function problem(
  status: number,
  detail: string,
  issues: ProblemIssue[],
  extra: Record<string, unknown> = {},
) {
  const capped =
    issues.length > MAX_ISSUES ? {issues: issues.slice(0, MAX_ISSUES), issueCount: issues.length} : {issues};
  return new HttpProblem(status, detail, {...extra, ...capped});
}

/** A connection's secrets never reach a browser. */
export function redactInstallation(inst: Installation, forBrowser: boolean): Installation {
  const copy = structuredClone(inst);
  if (forBrowser && copy.connection) {
    delete copy.connection.apiKey;
    const o = copy.connection.oauth2AuthorizationCode;
    if (o) copy.connection.oauth2AuthorizationCode = o.scopes ? {scopes: o.scopes} : {};
  }
  return copy;
}

export function updateInstallation(
  store: Store,
  inst: Installation,
  integration: SeedIntegration,
  body: unknown,
  now: string,
  {skipSampling = false}: {skipSampling?: boolean} = {},
): Installation {
  // 400: the mask and the shape of what it names; the rest of `installation` is ignored.
  const raw = isObject(body) ? body : {};
  const mask = Array.isArray(raw.updateMask) ? (raw.updateMask as unknown[]) : [];
  const installationBody = own(raw, 'installation');
  const masked = isObject(installationBody) ? pickMasked(installationBody, mask) : undefined;
  const picked = {...raw, installation: masked ?? installationBody};
  // Every check below looks at what differs from the installation: a held value sent back is never refused.
  const changed = {...raw, installation: masked ? changedPart(masked, inst) : installationBody};
  const shapeIssues: ProblemIssue[] = [];
  const ruleIssues: ProblemIssue[] = [];
  for (const i of bodyIssues(
    check(UpdateInstallationRequestSchema, isObject(body) ? changed : body),
    '',
    isObject(body) ? changed : body,
  )) {
    // Field-settings rule violations inside a write object's selectedFieldSettings are 422s.
    if (/^installation\.config\.content\.write\.objects\..+\.selectedFieldSettings\..+/.test(i.name))
      ruleIssues.push(i);
    else shapeIssues.push(i);
  }
  if (isObject(installationBody)) {
    const seen = new Set<unknown>();
    let dup: unknown;
    mask.forEach((entry, index) => {
      if (seen.has(entry)) dup ??= entry;
      seen.add(entry);
      if (typeof entry !== 'string' || !isAllowedMaskEntry(entry)) return;
      if (masksBelowObject(installationBody, entry)) {
        shapeIssues.push({
          in: 'body',
          name: `updateMask[${index}]`,
          value: entry,
          detail: 'names a path below an object; a mask names a whole object',
        });
      } else if (maskedValue(installationBody, entry) === undefined) {
        shapeIssues.push({
          in: 'body',
          name: `installation.${entry}`,
          detail: `is named in updateMask[${index}] but has no value`,
        });
      }
    });
    if (typeof dup === 'string')
      shapeIssues.push({in: 'body', name: 'updateMask', value: dup, detail: 'names the same path twice'});
  }
  if (shapeIssues.length) {
    // A mask of a form the service does not take is answered with the forms it does.
    const maskForm = shapeIssues.some((i) => /^updateMask\[\d+\]$/.test(i.name));
    const forms = maskForm ? ` updateMask entries may take only these forms: ${MASK_FORMS.join(', ')}.` : '';
    throw problem(400, `The update request is not valid.${forms}`, shapeIssues);
  }
  const req = picked as UpdateInstallationRequest;

  // 428: a config change must say which revision it edits, or concurrent saves silently overwrite each other.
  const sentRevision = req.installation.config?.revisionId;
  if (sentRevision === undefined && masksConfig(req.updateMask)) {
    throw problem(
      428,
      'A config change must send the revision it edits.',
      [
        {
          in: 'body',
          name: 'installation.config.revisionId',
          detail: 'required when updateMask names a config path',
        },
      ],
      {
        title: 'Precondition Required',
        remedy: 'Read the installation and send its config.revisionId with the change.',
      },
    );
  }
  // 409: the caller edited an older revision.
  if (sentRevision !== undefined && sentRevision !== inst.config.revisionId) {
    throw new HttpProblem(
      409,
      `The config was changed since revision ${sentRevision}; the current revision is ${inst.config.revisionId}.`,
      {
        currentRevisionId: inst.config.revisionId,
        remedy: 'Reload the installation, re-apply the change and send the current revisionId.',
      },
    );
  }

  // 422: the config's rules (field rules, objects of the manifest, read object size), on what the
  // update changes only. When the shared schema already found a broken field setting, the body is
  // not the shape the checks below read, so its issues are the answer.
  if (ruleIssues.length) throw problem(422, 'The config breaks a rule of its objects or fields.', ruleIssues);
  ruleIssues.push(
    ...writeObjectIssues(store, integration, inst, req, changed),
    ...readObjectIssues(integration, req, changed),
    ...subscribeAndProxyIssues(store, integration, inst, req, changed),
  );
  if (ruleIssues.length) throw problem(422, 'The config breaks a rule of its objects or fields.', ruleIssues);
  const sentRead = req.installation.config?.content?.read?.objects ?? {};
  const readIssues = readMappingRuleIssues(store, integration.provider, inst, sentRead);
  if (readIssues.length) throw problem(422, 'The config breaks a field-mapping rule.', readIssues);
  // the service reads a sample with each read object the update changes before it saves it
  if (!skipSampling)
    sampleRead(store, integration.provider, Object.keys(objectsOf(changed.installation, 'read')));

  // Apply the masked fields to a copy; nothing else changes.
  const next = structuredClone(inst);
  const content = next.config.content;
  const src = req.installation;
  for (const entry of req.updateMask) {
    const value = maskedValue(src, entry);
    const v = structuredClone(value);
    if (entry === 'connectionId') {
      // Only a connection of the same project and group: an installation never takes another customer's credentials.
      const conn = store.connectionsOf(inst.projectId, inst.group?.groupRef).find((c) => c.id === v);
      if (!conn)
        throw new HttpProblem(400, `No connection ${String(v)} in this project.`, {
          issues: [
            {
              in: 'body',
              name: 'installation.connectionId',
              value: v,
              detail: 'is not a connection of this project and group',
            },
          ],
        });
      // The installation writes through its integration's provider: a connection to another one cannot carry it.
      const provider = inst.config.content.provider ?? inst.connection?.provider;
      if (provider !== undefined && conn.provider !== provider) {
        throw new HttpProblem(400, `Connection ${String(v)} is to ${conn.provider}, not ${provider}.`, {
          issues: [
            {
              in: 'body',
              name: 'installation.connectionId',
              value: v,
              detail: `is a connection to ${conn.provider}; this installation's provider is ${provider}`,
            },
          ],
        });
      }
      next.connection = structuredClone(conn);
    } else if (entry === 'config.createdBy') next.config.createdBy = v as string;
    else if (entry === 'config.content.proxy.enabled')
      content.proxy = {...content.proxy, enabled: v as boolean};
    else {
      const {section, objectName} = parseObjectMaskPath(entry)!;
      const holder = (content[section] ??= {objects: {}}) as {objects?: Record<string, unknown>};
      if (objectName === undefined) holder.objects = v as Record<string, unknown>;
      else {
        holder.objects ??= {};
        Object.defineProperty(holder.objects, objectName, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  }
  next.config.revisionId = `rev-${randomUUID()}`;
  next.config.createTime = now;
  next.updateTime = now;
  store.installations.set(next.id, next);
  return next;
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
 * The rules of the read objects the update changes, as for write objects: each is the manifest's,
 * and takes at most MAX_READ_OBJECT_BYTES of JSON (the whole object as sent is measured).
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
  const changedRead: Record<string, unknown> = {};
  for (const key of Object.keys(objectsOf(changed.installation, 'read'))) {
    defineOwn(changedRead, key, sentRead[key]);
    if (!manifestRead.has(key)) {
      issues.push({
        in: 'body',
        name: `installation.config.content.read.objects.${key}`,
        detail: `${key} is not a read object of the integration's manifest`,
      });
    }
  }
  for (const i of readObjectSizeIssues(changedRead)) {
    const {path, message, ...rule} = i;
    issues.push({
      in: 'body',
      name: `installation.config.content.read.objects.${path}`,
      ...rule,
      detail: message,
    });
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
function objectsOf(installation: unknown, section: 'read' | 'write' | 'subscribe'): Record<string, unknown> {
  const objects = ['config', 'content', section, 'objects'].reduce(own, installation);
  return isObject(objects) ? objects : {};
}
