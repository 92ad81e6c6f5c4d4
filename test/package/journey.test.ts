// The customer's whole journey with the keyboard alone, on the BUILT script-tag bundle (the files
// `npm run build` writes, test/bundle/build.ts) and the emulator on one origin, in Chromium with a
// real page reload: a group that has not installed -> the first run -> choose an object, a field
// setting and a mapping -> Install -> an edit -> reload with the edit unsaved -> Restore -> Save ->
// Uninstall (a confirmation that names the integration) -> Connect -> the first run again.
// Once on one page at 1280 px, light, English; once guided at 375 px, dark, German. Each step is
// checked as a customer notices it (the words shown, where focus lands, no console error or
// warning) and through the service's own API; a screenshot of each step goes to a temp folder
// (JOURNEY_SHOTS names another) for a person to look at.
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join, normalize} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {createEmulator} from '../../src/emulator/index.ts';
import {builds} from '../bundle/build.ts';
import {launchChromium, listenOnLoopback} from '../chromium.ts';

const GROUP = 'group-3';
const emulator = createEmulator({timeScale: 1});
const shots = process.env.JOURNEY_SHOTS ?? mkdtempSync(join(tmpdir(), 'ice-journey-'));
let dist = '';
let server: Server;
let origin = '';
let browser: Browser;

// The host: a token function, the lifecycle events recorded in order, and Connect (ic-reconnect in
// a first run) answered as a host's own sign-in would: the group gets a connection, then done().
const HOST = `const el = document.querySelector('install-config');
window.events = [];
for (const type of ['ic-before-install', 'ic-installed', 'ic-before-save', 'ic-saved', 'ic-before-uninstall',
  'ic-uninstalled', 'ic-reconnect'])
  el.addEventListener(type, () => window.events.push(type));
el.addEventListener('ic-reconnect', async (e) => {
  const res = await fetch('/_emulator/groups/${GROUP}/connections', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({provider: e.detail.provider, consumerRef: 'consumer-3'}),
  });
  e.detail.done(res.ok);
});
el.getToken = async ({projectIdOrName, groupRef = '', consumerRef = ''}) => {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch('/my-backend/token?' + scope)).json()).token;
};`;

/** The host page: `mode` and `lang` as a host sets them. */
const page = (mode: string, lang: string) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Integrations</title>
    <script type="module" src="/assets/install-config-elements.js"></script>
    <script type="module" src="/host.js"></script>
    <style>
      body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; }
      @media (prefers-color-scheme: dark) { body { background: #111418; color: #e8eaed; } }
    </style>
  </head>
  <body>
    <h1>Integrations</h1>
    <install-config base-url="/v1" project="demo" integration="acme-crm-sync" group-ref="${GROUP}"
      consumer-ref="consumer-3" allow-uninstall ${mode ? `mode="${mode}"` : ''}></install-config>
  </body>
</html>`;

/** A built file for `/assets/...`, never outside dist/. */
function asset(path: string): string | undefined {
  const full = normalize(join(dist, decodeURIComponent(path.slice('/assets/'.length))));
  return full.startsWith(dist + '/') && existsSync(full) && statSync(full).isFile() ? full : undefined;
}

before(async () => {
  mkdirSync(shots, {recursive: true});
  dist = join((await builds()).built, 'dist');
  server = createServer((req, res) => {
    if (req.url?.startsWith('/my-backend/token'))
      req.url = req.url.replace('/my-backend/token', '/_demo/token');
    if (emulator.handles(req.url)) return void emulator.handle(req, res);
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/host.js')
      return void res.writeHead(200, {'content-type': 'text/javascript'}).end(HOST);
    if (url.pathname === '/')
      return void res
        .writeHead(200, {'content-type': 'text/html'})
        .end(page(url.searchParams.get('mode') ?? '', url.searchParams.get('lang') ?? 'en'));
    const file = url.pathname.startsWith('/assets/') ? asset(url.pathname) : undefined;
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

/** What has focus, through the shadow roots: its element, part, role and accessible name. */
interface Focus {
  tag: string;
  part: string;
  role: string;
  name: string;
  host: string;
}

// A string, not a function: tsx would wrap a function's inner helpers in its own `__name`, which
// the page does not have.
const FOCUSED = `(() => {
  let el = document.activeElement;
  let host = '';
  while (el?.shadowRoot?.activeElement) {
    host = el.localName;
    el = el.shadowRoot.activeElement;
  }
  const text = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
  const labelledBy = el?.getAttribute('aria-labelledby');
  const root = el?.getRootNode();
  const name =
    el?.getAttribute('aria-label') ??
    (labelledBy ? labelledBy.split(' ').map((id) => root.getElementById(id)?.textContent).join(' ') : undefined) ??
    (el?.labels?.length ? el.labels[0].textContent : el?.textContent);
  return {
    tag: el?.localName ?? '',
    part: el?.getAttribute('part') ?? '',
    role: el?.getAttribute('role') ?? '',
    name: text(name),
    host,
  };
})()`;

const focused = (tab: Page): Promise<Focus> => tab.evaluate(FOCUSED);

const say = (f: Focus) =>
  `<${f.tag}${f.part ? ` part=${f.part}` : ''}> "${f.name.slice(0, 60)}" in ${f.host}`;

/**
 * Presses Tab (Shift+Tab with `back`) until focus is on what `wanted` accepts, as a customer tabs
 * through the form; fails naming where focus went when it never gets there.
 */
async function tabTo(tab: Page, wanted: (f: Focus) => boolean, what: string, back = false): Promise<Focus> {
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    await tab.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(tab);
    if (wanted(f)) return f;
    seen.push(say(f));
  }
  assert.fail(`Tab never reached ${what}; it went through:\n${seen.join('\n')}`);
}

const named = (name: string | RegExp) => (f: Focus) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);
const part = (p: string) => (f: Focus) => f.part.split(' ').includes(p);

const el = (tab: Page) => tab.locator('install-config');
const byPart = (tab: Page, name: string) => tab.locator(`install-config [part~=${name}]`);
const textOf = async (tab: Page, name: string) =>
  ((await byPart(tab, name).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const events = (tab: Page) => tab.evaluate(() => (window as unknown as {events: string[]}).events);
/** Waits until the host has seen `type`. */
const seen = (tab: Page, type: string) =>
  tab.waitForFunction((t) => (window as unknown as {events: string[]}).events.includes(t), type);

/** The group's installations of acme-crm-sync, as the service holds them. */
async function installations(): Promise<Installed[]> {
  const res = await emulator.fetch(
    `http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations?groupRef=${GROUP}`,
    {headers: {'x-api-key': emulator.apiKey}},
  );
  assert.equal(res.status, 200);
  return (await res.json()) as Installed[];
}

interface Installed {
  id: string;
  config: {
    revisionId: string;
    content: {
      write?: {
        objects?: Record<
          string,
          {
            selectedFieldSettings?: Record<string, {writeOnUpdate?: string}>;
            deletionSettings?: {enabled?: boolean};
          }
        >;
      };
      read?: {objects?: Record<string, {selectedFieldMappings?: Record<string, string>}>};
    };
  };
}

/** One run of the journey: how the page is set up, and the words the customer reads in its language. */
interface Run {
  name: string;
  mode: '' | 'guided';
  lang: 'en' | 'de';
  width: number;
  scheme: 'light' | 'dark';
  words: Words;
}

type Words = Record<keyof typeof EN, string | RegExp> & {steps?: Record<Step, string>};
type Step = 'objects' | 'fields' | 'mappings' | 'write' | 'review';

const EN = {
  intro: 'Choose what Acme CRM sync syncs, then install it.',
  writeDeal: 'Write Deal',
  install: 'Install',
  save: 'Save',
  mapEmail: 'Field in your account for Email address',
  emailOnUpdate: 'Write Email on update',
  never: 'Never',
  deletion: 'Allow deleting Contact records',
  kept: 'You have unsaved changes from earlier.',
  restore: 'Restore',
  oneUnsaved: '1 unsaved change',
  saved: /Saved · 1 change/,
  uninstall: 'Uninstall Acme CRM sync',
  confirmTitle: 'Uninstall Acme CRM sync?',
  confirmStops: /^Acme CRM sync stops syncing: nothing more is read from or written to Acme CRM/,
  connectionGoes: 'Your connection to Acme CRM is removed too, as no other installation uses it.',
  cancel: 'Cancel',
  confirm: 'Uninstall',
  notConnected: /^Acme CRM is not connected yet\./,
  connect: 'Connect Acme CRM',
};

const DE: Words = {
  intro: 'Wählen Sie, was Acme CRM sync synchronisiert, und installieren Sie es.',
  writeDeal: 'Deal schreiben',
  install: 'Installieren',
  save: 'Speichern',
  mapEmail: 'Feld in Ihrem Konto für Email address',
  emailOnUpdate: 'Email beim Ändern schreiben',
  never: 'Nie',
  deletion: 'Löschen von Contact-Datensätzen erlauben',
  kept: 'Sie haben ungespeicherte Änderungen von vorhin.',
  restore: 'Wiederherstellen',
  oneUnsaved: '1 ungespeicherte Änderung',
  saved: /Gespeichert · 1 Änderung/,
  uninstall: 'Acme CRM sync deinstallieren',
  confirmTitle: 'Acme CRM sync deinstallieren?',
  confirmStops: /^Acme CRM sync synchronisiert nicht mehr mit Acme CRM/,
  connectionGoes: 'Die Verbindung zu Acme CRM wird mitgelöscht, da keine andere Installation sie nutzt.',
  cancel: 'Abbrechen',
  confirm: 'Deinstallieren',
  notConnected: /^Acme CRM ist nicht verbunden\./,
  connect: 'Mit Acme CRM verbinden',
  steps: {
    objects: 'Objekte',
    fields: 'Zu lesende Felder',
    mappings: 'Feldzuordnungen',
    write: 'Schreibeinstellungen',
    review: 'Prüfen',
  },
};

const STEP_ORDER: Step[] = ['objects', 'fields', 'mappings', 'write', 'review'];

/** A journey's page: its tab, what it has seen go wrong, and the customer's moves. */
class Customer {
  problems: string[] = [];
  #shot = 0;
  constructor(
    readonly tab: Page,
    readonly run: Run,
  ) {
    tab.on('pageerror', (e) => this.problems.push(`page error: ${e.message}`));
    tab.on('console', (m) => {
      // the seed's manifest offers legacy_lead, which this account lacks: the service answers its
      // fields 404 (the form then switches it off and says "Not available in your account"), and
      // Chromium logs every 404 it fetches
      if (/\/objects\/legacy_lead\/metadata\?/.test(m.location().url)) return;
      // (after Uninstall the group has no connection: ic-error, phase install, but no warning)
      if (m.type() === 'error' || m.type() === 'warning')
        this.problems.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
    });
  }

  get w() {
    return this.run.words;
  }

  /** A full-page screenshot for a person to look at; and nothing has gone wrong in the console so far. */
  async shot(name: string) {
    this.#shot++;
    const file = `${this.run.name}-${String(this.#shot).padStart(2, '0')}-${name}.png`;
    await this.tab.screenshot({path: join(shots, file)});
    assert.deepEqual(this.problems, [], `no console error or warning up to "${name}"`);
  }

  tabTo(wanted: (f: Focus) => boolean, what: string, back = false) {
    return tabTo(this.tab, wanted, what, back);
  }

  async press(key: string) {
    await this.tab.keyboard.press(key);
  }

  /** The switch `name` (in any shadow root) and whether it is on. */
  switchOn(name: string | RegExp) {
    return el(this.tab).getByRole('switch', {name, exact: true}).isChecked();
  }

  /** Focus is on the element's `part` (the customer's next Tab goes on from there). */
  async focusOn(part: string, what: string) {
    const f = await focused(this.tab);
    assert.ok(f.part.split(' ').includes(part), `focus ${what}, not ${say(f)}`);
  }

  /** Whether the form holds unsaved edits (the element's public `draft`). */
  isDirty() {
    return this.tab.evaluate(
      () =>
        (document.querySelector('install-config') as unknown as {draft: {isDirty: boolean}}).draft.isDirty,
    );
  }

  /** Guided mode: Next or Back until `step` shows, its heading focused; the one page: nothing to do. */
  async goTo(step: Step) {
    const names = this.w.steps;
    if (!this.run.mode || !names) return;
    for (let i = 0; i < STEP_ORDER.length; i++) {
      const title = await textOf(this.tab, 'step-title');
      if (title.endsWith(`: ${names[step]}`)) return;
      const at = STEP_ORDER.findIndex((s) => title.endsWith(`: ${names[s]}`));
      const forward = STEP_ORDER.indexOf(step) > at;
      await this.tabTo(part(forward ? 'next-button' : 'back-button'), forward ? 'Next' : 'Back');
      await this.press('Enter');
      await this.tab.waitForFunction((before) => {
        const root = document.querySelector('install-config')!.shadowRoot!;
        const h = root.querySelector('[part~=step-title]');
        return root.activeElement === h && h?.textContent?.trim() !== before;
      }, title);
    }
    assert.fail(`never reached the step ${names[step]}`);
  }

  /** The first run's form: its words, Install where Save is, the write objects' fields answered. */
  async firstRunShows() {
    await byPart(this.tab, 'first-run').waitFor();
    assert.equal(await textOf(this.tab, 'first-run'), this.w.intro);
    if (this.w.steps)
      assert.equal(await textOf(this.tab, 'step-title'), `Schritt 1 von 5: ${this.w.steps.objects}`);
    assert.equal(await byPart(this.tab, 'save-button').count(), 0, 'no Save in a first run');
    // legacy_lead, missing from the account, is switched off once its answer comes
    await el(this.tab)
      .getByRole('switch', {name: /^(Write Legacy lead|Legacy lead schreiben)$/})
      .and(this.tab.locator(':disabled'))
      .waitFor();
  }

  /** Tab to the switch `name`, Space; it is then `on`. */
  async toggle(name: string | RegExp, on: boolean) {
    await this.tabTo(named(name), String(name));
    await this.press('Space');
    assert.equal(await this.switchOn(name), on, `${String(name)} is ${on ? 'on' : 'off'}`);
  }

  /** In the field settings grid: to Email's row, into it, to "on update", and N for Never. */
  async emailNeverOnUpdate() {
    const row = await this.tabTo(
      (f) => f.host === 'field-settings-editor' && f.role === 'rowheader',
      'the field settings grid',
    );
    assert.match(row.name, /^Record ID/);
    for (let i = 0; i < 10 && !/^Email\b/.test((await focused(this.tab)).name); i++)
      await this.press('ArrowDown');
    assert.match((await focused(this.tab)).name, /^Email\b/, 'Down reaches Email');
    await this.press('Enter');
    await this.tabTo(named(this.w.emailOnUpdate as string), 'Email on update');
    await this.tab.keyboard.type(this.w.never.toString().slice(0, 1));
    const select = el(this.tab).getByLabel(this.w.emailOnUpdate, {exact: true});
    assert.equal(await select.inputValue(), 'never');
    await this.press('Escape');
  }

  /** Types "Email" into Email address's mapping, as a customer types an account's field. */
  async mapEmail() {
    await this.tabTo(named(this.w.mapEmail), 'the mapping of Email address');
    await this.tab.keyboard.type('Email');
    await this.press('Tab');
    assert.equal(await el(this.tab).getByLabel(this.w.mapEmail, {exact: true}).inputValue(), 'Email');
  }
}

async function journey(run: Run) {
  emulator.reset();
  const context = await browser.newContext({
    viewport: {width: run.width, height: run.width < 600 ? 812 : 900},
    colorScheme: run.scheme,
  });
  const tab = await context.newPage();
  const c = new Customer(tab, run);
  const w = run.words;
  try {
    await tab.goto(`${origin}/?mode=${run.mode}&lang=${run.lang}`);
    // the first run: the form from the manifest, Install where Save would be
    await c.firstRunShows();
    await c.shot('first-run');

    // choose: not Deal; Email never written on update; Email address read from the account's Email
    await c.goTo('objects');
    await c.toggle(w.writeDeal, false);
    await c.goTo('mappings');
    await c.mapEmail();
    await c.goTo('write');
    await c.emailNeverOnUpdate();
    await c.shot('chosen');

    // Install
    await c.goTo('review');
    await c.shot('review');
    await c.tabTo(named(w.install), 'Install');
    await c.press('Enter');
    await seen(tab, 'ic-installed');
    await byPart(tab, 'save-button').waitFor();
    assert.equal(await byPart(tab, 'install-button').count(), 0);
    const [created, ...more] = await installations();
    assert.ok(created, 'the service holds the new installation');
    assert.equal(more.length, 0);
    const content = created.config.content;
    assert.ok(!content.write?.objects?.deal, 'Deal is not written');
    assert.ok(content.write?.objects?.contact && content.write.objects.company, 'Contact and Company are');
    assert.equal(content.write?.objects?.contact?.selectedFieldSettings?.email?.writeOnUpdate, 'never');
    assert.equal(content.read?.objects?.contact?.selectedFieldMappings?.emailAddress, 'email');
    assert.deepEqual(await events(tab), ['ic-before-install', 'ic-installed']);
    await c.focusOn('actions', 'after Install: the new form’s bar, which says what is saved');
    await c.shot('installed');

    // an edit, left unsaved: Contact's records may be deleted
    await c.goTo('write');
    await c.toggle(w.deletion, true);
    await byPart(tab, 'actions').getByText(w.oneUnsaved, {exact: true}).waitFor();
    // kept for a reload: the edit, never a token
    const kept = await tab.evaluate(() => JSON.stringify({...sessionStorage}));
    assert.match(kept, /deletion/i);
    assert.doesNotMatch(kept, /eyJ|token|apiKey/i);
    await c.shot('edited');

    // a reload: the form offers the edit back
    await tab.reload();
    await el(tab).getByText(w.kept, {exact: true}).waitFor();
    await byPart(tab, 'save-button').waitFor({state: 'attached'});
    assert.equal(await c.isDirty(), false, 'nothing restored before Restore');
    await c.shot('reloaded');
    await c.tabTo(named(w.restore), 'Restore');
    await c.press('Enter');
    await el(tab).getByText(w.kept, {exact: true}).waitFor({state: 'detached'});
    await c.focusOn('actions', 'after Restore: the bar, which says what is unsaved now');
    await byPart(tab, 'actions').getByText(w.oneUnsaved, {exact: true}).waitFor();
    await c.goTo('write');
    assert.equal(await c.switchOn(w.deletion), true, 'the edit is back');
    await c.shot('restored');

    // Save
    await c.goTo('review');
    await c.tabTo(named(w.save), 'Save');
    await c.press('Enter');
    await seen(tab, 'ic-saved');
    await c.focusOn('actions', 'after Save: the bar, which says it is saved');
    await byPart(tab, 'actions').getByText(w.saved).waitFor();
    const [saved] = await installations();
    assert.notEqual(saved!.config.revisionId, created.config.revisionId, 'a new revision');
    const after = saved!.config.content;
    assert.equal(after.write?.objects?.contact?.deletionSettings?.enabled, true);
    // nothing of the install lost on the way
    assert.ok(!after.write?.objects?.deal, 'Deal is still not written');
    assert.equal(after.write?.objects?.contact?.selectedFieldSettings?.email?.writeOnUpdate, 'never');
    assert.equal(after.read?.objects?.contact?.selectedFieldMappings?.emailAddress, 'email');
    assert.equal(await tab.evaluate(() => sessionStorage.length), 0, 'nothing kept once saved');
    await c.shot('saved');

    // Uninstall
    await c.tabTo(named(w.uninstall), 'Uninstall');
    await c.press('Enter');
    const dialog = byPart(tab, 'uninstall-dialog');
    await dialog.waitFor();
    assert.deepEqual(await focused(tab).then((f) => [f.part, f.name]), ['uninstall-cancel', w.cancel]);
    assert.equal(
      await dialog
        .locator('h3')
        .textContent()
        .then((t) => t?.trim()),
      w.confirmTitle,
    );
    assert.match((await dialog.locator('p').first().textContent()) ?? '', w.confirmStops as RegExp);
    // the group's only installation: its connection goes too, and the confirmation says so
    await dialog.locator('p', {hasText: w.connectionGoes as string}).waitFor();
    await c.shot('confirm');
    await c.tabTo(part('uninstall-confirm'), 'the confirmation');
    await c.press('Enter');
    await seen(tab, 'ic-uninstalled');
    assert.deepEqual(await installations(), []);
    await byPart(tab, 'not-connected').waitFor();
    await c.focusOn('connect-button', 'after Uninstall: Connect, the one way on');
    await c.shot('uninstalled');

    // Connect (focus is on it), and the first run again
    assert.equal((await focused(tab)).name, w.connect);
    await c.press('Enter');
    await c.firstRunShows();
    await c.focusOn('first-run', 'after Connect: the form’s first words');
    await c.goTo('objects');
    assert.equal(await c.switchOn(w.writeDeal), true, 'a fresh form: Deal is offered again');
    // since the reload
    assert.deepEqual(await events(tab), [
      'ic-before-save',
      'ic-saved',
      'ic-before-uninstall',
      'ic-uninstalled',
      'ic-reconnect',
    ]);
    await c.shot('first-run-again');
  } finally {
    await context.close();
  }
}

describe('the customer journey, keyboard only, on the built bundle', () => {
  after(() => console.log(`screenshots of each step: ${shots}`));

  it('one page, 1280 px, light, English', () =>
    journey({name: 'page-1280-en-light', mode: '', lang: 'en', width: 1280, scheme: 'light', words: EN}));
  it('guided, 375 px, dark, German', () =>
    journey({name: 'guided-375-de-dark', mode: 'guided', lang: 'de', width: 375, scheme: 'dark', words: DE}));
});
