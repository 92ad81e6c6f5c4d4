// The service under /v1 (spec section 4). Credentials are checked before anything is looked up,
// so a 401 comes before a 404 and leaks nothing.
import {createPublicKey, randomUUID} from 'node:crypto';
import {JwtKeyRequestSchema, check, type Installation, type ProviderInfo} from '../../contract/schemas.ts';
import {authenticate, consumerOf, requireGroup, requireInstallationScope, type Principal} from '../auth.ts';
import type {Clock} from '../clock.ts';
import {HttpProblem, bodyIssues} from '../http.ts';
import {redactInstallation, updateInstallation} from '../installations.ts';
import {requestOrigin, type Ctx, type Reply, type Router} from '../router.ts';
import type {Store} from '../store.ts';
import type {SeedProject} from '../seed.ts';
import {validateWriteBody, type WriteEngine} from '../write-engine.ts';

export interface ServiceDeps {
  store: Store;
  clock: Clock;
  engine: WriteEngine;
  apiKey: string;
}

interface Scoped {
  project: SeedProject;
  principal: Principal;
}

export function serviceRoutes(router: Router, {store, clock, engine, apiKey}: ServiceDeps): void {
  const notFound = (detail: string) => new HttpProblem(404, detail);
  /** Project + credentials, in the order the service checks them. */
  const scoped = (ctx: Ctx): Scoped | Promise<Scoped> => {
    const p = store.project(ctx.params.project);
    const principal = authenticate(ctx.req, store, apiKey, p?.id ?? ctx.params.project);
    // The API key is checked at once; only a bearer token waits for its verification.
    return principal instanceof Promise
      ? principal.then((x) => inScope(ctx, p, x))
      : inScope(ctx, p, principal);
  };
  const inScope = (ctx: Ctx, p: SeedProject | undefined, principal: Principal): Scoped => {
    ctx.principal = principal;
    if (!p) throw notFound(`No project ${ctx.params.project}.`);
    return {project: p, principal};
  };
  const integrationOf = (projectId: string, idOrName: string) =>
    store.integration(projectId, idOrName) ??
    raise(notFound(`No integration ${idOrName} in project ${projectId}.`));
  const installationOf = (
    projectId: string,
    integrationId: string,
    id: string,
    principal: Principal,
  ): Installation => {
    const inst = store.installations.get(id);
    const missing = () => notFound(`No installation ${id} of integration ${integrationId}.`);
    if (!inst || inst.projectId !== projectId || inst.integrationId !== integrationId) throw missing();
    // Another group's installation does not exist for this token.
    if (principal.kind === 'bearer' && inst.group?.groupRef !== principal.groupRef) throw missing();
    requireInstallationScope(principal, inst);
    return inst;
  };
  const providerView = (name: string) =>
    store.providerDefs.get(name) ?? raise(notFound(`No provider ${name}.`));
  const browser = (p: Principal) => p.kind === 'bearer';

  router.route('/v1/providers/:provider', {
    // Any valid credential: the API key or a bearer token of any project.
    GET: async (ctx) => {
      ctx.principal = await authenticate(ctx.req, store, apiKey, undefined);
      return {json: withAbsoluteMedia(providerView(ctx.params.provider).info, requestOrigin(ctx.req))};
    },
  });

  router.route('/v1/projects/:project/jwt-keys', {
    POST: async (ctx) => {
      const {project, principal} = await scoped(ctx);
      if (principal.kind !== 'apiKey')
        throw new HttpProblem(403, 'Creating JWT keys needs the API key; a bearer token may not.');
      const body = ctx.json();
      const issues = check(JwtKeyRequestSchema, body);
      if (issues.length)
        throw new HttpProblem(400, 'The JWT key request is not valid.', {
          issues: bodyIssues(issues, '', body),
        });
      const {label, publicKeyPem} = body as {label: string; publicKeyPem: string};
      const pemIssue = (detail: string) => ({issues: [{in: 'body', name: 'publicKeyPem', detail}]});
      let key;
      try {
        key = createPublicKey({key: publicKeyPem, format: 'pem'});
      } catch {
        throw new HttpProblem(
          400,
          'publicKeyPem is not a readable public key.',
          pemIssue('must be a PEM RSA public key'),
        );
      }
      if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
        throw new HttpProblem(
          400,
          'publicKeyPem must be an RSA key of at least 2048 bits.',
          pemIssue('must be an RSA public key of at least 2048 bits'),
        );
      }
      const kid = randomUUID();
      const record = {
        kid,
        projectId: project.id,
        label,
        algorithm: 'RS256',
        publicKeyPem,
        createTime: clock.iso(),
        key,
      } as const;
      store.change(() => store.jwtKeys.set(kid, record));
      return {status: 201, json: {kid}};
    },
  });

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
        if (!(e instanceof HttpProblem) || e.status !== 409) throw e;
        throw new HttpProblem(409, e.message, {
          ...e.extra,
          installation: redactInstallation(inst, browser(principal)),
        });
      }
    },
  });

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
      const inst = store.installationForGroup(project.id, integ.id, groupRef);
      if (!inst) throw notFound(`Group ${groupRef} has no installation of ${integ.name}.`);
      requireInstallationScope(principal, inst);
      const objects = providerView(integ.provider).objects;
      if (!Object.hasOwn(objects, ctx.params.object))
        throw notFound(
          `Object ${ctx.params.object} does not exist in the customer's ${integ.provider} instance.`,
        );
      return {json: objects[ctx.params.object]};
    },
  });

  /** A write on behalf of a caller already in scope (spec 4.4). */
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

function raise(e: Error): never {
  throw e;
}

/**
 * The provider's info with its media paths (`/_emulator/media/...`) made absolute on this
 * emulator, so a page on another origin loads the logos from here instead of its own 404s.
 */
function withAbsoluteMedia(info: ProviderInfo, origin: string): ProviderInfo {
  if (!info.media) return info;
  const absolute = (urls: object | undefined) =>
    urls &&
    Object.fromEntries(
      Object.entries(urls).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\/(?!\/)/.test(v) ? origin + v : v,
      ]),
    );
  const {regular, darkMode} = info.media;
  return {...info, media: {...info.media, regular: absolute(regular), darkMode: absolute(darkMode)}};
}
