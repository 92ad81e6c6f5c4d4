// <field-settings-editor> as a customer sees it: the layout at each width, the marks on changed
// and unsaved rows, full error text, readable type labels, and the grid's accessible name.
import '../console-guard.ts';
import {ContextProvider} from '@lit/context';
import {expect, fixture, html} from '@open-wc/testing';
import {nothing} from 'lit';
import {waitUntil} from '../wait.ts';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {FieldMetadata, FieldSettings} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {configContext} from '../../src/elements/context.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';

const TYPES = [
  'string',
  'int',
  'float',
  'boolean',
  'singleSelect',
  'multiSelect',
  'date',
  'datetime',
  'reference',
  'other',
];
const OPTIONS = [
  {value: 'lead', displayValue: 'Lead'},
  {value: 'won', displayValue: 'Won'},
];
/** One field of each type, with long names, so narrow widths are put to the test. */
const FIELDS: FieldMetadata[] = TYPES.map((valueType, i) => ({
  fieldName: `a_rather_long_internal_field_name_${valueType}`,
  displayName: `Display name of the ${valueType} field number ${i}`,
  valueType,
  isRequired: i === 0,
  readOnly: i === 8,
  ...(valueType.endsWith('Select') ? {values: OPTIONS} : {}),
}));
const label = (t: string) => FIELDS.find((f) => f.valueType === t)!.displayName!;

const root = (el: FieldSettingsEditor) => el.shadowRoot!;
const rows = (el: FieldSettingsEditor) => [...root(el).querySelectorAll<HTMLElement>('.body [role=row]')];
const rowOf = (el: FieldSettingsEditor, name: string) =>
  rows(el).find((r) => r.querySelector('[part=label]')?.textContent === name)!;
const control = <T extends HTMLElement>(el: FieldSettingsEditor, name: string) =>
  root(el).querySelector<T>(`[aria-label="${name}"]`)!;

interface Mount {
  width: number;
  fields?: FieldMetadata[];
  settings?: Record<string, FieldSettings>;
  lang?: string;
  /** --ic-editor-height; unset: the editor's default. */
  height?: string;
  /** The wrapper's style (custom properties the editor inherits). */
  wrapStyle?: string;
}

/** An editor `width` px wide, mounted and settled: measured by its ResizeObserver, re-rendered. */
async function mount({width, fields = FIELDS, settings, lang, height, wrapStyle}: Mount) {
  const style = height ? `width: ${width}px; --ic-editor-height: ${height}` : `width: ${width}px`;
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang ?? nothing} style=${wrapStyle ?? nothing}>
      <field-settings-editor
        style=${style}
        object="contact"
        .fields=${fields}
        .settings=${settings}
      ></field-settings-editor>
    </div>`,
  );
  const el = wrap.querySelector('field-settings-editor')!;
  await el.updateComplete;
  // Let the ResizeObserver measure the grid, and any row shape change render.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await el.updateComplete;
  return el;
}

/** FIELDS in an editor `width` px wide. */
const editor = (width: number, settings: Record<string, FieldSettings> = {}, lang = 'en', height = '40rem') =>
  mount({width, settings, lang, height});

async function edit(target: HTMLInputElement | HTMLSelectElement, value: string) {
  target.value = value;
  target.dispatchEvent(new Event('change'));
}

/** Is `inner` horizontally inside `outer` (1px of rounding allowed)? */
const within = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 1 && a.right <= b.right + 1;
};

describe('<field-settings-editor> layout', () => {
  for (const width of [320, 375, 768, 1280]) {
    it(`at ${width} px: nothing wider than the element, and each row's controls are reached by keyboard`, async () => {
      const el = await editor(width, {[FIELDS[1].fieldName]: {writeOnCreate: 'never'}});
      expect(el.getBoundingClientRect().width).to.equal(width);
      expect(el.scrollWidth, 'element scrollWidth').to.be.at.most(width);
      const grid = root(el).querySelector<HTMLElement>('[role=grid]')!;
      expect(grid.scrollWidth, 'grid scrolls sideways').to.be.at.most(grid.clientWidth);
      for (const c of root(el).querySelectorAll(
        '.body input, .body select, .body button:not([hidden]), [part=filter]',
      )) {
        // a multiple choice's checkboxes show only while its list is open (beside the row, not in it)
        if (c.closest('[popover]')) continue;
        expect(within(c, el), `${c.getAttribute('aria-label')} inside the element`).to.equal(true);
      }
      // A table from 720 px, cards below it.
      const head = root(el).querySelector('.head')!;
      expect(getComputedStyle(head).display === 'none').to.equal(width < 720);

      // Keyboard: into the grid, down to the second row, then Tab through its controls.
      root(el).querySelector<HTMLInputElement>('input[type=checkbox]')!.focus();
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'ArrowDown'});
      await el.updateComplete;
      const reached: string[] = [];
      for (let i = 0; i < 4; i++) {
        await sendKeys({press: 'Tab'});
        const active = root(el).activeElement!;
        expect(within(active, el), `${active.getAttribute('aria-label')} visible`).to.equal(true);
        reached.push(active.getAttribute('aria-label')!);
      }
      const name = label('int');
      expect(reached).to.deep.equal([
        `Default value for ${name}`,
        `Write ${name} on create`,
        `Write ${name} on update`,
        `Reset to default: ${name}`,
      ]);
    });
  }

  it('below 720 px each field is a card: name and type on top, each control with a visible caption', async () => {
    // tall enough to show the date-time card, the eighth (only the rows in view are built)
    const el = await editor(375, {}, 'en', '140rem');
    const row = rowOf(el, label('datetime'));
    const [name, def, create, update] = [
      ...row.querySelectorAll<HTMLElement>('[role=rowheader], [role=gridcell]'),
    ];
    // Stacked, top to bottom.
    expect(name.getBoundingClientRect().bottom).to.be.at.most(def.getBoundingClientRect().top);
    expect(def.getBoundingClientRect().bottom).to.be.at.most(create.getBoundingClientRect().top);
    expect(create.textContent).to.contain('Write on create');
    expect(update.textContent).to.contain('Write on update');
    expect(getComputedStyle(def.querySelector('.cap')!).display).to.equal('block');
    // The rows' rendered height is what the windowing counts on.
    expect(row.getBoundingClientRect().height).to.equal(269);
    const wide = await editor(600, {}, 'en', '140rem');
    expect(rowOf(wide, label('datetime')).getBoundingClientRect().height).to.equal(208);
    const table = await editor(1280);
    expect(rowOf(table, label('datetime')).getBoundingClientRect().height).to.equal(64);
    expect(getComputedStyle(rowOf(table, label('datetime')).querySelector('.cap')!).display).to.equal('none');
  });

  it('a long field name is readable in full: on two lines in a card, and on hover in the table, at the fixed row heights', async () => {
    const long = 'Primary business email address used for invoices';
    const fields: FieldMetadata[] = [
      {fieldName: 'billing_email', displayName: long, valueType: 'string'},
      ...FIELDS,
    ];
    for (const [width, height] of [
      [320, 269],
      [600, 208],
      [1280, 64],
    ]) {
      const el = await mount({width, fields});
      const row = rowOf(el, long);
      const name = row.querySelector<HTMLElement>('[part=label]')!;
      expect(name.title, `${width}: the full name on hover`).to.equal(long);
      if (width < 720) {
        expect(name.scrollWidth, `${width}: nothing cut at the side`).to.be.at.most(name.clientWidth);
        expect(name.scrollHeight, `${width}: nothing cut below`).to.be.at.most(name.clientHeight);
      }
      expect(row.getBoundingClientRect().height, `${width}: row height`).to.equal(height);
      // the rows below keep the height the windowing counts on
      expect(rowOf(el, label('string')).getBoundingClientRect().height, `${width}: next row`).to.equal(
        height,
      );
    }
  });

  it('--ic-row-padding sets the density of the table, and the long list scrolls to its last row without a gap', async () => {
    const many: FieldMetadata[] = Array.from({length: 200}, (_, i) => ({
      fieldName: `f${i}`,
      displayName: `Field ${i}`,
      valueType: 'string',
    }));
    const heights: Record<string, number> = {};
    for (const padding of ['', '0', '1rem']) {
      const wrapStyle = padding ? `--ic-row-padding: ${padding}` : '';
      const el = await mount({width: 1280, fields: many, wrapStyle});
      heights[padding] = rowOf(el, 'Field 0').getBoundingClientRect().height;
      // to the bottom: the window counts rows at their real height, so the last one ends the list
      const table = root(el).querySelector<HTMLElement>('.table')!;
      table.scrollTop = table.scrollHeight;
      table.dispatchEvent(new Event('scroll'));
      await el.updateComplete;
      const last = rowOf(el, 'Field 199');
      expect(last, `${padding || 'default'}: the last row is rendered`).to.not.equal(undefined);
      const gap = table.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
      expect(gap, `${padding || 'default'}: space below the last row`).to.be.within(0, 2);
    }
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(heights['']).to.equal(64);
    expect(heights['0']).to.be.closeTo(64 - 0.75 * rem, 0.5);
    expect(heights['1rem']).to.be.closeTo(64 - 0.75 * rem + 2 * rem, 0.5);
  });

  it('a read-only field says "never written" where its settings would be, with no controls, at the fixed row heights', async () => {
    const ro = label('reference'); // FIELDS[8] is read-only
    for (const [width, height] of [
      [375, 158],
      [600, 158],
      [1280, 64],
    ]) {
      const el = await editor(width, {}, 'en', '200rem');
      const row = rowOf(el, ro);
      expect(row.querySelectorAll('input, select').length, `${width}: no controls`).to.equal(0);
      const [, def, create, update] = [
        ...row.querySelectorAll<HTMLElement>('[role=rowheader], [role=gridcell]'),
      ];
      expect(def.querySelector('.fixed')!.textContent).to.equal('Read-only: never written.');
      if (width < 720) {
        // a card says it once: no "Never" twice under it
        expect(getComputedStyle(create).display, `${width}: no create`).to.equal('none');
        expect(getComputedStyle(update).display, `${width}: no update`).to.equal('none');
      } else {
        // each in its own column, like the other rows' controls
        expect(create.querySelector('.fixed')!.textContent).to.equal('Never');
        expect(update.querySelector('.fixed')!.textContent).to.equal('Never');
        const other = rowOf(el, label('string'));
        const x = (e: Element) => Math.round(e.getBoundingClientRect().left);
        expect(x(create), `${width}: create column`).to.equal(x(other.querySelector('.create')!));
      }
      expect(row.getBoundingClientRect().height, `${width}: row height`).to.equal(height);
    }
  });
});

describe('<field-settings-editor> marks and messages', () => {
  it('says "Has settings" for stored settings and "Changed" only for the customer\'s unsaved edits', async () => {
    const age = FIELDS[1].fieldName;
    const el = await editor(1280, {[age]: {writeOnCreate: 'never'}});
    const marks = (name: string) =>
      [...rowOf(el, name).querySelectorAll('[part=mark]')].map((m) => m.textContent);
    expect(marks(label('int'))).to.deep.equal(['Has settings']);
    expect(marks(label('string'))).to.deep.equal([]);

    await edit(control<HTMLSelectElement>(el, `Write ${label('string')} on update`), 'never');
    await el.updateComplete;
    expect(marks(label('string'))).to.deep.equal(['Changed']);
    // Back to the default: changed from what is saved, so still the customer's change.
    await edit(control<HTMLSelectElement>(el, `Write ${label('int')} on create`), '');
    await el.updateComplete;
    expect(marks(label('int'))).to.deep.equal(['Changed']);
    control<HTMLButtonElement>(el, `Reset to default: ${label('int')}`).click();
    await el.updateComplete;
    expect(marks(label('int'))).to.deep.equal(['Changed']);

    // The host saves: the settings it sets are the new baseline.
    el.settings = {...el.settings};
    await el.updateComplete;
    expect(marks(label('string'))).to.deep.equal(['Has settings']);
    expect(marks(label('int'))).to.deep.equal([]);
  });

  it('shows default behaviour quietly and a changed setting emphasised', async () => {
    const el = await editor(1280, {[FIELDS[0].fieldName]: {writeOnUpdate: 'never'}});
    const quiet = control<HTMLSelectElement>(el, `Write ${label('string')} on create`);
    const set = control<HTMLSelectElement>(el, `Write ${label('string')} on update`);
    expect(quiet.selectedOptions[0].textContent!.trim()).to.equal('Always (default)');
    const muted = getComputedStyle(quiet).color;
    expect(muted).to.not.equal(getComputedStyle(set).color);
    expect(getComputedStyle(set).borderColor).to.not.equal(getComputedStyle(quiet).borderColor);
    const reset = control<HTMLButtonElement>(el, `Reset to default: ${label('string')}`);
    expect(reset.textContent!.trim()).to.equal('Reset to default');
  });

  it('shows a row error in full, wrapping over lines, at any width', async () => {
    // what the server refused on save (a 422), shown on the row of the field it names
    const refused = {
      objectName: 'contact',
      fieldName: FIELDS[0].fieldName,
      path: 'default',
      message: 'must have exactly one of stringValue, integerValue, booleanValue',
    };
    for (const width of [320, 1280]) {
      const el = await editor(width, {[FIELDS[0].fieldName]: {writeOnCreate: 'never'}});
      el.serverIssues = [refused];
      await el.updateComplete;
      const msg = rowOf(el, label('string')).querySelector<HTMLElement>('.msg')!;
      expect(msg.textContent).to.equal(
        'Not saved: must have exactly one of stringValue, integerValue, booleanValue',
      );
      expect(msg.scrollWidth).to.be.at.most(msg.clientWidth);
      expect(msg.scrollHeight).to.be.at.most(msg.clientHeight);
      expect(getComputedStyle(msg).visibility).to.equal('visible');
      if (width === 320)
        expect(msg.getBoundingClientRect().height).to.be.greaterThan(
          parseFloat(getComputedStyle(msg).fontSize) * 2,
        );
      expect(within(msg, el)).to.equal(true);
    }
  });

  it('names each field type in words, in English and German, never clipped', async () => {
    // Tall enough that every row is rendered.
    const en = await editor(320, {}, 'en', '200rem');
    const types = (el: FieldSettingsEditor) =>
      rows(el).map((r) => {
        const t = r.querySelector<HTMLElement>('.type')!;
        expect(t.scrollWidth, t.textContent!).to.be.at.most(t.clientWidth);
        return t.textContent;
      });
    expect(types(en)).to.deep.equal([
      'Text',
      'Whole number',
      'Decimal number',
      'Yes/No',
      'Single choice',
      'Multiple choice',
      'Date',
      'Date and time',
      'Reference',
      'Other',
    ]);
    const de = await editor(320, {}, 'de', '200rem');
    await waitUntil(() => types(de).includes('Datum und Uhrzeit'), 'German labels');
    expect(types(de)).to.include.members(['Ganzzahl', 'Mehrfachauswahl', 'Sonstiges']);
  });

  it('German headers and buttons keep their words whole', async () => {
    const el = await editor(768, {[FIELDS[0].fieldName]: {writeOnUpdate: 'never'}}, 'de');
    await waitUntil(() => root(el).textContent!.includes('Zurücksetzen'), 'German labels');
    const reset = rowOf(el, label('string')).querySelector('button')!;
    const lineHeight = parseFloat(getComputedStyle(reset).lineHeight) || 20;
    expect(reset.getBoundingClientRect().height).to.be.below(lineHeight * 2 + 10);
    expect(reset.textContent).to.not.contain('\u00AD');
    for (const h of root(el).querySelectorAll<HTMLElement>('[role=columnheader]')) {
      // A header may take two lines, but no word is split.
      expect(h.scrollWidth, h.textContent!).to.be.at.most(h.clientWidth);
    }
  });

  it('names the grid after the object, readably when alone (no display name known)', async () => {
    const el = await editor(1280);
    expect(root(el).querySelector('[role=grid]')!.getAttribute('aria-label')).to.equal('Contact');
  });

  it("inside <install-config>: names the grid by the object's display name, and marks edits against the saved installation", async () => {
    const host = document.createElement('div');
    const draft = ConfigDraft.from({
      id: 'i1',
      config: {
        content: {
          write: {
            objects: {
              contact: {
                objectName: 'contact',
                selectedFieldSettings: {[FIELDS[1].fieldName]: {writeOnCreate: 'never'}},
              },
            },
          },
        },
      },
    } as never);
    new ContextProvider(host, {
      context: configContext,
      initialValue: {
        draft,
        fields: {contact: {status: 'loaded', fields: FIELDS, displayName: 'Customer contact'}},
        state: {saving: false},
      },
    });
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    wrap.append(host);
    const el = document.createElement('field-settings-editor');
    el.object = 'contact';
    host.append(el);
    await el.updateComplete;
    expect(root(el).querySelector('[role=grid]')!.getAttribute('aria-label')).to.equal('Customer contact');
    const marks = (name: string) =>
      [...rowOf(el, name).querySelectorAll('[part=mark]')].map((m) => m.textContent);
    expect(marks(label('int'))).to.deep.equal(['Has settings']);
    await edit(control<HTMLSelectElement>(el, `Write ${label('string')} on update`), 'never');
    await el.updateComplete;
    expect(draft.writeObject('contact').getFieldSettings(FIELDS[0].fieldName)).to.deep.equal({
      writeOnUpdate: 'never',
    });
    expect(marks(label('string'))).to.deep.equal(['Changed']);
    expect(marks(label('int'))).to.deep.equal(['Has settings']);
  });
});

describe('<field-settings-editor> layout accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`is accessible as cards at 375 px, ${theme}, with an error row`, async () => {
      const el = await editor(375, {
        [FIELDS[0].fieldName]: {default: {stringValue: 'a', integerValue: 1}, writeOnCreate: 'never'},
      });
      el.theme = theme;
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  }
});

// A busy machine delivers the first ResizeObserver measure late. A focus before it (a fast
// keyboard user, a test) scrolls the narrow grid's cards, and the window must follow the cards'
// real heights: with the wide table's row heights it left the focused row out, and what was
// typed next went nowhere.
describe('<field-settings-editor> before its first measure', () => {
  it('keeps a focused row in the window at 375 px when the measure comes late', async () => {
    // the measures are held back until the test lets them through
    const Observer = window.ResizeObserver;
    const held: Array<() => void> = [];
    window.ResizeObserver = class extends Observer {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => held.push(() => callback(entries, observer)));
      }
    };
    try {
      const fields = Array.from({length: 40}, (_, i) => ({
        fieldName: `field_${i}`,
        displayName: `Field ${i}`,
        valueType: 'string',
      }));
      // mounted as every test mounts it: its measures stay held through the frames it waits
      const el = await mount({width: 375, fields, height: '16rem'});
      const input = control<HTMLInputElement>(el, 'Default value for Field 6');
      input.focus();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await el.updateComplete;
      expect(input.isConnected, 'the focused input is still there').to.equal(true);
      expect(root(el).activeElement).to.equal(input);
      // and still once the late measure has come
      await waitUntil(() => held.length, 'a measure');
      for (const measure of held.splice(0)) measure();
      await el.updateComplete;
      expect(input.isConnected, 'the focused input after the measure').to.equal(true);
    } finally {
      window.ResizeObserver = Observer;
    }
  });
});
