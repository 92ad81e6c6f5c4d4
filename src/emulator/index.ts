// The local emulator of the whole service: a request handler for /v1 (the service),
// /_emulator (the control API for tests and the demo) and /_demo (dev-only token route).
// Mount it in any node:http server, Koa (web-test-runner) or Vite, or run it alone (cli.ts).
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {randomBytes} from 'node:crypto';
import type {AddressInfo} from 'node:net';
import {Clock} from './clock.ts';
import {DevTokens} from './dev-token.ts';
import type {EmuRequest, EmuResponse} from './http.ts';
import {Router, limitServer, serveNode, serverOptions} from './router.ts';
import {controlRoutes} from './routes/control.ts';
import {serviceRoutes} from './routes/service.ts';
import {defaultSeed, type Seed} from './seed.ts';
import {StateFile} from './state-file.ts';
import {DEFAULT_RETENTION, Store, type LoggedRequest, type OperationRetention} from './store.ts';
import {WriteEngine} from './write-engine.ts';

export type {Seed} from './seed.ts';
export type {EmuRequest, EmuResponse} from './http.ts';
export {defaultSeed} from './seed.ts';
export {Clock} from './clock.ts';
export {DEFAULT_RETENTION, Store, StoreUnavailable, type OperationRetention} from './store.ts';
export {StateFileError, STATE_VERSION} from './state-file.ts';
export {MAX_JSON_DEPTH, TIME_LIMITS} from './router.ts';

export const DEFAULT_API_KEY = 'demo-api-key';

export interface EmulatorOptions {
  /** The X-Api-Key the service accepts (default `demo-api-key`). */
  apiKey?: string;
  /** The state a reset returns to (default: `defaultSeed()`). */
  seed?: Seed;
  /** Emulated seconds per real second (default 1; 0 = time moves only through `clock.advance`). */
  timeScale?: number;
  /** Start time of the emulated clock (default: now). */
  now?: number | Date;
  /** Serve `/_demo/token` (default true). */
  devTokens?: boolean;
  /**
   * Origins (`http://localhost:3000`) whose pages may call the service routes cross-origin.
   * Same-origin pages (the demo, the test runner) always may. Default: none.
   */
  allowedOrigins?: readonly string[];
  /** The X-Emulator-Token that opens the control and dev-token routes to other origins (default: random). */
  controlToken?: string;
  /**
   * Keep installations, JWT keys, operations and stored records in this file across restarts: a
   * journal (state-file.ts), loaded at start when it exists; each change is appended and synced
   * before it is answered, and one that cannot be is not made (503). A file that is not a valid
   * state file of this version throws StateFileError at start, and nothing of it is loaded.
   */
  stateFile?: string;
  /**
   * How many finished operations are kept, and for how long (emulated seconds after they finished).
   * Default: 10,000 for a day. Operations in progress are always kept.
   */
  operationRetention?: Partial<OperationRetention>;
}

export interface Emulator {
  readonly apiKey: string;
  readonly clock: Clock;
  readonly store: Store;
  readonly devTokens: DevTokens;
  /** The X-Emulator-Token that opens the control routes to callers of another origin. */
  readonly controlToken: string;
  /** Whether `url` is one the emulator answers (`/v1/**`, `/_emulator/**`, `/_demo/**`). */
  handles(url: string | undefined): boolean;
  /** Answers one request on a node:http (or Koa/Vite/connect) request and response. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The same handler as a `fetch` (no network): for tests that inject a fetch. */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Answers the router's own request model. */
  dispatch(req: EmuRequest): Promise<EmuResponse>;
  /** Puts everything back to the seed (drops keys, operations, records, faults, pending batches). */
  reset(): void;
  /** Resolves when no background write is running (timers waiting on the clock do not count). */
  settled(): Promise<void>;
  /** Moves the emulated clock and waits for the work that falls due. */
  advance(seconds: number): Promise<void>;
  listen(port?: number, host?: string): Promise<{url: string; port: number; server: Server}>;
  close(): Promise<void>;
}

const PREFIXES = ['/v1/', '/_emulator/', '/_demo/'];

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const controlToken = options.controlToken ?? randomBytes(18).toString('base64url');
  const clock = new Clock({now: options.now, timeScale: options.timeScale ?? 1});
  const store = new Store(options.seed ?? defaultSeed());
  store.reset(clock.iso());
  store.retention = {...DEFAULT_RETENTION, ...options.operationRetention};
  const state = options.stateFile ? new StateFile(options.stateFile, store) : undefined;
  state?.open(clock.iso());
  /** Drops expired operations even when no new one finishes (a quiet emulator frees its memory too). */
  const prune = () => {
    try {
      store.change(() => store.pruneOperations(clock.now()));
    } catch (e) {
      console.error(`[emulator] dropping expired operations: ${(e as Error).message}`);
    }
  };
  const pruneTimer = setInterval(prune, 60_000);
  pruneTimer.unref();
  const engine = new WriteEngine(store, clock);
  const router = new Router({
    allowedOrigins: options.allowedOrigins ?? [],
    controlToken,
    log: ({req, path, status, started, requestId, principal}) => {
      const entry: LoggedRequest = {
        wallMs: Date.now(),
        emulatedMs: clock.now(),
        method: req.method,
        path,
        status,
        hundredthsMs: Math.round((performance.now() - started) * 100),
        requestId,
        auth: principal?.kind ?? 'none',
      };
      if (principal?.kind === 'bearer') {
        entry.groupRef = principal.groupRef;
        entry.consumerRef = principal.consumerRef;
      }
      store.logRequest(entry);
    },
  });
  const dispatch = (req: EmuRequest) => router.dispatch(req);
  const devTokens = new DevTokens(dispatch, apiKey, () => store.generation);
  serviceRoutes(router, {store, clock, engine, apiKey});
  controlRoutes(router, {
    store,
    clock,
    reset: () => emulator.reset(),
    advance: (s) => emulator.advance(s),
    devTokens: options.devTokens === false ? undefined : devTokens,
  });

  let server: Server | undefined;

  const emulator: Emulator = {
    apiKey,
    clock,
    store,
    devTokens,
    controlToken,
    handles(url) {
      if (!url) return false;
      for (const p of PREFIXES) {
        if (url.startsWith(p)) return true;
        // The prefix itself without its slash (`/v1`, `/v1?x`).
        const bare = p.length - 1;
        if (url.startsWith(p.slice(0, bare)) && (url.length === bare || url[bare] === '?')) return true;
      }
      return false;
    },
    dispatch,
    handle: (req, res) => serveNode(router, req, res),
    async fetch(input, init) {
      const request = new Request(
        input instanceof URL
          ? input.href
          : typeof input === 'string'
            ? new URL(input, 'http://emulator.local').href
            : input,
        init,
      );
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
      const u = new URL(request.url);
      // The target as written, so dot segments reach the router's check instead of being resolved here.
      const target =
        (typeof input === 'string' && (input.startsWith('/') ? input : rawTarget(input))) ||
        u.pathname + u.search;
      const r = await dispatch({method: request.method, url: target, headers, body});
      return new Response(r.status === 204 ? null : (r.body as BodyInit), {
        status: r.status,
        headers: r.headers,
      });
    },
    reset() {
      // The store first: when its file cannot be rewritten, nothing was reset (503).
      store.reset(clock.iso());
      engine.reset();
      clock.clear();
    },
    settled: () => engine.settled(),
    async advance(seconds) {
      await engine.settled();
      await clock.advance(seconds);
      await engine.settled();
      prune();
    },
    async listen(port = 0, host = '127.0.0.1') {
      server = createServer(serverOptions(), (req, res) => {
        // Paths that are not the emulator's get the router's 404 (after the same framing checks).
        void emulator.handle(req, res).catch((e) => {
          console.error('[emulator] handler failed:', e);
          if (!res.headersSent) res.writeHead(500).end();
        });
      });
      limitServer(server);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      const addr = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      return {url: `http://${shownHost}:${addr.port}`, port: addr.port, server};
    },
    async close() {
      engine.reset();
      clock.dispose();
      clearInterval(pruneTimer);
      state?.close();
      const s = server;
      server = undefined;
      if (s) {
        s.closeIdleConnections?.();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
  return emulator;
}

/** The path and query of an absolute URL as written (WHATWG URL parsing would resolve `..`). */
function rawTarget(input: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i.exec(input);
  return m ? m[1] || '/' : undefined;
}
