// The framework apps in examples/nextjs (Next.js 15 App Router, server-rendered) and
// examples/react18-vite (React 18 + Vite), each as its own project: the package is built and
// packed, each app installs the tarball and its one framework, type-checks strict (next build
// runs tsc on the app and fails on an error; the Vite app runs tsc itself), builds for production
// and is driven in Chromium against the emulator on one origin: a hard load of a deep link, client
// navigation where the framework has it, one edit, one save, the events in order, and no console
// error or warning (React reports hydration mismatches there).
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, request, type RequestListener, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {createEmulator} from '../../src/emulator/index.ts';
import {launchChromium} from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'ice-apps-'));
const emulator = createEmulator({timeScale: 1});
const env = {...process.env, NEXT_TELEMETRY_DISABLED: '1'};
const TYPES: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'};
let browser: Browser;
let next: ChildProcess | undefined;

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, {cwd, encoding: 'utf8', env});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** An example copied out of the repository with the tarball beside it, installed. */
function install(example: string, tarball: string): string {
  const dir = join(work, example);
  cpSync(join(root, 'examples', example), dir, {
    recursive: true,
    filter: (src) => !/\/(node_modules|\.next|dist)$/.test(src),
  });
  cpSync(tarball, join(dir, 'install-config-elements.tgz'));
  const args = ['install', '--no-audit', '--no-fund'];
  const r = spawnSync('npm', [...args, '--offline'], {cwd: dir, encoding: 'utf8', env});
  if (r.status !== 0) sh('npm', [...args, '--prefer-offline'], dir);
  return dir;
}

/** One origin: the emulator under /v1 and /_demo, everything else from the app. */
async function serve(app: RequestListener): Promise<[Server, string]> {
  const server = createServer((req, res) => {
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    app(req, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return [server, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`];
}

/** A free port on 127.0.0.1 for `next start`. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const address = probe.address();
  await new Promise((ok) => probe.close(ok));
  return typeof address === 'object' && address ? address.port : 0;
}

const servers: Server[] = [];
const origins: Record<string, string> = {};

before(async () => {
  sh('node', ['scripts/build.mjs'], root);
  const [info] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, info.filename);

  // React 18 + Vite: tsc, then a static production build
  const vite = install('react18-vite', tarball);
  sh('npx', ['tsc', '--noEmit'], vite);
  sh('npx', ['vite', 'build', '--logLevel', 'warn'], vite);
  const [viteServer, viteOrigin] = await serve((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = normalize(join(vite, 'dist', path === '/' ? 'index.html' : path));
    if (!file.startsWith(join(vite, 'dist')) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'});
    res.end(readFileSync(file));
  });
  servers.push(viteServer);
  origins['react18-vite'] = viteOrigin;

  // Next.js: next build (type-checks the app), then next start behind the same origin
  const nextDir = install('nextjs', tarball);
  sh('npx', ['next', 'build'], nextDir);
  const port = await freePort();
  // its own process group: npx and the next-server it starts stop together
  next = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: nextDir,
    env,
    detached: true,
  });
  await new Promise<void>((ok, fail) => {
    next!.stdout!.on('data', (d: Buffer) => /Ready/.test(d.toString()) && ok());
    next!.on('exit', (code) => fail(new Error(`next start exited with ${code}`)));
  });
  const [nextServer, nextOrigin] = await serve((req, res) => {
    const upstream = request(
      {host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers},
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  servers.push(nextServer);
  origins.nextjs = nextOrigin;

  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  if (next?.pid) process.kill(-next.pid, 'SIGTERM');
  for (const s of servers) await new Promise((ok) => s.close(ok));
  await emulator.close();
  rmSync(work, {recursive: true, force: true});
});

/** A tab that collects page errors, console errors and warnings. */
async function open(url: string): Promise<[Page, string[]]> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => void (['error', 'warning'].includes(m.type()) && errors.push(m.text())));
  await tab.goto(url);
  return [tab, errors];
}

/** Changes one field's "on update" to Never, saves, and returns the events the app listed. */
async function editAndSave(tab: Page): Promise<string[]> {
  const update = tab
    .locator('install-config [role=row] select[aria-label^="Write"][aria-label$="on update"]')
    .filter({has: tab.locator('option:checked[value=""]')})
    .first();
  await update.selectOption('never');
  await tab.locator('install-config [part=save-button]').click();
  await tab
    .getByRole('status')
    .filter({hasText: /^Saved revision \S+$/})
    .waitFor();
  return tab.getByRole('list', {name: 'Events'}).getByRole('listitem').allTextContents();
}

const IN_ORDER = ['ic-ready', 'ic-change', 'ic-before-save', 'ic-saved'];

describe('the framework apps, installed from the packed tarball, in Chromium', () => {
  it('react18-vite: a deep link loads the installation, and one edit saves, events in order', async () => {
    emulator.reset();
    const [tab, errors] = await open(`${origins['react18-vite']}/?installation=inst-acme`);
    try {
      assert.deepEqual(await editAndSave(tab), IN_ORDER);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('nextjs: the server sends the bare tag, and the placeholder stylesheet', async () => {
    const html = await (await fetch(`${origins.nextjs}/settings/inst-acme`)).text();
    assert.match(html, /<h1>Integration settings<\/h1><install-config><\/install-config>/);
    assert.doesNotMatch(html, /<install-config [^>]*style=/);
    assert.match(html, /<link rel="stylesheet" href="[^"]+\.css"/);
  });

  it('nextjs: a hard load of a deep link hydrates, loads, and one edit saves, events in order', async () => {
    emulator.reset();
    const [tab, errors] = await open(`${origins.nextjs}/settings/inst-acme`);
    try {
      assert.deepEqual(await editAndSave(tab), IN_ORDER);
      assert.deepEqual(errors, [], 'no console error, no hydration warning');
    } finally {
      await tab.close();
    }
  });

  it('nextjs: client navigation to the settings loads them, and one edit saves', async () => {
    emulator.reset();
    const [tab, errors] = await open(`${origins.nextjs}/`);
    try {
      await tab.getByRole('link', {name: 'Integration settings'}).click();
      await tab.waitForURL('**/settings/inst-acme');
      assert.deepEqual(await editAndSave(tab), IN_ORDER);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });
});
