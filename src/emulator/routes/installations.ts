// Installations of an integration: the group's list, one installation, and its update (PATCH).
import type {Installation} from '../../contract/schemas.ts';
import {consumerOf, requireGroup} from '../auth.ts';
import {HttpProblem} from '../http.ts';
import {redactInstallation, updateInstallation} from '../installations.ts';
import type {Router} from '../router.ts';
import {lifecycleHandlers} from './lifecycle.ts';
import {browser, type Scope, type ServiceDeps} from './scope.ts';

export function installationRoutes(router: Router, deps: ServiceDeps, scope: Scope): void {
  const {store, clock} = deps;
  const {scoped, integrationOf, installationOf} = scope;
  const {create, remove} = lifecycleHandlers(deps, scope);
  router.route('/v1/projects/:project/integrations/:integration/installations', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      // `?groupRef=` lists that group's only; a bearer token lists its own group's, and asking
      // for another group's is refused like any other reach outside the token's group.
      const asked = ctx.url.searchParams.get('groupRef') ?? undefined;
      if (asked !== undefined) requireGroup(principal, asked, `group ${asked}`);
      const groupRef = asked ?? (principal.kind === 'bearer' ? principal.groupRef : undefined);
      const listed = (i: Installation) =>
        (groupRef === undefined || i.group?.groupRef === groupRef) &&
        (principal.kind === 'apiKey' || (consumerOf(i) ?? principal.consumerRef) === principal.consumerRef);
      // A bare array, as production answers.
      return {
        json: store
          .installationsOf(project.id, integ.id)
          .filter(listed)
          .map((i) => redactInstallation(i, browser(principal))),
      };
    },
    POST: create,
  });

  router.route('/v1/projects/:project/integrations/:integration/installations/:installation', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      return {
        json: redactInstallation(
          installationOf(project.id, integ.id, ctx.params.installation, principal),
          browser(principal),
        ),
      };
    },
    PATCH: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const inst = installationOf(project.id, integ.id, ctx.params.installation, principal);
      try {
        return {
          json: redactInstallation(
            store.change(() =>
              updateInstallation(store, inst, integ, ctx.json(), clock.iso(), {
                skipSampling: ctx.url.searchParams.get('skipSampling') === 'true',
              }),
            ),
            browser(principal),
          ),
        };
      } catch (e) {
        // A stale revision is answered with the installation as it is now, to rebase on.
        if (!(e instanceof HttpProblem) || e.status !== 409) throw e;
        throw new HttpProblem(409, e.message, {
          ...e.extra,
          installation: redactInstallation(inst, browser(principal)),
        });
      }
    },
    DELETE: remove,
  });
}
