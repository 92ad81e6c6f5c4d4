// The React components (install-config-elements/react) as a server-rendering app uses them: the
// page rendered by react-dom/server in Node, the client bundled with esbuild (React 19 from the
// root's devDependencies; examples/react18-vite runs React 18), hydrated in Chromium against the
// emulator. This is the Next.js hard load: the server HTML arrives, the tags upgrade with no
// properties, and only hydration brings getToken, however late.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {createEmulator} from '../../src/emulator/index.ts';
import {App} from './react/App.tsx';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const emulator = createEmulator({timeScale: 1});
let server: Server;
let origin = '';
let browser: Browser;
let serverHtml = '';
let client = '';

const page = (script: boolean) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>React components</title>
    <link rel="stylesheet" href="/placeholder.css" />
    ${script ? '<script type="module" src="/client.js"></script>' : ''}
  </head>
  <body><div id="root">${serverHtml}</div></body>
</html>`;

before(async () => {
  serverHtml = renderToString(createElement(App));
  const out = await build({
    entryPoints: [resolve(import.meta.dirname, 'react/client.tsx')],
    bundle: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    tsconfig: resolve(root, 'tsconfig.json'),
    alias: {'install-config-elements/react': resolve(root, 'src/react.ts')},
    // development React: it reports every hydration mismatch in the console
    define: {'process.env.NODE_ENV': '"development"'},
    logLevel: 'silent',
  });
  client = out.outputFiles[0].text;
  const files: Record<string, [string, string]> = {
    '/hydrated.html': ['text/html', page(true)],
    '/server-only.html': ['text/html', page(false)],
    '/client.js': ['text/javascript', client],
    '/placeholder.css': ['text/css', readFileSync(resolve(root, 'src/placeholder.css'), 'utf8')],
  };
  server = createServer((req, res) => {
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const file = files[(req.url ?? '/').split('?')[0]];
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': file[0]}).end(file[1]);
  });
  origin = await listenOnLoopback(server);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  await emulator.close();
});

/** A tab that collects page errors and console errors and warnings (React's hydration reports). */
async function open(path: string): Promise<[Page, string[]]> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => void (['error', 'warning'].includes(m.type()) && errors.push(m.text())));
  await tab.goto(`${origin}${path}`);
  return [tab, errors];
}

const height = (tab: Page) =>
  tab.locator('install-config').evaluate((el) => el.getBoundingClientRect().height);

describe('the React components, server-rendered and hydrated (React 19)', () => {
  it('render the bare tag on the server: no attribute, no inline style', () => {
    assert.match(serverHtml, /<h1>Integration settings<\/h1><install-config><\/install-config><p>/);
    assert.doesNotMatch(serverHtml, /style=/);
  });

  it('placeholder.css gives the tag the height of its loading skeleton: nothing below jumps', async () => {
    const [tab, errors] = await open('/server-only.html');
    try {
      assert.equal(await tab.evaluate(() => customElements.get('install-config')), undefined);
      const before = await height(tab);
      const below = await tab.getByText('Below the settings').boundingBox();
      await tab.addScriptTag({url: '/client.js', type: 'module'});
      // upgraded, no token function yet, and no notice (the grace never ends on this page): the skeleton
      await tab.locator('install-config .skeleton.title').waitFor();
      assert.ok(before > 300, `the placeholder has room (${before}px)`);
      assert.equal(await height(tab), before);
      assert.deepEqual(await tab.getByText('Below the settings').boundingBox(), below);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('hydrated after "No token function set" showed, the notice clears and the form loads, edits and saves', async () => {
    emulator.reset();
    const [tab, errors] = await open('/hydrated.html?grace=0');
    try {
      const notice = tab
        .locator('install-config')
        .getByRole('alert')
        .filter({hasText: 'No token function set'});
      await notice.waitFor();
      await tab.evaluate(() => window.hydrate());
      const update = tab
        .locator('install-config [role=row] select[aria-label^="Write"][aria-label$="on update"]')
        .filter({has: tab.locator('option:checked[value=""]')})
        .first();
      await update.selectOption('never');
      assert.equal(await notice.count(), 0, 'the notice cleared');
      await tab.locator('install-config [part=save-button]').click();
      await tab.waitForFunction(() => window.events.includes('ic-saved'));
      // the properties came with hydration, all at once: the attributes stay as the server sent them
      assert.equal(await tab.locator('install-config').evaluate((el) => el.getAttributeNames().join()), '');
      assert.deepEqual(await tab.evaluate(() => window.events), [
        'ic-ready',
        'ic-change',
        'ic-before-save',
        'ic-saved',
      ]);
      // the one report of the notice the test provoked, before hydration; nothing else
      const [setup, ...others] = errors;
      assert.match(setup ?? '', /config failed: ValidationError: No token function set/);
      assert.deepEqual(others, [], 'no console error, no hydration warning');
    } finally {
      await tab.close();
    }
  });
});
