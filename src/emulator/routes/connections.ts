// GET /v1/projects/{project}/connections (production's listConnections): a bare array, filtered by
// `groupRef`, `provider` and `consumerRef`. A bearer token lists its own group's connections of its
// own consumer; asking for another group's is refused like any reach outside the token's group.
import {requireGroup} from '../auth.ts';
import {groupConnections, usable} from '../lifecycle.ts';
import {redactInstallation} from '../installations.ts';
import type {Connection, Installation} from '../../contract/schemas.ts';
import type {Store} from '../store.ts';
import type {Router} from '../router.ts';
import {browser, type Scope, type ServiceDeps} from './scope.ts';

export function connectionRoutes(router: Router, {store}: ServiceDeps, {scoped}: Scope): void {
  router.route('/v1/projects/:project/connections', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const q = (name: string) => ctx.url.searchParams.get(name) ?? undefined;
      const asked = q('groupRef');
      if (asked !== undefined) requireGroup(principal, asked, `group ${asked}`);
      const groupRef = asked ?? (principal.kind === 'bearer' ? principal.groupRef : undefined);
      const groups = groupRef !== undefined ? [groupRef] : allGroups(store, project.id);
      const provider = q('provider');
      const consumerRef = q('consumerRef');
      const listed = (c: Connection) =>
        usable(principal, c) &&
        (provider === undefined || c.provider === provider) &&
        (consumerRef === undefined || c.consumer?.consumerRef === consumerRef);
      const out = groups.flatMap((g) => groupConnections(store, project.id, g).filter(listed));
      // secrets never reach a browser: the one redaction of an installation's connection
      const redact = (c: Connection) =>
        redactInstallation({connection: c} as Installation, browser(principal)).connection;
      return {json: out.map(redact)};
    },
  });
}

/** Every group of the project that has a connection. */
function allGroups(store: Store, projectId: string): string[] {
  const refs = new Set<string>();
  for (const i of store.installations.values())
    if (i.projectId === projectId && i.connection?.group?.groupRef) refs.add(i.connection.group.groupRef);
  for (const c of store.connections.values())
    if (c.projectId === projectId && c.group?.groupRef) refs.add(c.group.groupRef);
  return [...refs];
}
