// The Preview view of <field-settings-editor>: a sample record, and side by side what a create and an
// update send with the settings as edited (contract/write-rule.ts, the rule the emulator's provider
// runs too), each difference from the saved settings marked. Loaded as a chunk of its own when the
// customer first opens it; what it shares with the entry (Lit) it imports from the entry.
import {html, type TemplateResult} from 'lit';
import type {ConfigContent, FieldMetadata, WriteResponse, WriteType} from '../../../contract/schemas.ts';
import {inheritsMapping} from '../../../contract/inherit-mapping.ts';
import {notedWrite, type WriteFieldPreview, type WritePreview} from '../../../contract/write-rule.ts';
import type {PreviewKey, PreviewT} from './preview-text.ts';

export {previewCatalogue} from './preview-text.ts';
export {previewSheet as sheet} from './preview.styles.ts';

/** Where a test write goes: a client with writeRecords (createClient) and the integration. */
export interface TestWriteTarget {
  client: {
    baseUrl: string;
    writeRecords(
      ref: {projectIdOrName: string; integrationId: string; objectName: string},
      body: {type: WriteType; mode: 'synchronous'; record: Record<string, unknown>},
    ): Promise<WriteResponse>;
  };
  projectIdOrName: string;
  integrationId: string;
}

/** What the editor hands the view on each render. */
export interface PreviewInput {
  objectName: string;
  /** The fields the editor shows (its filter applies). */
  fields: readonly FieldMetadata[];
  /** The content a save would leave (draft.content()), and the saved one. */
  content: Readonly<ConfigContent>;
  saved: Readonly<ConfigContent>;
  /** The integration's manifest, when loaded: its inheritMapping applies where the installation has none. */
  manifest?: unknown;
  /** The host's sample, by the names its app writes (mapped names with inheritMapping). */
  sampleRecord?: Readonly<Record<string, unknown>>;
  /** The preview's words in the current language (featureText over previewCatalogue). */
  t: PreviewT;
  disabled: boolean;
  /** Set with the `test-writes` attribute: offered once the emulator's control route answers. */
  testWrites?: TestWriteTarget;
}

/** The rows shown at most: a preview of 50,000 fields would be a second editor, not a preview. */
const MAX_ROWS = 50;

/** One field of the sample: its text as typed, whether the record has it, whether its current value is set. */
interface SampleField {
  text: string;
  inRecord: boolean;
  currentSet: boolean;
}

type Notes = Map<string, WriteFieldPreview>;

/** What the rows show: the outcomes by field, with the settings as edited and as saved, and a test's records. */
interface Cells {
  create: Notes;
  update: Notes;
  was: {create: Notes; update: Notes};
  stored?: {created: Record<string, unknown>; updated: Record<string, unknown>};
}

type TestState =
  | {status: 'idle'}
  | {status: 'sending'}
  | {status: 'failed'; message: string}
  | {status: 'done'; id: string; created: Record<string, unknown>; updated: Record<string, unknown>};

/** The view's state across renders: the sample per object, and the emulator check and test writes. */
export class PreviewView {
  #host: {requestUpdate(): void};
  /** objectName -> field -> sample */
  #samples = new Map<string, Map<string, SampleField>>();
  #emulator: 'unknown' | 'checking' | 'yes' | 'no' = 'unknown';
  /** The service address the emulator check was for (a new one is checked again). */
  #checked?: string;
  #tests = new Map<string, TestState>();
  #lastSample?: Readonly<Record<string, unknown>>;
  /** "Edit sample": the sample's controls show only when the customer asks for them. */
  #editing = false;

  constructor(host: {requestUpdate(): void}) {
    this.#host = host;
  }

  render(input: PreviewInput): TemplateResult {
    const t = input.t;
    if (input.sampleRecord !== this.#lastSample) {
      // a new sample from the host replaces the customer's edits to the old one
      this.#lastSample = input.sampleRecord;
      this.#samples.clear();
    }
    const {objectName, content, saved, manifest} = input;
    const writable = input.fields.filter((f) => !f.readOnly && f.fieldName !== 'id');
    const fields = writable.slice(0, MAX_ROWS);
    const nameOf = recordNames(content, objectName, manifest);
    const sample = this.#sample(input, fields, nameOf);
    const {record, current} = sampleRecord(fields, sample, nameOf);
    const meta = Object.fromEntries(fields.map((f) => [f.fieldName, f]));
    const run = (c: Readonly<ConfigContent>, type: WriteType) =>
      notesOf(notedWrite(c, objectName, record, {type, current, fields: meta, manifest}));
    const create = run(content, 'create');
    const update = run(content, 'update');
    const was = {create: run(saved, 'create'), update: run(saved, 'update')};
    const test = this.#tests.get(objectName) ?? {status: 'idle'};
    const stored = test.status === 'done' ? test : undefined;
    if (input.testWrites && this.#checked !== input.testWrites.client.baseUrl)
      void this.#checkEmulator(input.testWrites);

    const col = (key: PreviewKey) => html`<span role="columnheader" .textContent=${t(key)}></span>`;
    const cells: Cells = {create, update, was, stored};
    const editing = this.#editing;
    const ifEmpty = (f: FieldMetadata) =>
      writeSettings(content, objectName)?.[f.fieldName]?.writeOnUpdate === 'ifEmpty';
    const renamed = fields.filter((f) => nameOf(f.fieldName) !== f.fieldName);
    return html`<section class="preview" part="preview" aria-label=${t('previewTitle')}>
      <div class="pv-top">
        <p class="title">${t('previewTitle')}</p>
        <button
          type="button"
          part="sample-button"
          aria-pressed=${editing}
          ?disabled=${input.disabled}
          @click=${() => ((this.#editing = !editing), this.#host.requestUpdate())}
        >
          ${t('previewEditSample')}
        </button>
      </div>
      <p class="intro muted">${t('previewIntro')}</p>
      <ul class="pv-legend" aria-label=${t('previewLegend')}>
        ${LEGEND.map(
          ([cls, sign, key]) =>
            html`<li><span class="sign ${cls}" aria-hidden="true">${sign}</span> ${t(key)}</li>`,
        )}
      </ul>
      <div class="pv-table ${stored ? 'stored' : ''}" role="table" aria-label=${t('previewTitle')}>
        <div class="pv-row pv-head" role="row">
          ${col('previewColField')}${col('previewColRecord')}
          ${col('previewColCreate')}${col('previewColUpdate')}
          ${stored ? html`${col('previewColStoredCreate')}${col('previewColStoredUpdate')}` : ''}
        </div>
        ${fields.map((f) =>
          this.#row(t, f, sample.get(f.fieldName)!, cells, {
            disabled: input.disabled,
            editing,
            ifEmpty: ifEmpty(f),
          }),
        )}
      </div>
      <div class="pv-actions">
        ${
          writable.length > fields.length
            ? html`<span class="muted"
                >${t('previewShown', {shown: fields.length, total: writable.length})}</span
              >`
            : ''
        }
        ${
          editing
            ? html`<button
                type="button"
                ?disabled=${input.disabled}
                @click=${() => (this.#samples.delete(objectName), this.#host.requestUpdate())}
              >
                ${t('previewReset')}
              </button>`
            : ''
        }
        ${this.#testView(t, input, record, test)}
      </div>
      <details class="pv-dev">
        <summary>${t('previewDev')}</summary>
        <ul>
          ${fields.map((f) => {
            const as = nameOf(f.fieldName);
            return html`<li>
              ${f.displayName || f.fieldName}: <code>${f.fieldName}</code>${
                as !== f.fieldName ? html` ${t('previewDevFrom', {name: as})}` : ''
              }
            </li>`;
          })}
        </ul>
        ${renamed.length ? html`<p>${t('previewDevRenamed')}</p>` : ''}
      </details>
    </section>`;
  }

  /** One field: its name, its sample, and what a create and an update send (and stored, after a test). */
  #row(
    t: PreviewT,
    f: FieldMetadata,
    s: SampleField,
    cells: Cells,
    how: {disabled: boolean; editing: boolean; ifEmpty: boolean},
  ) {
    const name = f.fieldName;
    const display = f.displayName || name;
    const label = (key: PreviewKey) => html`<span class="pv-label" aria-hidden="true">${t(key)}</span>`;
    const {create, update, was, stored} = cells;
    const {disabled} = how;
    // sent as sampled on create and on update, as with the saved settings: on a phone the row is
    // one line, its name and sample (what the two send stays there for a screen reader)
    const plain =
      !how.editing &&
      !stored &&
      s.inRecord &&
      sentAsIs(create.get(name), was.create.get(name)) &&
      sentAsIs(update.get(name), was.update.get(name));
    return html`<div class="pv-row ${plain ? 'plain' : ''}" role="row" data-field=${name}>
      <span class="pv-name" role="rowheader" title=${name}>${display}</span>
      <span class="pv-record" role="cell">
        ${label('previewColRecord')}
        ${
          how.editing
            ? html`<span class="pv-edit">
                <input
                  type="checkbox"
                  .checked=${s.inRecord}
                  ?disabled=${disabled}
                  aria-label=${t('previewInRecord', {field: display})}
                  @change=${(e: Event) => this.#edit(s, {inRecord: (e.target as HTMLInputElement).checked})}
                />${this.#valueControl(t, f, s, display, disabled)}
                ${
                  how.ifEmpty
                    ? html`<label class="pv-current"
                        ><input
                          type="checkbox"
                          .checked=${s.currentSet}
                          ?disabled=${disabled}
                          @change=${(e: Event) =>
                            this.#edit(s, {currentSet: (e.target as HTMLInputElement).checked})}
                        /><span>${t('previewHasValue')}</span></label
                      >`
                    : ''
                }
              </span>`
            : html`<span class=${s.inRecord ? '' : 'muted'}
                >${s.inRecord ? shown(t, valueOf(f, s.text), f) : t('previewNotInSample')}</span
              >`
        }
      </span>
      ${outcomeCell(t, f, label('previewColCreate'), create.get(name), was.create.get(name))}
      ${outcomeCell(t, f, label('previewColUpdate'), update.get(name), was.update.get(name))}
      ${
        stored
          ? html`${storedCell(t, f, label('previewColStoredCreate'), stored.created, name)}
            ${storedCell(t, f, label('previewColStoredUpdate'), stored.updated, name)}`
          : ''
      }
    </div>`;
  }

  /** The input of one sample value: a list for a choice or yes/no, text otherwise. */
  #valueControl(t: PreviewT, f: FieldMetadata, s: SampleField, label: string, disabled: boolean) {
    const set = (e: Event) => this.#edit(s, {text: (e.target as HTMLInputElement).value, inRecord: true});
    // [value, what the customer reads]
    const choices: Array<[string, string]> | undefined =
      f.valueType === 'boolean'
        ? [
            ['true', t('previewTrue')],
            ['false', t('previewFalse')],
          ]
        : f.valueType === 'singleSelect'
          ? (f.values ?? []).map((o) => [String(o.value), o.displayValue || String(o.value)])
          : undefined;
    const aria = t('previewValueOf', {field: label});
    if (choices?.length)
      return html`<select aria-label=${aria} ?disabled=${disabled} @change=${set}>
        ${choices.map(([v, text]) => html`<option .value=${v} ?selected=${v === s.text}>${text}</option>`)}
      </select>`;
    return html`<input
      type="text"
      aria-label=${aria}
      ?disabled=${disabled}
      .value=${s.text}
      @input=${set}
    />`;
  }

  /** With `test-writes`: the button once the emulator answered, or why there is none. */
  #testView(t: PreviewT, input: PreviewInput, record: Record<string, unknown>, test: TestState) {
    if (!input.testWrites || this.#emulator === 'checking') return '';
    if (this.#emulator === 'no') return html`<span class="muted">${t('previewTestUnavailable')}</span>`;
    const status =
      test.status === 'sending'
        ? t('previewTesting')
        : test.status === 'failed'
          ? t('previewTestFailed', {message: test.message})
          : test.status === 'done'
            ? t('previewTestDone', {id: test.id})
            : '';
    return html`<button
        type="button"
        part="test-write-button"
        ?disabled=${input.disabled || test.status === 'sending'}
        @click=${() => this.#testWrite(input, record)}
      >
        ${t('previewTestWrite')}
      </button>
      <span class="muted">${t('previewTestNote')}</span>
      <span role="status" class=${test.status === 'failed' ? 'pv-failed' : ''}>${status}</span>`;
  }

  /** The sample of an object: kept across renders, prefilled on first sight of a field. */
  #sample(input: PreviewInput, fields: readonly FieldMetadata[], nameOf: NameOf) {
    let sample = this.#samples.get(input.objectName);
    if (!sample) this.#samples.set(input.objectName, (sample = new Map()));
    const settings = writeSettings(input.content, input.objectName);
    for (const f of fields) {
      if (sample.has(f.fieldName)) continue;
      const own = input.sampleRecord;
      const key = nameOf(f.fieldName);
      const given = own && (Object.hasOwn(own, key) ? own[key] : own[f.fieldName]);
      sample.set(f.fieldName, {
        text: given === undefined ? sampleText(f) : textOf(given),
        // A field with a default starts out of the record, so the preview shows the default at work.
        inRecord: own ? given !== undefined : !settings?.[f.fieldName]?.default,
        currentSet: true,
      });
    }
    return sample;
  }

  #edit(s: SampleField, change: Partial<SampleField>) {
    Object.assign(s, change);
    this.#host.requestUpdate();
  }

  /** Test writes are offered only where the emulator's control route answers (never production). */
  async #checkEmulator(target: TestWriteTarget) {
    this.#emulator = 'checking';
    this.#checked = target.client.baseUrl;
    try {
      const url = new URL('/_emulator/clock', new URL(target.client.baseUrl, location.href));
      const res = await fetch(url, {credentials: 'same-origin'});
      const body = res.ok ? ((await res.json()) as {now?: unknown}) : undefined;
      this.#emulator = typeof body?.now === 'string' ? 'yes' : 'no';
    } catch {
      this.#emulator = 'no';
    }
    this.#host.requestUpdate();
  }

  /** A create of the sample, then an update of the record it stored; shows what each stored. */
  async #testWrite(input: PreviewInput, record: Record<string, unknown>) {
    const {objectName, testWrites: target} = input;
    if (!target) return;
    const set = (s: TestState) => (this.#tests.set(objectName, s), this.#host.requestUpdate());
    set({status: 'sending'});
    const ref = {projectIdOrName: target.projectIdOrName, integrationId: target.integrationId, objectName};
    const write = async (type: WriteType, r: Record<string, unknown>) => {
      const res = await target.client.writeRecords(ref, {type, mode: 'synchronous', record: r});
      const result = (res as {result?: {recordId?: string; data?: Record<string, unknown>}}).result;
      return {id: String(result?.recordId ?? ''), data: result?.data ?? {}};
    };
    try {
      const created = await write('create', record);
      const updated = await write('update', {...record, id: created.id});
      set({status: 'done', id: created.id, created: created.data, updated: updated.data});
    } catch (e) {
      set({status: 'failed', message: e instanceof Error ? e.message : String(e)});
    }
  }
}

// ---------------------------------------------------------------- the sample record

/** Each field's name in a record the host's app writes: the read mapping's name with inheritMapping. */
function recordNames(content: Readonly<ConfigContent>, objectName: string, manifest: unknown): NameOf {
  const names = new Map<string, string>();
  const write = content.write?.objects?.[objectName];
  const mappings = inheritsMapping(write, manifest, objectName)
    ? content.read?.objects?.[objectName]?.selectedFieldMappings
    : undefined;
  for (const [from, to] of Object.entries(mappings ?? {}))
    if (typeof to === 'string' && from !== 'id' && !names.has(to)) names.set(to, from);
  return (field) => names.get(field) ?? field;
}

/** A provider field's name in the sample record. */
type NameOf = (field: string) => string;

const writeSettings = (content: Readonly<ConfigContent>, objectName: string) =>
  content.write?.objects?.[objectName]?.selectedFieldSettings;

/** The record and the current values the sample stands for. */
function sampleRecord(fields: readonly FieldMetadata[], sample: Map<string, SampleField>, nameOf: NameOf) {
  const record: Record<string, unknown> = {};
  const current: Record<string, unknown> = {};
  for (const f of fields) {
    const s = sample.get(f.fieldName)!;
    const value = valueOf(f, s.text);
    if (s.inRecord) record[nameOf(f.fieldName)] = value;
    // only whether it is empty matters (writeOnUpdate ifEmpty)
    if (s.currentSet) current[f.fieldName] = CURRENT;
  }
  return {record, current};
}

const CURRENT = '(set)';

/** A realistic sample value by field type (and, for text, by the field's name). */
function sampleText(f: FieldMetadata): string {
  const name = f.fieldName.toLowerCase();
  switch (f.valueType) {
    case 'int':
      return '42';
    case 'float':
      return '12.5';
    case 'boolean':
      return 'true';
    case 'date':
      return '2024-05-01';
    case 'datetime':
      return '2024-05-01T09:30:00Z';
    case 'singleSelect':
    case 'multiSelect':
      return String(f.values?.[0]?.value ?? '');
    case 'reference':
      return 'rec-001';
  }
  return /mail/.test(name)
    ? 'ada@example.com'
    : /phone|mobile/.test(name)
      ? '+1 555 0100'
      : /last|surname/.test(name)
        ? 'Lovelace'
        : /name/.test(name)
          ? 'Ada'
          : 'Sample text';
}

/** The value typed text stands for, by the field's type (text that does not fit stays text). */
function valueOf(f: FieldMetadata, text: string): unknown {
  const option = (part: string) => f.values?.find((o) => String(o.value) === part)?.value ?? part;
  switch (f.valueType) {
    case 'int':
      return /^[+-]?\d+$/.test(text.trim()) ? Number(text) : text;
    case 'float':
      return text.trim() && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'singleSelect':
      return option(text);
    case 'multiSelect':
      return text
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)
        .map(option);
  }
  return text;
}

/** The text of a value, for its input (a list as `a;b`, as a multiSelect default is written). */
const textOf = (v: unknown): string => (Array.isArray(v) ? v.join(';') : v === null ? '' : String(v));

// ---------------------------------------------------------------- the outcome cells

const notesOf = (p: WritePreview) => new Map(p.fields.map((n) => [n.field, n]));

/** The marks, each explained once in the legend above the table: [class, sign, words]. */
const LEGEND: [string, string, PreviewKey][] = [
  ['default', '+', 'previewMarkDefault'],
  ['never', '×', 'previewMarkNever'],
  ['ifempty', '○', 'previewMarkIfEmpty'],
  ['changed', '•', 'previewMarkChanged'],
];
const SIGN = Object.fromEntries(LEGEND.map(([cls, sign]) => [cls, sign]));

/** A value as the customer reads it: Yes/No, a choice's display name, "(empty)". */
function shown(t: PreviewT, v: unknown, f?: FieldMetadata): string {
  if (v === null || v === '') return t('previewNull');
  if (Array.isArray(v)) return v.map((x) => shown(t, x, f)).join(', ');
  if (typeof v === 'boolean') return t(v ? 'previewTrue' : 'previewFalse');
  const option = f?.values?.find((o) => o.value === v);
  return option?.displayValue || String(v);
}

/** What a note says in a few words: the value sent, or why nothing is. */
function said(t: PreviewT, f: FieldMetadata, n: WriteFieldPreview | undefined): string {
  if (!n || n.outcome === 'never' || n.outcome === 'ifEmpty' || n.value === undefined)
    return t('previewNotSent');
  return shown(t, n.value, f);
}

const same = (a: WriteFieldPreview | undefined, b: WriteFieldPreview | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Sent as the sample has it, as with the saved settings. */
const sentAsIs = (n: WriteFieldPreview | undefined, saved: WriteFieldPreview | undefined) =>
  n?.outcome === 'sent' && same(n, saved);

function outcomeCell(
  t: PreviewT,
  f: FieldMetadata,
  label: TemplateResult,
  n: WriteFieldPreview | undefined,
  saved: WriteFieldPreview | undefined,
) {
  // a sign the legend explains, its words for a screen reader and on hover
  const mark = (cls: string, words: string) =>
    html`<span part="mark" class="mark ${cls}" title=${words}
      ><span aria-hidden="true">${SIGN[cls]}</span><span class="visually-hidden">${words}</span></span
    >`;
  const out = !n || n.outcome === 'never' || n.outcome === 'ifEmpty' || n.value === undefined;
  const changed = !same(n, saved);
  return html`<span
    class="pv-value ${changed ? 'changed' : ''}"
    role="cell"
    data-outcome=${n?.outcome ?? 'none'}
  >
    ${label}
    <span
      ><span class=${out ? 'muted' : ''}>${said(t, f, n)}</span>
      ${n?.outcome === 'default' ? mark('default', t('previewMarkDefault')) : ''}
      ${n?.outcome === 'never' ? mark('never', t('previewMarkNever')) : ''}
      ${n?.outcome === 'ifEmpty' ? mark('ifempty', t('previewMarkIfEmpty')) : ''}
      ${changed ? mark('changed', t('previewWas', {what: said(t, f, saved)})) : ''}</span
    >
  </span>`;
}

function storedCell(
  t: PreviewT,
  f: FieldMetadata,
  label: TemplateResult,
  data: Record<string, unknown>,
  field: string,
) {
  const has = Object.hasOwn(data, field);
  return html`<span class="pv-value" role="cell" data-stored=${has ? 'yes' : 'no'}>
    ${label}<span class=${has ? '' : 'muted'}>${has ? shown(t, data[field], f) : t('previewNotStored')}</span>
  </span>`;
}
