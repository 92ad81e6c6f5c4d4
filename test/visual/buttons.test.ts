// One control language: every button of the built form, in each state a customer reaches (loaded,
// bulk edit, preview, the mapping editor, the connection panel, a failed save's notice, the review
// dialog, a load that failed with Retry), takes its fill and border from the theme, light and
// dark: the page's fill or the accent, never a grey block like the browser's button (ButtonFace,
// an outset border).
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {clickSave, getToken, loaded, resetEmulator, shadow, typeDefault} from '../e2e/helpers.ts';
import {waitFor} from '../harness.ts';
import {deepElements} from './helpers.ts';

async function mount(theme: 'light' | 'dark') {
  return fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      group-ref="group-1"
      consumer-ref="consumer-1"
      base-url="/v1"
      theme=${theme}
      .getToken=${getToken}
    ></install-config>`,
  );
}

/** A colour as the browser computes it (`rgb(…)`), resolved in a probe on the page. */
function resolved(color: string, scheme: string): string {
  const probe = document.createElement('div');
  probe.style.colorScheme = scheme;
  probe.style.backgroundColor = color;
  document.body.append(probe);
  const out = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return out;
}

/** The fills the theme gives a button in `button`'s element: the page's, the accent, or none. */
function themeFills(button: Element): Set<string> {
  const host = (button.getRootNode() as ShadowRoot).host;
  const style = getComputedStyle(host);
  const scheme = style.colorScheme;
  const fills = ['--_bg', '--_fill'].map((p) => resolved(style.getPropertyValue(p), scheme));
  return new Set([...fills, 'rgba(0, 0, 0, 0)']);
}

/** The browser's own button, unstyled, in `scheme`. */
function browserButton(scheme: string) {
  const b = document.createElement('button');
  b.style.colorScheme = scheme;
  document.body.append(b);
  const {backgroundColor, borderTopStyle} = getComputedStyle(b);
  b.remove();
  return {backgroundColor, borderTopStyle};
}

/** Every shown button that looks like the browser's, or whose fill is none of the theme's. */
function unthemed(el: Element): string[] {
  const ua = [browserButton('light'), browserButton('dark')];
  return deepElements(el)
    .filter((b) => b.localName === 'button' && b.getClientRects().length > 0)
    .filter((b) => {
      const s = getComputedStyle(b);
      return (
        ua.some((u) => u.backgroundColor === s.backgroundColor) ||
        ['outset', 'inset'].includes(s.borderTopStyle) ||
        !themeFills(b).has(s.backgroundColor)
      );
    })
    .map((b) => `${(b.getAttribute('part') ?? b.className) || 'button'} "${b.textContent!.trim()}"`);
}

const editor = (el: InstallConfig) => shadow(el).querySelector('field-settings-editor')?.shadowRoot;

describe('every button is themed', () => {
  beforeEach(resetEmulator);

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: loaded, bulk edit, preview, mapping, connection with Reconnect`, async () => {
      // the installation answered as unhealthy: the connection panel offers Reconnect
      const original = window.fetch;
      window.fetch = async (input, init) => {
        const answer = await original(input, init);
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (!answer.ok || !url.pathname.endsWith('/installations/inst-acme')) return answer;
        return Response.json({...(await answer.json()), healthStatus: 'unhealthy'});
      };
      const el = await loaded(await mount(theme)).finally(() => (window.fetch = original));
      // the mapping editor loads as its section nears the view
      shadow(el).querySelector('section.mappings')!.scrollIntoView();
      await waitFor(
        () => shadow(el).querySelector('field-mapping-editor')?.shadowRoot?.querySelector('button'),
        'the mapping editor',
      );
      await waitFor(
        () => shadow(el).querySelector('connection-status')?.shadowRoot?.querySelector('button'),
        'the connection panel',
      );
      editor(el)!.querySelector<HTMLButtonElement>('[part=bulk-button]')!.click();
      await waitFor(() => editor(el)!.querySelector('[part=bulk] button'), 'the bulk toolbar');
      editor(el)!.querySelector<HTMLButtonElement>('[part=preview-button]')!.click();
      await waitFor(() => editor(el)!.querySelector('.preview'), 'the preview');
      const count = deepElements(el).filter((b) => b.localName === 'button').length;
      expect(count, 'buttons walked').to.be.greaterThan(10);
      expect(unthemed(el)).to.deep.equal([]);
    });

    it(`${theme}: a failed save's notice with Retry, and the review dialog`, async () => {
      const original = window.fetch;
      window.fetch = async (input, init) =>
        init?.method === 'PATCH' ? new Response('', {status: 503}) : original(input, init);
      try {
        const el = await loaded(await mount(theme));
        await typeDefault(el, 'Age', '30');
        expect((await clickSave(el)).type).to.equal('ic-error');
        await waitFor(() => shadow(el).querySelector('[part=dismiss-button]'), 'the notice');
        expect(unthemed(el)).to.deep.equal([]);
        el.review = true;
        await el.updateComplete;
        shadow(el).querySelector<HTMLButtonElement>('[part=save-button]')!.click();
        await waitFor(() => shadow(el).querySelector('[part=review] button'), 'the review');
        expect(unthemed(el)).to.deep.equal([]);
      } finally {
        window.fetch = original;
      }
    });

    it(`${theme}: fields that failed to load, with Retry`, async () => {
      const original = window.fetch;
      window.fetch = async (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/metadata')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : original(input, init);
      try {
        const el = await mount(theme);
        await waitFor(() => editor(el)?.querySelector('[role=alert] button'), 'the Retry');
        expect(unthemed(el)).to.deep.equal([]);
      } finally {
        window.fetch = original;
      }
    });
  }
});
