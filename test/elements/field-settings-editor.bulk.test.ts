// Bulk edits in <field-settings-editor>: the toolbar loads when opened, rows are selected with the
// mouse, Space and Shift+Space, the header's checkbox or a filter, and a preset changes every
// selected field as one step of the draft, which Undo takes back.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import type {FieldMetadata, Installation} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';

const FIELDS: FieldMetadata[] = [
  {fieldName: 'email', displayName: 'Email', valueType: 'string', isRequired: true},
  {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
  {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  {fieldName: 'id', displayName: 'Record ID', valueType: 'string', readOnly: true},
  {fieldName: 'vip', displayName: 'VIP', valueType: 'boolean'},
];

const INSTALLATION: Installation = {
  id: 'inst-1',
  projectId: 'demo',
  integrationId: 'int-1',
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {
        objects: {
          contact: {
            objectName: 'contact',
            selectedFieldSettings: {age: {default: {integerValue: 18}}},
          },
        },
      },
    },
  },
};

const root = (el: FieldSettingsEditor) => el.shadowRoot!;
const q = <T extends HTMLElement>(el: FieldSettingsEditor, selector: string) =>
  root(el).querySelector<T>(selector)!;
const button = (el: FieldSettingsEditor, text: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;
const rowHeader = (el: FieldSettingsEditor, label: string) =>
  [...root(el).querySelectorAll<HTMLElement>('[role=rowheader]')].find(
    (r) => r.querySelector('[part=label]')?.textContent === label,
  )!;
/** The display names of the rows whose checkbox is checked. */
const checked = (el: FieldSettingsEditor) =>
  [...root(el).querySelectorAll<HTMLInputElement>('[part=select]')]
    .filter((c) => c.checked)
    .map((c) => c.closest('[role=rowheader]')!.querySelector('[part=label]')!.textContent);
const status = (el: FieldSettingsEditor) => q(el, '.bulk [role=status]').textContent!.replace(/\s+/g, ' ');

async function editor(draft = ConfigDraft.from(INSTALLATION), lang = 'en') {
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <field-settings-editor object="contact" .fields=${FIELDS} .draft=${draft}></field-settings-editor>
    </div>`,
  );
  return {el: wrap.querySelector('field-settings-editor')!, draft};
}

/** Opens the toolbar and waits for its chunk. */
async function open(el: FieldSettingsEditor) {
  q(el, '[part=bulk-button]').click();
  await waitUntil(() => root(el).querySelector('[part=bulk]'), 'the toolbar loaded');
  await el.updateComplete;
}

describe('<field-settings-editor> bulk edits', () => {
  it('offers Bulk edit only with a draft, and shows checkboxes once it is open', async () => {
    const standalone = await fixture<FieldSettingsEditor>(
      html`<field-settings-editor
        object="contact"
        .fields=${FIELDS}
        .settings=${{}}
      ></field-settings-editor>`,
    );
    expect(root(standalone).querySelector('[part=bulk-button]'), 'no undo to offer without a draft').to.equal(
      null,
    );
    const {el} = await editor();
    const toggle = q(el, '[part=bulk-button]');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(root(el).querySelector('[part=select]')).to.equal(null);
    await open(el);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(root(el).querySelectorAll('[part=select]').length).to.equal(FIELDS.length);
    expect(q(el, '[part=select]').getAttribute('aria-label')).to.equal('Select Email');
    expect(status(el)).to.contain('Selected: 0');
    button(el, 'Close').click();
    await el.updateComplete;
    expect(root(el).querySelector('[part=bulk]')).to.equal(null);
    expect(root(el).querySelector('[part=select]')).to.equal(null);
  });

  it('selects with Space, extends with Shift+Space, and the header checkbox takes all shown', async () => {
    const {el} = await editor();
    await open(el);
    rowHeader(el, 'Email').focus();
    await sendKeys({press: 'Space'});
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Email']);
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({down: 'Shift'});
    await sendKeys({press: 'Space'});
    await sendKeys({up: 'Shift'});
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Email', 'Phone', 'Age']);
    expect(status(el)).to.contain('Selected: 3');
    const all = q<HTMLInputElement>(el, '[part=select-all]');
    expect(all.indeterminate).to.equal(true);
    all.click();
    await el.updateComplete;
    expect(checked(el)).to.have.length(FIELDS.length);
    all.click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal([]);
    // cards (below 720 px) have no header: the toolbar's "All shown" does the same
    button(el, 'All shown').click();
    await el.updateComplete;
    expect(checked(el)).to.have.length(FIELDS.length);
  });

  it('selects by filter: changed, with a default, required, of a type', async () => {
    const {el, draft} = await editor();
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    await open(el);
    button(el, 'Changed').click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Phone']);
    button(el, 'With a default').click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Age']);
    button(el, 'Required').click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Email']);
    const type = q<HTMLSelectElement>(el, '.bulk select');
    type.value = '=string';
    type.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['Email', 'Phone', 'Record ID']);
    expect(type.value, 'the type list reads "Choose a type" again').to.equal('');
  });

  it('applies a preset to every selected field as one step, skipping read-only ones, and undoes it', async () => {
    const {el, draft} = await editor();
    await open(el);
    q<HTMLInputElement>(el, '[part=select-all]').click();
    await el.updateComplete;
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    button(el, 'Set on create only').click();
    const {detail} = await changed;
    expect(detail).to.deep.equal({
      kind: 'bulk',
      objectName: 'contact',
      fieldNames: ['email', 'phone', 'age', 'vip'],
    });
    const contact = draft.writeObject('contact');
    expect(contact.getFieldSettings('phone')).to.deep.equal({writeOnUpdate: 'never'});
    expect(contact.getFieldSettings('age'), 'the default stays').to.deep.equal({
      default: {integerValue: 18},
      writeOnUpdate: 'never',
    });
    expect(contact.getFieldSettings('id')).to.equal(undefined);
    await el.updateComplete;
    expect(status(el)).to.contain('Fields changed: 4.');
    expect(status(el)).to.contain('Skipped, read-only or locked: 1.');
    expect(draft.changeList()).to.have.length(4);

    const undone = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    q(el, '[part=bulk-undo]').click();
    expect((await undone).detail).to.deep.equal({kind: 'undo'});
    expect(draft.isDirty, 'one Undo takes the whole preset back').to.equal(false);
    await el.updateComplete;
    expect(status(el)).to.contain('The bulk edit was undone.');
  });

  it('Back to default removes the settings; Undo is gone once the customer edits again', async () => {
    const {el, draft} = await editor();
    await open(el);
    button(el, 'With a default').click();
    await el.updateComplete;
    button(el, 'Back to default').click();
    await el.updateComplete;
    expect(draft.writeObject('contact').getFieldSettings('age')).to.equal(undefined);
    expect(root(el).querySelector('[part=bulk-undo]')).to.not.equal(null);
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    await el.updateComplete;
    expect(root(el).querySelector('[part=bulk-undo]'), 'Undo would take back the newer edit').to.equal(null);
  });

  it('speaks German', async () => {
    const {el} = await editor(undefined, 'de');
    await waitUntil(() => q(el, '[part=bulk-button]').textContent!.includes('Mehrere bearbeiten'), 'German');
    await open(el);
    expect(button(el, 'Nur beim Anlegen setzen')).to.exist;
    expect(q(el, '[part=select]').getAttribute('aria-label')).to.equal('Email auswählen');
    expect(status(el)).to.contain('Ausgewählt: 0');
  });

  describe('accessibility', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    it('is axe clean with the toolbar open and rows selected, and fits 320 px', async () => {
      await setViewport({width: 320, height: 640});
      const {el} = await editor();
      await open(el);
      button(el, 'Required').click();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      const bulk = q(el, '[part=bulk]');
      expect(bulk.scrollWidth, 'nothing sticks out of the toolbar').to.be.at.most(bulk.clientWidth);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
    });
  });
});
