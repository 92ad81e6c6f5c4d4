import {LitElement, html, nothing, type PropertyValues, type TemplateResult} from 'lit';
import {live} from 'lit/directives/live.js';
import {ValidationError, type ValidationIssue} from '../../contract/errors.ts';
import {
  FieldSettingsSchema,
  WRITE_ON_CREATE,
  WRITE_ON_UPDATE,
  check,
  validateFieldSettings,
  type FieldMetadata,
  type FieldSettings,
} from '../../contract/schemas.ts';
import {fieldSettingsIssues, type FieldRowIssue} from '../../contract/field-rules.ts';
import {FieldRows, type FieldsInput} from '../controllers/field-rows.ts';
import type {InstallationPatch} from '../../config/patch.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import {ConfigConsumer} from '../context.ts';
import {GridKeysController} from '../controllers/grid-keys-controller.ts';
import {PendingStore, compact, type Pending} from '../controllers/pending-store.ts';
import {WindowController} from '../controllers/window-controller.ts';
import {IcChangeEvent, IcValidityEvent, type InvalidField} from '../events.ts';
import {StringsController, type StringKey, type Strings} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {typedDefaultInput} from './default-input.ts';
import {CHOOSABLE_KINDS, fixedKind, kindOfDefault, rawOfDefault, type DefaultKind} from './default-value.ts';
import {CARD_HEIGHT, CARD_NARROW_HEIGHT, DEFAULT_VIEW_HEIGHT, NARROW, ROW_HEIGHT, WIDE, styles} from './field-settings-editor.styles.ts';

export type {FieldsInput};
export type SettingsMap = Readonly<Record<string, FieldSettings>>;

/** What every row of one render shares. */
interface RowContext {
  saved: Record<string, FieldSettings | undefined>;
  disabled: boolean;
  /** What the server refused, by field (a 422 on save). */
  server: Map<string, FieldRowIssue[]>;
}
/** One row's field and what its controls share. */
interface Row {
  field: FieldMetadata;
  label: string;
  stored: FieldSettings | undefined;
  ti: number;
  disabled: boolean;
}

const HEADS: StringKey[] = ['colField', 'colDefault', 'colWriteOnCreate', 'colWriteOnUpdate', 'colClear'];
const WRITE_ON_LABEL: Record<string, StringKey> = {always: 'optAlways', never: 'optNever', ifEmpty: 'optIfEmpty'};
const KIND_LABEL: Record<string, StringKey> = {none: 'optNoDefault', text: 'optText', integer: 'optInteger', boolean: 'optBoolean'};
/** Value types with a readable label (`vt_<type>` in the catalogues); others are shown as they are. */
const TYPES = ['string', 'boolean', 'singleSelect', 'multiSelect', 'date', 'datetime', 'int', 'float', 'reference', 'other'] as const;
/** Keys compared, in this order, to tell whether two settings are the same. */
const KEYS = ['default', 'stringValue', 'integerValue', 'booleanValue', 'writeOnCreate', 'writeOnUpdate'];
const same = (a: FieldSettings | undefined, b: FieldSettings | undefined) => JSON.stringify(a ?? {}, KEYS) === JSON.stringify(b ?? {}, KEYS);


/**
 * Edits how each field of one write object is written: a default value fitted to the field's
 * type, write on create and write on update, and a reset to default behaviour. A table from 720 px
 * of its own width, a card per field below. Renders only the rows in view, so objects with
 * thousands of fields open and scroll at once; the rows are one ARIA grid with a single tab stop.
 *
 * @summary Per-field write settings of one object.
 *
 * @fires {IcChangeEvent} ic-change - A row's settings changed (`detail.kind === 'field'`).
 * @fires {IcValidityEvent} ic-validity - Rows with input that breaks a rule appeared or were fixed.
 *
 * @csspart base - The wrapper.
 * @csspart filter - The filter box.
 * @csspart table - The scrolling grid of fields.
 * @csspart row - One field's row.
 * @csspart label - A field's display name.
 * @csspart mark - A row's "changed" and "unsaved" marks.
 * @csspart input - Each control on a row.
 * @csspart clear-button - A row's reset button.
 *
 * @cssprop [--ic-editor-height=30rem] - Height of the scrolling table.
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-surface=#f3f5f7] - Header and button background (dark: #22272d).
 * @cssprop [--ic-accent=#0b57d0] - Accent (dark: #8ab4f8).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-focus-ring=#0b57d0] - Focus outline (dark: #8ab4f8).
 * @cssprop [--ic-radius=4px] - Corner radius.
 * @cssprop [--ic-font=inherit] - Font.
 */
export class FieldSettingsEditor extends LitElement {
  static override styles = [themeStyles, styles];

  static override properties = {
    object: {type: String},
    fields: {attribute: false},
    settings: {attribute: false},
    disabled: {type: Boolean, reflect: true},
    theme: {type: String, reflect: true},
    strings: {attribute: false},
    draft: {attribute: false},
    serverIssues: {attribute: false},
    _filter: {state: true},
    _onlyWithSettings: {state: true},
  };

  /** The write object whose fields are edited. */
  declare object: string;
  /** The object's fields (standalone; inside <install-config> its loaded fields are used). */
  declare fields: FieldsInput | undefined;
  /** Field settings by field name (standalone; inside <install-config> the draft is used). */
  declare settings: SettingsMap | undefined;
  declare disabled: boolean;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  declare theme: string | undefined;
  /** Overrides of the UI text, by key. */
  declare strings: Partial<Strings> | undefined;
  /**
   * A draft to edit on its own (inside <install-config> the context's draft wins). With `fields`
   * the draft gets the object's metadata, so setFieldSettings checks the field-rule table.
   */
  declare draft: ConfigDraft | undefined;
  /**
   * What the server refused on save (a 422, via `fieldIssuesOfProblem`): each shows on the row of
   * the field it names until the customer edits that field.
   */
  declare serverIssues: readonly FieldRowIssue[] | undefined;
  declare _filter: string;
  declare _onlyWithSettings: boolean;

  #config = new ConfigConsumer(this);
  #t = new StringsController(this);
  #window = new WindowController(
    this,
    (width) => (width < NARROW ? CARD_NARROW_HEIGHT : width < WIDE ? CARD_HEIGHT : ROW_HEIGHT),
    DEFAULT_VIEW_HEIGHT,
  );
  #keys = new GridKeysController(this, this.#window);
  #pending = new PendingStore(this, (invalid) => this.dispatchEvent(new IcValidityEvent({invalid})));
  #rows = new FieldRows();
  #checked = new WeakMap<object, [FieldMetadata, ValidationIssue[]]>();
  /** Fields edited since `serverIssues` was set: their server issue is no longer shown. */
  #serverCleared = new Set<string>();
  /** The standalone draft whose changes re-render this editor. */
  #heard?: ConfigDraft;
  #onDraftChange = () => this.requestUpdate();
  /** Standalone: the settings the host last set, against which rows count as unsaved. */
  #saved?: SettingsMap;
  #ownSettings = false;

  constructor() {
    super();
    this.object = '';
    this.fields = undefined;
    this.settings = undefined;
    this.disabled = false;
    this.theme = undefined;
    this.strings = undefined;
    this.draft = undefined;
    this.serverIssues = undefined;
    this._filter = '';
    this._onlyWithSettings = false;
  }

  // ------------------------------------------------------------------ public API

  /** A copy of one field's settings; undefined = default behaviour. */
  getFieldSettings(fieldName: string): FieldSettings | undefined {
    const s = this.#settings()[fieldName];
    return s ? structuredClone(s) : undefined;
  }

  /**
   * Sets one field's settings (undefined or `{}` = back to default behaviour), checked by the
   * field-rule table like the UI, and returns the patch Save will send (`{updateMask, installation}`;
   * undefined without a draft). Throws ValidationError and changes nothing when the settings break it.
   */
  setFieldSettings(fieldName: string, settings: FieldSettings | undefined): InstallationPatch | undefined {
    if (typeof fieldName !== 'string' || !fieldName) {
      throw new ValidationError([{path: 'fieldName', message: 'must be a non-empty string'}], 'Invalid field settings');
    }
    const source = this.#source();
    const field = source.state === 'loaded' ? this.#rows.of(source.input).find((f) => f.fieldName === fieldName) : undefined;
    const draft = this.#draft();
    const held = this.#savedSettings()[fieldName];
    const valid = settings === undefined ? undefined : compact(validateFieldSettings(settings, fieldName, field, held));
    this.#commit(fieldName, valid);
    this.#pending.of(this.object).delete(fieldName);
    return draft && this.object ? draft.buildPatch() : undefined;
  }

  /** Rows holding input that breaks a rule, over every object this editor has shown. */
  get invalidFields(): InvalidField[] {
    return this.#pending.invalid;
  }

  /** Drops kept invalid input: of one field, of one object, or (no arguments) all of it. */
  discardInvalid(objectName?: string, fieldName?: string): void {
    this.#pending.discard(objectName, fieldName);
    this.requestUpdate();
  }

  // ------------------------------------------------------------------ data

  /** The draft edited: the enclosing <install-config>'s, else the `draft` property. */
  #draft(): ConfigDraft | undefined {
    return this.#config.draft ?? this.draft;
  }

  #listen(draft: ConfigDraft | undefined) {
    this.#heard?.removeEventListener('change', this.#onDraftChange);
    (this.#heard = draft)?.addEventListener('change', this.#onDraftChange);
  }

  #settings(): SettingsMap {
    const draft = this.#draft();
    if (draft && this.object) return draft.writeObject(this.object).fieldSettings;
    return this.settings ?? {};
  }

  /** The saved settings (the draft's baseline inside <install-config>). */
  #savedSettings(): Record<string, FieldSettings | undefined> {
    const draft = this.#draft();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const base = draft ? (draft.baseline as any).config?.content?.write?.objects?.[this.object]?.selectedFieldSettings : this.#saved;
    return base ?? {};
  }

  /** The fields to show, or the state of loading them inside <install-config>. */
  #source(): {state: 'loading' | 'missing' | 'error'; error?: unknown} | {state: 'loaded'; input: FieldsInput} {
    const loaded = this.#config.fields?.[this.object];
    let input: FieldsInput | undefined = this.fields;
    if (loaded && this.fields === undefined) {
      if (loaded.status !== 'loaded') return {state: loaded.status, error: 'error' in loaded ? loaded.error : undefined};
      input = loaded.fields;
    }
    return input === undefined ? {state: 'loading'} : {state: 'loaded', input};
  }

  /** What is wrong with stored settings: their shape, then the field-rule table. */
  #issuesOf(field: FieldMetadata, settings: FieldSettings | undefined, held: FieldSettings | undefined): ValidationIssue[] {
    if (!settings) return [];
    const hit = this.#checked.get(settings);
    if (hit?.[0] === field) return hit[1];
    let issues = check(FieldSettingsSchema, settings);
    if (!issues.length) issues = fieldSettingsIssues(field, settings, held);
    this.#checked.set(settings, [field, issues]);
    return issues;
  }

  // ------------------------------------------------------------------ edits

  /** Stores a field's settings (throws when the draft refuses them), then tells the host. */
  #commit(fieldName: string, settings: FieldSettings | undefined) {
    const objectName = this.object;
    const draft = this.#draft();
    if (draft && objectName) {
      draft.writeObject(objectName).setFieldSettings(fieldName, settings);
    } else {
      const next: Record<string, FieldSettings> = {...this.settings};
      if (settings) next[fieldName] = settings;
      else delete next[fieldName];
      this.#ownSettings = true;
      this.settings = next;
    }
    this.#serverCleared.add(`${objectName}\n${fieldName}`);
    this.requestUpdate();
    void this.updateComplete.then(() => this.dispatchEvent(new IcChangeEvent({kind: 'field', objectName, fieldName, settings})));
  }

  /** A change to the default input: commit it when the rule holds, else keep it on the row. */
  #editDefault(field: FieldMetadata, kind: DefaultKind, raw: string) {
    const held = this.#draft()?.baseline.config.content.write?.objects?.[this.object]?.selectedFieldSettings?.[field.fieldName];
    const next = this.#pending.editDefault(this.object, field, kind, raw, this.#settings()[field.fieldName], held as FieldSettings | undefined);
    if (next) this.#commit(field.fieldName, next[0]);
    else this.requestUpdate();
  }

  #editWriteOn(field: FieldMetadata, key: 'writeOnCreate' | 'writeOnUpdate', value: string) {
    const current = this.#settings()[field.fieldName] ?? {};
    this.#commit(field.fieldName, compact({...current, [key]: value || undefined} as FieldSettings));
  }

  #clear(field: FieldMetadata) {
    this.#pending.discard(this.object, field.fieldName);
    this.#commit(field.fieldName, undefined);
  }

  // ------------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen(this.draft);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listen(undefined);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const draft = this.draft;
    if (draft !== this.#heard) this.#listen(draft);
    // the rule table applies to a standalone draft once it has the object's fields
    if (draft && this.object && this.fields && (changed.has('draft') || changed.has('fields') || changed.has('object'))) {
      draft.writeObject(this.object).setFields(this.fields);
    }
    if (changed.has('serverIssues')) this.#serverCleared.clear();
    if (changed.has('settings') && !this.#ownSettings) this.#saved = this.settings;
    this.#ownSettings = false;
    if (changed.has('object')) this.#pending.typing.clear();
    if (changed.has('object') || changed.has('_filter') || changed.has('_onlyWithSettings')) {
      this.#window.reset();
      this.#keys.reset();
    }
  }

  // ------------------------------------------------------------------ render

  override render() {
    const t = this.#t;
    const source = this.#source();
    if (source.state !== 'loaded') return this.#renderStatus(source.state, source.error);

    const settings = this.#settings();
    const saved = this.#savedSettings();
    const pending = this.#pending.of(this.object);
    const [rows, total] = this.#rows.shown(source.input, settings, pending, this._filter, this._onlyWithSettings);
    const [start, end] = this.#window.range(rows.length);
    const keys = this.#keys;
    keys.count = rows.length;
    const server = new Map<string, FieldRowIssue[]>();
    for (const i of this.serverIssues ?? []) {
      if (i.objectName === this.object && !this.#serverCleared.has(`${i.objectName}\n${i.fieldName}`)) {
        server.set(i.fieldName, [...(server.get(i.fieldName) ?? []), i]);
      }
    }
    const on: RowContext = {saved, disabled: this.disabled || !!this.#config.state?.saving, server};
    // Not a new Intl.NumberFormat per render: building one costs more than the rest of a render,
    // and V8 keeps the formatter of toLocaleString(lang) between calls.
    const lang = t.lang || 'en';
    const loaded = this.#config.fields?.[this.object];
    const name = (loaded?.status === 'loaded' && loaded.displayName) || this.object || t.t('colField');

    return html`<div part="base">
      <div class="toolbar">
        <label
          >${t.t('filterLabel')}
          <input
            part="filter"
            type="search"
            .value=${live(this._filter)}
            @input=${(e: Event) => (this._filter = (e.target as HTMLInputElement).value)}
        /></label>
        <label
          ><input
            type="checkbox"
            .checked=${live(this._onlyWithSettings)}
            @change=${(e: Event) => (this._onlyWithSettings = (e.target as HTMLInputElement).checked)}
          />${t.t('onlyWithSettings')}</label
        >
        <span class="count muted" role="status"
          >${t.t('fieldCount', {shown: rows.length.toLocaleString(lang), total: total.toLocaleString(lang)})}</span
        >
      </div>
      ${rows.length
        ? html`<div
            class="table"
            part="table"
            role="grid"
            aria-label=${name}
            aria-rowcount=${rows.length + 1}
            tabindex=${keys.active < start || keys.active >= end ? 0 : -1}
            @scroll=${this.#window.onScroll}
            @focusin=${keys.onFocusIn}
            @keydown=${keys.onKeyDown}
          >
            <div class="head" role="rowgroup">
              <div class="row" role="row" aria-rowindex="1">
                ${HEADS.map((k) => html`<span role="columnheader">${t.t(k)}</span>`)}
              </div>
            </div>
            <div class="body" role="rowgroup">
              ${rows.slice(start, end).map((f, i) => this.#row(f, start + i, settings[f.fieldName], pending.get(f.fieldName), on))}
            </div>
          </div>`
        : html`<p class="status muted">${t.t(total ? 'noFieldsMatch' : 'noFields')}</p>`}
    </div>`;
  }

  #renderStatus(state: 'loading' | 'missing' | 'error', error: unknown) {
    const t = this.#t;
    if (state === 'loading') {
      return html`<div part="base" aria-busy="true">
        <span class="visually-hidden">${t.t('loading')}</span>
        ${[1, 2, 3, 4, 5].map(() => html`<span class="skeleton"></span>`)}
      </div>`;
    }
    if (state === 'missing') {
      return html`<p part="base" class="status muted">${t.t('objectMissing', {object: this.object})}</p>`;
    }
    const reason = error instanceof Error ? error.message : String(error);
    return html`<div part="base" class="status" role="alert">
      <p class="error">${t.t('fieldsLoadFailed', {object: this.object, reason})}</p>
      <button type="button" @click=${() => this.#config.reloadFields?.(this.object)}>${t.t('retry')}</button>
    </div>`;
  }

  #row(field: FieldMetadata, index: number, stored: FieldSettings | undefined, pending: Pending | undefined, on: RowContext) {
    const t = this.#t;
    const name = field.fieldName;
    const label = field.displayName || name;
    const saved = Object.hasOwn(on.saved, name) ? on.saved[name] : undefined;
    const own = pending?.issues.length ? pending.issues : this.#issuesOf(field, stored, saved);
    const issues: Array<Pick<ValidationIssue, 'path' | 'message' | 'code'>> = [...own, ...(on.server.get(name) ?? [])];
    const errorId = `e${index}`;
    const invalid = issues.length > 0;
    const fixed = fixedKind(field);
    const kind = pending?.kind ?? fixed ?? kindOfDefault(stored?.default);
    const raw = pending ? pending.raw : rawOfDefault(stored?.default, kind, field);
    const defaultInvalid = invalid && issues.some((i) => /(^|\.)default(\.|$)/.test(i.path));
    const vt = field.valueType ?? '';
    const typeText = (TYPES as readonly string[]).includes(vt) ? t.t(`vt_${vt as (typeof TYPES)[number]}`) : vt || t.t('typeUnknown');
    const unsaved = !!pending || !same(stored, saved);
    const row: Row = {field, label, stored, ti: this.#keys.tabIndex(index), disabled: on.disabled};
    // A read-only field has no controls, so its card has no captions either.
    const cap = (key: StringKey) => (field.readOnly ? nothing : html`<span class="cap" aria-hidden="true">${t.t(key)}</span>`);
    const mark = (key: StringKey, cls = '') => html`<span part="mark" class="mark ${cls}">${t.t(key)}</span>`;

    return html`<div class="row ${invalid ? 'invalid' : ''}" part="row" role="row" aria-rowindex=${index + 2}>
      <div class="name" role="rowheader" tabindex=${row.ti}>
        <span part="label" class="label">${label}</span>
        <span class="meta muted"
          >${stored ? mark('markChanged') : nothing}${unsaved ? mark('markUnsaved', 'unsaved') : nothing}<span class="type"
            >${typeText}</span
          >${field.isRequired ? html`<span>${t.t('required')}</span>` : nothing}${field.readOnly
            ? html`<span>${t.t('readOnly')}</span>`
            : nothing}<span class="id">${name}</span></span
        >
      </div>
      <div class="default ${field.readOnly ? 'ro' : ''}" role="gridcell">
        ${cap('colDefault')}
        ${field.readOnly ? html`<span class="muted">${t.t('readOnlyNote')}</span>` : nothing}
        <div class="controls">
          ${fixed
            ? nothing
            : this.#select(row, 'defaultTypeFor', kind === 'none', (v) => this.#editDefault(field, v as DefaultKind, ''), CHOOSABLE_KINDS.map((k) => [k, t.t(KIND_LABEL[k])]), kind)}
          ${this.#defaultInput(row, kind, raw, defaultInvalid ? errorId : undefined)}
        </div>
      </div>
      ${(['writeOnCreate', 'writeOnUpdate'] as const).map((key) => {
        const cls = key === 'writeOnCreate' ? 'create' : 'update';
        // A read-only field takes no settings (contract/field-rules.ts): its note spans these cells.
        if (field.readOnly) return nothing;
        const current: string = stored?.[key] ?? '';
        const values: readonly string[] = key === 'writeOnCreate' ? WRITE_ON_CREATE : WRITE_ON_UPDATE;
        const options: Array<[string, string]> = [['', t.t('optInherit', {value: t.t('optAlways')})]];
        // A value the server holds but this editor does not know is kept, and named as such.
        if (current && !values.includes(current)) options.push([current, t.t('optUnknown', {value: current})]);
        for (const v of values) options.push([v, t.t(WRITE_ON_LABEL[v])]);
        return html`<div class=${cls} role="gridcell">
          ${cap(key === 'writeOnCreate' ? 'colWriteOnCreate' : 'colWriteOnUpdate')}${this.#select(
            row,
            `${key}For`,
            !current,
            (v) => this.#editWriteOn(field, key, v),
            options,
            current,
          )}
        </div>`;
      })}
      <div class="clear" role="gridcell">
        <button
          ?hidden=${field.readOnly && !stored}
          type="button"
          part="clear-button"
          tabindex=${row.ti}
          aria-label=${t.t('clearFor', {field: label})}
          ?disabled=${on.disabled || (!stored && !pending)}
          @click=${() => this.#clear(field)}
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
  #select(
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
      aria-label=${this.#t.t(labelKey, {field: row.label})}
      aria-invalid=${describedBy ? 'true' : 'false'}
      aria-describedby=${describedBy ?? nothing}
      ?disabled=${row.disabled}
      @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}
    >
      ${options.map(([value, text]) => html`<option value=${value} ?selected=${value === selected}>${text}</option>`)}
    </select>`;
  }

  #defaultInput(row: Row, kind: DefaultKind, raw: string, describedBy: string | undefined): TemplateResult | typeof nothing {
    const t = this.#t;
    const {field} = row;
    const edit = (value: string) => this.#editDefault(field, kind, value);
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
      return this.#select(row, 'defaultFor', raw === '', edit, options, raw, describedBy);
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
      .value=${live(this.#pending.typing.get(field.fieldName) ?? raw)}
      @input=${(e: Event) => this.#pending.typing.set(field.fieldName, (e.target as HTMLInputElement).value)}
      @change=${(e: Event) => edit((e.target as HTMLInputElement).value)}
    />`;
  }
}
