// Runs inside Chromium (bundled by bench/field-settings-editor.bench.ts with production Lit).
// Times <field-settings-editor> with 5,000 fields against plain DOM building the same visible
// rows, both measured here with performance.now().
import {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {FieldMetadata} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';

if (!customElements.get('field-settings-editor'))
  customElements.define('field-settings-editor', FieldSettingsEditor);

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
] as const;
const OPTS = ['alpha', 'beta', 'gamma'].map((v) => ({value: v, displayValue: v}));

/** The same 5,000 fields as the emulator's wide_object: every valueType in turn. */
function wideFields(n: number): FieldMetadata[] {
  const out: FieldMetadata[] = [];
  for (let i = 0; i < n; i++) {
    const valueType = TYPES[i % TYPES.length];
    out.push({
      fieldName: `field_${String(i).padStart(4, '0')}`,
      displayName: `Field ${i} (${valueType})`,
      valueType,
      providerType: valueType,
      readOnly: i % 97 === 0,
      isCustom: i % 7 === 0,
      isRequired: false,
      ...(valueType === 'singleSelect' || valueType === 'multiSelect' ? {values: OPTS} : {}),
    });
  }
  return out;
}

/** After the next frame has been produced (rAF, then a task after it). */
const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

const host = document.createElement('div');
host.id = 'host';
document.body.append(host);

const sheet = new CSSStyleSheet();
// The plain-DOM page gets the same grid and row height as the element, so layout work matches.
sheet.replaceSync(`
  body { margin: 0; font: 15px system-ui, sans-serif; }
  #host { width: 1100px; }
  field-settings-editor { --ic-editor-height: 30rem; display: block; }
  .plain-table { height: 30rem; overflow: auto; display: block; }
  .plain-row { display: grid; grid-template-columns: minmax(11rem, 2fr) minmax(12rem, 2fr) 8.5rem 8.5rem 6rem;
    height: 64px; align-items: center; gap: 0.5rem; border-bottom: 1px solid #ccc; }
  .plain-row .meta { display: block; font-size: 0.8em; color: #555; }
  .plain-head { position: sticky; top: 0; background: #fff; height: auto; }
  .plain-toolbar { display: flex; gap: 1rem; align-items: center; padding: 0.5rem 0; }
`);
document.adoptedStyleSheets = [sheet];

const FIELDS = wideFields(5000);

export interface RenderResult {
  /** set fields -> rendered and laid out (forced layout; no frame wait). */
  layoutMs: number;
  /** set fields -> rows painted (the next frame after it). */
  ms: number;
  rows: number;
}

/**
 * A fresh element on an empty page, given `fields` and `settings` (or a draft to edit), rendered
 * and laid out; `t0` when the fields were set.
 */
async function mountEditor(fields: FieldMetadata[], draft?: ConfigDraft) {
  host.replaceChildren();
  await painted();
  const el = document.createElement('field-settings-editor');
  const t0 = performance.now();
  el.object = 'wide_object';
  el.fields = fields;
  if (draft) el.draft = draft;
  else el.settings = {};
  host.append(el);
  await el.updateComplete;
  void el.shadowRoot!.querySelector('.table')!.getBoundingClientRect().height;
  return {el, t0, layoutMs: performance.now() - t0};
}

/** Element: set 5,000 fields (or the first `count`) -> rows on screen. */
async function elementFirstRender(count = FIELDS.length): Promise<RenderResult> {
  const {el, t0, layoutMs} = await mountEditor(count === FIELDS.length ? FIELDS : FIELDS.slice(0, count));
  await painted();
  const ms = performance.now() - t0;
  return {layoutMs, ms, rows: el.shadowRoot!.querySelectorAll('[part=row]').length};
}

/** The controls of one row, as plain DOM would build them. */
function plainRow(
  field: FieldMetadata,
  onEdit: (row: HTMLElement, input: HTMLInputElement | HTMLSelectElement) => void,
): HTMLElement {
  const row = document.createElement('div');
  row.className = 'plain-row';
  row.setAttribute('role', 'row');
  const name = document.createElement('div');
  const label = document.createElement('span');
  label.textContent = field.displayName ?? field.fieldName;
  const meta = document.createElement('span');
  meta.className = 'meta';
  meta.textContent = `${field.fieldName} ${field.valueType ?? ''}`;
  name.append(label, meta);
  if (field.readOnly) {
    // As the element: a read-only field takes no settings, one note instead of its controls.
    const note = document.createElement('span');
    note.textContent = 'Read-only: never written.';
    row.append(name, note);
    return row;
  }
  const def = document.createElement('div');
  let input: HTMLInputElement | HTMLSelectElement;
  if (field.valueType === 'boolean' || field.valueType === 'other' || field.values?.length) {
    const s = document.createElement('select');
    const choices =
      field.valueType === 'other'
        ? ['Text', 'Integer', 'Boolean']
        : (field.values?.map((v) => v.displayValue ?? String(v.value)) ?? ['True', 'False']);
    // As the element: multiple choice is a list box of three lines without a "No default" option.
    if (field.valueType === 'multiSelect') {
      s.multiple = true;
      s.size = 3;
    }
    for (const text of field.valueType === 'multiSelect' ? choices : ['No default', ...choices]) {
      const o = document.createElement('option');
      o.textContent = text;
      s.append(o);
    }
    input = s;
  } else {
    const i = document.createElement('input');
    // As the element: native date inputs for dates (contract's typed inputs).
    i.type = field.valueType === 'date' ? 'date' : field.valueType === 'datetime' ? 'datetime-local' : 'text';
    if (i.type === 'text') i.placeholder = 'No default';
    if (field.valueType === 'datetime') i.step = '1';
    i.setAttribute('aria-label', `Default value for ${field.displayName}`);
    input = i;
  }
  input.addEventListener('change', () => onEdit(row, input));
  def.append(input);
  const writeOn = () => {
    const cell = document.createElement('div');
    const s = document.createElement('select');
    for (const text of ['Always (default)', 'Always', 'Never', 'If empty']) {
      const o = document.createElement('option');
      o.textContent = text;
      s.append(o);
    }
    cell.append(s);
    return cell;
  };
  const clearCell = document.createElement('div');
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.textContent = 'Reset';
  clear.disabled = true;
  clearCell.append(clear);
  row.append(name, def, writeOn(), writeOn(), clearCell);
  return row;
}

const plainSettings = new Map<string, string>();
function plainEdit(row: HTMLElement, input: HTMLInputElement | HTMLSelectElement) {
  plainSettings.set(row.dataset.field!, input.value);
  row.querySelector('button')!.disabled = false;
}

/** The element's toolbar (filter, "only with settings", count) and header row, as plain DOM. */
function plainChrome(total: number): {toolbar: HTMLElement; header: HTMLElement} {
  const toolbar = document.createElement('div');
  toolbar.className = 'plain-toolbar';
  const filter = document.createElement('label');
  const search = document.createElement('input');
  search.type = 'search';
  filter.append('Filter fields', search);
  const only = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  only.append(box, 'Only fields with settings');
  const count = document.createElement('span');
  count.setAttribute('role', 'status');
  count.textContent = `${total.toLocaleString('en')} of ${total.toLocaleString('en')} fields`;
  toolbar.append(filter, only, count);
  const header = document.createElement('div');
  header.className = 'plain-row plain-head';
  header.setAttribute('role', 'row');
  for (const text of ['Field', 'Default value', 'Write on create', 'Write on update', 'Reset']) {
    const cell = document.createElement('span');
    cell.setAttribute('role', 'columnheader');
    cell.textContent = text;
    header.append(cell);
  }
  return {toolbar, header};
}

/**
 * Plain DOM: build `rows` visible rows of the same fields with createElement. `chrome`: also the
 * toolbar and header row the element shows above its rows (the same visible controls).
 */
async function plainFirstRender(rows: number, chrome = false): Promise<RenderResult> {
  host.replaceChildren();
  await painted();
  const t0 = performance.now();
  const table = document.createElement('div');
  table.className = 'plain-table';
  let toolbar: HTMLElement | undefined;
  if (chrome) {
    const c = plainChrome(FIELDS.length);
    toolbar = c.toolbar;
    table.append(c.header);
  }
  for (const field of FIELDS.slice(0, rows)) {
    const row = plainRow(field, plainEdit);
    row.dataset.field = field.fieldName;
    table.append(row);
  }
  if (toolbar) host.append(toolbar);
  host.append(table);
  void table.getBoundingClientRect().height;
  const layoutMs = performance.now() - t0;
  await painted();
  return {
    layoutMs,
    ms: performance.now() - t0,
    rows: table.querySelectorAll('.plain-row:not(.plain-head)').length,
  };
}

/**
 * The grid scrolled once, as a customer reaching it does: from then on it renders the rows around
 * the view too (until then only those in view), the rows the edits below are timed on.
 */
async function scrolledOnce(el: HTMLElement & {updateComplete: Promise<unknown>}) {
  el.shadowRoot!.querySelector('.table')!.dispatchEvent(new Event('scroll'));
  await el.updateComplete;
  await painted();
}

export interface EditResult {
  /** Per edit: change event -> the row shows the new state in the DOM (mean over the rows edited). */
  domMs: number;
  /** Per edit, with style and layout forced after it (the row's box read). */
  layoutMs: number;
  /** The last edit: change event -> the next frame after it. */
  paintMs: number;
  edits: number;
  /** The rows the grid held while edited. */
  rows: number;
}

let editCount = 0;
/** The rows the element edited last: the plain DOM edits the same ones (the element's date, datetime
 * and numeric kinds have inputs of their own types, the plain rows text inputs only). */
let elementLabels: string[] = [];

/** The visible rows with a text default input: their field labels. */
function editableLabels(root: ParentNode): string[] {
  return [
    ...root.querySelectorAll<HTMLInputElement>('input[type=text][aria-label^="Default value for "]'),
  ].map((i) => i.getAttribute('aria-label')!.slice('Default value for '.length));
}

/**
 * One committed edit of the element's `input` (its value set): ms from the change event to the
 * element's update, and to that update's style and layout done; `t0` when it started.
 */
async function timedEdit(el: HTMLElement & {updateComplete: Promise<unknown>}, input: HTMLElement) {
  const t0 = performance.now();
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
  const updatedMs = performance.now() - t0;
  input.getBoundingClientRect(); // style + layout of what the edit changed
  return {t0, updatedMs, laidOutMs: performance.now() - t0};
}

/**
 * Element: type a value into each visible row's default input and commit it (change) -> that
 * row's Reset button is on and the element holds the value. Rows start at default behaviour.
 */
async function elementEdit(): Promise<EditResult> {
  const el = host.querySelector('field-settings-editor');
  if (!el) throw new Error('render the element first');
  const root = el.shadowRoot!;
  el.settings = {};
  await el.updateComplete;
  await scrolledOnce(el);
  const labels = editableLabels(root);
  elementLabels = labels;
  let total = 0;
  let totalLayout = 0;
  let t0 = 0;
  for (const label of labels) {
    const input = root.querySelector<HTMLInputElement>(`[aria-label="Default value for ${label}"]`)!;
    const reset = root.querySelector<HTMLButtonElement>(`[aria-label="Reset to default: ${label}"]`)!;
    if (!reset.disabled) throw new Error(`${label}: Reset should be off before the edit`);
    input.value = String(++editCount);
    const edit = await timedEdit(el, input);
    t0 = edit.t0;
    totalLayout += edit.laidOutMs;
    total += edit.updatedMs;
    if (reset.disabled) throw new Error(`${label}: the edit did not show`);
  }
  await painted();
  return {
    domMs: total / labels.length,
    layoutMs: totalLayout / labels.length,
    paintMs: performance.now() - t0,
    edits: labels.length,
    rows: root.querySelectorAll('[part=row]').length,
  };
}

/** Plain DOM: the same edits on the plain rows (a change handler stores the value, turns Reset on). */
async function plainEdit1(): Promise<EditResult> {
  const table = host.querySelector<HTMLElement>('.plain-table');
  if (!table) throw new Error('render the plain rows first');
  for (const b of table.querySelectorAll('button')) b.disabled = true;
  await painted();
  const labels = elementLabels.filter((l) => editableLabels(table).includes(l));
  let total = 0;
  let totalLayout = 0;
  let t0 = 0;
  for (const label of labels) {
    const input = table.querySelector<HTMLInputElement>(`[aria-label="Default value for ${label}"]`)!;
    const reset = input.closest('.plain-row')!.querySelector('button')!;
    input.value = String(++editCount);
    t0 = performance.now();
    input.dispatchEvent(new Event('change'));
    const t1 = performance.now();
    input.getBoundingClientRect(); // style + layout of what the edit changed
    totalLayout += performance.now() - t0;
    total += t1 - t0;
    if (reset.disabled) throw new Error(`${label}: the plain edit did not show`);
  }
  await painted();
  return {
    domMs: total / labels.length,
    layoutMs: totalLayout / labels.length,
    paintMs: performance.now() - t0,
    edits: labels.length,
    rows: table.querySelectorAll('.plain-row:not(.plain-head)').length,
  };
}

/** The 50,000 fields of the first-edit measure (made on first use). */
let manyFields: FieldMetadata[] | undefined;

export interface FirstEditResult {
  /** Set fields -> rendered and laid out, as elementFirstRender's layoutMs. */
  renderMs: number;
  /** The first edit of the element's life: change event -> the row shows it. */
  firstMs: number;
  /** The edits of the other visible rows after it, each the same way. */
  warmMs: number[];
  /** The same edits to the row's style and layout done (DESIGN's "one millisecond per edit"). */
  firstLaidOutMs: number;
  warmLaidOutMs: number[];
}

/**
 * A fresh element with 50,000 fields, standalone (`settings`) or editing a draft, rendered and
 * painted; then each visible row with a text default edited once. The first edit is the one that
 * used to pay for indexing every field name.
 */
async function elementFirstEdit(withDraft: boolean): Promise<FirstEditResult> {
  const draft = withDraft
    ? ConfigDraft.from({
        id: 'bench',
        config: {revisionId: 'r1', content: {write: {objects: {wide_object: {objectName: 'wide_object'}}}}},
      } as never)
    : undefined;
  const {el, layoutMs: renderMs} = await mountEditor((manyFields ??= wideFields(50_000)), draft);
  await scrolledOnce(el);
  const root = el.shadowRoot!;
  const times: number[] = [];
  const laidOut: number[] = [];
  for (const label of editableLabels(root)) {
    const input = root.querySelector<HTMLInputElement>(`[aria-label="Default value for ${label}"]`)!;
    const reset = root.querySelector<HTMLButtonElement>(`[aria-label="Reset to default: ${label}"]`)!;
    input.value = String(++editCount);
    const {updatedMs, laidOutMs} = await timedEdit(el, input);
    times.push(updatedMs);
    laidOut.push(laidOutMs);
    if (reset.disabled) throw new Error(`${label}: the edit did not show`);
  }
  if (times.length < 2) throw new Error('fewer than two editable rows in view');
  return {
    renderMs,
    firstMs: times[0]!,
    warmMs: times.slice(1),
    firstLaidOutMs: laidOut[0]!,
    warmLaidOutMs: laidOut.slice(1),
  };
}

declare global {
  interface Window {
    fseBench: {
      elementFirstRender: typeof elementFirstRender;
      plainFirstRender: typeof plainFirstRender;
      elementEdit: typeof elementEdit;
      plainEdit: typeof plainEdit1;
      elementFirstEdit: typeof elementFirstEdit;
    };
  }
}

window.fseBench = {
  elementFirstRender,
  plainFirstRender,
  elementEdit,
  plainEdit: plainEdit1,
  elementFirstEdit,
};
