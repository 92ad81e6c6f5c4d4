// The mounts: Koa middleware (web-test-runner) and Vite plugin answer the emulator's paths on
// the same origin and pass everything else on.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {emulatorKoaMiddleware, sharedEmulator} from '../../src/emulator/mount.ts';
import {emulatorPlugin} from '../../src/emulator/vite-plugin.ts';

type Mw = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function serve(mw: Mw) {
  const server = createServer((req, res) =>
    mw(req, res, () => {
      res.writeHead(200, {'content-type': 'text/plain'});
      res.end('static file');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

const servers: Array<{close(cb: () => void): void; closeAllConnections(): void}> = [];
after(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
  await sharedEmulator().close();
});

test('Koa middleware: emulator paths answered on ctx.req/res (respond=false), others passed on', async () => {
  const mw = emulatorKoaMiddleware();
  const seen: boolean[] = [];
  const {server, base} = await serve((req, res, next) => {
    const ctx = {url: req.url ?? '/', req, res, respond: true as boolean};
    void mw(ctx, async () => next()).then(() => seen.push(ctx.respond));
  });
  servers.push(server);
  const page = await fetch(`${base}/test/x.html`);
  assert.equal(await page.text(), 'static file');
  const tok = await fetch(`${base}/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1`);
  assert.equal(tok.status, 200);
  const {token} = (await tok.json()) as {token: string};
  const inst = await fetch(`${base}/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme`, {
    headers: {authorization: `Bearer ${token}`},
  });
  assert.equal(inst.status, 200);
  assert.equal(((await inst.json()) as {id: string}).id, 'inst-acme');
  const reset = await fetch(`${base}/_emulator/reset`, {method: 'POST'});
  assert.equal(reset.status, 200);
  // after a reset the dev key is registered again on the next token
  const tok2 = (await (await fetch(`${base}/_demo/token?projectIdOrName=demo&groupRef=group-1`)).json()) as {
    token: string;
  };
  const again = await fetch(`${base}/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme`, {
    headers: {authorization: `Bearer ${tok2.token}`},
  });
  assert.equal(again.status, 200);
  assert.deepEqual(seen, [true, false, false, false, false, false]);
});

test('Vite plugin: configureServer mounts the same handler on the connect stack', async () => {
  const plugin = emulatorPlugin();
  const stack: Mw[] = [];
  const fakeServer = {
    middlewares: {use: (fn: Mw) => stack.push(fn)},
    httpServer: null,
    config: {logger: {info() {}}},
  };
  (plugin.configureServer as (s: unknown) => void)(fakeServer);
  assert.equal(stack.length, 1);
  const {server, base} = await serve(stack[0]);
  servers.push(server);
  assert.equal(await (await fetch(`${base}/index.html`)).text(), 'static file');
  assert.equal((await fetch(`${base}/v1/providers/beta-crm`)).status, 401);
  const info = await fetch(`${base}/v1/providers/beta-crm`, {headers: {'x-api-key': 'demo-api-key'}});
  assert.equal(info.status, 200);
  assert.equal(((await info.json()) as {name: string}).name, 'beta-crm');
  const logo = await fetch(`${base}/_emulator/media/beta-crm/logo.svg`);
  assert.match(logo.headers.get('content-type')!, /svg/);
});

test('Vite plugin: `vite preview` mounts the emulator too (configurePreviewServer)', async () => {
  const plugin = emulatorPlugin();
  const stack: Mw[] = [];
  (plugin.configurePreviewServer as (s: unknown) => void)({middlewares: {use: (fn: Mw) => stack.push(fn)}});
  assert.equal(stack.length, 1);
  const {server, base} = await serve(stack[0]);
  servers.push(server);
  assert.equal(await (await fetch(`${base}/index.html`)).text(), 'static file');
  const tok = await fetch(`${base}/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1`);
  assert.equal(tok.status, 200);
  const {token} = (await tok.json()) as {token: string};
  const inst = await fetch(`${base}/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme`, {
    headers: {authorization: `Bearer ${token}`},
  });
  assert.equal(inst.status, 200);
});
