import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import type {FieldMetadata, FieldSettings, FieldSettingsInput} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {IcChangeEvent, IcValidityEvent} from '../../src/elements/events.ts';

const FIELDS: Record<string, FieldMetadata> = {
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  score: {fieldName: 'score', displayName: 'Score', valueType: 'float'},
  vip: {fieldName: 'vip', displayName: 'VIP', valueType: 'boolean'},
  stage: {
    fieldName: 'stage',
    displayName: 'Stage',
    valueType: 'singleSelect',
    values: [
      {value: 'lead', displayValue: 'Lead'},
      {value: 'won', displayValue: 'Won'},
      {value: 3, displayValue: 'Three'},
    ],
  },
  mystery: {fieldName: 'mystery', displayName: 'Mystery', valueType: 'geo-point'},
};

const root = (el: FieldSettingsEditor) => el.shadowRoot!;
const rowOf = (el: FieldSettingsEditor, label: string) =>
  [...root(el).querySelectorAll<HTMLElement>('[role=row]')].find(
    (r) => r.querySelector('[part=label]')?.textContent === label,
  )!;
const control = <T extends Element>(el: FieldSettingsEditor, name: string) =>
  root(el).querySelector<T & HTMLElement>(`[aria-label="${name}"]`)!;

async function change(target: HTMLInputElement | HTMLSelectElement, value: string) {
  target.value = value;
  target.dispatchEvent(new Event('change', {bubbles: true}));
}

async function editor(settings?: Record<string, FieldSettings>, fields: unknown = FIELDS) {
  return fixture<FieldSettingsEditor>(
    html`<field-settings-editor
      object="contact"
      .fields=${fields}
      .settings=${settings}
    ></field-settings-editor>`,
  );
}

function manyFields(n: number): Record<string, FieldMetadata> {
  const out: Record<string, FieldMetadata> = {};
  for (let i = 0; i < n; i++)
    out[`f${i}`] = {fieldName: `f${i}`, displayName: `Field ${i}`, valueType: 'string'};
  return out;
}

const nextFrames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

describe('<field-settings-editor>', () => {
  describe('states', () => {
    it('shows a skeleton while it has no fields yet', async () => {
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor object="contact"></field-settings-editor>`,
      );
      const base = root(el).querySelector('[part=base]')!;
      expect(base.getAttribute('aria-busy')).to.equal('true');
      expect(root(el).querySelectorAll('.skeleton').length).to.be.greaterThan(0);
      expect(base.textContent).to.contain('Loading');
    });

    it('says so when the object has no fields', async () => {
      const el = await editor({}, []);
      expect(root(el).textContent).to.contain('This object has no fields.');
      expect(root(el).querySelector('[role=grid]')).to.equal(null);
    });

    it('lists each field with display name, name and type, from a record or a list', async () => {
      const el = await editor({});
      const row = rowOf(el, 'Email');
      expect(row.textContent).to.contain('email');
      expect(row.querySelector('.type')!.textContent).to.equal('Text');
      expect(rowOf(el, 'Mystery').querySelector('.type')!.textContent).to.equal('geo-point');
      el.fields = [{fieldName: 'x', displayName: 'From a list', valueType: 'int'}];
      await el.updateComplete;
      expect(rowOf(el, 'From a list')).to.exist;
    });

    it('shows settings for a field the metadata does not name, so none are hidden', async () => {
      const el = await editor({ghost: {writeOnUpdate: 'never'}});
      expect(rowOf(el, 'ghost').textContent).to.contain('unknown type');
      expect(control<HTMLSelectElement>(el, 'Write ghost on update').value).to.equal('never');
      // The count includes that row: never "n + 1 of n fields".
      const total = Object.keys(FIELDS).length + 1;
      expect(root(el).querySelector('.count')!.textContent).to.contain(`${total} of ${total} fields`);
    });

    it('still shows such a setting when the host adds it after the customer edited a row', async () => {
      const el = await editor({});
      await change(control(el, 'Write Email on update'), 'never');
      await el.updateComplete;
      el.settings = {...el.settings, ghost: {writeOnCreate: 'never'}};
      await el.updateComplete;
      expect(control<HTMLSelectElement>(el, 'Write ghost on create').value).to.equal('never');
      expect(control<HTMLSelectElement>(el, 'Write Email on update').value).to.equal('never');
    });

    it('keeps such a row when it is edited while new fields arrive', async () => {
      const el = await editor({ghost: {writeOnUpdate: 'never'}});
      const ghost = control<HTMLSelectElement>(el, 'Write ghost on create');
      // New fields (ghost still not among them) and a call that reads them, before the next render.
      el.fields = {...FIELDS};
      el.setFieldSettings('email', undefined);
      await change(ghost, 'never');
      await el.updateComplete;
      expect(control<HTMLSelectElement>(el, 'Write ghost on create').value).to.equal('never');
      expect(control<HTMLSelectElement>(el, 'Write ghost on update').value).to.equal('never');
    });

    it('renders names with HTML as text, never as markup', async () => {
      const evil = '<img src=x onerror="window.__pwned=1">';
      const el = await editor({}, [{fieldName: evil, displayName: evil, valueType: 'string'}]);
      expect(root(el).querySelector('img')).to.equal(null);
      expect(rowOf(el, evil)).to.exist;
      expect((window as unknown as {__pwned?: number}).__pwned).to.equal(undefined);
    });

    it('copes with a 10,000-character name and ignores entries without a field name', async () => {
      const long = 'n'.repeat(10_000);
      const el = await editor({}, [
        {fieldName: long, valueType: 'string'},
        null,
        {displayName: 'no name'},
        {fieldName: 42},
      ]);
      expect(root(el).querySelectorAll('.body [role=row]').length).to.equal(1);
      expect(rowOf(el, long).getBoundingClientRect().height).to.equal(64);
    });
  });

  describe('5,000 fields', () => {
    it('renders only the rows in view and reaches the last field by scrolling', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      expect(table.getAttribute('aria-rowcount')).to.equal('5001');
      const rendered = root(el).querySelectorAll('.body [role=row]').length;
      expect(rendered).to.be.greaterThan(5).and.lessThan(40);
      table.scrollTop = table.scrollHeight;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      expect(rowOf(el, 'Field 4999')).to.exist;
      expect(rowOf(el, 'Field 0')).to.equal(undefined);
      expect(rowOf(el, 'Field 4999').getAttribute('aria-rowindex')).to.equal('5001');
    });

    it('scrolls as if every row were there: the scroll range holds all 5,000 and a row sits where it was scrolled to', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      // the 40 px header row, then 64 px a row
      expect(table.scrollHeight).to.equal(40 + 5000 * 64);
      table.scrollTop = 2500 * 64;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      const top = (e: Element) => e.getBoundingClientRect().top;
      expect(top(rowOf(el, 'Field 2500')) - top(table)).to.be.closeTo(1 + 40, 1);
      expect(table.scrollHeight).to.equal(40 + 5000 * 64);
    });

    it('renders the rows that fit the table in the first update, with no second render after it', async () => {
      const el = await editor({}, manyFields(5000));
      let updates = 0;
      el.addController({hostUpdated: () => updates++});
      const rows = () => [...root(el).querySelectorAll<HTMLElement>('.body [role=row]')];
      const first = rows().map((r) => r.getAttribute('aria-rowindex'));
      await nextFrames(3);
      expect(updates).to.equal(0);
      expect(rows().map((r) => r.getAttribute('aria-rowindex'))).to.deep.equal(first);
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      expect(rows().at(-1)!.getBoundingClientRect().top).to.be.greaterThan(
        table.getBoundingClientRect().bottom,
      );
    });

    it('builds only the rows in view until the grid scrolls; from its first scroll, four more on each side', async () => {
      const labels = (el: FieldSettingsEditor) =>
        [...root(el).querySelectorAll('.body [part=label]')].map((l) => l.textContent);
      const fields = (from: number, count: number) =>
        [...Array(count).keys()].map((i) => `Field ${from + i}`);
      const el = await editor({}, manyFields(5000));
      // 30rem: seven rows in view below the header, part of an eighth, and the row after it
      expect(labels(el)).to.deep.equal(fields(0, 9));
      // a focus and an edit keep them
      control<HTMLInputElement>(el, 'Default value for Field 1').focus();
      await change(control<HTMLInputElement>(el, 'Default value for Field 1'), 'x');
      await el.updateComplete;
      expect(el.settings?.f1?.default).to.deep.equal({stringValue: 'x'});
      expect(labels(el)).to.deep.equal(fields(0, 9));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      expect(labels(el)).to.deep.equal(fields(0, 13));
      table.scrollTop = 10 * 64;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      expect(labels(el)).to.deep.equal(fields(6, 17));
    });

    it('renders more rows once it measures a taller table, and fewer for a shorter one', async () => {
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor
          style="--ic-editor-height: 60rem"
          object="contact"
          .fields=${manyFields(5000)}
        ></field-settings-editor>`,
      );
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      const lastTop = () =>
        [...root(el).querySelectorAll('.body [role=row]')].at(-1)!.getBoundingClientRect().top;
      await nextFrames(2);
      await el.updateComplete;
      expect(lastTop()).to.be.greaterThan(table.getBoundingClientRect().bottom);
      const tall = root(el).querySelectorAll('.body [role=row]').length;
      el.style.setProperty('--ic-editor-height', '10rem');
      await nextFrames(2);
      await el.updateComplete;
      expect(root(el).querySelectorAll('.body [role=row]').length).to.be.lessThan(tall);
      expect(lastTop()).to.be.greaterThan(table.getBoundingClientRect().bottom);
    });

    it('lists settings for unnamed fields given after the first render, once, and follows new fields', async () => {
      const el = await editor({}, manyFields(5000));
      el.settings = {ghost: {writeOnCreate: 'never'}, f1: {writeOnUpdate: 'never'}};
      await el.updateComplete;
      const only = root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!;
      only.click();
      await el.updateComplete;
      expect([...root(el).querySelectorAll('.body [part=label]')].map((l) => l.textContent)).to.deep.equal([
        'Field 1',
        'ghost',
      ]);
      el.fields = [
        ...Object.values(manyFields(3)),
        {fieldName: 'ghost', displayName: 'Ghost', valueType: 'string'},
      ];
      await el.updateComplete;
      expect([...root(el).querySelectorAll('.body [part=label]')].map((l) => l.textContent)).to.deep.equal([
        'Field 1',
        'Ghost',
      ]);
    });

    it('filters by name or display name and counts what is shown', async () => {
      const el = await editor({f10: {writeOnCreate: 'never'}}, manyFields(5000));
      const filter = root(el).querySelector<HTMLInputElement>('[part=filter]')!;
      filter.value = 'FIELD 499';
      filter.dispatchEvent(new Event('input'));
      await el.updateComplete;
      // the rows in view until the grid scrolls, then the rows around them too: 499, 4990..4999
      const shown = () => root(el).querySelectorAll('.body [role=row]').length;
      expect(shown()).to.equal(9);
      root(el).querySelector('[role=grid]')!.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      expect(shown()).to.equal(11);
      expect(root(el).querySelector('.count')!.textContent).to.contain('11 of 5,000 fields');
      filter.value = 'F4998';
      filter.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect([...root(el).querySelectorAll('.body [part=label]')].map((l) => l.textContent)).to.deep.equal([
        'Field 4998',
      ]);
      filter.value = 'no such field';
      filter.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(root(el).textContent).to.contain('No fields match.');
      filter.value = '';
      filter.dispatchEvent(new Event('input'));
      const only = root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!;
      only.click();
      await el.updateComplete;
      const rows = root(el).querySelectorAll('.body [role=row]');
      expect(rows.length).to.equal(1);
      expect(rows[0].textContent).to.contain('Field 10');
    });
  });

  describe('default value editor', () => {
    it('text fields store a stringValue and empty text removes the default', async () => {
      const el = await editor({});
      const input = control<HTMLInputElement>(el, 'Default value for Email');
      setTimeout(() => change(input, 'a@b.c'));
      const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(ev.detail).to.deep.equal({
        kind: 'field',
        objectName: 'contact',
        fieldName: 'email',
        settings: {default: {stringValue: 'a@b.c'}},
      });
      expect(el.settings).to.deep.equal({email: {default: {stringValue: 'a@b.c'}}});
      setTimeout(() => change(input, ''));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({});
    });

    it('integer fields refuse 1.5: the input stays, the rule shows on the row, nothing is stored', async () => {
      const el = await editor({age: {writeOnCreate: 'never'}});
      const input = control<HTMLInputElement>(el, 'Default value for Age');
      let changes = 0;
      el.addEventListener('ic-change', () => changes++);
      setTimeout(() => change(input, '1.5'));
      const validity = (await oneEvent(el, 'ic-validity')) as IcValidityEvent;
      expect(validity.detail.invalid).to.have.length(1);
      expect(validity.detail.invalid[0]).to.include({objectName: 'contact', fieldName: 'age'});
      expect(input.value).to.equal('1.5');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const message = root(el).getElementById(input.getAttribute('aria-describedby')!)!;
      expect(message.textContent).to.contain('must be a whole number');
      expect(el.settings).to.deep.equal({age: {writeOnCreate: 'never'}});
      expect(el.invalidFields.map((f) => f.fieldName)).to.deep.equal(['age']);
      expect(changes).to.equal(0);

      setTimeout(() => change(input, ' 42 '));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({age: {writeOnCreate: 'never', default: {integerValue: 42}}});
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(el.invalidFields).to.deep.equal([]);
    });

    it('integer fields refuse text that is not a number', async () => {
      const el = await editor({});
      const input = control<HTMLInputElement>(el, 'Default value for Age');
      await change(input, 'twelve');
      await el.updateComplete;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      // in the words of its type, "Whole number": never "integer" beside it
      expect(rowOf(el, 'Age').textContent).to.contain('must be a whole number');
      expect(rowOf(el, 'Age').textContent).not.to.match(/integer/i);
      expect(el.settings).to.deep.equal({});
    });

    it('float fields keep the decimal text as a stringValue and refuse non-numbers', async () => {
      const el = await editor({});
      const input = control<HTMLInputElement>(el, 'Default value for Score');
      setTimeout(() => change(input, '1.5'));
      await oneEvent(el, 'ic-change');
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '1.5'}});
      await change(input, 'NaN');
      await el.updateComplete;
      expect(rowOf(el, 'Score').textContent).to.contain('must be a decimal number');
      expect(el.getFieldSettings('score')).to.deep.equal({default: {stringValue: '1.5'}});
    });

    it('boolean fields offer no default, Yes and No', async () => {
      const el = await editor({});
      const select = control<HTMLSelectElement>(el, 'Default value for VIP');
      expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal([
        'No default',
        'Yes',
        'No',
      ]);
      setTimeout(() => change(select, 'false'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({vip: {default: {booleanValue: false}}});
    });

    it('select fields offer their values and store each with its type', async () => {
      const el = await editor({stage: {default: {stringValue: 'gone'}}});
      const select = control<HTMLSelectElement>(el, 'Default value for Stage');
      expect(select.selectedOptions[0].textContent).to.contain('Custom: gone');
      expect([...select.options].map((o) => o.textContent!.trim())).to.include.members([
        'Lead',
        'Won',
        'Three',
      ]);
      setTimeout(() => change(select, '1'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({stage: {default: {stringValue: 'won'}}});
      setTimeout(() => change(select, '2'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({stage: {default: {integerValue: 3}}});
    });

    it('unknown types ask for a type first, then show the matching input', async () => {
      const el = await editor({});
      const kind = control<HTMLSelectElement>(el, 'Type of the default value for Mystery');
      expect(control(el, 'Default value for Mystery')).to.equal(null);
      await change(kind, 'integer');
      await el.updateComplete;
      const input = control<HTMLInputElement>(el, 'Default value for Mystery');
      expect(input.getAttribute('inputmode')).to.equal('numeric');
      setTimeout(() => change(input, '7'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({mystery: {default: {integerValue: 7}}});
      setTimeout(() => change(kind, 'none'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({});
      expect(control(el, 'Default value for Mystery')).to.equal(null);
    });

    it('unknown types show a stored default with its own kind', async () => {
      const el = await editor({mystery: {default: {booleanValue: true}}});
      expect(control<HTMLSelectElement>(el, 'Type of the default value for Mystery').value).to.equal(
        'boolean',
      );
      expect(control<HTMLSelectElement>(el, 'Default value for Mystery').value).to.equal('true');
    });
  });

  describe('write on create / update and reset', () => {
    it('a write-on value the host set but the editor does not know stays, and the default can still be edited', async () => {
      const el = await editor({email: {writeOnUpdate: 'later' as 'never'}});
      const update = control<HTMLSelectElement>(el, 'Write Email on update');
      expect(update.selectedOptions[0].textContent).to.contain('Custom: later');
      setTimeout(() => change(control<HTMLInputElement>(el, 'Default value for Email'), 'x'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({email: {writeOnUpdate: 'later', default: {stringValue: 'x'}}});
      expect(rowOf(el, 'Email').querySelector('.msg')).to.equal(null);
    });

    it('offer the rule values, one "Always" each, and store the choice', async () => {
      const el = await editor({email: {writeOnCreate: 'always'}});
      const create = control<HTMLSelectElement>(el, 'Write Email on create');
      const update = control<HTMLSelectElement>(el, 'Write Email on update');
      const texts = (s: HTMLSelectElement) => [...s.options].map((o) => o.textContent!.trim());
      // a stored "always" shows as Always; unset shows as "Always (default)"; never both
      expect(texts(create)).to.deep.equal(['Always', 'Never']);
      expect(texts(update)).to.deep.equal(['Always (default)', 'Never', 'If empty']);
      expect([...create.options].map((o) => o.value)).to.deep.equal(['always', 'never']);
      expect([...update.options].map((o) => o.value)).to.deep.equal(['', 'never', 'ifEmpty']);
      setTimeout(() => change(update, 'ifEmpty'));
      await oneEvent(el, 'ic-change');
      setTimeout(() => change(create, 'never'));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({email: {writeOnUpdate: 'ifEmpty', writeOnCreate: 'never'}});
      setTimeout(() => change(create, ''));
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({email: {writeOnUpdate: 'ifEmpty'}});
    });

    it('keep an unknown value the server holds, named as such, and offer the known ones', async () => {
      const el = await editor({email: {writeOnUpdate: 'sometimes' as never}});
      const update = control<HTMLSelectElement>(el, 'Write Email on update');
      expect(update.selectedOptions[0].textContent).to.contain('Custom: sometimes');
      expect([...update.options].map((o) => o.value)).to.deep.equal(['', 'sometimes', 'never', 'ifEmpty']);
      expect(el.invalidFields).to.deep.equal([]);
      expect(rowOf(el, 'Email').classList.contains('invalid')).to.equal(false);
    });

    it('reset returns the row to default behaviour and drops invalid input', async () => {
      const el = await editor({email: {writeOnCreate: 'never'}});
      const reset = control<HTMLButtonElement>(el, 'Reset to default: Age');
      expect(reset.disabled).to.equal(true);
      await change(control<HTMLInputElement>(el, 'Default value for Age'), '2.5');
      await el.updateComplete;
      expect(reset.disabled).to.equal(false);
      setTimeout(() => reset.click());
      await oneEvent(el, 'ic-change');
      expect(control<HTMLInputElement>(el, 'Default value for Age').value).to.equal('');
      expect(el.invalidFields).to.deep.equal([]);
      setTimeout(() => control<HTMLButtonElement>(el, 'Reset to default: Email').click());
      const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(ev.detail).to.include({fieldName: 'email', settings: undefined});
      expect(el.settings).to.deep.equal({});
    });

    it('disabled disables every control', async () => {
      const el = await editor({});
      el.disabled = true;
      await el.updateComplete;
      const controls = root(el).querySelectorAll<HTMLInputElement>('.body input, .body select, .body button');
      expect(controls.length).to.be.greaterThan(10);
      for (const c of controls) expect(c.disabled, c.getAttribute('aria-label')!).to.equal(true);
    });
  });

  describe('from script', () => {
    it('setFieldSettings validates like the UI and fires ic-change', async () => {
      const el = await editor({});
      setTimeout(() => el.setFieldSettings('age', {default: {integerValue: 5}, writeOnUpdate: 'never'}));
      const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(ev.detail).to.include({fieldName: 'age'});
      expect(control<HTMLInputElement>(el, 'Default value for Age').value).to.equal('5');
      expect(control<HTMLSelectElement>(el, 'Write Age on update').value).to.equal('never');
    });

    it('setFieldSettings drops members holding undefined, at every level, as a draft does', async () => {
      const el = await editor({});
      el.setFieldSettings('email', {
        default: {stringValue: 'x', integerValue: undefined},
        writeOnCreate: undefined,
      });
      expect(el.settings).to.deep.equal({email: {default: {stringValue: 'x'}}});
      el.setFieldSettings('email', {writeOnUpdate: undefined});
      expect(el.settings).to.deep.equal({});
    });

    it('setFieldSettings throws ValidationError naming the rule and changes nothing', async () => {
      const el = await editor({age: {writeOnCreate: 'never'}});
      let changes = 0;
      el.addEventListener('ic-change', () => changes++);
      const bad: unknown[] = [
        {default: {integerValue: 1.5}},
        {default: {integerValue: NaN}},
        {default: {stringValue: 'a', integerValue: 1}},
        {writeOnUpdate: 'sometimes'},
        {writeOnCreate: null},
        'always',
        null,
      ];
      for (const settings of bad) {
        expect(
          () => el.setFieldSettings('age', settings as FieldSettingsInput),
          JSON.stringify(settings),
        ).to.throw(ValidationError);
      }
      try {
        el.setFieldSettings('age', {default: {integerValue: 1.5}});
      } catch (e) {
        expect((e as ValidationError).issues).to.deep.equal([
          {path: 'age.default.integerValue', message: 'must be an integer', code: 'integer'},
        ]);
      }
      expect(() => el.setFieldSettings('', {})).to.throw(ValidationError);
      await el.updateComplete;
      expect(el.settings).to.deep.equal({age: {writeOnCreate: 'never'}});
      expect(changes).to.equal(0);
    });

    it('setFieldSettings with {} or undefined restores default behaviour; getFieldSettings returns a copy', async () => {
      const el = await editor({age: {writeOnCreate: 'never'}});
      const copy = el.getFieldSettings('age')!;
      copy.writeOnCreate = 'always';
      expect(el.getFieldSettings('age')).to.deep.equal({writeOnCreate: 'never'});
      expect(el.getFieldSettings('email')).to.equal(undefined);
      el.setFieldSettings('age', {});
      await el.updateComplete;
      expect(el.settings).to.deep.equal({});
    });

    it('a host setting properties fires no event', async () => {
      const el = await editor({});
      let changes = 0;
      el.addEventListener('ic-change', () => changes++);
      el.settings = {email: {writeOnCreate: 'never'}};
      el.fields = {...FIELDS};
      await el.updateComplete;
      expect(control<HTMLSelectElement>(el, 'Write Email on create').value).to.equal('never');
      // The customer's edit after it fires: had the host's setting fired too, it would come first.
      const userChange = oneEvent(el, 'ic-change');
      change(control<HTMLSelectElement>(el, 'Write Email on update'), 'never');
      await userChange;
      expect(changes).to.equal(1);
    });
  });

  describe('keyboard', () => {
    it('Tab goes filter, toggle, the first row, its controls, and leaves the grid: one tab stop for all rows', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div>
          <field-settings-editor
            object="contact"
            .fields=${{email: FIELDS.email, vip: FIELDS.vip, age: FIELDS.age}}
            .settings=${{age: {writeOnCreate: 'never'}}}
          ></field-settings-editor>
          <button id="after">after</button>
        </div>`,
      );
      const el = wrap.querySelector('field-settings-editor')!;
      await el.updateComplete;
      root(el).querySelector<HTMLInputElement>('[part=filter]')!.focus();
      const seen: string[] = [];
      for (let i = 0; i < 8; i++) {
        await sendKeys({press: 'Tab'});
        const active = root(el).activeElement as HTMLElement | null;
        seen.push(
          (active?.localName === 'summary' ? active.textContent : null) ??
            active?.getAttribute('aria-label') ??
            active?.querySelector('[part=label]')?.textContent ??
            (active?.getAttribute('part') === 'preview-button' ? active.textContent!.trim() : null) ??
            active?.getAttribute('type') ??
            document.activeElement!.id,
        );
      }
      // Reset is off on a row at default behaviour, so it is no stop; VIP and Age are reached by arrows;
      // the Preview toggle below the grid is the last stop.
      expect(seen).to.deep.equal([
        'checkbox',
        'Email',
        'Default value for Email',
        'Write Email on create',
        'Write Email on update',
        'What do these mean?',
        'Preview',
        'after',
      ]);
    });

    it('typing a value and pressing Enter commits it', async () => {
      const el = await editor({});
      control<HTMLInputElement>(el, 'Default value for Age').focus();
      setTimeout(async () => {
        await sendKeys({type: '12'});
        await sendKeys({press: 'Enter'});
      });
      await oneEvent(el, 'ic-change');
      expect(el.settings).to.deep.equal({age: {default: {integerValue: 12}}});
    });

    const focusedRow = (el: FieldSettingsEditor) => {
      const active = root(el).activeElement as HTMLElement | null;
      return active?.closest('[role=row]')?.querySelector('[part=label]')?.textContent;
    };
    const settle = async (el: FieldSettingsEditor) => {
      await el.updateComplete;
      await nextFrames(1);
      await el.updateComplete;
    };
    /** From the "only with settings" toggle, Tab into the grid (its tab stop), and let the window follow. */
    const tabIntoGrid = async (el: FieldSettingsEditor) => {
      root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!.focus();
      await sendKeys({press: 'Tab'});
      await settle(el);
    };

    it('Tab into a scrolled grid lands on the first row, and the window follows it back', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      table.scrollTop = 2500 * 64;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      expect(rowOf(el, 'Field 0')).to.equal(undefined);
      await tabIntoGrid(el);
      expect(focusedRow(el)).to.equal('Field 0');
      expect((root(el).activeElement as HTMLElement).getAttribute('role')).to.equal('rowheader');
      expect(table.scrollTop).to.equal(0);
    });

    it('arrows move between rows, Home and End go to the first and last, and the window follows focus', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      await tabIntoGrid(el);
      for (let i = 0; i < 12; i++) await sendKeys({press: 'ArrowDown'});
      await settle(el);
      expect(focusedRow(el)).to.equal('Field 12');
      expect(table.scrollTop).to.be.greaterThan(0);
      const rowBox = (root(el).activeElement as HTMLElement).getBoundingClientRect();
      const tableBox = table.getBoundingClientRect();
      expect(rowBox.top).to.be.at.least(tableBox.top);
      expect(rowBox.bottom).to.be.at.most(tableBox.bottom);
      await sendKeys({press: 'ArrowUp'});
      await settle(el);
      expect(focusedRow(el)).to.equal('Field 11');
      await sendKeys({press: 'End'});
      await settle(el);
      expect(focusedRow(el)).to.equal('Field 4999');
      expect(rowOf(el, 'Field 0')).to.equal(undefined);
      await sendKeys({press: 'ArrowDown'});
      await settle(el);
      expect(focusedRow(el)).to.equal('Field 4999');
      await sendKeys({press: 'Home'});
      await settle(el);
      expect(focusedRow(el)).to.equal('Field 0');
      expect(table.scrollTop).to.equal(0);
    });

    it('on a row: Space keeps focus there (it used to scroll the row away and drop focus), Enter goes into the row, Page Down/Up move five rows (they used to scroll the row away too)', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      await tabIntoGrid(el);
      for (let i = 0; i < 3; i++) {
        await sendKeys({press: 'Space'});
        await settle(el);
      }
      expect(focusedRow(el)).to.equal('Field 0');
      expect(table.scrollTop).to.equal(0);
      await sendKeys({press: 'PageDown'});
      await settle(el);
      const page = 5;
      expect(focusedRow(el)).to.equal(`Field ${page}`);
      const box = (root(el).activeElement as HTMLElement).getBoundingClientRect();
      expect(box.bottom).to.be.at.most(table.getBoundingClientRect().bottom);
      await sendKeys({press: 'PageDown'});
      await settle(el);
      expect(focusedRow(el)).to.equal(`Field ${2 * page}`);
      await sendKeys({press: 'PageUp'});
      await settle(el);
      expect(focusedRow(el)).to.equal(`Field ${page}`);
      await sendKeys({press: 'Enter'});
      expect(root(el).activeElement!.getAttribute('aria-label')).to.equal(`Default value for Field ${page}`);
    });

    it('a focused control stays with its field while the window moves, and lets go when its row scrolls away', async () => {
      const el = await editor({}, manyFields(5000));
      const table = root(el).querySelector<HTMLElement>('[role=grid]')!;
      const scrollTo = async (row: number) => {
        table.scrollTop = row * 64;
        table.dispatchEvent(new Event('scroll'));
        await el.updateComplete;
      };
      control<HTMLInputElement>(el, 'Default value for Field 8').focus();
      await el.updateComplete;
      await scrollTo(8);
      expect(rowOf(el, 'Field 0')).to.equal(undefined);
      expect(root(el).activeElement!.getAttribute('aria-label')).to.equal('Default value for Field 8');
      await scrollTo(200);
      expect(root(el).activeElement).to.equal(null);
    });

    it('ArrowUp and ArrowDown on a focused select in a row leave its value: it changes only on purpose', async () => {
      const el = await editor({});
      const select = control<HTMLSelectElement>(el, 'Write Age on create');
      const before = select.value;
      let changes = 0;
      el.addEventListener('ic-change', () => changes++);
      select.focus();
      await sendKeys({press: 'ArrowDown'});
      await sendKeys({press: 'ArrowUp'});
      await sendKeys({press: 'ArrowDown'});
      await settle(el);
      expect(select.value).to.equal(before);
      expect(changes).to.equal(0);
    });

    it('the row last used keeps the tab stop; Right enters its controls and Escape leaves them', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div>
          <field-settings-editor object="contact" .fields=${FIELDS} .settings=${{}}></field-settings-editor>
          <button id="after">after</button>
        </div>`,
      );
      const el = wrap.querySelector('field-settings-editor')!;
      await el.updateComplete;
      root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!.focus();
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'ArrowDown'});
      await settle(el);
      await sendKeys({press: 'ArrowRight'});
      expect(root(el).activeElement!.getAttribute('aria-label')).to.equal('Default value for Age');
      await sendKeys({press: 'Escape'});
      expect(focusedRow(el)).to.equal('Age');
      expect(root(el).activeElement!.getAttribute('role')).to.equal('rowheader');
      // Out of the grid and back in (past the Preview and help toggles below it): the same row.
      (wrap.querySelector('#after') as HTMLElement).focus();
      await sendKeys({down: 'Shift'});
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'Tab'});
      await sendKeys({up: 'Shift'});
      await settle(el);
      expect(root(el).activeElement!.getAttribute('aria-label')).to.equal('Write Age on update');
      // Clicking into another row's control moves the tab stop there.
      control<HTMLSelectElement>(el, 'Write Score on create').focus();
      await settle(el);
      expect(root(el).querySelectorAll('.body [role=rowheader][tabindex="0"]')).to.have.length(1);
      expect(rowOf(el, 'Score').querySelector('[role=rowheader]')!.getAttribute('tabindex')).to.equal('0');
      expect(control(el, 'Write Age on create').getAttribute('tabindex')).to.equal('-1');
    });
  });

  describe('strings', () => {
    it('after an edit every row, edited or not, shows new host overrides and the settings the host sets', async () => {
      const el = await editor({});
      setTimeout(() => change(control<HTMLInputElement>(el, 'Default value for Email'), 'x'));
      await oneEvent(el, 'ic-change');
      el.strings = {clear: 'Undo'};
      await el.updateComplete;
      const buttons = [...root(el).querySelectorAll('[part=clear-button]')].map((b) => b.textContent!.trim());
      expect(buttons).to.have.length(Object.keys(FIELDS).length);
      expect(new Set(buttons)).to.deep.equal(new Set(['Undo']));
      el.settings = {age: {writeOnCreate: 'never'}};
      await el.updateComplete;
      expect(control<HTMLSelectElement>(el, 'Write Age on create').value).to.equal('never');
      expect(control<HTMLInputElement>(el, 'Default value for Email').value).to.equal('');
      expect(rowOf(el, 'Email').querySelector('[part=mark]')).to.equal(null);
    });

    it('follows the closest lang and takes host overrides', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de-CH">
          <field-settings-editor
            object="contact"
            .fields=${{vip: FIELDS.vip}}
            .settings=${{}}
          ></field-settings-editor>
        </div>`,
      );
      const el = wrap.querySelector('field-settings-editor')!;
      // German is loaded on first use.
      await waitUntil(() => control(el, 'Standardwert für VIP'), 'German labels');
      // one of one: the singular, by German's plural rules
      expect(root(el).textContent).to.match(/1 von 1 Feld\b/);
      el.strings = {defaultFor: ({field}) => `Vorgabe (${field})`, clear: 'Weg damit'};
      await el.updateComplete;
      expect(control(el, 'Vorgabe (VIP)')).to.exist;
      expect(root(el).querySelector('[part=clear-button]')!.textContent!.trim()).to.equal('Weg damit');
      wrap.setAttribute('lang', 'en');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      // lang changes on a wrapper are seen on the next update; the document's and the element's own at once
      el.setAttribute('lang', 'en');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      expect(root(el).textContent).to.match(/1 of 1 field\b/);
    });
  });

  describe('accessibility', () => {
    const settings = {age: {default: {integerValue: 3}}, email: {writeOnUpdate: 'sometimes' as never}};
    it('is accessible in the light theme', async () => {
      const el = await editor(settings);
      el.theme = 'light';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
    it('is accessible in the dark theme, with an invalid row', async () => {
      const el = await editor(settings);
      el.theme = 'dark';
      await change(control<HTMLInputElement>(el, 'Default value for Age'), '1.5');
      await el.updateComplete;
      expect(getComputedStyle(el).colorScheme).to.equal('dark');
      await expect(el).to.be.accessible();
    });
    it('is accessible while loading', async () => {
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor theme="dark"></field-settings-editor>`,
      );
      await expect(el).to.be.accessible();
    });
  });
});
