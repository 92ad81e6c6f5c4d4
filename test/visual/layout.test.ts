// <install-config> at phone, tablet and desktop widths against the emulator: nothing wider than
// the element (no sideways page scroll), Save in view, and every control reachable with Tab.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {
  ACME,
  apiClient,
  clickSave,
  getToken,
  loaded,
  resetEmulator,
  saveButton,
  typeDefault,
} from '../e2e/helpers.ts';
import {deepActive, deepElements} from './helpers.ts';
import {format} from '../../src/elements/strings.ts';
import {LANGUAGES} from '../languages.ts';

/** Whether a box between `node` and `top` clips or scrolls sideways (its overflow is then its own). */
function clippedWithin(node: Element, top: Element): boolean {
  let p: Element | null = node;
  for (;;) {
    p = p.parentElement ?? ((p.getRootNode() as ShadowRoot).host || null);
    if (!p || p === top) return false;
    if (getComputedStyle(p).overflowX !== 'visible') return true;
  }
}

const isControl = (e: Element) =>
  e.matches('button, select, input, textarea, a[href], [tabindex]') &&
  !(e as HTMLButtonElement).disabled &&
  (e as HTMLElement).tabIndex >= 0 &&
  e.getClientRects().length > 0 &&
  getComputedStyle(e).visibility !== 'hidden';

async function mountAt(width: number, lang = 'en') {
  await setViewport({width, height: 800});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${lang === 'ar' ? 'rtl' : 'ltr'}>
      <button id="before">before</button>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        .getToken=${getToken}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  const catalogue = LANGUAGES[lang];
  await loaded(el, catalogue ? format(catalogue.defaultFor, {field: 'Email'}, lang) : undefined);
  return {wrap, el};
}

/** Boxes of `el` that stick out of it sideways without a scroller of their own to hold them. */
function wideBoxes(el: Element): string[] {
  const box = el.getBoundingClientRect();
  return deepElements(el)
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5) && !clippedWithin(e, el);
    })
    .map((e) => `${e.localName}.${e.className}`);
}

/** Buttons, labels and headings whose own text is cut (wider than their box, which hides it). */
function cutWords(el: Element): string[] {
  return deepElements(el)
    .filter((e) => e.matches('button, label, legend, summary, h2, h3, [role=columnheader], [part~=label]'))
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).overflowX !== 'visible')
    .filter((e) => e.scrollWidth > e.clientWidth + 1)
    .map((e) => e.textContent!.trim());
}

describe('<install-config> layout by width', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  for (const width of [320, 375, 768, 1280]) {
    it(`${width} px: nothing wider than the element, Save in view, every control reachable by Tab`, async () => {
      const {wrap, el} = await mountAt(width);
      expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(innerWidth);
      expect(el.getBoundingClientRect().right).to.be.at.most(innerWidth + 0.5);
      expect(wideBoxes(el), 'boxes wider than the element').to.deep.equal([]);

      // Save is on screen (the actions stick to the bottom while the element is taller than the view).
      const save = saveButton(el).getBoundingClientRect();
      expect(save.left).to.be.at.least(0);
      expect(save.right).to.be.at.most(innerWidth);
      expect(save.top).to.be.at.least(0);
      expect(save.bottom).to.be.at.most(innerHeight);

      // Tab from the button before the element until Save (the last control); collect what got focus.
      // An edit, so Save (the last control) and Discard are enabled and in the Tab order.
      el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
      await el.updateComplete;
      const controls = new Set(deepElements(el).filter(isControl));
      const reached = new Set<Element>();
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      for (let i = 0; i < 250 && deepActive() !== saveButton(el); i++) {
        await sendKeys({press: 'Tab'});
        const a = deepActive();
        if (a) reached.add(a);
      }
      expect(deepActive(), 'Tab reaches Save').to.equal(saveButton(el));
      // Controls rendered at the start (rows scrolled out of the window are re-rendered on the way).
      const missed = [...controls].filter((c) => c.isConnected && !reached.has(c));
      expect(
        missed.map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.localName),
        'controls Tab never reached',
      ).to.deep.equal([]);
    });
  }

  // French and German are the long ones; Arabic lays out right to left
  for (const lang of Object.keys(LANGUAGES))
    it(`320 px in ${lang}: every word fits, nothing wider than the element`, async () => {
      const {el} = await mountAt(320, lang);
      expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(innerWidth);
      expect(wideBoxes(el), 'boxes wider than the element').to.deep.equal([]);
      expect(cutWords(el), 'words cut off').to.deep.equal([]);
    });
});

// A phone of 320 x 568 after a failed save or a save that met another one (409): the notice reads
// in full (no sentence cut inside a small inner scroller), in view above the sticky bar, and the
// bar covers at most a quarter of the view.
describe('<install-config> notices at 320 x 568', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  async function mountPhone() {
    await setViewport({width: 320, height: 568});
    document.body.style.margin = '0';
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        .getToken=${getToken}
      ></install-config>`,
    );
    await loaded(el);
    await typeDefault(el, 'Age', '30');
    return el;
  }

  function expectReadable(el: InstallConfig) {
    const root = el.shadowRoot!;
    const notice = root.querySelector('[part=notice]')!;
    const bar = root.querySelector('[part=actions]')!.getBoundingClientRect();
    expect(bar.height, 'the sticky bar').to.be.at.most(568 / 4);
    const cut = [notice, ...notice.querySelectorAll('*')].filter(
      (e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible',
    );
    expect(
      cut.map((e) => e.textContent!.trim()),
      'text cut inside a scroller',
    ).to.deep.equal([]);
    const box = notice.getBoundingClientRect();
    expect(box.top, 'the notice starts in view').to.be.at.least(0);
    expect(box.bottom, 'the notice ends above the bar').to.be.at.most(bar.top + 0.5);
  }

  it('a failed save: the whole sentence in view, the bar a quarter at most', async () => {
    const original = window.fetch;
    window.fetch = async (input, init) =>
      init?.method === 'PATCH' ? new Response('', {status: 503}) : original(input, init);
    try {
      const el = await mountPhone();
      el.shadowRoot!.querySelector('[part=header]')?.scrollIntoView();
      expect((await clickSave(el)).type).to.equal('ic-error');
      await el.updateComplete;
      expectReadable(el);
    } finally {
      window.fetch = original;
    }
  });

  it('a 409 merged with another save: the whole notice in view, the bar a quarter at most', async () => {
    const el = await mountPhone();
    const other = apiClient();
    const current = await other.getInstallation(ACME);
    const contact = structuredClone(current.config.content.write!.objects!.contact!);
    contact.selectedFieldSettings = {...contact.selectedFieldSettings, phone: {writeOnCreate: 'never'}};
    await other.updateInstallation(ACME, {
      updateMask: ['config.content.write.objects.contact'],
      installation: {config: {revisionId: current.config.revisionId, content: {write: {objects: {contact}}}}},
    } as never);
    el.shadowRoot!.querySelector('[part=header]')?.scrollIntoView();
    expect((await clickSave(el)).type).to.equal('ic-error');
    await el.updateComplete;
    expectReadable(el);
  });
});
