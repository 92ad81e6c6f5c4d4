// One emulator instance shared by the test runner's server (web-test-runner, Koa) and the Vite
// dev server: the service under /v1, the control API under /_emulator, dev tokens under /_demo.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createEmulator, type Emulator, type EmulatorOptions} from './index.ts';

let shared: Emulator | undefined;

/** The emulator mounted in dev servers (created on first use, real-time clock). */
export function sharedEmulator(options?: EmulatorOptions): Emulator {
  shared ??= createEmulator({timeScale: 1, ...options});
  return shared;
}

interface KoaLikeContext {
  url: string;
  req: IncomingMessage;
  res: ServerResponse;
  respond?: boolean;
}

/** Koa middleware: the emulator answers its own paths on ctx.req/ctx.res, everything else goes on. */
export function emulatorKoaMiddleware(options?: EmulatorOptions) {
  return async (ctx: KoaLikeContext, next: () => Promise<void>) => {
    const emulator = sharedEmulator(options);
    if (!emulator.handles(ctx.url)) return next();
    ctx.respond = false;
    await emulator.handle(ctx.req, ctx.res);
  };
}
