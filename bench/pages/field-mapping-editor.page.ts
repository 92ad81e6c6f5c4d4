// The page `npm run bench field-mapping-editor` drives: <field-mapping-editor> over a read object
// with 200 targets and 5,000 (or 50,000) provider fields, and a plain-DOM page that builds the same
// visible rows and the same datalist with createElement.
import {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import type {FieldMetadata, Installation, ManifestIntegration} from '../../src/index.ts';
import {ConfigDraft} from '../../src/config/draft.ts';

if (!customElements.get('field-mapping-editor'))
  customElements.define('field-mapping-editor', FieldMappingEditor);

const TYPES = ['string', 'int', 'float', 'boolean', 'date', 'datetime'] as const;
const TARGETS = 200;

/** `n` provider fields of every type in turn, each label unique. */
function providerFields(n: number): FieldMetadata[] {
  const out: FieldMetadata[] = [];
  for (let i = 0; i < n; i++) {
    const valueType = TYPES[i % TYPES.length];
    out.push({fieldName: `field_${i}`, displayName: `Field ${i} (${valueType})`, valueType});
  }
  return out;
}

/** 200 targets: every third named after a provider field (a suggestion), every tenth required, every fourth with a prompt. */
const targets = Array.from({length: TARGETS}, (_, i) => ({
  mapToName: i % 3 === 0 ? `field_${i}` : `target_${i}`,
  mapToDisplayName: `Target ${i}`,
  ...(i % 4 === 0 ? {prompt: `What target ${i} holds`} : {}),
}));
const MANIFEST = {
  name: 'bench',
  provider: 'acme',
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'hook',
        schedule: '*/15 * * * *',
        requiredFields: targets.filter((_, i) => i % 10 === 0),
        optionalFields: targets.filter((_, i) => i % 10 !== 0),
      },
    ],
  },
} as unknown as ManifestIntegration;

function freshDraft(): ConfigDraft {
  const d = ConfigDraft.from({
    id: 'bench',
    projectId: 'p',
    integrationId: 'bench',
    // the installation reads contact already: an object not read shows "Start reading" instead
    config: {
      revisionId: 'r1',
      content: {
        provider: 'acme',
        read: {objects: {contact: {objectName: 'contact', destination: 'hook', schedule: '*/15 * * * *'}}},
      },
    },
  } as unknown as Installation);
  d.setManifest(MANIFEST);
  return d;
}

/** After the next frame has been produced (rAF, then a task after it). */
const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

const host = document.createElement('div');
host.id = 'host';
document.body.append(host);

const sheet = new CSSStyleSheet();
// The plain page gets the element's grid, row and scroller height, so layout work matches.
sheet.replaceSync(`
  body { margin: 0; font: 15px system-ui, sans-serif; }
  #host { width: 1100px; }
  field-mapping-editor { display: block; }
  .plain-table { max-height: 30rem; overflow: auto; display: grid;
    grid-template-columns: minmax(8rem, 1fr) minmax(12rem, 1.4fr); border: 1px solid #888; }
  .plain-row { display: grid; grid: auto / subgrid; grid-column: 1 / -1; gap: 0.25rem 0.75rem;
    align-items: start; padding: 0.5rem; min-height: 56px; border-bottom: 1px solid #ccc; }
  .plain-row .prompt { display: block; font-size: 0.875rem; }
  .plain-row p { margin: 0.25rem 0 0; display: flex; gap: 0.5rem; }
  .plain-head { position: sticky; top: 0; background: #fff; min-height: 40px; }
  .plain-row input[aria-invalid='true'] { border-width: 3px; border-color: #b3261e; }
`);
document.adoptedStyleSheets = [sheet];

const FIELDS = {5000: providerFields(5000), 50000: providerFields(50_000)} as const;
type Count = keyof typeof FIELDS;

export interface RenderResult {
  /** set fields -> rendered and laid out (forced layout; no frame wait). */
  ms: number;
  rows: number;
}

/**
 * A fresh element over `count` fields, editing `draft` (or standalone, given the targets). `newList`:
 * a copy of the list, one no element has seen (editors share a list's index and labels).
 */
async function mount(count: Count, draft: ConfigDraft | undefined, newList = false) {
  host.replaceChildren();
  const fields = newList ? FIELDS[count].slice() : FIELDS[count];
  await painted();
  const el = document.createElement('field-mapping-editor');
  const t0 = performance.now();
  el.object = 'contact';
  el.fields = fields;
  if (draft) el.draft = draft;
  else el.targets = targets;
  host.append(el);
  await el.updateComplete;
  void el.shadowRoot!.querySelector('.table')!.getBoundingClientRect().height;
  return {el, ms: performance.now() - t0};
}

/** Element: targets and 5,000 fields set -> rows laid out (`newList`: fields no element has seen). */
async function elementFirstRender(newList = false): Promise<RenderResult & {suggestions: number}> {
  const {el, ms} = await mount(5000, freshDraft(), newList);
  const root = el.shadowRoot!;
  if (root.querySelectorAll('datalist option').length !== 5000) throw new Error('datalist incomplete');
  return {
    ms,
    rows: root.querySelectorAll('[part=row]').length,
    suggestions: root.querySelectorAll('[part=suggestion]').length,
  };
}

/** Plain DOM: the datalist of 5,000 options and the element's first `rows` rows, with createElement. */
async function plainFirstRender(rows: number): Promise<RenderResult> {
  host.replaceChildren();
  await painted();
  const t0 = performance.now();
  const heading = document.createElement('h3');
  heading.textContent = 'Field mapping: contact';
  const list = document.createElement('datalist');
  list.id = 'plain-fields';
  for (const f of FIELDS[5000]) {
    const o = document.createElement('option');
    o.value = f.displayName!;
    o.label = f.valueType!;
    list.append(o);
  }
  const toolbar = document.createElement('div');
  const all = document.createElement('button');
  all.textContent = 'Accept all 67 suggestions';
  toolbar.append(all);
  const table = document.createElement('div');
  table.className = 'plain-table';
  table.setAttribute('role', 'grid');
  const head = document.createElement('div');
  head.className = 'plain-row plain-head';
  for (const text of ['Field', 'Field in your account']) {
    const cell = document.createElement('span');
    cell.textContent = text;
    head.append(cell);
  }
  table.append(head);
  targets.slice(0, rows).forEach((t, i) => {
    const row = document.createElement('div');
    row.className = 'plain-row';
    const name = document.createElement('div');
    const label = document.createElement('span');
    label.textContent = t.mapToDisplayName;
    name.append(label);
    if (i % 10 === 0) {
      const mark = document.createElement('span');
      mark.textContent = 'Required';
      name.append(mark);
    }
    if (t.prompt) {
      const prompt = document.createElement('span');
      prompt.className = 'prompt';
      prompt.textContent = t.prompt;
      name.append(prompt);
    }
    const source = document.createElement('div');
    const input = document.createElement('input');
    input.setAttribute('list', 'plain-fields');
    input.placeholder = 'Not mapped';
    input.setAttribute('aria-label', `Field in your account for ${t.mapToDisplayName}`);
    source.append(input);
    if (i % 3 === 0) {
      const p = document.createElement('p');
      const text = document.createElement('span');
      text.textContent = `Suggested: Field ${i} (name)`;
      const accept = document.createElement('button');
      accept.textContent = 'Accept';
      const reject = document.createElement('button');
      reject.textContent = 'Reject';
      p.append(text, accept, reject);
      source.append(p);
    }
    row.append(name, source);
    table.append(row);
  });
  host.append(heading, list, toolbar, table);
  void table.getBoundingClientRect().height;
  const ms = performance.now() - t0;
  return {ms, rows: table.querySelectorAll('.plain-row:not(.plain-head)').length};
}

export interface EditsResult {
  /** The first edit of a fresh element: change event -> rendered, style and layout. */
  firstMs: number;
  /** The edits of the other visible rows after it, each the same way. */
  warmMs: number[];
  /** Rows that gained a message with the first edit (a draft's required rows, once it is to be saved). */
  messages: number;
  /** The rows the grid held while edited. */
  rows: number;
}

/**
 * A fresh element over `count` fields (editing a draft, or standalone), painted (and `idleMs` later);
 * then each visible
 * row's picker given a field's label and committed (change), timed to the row showing it, laid out.
 */
async function edits(count: Count, withDraft: boolean, idleMs: number): Promise<EditsResult> {
  const {el} = await mount(count, withDraft ? freshDraft() : undefined);
  // scrolled once, as a customer reaching the grid does: the rows around the view are there too
  el.shadowRoot!.querySelector('.table')!.dispatchEvent(new Event('scroll'));
  await el.updateComplete;
  await painted();
  // a customer's first edit comes after a moment of reading, when the idle-time GC has run
  if (idleMs) await new Promise((r) => setTimeout(r, idleMs));
  const root = el.shadowRoot!;
  const inputs = [...root.querySelectorAll<HTMLInputElement>('input[part=input]')];
  const times: number[] = [];
  const before = root.querySelectorAll('.error').length;
  let messages = 0;
  for (const [i, input] of inputs.entries()) {
    // a field far down the list, mapped to no other target
    const value = (input.value = `Field ${count - 1 - i} (${TYPES[(count - 1 - i) % TYPES.length]})`);
    const t0 = performance.now();
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    input.getBoundingClientRect();
    times.push(performance.now() - t0);
    if (!i) messages = root.querySelectorAll('.error').length - before;
    const row = input.closest('[part=row]')!;
    const why =
      input.value !== value
        ? `shows ${input.value}`
        : !row.querySelector('[part=clear-button]')
          ? 'no clear button'
          : row.matches('.invalid')
            ? row.querySelector('.error')?.textContent
            : '';
    if (why)
      throw new Error(`${input.getAttribute('aria-label')} = ${value}: the edit did not show (${why})`);
  }
  if (times.length < 2) throw new Error('fewer than two rows in view');
  return {
    firstMs: times[0]!,
    warmMs: times.slice(1),
    messages,
    rows: root.querySelectorAll('[part=row]').length,
  };
}

/**
 * The same-run floor for an edit: the plain page's rows (plainFirstRender), each input given a field's
 * label and committed (change), its listener adding the row's clear button and dropping its
 * suggestion as the element does, timed the same way (change -> laid out). `messages`: the first
 * edit also gives that many other rows a message line and an error border, as a draft's first edit
 * does to its unmapped required rows (the floor for that edit).
 */
async function plainEdits(rows: number, messages = 0): Promise<EditsResult> {
  await plainFirstRender(rows);
  await painted();
  const inputs = [...host.querySelectorAll<HTMLInputElement>('.plain-row input')];
  const times: number[] = [];
  for (const [i, input] of inputs.entries()) {
    input.addEventListener('change', () => {
      const clear = document.createElement('button');
      clear.textContent = 'Clear';
      input.after(clear);
      input.parentElement!.querySelector('p')?.remove();
      if (i === 0) inputs.slice(1, 1 + messages).forEach(plainMessage);
    });
    input.value = `Field ${4999 - i} (${TYPES[(4999 - i) % TYPES.length]})`;
    const t0 = performance.now();
    input.dispatchEvent(new Event('change'));
    input.getBoundingClientRect();
    times.push(performance.now() - t0);
  }
  return {firstMs: times[0]!, warmMs: times.slice(1), messages, rows};
}

/** A plain row's "Map this field to save.": a line under its input, which is marked invalid. */
function plainMessage(input: HTMLInputElement, i: number) {
  const p = document.createElement('p');
  p.id = `plain-error-${i}`;
  p.textContent = 'Map this field to save.';
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', p.id);
  input.parentElement!.append(p);
}

declare global {
  interface Window {
    fmeBench: {
      elementFirstRender: typeof elementFirstRender;
      plainFirstRender: typeof plainFirstRender;
      edits: typeof edits;
      plainEdits: typeof plainEdits;
    };
  }
}

window.fmeBench = {elementFirstRender, plainFirstRender, edits, plainEdits};
