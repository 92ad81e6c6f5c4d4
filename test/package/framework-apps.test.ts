// The example apps in examples/, each as its own project with only its framework, as an
// integrator builds it: the package is built and packed, each app installs the tarball (never
// src/), type-checks strict in its framework's own checker (tsc, vue-tsc, svelte-check, the
// Angular CLI's AOT compiler with strict templates, next build), builds for production and is
// driven in Chromium against the emulator on one origin: a hard load of a deep link, client
// navigation where the framework has a router (Next.js, Angular), one edit, one save, the events
// in order, and no console error or warning (React reports hydration mismatches there).
// FRAMEWORK_APPS=vue,svelte runs only those apps.
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
const env = {...process.env, NEXT_TELEMETRY_DISABLED: '1', NG_CLI_ANALYTICS: 'false', CI: '1'};
const TYPES: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'};
let browser: Browser;
let next: ChildProcess | undefined;

/** A static app: how it is checked and built, where the build lands, and its routes. */
interface StaticApp {
  /** The strict type check in the framework's own checker (the build itself for Angular). */
  check: string[][];
  build: string[];
  out: string;
  /** A deep link, loaded cold. */
  deepLink: string;
  /** Where the router has one: the page with a link to the settings, and the link's name. */
  navigation?: {from: string; link: string; to: string};
}

const STATIC_APPS: Record<string, StaticApp> = {
  'react18-vite': {
    check: [['npx', 'tsc', '--noEmit']],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    out: 'dist',
    deepLink: '/?installation=inst-acme',
  },
  'react19-vite': {
    check: [['npx', 'tsc', '--noEmit']],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    out: 'dist',
    deepLink: '/?installation=inst-acme',
  },
  vue: {
    check: [['npx', 'vue-tsc', '--noEmit']],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    out: 'dist',
    deepLink: '/?installation=inst-acme',
  },
  svelte: {
    check: [['npx', 'svelte-check', '--fail-on-warnings']],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    out: 'dist',
    deepLink: '/?installation=inst-acme',
  },
  html: {
    check: [['npx', 'tsc', '--noEmit']],
    build: ['node', 'copy-assets.mjs'],
    out: 'public',
    deepLink: '/?installation=inst-acme',
  },
  angular: {
    check: [],
    build: ['npx', 'ng', 'build'],
    out: 'dist/browser',
    deepLink: '/settings/inst-acme',
    navigation: {from: '/', link: 'Integration settings', to: '**/settings/inst-acme'},
  },
};
const ALL = [...Object.keys(STATIC_APPS), 'nextjs'];
const chosen = process.env.FRAMEWORK_APPS?.split(',') ?? ALL;
const runs = (name: string) => chosen.includes(name);

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
    filter: (src) => !/\/(node_modules|\.next|\.angular|dist|assets)$/.test(src),
  });
  cpSync(tarball, join(dir, 'install-config-elements.tgz'));
  const args = ['install', '--no-audit', '--no-fund'];
  const r = spawnSync('npm', [...args, '--offline'], {cwd: dir, encoding: 'utf8', env});
  if (r.status !== 0) sh('npm', [...args, '--prefer-offline'], dir);
  return dir;
}

/** One origin: the emulator under /v1 and /_demo, everything else from the app. */
async function serve(app: RequestListener): Promise<string> {
  const server = createServer((req, res) => {
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    app(req, res);
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A static build, with index.html for every path that is not a file (the router's deep links). */
function staticFiles(dir: string): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(404).end();
    if (!existsSync(file) || !extname(file)) file = join(dir, 'index.html');
    res.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'});
    res.end(readFileSync(file));
  };
}

/** A free port on 127.0.0.1 for `next start`. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const address = probe.address();
  await new Promise((ok) => probe.close(ok));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Next.js: next build (type-checks the app), then next start behind the same origin. */
async function startNext(tarball: string): Promise<string> {
  const dir = install('nextjs', tarball);
  sh('npx', ['next', 'build'], dir);
  const port = await freePort();
  // its own process group: npx and the next-server it starts stop together
  next = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    detached: true,
  });
  await new Promise<void>((ok, fail) => {
    next!.stdout!.on('data', (d: Buffer) => /Ready/.test(d.toString()) && ok());
    next!.on('exit', (code) => fail(new Error(`next start exited with ${code}`)));
  });
  return serve((req, res) => {
    const upstream = request(
      {host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers},
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
}

const servers: Server[] = [];
const origins: Record<string, string> = {};

before(async () => {
  sh('node', ['scripts/build.mjs'], root);
  const [info] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, info.filename);
  for (const [name, app] of Object.entries(STATIC_APPS)) {
    if (!runs(name)) continue;
    const dir = install(name, tarball);
    for (const [cmd, ...args] of app.check) sh(cmd, args, dir);
    sh(app.build[0], app.build.slice(1), dir);
    origins[name] = await serve(staticFiles(join(dir, app.out)));
  }
  if (runs('nextjs')) origins.nextjs = await startNext(tarball);
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

/** The field settings of contact that are "never" on update, as the emulator holds them. */
async function neverOnUpdate(): Promise<string[]> {
  const res = await emulator.fetch(
    'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
    {headers: {'x-api-key': emulator.apiKey}},
  );
  const body = (await res.json()) as {
    config: {content: {write?: {objects?: Record<string, {selectedFieldSettings?: object}>}}};
  };
  const settings = (body.config.content.write?.objects?.contact?.selectedFieldSettings ?? {}) as Record<
    string,
    {writeOnUpdate?: string}
  >;
  return Object.keys(settings).filter((f) => settings[f].writeOnUpdate === 'never');
}

/** Loads `url`, optionally clicks through to the settings, edits and saves; checks it all. */
async function drive(origin: string, url: string, navigation?: StaticApp['navigation']) {
  emulator.reset();
  const before = await neverOnUpdate();
  const [tab, errors] = await open(`${origin}${url}`);
  try {
    if (navigation) {
      await tab.getByRole('link', {name: navigation.link}).click();
      await tab.waitForURL(navigation.to);
    }
    assert.deepEqual(await editAndSave(tab), IN_ORDER);
    assert.equal((await neverOnUpdate()).length, before.length + 1, 'the edit reached the service');
    assert.deepEqual(errors, [], 'no console error, no hydration warning');
  } finally {
    await tab.close();
  }
}

describe('the example apps, installed from the packed tarball, in Chromium', () => {
  for (const [name, app] of Object.entries(STATIC_APPS)) {
    it(
      `${name}: a hard load of a deep link loads the installation; one edit saves, events in order`,
      {
        skip: !runs(name),
      },
      () => drive(origins[name], app.deepLink),
    );
    if (app.navigation) {
      const {from} = app.navigation;
      it(
        `${name}: client navigation to the settings loads them, and one edit saves`,
        {skip: !runs(name)},
        () => drive(origins[name], from, app.navigation),
      );
    }
  }

  it(
    'nextjs: the server sends the bare tag, and the placeholder stylesheet',
    {skip: !runs('nextjs')},
    async () => {
      const html = await (await fetch(`${origins.nextjs}/settings/inst-acme`)).text();
      assert.match(html, /<h1>Integration settings<\/h1><install-config><\/install-config>/);
      assert.doesNotMatch(html, /<install-config [^>]*style=/);
      assert.match(html, /<link rel="stylesheet" href="[^"]+\.css"/);
    },
  );

  it(
    'nextjs: a hard load of a deep link hydrates, loads, and one edit saves, events in order',
    {
      skip: !runs('nextjs'),
    },
    () => drive(origins.nextjs, '/settings/inst-acme'),
  );

  it(
    'nextjs: client navigation to the settings loads them, and one edit saves',
    {skip: !runs('nextjs')},
    () => drive(origins.nextjs, '/', {from: '/', link: 'Integration settings', to: '**/settings/inst-acme'}),
  );
});
