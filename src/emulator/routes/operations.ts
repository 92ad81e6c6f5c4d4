// GET /v1/projects/{project}/operations/{operation}: an asynchronous write's state.
import {requireInstallationScope, type Principal} from '../auth.ts';
import {HttpProblem} from '../http.ts';
import type {Router} from '../router.ts';
import {notFound, type Scope, type ServiceDeps} from './scope.ts';

export function operationRoutes(router: Router, {store}: ServiceDeps, {scoped}: Scope): void {
  /** An operation is scoped like its installation: another group's is missing, another consumer's refused. */
  const operationOf = (projectId: string, id: string, principal: Principal) => {
    const rec = store.operations.get(id);
    if (!rec || rec.op.projectId !== projectId) throw notFound(`No operation ${id}.`);
    if (principal.kind !== 'bearer') return rec;
    const inst = rec.op.installationId ? store.installations.get(rec.op.installationId) : undefined;
    // The installation as it is now; the owner recorded with the operation when it is gone.
    const groupRef = inst ? inst.group?.groupRef : rec.groupRef;
    if (groupRef !== principal.groupRef) throw notFound(`No operation ${id}.`);
    if (inst) requireInstallationScope(principal, inst);
    else if (rec.consumerRef !== undefined && rec.consumerRef !== principal.consumerRef)
      throw new HttpProblem(
        403,
        `The token's consumerRef claim (${principal.consumerRef}) does not match operation ${id}.`,
      );
    return rec;
  };

  router.route('/v1/projects/:project/operations/:operation', {
    GET: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      return {json: {...operationOf(project.id, ctx.params.operation, principal).op}};
    },
  });
}
