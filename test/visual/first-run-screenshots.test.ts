// Screenshots of the first install and the uninstall of <install-config> against the emulator: the
// first-run form (group-3: connected, not installed), the group with no connection (group-4) and
// the uninstall confirmation, at 375 and 1280 px, light and dark, English and German, compared with
// committed references (test/visual/screenshots/first-run-*.png, no-connection-*, uninstall-*).
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {setViewport} from '@web/test-runner-commands';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {getToken, logosLoaded, resetEmulator, shadow} from '../e2e/helpers.ts';
import {blurAll, matchesReference} from './helpers.ts';

type Theme = 'light' | 'dark';
type Lang = 'en' | 'de';

async function mount(group: string, width: number, theme: Theme, lang: Lang, installation?: string) {
  await setViewport({width, height: 2400});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang=${lang}>
      <style>
        .shot install-config {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          --ic-editor-height: 16rem;
        }
      </style>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation=${installation ?? ''}
        group-ref=${group}
        consumer-ref=${group.replace('group', 'consumer')}
        base-url="/v1"
        theme=${theme}
        allow-uninstall
        .getToken=${getToken}
      ></install-config>
    </div>`,
  );
  return wrap.querySelector<InstallConfig>('install-config')!;
}

/** No focus ring or caret, every mapping editor and logo in, fonts ready, two frames drawn. */
async function settled(el: InstallConfig) {
  blurAll();
  await el.updateComplete;
  await waitUntil(
    () =>
      [...shadow(el).querySelectorAll('field-mapping-editor')].every((m) =>
        m.shadowRoot?.querySelector('[role=grid], .status, [role=alert]'),
      ),
    'the mapping editors',
  );
  await waitUntil(() => logosLoaded(el), 'logos loaded');
  await document.fonts.ready;
  await steady(el);
}

/** Resolves once `el`'s height has stayed the same for three frames (late chunks and words are in). */
async function steady(el: Element) {
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  let last = -1;
  let same = 0;
  await waitUntil(async () => {
    await frame();
    const height = el.getBoundingClientRect().height;
    same = height === last ? same + 1 : 0;
    last = height;
    return same >= 3;
  }, 'a steady layout');
}

const SHOTS: Array<[number, Theme, Lang]> = [
  [1280, 'light', 'en'],
  [1280, 'dark', 'de'],
  [375, 'light', 'de'],
  [375, 'dark', 'en'],
];

describe('the first run and uninstall, screenshots', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  for (const [width, theme, lang] of SHOTS) {
    it(`first-run-${width}-${theme}-${lang}`, async () => {
      const el = await mount('group-3', width, theme, lang);
      await waitUntil(
        () => shadow(el).querySelector('[part=install-button]:not([disabled])'),
        'Install, the connection checked',
      );
      await waitUntil(() => shadow(el).querySelector('field-settings-editor'), 'the form');
      await settled(el);
      expect(await matchesReference(`first-run-${width}-${theme}-${lang}`, el)).to.equal(undefined);
    });

    it(`no-connection-${width}-${theme}-${lang}`, async () => {
      const errors = new Promise((resolve) => document.addEventListener('ic-error', resolve, {once: true}));
      const el = await mount('group-4', width, theme, lang);
      await waitUntil(() => shadow(el).querySelector('[part=not-connected]'), 'the not-connected state');
      await errors;
      await settled(el);
      expect(await matchesReference(`no-connection-${width}-${theme}-${lang}`, el)).to.equal(undefined);
    });

    it(`uninstall-${width}-${theme}-${lang}`, async () => {
      const el = await mount('group-2', width, theme, lang, 'inst-acme-g2');
      const button = () => shadow(el).querySelector<HTMLButtonElement>('[part=uninstall-button]');
      const dialog = () => shadow(el).querySelector<HTMLDialogElement>('dialog[open][part=uninstall-dialog]');
      await waitUntil(button, 'Uninstall');
      await settled(el);
      button()!.click();
      await waitUntil(dialog, 'the confirmation');
      // the connection goes too (group-2's installation is its only one): said once that is known
      await waitUntil(
        () => /Acme CRM is removed too|Acme CRM wird mitgelöscht/.test(dialog()!.textContent!),
        'the connection sentence',
      );
      blurAll();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(await matchesReference(`uninstall-${width}-${theme}-${lang}`, dialog()!)).to.equal(undefined);
    });
  }
});
