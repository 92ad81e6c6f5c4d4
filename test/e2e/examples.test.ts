// The example pages of the demo, loaded as they are in an iframe of the test server (emulator
// mounted, real tokens), running the BUILT script-tag bundle: `?built` points their import of the
// sources at the bundle built in memory (scripts/built-examples.mjs), and German comes as its
// chunk, fetched when the page first switches language. Only the pages this server can run: the
// script-tag and CSP pages. React is
// CommonJS and Vue's esm-bundler build needs `process.env` replaced, which only Vite does; those two
// pages are checked by hand in Vite (`npm run demo`).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {resetEmulator} from './helpers.ts';

interface Loaded {
  win: Window & {cspViolations?: SecurityPolicyViolationEvent[]};
  doc: Document;
  el: InstallConfig;
  errors: string[];
}

async function open(page: string): Promise<Loaded> {
  const frame = document.createElement('iframe');
  frame.src = `/demo/examples/${page}?built`;
  frame.width = '1000';
  frame.height = '800';
  const errors: string[] = [];
  const ready = new Promise((resolve) => frame.addEventListener('load', resolve, {once: true}));
  document.body.append(frame);
  await ready;
  const win = frame.contentWindow as Loaded['win'];
  win.addEventListener('error', (e) => errors.push(e.message));
  win.addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
  const doc = frame.contentDocument!;
  const el = doc.querySelector<InstallConfig>('install-config')!;
  // The provider's wordmark logo is the heading; its alt text is the one product name.
  await waitUntil(
    () => el.shadowRoot?.querySelector<HTMLImageElement>('h2 img')?.alt === 'Acme CRM',
    'the provider name shows',
  );
  return {win, doc, el, errors};
}

/** Sets "Write on update" of the first writable field to never and saves, as a customer would. */
async function editAndSave({el}: Loaded) {
  const editor = el.shadowRoot!.querySelector('field-settings-editor')!;
  // The first row that can be written (a read-only field's row has no controls).
  const writable = () =>
    editor.shadowRoot?.querySelector<HTMLSelectElement>(
      '[role=row] select[aria-label^="Write"][aria-label$="on update"]',
    );
  await waitUntil(writable, 'the fields show');
  const select = writable()!;
  select.value = 'never';
  select.dispatchEvent(new Event('change', {bubbles: true}));
  const save = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=save-button]')!;
  await waitUntil(() => !save.disabled, 'Save is enabled');
  save.click();
}

/** The scripts a page fetched: the built bundle and its chunks, never the sources. */
const scripts = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.startsWith('/built/') || p.startsWith('/src/'))
    .map((p) => p.replace(/^(\/built\/install-config-elements\/[\w-]+)-\w+\.js$/, '$1-*.js'))
    // the lazy chunks start as their parts first render: which ones loaded counts, not their order
    .sort();

/** Switches the page to German and waits for the German UI. */
async function toGerman({el}: Loaded, switchLang: () => void) {
  switchLang();
  await waitUntil(
    () => el.shadowRoot!.querySelector('[part=save-button]')?.textContent?.trim() === 'Speichern',
    'German UI',
  );
}

const logLines = (doc: Document) =>
  [...doc.querySelectorAll('[aria-label="Event log"] li')].map((li) => li.textContent!);

describe('example pages', () => {
  beforeEach(resetEmulator);
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('script-tag.html loads with its token function, logs change, before-save and saved, and switches to German', async () => {
    const page = await open('script-tag.html');
    // preload's requests were taken over: the integration, the installation and the
    // provider each reached the service once (the page asked through preload(), the element took over)
    const api = page.win.performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) =>
        /^\/v1\/(providers|projects\/demo\/integrations\/acme-crm-sync(\/installations|$))/.test(p),
      );
    expect(api.sort()).to.deep.equal([
      '/v1/projects/demo/integrations/acme-crm-sync',
      '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
      '/v1/providers/acme-crm',
    ]);
    await editAndSave(page);
    await waitUntil(
      () => logLines(page.doc).some((l) => l.includes('ic-saved: revision rev-')),
      'ic-saved is logged',
    );
    const lines = logLines(page.doc);
    expect(lines.some((l) => /ic-change: contact\.\w+ = \{"writeOnUpdate":"never"\}/.test(l))).to.equal(true);
    expect(
      lines.some((l) => l.includes('ic-before-save: updateMask ["config.content.write.objects.contact"]')),
    ).to.equal(true);

    // the preload script, the bundle, and the chunks of what the seeded installation shows: the
    // object picker, the connection panel, the mapping editor (it reads contact) and the
    // subscribe/proxy switches (acme supports both), and the save path (loaded at the first edit,
    // with the client's update call)
    expect(scripts(page.win)).to.deep.equal([
      '/built/install-config-elements.js',
      '/built/install-config-elements/field-mapping-editor-*.js',
      '/built/install-config-elements/form-extras-*.js',
      '/built/install-config-elements/rebase-*.js',
      '/built/install-config-elements/save-path-*.js',
      '/built/install-config-elements/subscribe-entries-*.js',
      '/built/install-config-elements/update-installation-*.js',
      '/built/install-config-elements/write-object-picker-*.js',
      '/built/install-config-preload.js',
    ]);
    const lang = page.doc.querySelector<HTMLSelectElement>('#lang')!;
    await toGerman(page, () => {
      lang.value = 'de';
      lang.dispatchEvent(new Event('change'));
    });
    expect(page.el.shadowRoot!.querySelector('.object-choice label')!.textContent).to.equal(
      'Zu bearbeitendes Objekt',
    );
    expect(scripts(page.win)).to.deep.equal([
      '/built/install-config-elements.js',
      '/built/install-config-elements/de-*.js',
      '/built/install-config-elements/field-mapping-editor-*.js',
      '/built/install-config-elements/form-extras-*.js',
      '/built/install-config-elements/rebase-*.js',
      '/built/install-config-elements/save-path-*.js',
      '/built/install-config-elements/subscribe-entries-*.js',
      '/built/install-config-elements/update-installation-*.js',
      '/built/install-config-elements/write-object-picker-*.js',
      '/built/install-config-preload.js',
    ]);
    expect(page.errors).to.deep.equal([]);
  });

  it("csp.html runs under default-src 'self' with no violation, and saves", async () => {
    const page = await open('csp.html');
    const csp = page.doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content');
    expect(csp).to.equal("default-src 'self'; connect-src 'self'; img-src 'self'");
    expect(page.win.cspViolations, 'the counter script ran first').to.be.an('array');
    await editAndSave(page);
    await waitUntil(() => logLines(page.doc).some((l) => l.includes('ic-saved')), 'ic-saved is logged');
    // The provider logo is an <img> from the page's own origin, so img-src 'self' lets it load.
    const logo = page.el.shadowRoot!.querySelector<HTMLImageElement>('img[part=logo]');
    if (logo) await waitUntil(() => logo.complete, 'the logo settles');
    // The German chunk loads under the same policy.
    await toGerman(page, () => (page.doc.documentElement.lang = 'de'));
    expect(scripts(page.win)).to.deep.equal([
      '/built/install-config-elements.js',
      '/built/install-config-elements/de-*.js',
      '/built/install-config-elements/field-mapping-editor-*.js',
      '/built/install-config-elements/form-extras-*.js',
      '/built/install-config-elements/rebase-*.js',
      '/built/install-config-elements/save-path-*.js',
      '/built/install-config-elements/subscribe-entries-*.js',
      '/built/install-config-elements/update-installation-*.js',
      '/built/install-config-elements/write-object-picker-*.js',
    ]);
    expect(page.win.cspViolations!.map((e) => `${e.effectiveDirective} ${e.blockedURI}`)).to.deep.equal([]);
    expect(page.doc.getElementById('violations')!.textContent).to.equal('0');
    expect(page.errors).to.deep.equal([]);
  });
});
