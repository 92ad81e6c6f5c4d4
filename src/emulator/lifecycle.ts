// The rest of an installation's life beside its update (production's published API, amp-labs/openapi
// api.yaml at 0e80f6a): creating one for a group with the group's connection, and deleting it.
// A create is checked like an update (the same config rules, update-rules.ts) and answered 201;
// a delete ends the installation's writes and, as production documents, deletes its connection
// when no other installation uses it.
import {randomUUID} from 'node:crypto';
import {createRequestIssues, type CreateInstallationRequest} from '../contract/lifecycle.ts';
import type {Connection, Installation} from '../contract/schemas.ts';
import {requireGroup, type Principal} from './auth.ts';
import {HttpProblem, bodyIssues, type ProblemIssue} from './http.ts';
import {problem, stringCaps} from './installations.ts';
import {sampleRead} from './read-config.ts';
import type {SeedIntegration} from './seed.ts';
import type {Store} from './store.ts';
import {fieldSettingShapes, publishedRules, type Refusal, type Update} from './update-checks.ts';
import {mappingRules, objectRules} from './update-rules.ts';
import type {WriteEngine} from './write-engine.ts';

/** Every connection of a project and group once (an installation's own and the stored ones share ids). */
export function groupConnections(
  store: Store,
  projectId: string,
  groupRef: string | undefined,
): Connection[] {
  const seen = new Map<string, Connection>();
  for (const c of store.connectionsOf(projectId, groupRef)) if (c.id && !seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
}

/** Whether a bearer token's consumer may use a connection (the API key may use any). */
export const usable = (p: Principal, c: Connection) =>
  p.kind === 'apiKey' || (c.consumer?.consumerRef ?? p.consumerRef) === p.consumerRef;

/** An update's issue names (`installation.config...`) as a create names them (`config...`). */
function asCreate(issues: ProblemIssue[]): ProblemIssue[] {
  return issues.map((i) => ({...i, name: i.name.replace(/^installation\./, '')}));
}

/** An update check's refusal as the create's answer: its issues and words name the create. */
function refused(r: Refusal): HttpProblem {
  return problem({
    ...r,
    detail: r.detail.replace(/^The update\b/, 'The create request'),
    issues: asCreate(r.issues),
  });
}

export function createInstallation(
  store: Store,
  integration: SeedIntegration,
  body: unknown,
  principal: Principal,
  now: string,
  {skipSampling = false}: {skipSampling?: boolean} = {},
): Installation {
  const shape = createRequestIssues(body);
  if (shape.length)
    throw new HttpProblem(400, 'The create request is not valid.', {issues: bodyIssues(shape, '', body)});
  const req = body as CreateInstallationRequest;
  const {groupRef} = req;
  requireGroup(principal, groupRef, `group ${groupRef}`);
  const content = req.config.content;
  if (content.provider !== integration.provider)
    throw new HttpProblem(
      422,
      `The config is for ${content.provider}; ${integration.name} is for ${integration.provider}.`,
      {
        issues: [
          {
            in: 'body',
            name: 'config.content.provider',
            value: content.provider,
            detail: `must be ${integration.provider}`,
          },
        ],
      },
    );
  const held = store.installationForGroup(integration.projectId, integration.id, groupRef);
  if (held)
    throw new HttpProblem(
      409,
      `Group ${groupRef} already has an installation of ${integration.name} (${held.id}).`,
      {
        installationId: held.id,
        remedy: 'Update the installation the group has, or delete it first.',
      },
    );
  const connection = connectionFor(store, integration, req, principal);
  checkConfig(store, integration, req);
  if (!skipSampling) {
    try {
      sampleRead(store, integration.provider, Object.keys(content.read?.objects ?? {}));
    } catch (e) {
      if (!(e instanceof HttpProblem)) throw e;
      const extra = e.extra as {issues?: ProblemIssue[]};
      throw new HttpProblem(e.status, e.message, {...extra, issues: asCreate(extra.issues ?? [])});
    }
  }
  const consumer =
    principal.kind === 'bearer' ? `consumer:${principal.consumerRef}` : 'api:create-installation';
  const inst: Installation = {
    id: randomUUID(),
    projectId: integration.projectId,
    integrationId: integration.id,
    healthStatus: 'healthy',
    connection: structuredClone(connection),
    createTime: now,
    createdBy: consumer,
    ...(connection.group ? {group: structuredClone(connection.group)} : {}),
    config: {
      id: randomUUID(),
      revisionId: `rev-${randomUUID()}`,
      createTime: now,
      createdBy: req.config.createdBy ?? consumer,
      content: structuredClone(content),
    },
    updateTime: now,
  };
  store.installations.set(inst.id, inst);
  return inst;
}

/**
 * The connection a create uses: the one `connectionId` names (of the group, to the integration's
 * provider), else the group's default: its first connection to that provider.
 */
function connectionFor(
  store: Store,
  integration: SeedIntegration,
  req: CreateInstallationRequest,
  principal: Principal,
): Connection {
  const all = groupConnections(store, integration.projectId, req.groupRef);
  const issue = (detail: string): ProblemIssue => ({
    in: 'body',
    name: 'connectionId',
    value: req.connectionId,
    detail,
  });
  if (req.connectionId !== undefined) {
    const named = all.find((c) => c.id === req.connectionId);
    if (!named)
      throw new HttpProblem(400, `No connection ${req.connectionId} in group ${req.groupRef}.`, {
        issues: [issue('is not a connection of this project and group')],
      });
    if (named.provider !== integration.provider)
      throw new HttpProblem(
        400,
        `Connection ${named.id} is to ${named.provider}, not ${integration.provider}.`,
        {
          issues: [
            issue(
              `is a connection to ${named.provider}; this integration's provider is ${integration.provider}`,
            ),
          ],
        },
      );
    if (!usable(principal, named))
      throw new HttpProblem(403, `The token's consumerRef claim does not match connection ${named.id}.`);
    return named;
  }
  const found = all.find((c) => c.provider === integration.provider && usable(principal, c));
  if (found) return found;
  throw new HttpProblem(400, `Group ${req.groupRef} has no connection to ${integration.provider}.`, {
    title: 'No connection',
    remedy: `Connect the group to ${integration.provider} first, then install (or send the connectionId of one).`,
    issues: [
      {
        in: 'body',
        name: 'connectionId',
        detail: `required: group ${req.groupRef} has no connection to ${integration.provider}`,
      },
    ],
  });
}

/**
 * The config rules of an update, in its order, applied to everything the create sends (nothing is
 * held yet): the published request rules (400), field settings, the emulator's caps, then the
 * objects' and mappings' rules (422).
 */
function checkConfig(store: Store, integration: SeedIntegration, req: CreateInstallationRequest): void {
  const installation = {config: req.config};
  const held: Installation = {
    id: '',
    projectId: integration.projectId,
    integrationId: integration.id,
    config: {content: {provider: integration.provider}},
  };
  const u: Update = {
    body: {installation},
    mask: [],
    installationBody: installation,
    picked: {installation},
    changed: {installation},
    held,
  };
  for (const check of [
    publishedRules,
    fieldSettingShapes,
    stringCaps,
    (x: Update) => objectRules(store, integration, x),
    (x: Update) => mappingRules(store, integration, x),
  ]) {
    const r = check(u);
    if (r) throw refused(r);
  }
}

/**
 * Deletes an installation (call inside store.change()): its pending writes end as failed operations,
 * later writes for its group find no installation, and its connection goes when no other
 * installation uses it (production: "also deletes the associated Connection if it is not used by
 * any other Installations").
 */
export function deleteInstallation(store: Store, engine: WriteEngine, inst: Installation): void {
  store.installations.delete(inst.id);
  store.latestOperation.delete(inst.id);
  engine.endInstallation(inst.id);
  const id = inst.connection?.id;
  if (id === undefined) return;
  const used = [...store.installations.values()].some((i) => i.connection?.id === id);
  if (!used) store.connections.delete(id);
}
