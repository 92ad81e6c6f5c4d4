// <install-config> at phone, tablet and desktop widths against the emulator: nothing wider than
// the element (no sideways page scroll), Save in view, and every control reachable with Tab.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {getToken, loaded, resetEmulator, saveButton} from '../e2e/helpers.ts';
import {deepActive, deepElements} from './helpers.ts';

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

async function mountAt(width: number) {
  await setViewport({width, height: 800});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div>
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
  await loaded(el);
  return {wrap, el};
}

describe('<install-config> layout by width', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  for (const width of [320, 375, 768, 1280]) {
    it(`${width} px: nothing wider than the element, Save in view, every control reachable by Tab`, async () => {
      const {wrap, el} = await mountAt(width);
      expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(innerWidth);
      const box = el.getBoundingClientRect();
      expect(box.right).to.be.at.most(innerWidth + 0.5);
      const wide = deepElements(el).filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5) && !clippedWithin(e, el);
      });
      expect(
        wide.map((e) => `${e.localName}.${e.className}`),
        'boxes wider than the element',
      ).to.deep.equal([]);

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
});
