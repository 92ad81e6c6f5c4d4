// Creating and deleting an installation (production's createInstallation and deleteInstallation):
// the handlers installations.ts mounts beside its list, get and update.
import {createInstallation, deleteInstallation} from '../lifecycle.ts';
import {redactInstallation} from '../installations.ts';
import type {Handler} from '../router.ts';
import {browser, type Scope, type ServiceDeps} from './scope.ts';

export function lifecycleHandlers(
  {store, clock, engine}: ServiceDeps,
  {scoped, integrationOf, installationOf}: Scope,
): {create: Handler; remove: Handler} {
  return {
    // POST .../installations: 201 with the new installation.
    create: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const inst = store.change(() =>
        createInstallation(store, integ, ctx.json(), principal, clock.iso(), {
          skipSampling: ctx.url.searchParams.get('skipSampling') === 'true',
        }),
      );
      return {status: 201, json: redactInstallation(inst, browser(principal))};
    },
    // DELETE .../installations/{id}: 204, no body.
    remove: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const inst = installationOf(project.id, integ.id, ctx.params.installation, principal);
      store.change(() => deleteInstallation(store, engine, inst));
      return {status: 204, raw: {type: 'application/json', body: ''}};
    },
  };
}
