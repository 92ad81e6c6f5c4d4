// What every service route does before its own work: the project and the credentials, in the order
// the service checks them (a 401 comes before a 404 and leaks nothing), and the lookups of the
// resources in a path, scoped to the caller.
import type {Installation} from '../../contract/schemas.ts';
import {authenticate, requireInstallationScope, type Principal} from '../auth.ts';
import type {Clock} from '../clock.ts';
import {HttpProblem} from '../http.ts';
import type {Ctx} from '../router.ts';
import type {SeedIntegration, SeedProject} from '../seed.ts';
import type {Store} from '../store.ts';
import type {WriteEngine} from '../write-engine.ts';

export interface ServiceDeps {
  store: Store;
  clock: Clock;
  engine: WriteEngine;
  apiKey: string;
}

export interface Scoped {
  project: SeedProject;
  principal: Principal;
}

/** The scoped lookups one service's routes share. */
export interface Scope {
  /** Project + credentials; the API key is checked at once, only a bearer token waits for its verification. */
  scoped(ctx: Ctx): Scoped | Promise<Scoped>;
  integrationOf(projectId: string, idOrName: string): SeedIntegration;
  installationOf(projectId: string, integrationId: string, id: string, principal: Principal): Installation;
  providerView(name: string): NonNullable<ReturnType<Store['providerDefs']['get']>>;
}

export const notFound = (detail: string) => new HttpProblem(404, detail);

/** Whether the caller is a browser (a bearer token): a connection's secrets never reach it. */
export const browser = (p: Principal) => p.kind === 'bearer';

export function raise(e: Error): never {
  throw e;
}

export function serviceScope({store, apiKey}: ServiceDeps): Scope {
  const inScope = (ctx: Ctx, p: SeedProject | undefined, principal: Principal): Scoped => {
    ctx.principal = principal;
    if (!p) throw notFound(`No project ${ctx.params.project}.`);
    return {project: p, principal};
  };
  return {
    scoped(ctx) {
      const p = store.project(ctx.params.project);
      const principal = authenticate(ctx.req, store, apiKey, p?.id ?? ctx.params.project);
      return principal instanceof Promise
        ? principal.then((x) => inScope(ctx, p, x))
        : inScope(ctx, p, principal);
    },
    integrationOf: (projectId, idOrName) =>
      store.integration(projectId, idOrName) ??
      raise(notFound(`No integration ${idOrName} in project ${projectId}.`)),
    installationOf(projectId, integrationId, id, principal) {
      const inst = store.installations.get(id);
      const missing = () => notFound(`No installation ${id} of integration ${integrationId}.`);
      if (!inst || inst.projectId !== projectId || inst.integrationId !== integrationId) throw missing();
      // Another group's installation does not exist for this token.
      if (principal.kind === 'bearer' && inst.group?.groupRef !== principal.groupRef) throw missing();
      requireInstallationScope(principal, inst);
      return inst;
    },
    providerView: (name) => store.providerDefs.get(name) ?? raise(notFound(`No provider ${name}.`)),
  };
}
