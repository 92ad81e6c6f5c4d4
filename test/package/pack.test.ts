// The npm package as a user gets it: `npm run build`, `npm pack`, install the tarball into a
// throwaway project (dependencies from the npm cache), then (a) a plain page with only the
// script-tag bundle shows a working <install-config> against the packaged emulator in Chromium,
// also under `Content-Security-Policy: default-src 'self'` with zero violations, and (b) the
// headless core imports in plain Node.
import assert from 'node:assert/strict';
import {type ChildProcess, execFileSync, spawn, spawnSync} from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {createContext, Script} from 'node:vm';
import type {Browser} from 'playwright-core';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'ice-pack-'));
const app = join(work, 'app');
const pkg = join(app, 'node_modules/install-config-elements');

const PAGE = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script src="/count-violations.js"></script>
    <script type="module" src="/install-config-elements.js"></script>
    <script type="module" src="/page.js"></script>
  </head>
  <body>
    <install-config project="demo" integration="acme-crm-sync" installation="inst-acme" group-ref="group-1"
      consumer-ref="consumer-1" base-url="/v1"></install-config>
  </body>
</html>`;
// A classic script runs before the modules: it sees every violation from the first byte on.
const COUNTER = `window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));`;
// The host's token function: its backend (here the emulator's dev route) mints the JWT.
const HOST = `const el = document.querySelector('install-config');
window.events = [];
for (const type of ['ic-change', 'ic-before-save', 'ic-saved', 'ic-error']) el.addEventListener(type, (e) => window.events.push(type));
el.getToken = async ({projectIdOrName, groupRef, consumerRef}) => {
  const q = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  const res = await fetch('/_demo/token?' + q);
  return (await res.json()).token;
};`;

let server: Server;
let origin = '';
let browser: Browser;
let emulator: {
  reset(): void;
  handles(url?: string): boolean;
  handle(req: unknown, res: unknown): Promise<void>;
};
let packed: string[] = [];
let requested: string[] = [];
let repositoryReadme = '';

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, {cwd, encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

before(async () => {
  sh('node', ['scripts/build.mjs'], root);
  repositoryReadme = readFileSync(join(root, 'README.md'), 'utf8');
  const [info] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball: string = info.filename;
  packed = (info.files as {path: string}[]).map((f) => f.path);
  writeFileSync(join(work, 'package.json'), '{}');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({name: 'throwaway', private: true, type: 'module'}),
  );
  const install = ['install', '--no-audit', '--no-fund', '--no-package-lock', join(work, tarball)];
  const r = spawnSync('npm', [...install, '--offline'], {cwd: app, encoding: 'utf8'});
  if (r.status !== 0) sh('npm', [...install, '--prefer-offline'], app);

  // One server on 127.0.0.1: the pages, the bundle from the installed package, and the emulator.
  const {createEmulator} = await import(pathToFileURL(join(pkg, 'dist/emulator/index.js')).href);
  emulator = createEmulator();
  const bundle = readFileSync(join(pkg, 'dist/install-config-elements.js'));
  const files: Record<string, [string, string | Buffer]> = {
    '/plain.html': ['text/html', PAGE('script tag')],
    '/csp.html': ['text/html', PAGE('script tag under CSP')],
    // the bundle twice, as a cache-busting query or a renamed copy would load it
    '/twice.html': [
      'text/html',
      PAGE('script tag twice').replace(
        '<script type="module" src="/page.js">',
        '<script type="module" src="/install-config-elements.js?v=2"></script>\n    <script type="module" src="/page.js">',
      ),
    ],
    '/count-violations.js': ['text/javascript', COUNTER],
    '/page.js': ['text/javascript', HOST],
    '/install-config-elements.js': ['text/javascript', bundle],
  };
  server = createServer((req, res) => {
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const path = (req.url ?? '/').split('?')[0];
    requested.push(path);
    // The bundle's language chunks, beside it as the build wrote them.
    const chunk = /^\/install-config-elements\/[\w-]+\.js$/.test(path) && join(pkg, 'dist', path);
    if (chunk) return void res.writeHead(200, {'content-type': 'text/javascript'}).end(readFileSync(chunk));
    const file = files[path];
    if (!file) return void res.writeHead(404).end();
    const headers: Record<string, string> = {'content-type': file[0]};
    if (req.url?.startsWith('/csp.html')) headers['content-security-policy'] = "default-src 'self'";
    res.writeHead(200, headers).end(file[1]);
  });
  origin = await listenOnLoopback(server);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  rmSync(work, {recursive: true, force: true});
});

describe('the packed npm package', () => {
  it('ships the bundle, ES modules with types, the manifest and no sources or tests', () => {
    const paths = packed;
    for (const p of [
      'dist/install-config-elements.js',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/define.js',
      'dist/emulator/index.js',
      'custom-elements.json',
      'dist/headless.js',
      'dist/client.js',
      'dist/define/install-config.js',
      'dist/define/field-settings-editor.js',
      'dist/define/write-object-picker.js',
      'dist/contract/index.js',
      'dist/contract/index.d.ts',
      'LICENSE',
      'CHANGELOG.md',
      'README.md',
      'docs/elements.md',
      'docs/frameworks.md',
      'docs/theming.md',
    ]) {
      assert.ok(paths.includes(p), `${p} is packed`);
    }
    assert.ok(
      paths.includes('dist/install-config-elements.js.LEGAL.txt'),
      'the license texts are packed beside the bundle',
    );
    assert.ok(
      paths.some((p) => /^dist\/install-config-elements\/de-\w+\.js$/.test(p)),
      'the German chunk is packed',
    );
    assert.deepEqual(
      paths.filter((p) => /^(src|test|bench|demo|scripts)\//.test(p)),
      [],
    );
    assert.ok(!paths.includes('docs/package-readme.md'), 'the package README is packed once, as README.md');
  });

  it('links from its README and docs only to files it ships', () => {
    const documents = packed.filter((p) => /^(README\.md|docs\/[\w-]+\.md)$/.test(p));
    const broken = documents.flatMap((doc) =>
      [...readFileSync(join(pkg, doc), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1].split('#')[0])
        .filter((target) => target && !/^[a-z]+:/.test(target))
        .map((target) => join(doc, '..', target))
        .filter((target) => !packed.includes(target))
        .map((target) => `${doc} -> ${target}`),
    );
    assert.ok(documents.length > 5, `README and docs are packed (${documents.join(', ')})`);
    assert.deepEqual(broken, []);
  });

  it("its README's copy lines put the script-tag files in public/assets/ as pasted", () => {
    const readme = readFileSync(join(pkg, 'README.md'), 'utf8');
    const block = [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)]
      .map((m) => m[1])
      .find((b) => b.includes('public/assets'));
    assert.ok(block, 'the package README has a copy block');
    const site = join(work, 'copy-site');
    mkdirSync(join(site, 'node_modules'), {recursive: true});
    symlinkSync(pkg, join(site, 'node_modules/install-config-elements'), 'dir');
    sh('sh', ['-e', '-c', block], site);
    const assets = join(site, 'public/assets');
    for (const file of [
      'install-config-elements.js',
      'install-config-elements.js.map',
      'install-config-elements.js.LEGAL.txt',
      'install-config-preload.js',
    ]) {
      assert.ok(existsSync(join(assets, file)), `${file} copied`);
    }
    assert.ok(
      readdirSync(join(assets, 'install-config-elements')).some((f) => /^de-\w+\.js$/.test(f)),
      'the chunks copied',
    );
  });

  it("ships the package README (docs/package-readme.md) and leaves the repository's README as it was", () => {
    assert.equal(
      readFileSync(join(pkg, 'README.md'), 'utf8'),
      readFileSync(join(root, 'docs/package-readme.md'), 'utf8'),
    );
    assert.equal(readFileSync(join(root, 'README.md'), 'utf8'), repositoryReadme);
    assert.ok(!existsSync(join(root, '.tmp/README.repository.md')), 'nothing left over from the swap');
  });

  it('ships preload() as a classic script a server can paste into its HTML', () => {
    // resolved through the package's exports, as a server would find it
    const file = createRequire(join(app, 'server.js')).resolve('install-config-elements/preload.inline.js');
    const context = createContext({});
    // a classic script: an import or export would not compile here
    new Script(readFileSync(file, 'utf8')).runInContext(context);
    assert.equal(typeof context.installConfigPreload, 'function');
    assert.equal(Object.keys(context).join(), 'installConfigPreload', 'one global, nothing else');
  });

  it('carries its licence, and says where it comes from', () => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    assert.equal(manifest.license, 'MIT');
    const license = readFileSync(join(pkg, 'LICENSE'), 'utf8');
    assert.match(license, /^MIT License\n/);
    assert.match(license, /Permission is hereby granted, free of charge/);
    assert.match(
      manifest.repository.url,
      /^git\+https:\/\/github\.com\/[\w-]+\/install-config-elements\.git$/,
    );
    assert.match(manifest.homepage, /^https:\/\/github\.com\//);
  });

  it('gives a bundler that is handed only install-config-elements/define no YAML parser', async () => {
    // The YAML parser is for hosts that parse manifests; an app that only shows the elements
    // must not ship it, not even as a chunk nobody loads.
    const {build} = await import('esbuild');
    writeFileSync(join(app, 'elements-only.js'), "import 'install-config-elements/define';\n");
    const r = await build({
      entryPoints: [join(app, 'elements-only.js')],
      absWorkingDir: app,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(app, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.values(r.metafile.outputs).flatMap((o) => Object.keys(o.inputs));
    assert.ok(
      inputs.some((i) => i.includes('install-config-elements/dist/define.js')),
      'it bundled the package',
    );
    assert.deepEqual(
      inputs.filter((i) => /node_modules\/yaml\//.test(i)),
      [],
      'no module of the yaml package in any output',
    );
  });

  it('imports the contract in plain Node: the schemas and their check helpers', () => {
    const out = sh(
      'node',
      [
        '--input-type=module',
        '-e',
        `import {FieldSettingsSchema, passes, parseManifest, fieldSettingsIssues} from 'install-config-elements/contract';
         import * as root from 'install-config-elements';
         const manifest = await parseManifest('specVersion: 1.0.0\\nintegrations:\\n  - name: a\\n    provider: p\\n');
         console.log(JSON.stringify({
           ok: passes(FieldSettingsSchema, {writeOnUpdate: 'never'}),
           bad: passes(FieldSettingsSchema, {writeOnUpdate: 5}),
           rules: typeof fieldSettingsIssues,
           yaml: manifest.integrations[0].name,
           rootHasSchemas: 'FieldSettingsSchema' in root,
         }));`,
      ],
      app,
    );
    assert.deepEqual(JSON.parse(out), {
      ok: true,
      bad: false,
      rules: 'function',
      yaml: 'a',
      rootHasSchemas: false,
    });
  });

  it('imports the headless core in plain Node and builds a patch', async () => {
    const out = sh(
      'node',
      [
        '--input-type=module',
        '-e',
        `import {ConfigDraft, createClient, ValidationError} from 'install-config-elements';
         const draft = ConfigDraft.from({id: 'i', projectId: 'p', integrationId: 'n', config: {revisionId: 'r1', content: {write: {objects: {contact: {objectName: 'contact'}}}}}});
         draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
         let rejected = false;
         try { draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'sometimes'}); } catch (e) { rejected = e instanceof ValidationError; }
         console.log(JSON.stringify({mask: draft.buildPatch().updateMask, client: typeof createClient({baseUrl: '/v1', apiKey: 'k'}).getInstallation, rejected}));`,
      ],
      app,
    );
    assert.deepEqual(JSON.parse(out), {
      mask: ['config.content.write.objects.contact'],
      client: 'function',
      rejected: true,
    });
    // The entry points without Lit: the config path, and the full client.
    const entries = sh(
      'node',
      [
        '--input-type=module',
        '-e',
        `import * as headless from 'install-config-elements/headless';
         import * as client from 'install-config-elements/client';
         console.log(JSON.stringify({headless: Object.keys(headless).sort(), client: typeof client.createClient, errors: client.ApiError === headless.ApiError}));`,
      ],
      app,
    );
    assert.deepEqual(JSON.parse(entries), {
      headless: [
        'AbortError',
        'ApiError',
        'ConfigDraft',
        'LockedError',
        'NetworkError',
        'ResponseFormatError',
        'TimeoutError',
        'TokenError',
        'ValidationError',
        'createConfigClient',
        'saveDraft',
      ],
      client: 'function',
      errors: true,
    });
  });

  for (const page of ['plain.html', 'csp.html']) {
    it(`${page}: the script tag alone gives a working <install-config> that saves${page === 'csp.html' ? ', with zero CSP violations' : ''}`, async () => {
      emulator.reset();
      requested = [];
      const context = await browser.newContext();
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      const response = await tab.goto(`${origin}/${page}`);
      if (page === 'csp.html')
        assert.equal(response?.headers()['content-security-policy'], "default-src 'self'");
      // Playwright's CSS locators pierce shadow roots.
      // One product name in the header: the provider's (its wordmark logo's alt text, or the text).
      await tab
        .locator('install-config')
        .getByRole('heading', {level: 2, name: 'Acme CRM', exact: true})
        .waitFor();
      const update = tab
        .locator('field-settings-editor [part=row] select[aria-label^="Write"][aria-label$="on update"]')
        .first();
      await update.waitFor();
      await update.selectOption('never');
      await tab.locator('install-config [part=save-button]').click();
      await tab.waitForFunction(() => (window as unknown as {events: string[]}).events.includes('ic-saved'));
      // its own announcement (the connection panel's badge inside it is a part=status too)
      assert.match((await tab.locator('install-config p[part=status]').textContent()) ?? '', /saved/);
      const events = await tab.evaluate(() => (window as unknown as {events: string[]}).events);
      assert.deepEqual(events, ['ic-change', 'ic-before-save', 'ic-saved']);
      // Beside the bundle: the chunks of what acme's installation shows (the object picker, the
      // connection panel, the mapping editor: it reads contact, the subscribe/proxy switches and the
      // subscribe entries they share with the first run), the save path (loaded at the first
      // edit, with the rebase it shares with the first run and the client's update call), each importing what it shares with the bundle from the bundle, and, once the page
      // asks for it, German.
      const chunks = () =>
        requested
          .filter((p) => p.startsWith('/install-config-elements/'))
          .map((p) => p.replace(/-\w+\.js$/, ''));
      assert.deepEqual(chunks().sort(), [
        '/install-config-elements/field-mapping-editor',
        '/install-config-elements/form-extras',
        '/install-config-elements/rebase',
        '/install-config-elements/save-path',
        '/install-config-elements/subscribe-entries',
        '/install-config-elements/update-installation',
        '/install-config-elements/write-object-picker',
      ]);
      await tab.evaluate(() => (document.documentElement.lang = 'de-DE'));
      await tab.waitForFunction(
        () =>
          document
            .querySelector('install-config')
            ?.shadowRoot?.querySelector('[part=save-button]')
            ?.textContent?.trim() === 'Speichern',
      );
      assert.equal(
        await tab
          .locator('field-settings-editor .toolbar label')
          .first()
          .textContent()
          .then((t) => t?.trim()),
        'Felder filtern',
      );
      // German is one chunk (strings/de.ts, every feature's words in it, packed without key names);
      // the features' words show from it too.
      await tab.locator('connection-status section[aria-label="Verbindung"]').waitFor();
      assert.deepEqual(chunks().sort(), [
        '/install-config-elements/de',
        '/install-config-elements/field-mapping-editor',
        '/install-config-elements/form-extras',
        '/install-config-elements/rebase',
        '/install-config-elements/save-path',
        '/install-config-elements/subscribe-entries',
        '/install-config-elements/update-installation',
        '/install-config-elements/write-object-picker',
      ]);
      const violations = await tab.evaluate(() => (window as unknown as {violations: string[]}).violations);
      assert.deepEqual(violations, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the package as a second copy', () => {
  it('a second copy of the bundle defines nothing and says so once; the first copy works', async () => {
    emulator.reset();
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const messages: string[] = [];
      tab.on('pageerror', (e) => messages.push(`error: ${e.message}`));
      tab.on('console', (m) => void (['error', 'warning'].includes(m.type()) && messages.push(m.text())));
      await tab.goto(`${origin}/twice.html`);
      const update = tab
        .locator('field-settings-editor [part=row] select[aria-label^="Write"][aria-label$="on update"]')
        .first();
      await update.selectOption('never');
      await tab.locator('install-config [part=save-button]').click();
      await tab.waitForFunction(() => (window as unknown as {events: string[]}).events.includes('ic-saved'));
      assert.deepEqual(messages, ['install-config-elements loaded twice; the second copy defines nothing']);
    } finally {
      await context.close();
    }
  });
});

describe('npx install-config-elements', () => {
  it('emulator --port 0 starts the emulator, which mints a dev token', async () => {
    // Its own process group, so that the kill reaches the node process npx starts.
    const child = spawn('npx', ['--no', 'install-config-elements', 'emulator', '--port', '0'], {
      cwd: app,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await listeningUrl(child);
      const scope = 'projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1';
      // The one time limit: the request under test, so a hung emulator fails instead of stalling.
      const res = await fetch(`${url}/_demo/token?${scope}`, {signal: AbortSignal.timeout(10_000)});
      assert.equal(res.status, 200);
      assert.match(((await res.json()) as {token: string}).token, /^eyJ/);
    } finally {
      stop(child);
    }
  });

  it('without a command it prints its usage and exits 2', () => {
    const r = spawnSync('npx', ['--no', 'install-config-elements'], {cwd: app, encoding: 'utf8'});
    assert.equal(r.status, 2);
    assert.match(r.stderr, /usage: install-config-elements emulator/);
  });
});

/** The URL the emulator prints once it listens; rejects when the process ends before that. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const url = /emulator listening on (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.stderr?.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`exited ${code} before listening:\n${out}\n${err}`)));
  });
}

/** Kills the process and everything it started, and lets go of its output. */
function stop(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
}

// Each framework's typings in an app that has only that framework, with skipLibCheck off: an
// import of another framework (or a type error in our .d.ts files) fails the compile.
describe('the per-framework typings', () => {
  const apps: [string, string, string[]][] = [
    ['react', 'react-only.tsx', ['@types/react', 'csstype']],
    ['vue', 'vue-only.ts', ['vue', '@vue']],
    ['svelte', 'svelte-only.ts', ['svelte']],
  ];
  for (const [framework, file, modules] of apps) {
    it(`'install-config-elements/${framework}' compiles with only ${framework} installed`, () => {
      const dir = join(work, `${framework}-app`);
      mkdirSync(join(dir, 'node_modules/@types'), {recursive: true});
      // A copy, not a link: TypeScript resolves a link to its real place, where app/'s modules are.
      cpSync(pkg, join(dir, 'node_modules/install-config-elements'), {recursive: true});
      for (const m of modules)
        symlinkSync(join(root, 'node_modules', m), join(dir, 'node_modules', m), 'dir');
      // The package's own dependencies (lit, zod, ...) from the throwaway app it was installed in.
      for (const dep of ['lit', 'lit-html', 'lit-element', '@lit', 'zod', '@lit-labs', 'jose', 'yaml']) {
        const from = join(app, 'node_modules', dep);
        if (existsSync(from) && !existsSync(join(dir, 'node_modules', dep))) {
          symlinkSync(from, join(dir, 'node_modules', dep), 'dir');
        }
      }
      copyFileSync(join(root, 'test/package/apps', file), join(dir, file));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          files: [file],
        }),
      );
      const r = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
        encoding: 'utf8',
      });
      assert.equal(r.stdout + r.stderr, '');
      assert.equal(r.status, 0);
    });
  }
});
