// One field's row of <field-settings-editor>: name and marks, the default value fitted to the
// field's type, write on create and on update, reset, and the row's error. A template function:
// the element owns the state and passes what the row shows and what its controls call.
import {html, nothing, type TemplateResult} from 'lit';
import {live} from 'lit/directives/live.js';
import type {ValidationIssue} from '../../contract/errors.ts';
import type {FieldRowIssue} from '../../contract/field-rules.ts';
import {WRITE_ON_CREATE, WRITE_ON_UPDATE, type FieldMetadata, type FieldSettings} from '../../contract/schemas.ts';
import type {Pending} from '../controllers/pending-store.ts';
import type {StringKey, StringsController} from '../strings.ts';
import {typedDefaultInput} from './default-input.ts';
import {CHOOSABLE_KINDS, fixedKind, kindOfDefault, rawOfDefault, type DefaultKind} from './default-value.ts';

/** What the rows call and share with the element. */
export interface RowHost {
  t: StringsController;
  /** Text being typed into a row's input, by field name. */
  typing: Map<string, string>;
  editDefault(field: FieldMetadata, kind: DefaultKind, raw: string): void;
  editWriteOn(field: FieldMetadata, key: 'writeOnCreate' | 'writeOnUpdate', value: string): void;
  clear(field: FieldMetadata): void;
}

/** One row: its field, position, settings (stored, saved, kept input) and what is wrong with them. */
export interface RowData {
  field: FieldMetadata;
  index: number;
  /** The grid's roving tab stop for this row's controls. */
  ti: number;
  disabled: boolean;
  stored: FieldSettings | undefined;
  saved: FieldSettings | undefined;
  pending: Pending | undefined;
  issues: ReadonlyArray<Pick<ValidationIssue, 'path' | 'message' | 'code' | 'params'>>;
}

type Row = RowData & {h: RowHost; label: string};

const WRITE_ON_LABEL: Record<string, StringKey> = {always: 'optAlways', never: 'optNever', ifEmpty: 'optIfEmpty'};
const KIND_LABEL: Record<string, StringKey> = {none: 'optNoDefault', text: 'optText', integer: 'optInteger', boolean: 'optBoolean'};
/** Value types with a readable label (`vt_<type>` in the catalogues); others are shown as they are. */
const TYPES = ['string', 'boolean', 'singleSelect', 'multiSelect', 'date', 'datetime', 'int', 'float', 'reference', 'other'] as const;
/** Keys compared, in this order, to tell whether two settings are the same. */
const KEYS = ['default', 'stringValue', 'integerValue', 'booleanValue', 'writeOnCreate', 'writeOnUpdate'];
const same = (a: FieldSettings | undefined, b: FieldSettings | undefined) => JSON.stringify(a ?? {}, KEYS) === JSON.stringify(b ?? {}, KEYS);

/** The row of one field. */
export function fieldRow(h: RowHost, d: RowData): TemplateResult {
  const {t} = h;
  const {field, stored, pending, issues, index} = d;
  const name = field.fieldName;
  const row: Row = {...d, h, label: field.displayName || name};
  const errorId = `e${index}`;
  const invalid = issues.length > 0;
  const fixed = fixedKind(field);
  const kind = pending?.kind ?? fixed ?? kindOfDefault(stored?.default);
  const raw = pending ? pending.raw : rawOfDefault(stored?.default, kind, field);
  const defaultInvalid = invalid && issues.some((i) => /(^|\.)default(\.|$)/.test(i.path));
  const vt = field.valueType ?? '';
  const typeText = (TYPES as readonly string[]).includes(vt) ? t.t(`vt_${vt as (typeof TYPES)[number]}`) : vt || t.t('typeUnknown');
  const cap = (key: StringKey) => html`<span class="cap" aria-hidden="true">${t.t(key)}</span>`;
  const mark = (key: StringKey, cls = '') => html`<span part="mark" class="mark ${cls}">${t.t(key)}</span>`;
  // A read-only field takes no settings (contract/field-rules.ts): each setting says so instead of a control.
  const ro = field.readOnly;
  const fixedText = (key: StringKey) => html`<span class="fixed muted">${t.t(key)}</span>`;

  return html`<div class="row ${invalid ? 'invalid' : ''}" part="row" role="row" aria-rowindex=${index + 2}>
    <div class="name" role="rowheader" tabindex=${d.ti}>
      <span part="label" class="label">${row.label}</span>
      <span class="meta muted"
        >${stored ? mark('markChanged') : nothing}${pending || !same(stored, d.saved) ? mark('markUnsaved', 'unsaved') : nothing}<span
          class="type"
          >${typeText}</span
        >${field.isRequired ? html`<span>${t.t('required')}</span>` : nothing}${ro
          ? html`<span>${t.t('readOnly')}</span>`
          : nothing}<span class="id">${name}</span></span
      >
    </div>
    <div class="default" role="gridcell">
      ${cap('colDefault')}${ro
        ? fixedText('readOnlyNote')
        : html`<div class="controls">
            ${fixed
              ? nothing
              : select(row, 'defaultTypeFor', kind === 'none', (v) => h.editDefault(field, v as DefaultKind, ''), CHOOSABLE_KINDS.map((k) => [k, t.t(KIND_LABEL[k])]), kind)}
            ${defaultInput(row, kind, raw, defaultInvalid ? errorId : undefined)}
          </div>`}
    </div>
    ${(['writeOnCreate', 'writeOnUpdate'] as const).map((key) => {
      const current: string = stored?.[key] ?? '';
      const values: readonly string[] = key === 'writeOnCreate' ? WRITE_ON_CREATE : WRITE_ON_UPDATE;
      const options: Array<[string, string]> = [['', t.t('optInherit', {value: t.t('optAlways')})]];
      // A value the server holds but this editor does not know is kept, and named as such.
      if (current && !values.includes(current)) options.push([current, t.t('optUnknown', {value: current})]);
      for (const v of values) options.push([v, t.t(WRITE_ON_LABEL[v])]);
      const create = key === 'writeOnCreate';
      return html`<div class=${create ? 'create' : 'update'} role="gridcell">
        ${cap(create ? 'colWriteOnCreate' : 'colWriteOnUpdate')}${ro
          ? fixedText('optNever')
          : select(row, `${key}For`, !current, (v) => h.editWriteOn(field, key, v), options, current)}
      </div>`;
    })}
    <div class="clear" role="gridcell">
      <button
        ?hidden=${ro && !stored}
        type="button"
        part="clear-button"
        tabindex=${d.ti}
        aria-label=${t.t('clearFor', {field: row.label})}
        ?disabled=${d.disabled || (!stored && !pending)}
        @click=${() => h.clear(field)}
      >
        ${t.t('clear')}
      </button>
    </div>
    ${invalid
      ? html`<div id=${errorId} class="msg error" role="gridcell">${t.t('notSaved', {message: issues.map((i) => t.rule(i)).join('; ')})}</div>`
      : nothing}
  </div>`;
}

/** A row's select: `quiet` when it shows default behaviour; `describedBy` names its error. */
function select(
  row: Row,
  labelKey: StringKey,
  quiet: boolean,
  onChange: (value: string) => void,
  options: ReadonlyArray<readonly [string, string]>,
  selected: string,
  describedBy?: string,
) {
  return html`<select
    part="input"
    class=${quiet ? 'quiet' : 'set'}
    tabindex=${row.ti}
    aria-label=${row.h.t.t(labelKey, {field: row.label})}
    aria-invalid=${describedBy ? 'true' : 'false'}
    aria-describedby=${describedBy ?? nothing}
    ?disabled=${row.disabled}
    @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}
  >
    ${options.map(([value, text]) => html`<option value=${value} ?selected=${value === selected}>${text}</option>`)}
  </select>`;
}

function defaultInput(row: Row, kind: DefaultKind, raw: string, describedBy: string | undefined): TemplateResult | typeof nothing {
  const {field, h} = row;
  const t = h.t;
  const edit = (value: string) => h.editDefault(field, kind, value);
  if (kind === 'none') return nothing;
  const typed = typedDefaultInput(field, {
    raw,
    label: t.t('defaultFor', {field: row.label}),
    disabled: row.disabled,
    invalid: !!describedBy,
    described: describedBy ?? nothing,
    tabIndex: row.ti,
    onRaw: edit,
  });
  if (typed) return typed;
  if (kind === 'boolean' || kind === 'choice') {
    const options: Array<[string, string]> = [['', t.t('optNoDefault')]];
    const stored = row.stored?.default;
    if (kind === 'choice' && raw === '-1' && stored) {
      options.push(['-1', t.t('optUnknown', {value: String(stored.stringValue ?? stored.integerValue ?? stored.booleanValue)})]);
    }
    if (kind === 'boolean') options.push(['true', t.t('optTrue')], ['false', t.t('optFalse')]);
    else (field.values ?? []).forEach((o, i) => options.push([String(i), o.displayValue || String(o.value)]));
    return select(row, 'defaultFor', raw === '', edit, options, raw, describedBy);
  }
  return html`<input
    part="input"
    class=${raw ? 'set' : ''}
    type="text"
    tabindex=${row.ti}
    inputmode=${kind === 'integer' ? 'numeric' : kind === 'decimal' ? 'decimal' : 'text'}
    placeholder=${t.t('optNoDefault')}
    aria-label=${t.t('defaultFor', {field: row.label})}
    aria-invalid=${describedBy ? 'true' : 'false'}
    aria-describedby=${describedBy ?? nothing}
    ?disabled=${row.disabled}
    .value=${live(h.typing.get(field.fieldName) ?? raw)}
    @input=${(e: Event) => h.typing.set(field.fieldName, (e.target as HTMLInputElement).value)}
    @change=${(e: Event) => edit((e.target as HTMLInputElement).value)}
  />`;
}

/** The server's issues (a 422) of `object`'s rows by field, but for fields edited since (`cleared`: `object\nfield`). */
export function byField(issues: readonly FieldRowIssue[] = [], object: string, cleared: Set<string>): Map<string, FieldRowIssue[]> {
  const out = new Map<string, FieldRowIssue[]>();
  for (const i of issues) {
    if (i.objectName === object && !cleared.has(`${object}\n${i.fieldName}`)) out.set(i.fieldName, [...(out.get(i.fieldName) ?? []), i]);
  }
  return out;
}

/** The editor while its fields load, when the object is missing, or when loading them failed. */
export function statusView(t: StringsController, state: 'loading' | 'missing' | 'error', error: unknown, object: string, retry: () => void) {
  if (state === 'loading') {
    return html`<div part="base" aria-busy="true">
      <span class="visually-hidden">${t.t('loading')}</span>
      ${[1, 2, 3, 4, 5].map(() => html`<span class="skeleton"></span>`)}
    </div>`;
  }
  if (state === 'missing') return html`<p part="base" class="status muted">${t.t('objectMissing', {object})}</p>`;
  const reason = error instanceof Error ? error.message : String(error);
  return html`<div part="base" class="status" role="alert">
    <p class="error">${t.t('fieldsLoadFailed', {object, reason})}</p>
    <button type="button" @click=${retry}>${t.t('retry')}</button>
  </div>`;
}
