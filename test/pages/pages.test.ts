// The demo page and every example page, served by Vite as `npm run demo` serves them (React and
// Vue need its transforms), in Chromium through playwright-core: axe finds 0 violations in light
// and dark, also after use, and the console shows no error but the deliberate unavailable object.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {after, before, describe, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {createServer, type ViteDevServer} from 'vite';
import {launchChromium} from '../chromium.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = [
  'index.html',
  'examples/script-tag.html',
  'examples/react.html',
  'examples/vue.html',
  'examples/csp.html',
];

/**
 * Every limit below only catches a hang: on a busy 2-core machine a page, its bundle and axe take
 * many times as long as on a quiet one.
 */
const HANG_MS = 60_000;

let server: ViteDevServer;
let browser: Browser;
let base: string;

before(async () => {
  // Its own dependency cache, so a running `npm run demo` and this test do not invalidate each other's.
  server = await createServer({
    configFile: 'vite.config.ts',
    cacheDir: 'node_modules/.vite-pages-test',
    logLevel: 'silent',
    server: {port: 5400 + Math.floor(Math.random() * 400), strictPort: false},
  });
  await server.listen();
  base = server.resolvedUrls!.local[0];
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page and waits until <install-config> shows its fields; collects console errors. */
async function open(
  path: string,
  colorScheme: 'light' | 'dark',
  shown = 'field-settings-editor',
): Promise<{page: Page; errors: string[]}> {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}, colorScheme});
  page.setDefaultTimeout(HANG_MS);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(
    (shown) => {
      const el = document.querySelector('install-config')?.shadowRoot?.querySelector(shown);
      return shown === 'field-settings-editor' ? el?.shadowRoot?.querySelector('[role=row]') : el;
    },
    shown,
    {timeout: HANG_MS},
  );
  return {page, errors};
}

async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the strict-CSP page does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {run(c: Document): Promise<{violations: Array<{id: string; nodes: Array<{target: unknown}>}>}>};
      }
    ).axe;
    return (await axe.run(document)).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
  return result;
}

/** What the console may show: the seeded object the customer's account lacks (metadata 404). */
const deliberate = (line: string) => /legacy_lead\/metadata/.test(line);

describe('demo and example pages', {timeout: 20 * HANG_MS}, () => {
  for (const path of PAGES) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${path}, ${scheme}: axe finds nothing, the console shows no error`, async () => {
        const {page, errors} = await open(path, scheme);
        try {
          assert.deepEqual(await violations(page), []);
          assert.deepEqual(
            errors.filter((e) => !deliberate(e)),
            [],
          );
        } finally {
          await page.close();
        }
      });
    }
  }

  test('the demo after use (an edit, a save, the request log filled, German, dark switch): axe finds nothing', async () => {
    const {page, errors} = await open('index.html', 'light');
    try {
      // An edit through the element's public method, then Save as a customer clicks it.
      await page.evaluate(() => {
        const el = document.querySelector('install-config') as unknown as {
          setFieldSettings(o: string, f: string, s: unknown): void;
        };
        el.setFieldSettings('contact', 'phone', {writeOnCreate: 'never'});
      });
      await page.locator('install-config').locator('[part=save-button]').click();
      await page.locator('install-config').locator('[part=saved]').waitFor();
      await page.waitForFunction(
        () => (document.getElementById('request-log')?.children.length ?? 0) > 3,
        undefined,
        {timeout: HANG_MS},
      );
      await page.selectOption('#lang-switch', 'de');
      await page.selectOption('#theme-switch', 'dark');
      await page.locator('install-config').locator('[part=save-button]', {hasText: 'Speichern'}).waitFor();
      // The request log is a focusable scrolling region.
      assert.equal(await page.locator('.log .scroll').getAttribute('tabindex'), '0');
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(
        errors.filter((e) => !deliberate(e)),
        [],
      );
    } finally {
      await page.close();
    }
  });

  test('the demo switches: a failed save (500), a concurrent change (409 path), a failing token; each state passes axe in dark', async () => {
    await fetch(new URL('/_emulator/reset', base), {method: 'POST'});
    const {page, errors} = await open('index.html', 'dark');
    const ic = page.locator('install-config');
    try {
      await page.evaluate(() => {
        const el = document.querySelector('install-config') as unknown as {
          setFieldSettings(o: string, f: string, s: unknown): void;
        };
        el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
      });
      // 500: plain words, the edit kept, Save turned Retry.
      await page.check('#next-500');
      await ic.locator('[part=save-button]').click();
      await ic.locator('.notice.error').waitFor();
      assert.equal(
        (await ic.locator('.notice.error').textContent())!.replace(/\s+/g, ' ').trim(),
        'Your changes were not saved. They are kept here. The service had a problem. Please try again in a moment.',
      );
      assert.equal((await ic.locator('[part=save-button]').textContent())!.trim(), 'Retry');
      assert.equal(await page.isChecked('#next-500'), false, 'the switch acts once');
      assert.deepEqual(await violations(page), []);
      // 409: someone else saves first; the element's save stops, merges and says what they changed.
      await page.check('#next-409');
      await page.locator('#switch-note').getByText('Someone else just changed').waitFor();
      await ic.locator('[part=save-button]').click();
      await ic.locator('.notice.info').waitFor();
      assert.match(
        (await ic.locator('.notice.info').textContent())!,
        /^\s*Someone else changed .+ \(Contact\) meanwhile\./,
      );
      assert.deepEqual(await violations(page), []);
      // Token: the element gets a fresh client whose token fails once; Retry loads again.
      await page.click('#fail-token');
      await ic.locator('[role=alert]').waitFor();
      assert.match(
        (await ic.locator('[role=alert]').textContent())!,
        /Your sign-in could not be confirmed\./,
      );
      assert.deepEqual(await violations(page), []);
      await ic.locator('[part=retry-button]').click();
      await ic.locator('field-settings-editor').locator('[role=row][aria-rowindex="2"]').waitFor();
      // The switches' own failures show in the console as failed requests (409/500 are deliberate).
      assert.deepEqual(
        errors.filter((e) => !deliberate(e) && !/status of (409|500)/.test(e) && !/^(409|500) /.test(e)),
        [],
      );
    } finally {
      await page.close();
    }
  });

  test('the demo reaches every state: review, read-only, host locks and the long object list, each passing axe', async () => {
    await fetch(new URL('/_emulator/reset', base), {method: 'POST'});
    const {page, errors} = await open('index.html', 'light');
    const ic = page.locator('install-config');
    try {
      // Review before Save: an edit, then Save shows the review instead of saving.
      await page.check('#opt-review');
      await page.evaluate(() => {
        const el = document.querySelector('install-config') as unknown as {
          setFieldSettings(o: string, f: string, s: unknown): void;
        };
        el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
      });
      await ic.locator('[part=save-button]').click();
      await ic.locator('[part=review]').waitFor();
      assert.deepEqual(await violations(page), []);
      await ic.locator('[part=review-back]').click();
      // Host locks: the first held write object is locked whole, with the lock's words beside it.
      await page.check('#opt-locks');
      await ic.getByText('Set for you; it cannot be changed here.').first().waitFor();
      assert.deepEqual(await violations(page), []);
      // Read-only: no Save bar at all.
      await page.check('#opt-readonly');
      await ic.locator('[part=save-button]').waitFor({state: 'detached'});
      assert.deepEqual(await violations(page), []);
      // The long object list: 22 objects get a search and Select all / none.
      await page.uncheck('#opt-readonly');
      await page.selectOption('#installation-switcher', 'inst-omega');
      await ic.getByRole('searchbox').or(ic.getByLabel('Search objects')).first().waitFor();
      await ic.getByText('22 of 22 objects').waitFor();
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(
        errors.filter((e) => !deliberate(e)),
        [],
      );
    } finally {
      await page.close();
    }
  });

  test('every page fits a 320 px phone: nothing wider than the view, no sideways scrolling', async () => {
    for (const path of PAGES) {
      const {page} = await open(path, 'light');
      try {
        await page.setViewportSize({width: 320, height: 640});
        const wide = await page.evaluate(() => {
          const out: string[] = [];
          for (const el of document.body.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.right > innerWidth + 0.5)
              out.push(
                `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ends at ${Math.round(r.right)} px`,
              );
          }
          return {scrollWidth: document.documentElement.scrollWidth, out};
        });
        assert.deepEqual(wide.out, [], `${path}: wider than 320 px`);
        assert.ok(wide.scrollWidth <= 320, `${path}: scrolls sideways (${wide.scrollWidth} px)`);
      } finally {
        await page.close();
      }
    }
  });

  test('the demo: the 5,000-field object is not fetched while it is off; switched on, once', async () => {
    const {page} = await open('index.html', 'light');
    try {
      const metadataCalls = async () => {
        const {requests} = (await (await fetch(new URL('/_emulator/requests', base))).json()) as {
          requests: Array<{path: string}>;
        };
        return requests.filter((r) => r.path.endsWith('/objects/wide_object/metadata')).length;
      };
      await fetch(new URL('/_emulator/reset', base), {method: 'POST'});
      await page.reload();
      await page
        .locator('install-config')
        .locator('field-settings-editor')
        .locator('[role=row][aria-rowindex="2"]')
        .waitFor();
      assert.equal(await metadataCalls(), 0, 'fetched while off');
      await page.locator('install-config').getByRole('switch', {name: 'Write Wide object'}).click();
      await page
        .locator('install-config')
        .locator('.object-choice select')
        .getByText('Wide object (5,000 fields)')
        .waitFor({state: 'attached'});
      assert.equal(await metadataCalls(), 1);
    } finally {
      await page.close();
    }
  });
});

describe('the demo: a first run', {timeout: 10 * HANG_MS}, () => {
  /** The demo on a group that has not installed yet, its element's first-run form shown. */
  async function firstRun(key: string, scheme: 'light' | 'dark', shown?: string) {
    await fetch(new URL('/_emulator/reset', base), {method: 'POST'});
    const {page, errors} = await open(`index.html#${key}`, scheme, shown);
    return {page, errors, ic: page.locator('install-config')};
  }

  test('a connected group: Install, the edit form, Uninstall back to the first run; axe at each step', async () => {
    const {page, errors, ic} = await firstRun('first-run', 'light');
    try {
      assert.equal(await page.locator('#installation-switcher').inputValue(), 'first-run');
      await ic.locator('[part=first-run]').waitFor();
      await page.locator('#patch-state').getByText('Install is blocked').waitFor();
      assert.deepEqual(await violations(page), []);
      // the one mapping the manifest requires, as a customer types it
      const email = ic.getByLabel('Field in your account for Email address');
      await email.fill('email');
      await email.press('Tab');
      await page.locator('#patch-state').getByText('Install will send exactly this body').waitFor();
      await ic.locator('[part=install-button]').click();
      await ic.locator('[part=save-button]').waitFor();
      await page
        .locator('#last-event')
        .getByText(/ic-installed: \S+/)
        .waitFor();
      assert.equal(await ic.locator('[part=install-button]').count(), 0);
      assert.deepEqual(await violations(page), []);
      // Uninstall, offered once the host allows it, asks first and names the integration.
      await page.check('#opt-uninstall');
      await ic.locator('[part=uninstall-button]').click();
      const dialog = ic.locator('[part=uninstall-dialog]');
      await dialog.waitFor();
      assert.match((await dialog.textContent())!, /Uninstall Acme CRM sync\?/);
      await page.selectOption('#theme-switch', 'dark');
      assert.deepEqual(await violations(page), []);
      const uninstalled = page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            document
              .querySelector('install-config')!
              .addEventListener('ic-uninstalled', (e) => resolve(e.type)),
          ),
      );
      await dialog.locator('[part=uninstall-confirm]').click();
      assert.equal(await uninstalled, 'ic-uninstalled');
      // the first run again; the group's connection went with its last installation (as in production)
      await ic.locator('[part=not-connected]').waitFor();
      assert.equal(await ic.locator('[part=save-button]').count(), 0);
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(
        errors.filter((e) => !deliberate(e) && !/\/connections\b.*/.test(e)),
        [],
      );
    } finally {
      await page.close();
    }
  });

  test('a group with no connection: said plainly, Install off; Connect (the demo signs in) turns Install on', async () => {
    const {page, ic} = await firstRun('first-run-unconnected', 'dark', '[part=not-connected]');
    try {
      await ic.locator('[part=not-connected]').waitFor();
      assert.equal(await ic.locator('[part=install-button]').count(), 0, 'Install is not offered');
      assert.deepEqual(await violations(page), []);
      await page.selectOption('#lang-switch', 'de');
      await ic.locator('[part=connect-button]', {hasText: 'verbinden'}).waitFor();
      assert.deepEqual(await violations(page), []);
      await ic.locator('[part=connect-button]').click();
      await ic.locator('[part=not-connected]').waitFor({state: 'detached'});
      await ic.locator('[part=install-button]:not([disabled])').waitFor();
    } finally {
      await page.close();
    }
  });
});
