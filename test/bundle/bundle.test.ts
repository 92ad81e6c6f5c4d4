// The script-tag bundle as users install it: built as `npm run build` builds it (test/bundle/build.ts),
// copied by README's own `cp` command into a plain static folder (`public/assets/`), served with
// the emulator on the same origin, in Chromium. The form loads, takes an edit and saves; every
// notice shows its words and glyphs; every chunk in the copied folder loads from there when its
// feature opens; and the CSS the browser parses for each element is the same as from the sources
// (a lost escape in the build's template minifier, as `content:"\d7"` turned "×" into "d7", fails).
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {transform} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import {createEmulator} from '../../src/emulator/index.ts';
// @ts-expect-error: a build script in plain JS, without types
import {chunkKind, FIRST_SCREEN} from '../../scripts/bundle.mjs';
import {builds, root} from './build.ts';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const work = mkdtempSync(join(tmpdir(), 'ice-bundle-'));
const publicDir = join(work, 'public');
const emulator = createEmulator({timeScale: 1});
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.txt': 'text/plain',
};
let sourceDir = '';
let server: Server;
let origin = '';
let browser: Browser;
/** Every static file answered, with its status, in order. */
let served: {path: string; status: number}[] = [];

// README's token function: the host's backend mints a token for the scope.
const MINT = `async ({projectIdOrName, groupRef = '', consumerRef = ''}) => {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch('/my-backend/token?' + scope)).json()).token;
}`;
// The token function, and the events the host sees.
const HOST = `const el = document.querySelector('install-config');
window.events = [];
for (const type of ['ic-change', 'ic-before-save', 'ic-saved', 'ic-error'])
  el.addEventListener(type, (e) => window.events.push(type));
el.getToken = ${MINT};`;
const TAG = `<install-config base-url="/v1" project="demo" integration="acme-crm-sync" installation="inst-acme"
      group-ref="group-1" consumer-ref="consumer-1"></install-config>`;
const page = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>install-config</title>
    <script type="module" src="${script}"></script>
    <script type="module" src="/host.js"></script>
  </head>
  <body>
    ${TAG}
  </body>
</html>`;
/** A host page that loads the bundle after `body`, as README's script-tag example does. */
const bundlePage = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>${title}</title></head>
  <body>
    ${body}
    <script type="module" src="/assets/install-config-elements.js"></script>
  </body>
</html>`;

// docs/cold-load.md: preload() from its own script, then the bundle.
const PRELOAD_PAGE = bundlePage(
  'preload',
  `${TAG}
    <script type="module">
      import {preload} from '/assets/install-config-preload.js';
      preload(document.querySelector('install-config'), {getToken: ${MINT}});
    </script>`,
);

// docs/cold-load.md "Inline it": preload() pasted into the page as a classic script, then the bundle.
const inlinePage = (script: string) =>
  bundlePage(
    'preload inline',
    `${TAG}
    <script>
      ${script}
      installConfigPreload(document.querySelector('install-config'), {getToken: ${MINT}});
    </script>`,
  );
/** dist/install-config-preload.inline.js as built, for the inline page. */
let inlineScript = '';

// A host page that uses <write-object-picker> alone (its code is a chunk the bundle asks for at once).
const PICKER_PAGE = bundlePage(
  'picker',
  `<write-object-picker></write-object-picker>
    <script type="module">
      document.querySelector('write-object-picker').objects = [{objectName: 'contact', displayName: 'Contacts'}];
    </script>`,
);

/** The `sh` block of README's "Install" section that copies the script-tag files, without its build. */
function readmeCopy(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)]
    .map((m) => m[1])
    .find((b) => /\bcp\b[\s\S]*public\/assets\//.test(b));
  assert.ok(block, 'README has a cp command into public/assets/');
  return block
    .split('\n')
    .filter((line) => !/^npm run build\b/.test(line))
    .join('\n');
}

/** A static file under `dir` for `path`, or undefined (never outside `dir`). */
function staticFile(dir: string, path: string): string | undefined {
  const full = normalize(join(dir, decodeURIComponent(path)));
  return full.startsWith(dir + '/') && existsSync(full) && statSync(full).isFile() ? full : undefined;
}

function answer(req: IncomingMessage) {
  const path = (req.url ?? '/').split('?')[0];
  const pages: Record<string, string> = {
    '/': page('/assets/install-config-elements.js'),
    '/preload.html': PRELOAD_PAGE,
    '/inline.html': inlinePage(inlineScript),
    '/picker.html': PICKER_PAGE,
    '/source.html': page('/_source/define.js'),
    '/host.js': HOST,
  };
  if (pages[path] !== undefined) return {path, type: TYPES[extname(path) || '.html'], body: pages[path]};
  const file = path.startsWith('/_source/')
    ? staticFile(sourceDir, path.slice('/_source'.length))
    : staticFile(publicDir, path);
  return file
    ? {path, type: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file)}
    : {path};
}

before(async () => {
  const {built, source} = await builds();
  sourceDir = source;
  // The user's app: the build's dist/ and nothing else, then README's lines (the folder made too).
  symlinkSync(join(built, 'dist'), join(work, 'dist'), 'dir');
  execFileSync('sh', ['-e', '-c', readmeCopy()], {cwd: work});
  inlineScript = readFileSync(join(work, 'dist/install-config-preload.inline.js'), 'utf8');
  server = createServer((req, res) => {
    // The host's backend mints tokens; here it asks the emulator's dev route.
    if (req.url?.startsWith('/my-backend/token'))
      req.url = req.url.replace('/my-backend/token', '/_demo/token');
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const found = answer(req);
    served.push({path: found.path, status: found.body === undefined ? 404 : 200});
    if (found.body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': found.type!, 'cache-control': 'no-store'}).end(found.body);
  });
  origin = await listenOnLoopback(server);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  await emulator.close();
  rmSync(work, {recursive: true, force: true});
});

/**
 * A fresh tab on `path` with the emulator at its seed; page errors are collected. `before` runs
 * before the page's first request (to route one).
 */
async function open(
  path: string,
  before?: (tab: Page) => Promise<unknown>,
  viewport?: {width: number; height: number},
): Promise<{tab: Page; errors: string[]}> {
  emulator.reset();
  served = [];
  const tab = await browser.newPage(viewport && {viewport});
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await before?.(tab);
  await tab.goto(`${origin}${path}`);
  return {tab, errors};
}

// Playwright's CSS locators reach into open shadow roots.
const heading = (tab: Page) =>
  tab.locator('install-config').getByRole('heading', {level: 2, name: 'Acme CRM', exact: true});
const updateSelect = (tab: Page) =>
  tab
    .locator('field-settings-editor [part=row] select[aria-label^="Write"][aria-label$="on update"]')
    .first();
const saveButton = (tab: Page) => tab.locator('install-config [part=save-button]');
const notice = (tab: Page) => tab.locator('install-config .notice');
const noticeText = async (tab: Page) =>
  ((await notice(tab).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const events = (tab: Page) => tab.evaluate(() => (window as unknown as {events: string[]}).events);
/** What the dismiss button shows: its drawn glyph (CSS `content` of ::before). */
const dismissGlyph = (tab: Page) =>
  tab
    .locator('install-config [part=dismiss-button]')
    .evaluate((b) => getComputedStyle(b, '::before').content);

async function loaded(tab: Page) {
  await heading(tab).waitFor();
  await updateSelect(tab).waitFor();
}

async function editAndSave(tab: Page) {
  await updateSelect(tab).selectOption('never');
  await saveButton(tab).click();
}

/** The installation as the emulator holds it. */
async function stored() {
  const res = await emulator.fetch(
    'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
    {headers: {'x-api-key': emulator.apiKey}},
  );
  return (await res.json()) as {
    config: {revisionId: string; content: {write: {objects: Record<string, {objectName: string}>}}};
  };
}

const PICKER_CHUNK = '**/assets/install-config-elements/write-object-picker-*.js';
const DEFAULT_EDIT_CHUNK = '**/assets/install-config-elements/default-edit-*.js';
/** The first text default input of the open object. */
const defaultInput = (tab: Page) =>
  tab.locator('field-settings-editor [part=row] input[type=text][aria-label^="Default value for"]').first();
const INSTALLATION = /\/v1\/projects\/demo\/integrations\/acme-crm-sync\/installations\/inst-acme$/;

describe('the script-tag bundle, copied as README says, in Chromium', () => {
  it("README's cp puts the bundle, its map, its licence texts, its chunks and the preload script in public/assets/", () => {
    const assets = readdirSync(join(publicDir, 'assets')).sort();
    for (const name of [
      'install-config-elements.js',
      'install-config-elements.js.map',
      'install-config-elements.js.LEGAL.txt',
      'install-config-elements',
      'install-config-preload.js',
    ])
      assert.ok(assets.includes(name), `${name} in public/assets/ (${assets.join(', ')})`);
    assert.ok(readdirSync(join(publicDir, 'assets/install-config-elements')).some((f) => f.endsWith('.js')));
  });

  it('loads, takes one edit and saves: the saved state shows its ✓', async () => {
    const {tab, errors} = await open('/');
    try {
      await loaded(tab);
      const before = (await stored()).config.revisionId;
      await editAndSave(tab);
      const saved = tab.locator('install-config [part=saved]');
      await saved.waitFor();
      assert.match(((await saved.textContent()) ?? '').replace(/\s+/g, ' ').trim(), /^✓ Saved · 1 change$/);
      assert.deepEqual(await events(tab), ['ic-change', 'ic-before-save', 'ic-saved']);
      assert.notEqual((await stored()).config.revisionId, before, 'the service holds a new revision');
      // The entry and its source map came from the copied folder.
      const paths = served.map((s) => s.path);
      assert.ok(paths.includes('/assets/install-config-elements.js'));
      assert.deepEqual(
        served.filter((s) => s.status !== 200),
        [],
      );
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  // What `npm run size` gates as the first screen is what a first screen fetches, on a laptop and a
  // phone: the entry and the chunks FIRST_SCREEN names, nothing else until the customer acts.
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 375, height: 720},
  ])
    it(`the first screen at ${viewport.width} x ${viewport.height} fetches the chunks the size gate counts`, async () => {
      const {tab, errors} = await open('/', undefined, viewport);
      try {
        await loaded(tab);
        await tab.locator('install-config [part=switches]').first().waitFor();
        await tab.locator('install-config connection-status').first().waitFor();
        await tab.waitForLoadState('networkidle');
        const chunks = served
          .map((s) => /^\/assets\/install-config-elements\/(.+)-[a-z0-9]{8}\.js$/.exec(s.path)?.[1])
          .filter(Boolean);
        assert.deepEqual(chunks.sort(), [...FIRST_SCREEN].sort());
        assert.deepEqual(errors, []);
      } finally {
        await tab.close();
      }
    });

  it('a page in fr-CA: French from the packed language chunk, the features’ words too', async () => {
    const {tab, errors} = await open('/');
    try {
      await loaded(tab);
      await tab.evaluate(() => (document.documentElement.lang = 'fr-CA'));
      // the core's words, and the features' (their English in their chunks, keyed by the bundle)
      await saveButton(tab).getByText('Enregistrer').waitFor();
      await tab.locator('connection-status section[aria-label="Connexion"]').waitFor();
      await tab.locator('install-config [part=mappings]').scrollIntoViewIfNeeded();
      await tab
        .locator('field-mapping-editor')
        .getByText('Mappage des champs', {exact: false})
        .first()
        .waitFor();
      const french = served.filter((s) => /\/install-config-elements\/fr-\w+\.js$/.test(s.path));
      assert.equal(french.length, 1, 'French is one chunk');
      assert.equal(await tab.locator('install-config').getByText('Save', {exact: true}).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('guided mode in German: its chunk, and its words from the packed German chunk', async () => {
    const {tab, errors} = await open('/');
    try {
      await loaded(tab);
      await tab
        .locator('install-config')
        .evaluate((el) => ((el as unknown as {mode: string}).mode = 'guided'));
      await tab.evaluate(() => (document.documentElement.lang = 'de'));
      const title = tab.locator('install-config [part=step-title]');
      await title.filter({hasText: 'Schritt 1 von 5: Objekte'}).waitFor();
      await tab.locator('install-config [part=next-button]').getByText('Weiter').click();
      await title.filter({hasText: 'Schritt 2 von 5: Zu lesende Felder'}).waitFor();
      assert.equal(
        await tab
          .locator('install-config [part=back-button]')
          .textContent()
          .then((t) => t?.trim()),
        'Zurück',
      );
      const guided = served.filter((s) => /\/install-config-elements\/guided-\w+\.js$/.test(s.path));
      assert.equal(guided.length, 1, 'guided mode is one chunk');
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a save that fails on the network: its notice in words, the dismiss ×, and Retry saves', async () => {
    const {tab, errors} = await open('/');
    try {
      await loaded(tab);
      await tab.route(INSTALLATION, (route) =>
        route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
      );
      await editAndSave(tab);
      await notice(tab).waitFor();
      assert.equal(
        await noticeText(tab),
        'Your changes were not saved. They are kept here. Could not reach the service. Check your connection and try again.',
      );
      assert.equal(await dismissGlyph(tab), '"×"');
      assert.equal(
        await tab.locator('install-config [part=dismiss-button]').getAttribute('aria-label'),
        'Dismiss',
      );
      await tab.unroute(INSTALLATION);
      assert.equal((await saveButton(tab).textContent())?.trim(), 'Retry');
      await saveButton(tab).click();
      await tab.locator('install-config [part=saved]').waitFor();
      assert.equal(await notice(tab).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a 409 (someone else saved first): the information notice in words, with the dismiss ×', async () => {
    const {tab, errors} = await open('/');
    try {
      await loaded(tab);
      // Someone else writes another object first, through the service.
      const current = await stored();
      const res = await emulator.fetch(
        'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
        {
          method: 'PATCH',
          headers: {'x-api-key': emulator.apiKey, 'content-type': 'application/json'},
          body: JSON.stringify({
            updateMask: ['config.content.write.objects.company'],
            installation: {
              config: {
                revisionId: current.config.revisionId,
                content: {
                  write: {
                    objects: {
                      company: {
                        objectName: 'company',
                        selectedFieldSettings: {domain: {default: {stringValue: 'example.com'}}},
                      },
                    },
                  },
                },
              },
            },
          }),
        },
      );
      assert.equal(res.status, 200, await res.text());
      await editAndSave(tab);
      await tab.locator('install-config .notice.info').waitFor();
      assert.match(
        await noticeText(tab),
        /^Someone else changed .*Domain \(Company\) meanwhile\. Your edits are kept on top; check them and save again\.$/,
      );
      assert.equal(await dismissGlyph(tab), '"×"');
      await tab.locator('install-config [part=dismiss-button]').click();
      assert.equal(await notice(tab).count(), 0, 'dismissed');
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a load that fails: the notice in words, and Retry loads', async () => {
    const {tab, errors} = await open('/');
    // before the page's first request: the installation does not arrive
    await tab.route(INSTALLATION, (route) => route.abort('internetdisconnected'));
    try {
      await tab.reload();
      const alert = tab.locator('install-config [role=alert]').filter({hasText: 'could not be loaded'});
      await alert.waitFor();
      assert.equal(
        ((await alert.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
        'Your settings could not be loaded. Could not reach the service. Check your connection and try again. Retry',
      );
      await tab.unroute(INSTALLATION);
      await tab.locator('install-config [part=retry-button]').click();
      await loaded(tab);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a token the backend cannot mint: the notice says sign-in failed, and Retry loads', async () => {
    const {tab, errors} = await open('/');
    await tab.route('**/my-backend/token?*', (route) => route.fulfill({status: 500, body: 'no'}));
    try {
      await tab.reload();
      const alert = tab.locator('install-config [role=alert]').filter({hasText: 'could not be loaded'});
      await alert.waitFor();
      assert.equal(
        ((await alert.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
        'Your settings could not be loaded. Your sign-in could not be confirmed. Please try again. Retry',
      );
      await tab.unroute('**/my-backend/token?*');
      await tab.locator('install-config [part=retry-button]').click();
      await loaded(tab);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('the picker is a chunk: its place shows the loading placeholder until it arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    const {tab, errors} = await open('/', (t) =>
      t.route(PICKER_CHUNK, async (route) => {
        await held;
        await route.continue();
      }),
    );
    try {
      // the form is there (the editor shows the open object's rows); the picker is not yet
      await loaded(tab);
      assert.equal(await tab.locator('install-config write-object-picker').count(), 0);
      assert.equal(await tab.locator('install-config .skeleton.block').count(), 1);
      release();
      await tab.locator('install-config write-object-picker [role=switch]').first().waitFor();
      assert.equal(await tab.locator('install-config .skeleton').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a picker chunk that does not arrive: the notice in words where the picker goes', async () => {
    const {tab, errors} = await open('/', (t) =>
      t.route(PICKER_CHUNK, (route) => route.abort('internetdisconnected')),
    );
    try {
      await loaded(tab);
      const alert = tab.locator('install-config [role=alert]');
      await alert.waitFor();
      assert.equal(
        ((await alert.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
        'Could not reach the service. Check your connection and try again. Retry',
      );
      assert.equal(await tab.locator('install-config write-object-picker').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a default typed and saved before its parsing chunk arrived is saved with it', async () => {
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    const {tab, errors} = await open('/', (t) =>
      t.route(DEFAULT_EDIT_CHUNK, async (route) => {
        await held;
        await route.continue();
      }),
    );
    try {
      await loaded(tab);
      // not on the first screen: asked for when a default input takes focus
      assert.ok(!served.some((s) => s.path.includes('/default-edit-')));
      await defaultInput(tab).fill('Typed before the chunk');
      // Save blurs the input (its change waits for the chunk); the save waits for that change
      await saveButton(tab).click();
      release();
      await tab.waitForFunction(() => (window as unknown as {events: string[]}).events.includes('ic-saved'));
      assert.match(JSON.stringify((await stored()).config.content.write), /Typed before the chunk/);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a default whose parsing chunk does not arrive stays on its row with the words why', async () => {
    const {tab, errors} = await open('/', (t) =>
      t.route(DEFAULT_EDIT_CHUNK, (route) => route.abort('internetdisconnected')),
    );
    try {
      await loaded(tab);
      await defaultInput(tab).fill('Kept as typed');
      await defaultInput(tab).press('Tab');
      await tab
        .locator('field-settings-editor [part=row]')
        .getByText(/Could not reach the service/)
        .waitFor();
      assert.equal(await defaultInput(tab).inputValue(), 'Kept as typed');
      assert.equal(await saveButton(tab).isDisabled(), true);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a page that uses <write-object-picker> alone gets it defined when its chunk arrives', async () => {
    const {tab, errors} = await open('/picker.html');
    try {
      const contacts = tab.locator('write-object-picker').getByRole('switch', {name: 'Write Contacts'});
      await contacts.waitFor();
      assert.equal(await contacts.isChecked(), false);
      assert.ok(
        served.some((s) => /^\/assets\/install-config-elements\/write-object-picker-\w+\.js$/.test(s.path)),
      );
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('preload() from the copied folder starts the first requests, and the form loads', async () => {
    const {tab, errors} = await open('/preload.html');
    try {
      // the page gives the element no token function: preload() hands it its own
      await loaded(tab);
      assert.ok(served.some((s) => s.path === '/assets/install-config-preload.js' && s.status === 200));
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('preload() pasted into the page asks for the first round before the bundle arrives', async () => {
    // The bundle is held back until the installation has been asked for: only the inline script
    // can ask that early. Without it the page would wait for ever (and loaded() time out).
    const asked: string[] = [];
    let installationAsked!: () => void;
    const early = new Promise<void>((resolve) => (installationAsked = resolve));
    const {tab, errors} = await open('/inline.html', async (t) => {
      t.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/v1/')) asked.push(path);
        if (INSTALLATION.test(path)) installationAsked();
      });
      await t.route('**/assets/install-config-elements.js', async (route) => {
        await early;
        await route.continue();
      });
    });
    try {
      await loaded(tab);
      // the element took each preloaded answer over: nothing asked for twice
      const integration = '/v1/projects/demo/integrations/acme-crm-sync';
      for (const path of [
        integration,
        `${integration}/installations/inst-acme`,
        '/v1/providers/acme-crm',
        `${integration}/objects/contact/metadata`,
      ])
        assert.equal(asked.filter((p) => p === path).length, 1, `${path} asked for once`);
      assert.ok(!served.some((s) => s.path.includes('preload')), 'no request for a preload script');
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });
});

type Styles = Record<string, string[]>;

/**
 * Adds the CSS the browser parsed for every element on the page (each shadow root's adopted style
 * sheets, rule by rule) to what the page collected so far, by tag; returns the whole collection.
 */
const collectStyles = (tab: Page): Promise<Styles> => tab.evaluate(COLLECT);
// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const COLLECT = `(() => {
  const styles = (window.styles ??= {});
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot) continue;
      const seen = (styles[el.localName] ??= []);
      for (const sheet of el.shadowRoot.adoptedStyleSheets)
        for (const rule of sheet.cssRules) if (!seen.includes(rule.cssText)) seen.push(rule.cssText);
      visit(el.shadowRoot);
    }
  };
  visit(document);
  return styles;
})()`;

/** The languages shipped as chunks (`de`, ...), from the copied folder's file names. */
function languages(): string[] {
  const names = readdirSync(join(publicDir, 'assets/install-config-elements')).filter((f) =>
    f.endsWith('.js'),
  );
  const stems = names.map((f) => chunkKind(f, []).stem);
  return [
    ...new Set(
      names
        .map((f) => chunkKind(f, stems))
        .filter((c) => c.kind === 'language')
        .map((c) => c.stem.replace(/-\d+$/, '')),
    ),
  ];
}

/**
 * Opens every feature that loads on demand, in the order a customer might, collecting the CSS of
 * each element as it shows: the mapping editor, the switches and the connection panel (acme's
 * installation shows them), a default input's parsing, the preview, the bulk toolbar, the help text, the review (Save with
 * `review`), guided mode, the long object list (a picker with more than 8 objects), Reconnect's sign-in, what a
 * failed answer says (an installation the service does not have) and each language.
 */
async function openEverything(tab: Page): Promise<Styles> {
  const ic = 'install-config';
  await loaded(tab);
  // the mapping editor loads as its section nears the view, as the customer scrolls down
  await tab.locator(`${ic} [part=mappings]`).scrollIntoViewIfNeeded();
  await tab.locator(`${ic} field-mapping-editor`).first().waitFor();
  await tab.locator(`${ic} [part=switches]`).first().waitFor();
  await tab.locator(`${ic} connection-status`).first().waitFor();
  await collectStyles(tab);
  // what a default input's change stands for loads as one first takes focus
  const parsing = tab.waitForResponse(/\/default-edit-\w+\.js$/);
  await defaultInput(tab).focus();
  await parsing;
  await tab.locator(`${ic} field-settings-editor [part=preview-button]`).click();
  await tab.locator(`${ic} field-settings-editor [part=preview]`).waitFor();
  await collectStyles(tab);
  await tab.locator(`${ic} field-settings-editor [part=bulk-button]`).click();
  await tab.locator(`${ic} field-settings-editor [part=bulk]`).waitFor();
  await collectStyles(tab);
  await tab.locator(`${ic} [part~=read-fields] summary`).first().click();
  await tab.locator(`${ic} read-fields-editor [part=table]`).first().waitFor();
  await collectStyles(tab);
  await tab.locator(`${ic} details.help summary`).first().click();
  await tab.locator(`${ic} details.help li`).first().waitFor();
  await collectStyles(tab);
  await tab.locator(ic).evaluate((el) => ((el as unknown as {review: boolean}).review = true));
  await editAndSave(tab);
  await tab.locator(`${ic} [part=review]`).waitFor();
  await collectStyles(tab);
  await tab.locator(`${ic} [part=review-confirm]`).click();
  await tab.locator(`${ic} [part=saved]`).waitFor();
  // guided mode: its chunk, a step and Next, then the single page again
  const mode = (value: string | undefined) =>
    tab.locator(ic).evaluate((el, m) => ((el as unknown as {mode?: string}).mode = m), value);
  await mode('guided');
  await tab.locator(`${ic} [part=next-button]`).click();
  await tab.locator(`${ic} [part=step-title]`).filter({hasText: 'Step 2 of'}).waitFor();
  await collectStyles(tab);
  await mode(undefined);
  await tab.evaluate(() => {
    const picker = document.createElement('write-object-picker') as HTMLElement & {objects: unknown};
    picker.objects = Array.from({length: 12}, (_, i) => ({objectName: `object_${i}`}));
    document.body.append(picker);
  });
  await tab.locator('body > write-object-picker [part=search]').waitFor();
  await collectStyles(tab);
  // A connection panel whose sign-in no longer works: Reconnect's waiting flow is a chunk of its own.
  await tab.evaluate(() => {
    const panel = document.createElement('connection-status') as HTMLElement & {installation: unknown};
    panel.installation = {id: 'i', connection: {id: 'c', status: 'bad_credentials'}};
    document.body.append(panel);
  });
  await tab.locator('body > connection-status [part=reconnect-button]').click();
  await tab.locator('body > connection-status [part=cancel-button]').waitFor();
  await collectStyles(tab);
  // An installation the service does not have: what its 404 says is read by a chunk of its own.
  await tab.evaluate(() => {
    const first = document.querySelector('install-config') as HTMLElement & {getToken: unknown};
    const missing = document.createElement('install-config') as HTMLElement & {getToken: unknown};
    for (const name of ['base-url', 'project', 'integration', 'group-ref', 'consumer-ref'])
      missing.setAttribute(name, first.getAttribute(name)!);
    missing.setAttribute('installation', 'inst-missing');
    missing.id = 'missing';
    missing.getToken = first.getToken;
    document.body.append(missing);
  });
  await tab.locator('#missing [role=alert]').filter({hasText: 'could not be loaded'}).waitFor();
  await tab.evaluate(() => document.getElementById('missing')!.remove());
  // Each language in turn, back to English between them, so each one's chunks arrive before the next.
  const resetText = () =>
    document
      .querySelector('install-config')
      ?.shadowRoot?.querySelector('[part=reset-button]')
      ?.textContent?.trim();
  for (const lang of languages()) {
    await tab.evaluate((l) => (document.documentElement.lang = l), lang);
    await tab.waitForFunction(`(${resetText})() !== 'Discard changes'`);
    await collectStyles(tab);
    await tab.evaluate(() => (document.documentElement.lang = 'en'));
    await tab.waitForFunction(`(${resetText})() === 'Discard changes'`);
  }
  // Uninstall (a chunk of its own with allow-uninstall), then the first run it leads to (its own)
  await tab.locator(ic).evaluate((el) => el.setAttribute('allow-uninstall', ''));
  await tab.locator(`${ic} [part=uninstall-button]`).click();
  await tab.locator(`${ic} [part=uninstall-dialog]`).waitFor();
  await collectStyles(tab);
  await tab.locator(`${ic} [part=uninstall-confirm]`).click();
  await tab.locator(`${ic} [part=not-connected]`).waitFor();
  return collectStyles(tab);
}

describe('every feature of the bundle, from the copied folder', () => {
  let bundled: Styles;
  let requested: string[] = [];

  before(async () => {
    const {tab, errors} = await open('/');
    try {
      bundled = await openEverything(tab);
      requested = served.filter((s) => s.status === 200).map((s) => s.path);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('loads every chunk in public/assets/install-config-elements/ from there, each once', () => {
    const chunks = readdirSync(join(publicDir, 'assets/install-config-elements'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/install-config-elements/${f}`)
      .sort();
    assert.ok(languages().length >= 1, 'at least one language chunk');
    assert.deepEqual(
      requested.filter((p) => p.startsWith('/assets/install-config-elements/')).sort(),
      chunks,
      'each chunk the build wrote is loaded when its feature opens (a new chunk: open its feature in openEverything)',
    );
  });

  it('parses the same CSS for every element and feature as the sources do', async () => {
    const {tab, errors} = await open('/source.html');
    let source: Styles;
    try {
      source = await openEverything(tab);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
    for (const tag of [
      'install-config',
      'field-settings-editor',
      'field-mapping-editor',
      'read-fields-editor',
      'write-object-picker',
      'connection-status',
    ])
      assert.ok(bundled[tag]?.length, `${tag} was shown and styled`);
    assert.deepEqual(Object.keys(bundled).sort(), Object.keys(source).sort());
    // A declaration with var() keeps its tokens as written (whitespace, `0.5` or `.5`, quotes), so
    // both sides are printed by one CSS printer first; a string or escape that differs stays different.
    const print = (rules: string[]) =>
      Promise.all(
        rules.map(async (css) => (await transform(css, {loader: 'css', minify: true})).code.trim()),
      );
    for (const tag of Object.keys(source)) {
      const [fromBundle, fromSource] = [await print(bundled[tag]), await print(source[tag])];
      assert.deepEqual(
        {
          onlyInBundle: fromBundle.filter((r) => !fromSource.includes(r)),
          onlyInSource: fromSource.filter((r) => !fromBundle.includes(r)),
        },
        {onlyInBundle: [], onlyInSource: []},
        `<${tag}>'s style rules`,
      );
    }
  });
});
