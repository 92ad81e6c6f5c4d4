// The service under /v1 (spec section 4): one routes module per resource, over one scope (the
// project and credentials first, so a 401 comes before a 404 and leaks nothing).
import type {Router} from '../router.ts';
import {connectionRoutes} from './connections.ts';
import {installationRoutes} from './installations.ts';
import {integrationRoutes} from './integrations.ts';
import {jwtKeyRoutes} from './jwt-keys.ts';
import {objectRoutes} from './objects.ts';
import {operationRoutes} from './operations.ts';
import {providerRoutes} from './providers.ts';
import {serviceScope, type ServiceDeps} from './scope.ts';

export type {ServiceDeps} from './scope.ts';

export function serviceRoutes(router: Router, deps: ServiceDeps): void {
  const scope = serviceScope(deps);
  providerRoutes(router, deps, scope);
  jwtKeyRoutes(router, deps, scope);
  integrationRoutes(router, deps, scope);
  installationRoutes(router, deps, scope);
  objectRoutes(router, deps, scope);
  operationRoutes(router, deps, scope);
  connectionRoutes(router, deps, scope);
}
