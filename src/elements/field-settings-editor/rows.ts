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
import {loadFailed} from '../why.ts';
import {localToRfc3339, rfc3339ToLocal} from './default-input.ts';
import {
  KNOWN,
  customDefault,
  fixedKind,
  kindOfDefault,
  rawOfDefault,
  type DefaultKind,
} from './default-value.ts';

/** What the rows call and share with the element. */
export interface RowHost {
  t: StringsController;
  /** `t.t(key)` of a message without placeholders, kept for the rows of one render. */
  s(key: StringKey): string;
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

/** The row of one field. */
export function fieldRow(h: RowHost, d: RowData): TemplateResult {
  const {t, s} = h;
  const {field, stored, pending, issues, index} = d;
  const name = field.fieldName;
  const row: Row = {...d, h, label: field.displayName || name};
  const errorId = `e${index}`;
  const invalid = issues.length > 0;
  const fixed = fixedKind(field);
  // a stored default no input here can hold is shown as "Custom", kept as saved; reset clears it
  const custom = !pending && customDefault(stored?.default);
  const kind = pending?.kind ?? fixed ?? kindOfDefault(stored?.default);
  const raw = pending ? pending.raw : rawOfDefault(stored?.default, kind, field);
  const vt = field.valueType ?? '';
  const mark = (key: StringKey, cls = '') =>
    html`<span part="mark" class="mark ${cls}" .textContent=${s(key)}></span>`;
  const span = (key: StringKey | false | undefined, cls = '') =>
    key ? html`<span class=${cls} .textContent=${s(key)}></span>` : nothing;
  // A read-only field takes no settings (contract/field-rules.ts): each setting says so instead of a control.
  const ro = field.readOnly;
  const never = s('optNever');
  const always = s('optAlways');
  const inherit = t.t('optInherit', {value: always});
  const writeOn = (create: boolean) => {
    const key = create ? 'writeOnCreate' : 'writeOnUpdate';
    const c: string = stored?.[key] ?? '';
    // A value the server holds but this editor does not know is kept, and named as such.
    const unknown: Opt = c &&
      c !== 'always' &&
      c !== 'never' &&
      (create || c !== 'ifEmpty') && [c, t.t('optUnknown', {value: c})];
    return ro
      ? span('optNever', 'fixed muted')
      : select(
          row,
          `${key}For`,
          c ? 'set' : 'quiet',
          (s) => h.editWriteOn(field, key, s.value),
          options(
            [
              ['', inherit],
              unknown,
              ['always', always],
              ['never', never],
              !create && ['ifEmpty', s('optIfEmpty')],
            ],
            [c],
          ),
        );
  };

  return html`<div class="row ${invalid ? 'invalid' : ''}" part="row" role="row" aria-rowindex=${index + 2}>
    <div class="name" role="rowheader" tabindex=${d.ti}>
      <span part="label" class="label" title=${row.label} .textContent=${row.label}></span
      ><span class="meta muted"
        >${stored ? mark('markChanged') : nothing}${pending || !sameSettings(stored, d.saved) ? mark('markUnsaved', 'unsaved') : nothing}<span
          class="type"
          .textContent=${vt in KNOWN || vt === 'other' ? s(`vt_${vt as 'other'}`) : vt || s('typeUnknown')}
        ></span
        >${span(field.isRequired && 'required')}${span(ro && 'readOnly')}<span
          class="id"
          .textContent=${name}
        ></span
      ></span>
    </div>
    <div class="default" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colDefault')}></span>${
        ro
          ? span('readOnlyNote', 'fixed muted')
          : custom
            ? html`<span
                class="fixed custom"
                .textContent=${t.t(custom, {value: String(stored?.default?.integerValue)})}
              ></span>`
            : html`<div class="controls">
                ${
                  fixed
                    ? nothing
                    : select(
                        row,
                        'defaultTypeFor',
                        kind === 'none' ? 'quiet' : 'set',
                        (s) => h.editDefault(field, s.value as DefaultKind, ''),
                        options(
                          [
                            ['none', s('optNoDefault')],
                            ['text', s('optText')],
                            ['integer', s('optInteger')],
                            ['boolean', s('optBoolean')],
                          ],
                          [kind],
                        ),
                      )
                }${defaultInput(row, kind, raw, invalid && issues.some((i) => /(^|\.)default(\.|$)/.test(i.path)) ? errorId : undefined)}
              </div>`
      }
    </div>
    <div class="create" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colWriteOnCreate')}></span>${writeOn(true)}
    </div>
    <div class="update" role="gridcell">
      <span class="cap" aria-hidden="true" .textContent=${s('colWriteOnUpdate')}></span>${writeOn(false)}
    </div>
    <div class="clear" role="gridcell">
      <button
        ?hidden=${ro && !stored}
        type="button"
        part="clear-button"
        tabindex=${d.ti}
        aria-label=${t.t('clearFor', {field: row.label})}
        ?disabled=${d.disabled || (!stored && !pending)}
        @click=${() => h.clear(field)}
        .textContent=${s('clear')}
      ></button>
    </div>
    ${
      invalid
        ? html`<div
            id=${errorId}
            class="msg error"
            role="gridcell"
            .textContent=${t.t('notSaved', {message: issues.map((i) => t.rule(i)).join('; ')})}
          ></div>`
        : nothing
    }
  </div>`;
}

/** A row's select (`multiple`: a list box of three lines); `describedBy` names its error. */
function select(
  row: Row,
  labelKey: StringKey,
  cls: string | typeof nothing,
  onChange: (select: HTMLSelectElement) => void,
  options: unknown,
  describedBy?: string,
  multiple = false,
) {
  return html`<select
    part="input"
    class=${cls}
    ?multiple=${multiple}
    size=${multiple ? 3 : nothing}
    tabindex=${row.ti}
    aria-label=${row.h.t.t(labelKey, {field: row.label})}
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
    const f = new DocumentFragment();
    for (const o of list)
      if (o) f.append(new Option(o[1], o[0], chosen.includes(o[0]), chosen.includes(o[0])));
    return f;
  });

/**
 * The default's control, by kind and the field's type: a native date input for `date`, a date-time
 * input that reads and writes RFC 3339 with the customer's offset for `datetime`, a list box for a
 * `multiSelect` with values (`;`-joined), a select for yes/no and single choices, else a text box.
 */
function defaultInput(
  row: Row,
  kind: DefaultKind,
  raw: string,
  describedBy: string | undefined,
): TemplateResult | typeof nothing {
  const {field, h} = row;
  const {t, s} = h;
  const edit = (value: string) => h.editDefault(field, kind, value);
  if (kind === 'none') return nothing;
  const vt = field.valueType;
  const values = field.values ?? [];
  if (vt === 'multiSelect' && values.length) {
    const chosen = raw ? raw.split(';') : [];
    return select(
      row,
      'defaultFor',
      nothing,
      (s) => edit([...s.selectedOptions].map((x) => x.value).join(';')),
      options(
        values.map((v) => [String(v.value), v.displayValue || String(v.value)]),
        chosen,
      ),
      describedBy,
      true,
    );
  }
  if (kind === 'boolean' || kind === 'choice') {
    const stored = row.stored?.default;
    return select(
      row,
      'defaultFor',
      raw === '' ? 'quiet' : 'set',
      (s) => edit(s.value),
      options(
        kind === 'boolean'
          ? [
              ['', s('optNoDefault')],
              ['true', s('optTrue')],
              ['false', s('optFalse')],
            ]
          : [
              ['', s('optNoDefault')],
              raw === '-1' &&
                !!stored && [
                  '-1',
                  t.t('optUnknown', {
                    value: String(stored.stringValue ?? stored.integerValue ?? stored.booleanValue),
                  }),
                ],
              ...values.map((o, i): Opt => [String(i), o.displayValue || String(o.value)]),
            ],
        [raw],
      ),
      describedBy,
    );
  }
  const name = field.fieldName;
  const date = vt === 'date';
  const time = vt === 'datetime';
  return html`<input
    part="input"
    class=${date || time ? nothing : raw ? 'set' : ''}
    type=${date ? 'date' : time ? 'datetime-local' : 'text'}
    step=${time ? 1 : nothing}
    inputmode=${date || time ? nothing : kind === 'integer' ? 'numeric' : kind === 'decimal' ? 'decimal' : 'text'}
    placeholder=${date || time ? nothing : s('optNoDefault')}
    tabindex=${row.ti}
    aria-label=${t.t('defaultFor', {field: row.label})}
    aria-invalid=${!!describedBy}
    aria-describedby=${describedBy ?? nothing}
    ?disabled=${row.disabled}
    .value=${live(h.typing.get(name) ?? (time ? rfc3339ToLocal(raw) : raw))}
    @input=${(e: Event) => h.typing.set(name, (e.target as HTMLInputElement).value)}
    @change=${(e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      edit(time ? localToRfc3339(v) : v);
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

/** The editor while its fields load, when the object is missing, or when loading them failed. */
export function statusView(
  t: StringsController,
  state: 'loading' | 'missing' | 'error',
  error: unknown,
  object: string,
  retry: () => void,
) {
  return state === 'loading'
    ? html`<div part="base" aria-busy="true">
        <span class="visually-hidden" .textContent=${t.t('loading')}></span><span class="skeleton"></span
        ><span class="skeleton"></span><span class="skeleton"></span><span class="skeleton"></span
        ><span class="skeleton"></span>
      </div>`
    : state === 'missing'
      ? html`<p part="base" class="status muted" .textContent=${t.t('objectMissing', {object})}></p>`
      : html`<div part="base">
          ${loadFailed(t, t.t('fieldsLoadFailed', {object}), error, retry, 'whyUnknown')}
        </div>`;
}
