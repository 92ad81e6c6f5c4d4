// POST /v1/projects/{project}/jwt-keys: registers a builder's RS256 public key (API key only).
import {createPublicKey, randomUUID} from 'node:crypto';
import {JwtKeyRequestSchema, check} from '../../contract/schemas.ts';
import {HttpProblem, bodyIssues} from '../http.ts';
import type {Router} from '../router.ts';
import type {Scope, ServiceDeps} from './scope.ts';

export function jwtKeyRoutes(router: Router, {store, clock}: ServiceDeps, {scoped}: Scope): void {
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
      const key = readPublicKey(publicKeyPem);
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
}

/** The key of a PEM, refused (400) unless it is RSA of at least 2048 bits. */
function readPublicKey(publicKeyPem: string) {
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
  return key;
}
