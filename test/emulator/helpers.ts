// Shared helpers for the emulator's node tests: an emulator on a manual clock, and a caller that
// goes through the emulator's own fetch (the same router the HTTP server uses).
import {spawn} from 'node:child_process';
import {generateKeyPair, exportSPKI, SignJWT, type CryptoKey} from 'jose';
import {createEmulator, type Emulator, type EmulatorOptions} from '../../src/emulator/index.ts';

export const P = '/v1/projects/demo';
export const ACME = `${P}/integrations/acme-crm-sync`;
export const BETA = `${P}/integrations/beta-crm-sync`;
export const GAMMA = `${P}/integrations/gamma-api-sync`;
export const DELTA = `${P}/integrations/delta-readonly-sync`;

export function manualEmulator(options: EmulatorOptions = {}): Emulator {
  return createEmulator({timeScale: 0, now: Date.parse('2026-03-01T12:00:00Z'), ...options});
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // parsed JSON (or text when not JSON)
}

export async function call(
  emu: Emulator,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    raw?: string;
    apiKey?: string | null;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {...opts.headers};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  else if (opts.apiKey !== null) headers['x-api-key'] = opts.apiKey ?? emu.apiKey;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await emu.fetch(`http://emulator.local${path}`, {method, headers, body});
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return {status: res.status, headers: res.headers, body: parsed};
}

/** A key pair of our own, registered through POST /jwt-keys, and a minter with full control of claims. */
export async function registeredKey(emu: Emulator, project = 'demo') {
  const {privateKey, publicKey} = await generateKeyPair('RS256', {modulusLength: 2048, extractable: true});
  const publicKeyPem = await exportSPKI(publicKey);
  const r = await call(emu, 'POST', `/v1/projects/${project}/jwt-keys`, {
    body: {label: 'test', algorithm: 'RS256', publicKeyPem},
  });
  if (r.status !== 201) throw new Error(`key registration failed: ${r.status} ${JSON.stringify(r.body)}`);
  const kid: string = r.body.kid;
  return {
    kid,
    privateKey,
    publicKeyPem,
    mint: (
      claims: Record<string, unknown> = {},
      o: {iat?: number; exp?: number; kid?: string; key?: CryptoKey} = {},
    ) => {
      const iat = o.iat ?? Math.floor(Date.now() / 1000);
      return new SignJWT({groupRef: 'group-1', consumerRef: 'consumer-1', ...claims})
        .setProtectedHeader({alg: 'RS256', kid: o.kid ?? kid})
        .setIssuedAt(iat)
        .setExpirationTime(o.exp ?? iat + 300)
        .sign(o.key ?? privateKey);
    },
  };
}

export async function opStatus(emu: Emulator, id: string) {
  const r = await call(emu, 'GET', `${P}/operations/${id}`);
  return r.body;
}

/** `npm run emulator -- ...args` in a child process: its URL once it listens, its exit code, its output. */
export function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m && out.includes('API key')) resolve(m[1]);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  ready.catch(() => undefined); // tests of bad options never wait for it
  return {child, ready, exited, output: () => out, errors: () => err};
}
