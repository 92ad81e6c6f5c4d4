// The example apps under examples/ as a user runs them: each is built once with Vite (the root's
// pinned devDependencies), served on one origin with the emulator, and in Chromium loads the
// installation, edits a field and saves it. The React page is rendered on the server with
// react-dom/server and hydrated by React 19, the way Next.js serves it.
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join, normalize} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {build} from 'vite';
import {EXAMPLES, exampleConfig, type Example} from '../../examples/config.ts';
import {render} from '../../examples/react-ssr/server.tsx';
import {createEmulator} from '../../src/emulator/index.ts';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const out = mkdtempSync(join(tmpdir(), 'ice-examples-'));
const emulator = createEmulator({timeScale: 1});
const TYPES: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'};
let server: Server;
let origin = '';
let browser: Browser;
let serverHtml = '';

/** A built file of an example, or its page (the React one with the server's HTML in it). */
function file(path: string): [string, string | Buffer] | undefined {
  const [, name, rest] = /^\/([\w-]+)\/(.*)$/.exec(path) ?? [];
  if (!EXAMPLES.includes(name as Example)) return undefined;
  if (!rest || rest === 'index.html') {
    const page = readFileSync(join(out, name, 'index.html'), 'utf8');
    return ['text/html', name === 'react-ssr' ? page.replace('<!--app-->', (serverHtml = render())) : page];
  }
  const full = normalize(join(out, name, rest));
  if (!full.startsWith(join(out, name)) || !existsSync(full)) return undefined;
  return [TYPES[extname(full)] ?? 'application/octet-stream', readFileSync(full)];
}

before(async () => {
  for (const name of EXAMPLES) await build(exampleConfig(name, join(out, name)));
  server = createServer((req, res) => {
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const found = file((req.url ?? '/').split('?')[0]);
    if (!found) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': found[0]}).end(found[1]);
  });
  origin = await listenOnLoopback(server);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  await emulator.close();
  rmSync(out, {recursive: true, force: true});
});

type Settings = Record<string, {writeOnUpdate?: string}>;
type Stored = {
  config: {
    revisionId?: string;
    content: {write?: {objects?: Record<string, {selectedFieldSettings?: Settings}>}};
  };
};

/** The installation as the emulator holds it. */
async function stored(): Promise<Stored> {
  const res = await emulator.fetch(
    'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
    {headers: {'x-api-key': emulator.apiKey}},
  );
  return (await res.json()) as Stored;
}
/** The contact object's field settings as the emulator holds them. */
const storedSettings = async () =>
  (await stored()).config.content.write?.objects?.contact?.selectedFieldSettings ?? {};
const nevers = (s: Settings) => Object.keys(s).filter((f) => s[f].writeOnUpdate === 'never');

describe('the example apps, built with Vite, against the emulator in Chromium', () => {
  for (const name of EXAMPLES) {
    it(`${name}: loads the installation, edits a field and saves it`, async () => {
      emulator.reset();
      const before = nevers(await storedSettings());
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      try {
        await page.goto(`${origin}/${name}/`);
        // the first field whose "on update" is still Always (Playwright's CSS reaches into shadow roots)
        const update = page
          .locator('install-config [role=row] select[aria-label^="Write"][aria-label$="on update"]')
          .filter({has: page.locator('option:checked[value=""]')})
          .first();
        await update.selectOption('never');
        await page.locator('install-config [part=save-button]').click();
        await page.locator('main > [role=status]').filter({hasText: 'Saved (1)'}).waitFor();
        const after = nevers(await storedSettings());
        assert.equal(after.length, before.length + 1, `one more field never written on update: ${after}`);
        assert.deepEqual(errors, [], 'no page errors (a hydration mismatch is one)');
        if (name === 'angular') {
          // the component's typed handlers: the field ic-change named, the revision ic-saved carried
          const field = after.find((f) => !before.includes(f));
          const {revisionId} = (await stored()).config;
          assert.ok(revisionId, 'the saved installation has a revision');
          assert.equal(
            await page.locator('main > [role=status]').textContent(),
            `Saved (1), revision ${revisionId}`,
          );
          assert.equal(await page.locator('main > p:not([role])').textContent(), `Changed contact.${field}`);
        }
      } finally {
        await page.close();
      }
    });
  }

  it('react-ssr: the server rendered the element with its attributes, and no token function (React 19 drops it)', () => {
    assert.match(serverHtml, /<install-config base-url="\/v1" project="demo"[^>]*><\/install-config>/);
    assert.doesNotMatch(serverHtml, /getToken|onic-/);
  });
});
