// Credentials on /v1: X-Api-Key (server side), or a Bearer JWT (browser) verified RS256 against
// the keys registered through POST /jwt-keys, by `kid`.
import * as crypto from 'node:crypto';
import {timingSafeEqual, createHash} from 'node:crypto';
import {decodeProtectedHeader, jwtVerify, errors as joseErrors} from 'jose';
import {LIMITS} from '../contract/schemas.ts';
import {HttpProblem, header, type EmuRequest} from './http.ts';
import type {Store} from './store.ts';
import type {Installation} from '../contract/schemas.ts';

export type Principal =
  | {kind: 'apiKey'}
  | {kind: 'bearer'; projectId: string; groupRef: string; consumerRef: string; kid: string; exp: number};

/** How far in the future a token's `iat` may lie (clock skew between the builder's backend and us). */
export const IAT_FUTURE_TOLERANCE_SECONDS = 60;

// One-shot hashing (Node >= 20.12) builds no Hash stream per request; createHash where it is missing.
const oneShot = (crypto as {hash?: (algorithm: string, data: string, encoding: 'buffer') => Buffer}).hash;
const sha = oneShot
  ? (s: string) => oneShot('sha256', s, 'buffer')
  : (s: string) => createHash('sha256').update(s).digest();
/**
 * A key's digest, computed once per key: the expected key is fixed for an emulator's life, and a
 * client sends the same key on every request. Bounded: a caller trying many keys only refills it.
 */
const digests = new Map<string, Buffer>();
function digest(key: string): Buffer {
  let d = digests.get(key);
  if (!d) {
    if (digests.size >= 64) digests.clear();
    digests.set(key, (d = sha(key)));
  }
  return d;
}

function unauthorized(detail: string): HttpProblem {
  return new HttpProblem(
    401,
    detail,
    {remedy: 'Send X-Api-Key, or Authorization: Bearer <jwt> signed with a registered key.'},
    {
      'WWW-Authenticate': 'Bearer realm="emulator"',
    },
  );
}

/**
 * Who is calling. `projectId` is the project the path names (a token is only good for the
 * project its key was registered in).
 */
export function authenticate(
  req: EmuRequest,
  store: Store,
  apiKey: string,
  projectId: string | undefined,
): Principal | Promise<Principal> {
  const key = header(req, 'x-api-key');
  if (key !== undefined) {
    // Answered at once (no promise): only a bearer token needs the asynchronous verification.
    if (!timingSafeEqual(digest(key), digest(apiKey))) throw unauthorized('The API key is not valid.');
    return {kind: 'apiKey'};
  }
  return bearer(req, store, projectId);
}

async function bearer(req: EmuRequest, store: Store, projectId: string | undefined): Promise<Principal> {
  const auth = header(req, 'authorization');
  if (auth === undefined)
    throw unauthorized('Missing credentials: send X-Api-Key or Authorization: Bearer <jwt>.');
  const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  if (!m) throw unauthorized('The Authorization header must be "Bearer <jwt>".');
  const token = m[1];
  let kid: unknown;
  try {
    const h = decodeProtectedHeader(token);
    if (h.alg !== 'RS256') throw unauthorized('The token must be signed with RS256.');
    kid = h.kid;
  } catch (e) {
    if (e instanceof HttpProblem) throw e;
    throw unauthorized('The bearer token is not a JWT.');
  }
  if (typeof kid !== 'string' || !kid) throw unauthorized('The token header has no kid.');
  const rec = store.jwtKeys.get(kid);
  if (!rec) throw unauthorized(`No JWT key with kid ${kid} is registered.`);
  if (projectId !== undefined && rec.projectId !== projectId)
    throw unauthorized('The token was signed with a key of another project.');
  let payload;
  try {
    ({payload} = await jwtVerify(token, rec.key, {algorithms: ['RS256'], requiredClaims: ['exp', 'iat']}));
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw unauthorized('The token has expired.');
    if (e instanceof joseErrors.JWSSignatureVerificationFailed)
      throw unauthorized('The token signature does not match the registered key.');
    if (e instanceof joseErrors.JWTClaimValidationFailed)
      throw unauthorized(`The token is not valid: ${e.message}.`);
    throw unauthorized('The token could not be verified.');
  }
  const {exp, iat} = payload as {exp: number; iat: number};
  // A token "issued" later than now would stretch its 600 s lifetime as far ahead as it likes.
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + IAT_FUTURE_TOLERANCE_SECONDS) {
    throw unauthorized(
      `The token's iat is ${iat - now} s in the future; at most ${IAT_FUTURE_TOLERANCE_SECONDS} s of clock skew is allowed.`,
    );
  }
  if (exp - iat > LIMITS.tokenLifetimeMaxSeconds) {
    throw unauthorized(
      `The token lives ${exp - iat} s; at most ${LIMITS.tokenLifetimeMaxSeconds} s after iat is allowed.`,
    );
  }
  const groupRef = payload.groupRef;
  if (typeof groupRef !== 'string' || !groupRef) throw unauthorized('The token has no groupRef claim.');
  // A token is minted for one group/consumer pair; both claims are required.
  const consumerRef = payload.consumerRef;
  if (typeof consumerRef !== 'string' || !consumerRef)
    throw unauthorized('The token has no consumerRef claim.');
  return {kind: 'bearer', projectId: rec.projectId, groupRef, consumerRef, kid, exp};
}

/** A bearer token may only touch its own group. */
export function requireGroup(p: Principal, groupRef: string | undefined, what: string): void {
  if (p.kind === 'bearer' && groupRef !== p.groupRef) {
    throw new HttpProblem(
      403,
      `The token is scoped to group ${p.groupRef}; ${what} belongs to another group.`,
    );
  }
}

/** A bearer token acts only on installations of its own group/consumer pair; 403 names the claim that differs. */
export function requireInstallationScope(p: Principal, inst: Installation): void {
  if (p.kind !== 'bearer') return;
  if (inst.group?.groupRef !== p.groupRef) {
    throw new HttpProblem(
      403,
      `The token's groupRef claim (${p.groupRef}) does not match installation ${inst.id}.`,
      {
        issues: [
          {in: 'header', name: 'Authorization', detail: 'the groupRef claim does not match the installation'},
        ],
      },
    );
  }
  const consumer = consumerOf(inst);
  if (consumer !== undefined && consumer !== p.consumerRef) {
    throw new HttpProblem(
      403,
      `The token's consumerRef claim (${p.consumerRef}) does not match installation ${inst.id}.`,
      {
        issues: [
          {
            in: 'header',
            name: 'Authorization',
            detail: 'the consumerRef claim does not match the installation',
          },
        ],
      },
    );
  }
}

/** The consumer an installation belongs to (its connection's), when the store knows it. */
export function consumerOf(inst: Installation): string | undefined {
  return inst.connection?.consumer?.consumerRef;
}
