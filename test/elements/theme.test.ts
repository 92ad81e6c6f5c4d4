// The shared theme as a host developer sets it: one brand accent for both themes, with readable
// text on it, a font size token, and the page's own font through `font: inherit`.
import '../console-guard.ts';
import {scrollToMappings} from '../harness.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {executeServerCommand} from '@web/test-runner-commands';
import '../../src/define.ts';
import '../../src/define/connection-status.ts';
import type {ConnectionStatus} from '../../src/elements/connection-status/connection-status.ts';
import type {Installation} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {waitUntil} from '../wait.ts';
import {ACME, getToken, resetEmulator} from '../e2e/helpers.ts';

const NEEDS_RECONNECT = {
  id: 'i',
  projectId: 'p',
  integrationId: 'n',
  connection: {id: 'c', provider: 'acme', status: 'bad_credentials'},
  config: {revisionId: 'r', content: {provider: 'acme'}},
} as Installation;

/** Any CSS colour as sRGB 0..255, through a canvas (Chromium computes oklch() as oklch()). */
function rgb(color: string): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}
function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function panel(style: string, theme: 'light' | 'dark') {
  const wrap = await fixture<HTMLDivElement>(html`
    <div style=${style}>
      <connection-status theme=${theme} .installation=${NEEDS_RECONNECT}></connection-status>
    </div>
  `);
  const el = wrap.querySelector<ConnectionStatus>('connection-status')!;
  await el.updateComplete;
  const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!;
  return {el, button: getComputedStyle(button), host: getComputedStyle(el)};
}

describe('theme', () => {
  const accents = ['#0b57d0', '#ffcc00', '#7c3aed', '#00a37a', '#111111', '#f5f5f5'];
  for (const accent of accents) {
    it(`a brand accent ${accent} set once keeps text on it at 4.5:1 or more, light and dark`, async () => {
      for (const theme of ['light', 'dark'] as const) {
        const {button} = await panel(`--ic-accent: ${accent}`, theme);
        const ratio = contrast(button.color, button.backgroundColor);
        expect(ratio, `${theme}: ${button.color} on ${button.backgroundColor}`).to.be.at.least(4.5);
      }
    });
  }

  /** The field editor's "What do these mean?" (text in the accent) and its background. */
  async function accentText(style: string, theme: 'light' | 'dark') {
    const wrap = await fixture<HTMLDivElement>(html`
      <div style=${style}>
        <field-settings-editor
          theme=${theme}
          object="contact"
          .fields=${{email: {fieldName: 'email', displayName: 'Email', valueType: 'string'}}}
          .settings=${{}}
        ></field-settings-editor>
      </div>
    `);
    const el = wrap.querySelector('field-settings-editor')!;
    await el.updateComplete;
    const summary = el.shadowRoot!.querySelector('.help summary')!;
    return {text: getComputedStyle(summary).color, background: getComputedStyle(el).backgroundColor};
  }

  it('dark mode lifts a dark brand accent used as text, so it reads on the dark background', async () => {
    const dark = await accentText('--ic-accent: #0b57d0', 'dark');
    expect(contrast(dark.text, dark.background), dark.text).to.be.at.least(4.5);
    const light = await accentText('--ic-accent: #0b57d0', 'light');
    expect(rgb(light.text)).to.deep.equal([11, 87, 208]);
  });

  it('a filled accent (Save) keeps the brand colour as is in dark, so its label pairs with it', async () => {
    const {button} = await panel('--ic-accent: #0b57d0', 'dark');
    expect(rgb(button.backgroundColor)).to.deep.equal([11, 87, 208]);
  });

  it('--ic-accent-dark and --ic-accent-contrast win over the derived colours', async () => {
    const {button} = await panel(
      '--ic-accent: #0b57d0; --ic-accent-dark: #ff00ff; --ic-accent-contrast: #00ff00',
      'dark',
    );
    expect(rgb(button.backgroundColor)).to.deep.equal([255, 0, 255]);
    expect(rgb(button.color)).to.deep.equal([0, 255, 0]);
  });

  it('--ic-font-size scales the text', async () => {
    const {host} = await panel('--ic-font-size: 20px', 'light');
    expect(host.fontSize).to.equal('20px');
  });

  it('font: inherit on the element takes the page font; by default a system stack', async () => {
    const plain = await panel('font-family: "Courier New", monospace', 'light');
    expect(plain.host.fontFamily).to.contain('system-ui');
    const wrap = await fixture<HTMLDivElement>(html`
      <div style='font: 17px "Courier New", monospace'>
        <connection-status style="font: inherit" .installation=${NEEDS_RECONNECT}></connection-status>
      </div>
    `);
    const host = getComputedStyle(wrap.querySelector('connection-status')!);
    expect(host.fontFamily).to.contain('Courier New');
    expect(host.fontSize).to.equal('17px');
  });

  /** The first select of a field-settings editor (the default's type, a chevron select). */
  async function firstSelect(dir: 'ltr' | 'rtl') {
    const wrap = await fixture<HTMLDivElement>(html`
      <div dir=${dir}>
        <field-settings-editor
          object="contact"
          .fields=${{email: {fieldName: 'email', displayName: 'Email', valueType: 'string'}}}
          .settings=${{}}
        ></field-settings-editor>
      </div>
    `);
    const el = wrap.querySelector('field-settings-editor')!;
    await el.updateComplete;
    return getComputedStyle(el.shadowRoot!.querySelector('select:not([multiple])')!);
  }

  it('right to left puts the select chevron on the start (left) side', async () => {
    expect((await firstSelect('ltr')).backgroundPosition).to.match(
      /^calc\(100% - 12px\) 50%, calc\(100% - 7px\) 50%/,
    );
    expect((await firstSelect('rtl')).backgroundPosition).to.match(/^7px 50%, 12px 50%/);
  });

  /** Where on screen characters [start, end) of an element's text are drawn. */
  function placeOf(el: Element, start: number, end: number): DOMRect {
    const range = document.createRange();
    range.setStart(el.firstChild!, start);
    range.setEnd(el.firstChild!, end);
    return range.getBoundingClientRect();
  }

  it('an English message in a right-to-left page reads in its own order, on the right', async () => {
    const wrap = await fixture<HTMLDivElement>(html`
      <div dir="rtl" lang="en" style="width: 900px">
        <field-settings-editor
          object="contact"
          .fields=${{
            email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
            id: {fieldName: 'id', displayName: 'Record ID', valueType: 'string', readOnly: true},
          }}
          .settings=${{}}
        ></field-settings-editor>
      </div>
    `);
    const el = wrap.querySelector('field-settings-editor')!;
    await el.updateComplete;
    const root = el.shadowRoot!;
    // "2 of 2 fields": the count before "of", as in English (not "of 2 fields 2")
    const count = root.querySelector('.count')!;
    expect(count.textContent).to.equal('2 of 2 fields');
    expect(placeOf(count, 0, 1).right).to.be.at.most(placeOf(count, 2, 4).left);
    // "Read-only: never written.": the full stop at the end of the words (not ".Read-only")
    const note = root.querySelector('.fixed')!;
    const text = note.textContent!;
    expect(text.endsWith('.')).to.equal(true);
    expect(placeOf(note, text.length - 1, text.length).left).to.be.at.least(placeOf(note, 0, 4).right);
    // a paragraph keeps to the layout's side: on the right
    el.fields = {};
    await el.updateComplete;
    const empty = root.querySelector('p.status')!;
    const words = placeOf(empty, 0, empty.textContent!.length);
    const contentRight =
      empty.getBoundingClientRect().right - parseFloat(getComputedStyle(empty).paddingRight);
    expect(contentRight - words.right, 'aligned on the right').to.be.below(2);
  });

  it('in forced colours, selects get the browser chevron back (gradients are dropped there)', async () => {
    expect((await firstSelect('ltr')).appearance).to.equal('none');
    await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'active'}]});
    try {
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      expect((await firstSelect('ltr')).appearance).to.equal('auto');
    } finally {
      await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'none'}]});
    }
  });

  describe('the inner parts through <install-config>', () => {
    beforeEach(resetEmulator);

    async function styled(css: string) {
      const wrap = await fixture<HTMLDivElement>(
        html`<div>
          <style>
            ${css}
          </style>
          <install-config
            project=${ACME.projectIdOrName}
            integration=${ACME.integrationId}
            installation=${ACME.installationId}
            group-ref="group-1"
            consumer-ref="consumer-1"
            base-url="/v1"
            .getToken=${getToken}
          ></install-config>
        </div>`,
      );
      const el = wrap.querySelector<InstallConfig>('install-config')!;
      const editor = () => el.shadowRoot!.querySelector('field-settings-editor')?.shadowRoot;
      const mapping = () => el.shadowRoot!.querySelector('field-mapping-editor')?.shadowRoot;
      await waitUntil(() => editor()?.querySelector('.body [part~=row]'), 'no rows');
      await waitUntil(
        () => scrollToMappings(el) && mapping()?.querySelector('[part~=suggestion]'),
        'no mapping suggestion',
      );
      return {
        el,
        editor: editor()!,
        mapping: mapping()!,
        picker: el.shadowRoot!.querySelector('write-object-picker')!.shadowRoot!,
      };
    }

    // The settings theming.md documents, each as a host writes it: Save's label must read at
    // 4.5:1 or more on Save in both themes.
    const documented = {
      'the default accent': '',
      'a brand accent with a white label': '--ic-accent: #0b57d0; --ic-accent-contrast: #ffffff',
      'a light brand accent with a dark label': '--ic-accent: #ffcc00; --ic-accent-contrast: #1b1f24',
      'a brand accent with the label left automatic': '--ic-accent: #7c3aed',
    };
    for (const [setting, declarations] of Object.entries(documented)) {
      it(`Save's label reads at 4.5:1 or more, light and dark, with ${setting}`, async () => {
        const {el, picker} = await styled(`install-config { ${declarations} }`);
        // an edit, so Save is enabled (a disabled Save is dimmed)
        const box = picker.querySelector<HTMLInputElement>('[part~=input]')!;
        await waitUntil(() => !box.disabled, 'the picker stays disabled');
        box.click();
        const save = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=save-button]')!;
        await waitUntil(() => !save.disabled, 'Save stays disabled after an edit');
        for (const theme of ['light', 'dark'] as const) {
          el.setAttribute('theme', theme);
          const {color, backgroundColor} = getComputedStyle(save);
          const ratio = contrast(color, backgroundColor);
          expect(ratio, `${theme}: ${color} on ${backgroundColor}`).to.be.at.least(4.5);
        }
      });
    }

    it('a host styles the rows, inputs and labels inside with install-config::part()', async () => {
      const {editor, picker} = await styled(`
        install-config::part(row) { background-color: rgb(1, 2, 3); }
        install-config::part(input) { outline: 3px solid rgb(4, 5, 6); }
        install-config::part(table) { border-color: rgb(7, 8, 9); }
      `);
      const row = editor.querySelector('.body [part~=row]')!;
      expect(getComputedStyle(row).backgroundColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(editor.querySelector('[part~=input]')!).outlineColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(picker.querySelector('[part~=input]')!).outlineColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(editor.querySelector('[part~=table]')!).borderTopColor).to.equal(
        'rgb(7, 8, 9)',
      );
    });

    /** The typeface of the labels and controls a customer reads in each inner element. */
    function innerFonts({editor, picker, mapping}: Awaited<ReturnType<typeof styled>>) {
      const controls = [
        editor.querySelector('.body [part~=row] [part~=label]')!,
        editor.querySelector('.body [part~=row] select')!,
        picker.querySelector('[part~=label]')!,
        picker.querySelector('[part~=input]')!,
        mapping.querySelector('[part~=row] [part~=label]')!,
        mapping.querySelector('[part~=row] [part~=input]')!,
      ];
      return controls.map((c) => getComputedStyle(c).fontFamily);
    }

    it("font: inherit on <install-config> gives every inner element's rows and inputs the page font", async () => {
      const inner = await styled(`
        div:has(> install-config) { font: 17px "Courier New", monospace; }
        install-config { font: inherit; }
      `);
      expect(innerFonts(inner)).to.deep.equal(Array(6).fill('"Courier New", monospace'));
      // and its size, which the inner elements' own sizes (rem) do not override
      expect(getComputedStyle(inner.picker.querySelector('[part~=label]')!).fontSize).to.equal('17px');
    });

    it("--ic-font on <install-config> reaches every inner element's rows and inputs", async () => {
      const inner = await styled(`install-config { --ic-font: 15px Georgia, serif; }`);
      expect(innerFonts(inner)).to.deep.equal(Array(6).fill('Georgia, serif'));
    });

    it("and the mapping editor's: its suggestions, rows and inputs", async () => {
      const {mapping} = await styled(`
        install-config::part(suggestion) { color: rgb(10, 11, 12); }
        install-config::part(input) { outline: 3px solid rgb(4, 5, 6); }
      `);
      expect(getComputedStyle(mapping.querySelector('[part~=suggestion]')!).color).to.equal(
        'rgb(10, 11, 12)',
      );
      expect(getComputedStyle(mapping.querySelector('[part~=input]')!).outlineColor).to.equal('rgb(4, 5, 6)');
    });

    it('every part the inner elements document is exported, but their base', async () => {
      const manifest = (await (await fetch('/custom-elements.json')).json()) as {
        modules: {declarations?: {tagName?: string; cssParts?: {name: string}[]}[]}[];
      };
      const partsOf = (tag: string) =>
        manifest.modules
          .flatMap((m) => m.declarations ?? [])
          .find((d) => d.tagName === tag)!
          .cssParts!.map((p) => p.name)
          .filter((name) => name !== 'base')
          .sort();
      const {el} = await styled('');
      // each exported part by its inner name ("notice: mapping-notice" exports `notice`)
      const exported = (selector: string) =>
        el
          .shadowRoot!.querySelector(selector)!
          .getAttribute('exportparts')!
          .split(',')
          .map((p) => p.split(':')[0]!.trim())
          .sort();
      expect(exported('write-object-picker')).to.deep.equal(partsOf('write-object-picker'));
      expect(exported('field-settings-editor')).to.deep.equal(partsOf('field-settings-editor'));
      expect(exported('field-mapping-editor')).to.deep.equal(partsOf('field-mapping-editor'));
    });
  });
});
