// An integration's objects: the fields of one in the customer's instance, and writes to it (spec 4.4).
import {groupConnections, usable} from '../lifecycle.ts';
import {requireGroup, requireInstallationScope} from '../auth.ts';
import {HttpProblem} from '../http.ts';
import type {Ctx, Reply, Router} from '../router.ts';
import {validateWriteBody} from '../write-engine.ts';
import {notFound, type Scope, type Scoped, type ServiceDeps} from './scope.ts';

export function objectRoutes(router: Router, {store, engine}: ServiceDeps, scope: Scope): void {
  const {scoped, integrationOf, providerView} = scope;
  router.route('/v1/projects/:project/integrations/:integration/objects/:object/metadata', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      const integ = integrationOf(project.id, ctx.params.integration);
      const q = ctx.url.searchParams.get('groupRef') ?? undefined;
      if (q !== undefined) requireGroup(principal, q, `group ${q}`);
      const groupRef = q ?? (principal.kind === 'bearer' ? principal.groupRef : undefined);
      if (!groupRef)
        throw new HttpProblem(400, 'groupRef is required.', {
          issues: [{in: 'query', name: 'groupRef', detail: 'required'}],
        });
      // the group's installation, or (before its first install) its connection to the provider
      const inst = store.installationForGroup(project.id, integ.id, groupRef);
      if (inst) requireInstallationScope(principal, inst);
      else if (
        !groupConnections(store, project.id, groupRef).some(
          (c) => c.provider === integ.provider && usable(principal, c),
        )
      )
        throw notFound(
          `Group ${groupRef} has no installation of ${integ.name} and no ${integ.provider} connection.`,
        );
      const objects = providerView(integ.provider).objects;
      if (!Object.hasOwn(objects, ctx.params.object))
        throw notFound(
          `Object ${ctx.params.object} does not exist in the customer's ${integ.provider} instance.`,
        );
      return {json: objects[ctx.params.object]};
    },
  });

  /** A write on behalf of a caller already in scope. */
  const write = (ctx: Ctx, {project, principal}: Scoped): Reply => {
    const integ = integrationOf(project.id, ctx.params.integration);
    const def = providerView(integ.provider);
    const req = validateWriteBody(ctx.json(), def.info, integ, ctx.params.object, def.objects);
    requireGroup(principal, req.groupRef, `groupRef ${req.groupRef}`);
    const inst = store.installationForGroup(project.id, integ.id, req.groupRef);
    if (!inst) throw notFound(`Group ${req.groupRef} has no installation of ${integ.name}.`);
    requireInstallationScope(principal, inst);
    const target = {
      integration: integ,
      installation: inst,
      objectName: ctx.params.object,
      provider: def.info,
      metadata: def.objects[ctx.params.object],
    };
    const reply = engine.write(target, req);
    return {status: reply.status, json: reply.body};
  };

  router.route('/v1/projects/:project/integrations/:integration/objects/:object', {
    // Not async: with the API key the whole write is answered without a promise of its own.
    POST: (ctx) => {
      const s = scoped(ctx);
      return s instanceof Promise ? s.then((x) => write(ctx, x)) : write(ctx, s);
    },
  });
}
