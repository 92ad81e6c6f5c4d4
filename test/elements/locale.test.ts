// Every locale as a customer meets it in <field-settings-editor>: a German decimal comma is read
// as the decimal it means and shown back as typed, numbers are written the language's way, and a
// multiple choice default is a picker with "No default", by mouse and by keyboard.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {executeServerCommand, sendKeys} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {FieldMetadata, FieldSettings, Installation} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import {memoryClient} from './memory-client.ts';

const FIELDS: FieldMetadata[] = [
  {fieldName: 'score', displayName: 'Score', valueType: 'float'},
  {
    fieldName: 'tags',
    displayName: 'Tags',
    valueType: 'multiSelect',
    values: [
      {value: 'red', displayValue: 'Red'},
      {value: 'blue', displayValue: 'Blue'},
      {value: 'green', displayValue: 'Green'},
    ],
  },
];

async function editor(
  lang: string,
  settings: Record<string, FieldSettings> = {},
  fields = FIELDS,
  width = '',
) {
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style=${width && `width: ${width}`}>
      <field-settings-editor object="contact" .fields=${fields} .settings=${settings}></field-settings-editor>
    </div>`,
  );
  const el = wrap.querySelector('field-settings-editor')!;
  const label = lang === 'de' ? 'Standardwert für Score' : 'Default value for Score';
  await waitUntil(() => el.shadowRoot!.querySelector(`[aria-label="${label}"]`), `${lang} labels`);
  return el;
}

const scoreInput = (el: FieldSettingsEditor) =>
  el.shadowRoot!.querySelector<HTMLInputElement>('[aria-label$=" Score"]:not(button)')!;

async function type(el: FieldSettingsEditor, input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  input.dispatchEvent(new Event('change', {bubbles: true}));
  await el.updateComplete;
}

describe('<field-settings-editor> in every locale', () => {
  describe('decimal numbers', () => {
    it('reads a German decimal comma: "1,5" is saved as 1.5 and shown back as 1,5', async () => {
      const el = await editor('de');
      const changed = oneEvent(el, 'ic-change');
      await type(el, scoreInput(el), '1,5');
      expect((await changed).detail).to.deep.include({settings: {default: {stringValue: '1.5'}}});
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '1.5'}});
      expect(el.shadowRoot!.querySelector('.msg.error'), 'no error on the row').to.equal(null);
      expect(scoreInput(el).value).to.equal('1,5');
    });

    it('reads German thousands: "-1.234,25" is saved as -1234.25 and shown back as typed', async () => {
      const el = await editor('de');
      await type(el, scoreInput(el), '-1.234,25');
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '-1234.25'}});
      expect(el.shadowRoot!.querySelector('.msg.error'), 'no error on the row').to.equal(null);
      expect(scoreInput(el).value).to.equal('-1.234,25');
    });

    it('shows a stored decimal over a thousand grouped, its digits exactly as stored', async () => {
      const el = await editor('de', {score: {default: {stringValue: '1234567.125'}}});
      expect(scoreInput(el).value).to.equal('1.234.567,125');
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '1234567.125'}});
    });

    it('refuses German thousands grouped wrongly ("12.34,5") on its row, keeping the text', async () => {
      const el = await editor('de');
      await type(el, scoreInput(el), '12.34,5');
      expect(el.getFieldSettings('score')).to.equal(undefined);
      expect(el.shadowRoot!.querySelector('.msg.error')?.textContent).to.contain('Dezimalzahl');
      expect(scoreInput(el).value).to.equal('12.34,5');
    });

    it('shows a stored decimal with the German comma, and keeps it exactly as stored', async () => {
      const el = await editor('de', {score: {default: {stringValue: '2.750'}}});
      expect(scoreInput(el).value).to.equal('2,750');
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '2.750'}});
    });

    it('in English a comma is no decimal point: "1,5" is refused on its row', async () => {
      const el = await editor('en');
      await type(el, scoreInput(el), '1,5');
      expect(el.getFieldSettings('score')).to.equal(undefined);
      expect(el.shadowRoot!.querySelector('.msg.error')?.textContent).to.contain('decimal number');
      expect(scoreInput(el).value).to.equal('1,5');
    });
  });

  it('writes counts the language’s way: 1.200 von 1.200 Feldern', async () => {
    const many = Array.from({length: 1200}, (_, i): FieldMetadata => ({
      fieldName: `f${i}`,
      valueType: 'string',
    }));
    const el = await editor('de', {}, [FIELDS[0]!, ...many.slice(1)]);
    await waitUntil(() => el.shadowRoot!.textContent!.includes('1.200 von 1.200 Feldern'), 'German count');
  });

  describe('counts in messages', () => {
    const many = Array.from({length: 1200}, (_, i): FieldMetadata => ({
      fieldName: `f${i}`,
      displayName: `Field ${i}`,
      valueType: 'string',
    }));

    it('the bulk toolbar counts 1.200 selected fields in German, 1,200 in English', async () => {
      for (const [lang, text] of [
        ['de', 'Ausgewählt: 1.200'],
        ['en', 'Selected: 1,200'],
      ] as const) {
        const draft = ConfigDraft.from({
          id: 'inst-1',
          projectId: 'demo',
          integrationId: 'int-1',
          config: {revisionId: 'rev-1', content: {provider: 'acme', write: {objects: {}}}},
        });
        const wrap = await fixture<HTMLDivElement>(
          html`<div lang=${lang}>
            <field-settings-editor object="contact" .fields=${many} .draft=${draft}></field-settings-editor>
          </div>`,
        );
        const el = wrap.querySelector('field-settings-editor')!;
        await el.updateComplete;
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part=bulk-button]')!.click();
        await waitUntil(() => el.shadowRoot!.querySelector('[part=select-all]'), 'the toolbar loaded');
        el.shadowRoot!.querySelector<HTMLInputElement>('[part=select-all]')!.click();
        await waitUntil(() => el.shadowRoot!.querySelector('[part=bulk]')!.textContent!.includes(text), text);
      }
    });

    it('<install-config> counts 1.200 unsaved changes in German, in its status and on Discard', async () => {
      const {client} = memoryClient({
        manifest: {name: 'crm', provider: 'acme', write: {objects: [{objectName: 'contact'}]}},
        installation: {
          id: 'inst-1',
          projectId: 'demo',
          integrationId: 'int-1',
          config: {
            revisionId: 'rev-1',
            content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
          },
        } as Installation,
        metadata: () => ({
          name: 'contact',
          displayName: 'Kontakte',
          fields: Object.fromEntries(many.map((f) => [f.fieldName, f])),
        }),
      });
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de">
          <install-config
            project="demo"
            integration="int-1"
            installation="inst-1"
            group-ref="group-1"
            .client=${client}
          ></install-config>
        </div>`,
      );
      const el = wrap.querySelector<InstallConfig>('install-config')!;
      const draft = await el.ready;
      draft.transaction((d) => {
        for (const f of many)
          d.writeObject('contact').setFieldSettings(f.fieldName, {writeOnUpdate: 'never'});
      });
      const text = () => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
      await waitUntil(
        () => text().includes('1.200 ungespeicherte Änderungen'),
        'the status counts in German',
      );
      expect(text()).to.contain('1.200 Änderungen verwerfen');
    });
  });

  describe('multiple choice defaults', () => {
    const button = (el: FieldSettingsEditor) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>('button.picker')!;
    const list = (el: FieldSettingsEditor) => el.shadowRoot!.querySelector<HTMLElement>('.choices')!;
    const box = (el: FieldSettingsEditor, text: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLLabelElement>('.choices label')]
        .find((l) => l.textContent!.trim() === text)!
        .querySelector('input')!;
    const labels = (el: FieldSettingsEditor) =>
      [...list(el).querySelectorAll('label')].map((l) => l.textContent!.trim());
    const focused = (el: FieldSettingsEditor) =>
      el.shadowRoot!.activeElement?.closest('label')?.textContent!.trim() ??
      el.shadowRoot!.activeElement?.textContent;
    const click = async (el: FieldSettingsEditor, input: HTMLInputElement) => {
      input.click();
      await el.updateComplete;
    };

    it('names the choice on a button that opens checkboxes, "No default" first and checked', async () => {
      const el = await editor('en');
      expect(button(el).textContent).to.equal('No default');
      button(el).click();
      expect(list(el).matches(':popover-open'), 'the list is open').to.equal(true);
      expect(labels(el)).to.deep.equal(['No default', 'Red', 'Blue', 'Green']);
      expect(box(el, 'No default').checked).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('checking values chooses them; "No default" clears them; the list keeps its order', async () => {
      const el = await editor('en');
      button(el).click();
      await click(el, box(el, 'Blue'));
      await click(el, box(el, 'Red'));
      expect(el.getFieldSettings('tags')).to.deep.equal({default: {stringValue: 'blue;red'}});
      expect(button(el).textContent).to.equal('Blue, Red');
      expect(labels(el)).to.deep.equal(['No default', 'Red', 'Blue', 'Green']);
      expect(box(el, 'No default').checked).to.equal(false);
      expect(list(el).matches(':popover-open'), 'still open while choosing').to.equal(true);
      await click(el, box(el, 'No default'));
      expect(el.getFieldSettings('tags')).to.equal(undefined);
      expect(button(el).textContent).to.equal('No default');
      expect(box(el, 'No default').checked).to.equal(true);
      // clicking it again changes nothing: it stays checked, and nothing is reported
      let changes = 0;
      el.addEventListener('ic-change', () => changes++);
      await click(el, box(el, 'No default'));
      await el.updateComplete;
      expect(box(el, 'No default').checked).to.equal(true);
      expect(changes).to.equal(0);
    });

    it('shows a stored value the field no longer lists as custom, kept until unchecked', async () => {
      const el = await editor('en', {tags: {default: {stringValue: 'red;purple'}}});
      expect(button(el).textContent).to.equal('Red, Custom: purple');
      button(el).click();
      expect(box(el, 'Custom: purple').checked).to.equal(true);
      await click(el, box(el, 'Custom: purple'));
      await click(el, box(el, 'Green'));
      expect(el.getFieldSettings('tags')).to.deep.equal({default: {stringValue: 'red;green'}});
    });

    it('by keyboard: Enter opens, arrows move, Space checks, Escape closes back on the button', async () => {
      const el = await editor('en');
      button(el).focus();
      await sendKeys({press: 'Enter'});
      await waitUntil(() => focused(el) === 'No default', 'focus on the checked "No default"');
      await sendKeys({press: 'ArrowDown'});
      await sendKeys({press: 'ArrowDown'});
      expect(focused(el)).to.equal('Blue');
      await sendKeys({press: 'Space'});
      await el.updateComplete;
      expect(focused(el), 'focus stays on the box it checked').to.equal('Blue');
      await sendKeys({press: 'ArrowUp'});
      await sendKeys({press: 'Space'});
      await el.updateComplete;
      expect(el.getFieldSettings('tags')).to.deep.equal({default: {stringValue: 'blue;red'}});
      await sendKeys({press: 'Escape'});
      expect(list(el).matches(':popover-open'), 'closed').to.equal(false);
      expect(el.shadowRoot!.activeElement, 'focus back on its button').to.equal(button(el));
      expect(button(el).textContent).to.equal('Blue, Red');
      // Tab past the last box closes the list too
      await sendKeys({press: 'Enter'});
      await waitUntil(() => focused(el) === 'Red', 'focus on the first checked box');
      for (let i = 0; i < 3; i++) await sendKeys({press: 'Tab'});
      expect(list(el).matches(':popover-open'), 'closed when focus left it').to.equal(false);
    });

    it('at 320 px the list stays on screen, and long choices wrap inside it', async () => {
      const long = 'Z'.repeat(120);
      const fields = [
        FIELDS[0]!,
        {...FIELDS[1]!, values: [...FIELDS[1]!.values!, {value: 'long', displayValue: long}]},
      ];
      const el = await editor('en', {tags: {default: {stringValue: 'long'}}}, fields, '320px');
      expect(button(el).scrollWidth, 'the button names it on one line').to.be.above(button(el).clientWidth);
      expect(button(el).title, 'in full as its title').to.equal(long);
      expect(button(el).getBoundingClientRect().right).to.be.at.most(320 + 8);
      button(el).click();
      const r = list(el).getBoundingClientRect();
      expect(r.left).to.be.at.least(0);
      expect(r.right).to.be.at.most(innerWidth);
      expect(list(el).scrollWidth, 'no sideways scrolling').to.be.at.most(list(el).clientWidth);
      expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
    });

    it('read-only: the button names the choice but does not open', async () => {
      const el = await editor('en', {tags: {default: {stringValue: 'green;red'}}});
      el.readonly = true;
      await el.updateComplete;
      expect(button(el).disabled).to.equal(true);
      expect(button(el).textContent).to.equal('Green, Red');
      button(el).click();
      expect(list(el).matches(':popover-open')).to.equal(false);
    });

    it('keeps a visible chevron in forced colours', async () => {
      const el = await editor('en');
      await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'active'}]});
      try {
        expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
        const chevron = getComputedStyle(button(el), '::after');
        // a triangle: its top border in the button's (forced) text colour, its sides see-through
        expect(chevron.content).to.equal('""');
        expect(chevron.borderTopStyle).to.equal('solid');
        expect(chevron.borderTopWidth).to.equal('5px');
        expect(chevron.borderTopColor).to.equal(getComputedStyle(button(el)).color);
        expect(chevron.borderLeftColor).to.equal('rgba(0, 0, 0, 0)');
      } finally {
        await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'none'}]});
      }
    });

    it('speaks German', async () => {
      const el = await editor('de');
      expect(button(el).textContent).to.equal('Kein Standardwert');
      const [name] = button(el).getAttribute('aria-labelledby')!.split(' ');
      expect(el.shadowRoot!.getElementById(name!)!.textContent).to.equal('Standardwert für Tags');
      button(el).click();
      expect(labels(el)[0]).to.equal('Kein Standardwert');
      await expect(el).to.be.accessible();
    });
  });
});
