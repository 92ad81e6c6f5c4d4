// Installation update: only masked fields are checked and applied (the rest of the body is ignored).
// The checks run in the service's order (update-checks.ts, update-rules.ts): a bad mask or a masked
// path without a value is a 400, a config change without the revision it edits a 428, a stale
// revision a 409 carrying the current revision, a config that breaks a rule a 422 naming the path and
// the rule. Then the sample read, then the masked fields are applied to a copy.
import {randomUUID} from 'node:crypto';
import type {Installation} from '../contract/schemas.ts';
import {maskedValue, parseObjectMaskPath} from '../contract/mask.ts';
import {cut, fittedIssues, longStrings} from './caps.ts';
import {HttpProblem, type ProblemIssue} from './http.ts';
import {sampleRead} from './read-config.ts';
import type {SeedIntegration} from './seed.ts';
import type {Store} from './store.ts';
import {
  fieldSettingShapes,
  publishedRules,
  readUpdate,
  requestShape,
  revisionCurrent,
  revisionSent,
  type Refusal,
  type Update,
} from './update-checks.ts';
import {mappingRules, objectRules, objectsOf} from './update-rules.ts';

/** At most this many issues in one answer; `issueCount` says how many there were. */
export const MAX_ISSUES = 100;

export function problem({status, detail, issues, extra = {}}: Refusal): HttpProblem {
  // a stale revision names no issues; its answer is the current revision
  return new HttpProblem(
    status,
    cut(detail, 1024),
    issues.length ? {...extra, ...fittedIssues(issues, MAX_ISSUES)} : extra,
  );
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
  const u = readUpdate(body, inst);
  const checks: ((u: Update) => Refusal | undefined)[] = [
    requestShape,
    publishedRules,
    revisionSent,
    revisionCurrent,
    fieldSettingShapes,
    stringCaps,
    (x) => objectRules(store, integration, x),
    (x) => mappingRules(store, integration, x),
  ];
  for (const refused of checks) {
    const r = refused(u);
    if (r) throw problem(r);
  }
  // the service reads a sample with each read object the update changes before it saves it
  if (!skipSampling)
    sampleRead(store, integration.provider, Object.keys(objectsOf(u.changed.installation, 'read')));
  return apply(store, inst, u, now);
}

/** 422: a string or key the update changes over the emulator's caps (caps.ts). */
export function stringCaps(u: Update): Refusal | undefined {
  const issues = longStrings(u.changed.installation, 'installation');
  return issues.length
    ? {status: 422, detail: 'The update holds a string longer than the emulator takes.', issues}
    : undefined;
}

/** The masked fields applied to a copy of the installation, stored under a new revision; nothing else changes. */
function apply(store: Store, inst: Installation, u: Update, now: string): Installation {
  const next = structuredClone(inst);
  const content = next.config.content;
  for (const entry of u.mask as string[]) {
    const v = structuredClone(maskedValue(u.picked.installation, entry));
    if (entry === 'connectionId') next.connection = structuredClone(connectionFor(store, inst, v));
    else if (entry === 'config.createdBy') next.config.createdBy = v as string;
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
 * The connection a `connectionId` update names: only one of the same project, group and consumer
 * (an installation never takes another customer's credentials), to the installation's provider.
 */
function connectionFor(store: Store, inst: Installation, id: unknown) {
  const refuse = (detail: string, issue: string, status = 400): never => {
    const issues: ProblemIssue[] = [
      {in: 'body', name: 'installation.connectionId', value: id, detail: issue},
    ];
    throw new HttpProblem(status, detail, {issues});
  };
  const conn = store.connectionsOf(inst.projectId, inst.group?.groupRef).find((c) => c.id === id);
  if (!conn)
    return refuse(
      `No connection ${String(id)} in this project.`,
      'is not a connection of this project and group',
    );
  const provider = inst.config.content.provider ?? inst.connection?.provider;
  if (provider !== undefined && conn.provider !== provider) {
    refuse(
      `Connection ${String(id)} is to ${conn.provider}, not ${provider}.`,
      `is a connection to ${conn.provider}; this installation's provider is ${provider}`,
    );
  }
  // Only the installation's own consumer's: another customer's credentials never carry it (S2).
  const consumer = inst.connection?.consumer?.consumerRef;
  if (consumer !== undefined && conn.consumer?.consumerRef !== consumer) {
    refuse(
      `Connection ${String(id)} belongs to another consumer.`,
      `is a connection of consumer ${String(conn.consumer?.consumerRef)}; this installation's consumer is ${consumer}`,
      403,
    );
  }
  return conn;
}
