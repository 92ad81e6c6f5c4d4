// One field's row of <field-settings-editor>: name and marks, the default value fitted to the
// field's type, write on create and on update, reset, and the row's error. A template function:
// the element owns the state and passes what the row shows and what its controls call.
// Few nested templates per row: each template instance costs a clone and a tree walk on every first
// render. A select's options are plain DOM (options() below), built again only when they change.
import {html, nothing, type TemplateResult} from 'lit';
import {guard} from 'lit/directives/guard.js';
import {live} from 'lit/directives/live.js';
import type {ValidationIssue} from '../../contract/errors.ts';
import {sameSettings, type FieldRowIssue} from '../../contract/field-rules.ts';
import type {FieldMetadata, FieldSettings} from '../../contract/schemas.ts';
import type {Pending} from '../controllers/pending-store.ts';
import type {StringKey, StringsController} from '../strings.ts';
import {lockMark} from '../lock-mark.ts';
import {loadFailed} from '../why.ts';
import {rfc3339ToLocal} from './default-input.ts';
import {toLocalNumeral} from './numerals.ts';
import {
  KNOWN,
  customDefault,
  fixedKind,
  kindOfDefault,
  rawOfDefault,
  type DefaultKind,
} from './default-value.ts';

/** A text input's value to convert before it is read: a local date-time, or a numeral of `lang`. */
export type TypedInput = {time: true; lang?: undefined} | {time?: undefined; lang: string};

/** What the rows call and share with the element. */
export interface RowHost {
  t: StringsController;
  /** `t.t(key)` of a message without placeholders, kept for the rows of one render. */
  s(key: StringKey): string;
  /** Text being typed into a row's input, by field name (read-only: `type` and `stopTyping` change it). */
  typing: ReadonlyMap<string, string>;
  /** Text typed into a row's input, before its change event. */
  type(fieldName: string, text: string): void;
  /** Focus left a row's input: its typing ended (its change event, if any, came first). */
  stopTyping(fieldName: string): void;
  /** A default input changed; `typed`: its text is a local date-time or numeral (default-edit.ts converts it). */
  editDefault(field: FieldMetadata, kind: DefaultKind, raw: string, typed?: TypedInput): void;
  editWriteOn(field: FieldMetadata, key: WriteOnKey, value: string): void;
  clear(field: FieldMetadata): void;
  /**
   * While bulk editing: the row's name with its checkbox before it (the bulk toolbar's chunk
   * renders it, so rows carry no selection until a customer opens Bulk edit).
   */
  pick?(
    row: {label: string; index: number; tabIndex: number; selected: boolean},
    name: TemplateResult,
  ): unknown;
}

/** One row: its field, position, settings (stored, saved, kept input) and what is wrong with them. */
export interface RowData {
  field: FieldMetadata;
  index: number;
  /** The grid's roving tab stop for this row's controls. */
  tabIndex: number;
  disabled: boolean;
  /** Whether the row is selected for a bulk edit; undefined: no selection (no draft to edit). */
  selected: boolean | undefined;
  /** The host locked the field (draft.setLocked): why it cannot be changed; undefined when it can. */
  locked: string | undefined;
  stored: FieldSettings | undefined;
  saved: FieldSettings | undefined;
  pending: Pending | undefined;
  issues: ReadonlyArray<Pick<ValidationIssue, 'path' | 'message' | 'code' | 'params'>>;
}

type WriteOnKey = 'writeOnCreate' | 'writeOnUpdate';
type Row = RowData & {host: RowHost; label: string};

/** The row of one field. */
export function fieldRow(host: RowHost, data: RowData): TemplateResult {
  const {t, s} = host;
  const {field, stored, pending, issues, index} = data;
  // a locked row shows its settings with every control disabled
  const row: Row = {
    ...data,
    disabled: data.disabled || !!data.locked,
    host,
    label: field.displayName || field.fieldName,
  };
  const invalid = issues.length > 0;
  // A read-only field takes no settings (contract/field-rules.ts): each setting says so instead of a control.
  const readOnly = field.readOnly;
  const unsaved = pending || !sameSettings(stored, data.saved);
  const mark = (key: StringKey, cls = '') =>
    html`<span part="mark" class="mark ${cls}" .textContent=${s(key)}></span>`;
  const label = html`<span part="label" class="label" title=${row.label} .textContent=${row.label}></span>`;
  const note = (key: StringKey | false | undefined, cls = '') =>
    key ? html`<span class=${cls} .textContent=${s(key)}></span>` : nothing;

  return html`<div
    class="row ${invalid ? 'invalid' : ''} ${readOnly ? 'read-only' : ''}"
    part="row"
    role="row"
    aria-rowindex=${index + 2}
  >
    <div class="name" role="rowheader" tabindex=${data.tabIndex}>
      ${data.selected === undefined ? label : host.pick!({...data, label: row.label, selected: data.selected}, label)}
      <span class="meta muted">
        ${
          // "Changed" is the customer's edit, not yet saved; stored settings alone say "Has settings"
          unsaved ? mark('markChanged', 'unsaved') : stored ? mark('markSet') : nothing
        }
        <span class="type" .textContent=${typeName(s, field.valueType)}></span>
        ${note(field.isRequired && 'required')} ${note(readOnly && 'readOnly')}
        <span class="id" .textContent=${field.fieldName}></span>
        ${data.locked ? lockMark(data.locked) : nothing}
      </span>
    </div>
    <div class="default" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colDefault')}></span>
      ${readOnly ? note('readOnlyNote', 'fixed muted') : defaultCell(row, invalid)}
    </div>
    <div class="create" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colWriteOnCreate')}></span>
      ${readOnly ? note('optNever', 'fixed muted') : writeOnSelect(row, 'writeOnCreate')}
    </div>
    <div class="update" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colWriteOnUpdate')}></span>
      ${readOnly ? note('optNever', 'fixed muted') : writeOnSelect(row, 'writeOnUpdate')}
    </div>
    <div class="clear" role="gridcell">
      <button
        ?hidden=${readOnly && !stored}
        type="button"
        part="clear-button"
        tabindex=${data.tabIndex}
        aria-label=${t.t('clearFor', {field: row.label})}
        ?disabled=${row.disabled || (!stored && !pending)}
        @click=${() => host.clear(field)}
        .textContent=${s('clear')}
      ></button>
    </div>
    ${invalid ? errorCell(row) : nothing}
  </div>`;
}

/** The field's type in words; a type this editor does not know by its own name. */
export function typeName(s: RowHost['s'], valueType: string | undefined): string {
  const type = valueType ?? '';
  if (type in KNOWN || type === 'other') return s(`vt_${type as 'other'}`);
  return type || s('typeUnknown');
}

/** The row's id for its error cell, which the default's control names in aria-describedby. */
const errorIdOf = (row: Row) => `e${row.index}`;

/** What the server or the rules refused on this row, under its controls. */
function errorCell(row: Row): TemplateResult {
  const {t} = row.host;
  return html`<div
    id=${errorIdOf(row)}
    class="msg error"
    role="gridcell"
    .textContent=${t.t('notSaved', {message: row.issues.map((i) => t.rule(i)).join('; ')})}
  ></div>`;
}

/**
 * The default value's controls: the kind of default (for a field whose type does not fix it) and
 * the value, kept input first, then the stored default.
 */
/**
 * The default's controls, or "Custom" for a stored default no input here can hold (kept as saved;
 * Reset clears it).
 */
function defaultCell(row: Row, invalid: boolean): TemplateResult {
  const custom = !row.pending && customDefault(row.stored?.default);
  if (!custom) return defaultControls(row, invalid);
  const value = String(row.stored?.default?.integerValue);
  return html`<span class="fixed custom" .textContent=${row.host.t.t(custom, {value})}></span>`;
}

function defaultControls(row: Row, invalid: boolean): TemplateResult {
  const {field, stored, pending, host} = row;
  const {s} = host;
  const fixed = fixedKind(field);
  const kind = pending?.kind ?? fixed ?? kindOfDefault(stored?.default);
  const raw = pending ? pending.raw : rawOfDefault(stored?.default, kind, field);
  const defaultRefused = invalid && row.issues.some((i) => /(^|\.)default(\.|$)/.test(i.path));
  const kindSelect = fixed
    ? nothing
    : select(
        row,
        'defaultTypeFor',
        kind === 'none' ? 'quiet' : 'set',
        (control) => host.editDefault(field, control.value as DefaultKind, ''),
        options(
          [
            ['none', s('optNoDefault')],
            ['text', s('optText')],
            ['integer', s('optInteger')],
            ['boolean', s('optBoolean')],
          ],
          [kind],
        ),
      );
  return html`<div class="controls">
    ${kindSelect} ${defaultInput(row, kind, raw, defaultRefused ? errorIdOf(row) : undefined)}
  </div>`;
}

/** Write on create or on update: inherit (always), always, never, and on update only, if empty. */
function writeOnSelect(row: Row, key: WriteOnKey) {
  const {field, stored, host} = row;
  const {t, s} = host;
  const create = key === 'writeOnCreate';
  const held: string = stored?.[key] ?? '';
  const always = s('optAlways');
  // A value the server holds but this editor does not know is kept, and named as such.
  const unknown: Opt = held &&
    held !== 'always' &&
    held !== 'never' &&
    (create || held !== 'ifEmpty') && [held, t.t('optUnknown', {value: held})];
  return select(
    row,
    `${key}For`,
    held ? 'set' : 'quiet',
    (control) => host.editWriteOn(field, key, control.value),
    options(
      [
        // one "Always": the default while unset, the stored choice once the server holds it
        held === 'always' ? ['always', always] : ['', t.t('optInherit', {value: always})],
        unknown,
        ['never', s('optNever')],
        !create && ['ifEmpty', s('optIfEmpty')],
      ],
      [held],
    ),
  );
}

/** A row's select; `describedBy` names its error. */
function select(
  row: Row,
  labelKey: StringKey,
  cls: string | typeof nothing,
  onChange: (select: HTMLSelectElement) => void,
  options: unknown,
  describedBy?: string,
) {
  return html`<select
    part="input"
    class=${cls}
    tabindex=${row.tabIndex}
    aria-label=${row.host.t.t(labelKey, {field: row.label})}
    aria-invalid=${!!describedBy}
    aria-describedby=${describedBy ?? nothing}
    ?disabled=${row.disabled}
    @change=${(e: Event) => onChange(e.target as HTMLSelectElement)}
  >
    ${options}
  </select>`;
}

type Opt = [value: string, text: string] | false | '';

/**
 * A select's options, `[value, text]` (falsy: left out), those whose value is in `chosen` selected.
 * Plain DOM, not a template per option: a row has up to fifteen, and template instances are what
 * a first render spends its script time on. Kept as they are while list and choice are the same.
 */
const options = (list: Opt[], chosen: string[]) =>
  guard([...list.flat(), ...chosen, chosen.length], () => {
    const fragment = new DocumentFragment();
    for (const option of list) {
      if (!option) continue;
      const [value, text] = option;
      const selected = chosen.includes(value);
      fragment.append(new Option(text, value, selected, selected));
    }
    return fragment;
  });

/**
 * The default's control, by kind and the field's type: a native date input for `date`, a date-time
 * input that reads and writes RFC 3339 with the customer's offset for `datetime`, a picker of
 * checkboxes for a `multiSelect` with values (`;`-joined), a select for yes/no and single choices,
 * else a text box.
 */
function defaultInput(
  row: Row,
  kind: DefaultKind,
  raw: string,
  describedBy: string | undefined,
): TemplateResult | typeof nothing {
  const {field, host} = row;
  const edit = (value: string) => host.editDefault(field, kind, value);
  if (kind === 'none') return nothing;
  if (field.valueType === 'multiSelect' && field.values?.length)
    return multiChoice(row, raw ? raw.split(';') : [], edit, describedBy);
  if (kind === 'boolean' || kind === 'choice') {
    return select(
      row,
      'defaultFor',
      raw === '' ? 'quiet' : 'set',
      (control) => edit(control.value),
      options(kind === 'boolean' ? yesNo(host.s) : choices(row, raw), [raw]),
      describedBy,
    );
  }
  return valueInput(row, kind, raw, describedBy);
}

/**
 * A multiple choice default: a button naming the chosen values ("No default" while none is) that
 * opens a list of checkboxes, "No default" first, beside the row (a popover: the rows' scroller
 * does not clip it). A chosen value the field no longer lists is kept and shown as it is stored.
 * The list keeps the field's order while values are checked, so nothing moves under the pointer.
 */
function multiChoice(row: Row, chosen: string[], edit: (raw: string) => void, describedBy?: string) {
  const {s, t} = row.host;
  const values = row.field.values ?? [];
  const listed = values.map((v) => String(v.value));
  const label = (value: string) => {
    const option = values.find((v) => String(v.value) === value);
    return option ? option.displayValue || value : t.t('optUnknown', {value});
  };
  const toggle = (value: string, on: boolean) =>
    edit((on ? [...chosen, value] : chosen.filter((v) => v !== value)).join(';'));
  const id = `m${row.index}`;
  // on one line, cut when long: the title shows it all, also where the list cannot open (read-only)
  const text = chosen.map(label).join(', ') || s('optNoDefault');
  // each box is one of the row's controls (tabindex): the grid keeps focus on it across a re-render
  const box = (checked: boolean, onChange: (input: HTMLInputElement) => void, text: string) =>
    html`<label>
      <input
        type="checkbox"
        tabindex=${row.tabIndex}
        .checked=${live(checked)}
        @change=${(e: Event) => onChange(e.target as HTMLInputElement)}
      />
      ${text}
    </label>`;
  return html`<span class="multi">
    <span id="${id}-l" class="visually-hidden" .textContent=${t.t('defaultFor', {field: row.label})}></span>
    <button
      id="${id}-b"
      type="button"
      part="input"
      class="picker ${chosen.length ? 'set' : 'quiet'}"
      popovertarget=${id}
      tabindex=${row.tabIndex}
      aria-labelledby="${id}-l ${id}-b"
      aria-invalid=${!!describedBy}
      aria-describedby=${describedBy ?? nothing}
      ?disabled=${row.disabled}
      title=${text}
      .textContent=${text}
    ></button>
    <div
      id=${id}
      popover
      class="choices"
      role="group"
      aria-labelledby="${id}-l"
      @toggle=${onToggle}
      @keydown=${onChoicesKey}
      @focusout=${onChoicesLeft}
    >
      ${box(
        !chosen.length,
        (input) => {
          // "No default" clears the choice (a change only when there is one); it cannot be
          // unchecked on its own
          input.checked = true;
          if (chosen.length) edit('');
        },
        s('optNoDefault'),
      )}
      ${[...listed, ...chosen.filter((v) => !listed.includes(v))].map((value) =>
        box(chosen.includes(value), (input) => toggle(value, input.checked), label(value)),
      )}
    </div>
  </span>`;
}

/** The list's button, right before it. */
const buttonOf = (list: HTMLElement) => list.previousElementSibling as HTMLButtonElement;

/**
 * Opened: focus goes to the first checked box ("No default" while none is), as a select's list
 * starts at its choice.
 */
function onToggle(e: ToggleEvent) {
  if (e.newState === 'open') (e.currentTarget as HTMLElement).querySelector<HTMLElement>(':checked')?.focus();
}

/**
 * Up and Down move between the boxes (Space checks, as native); Escape closes the list and goes
 * back to its button, and stays here: the grid would take it as "back to the row's name".
 */
function onChoicesKey(e: KeyboardEvent) {
  const list = e.currentTarget as HTMLElement;
  const boxes = [...list.querySelectorAll('input')];
  const step = {ArrowDown: 1, ArrowUp: -1}[e.key];
  if (e.key === 'Escape') {
    list.hidePopover();
    buttonOf(list).focus();
  } else if (step) boxes[boxes.indexOf(e.target as HTMLInputElement) + step]?.focus();
  else return;
  e.preventDefault();
  e.stopPropagation();
}

/**
 * Focus moved to another control (Tab past the last box): the list closes. A click outside closes
 * it by itself (light dismiss); a click on a box's text moves focus nowhere, and keeps it open.
 */
function onChoicesLeft(e: FocusEvent) {
  const list = e.currentTarget as HTMLElement;
  const to = e.relatedTarget as Node | null;
  if (to && !list.contains(to) && to !== buttonOf(list) && list.matches(':popover-open')) list.hidePopover();
}

/** A yes/no default's options. */
const yesNo = (s: RowHost['s']): Opt[] => [
  ['', s('optNoDefault')],
  ['true', s('optTrue')],
  ['false', s('optFalse')],
];

/** A single choice's options by index; a stored default none of them has (`-1`) kept and named. */
function choices(row: Row, raw: string): Opt[] {
  const {t, s} = row.host;
  const stored = row.stored?.default;
  const held: Opt = raw === '-1' &&
    !!stored && [
      '-1',
      t.t('optUnknown', {
        value: String(stored.stringValue ?? stored.integerValue ?? stored.booleanValue),
      }),
    ];
  const values = row.field.values ?? [];
  return [
    ['', s('optNoDefault')],
    held,
    ...values.map((value, i): Opt => [String(i), value.displayValue || String(value.value)]),
  ];
}

/**
 * A typed default: a date or date-time input (RFC 3339 with the customer's offset for `datetime`),
 * else a text box. Text being typed is shown as typed until its change event commits it.
 */
function valueInput(row: Row, kind: DefaultKind, raw: string, describedBy: string | undefined) {
  const {field, host} = row;
  const {t, s} = host;
  const name = field.fieldName;
  const date = field.valueType === 'date';
  const time = field.valueType === 'datetime';
  const typed = date || time;
  const decimal = kind === 'decimal';
  const inputMode = kind === 'integer' ? 'numeric' : decimal ? 'decimal' : 'text';
  const lang = t.lang || 'en';
  return html`<input
    part="input"
    class=${typed ? nothing : raw ? 'set' : ''}
    type=${date ? 'date' : time ? 'datetime-local' : 'text'}
    step=${time ? 1 : nothing}
    inputmode=${typed ? nothing : inputMode}
    placeholder=${typed ? nothing : s('optNoDefault')}
    tabindex=${row.tabIndex}
    aria-label=${t.t('defaultFor', {field: row.label})}
    aria-invalid=${!!describedBy}
    aria-describedby=${describedBy ?? nothing}
    ?disabled=${row.disabled}
    .value=${live(host.typing.get(name) ?? (time ? rfc3339ToLocal(raw) : decimal ? toLocalNumeral(raw, lang) : raw))}
    @input=${(e: Event) => host.type(name, (e.target as HTMLInputElement).value)}
    @focusout=${() => host.stopTyping(name)}
    @change=${(e: Event) => {
      const value = (e.target as HTMLInputElement).value;
      host.editDefault(field, kind, value, time ? {time} : decimal ? {lang} : undefined);
    }}
  />`;
}

/** The server's issues (a 422) of `object`'s rows by field, but for fields edited since (`cleared`: `object\nfield`). */
export function byField(
  issues: readonly FieldRowIssue[] = [],
  object: string,
  cleared: Set<string>,
): Map<string, FieldRowIssue[]> {
  const out = new Map<string, FieldRowIssue[]>();
  for (const i of issues) {
    if (i.objectName === object && !cleared.has(`${object}\n${i.fieldName}`))
      out.set(i.fieldName, [...(out.get(i.fieldName) ?? []), i]);
  }
  return out;
}

/**
 * The editor while its fields load, when the object is missing, or when loading them failed. An
 * object the installation already writes (`held`) is not "missing" on a 404: it is kept as saved,
 * and its fields can't be loaded right now (Retry asks again).
 */
export function statusView(
  t: StringsController,
  state: 'loading' | 'missing' | 'error',
  error: unknown,
  object: string,
  retry: () => void,
  held = false,
) {
  if (state === 'loading')
    return html`<div part="base" aria-busy="true">
      <span class="visually-hidden" .textContent=${t.t('loading')}></span>
      <span class="skeleton"></span>
      <span class="skeleton"></span>
      <span class="skeleton"></span>
      <span class="skeleton"></span>
      <span class="skeleton"></span>
    </div>`;
  if (state === 'missing' && held)
    return html`<div part="base">
      <div class="notice error" role="alert">
        <p class="title" .textContent=${t.t('fieldsUnavailable', {object})}></p>
        <p .textContent=${t.t('keptAsSaved')}></p>
        <button type="button" part="retry-button" @click=${retry}>${t.t('retry')}</button>
      </div>
    </div>`;
  if (state === 'missing')
    return html`<p part="base" class="status muted" .textContent=${t.t('objectMissing', {object})}></p>`;
  return html`<div part="base">
    ${loadFailed(t, t.t('fieldsLoadFailed', {object}), error, retry, 'whyUnknown')}
  </div>`;
}
