// Installation update (spec 4.1): only masked fields are applied; a bad mask or a masked path
// without a value is a 400, a config that breaks a field-settings rule a 422, a stale revision
// a 409 carrying the current revision.
import {randomUUID} from 'node:crypto';
import {
  UpdateInstallationRequestSchema,
  check,
  defaultValueTypeIssue,
  type Installation,
  type UpdateInstallationRequest,
  type WriteObjectConfig,
} from '../contract/schemas.ts';
import {isAllowedMaskEntry} from '../contract/mask.ts';
import {HttpProblem, bodyIssues, type ProblemIssue} from './http.ts';
import type {SeedIntegration} from './seed.ts';
import type {Store} from './store.ts';

const WRITE_OBJECT = 'config.content.write.objects.';

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object' && !Array.isArray(v);

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

/** The value the request carries for one mask entry (undefined when absent). */
function maskedValue(installation: Record<string, unknown>, entry: string): {present: boolean; value: unknown} {
  const get = (obj: unknown, key: string): unknown =>
    obj !== null && typeof obj === 'object' && Object.hasOwn(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
  const content = get(get(installation, 'config'), 'content');
  let value: unknown;
  if (entry === 'connectionId') value = get(installation, 'connectionId');
  else if (entry === 'config.createdBy') value = get(get(installation, 'config'), 'createdBy');
  else if (entry === 'config.content.proxy.enabled') value = get(get(content, 'proxy'), 'enabled');
  else {
    const m = /^config\.content\.(read|write|subscribe)\.objects(?:\.(.+))?$/s.exec(entry);
    if (m) {
      const objects = get(get(content, m[1]), 'objects');
      value = m[2] === undefined ? objects : get(objects, m[2]);
    }
  }
  return {present: value !== undefined && value !== null, value};
}

export function updateInstallation(
  store: Store,
  inst: Installation,
  integration: SeedIntegration,
  body: unknown,
  now: string,
): Installation {
  // 400: the mask and the request's shape.
  const shapeIssues: ProblemIssue[] = [];
  const ruleIssues: ProblemIssue[] = [];
  const raw = (body ?? {}) as Record<string, unknown>;
  const mask = raw.updateMask;
  const installationBody = (raw.installation ?? {}) as Record<string, unknown>;
  const issues = bodyIssues(check(UpdateInstallationRequestSchema, body), '', body);
  for (const i of issues) {
    // Field-settings rule violations inside a write object's selectedFieldSettings are 422s.
    if (/^installation\.config\.content\.write\.objects\..+\.selectedFieldSettings\..+/.test(i.name)) ruleIssues.push(i);
    else shapeIssues.push(i);
  }
  if (Array.isArray(mask) && installationBody && typeof installationBody === 'object') {
    mask.forEach((entry, index) => {
      if (typeof entry !== 'string' || !isAllowedMaskEntry(entry)) return;
      if (!maskedValue(installationBody, entry).present) {
        shapeIssues.push({in: 'body', name: `installation.${entry}`, detail: `is named in updateMask[${index}] but has no value`});
      }
    });
    const dup = mask.find((e, i) => mask.indexOf(e) !== i);
    if (typeof dup === 'string') shapeIssues.push({in: 'body', name: 'updateMask', value: dup, detail: 'names the same path twice'});
  }
  if (shapeIssues.length) throw new HttpProblem(400, 'The update request is not valid.', {issues: shapeIssues});
  const req = body as UpdateInstallationRequest;

  // 409: the caller edited an older revision.
  const sentRevision = req.installation.config?.revisionId;
  if (sentRevision !== undefined && sentRevision !== inst.config.revisionId) {
    throw new HttpProblem(409, `The config was changed since revision ${sentRevision}; the current revision is ${inst.config.revisionId}.`, {
      currentRevisionId: inst.config.revisionId,
      remedy: 'Reload the installation, re-apply the change and send the current revisionId.',
    });
  }

  // 422: the config's rules (field settings, objects of the manifest, field types). When the
  // shared schema already found a broken field setting, the body is not the shape the checks
  // below read, so its issues are the answer.
  if (ruleIssues.length) throw new HttpProblem(422, 'The config breaks a field-settings rule.', {issues: ruleIssues});
  const provider = store.providerDefs.get(integration.provider);
  const manifestWrite = new Set((integration.latestRevision.content.write?.objects ?? []).map((o) => o.objectName));
  const writeObjects: Array<[string, WriteObjectConfig]> = [];
  const contentWrite = req.installation.config?.content?.write?.objects;
  for (const entry of req.updateMask) {
    if (entry === 'config.content.write.objects' && contentWrite) writeObjects.push(...Object.entries(contentWrite));
    else if (entry.startsWith(WRITE_OBJECT) && contentWrite) {
      const name = entry.slice(WRITE_OBJECT.length);
      if (Object.hasOwn(contentWrite, name)) writeObjects.push([name, contentWrite[name]]);
    }
  }
  for (const [key, obj] of writeObjects) {
    if (!isObject(obj)) continue; // the schema names it
    const base = `installation.config.content.write.objects.${key}`;
    if (obj.objectName !== key) ruleIssues.push({in: 'body', name: `${base}.objectName`, value: obj.objectName, detail: `must equal the key ${key}`});
    if (!manifestWrite.has(key)) ruleIssues.push({in: 'body', name: base, detail: `${key} is not a write object of the integration's manifest`});
    // Own keys only: a name such as `constructor` or `toString` is not an object or a field.
    const meta = provider && Object.hasOwn(provider.objects, key) ? provider.objects[key] : undefined;
    for (const [fieldName, s] of Object.entries(obj.selectedFieldSettings ?? {})) {
      if (!isObject(s)) continue; // the schema names it
      const f = meta && Object.hasOwn(meta.fields, fieldName) ? meta.fields[fieldName] : undefined;
      const at = `${base}.selectedFieldSettings.${fieldName}`;
      if (meta && !f) {
        ruleIssues.push({in: 'body', name: at, detail: `${fieldName} is not a field of ${key}`});
        continue;
      }
      if (s.default && f?.readOnly) ruleIssues.push({in: 'body', name: `${at}.default`, detail: `${fieldName} is read-only and takes no default`});
      else if (s.default) {
        const problem = defaultValueTypeIssue(f?.valueType, s.default);
        if (problem) ruleIssues.push({in: 'body', name: `${at}.default`, value: s.default, detail: problem});
        const sv = s.default.stringValue;
        if (!problem && sv !== undefined && f?.valueType === 'singleSelect' && f.values && !f.values.some((v) => v.value === sv)) {
          ruleIssues.push({in: 'body', name: `${at}.default.stringValue`, value: sv, detail: `must be one of ${f.values.map((v) => String(v.value)).join(', ')}`});
        }
      }
    }
  }
  if (ruleIssues.length) throw new HttpProblem(422, 'The config breaks a field-settings rule.', {issues: ruleIssues});

  // Apply the masked fields to a copy; nothing else changes.
  const next = structuredClone(inst);
  const content = next.config.content;
  const src = req.installation;
  for (const entry of req.updateMask) {
    const {value} = maskedValue(src as Record<string, unknown>, entry);
    const v = structuredClone(value);
    if (entry === 'connectionId') {
      const conn = [...store.installations.values()].map((i) => i.connection)
        // Only a connection of the same project and group: an installation never takes another customer's credentials.
        .find((c) => c !== undefined && c.id === v && c.projectId === inst.projectId && c.group?.groupRef === inst.group?.groupRef);
      if (!conn) throw new HttpProblem(400, `No connection ${String(v)} in this project.`, {issues: [{in: 'body', name: 'installation.connectionId', value: v, detail: 'is not a connection of this project and group'}]});
      next.connection = structuredClone(conn);
    } else if (entry === 'config.createdBy') next.config.createdBy = v as string;
    else if (entry === 'config.content.proxy.enabled') content.proxy = {...content.proxy, enabled: v as boolean};
    else {
      const m = /^config\.content\.(read|write|subscribe)\.objects(?:\.(.+))?$/s.exec(entry)!;
      const section = m[1] as 'read' | 'write' | 'subscribe';
      const holder = (content[section] ??= {objects: {}}) as {objects?: Record<string, unknown>};
      if (m[2] === undefined) holder.objects = v as Record<string, unknown>;
      else {
        holder.objects ??= {};
        Object.defineProperty(holder.objects, m[2], {value: v, enumerable: true, writable: true, configurable: true});
      }
    }
  }
  next.config.revisionId = `rev-${randomUUID()}`;
  next.config.createTime = now;
  next.updateTime = now;
  store.installations.set(next.id, next);
  return next;
}
