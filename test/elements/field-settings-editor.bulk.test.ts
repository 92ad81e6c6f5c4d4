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
/** What the toolbar's status lines say: the count, and the last preset's outcome. */
const status = (el: FieldSettingsEditor) =>
  [...root(el).querySelectorAll('.bulk [role=status]')]
    .map((s) => s.textContent)
    .join(' ')
    .replace(/\s+/g, ' ');
/** Picks a way to select from the toolbar's list ("All shown", "Changed", ..., a type). */
async function choose(el: FieldSettingsEditor, value: string) {
  const select = q<HTMLSelectElement>(el, '.bulk select');
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
  expect(select.value, 'the list reads "Select fields…" again').to.equal('');
}

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
    await choose(el, 'all');
    expect(checked(el)).to.have.length(FIELDS.length);
  });

  it('selects by filter: changed, with a default, required, of a type', async () => {
    const {el, draft} = await editor();
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    await open(el);
    const options = [...root(el).querySelectorAll('.bulk option')].map((o) => o.textContent!.trim());
    expect(options).to.include.members([
      'Select fields…',
      'All shown',
      'Changed',
      'With a default',
      'Required',
    ]);
    await choose(el, 'changed');
    expect(checked(el)).to.deep.equal(['Phone']);
    await choose(el, 'default');
    expect(checked(el)).to.deep.equal(['Age']);
    await choose(el, 'required');
    expect(checked(el)).to.deep.equal(['Email']);
    await choose(el, '=string');
    expect(checked(el)).to.deep.equal(['Email', 'Phone', 'Record ID']);
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
    expect(status(el)).to.contain('Skipped (read-only or locked): 1.');
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
    await choose(el, 'default');
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

  describe('on a phone (375 × 667)', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    for (const lang of ['en', 'de']) {
      it(`is compact, themed, wraps no button alone, and the fields do not move for a result (${lang})`, async () => {
        await setViewport({width: 375, height: 667});
        const {el} = await editor(undefined, lang);
        if (lang === 'de')
          await waitUntil(() => q(el, '[part=bulk-button]').textContent!.includes('Mehrere'), 'German');
        await open(el);
        const bulk = q(el, '[part=bulk]');
        const height = bulk.getBoundingClientRect().height;
        expect(height, `toolbar ${Math.round(height)} px tall`).to.be.below(200);
        // every control on the panel is drawn in the theme: none takes the panel's own grey
        const panel = getComputedStyle(bulk).backgroundColor;
        for (const b of bulk.querySelectorAll('button, select')) {
          const style = getComputedStyle(b);
          expect(style.backgroundColor, b.textContent!).to.not.equal(panel);
          expect(style.appearance, 'no system button').to.equal('none');
        }
        // no button alone on a line: each shares its line with another control or text
        const lines = new Map<number, number>();
        for (const c of bulk.querySelectorAll('button, select, [role=status], .title'))
          if ((c as HTMLElement).offsetHeight) {
            const top = Math.round(c.getBoundingClientRect().top);
            const line = [...lines.keys()].find((t) => Math.abs(t - top) < 12) ?? top;
            lines.set(line, (lines.get(line) ?? 0) + 1);
          }
        const alone = [...bulk.querySelectorAll<HTMLElement>('button')].filter((b) => {
          const top = Math.round(b.getBoundingClientRect().top);
          const line = [...lines.keys()].find((t) => Math.abs(t - top) < 12)!;
          return lines.get(line) === 1;
        });
        expect(alone.map((b) => b.textContent!.trim())).to.deep.equal([]);
        // a preset's outcome shows in room kept for it: the fields stay where they were
        const table = () => q(el, '[part=table]').getBoundingClientRect().top;
        const before = table();
        await choose(el, 'all');
        button(el, lang === 'de' ? 'Nur beim Anlegen setzen' : 'Set on create only').click();
        await el.updateComplete;
        expect(status(el)).to.match(lang === 'de' ? /Geänderte Felder: 4/ : /Fields changed: 4/);
        expect(table()).to.equal(before);
        q(el, '[part=bulk-undo]').click();
        await el.updateComplete;
        expect(table()).to.equal(before);
      });
    }
  });

  describe('accessibility', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    it('is axe clean with the toolbar open and rows selected, and fits 320 px', async () => {
      await setViewport({width: 320, height: 640});
      const {el} = await editor();
      await open(el);
      await choose(el, 'required');
      await expect(el).to.be.accessible();
      const bulk = q(el, '[part=bulk]');
      expect(bulk.scrollWidth, 'nothing sticks out of the toolbar').to.be.at.most(bulk.clientWidth);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
    });
  });
});
