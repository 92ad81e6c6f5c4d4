// Dev-only tokens for the demo and browser tests: a key pair made at start-up, its public key
// registered through the emulator's own POST /v1/projects/{p}/jwt-keys with the API key (server
// side; the browser never sees the key), and short-lived RS256 JWTs minted with jose's SignJWT.
import {SignJWT, exportSPKI, generateKeyPair, type CryptoKey} from 'jose';
import type {EmuRequest, EmuResponse} from './http.ts';

export const DEV_TOKEN_LIFETIME_SECONDS = 300;

export interface DevTokenScope {
  projectIdOrName: string;
  groupRef: string;
  consumerRef: string;
}

export class DevTokens {
  #keys: Promise<{privateKey: CryptoKey; publicKeyPem: string}> | undefined;
  /** project -> registration (kid) for one store generation */
  #registered = new Map<string, {generation: number; kid: Promise<string>}>();

  constructor(
    private readonly dispatch: (req: EmuRequest) => Promise<EmuResponse>,
    private readonly apiKey: string,
    private readonly generation: () => number,
  ) {}

  #keyPair() {
    this.#keys ??= generateKeyPair('RS256', {modulusLength: 2048, extractable: true}).then(
      async ({privateKey, publicKey}) => ({
        privateKey,
        publicKeyPem: await exportSPKI(publicKey),
      }),
    );
    return this.#keys;
  }

  /** The kid of the dev key in `project`, registering it (again after a reset dropped it). */
  kid(project: string): Promise<string> {
    const gen = this.generation();
    const known = this.#registered.get(project);
    if (known && known.generation === gen) return known.kid;
    const kid = this.#register(project);
    this.#registered.set(project, {generation: gen, kid});
    kid.catch(() => this.#registered.delete(project));
    return kid;
  }

  async #register(project: string): Promise<string> {
    const {publicKeyPem} = await this.#keyPair();
    const res = await this.dispatch({
      method: 'POST',
      url: `/v1/projects/${encodeURIComponent(project)}/jwt-keys`,
      headers: {'x-api-key': this.apiKey, 'content-type': 'application/json'},
      body: new TextEncoder().encode(
        JSON.stringify({label: 'emulator dev tokens', algorithm: 'RS256', publicKeyPem}),
      ),
    });
    const text = typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body);
    if (res.status !== 201) throw new Error(`registering the dev key failed: ${res.status} ${text}`);
    return (JSON.parse(text) as {kid: string}).kid;
  }

  async mint(scope: DevTokenScope, options: {lifetimeSeconds?: number; now?: number} = {}): Promise<string> {
    const kid = await this.kid(scope.projectIdOrName);
    const {privateKey} = await this.#keyPair();
    const iat = Math.floor((options.now ?? Date.now()) / 1000);
    return new SignJWT({groupRef: scope.groupRef, consumerRef: scope.consumerRef})
      .setProtectedHeader({alg: 'RS256', kid, typ: 'JWT'})
      .setSubject(scope.consumerRef)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.lifetimeSeconds ?? DEV_TOKEN_LIFETIME_SECONDS))
      .sign(privateKey);
  }
}
