// Test helpers for the client tests: a real node:http server on 127.0.0.1 (random port) that
// records every request, unsigned JWT-shaped tokens with a chosen `exp`, and `rejects` for typed errors.
import {after, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type IncomingHttpHeaders, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Seen {
  method: string;
  /** Path and query as received, e.g. `/v1/providers/acme-crm`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: Seen, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** `http://127.0.0.1:<port>/v1` */
  base: string;
  origin: string;
  seen: Seen[];
  handler: Handler;
  close(): Promise<void>;
}

export async function startServer(handler: Handler = (_req, res) => json(res, 200, {})): Promise<TestServer> {
  const seen: Seen[] = [];
  const state = {handler};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      Promise.resolve(t.handler(entry, res)).catch((e) => {
        res.statusCode = 599;
        res.end(String(e));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const t: TestServer = {
    base: `${origin}/v1`,
    origin,
    seen,
    get handler() {
      return state.handler;
    },
    set handler(h: Handler) {
      state.handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return t;
}

/**
 * One server for the whole test file (`const server = await useServer(...)` at top level), closed
 * after the last test. Before each test the recorded requests are forgotten and `reset` runs, to
 * put back the handler and whatever else a test may have replaced.
 */
export async function useServer(reset?: (server: TestServer) => void): Promise<TestServer> {
  const server = await startServer();
  after(() => server.close());
  beforeEach(() => {
    server.seen.length = 0;
    reset?.(server);
  });
  return server;
}

/** Awaits `p`, asserts it rejects with an instance of `type`, and returns that error. */
export async function rejects<E extends Error>(
  p: Promise<unknown>,
  type: new (...a: never[]) => E,
): Promise<E> {
  try {
    await p;
  } catch (e) {
    assert.ok(
      e instanceof type,
      `expected ${type.name}, got ${(e as Error)?.name}: ${(e as Error)?.message}`,
    );
    return e as E;
  }
  assert.fail(`expected ${type.name}, but it resolved`);
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'content-type': 'application/json', ...headers});
  res.end(JSON.stringify(body));
}

export function problem(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'content-type': 'application/problem+json', ...headers});
  res.end(JSON.stringify({type: 'about:blank', status, ...body}));
}

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An unsigned JWT-shaped token; the client only reads `exp`, it never verifies. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64url({alg: 'RS256', typ: 'JWT', kid: 'test'})}.${b64url(claims)}.c2lnbmF0dXJl`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

// ---------------------------------------------------------------- sample resources
export const installation = {
  id: 'inst-1',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  healthStatus: 'healthy',
  createTime: '2024-01-01T00:00:00Z',
  createdBy: 'consumer:consumer-1',
  connection: {id: 'conn-1', provider: 'acme-crm', status: 'working'},
  config: {
    id: 'cfg-1',
    revisionId: 'rev-1',
    createdBy: 'builder:b-1',
    content: {
      provider: 'acme-crm',
      write: {
        objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}}},
      },
    },
  },
};

export const providerInfo = {
  name: 'acme-crm',
  authType: 'oauth2',
  baseURL: 'https://api.acme.example',
  defaultModule: 'crm',
  support: {read: true, write: true, proxy: false, subscribe: false},
  providerOpts: {},
  displayName: 'Acme CRM',
};

export const operation = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'op-1',
  projectId: 'demo',
  actionType: 'write',
  status,
  ...extra,
});
