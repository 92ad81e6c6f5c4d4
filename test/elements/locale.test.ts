// Every locale as a customer meets it in <field-settings-editor>: a German decimal comma is read
// as the decimal it means and shown back as typed, and counts are written the language's way.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {FieldMetadata, FieldSettings} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';

const FIELDS: FieldMetadata[] = [{fieldName: 'score', displayName: 'Score', valueType: 'float'}];

async function editor(lang: string, settings: Record<string, FieldSettings> = {}, fields = FIELDS) {
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang}>
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
});
