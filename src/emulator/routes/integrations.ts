// GET /v1/projects/{project}/integrations and one integration by id or name.
import type {Router} from '../router.ts';
import type {Scope, ServiceDeps} from './scope.ts';

export function integrationRoutes(
  router: Router,
  {store}: ServiceDeps,
  {scoped, integrationOf}: Scope,
): void {
  router.route('/v1/projects/:project/integrations', {
    GET: async (ctx) => {
      const {project} = await scoped(ctx);
      // A bare array, as production answers.
      return {json: [...store.integrations.values()].filter((i) => i.projectId === project.id)};
    },
  });

  router.route('/v1/projects/:project/integrations/:integration', {
    GET: async (ctx) => ({json: integrationOf((await scoped(ctx)).project.id, ctx.params.integration)}),
  });
}
