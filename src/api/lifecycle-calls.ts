// The lifecycle calls of <install-config>'s own client (createConfigClient), for its first-run and
// uninstall chunks: create and delete an installation, list the group's connections, and the
// project's integrations (whether an uninstall deletes the connection too). They go over
// the client's connection (its credentials and token cache) and read the answers as leniently as
// the config calls do. createClient has its own, fully checked ones; the element never loads them.
import * as z from 'zod/mini';
import type {CreateInstallationRequest} from '../contract/lifecycle.ts';
import {
  InstallationLookupSchema,
  type Connection,
  type Installation,
  type Integration,
} from '../contract/schemas.ts';
import type {Client, ConfigClient, IntegrationRef} from './client.ts';
import {connections} from './connections.ts';
import {readJson} from './http.ts';
import {lazySchema} from '../contract/lazy-schema.ts';

/** The calls a first run and an uninstall make. */
export type LifecycleCalls = Pick<
  Client,
  'createInstallation' | 'deleteInstallation' | 'listConnections' | 'listIntegrations' | 'listInstallations'
>;

/** A connection as the element reads it: its id (the rest kept unchecked). */
const ConnectionIdsSchema = lazySchema(() => z.array(z.looseObject({id: z.optional(z.string())})));
/** An integration as Uninstall reads it: its id and provider (the rest kept unchecked). */
const IntegrationIdsSchema = lazySchema(() =>
  z.array(z.looseObject({id: z.optional(z.string()), provider: z.optional(z.string())})),
);

/**
 * The lifecycle calls of `client`: a client createConfigClient made gets them over its connection;
 * any other (createClient's, or a host's own) is expected to have them.
 */
export function lifecycleCalls(client: ConfigClient | Client): LifecycleCalls {
  const c = connections.get(client);
  if (!c) return client as Client;
  const {baseUrl, request, scopeOf, get, projectPath, integrationPath, installationPath} = c;
  return {
    listInstallations: (ref, options) => (client as ConfigClient).listInstallations(ref, options),

    async listIntegrations(projectIdOrName, options) {
      const path = `${projectPath(projectIdOrName)}/integrations`;
      return (await get(path, scopeOf(projectIdOrName), IntegrationIdsSchema, options)) as Integration[];
    },

    async createInstallation(ref: IntegrationRef, body, options) {
      // the element sends what draft.buildCreate() built: the published shape by construction
      const path = `${integrationPath(ref)}/installations`;
      const url = options?.skipSampling ? `${path}?skipSampling=true` : path;
      const {groupRef} = body as CreateInstallationRequest;
      const res = await request('POST', baseUrl + url, scopeOf(ref.projectIdOrName, groupRef), body, options);
      return (await readJson(res, InstallationLookupSchema, `POST ${path}`)) as Installation;
    },

    async deleteInstallation(ref, options) {
      const res = await request(
        'DELETE',
        baseUrl + installationPath(ref),
        scopeOf(ref.projectIdOrName),
        undefined,
        options,
      );
      await res.body?.cancel();
    },

    async listConnections(ref, options) {
      const group = ref.groupRef ?? c.groupRef;
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({groupRef: group, provider: ref.provider})) if (v) query.set(k, v);
      const path = `${projectPath(ref.projectIdOrName)}/connections?${query}`;
      const list = (await get(
        path,
        scopeOf(ref.projectIdOrName, group),
        ConnectionIdsSchema,
        options,
      )) as Connection[];
      // a server that ignored the filter must not offer another group's connection
      return group ? list.filter((x) => x.group?.groupRef === group) : list;
    },
  };
}
