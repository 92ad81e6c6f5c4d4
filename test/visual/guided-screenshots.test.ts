// Screenshots of <install-config mode="guided"> against the emulator: a middle step (3 of 5, Field
// mappings: two steps done, three to go) and the review step with two changes, at 375 and 1280 px,
// light and dark, and a first run's review step (375 px German dark, 1280 px English light),
// compared with committed references (test/visual/screenshots/guided-*.png).
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {getToken, logosLoaded, resetEmulator, shadow} from '../e2e/helpers.ts';
import {byPart, partText, waitFor} from '../harness.ts';
import {waitUntil} from '../wait.ts';
import {blurAll, matchesReference} from './helpers.ts';

async function mount(width: number, theme: 'light' | 'dark') {
  await setViewport({width, height: 1600});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang="en">
      <style>
        .shot install-config {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          --ic-editor-height: 16rem;
        }
      </style>
      <install-config
        mode="guided"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        theme=${theme}
        .getToken=${getToken}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  await waitFor(() => byPart(el, 'step-title'), 'the first step');
  // the header's provider and the connection panel (a chunk of its own) in the picture
  await waitUntil(
    () =>
      shadow(el).querySelector('connection-status')?.shadowRoot?.querySelector('section') && logosLoaded(el),
    'the header and the connection panel',
  );
  return el;
}

/** Next until the heading says `step`. */
async function goTo(el: InstallConfig, step: RegExp) {
  while (!step.test(partText(el, 'step-title') ?? '')) {
    byPart(el, 'next-button')!.click();
    await el.updateComplete;
  }
}

async function expectMatch(name: string, el: InstallConfig) {
  blurAll();
  await el.updateComplete;
  scrollTo(0, 0);
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  expect(await matchesReference(name, el)).to.equal(undefined);
}

/** A first run of group-3 (connected, nothing installed) in guided mode, in `lang`. */
async function mountFirstRun(width: number, theme: 'light' | 'dark', lang: 'en' | 'de') {
  await setViewport({width, height: 1600});
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
        mode="guided"
        project="demo"
        integration="acme-crm-sync"
        group-ref="group-3"
        consumer-ref="consumer-3"
        base-url="/v1"
        theme=${theme}
        .getToken=${getToken}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  await el.ready;
  await waitFor(() => byPart<HTMLButtonElement>(el, 'install-button')?.disabled === false, 'Install enabled');
  await waitUntil(() => logosLoaded(el), 'the header');
  return el;
}

describe('<install-config mode="guided"> screenshots', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  for (const width of [375, 1280])
    for (const theme of ['light', 'dark'] as const) {
      it(`step 3 of 5, Field mappings, ${width} px, ${theme}`, async () => {
        const el = await mount(width, theme);
        await goTo(el, /^Step 3 of 5/);
        await waitUntil(
          () =>
            [...shadow(el).querySelectorAll('field-mapping-editor')].every((m) =>
              m.shadowRoot?.querySelector('[role=grid], [part=start-reading-button]'),
            ),
          'the mapping editors',
        );
        // the switches' chunk, loaded or not, must not change the step's height (they show on Review)
        await waitUntil(() => shadow(el).querySelector('[part~=switches]'), 'the switches, hidden');
        await expectMatch(`guided-mappings-${width}-${theme}`, el);
      });

      it(`the review step, ${width} px, ${theme}`, async () => {
        const el = await mount(width, theme);
        await el.ready;
        el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
        el.setFieldSettings('contact', 'age', {default: {integerValue: 30}, writeOnUpdate: 'ifEmpty'});
        await goTo(el, /^Step 5 of 5/);
        await waitUntil(() => shadow(el).querySelector('[part=review] li'), 'the changes');
        await waitUntil(() => shadow(el).querySelector('[part=switches]'), 'the switches');
        await expectMatch(`guided-review-${width}-${theme}`, el);
      });
    }

  // a first run's review says what installing sets up (objects written, read, live updates)
  for (const [width, theme, lang] of [
    [375, 'dark', 'de'],
    [1280, 'light', 'en'],
  ] as const)
    it(`a first run's review step, ${width} px, ${theme}, ${lang}`, async () => {
      const el = await mountFirstRun(width, theme, lang);
      el.setFieldMapping('contact', 'emailAddress', 'email');
      el.draft!.writeObject('deal').disable();
      el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
      await goTo(el, /(: Review|: Prüfen)$/);
      await waitUntil(() => shadow(el).querySelector('[part=review] li'), 'what installing sets up');
      await waitUntil(() => shadow(el).querySelector('[part=switches]'), 'the switches');
      await expectMatch(`guided-first-run-review-${width}-${theme}-${lang}`, el);
    });
});
