// A customer's whole journey on the BUILT script-tag bundle (test/bundle/build.ts, the files
// `npm run build` writes), served from a static folder with the emulator on the same origin, in
// Chromium: a group that has not installed -> the first run -> Install (ic-before-install can
// cancel it, then ic-installed) -> an edit and Save -> Uninstall behind a confirmation that names
// the integration (ic-before-uninstall can cancel it, then ic-uninstalled) -> the first run again.
// And a group with no connection: said plainly, ic-error, Install not offered.
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {join, normalize} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {createEmulator} from '../../src/emulator/index.ts';
import {builds} from './build.ts';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const emulator = createEmulator({timeScale: 1});
let dist = '';
let server: Server;
let origin = '';
let browser: Browser;
/** The static files answered, in order. */
let served: string[] = [];

// The host: a token function, every lifecycle event recorded, and a switch that cancels the next
// ic-before-install or ic-before-uninstall as a host's own check would.
const HOST = `const el = document.querySelector('install-config');
window.events = [];
window.cancelNext = {};
const types = ['ic-before-install', 'ic-installed', 'ic-before-save', 'ic-saved', 'ic-before-uninstall',
  'ic-uninstalled', 'ic-error'];
for (const type of types)
  el.addEventListener(type, (e) => {
    window.events.push(type === 'ic-error' ? type + ':' + e.detail.error.name : type);
    if (window.cancelNext[type]) {
      window.cancelNext[type] = false;
      e.preventDefault();
    }
  });
el.getToken = async ({projectIdOrName, groupRef = '', consumerRef = ''}) => {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch('/my-backend/token?' + scope)).json()).token;
};`;

const page = (group: string, consumer: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>first run</title>
    <script type="module" src="/assets/install-config-elements.js"></script>
    <script type="module" src="/host.js"></script>
  </head>
  <body>
    <install-config base-url="/v1" project="demo" integration="acme-crm-sync" group-ref="${group}"
      consumer-ref="${consumer}" allow-uninstall></install-config>
  </body>
</html>`;

/** A built file for `/assets/...`, never outside dist/. */
function asset(path: string): string | undefined {
  const full = normalize(join(dist, decodeURIComponent(path.slice('/assets/'.length))));
  return full.startsWith(dist + '/') && existsSync(full) && statSync(full).isFile() ? full : undefined;
}

before(async () => {
  dist = join((await builds()).built, 'dist');
  server = createServer((req, res) => {
    if (req.url?.startsWith('/my-backend/token'))
      req.url = req.url.replace('/my-backend/token', '/_demo/token');
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const path = (req.url ?? '/').split('?')[0];
    served.push(path);
    const pages: Record<string, string> = {
      '/group-3': page('group-3', 'consumer-3'),
      '/group-4': page('group-4', 'consumer-4'),
    };
    if (path === '/host.js') return void res.writeHead(200, {'content-type': 'text/javascript'}).end(HOST);
    if (pages[path]) return void res.writeHead(200, {'content-type': 'text/html'}).end(pages[path]);
    const file = path.startsWith('/assets/') ? asset(path) : undefined;
    if (!file) return void res.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : 'application/json';
    res.writeHead(200, {'content-type': type, 'cache-control': 'no-store'}).end(readFileSync(file));
  });
  origin = await listenOnLoopback(server);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  await emulator.close();
});

async function open(path: string): Promise<{tab: Page; errors: string[]}> {
  emulator.reset();
  served = [];
  const tab = await browser.newPage({viewport: {width: 1280, height: 900}});
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(`${origin}${path}`);
  return {tab, errors};
}

const part = (tab: Page, name: string) => tab.locator(`install-config [part=${name}]`);
const text = async (tab: Page, name: string) =>
  ((await part(tab, name).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const events = (tab: Page) => tab.evaluate(() => (window as unknown as {events: string[]}).events);
const cancelNext = (tab: Page, type: string) =>
  tab.evaluate(
    (t) => ((window as unknown as {cancelNext: Record<string, boolean>}).cancelNext[t] = true),
    type,
  );
/** Waits until the host has seen `type` (events are recorded in order). */
const seen = (tab: Page, type: string) =>
  tab.waitForFunction((t) => (window as unknown as {events: string[]}).events.includes(t), type);

/** The group's installations of acme-crm-sync, as the service holds them. */
async function installations(groupRef: string): Promise<Array<{id: string; config: {revisionId: string}}>> {
  const res = await emulator.fetch(
    `http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations?groupRef=${groupRef}`,
    {headers: {'x-api-key': emulator.apiKey}},
  );
  return (await res.json()) as Array<{id: string; config: {revisionId: string}}>;
}

describe('the built bundle: from first install to uninstall', () => {
  it('first run -> Install -> edit and Save -> Uninstall -> first run again, each step cancelable where the host may say no', async () => {
    const {tab, errors} = await open('/group-3');
    try {
      // the first run: the form from the manifest, Install in place of Save
      await part(tab, 'first-run').waitFor();
      assert.equal(await text(tab, 'first-run'), 'Choose what Acme CRM sync syncs, then install it.');
      assert.equal(await part(tab, 'save-button').count(), 0);
      assert.ok(served.some((p) => /^\/assets\/install-config-elements\/first-run-\w+\.js$/.test(p)));
      // the one mapping the manifest requires, typed as a customer types it
      const email = tab.locator('install-config').getByLabel('Field in your account for Email address');
      await email.fill('email');
      await email.press('Tab');

      // the host cancels the first Install: nothing is created, the form says so
      await cancelNext(tab, 'ic-before-install');
      await part(tab, 'install-button').click();
      await tab.locator('install-config').getByText('Install was cancelled.').waitFor({state: 'attached'});
      assert.deepEqual(await events(tab), ['ic-before-install']);
      assert.deepEqual(await installations('group-3'), []);

      // Install: created with the group's connection, then the edit form
      await part(tab, 'install-button').click();
      await seen(tab, 'ic-installed');
      await part(tab, 'save-button').waitFor();
      assert.equal(await part(tab, 'install-button').count(), 0);
      const [created] = await installations('group-3');
      assert.ok(created, 'the service holds the new installation');

      // edit and Save, as on any installation
      await tab
        .locator('field-settings-editor [part=row] select[aria-label^="Write"][aria-label$="on update"]')
        .first()
        .selectOption('never');
      await part(tab, 'save-button').click();
      await part(tab, 'saved').waitFor();
      const [saved] = await installations('group-3');
      assert.notEqual(saved!.config.revisionId, created.config.revisionId, 'a new revision');

      // Uninstall: a confirmation naming the integration and what stops; the host cancels once
      await part(tab, 'uninstall-button').click();
      const dialog = part(tab, 'uninstall-dialog');
      await dialog.waitFor();
      assert.match(((await dialog.textContent()) ?? '').replace(/\s+/g, ' '), /Uninstall Acme CRM sync\?/);
      assert.match(((await dialog.textContent()) ?? '').replace(/\s+/g, ' '), /Acme CRM sync stops syncing/);
      await cancelNext(tab, 'ic-before-uninstall');
      await part(tab, 'uninstall-confirm').click();
      await dialog.waitFor({state: 'detached'});
      assert.equal((await installations('group-3')).length, 1, 'kept: the host said no');

      await part(tab, 'uninstall-button').click();
      await part(tab, 'uninstall-confirm').click();
      await seen(tab, 'ic-uninstalled');
      // the first run again (the group's connection went with its last installation, as in production)
      await part(tab, 'not-connected').waitFor();
      assert.equal(await part(tab, 'save-button').count(), 0);
      assert.equal(await part(tab, 'install-button').count(), 0, 'Install waits for Connect');
      assert.deepEqual(await installations('group-3'), []);
      assert.deepEqual(
        (await events(tab)).filter((e) => !e.startsWith('ic-error')),
        [
          'ic-before-install',
          'ic-before-install',
          'ic-installed',
          'ic-before-save',
          'ic-saved',
          'ic-before-uninstall',
          'ic-before-uninstall',
          'ic-uninstalled',
        ],
      );
      assert.ok(served.some((p) => /^\/assets\/install-config-elements\/uninstall-\w+\.js$/.test(p)));
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });

  it('a group with no connection: the form says so, ic-error names NoConnectionError, Install is not offered', async () => {
    const {tab, errors} = await open('/group-4');
    try {
      await part(tab, 'not-connected').waitFor();
      assert.equal(
        await text(tab, 'not-connected'),
        'Acme CRM is not connected yet. Connect your Acme CRM account first; then you can install Acme CRM sync. Connect Acme CRM',
      );
      await seen(tab, 'ic-error:NoConnectionError');
      assert.equal(await part(tab, 'install-button').count(), 0, 'Install is not offered');
      assert.deepEqual(await installations('group-4'), []);
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  });
});
