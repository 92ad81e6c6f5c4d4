// Browser tokens: one cache per client, keyed by the scope a token is minted for. Concurrent
// callers share one getToken call; a token is reused until shortly before its `exp`.
import {TokenError} from '../contract/errors.ts';
import {isHeaderToken, raceAbort} from './http.ts';

/** What a token is minted for: a JWT is valid for one project and one group/consumer pair. */
export interface TokenScope {
  projectIdOrName: string;
  groupRef: string | undefined;
  consumerRef: string | undefined;
}
export type GetToken = (scope: TokenScope) => Promise<string> | string;

/** Tokens are dropped this long before their `exp`, so a request never starts with a dying token. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

interface Entry {
  promise: Promise<string>;
  token?: string;
  expiresAt: number;
}

/** `exp` (seconds) of a JWT, read without verification; undefined when unreadable. */
export function jwtExp(token: string): number | undefined {
  try {
    // no payload: replace() or JSON.parse() throws, and the answer is undefined
    const b64 = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    // atob decodes forgivingly: base64url's missing padding needs no '=' added
    const exp = JSON.parse(atob(b64)).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

export interface TokenCache {
  /** A token for `scope`, from the cache or from one shared getToken call. */
  get(scope: TokenScope, signal?: AbortSignal): Promise<string>;
  /** Forget `token` (after a 401) unless a newer one already replaced it. */
  invalidate(scope: TokenScope, token: string): void;
}

export function createTokenCache(getToken: GetToken): TokenCache {
  const entries = new Map<string, Entry>();
  // (an undefined member reads as null in a JSON array)
  const keyOf = (s: TokenScope) => JSON.stringify([s.projectIdOrName, s.groupRef, s.consumerRef]);

  function fetchToken(key: string, scope: TokenScope): Entry {
    const entry: Entry = {expiresAt: Infinity, promise: undefined as unknown as Promise<string>};
    entry.promise = (async () => {
      let token: unknown;
      try {
        token = await getToken({...scope});
      } catch (e) {
        const why = (e as Error | null)?.message || String(e);
        throw new TokenError(`getToken failed: ${why}`, {cause: e});
      }
      // Checked here so a bad value fails clearly instead of as a fetch header TypeError.
      if (!isHeaderToken(token)) throw new TokenError('getToken must resolve to a token: ASCII, no spaces');
      return token;
    })();
    entry.promise.then(
      (token) => {
        entry.token = token;
        const exp = jwtExp(token);
        // Without a readable exp the token serves only the callers already waiting for it.
        entry.expiresAt = exp === undefined ? 0 : exp * 1000 - TOKEN_EXPIRY_MARGIN_MS;
        if (entry.expiresAt <= Date.now() && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    entries.set(key, entry);
    return entry;
  }

  return {
    get(scope, signal) {
      const key = keyOf(scope);
      let entry = entries.get(key);
      if (!entry || (entry.token !== undefined && entry.expiresAt <= Date.now()))
        entry = fetchToken(key, scope);
      return raceAbort(entry.promise, signal);
    },
    invalidate(scope, token) {
      const key = keyOf(scope);
      if (entries.get(key)?.token === token) entries.delete(key);
    },
  };
}
