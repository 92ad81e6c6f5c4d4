// Keyboard only, on a short screen: every control Tab reaches is scrolled fully above the sticky
// actions bar (WCAG 2.2 SC 2.4.11, focus not obscured), in every section the element renders.
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import {scrollToMappings, waitFor} from '../harness.ts';
import {loaded, mountInstallConfig, resetEmulator, shadow} from './helpers.ts';

/** The element that has focus, through every shadow root. */
function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

const describeEl = (e: Element) =>
  `${e.localName}${e.getAttribute('part') ? `[part=${e.getAttribute('part')}]` : ''} "${
    e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 40)
  }"`;

describe('focus is never hidden under the sticky actions bar', () => {
  beforeEach(resetEmulator);
  afterEach(() => setViewport({width: 800, height: 600}));

  for (const width of [1000, 375]) {
    it(`Tab through the whole form at ${width} x 720: each control ends above the bar`, async () => {
      await setViewport({width, height: 720});
      const el = await loaded(await mountInstallConfig());
      const root = shadow(el);
      // the lazily loaded sections (mappings, switches, connection) are in place before tabbing
      await waitFor(
        () =>
          scrollToMappings(el) &&
          root.querySelector('field-mapping-editor')?.shadowRoot?.querySelector('input'),
        'the mapping editor',
      );
      await waitFor(
        () => root.querySelector('[part=switches] input, [part=switches] [role=switch]'),
        'the subscribe and proxy switches',
      );
      const bar = root.querySelector<HTMLElement>('[part=actions]')!;
      root.querySelector<HTMLElement>('[part=header]')?.scrollIntoView();
      (
        root.querySelector('connection-status')?.shadowRoot?.querySelector<HTMLElement>('button') ??
        document.body
      ).focus();
      const seen = new Set<Element>();
      const hidden: string[] = [];
      for (let i = 0; i < 250; i++) {
        await sendKeys({press: 'Tab'});
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const focused = deepActive();
        if (!focused || !el.contains(document.activeElement) || seen.has(focused)) break;
        seen.add(focused);
        if (bar.contains(focused)) continue;
        const box = focused.getBoundingClientRect();
        if (box.height > 0 && box.bottom > bar.getBoundingClientRect().top + 0.5)
          hidden.push(describeEl(focused));
      }
      expect(seen.size, 'controls reached by Tab').to.be.greaterThan(10);
      expect(hidden, 'controls under the bar when focused').to.deep.equal([]);
    });
  }
});
