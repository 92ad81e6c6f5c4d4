import {LitElement, html, nothing, type PropertyValues, type TemplateResult} from 'lit';
import {live} from 'lit/directives/live.js';
import {repeat} from 'lit/directives/repeat.js';
import {ValidationError, type ValidationIssue} from '../../contract/errors.ts';
import {
  FieldSettingsSchema,
  WRITE_ON_CREATE,
  WRITE_ON_UPDATE,
  check,
  validateFieldSettings,
  type DefaultValue,
  type FieldMetadata,
  type FieldSettings,
} from '../../contract/schemas.ts';
import type {InstallationPatch} from '../../config/patch.ts';
import {fieldSettingsIssues} from '../../contract/field-rules.ts';
import {ConfigConsumer} from '../context.ts';
import {IcChangeEvent, IcValidityEvent, type InvalidField} from '../events.ts';
import {StringsController, type StringKey, type Strings} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {typedDefaultInput} from './default-input.ts';
import {CHOOSABLE_KINDS, fixedKind, kindOfDefault, parseDefault, rawOfDefault, type DefaultKind} from './default-value.ts';
import {DEFAULT_VIEW_HEIGHT, ROW_HEIGHT, styles} from './field-settings-editor.styles.ts';

/** Field metadata by field name (as object metadata has it) or as a list. */
export type FieldsInput = Readonly<Record<string, FieldMetadata>> | readonly FieldMetadata[];
export type SettingsMap = Readonly<Record<string, FieldSettings>>;

/** Input kept on a row because it breaks a rule (or a kind chosen before any value). */
interface Pending {
  kind: DefaultKind;
  raw: string;
  issues: ValidationIssue[];
}

/** Rows rendered beyond the visible ones on each side, so Tab reaches the next row. */
const OVERSCAN = 4;
const perView = (height: number) => Math.ceil(height / ROW_HEIGHT) + 1;
const WRITE_ON_LABEL: Record<string, StringKey> = {always: 'optAlways', never: 'optNever', ifEmpty: 'optIfEmpty'};
const KIND_LABEL: Record<string, StringKey> = {none: 'optNoDefault', text: 'optText', integer: 'optInteger', boolean: 'optBoolean'};

/** The fields themselves are the rows: no object per field is made up front. */
const toRows = (fields: FieldsInput): FieldMetadata[] =>
  (Array.isArray(fields) ? (fields as FieldMetadata[]) : Object.values(fields)).filter((f) => f && typeof f.fieldName === 'string');

/** `{}` and keys holding undefined mean "default behaviour": drop them. */
function compact(settings: FieldSettings): FieldSettings | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(settings)) if (v !== undefined) out[k] = v;
  return Object.keys(out).length ? (out as FieldSettings) : undefined;
}

/**
 * Edits how each field of one write object is written: a default value fitted to the field's
 * type, write on create and write on update, and a reset to default behaviour. Renders only the
 * rows in view, so objects with thousands of fields open and scroll at once.
 *
 * @summary Per-field write settings of one object.
 *
 * @fires {IcChangeEvent} ic-change - A row's settings changed (`detail.kind === 'field'`).
 * @fires {IcValidityEvent} ic-validity - Rows with input that breaks a rule appeared or were fixed.
 *
 * @csspart base - The wrapper.
 * @csspart filter - The filter box.
 * @csspart table - The scrolling table of fields.
 * @csspart row - One field's row.
 * @csspart label - A field's display name.
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
    _filter: {state: true},
    _onlyWithSettings: {state: true},
    _first: {state: true},
    _perView: {state: true},
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
  declare _filter: string;
  declare _onlyWithSettings: boolean;
  declare _first: number;
  /** Rows that fit in the table's height, plus one for a partly shown row. */
  declare _perView: number;

  #config = new ConfigConsumer(this);
  #t = new StringsController(this);
  /** Invalid or unfinished input, by object then field: kept until fixed or reset. */
  #pending = new Map<string, Map<string, Pending>>();
  #rowsCache?: {fields: FieldsInput; rows: FieldMetadata[]; names?: Set<string>};
  /** Lower-cased name and display name per field, for the filter; made on the first filtering. */
  #haystacks = new WeakMap<FieldMetadata, string>();
  #windowCss = '';
  #checked = new WeakMap<object, ValidationIssue[]>();
  /** Padding above and below the rendered rows: a constructed sheet, so no inline styles. */
  #windowSheet = new CSSStyleSheet();
  #resizeObserver?: ResizeObserver;
  #lastInvalidKey = '';
  /** Text being typed (before its change event), so a re-render never overwrites it. */
  #typing = new Map<string, string>();

  constructor() {
    super();
    this.object = '';
    this.fields = undefined;
    this.settings = undefined;
    this.disabled = false;
    this.theme = undefined;
    this.strings = undefined;
    this._filter = '';
    this._onlyWithSettings = false;
    this._first = 0;
    this._perView = perView(DEFAULT_VIEW_HEIGHT);
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot() as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#windowSheet];
    return root;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver?.disconnect();
    this.#resizeObserver = undefined;
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
    const field = source.state === 'loaded' ? source.rows.find((f) => f.fieldName === fieldName) : undefined;
    const draft = this.#config.draft;
    const held = draft && this.object ? draft.baseline.config.content.write?.objects?.[this.object]?.selectedFieldSettings?.[fieldName] : undefined;
    const valid = settings === undefined ? undefined : compact(validateFieldSettings(settings, fieldName, field, held as FieldSettings));
    this.#pendingOf(this.object).delete(fieldName);
    this.#commit(fieldName, valid);
    return draft && this.object ? draft.buildPatch() : undefined;
  }

  /** Rows holding input that breaks a rule, over every object this editor has shown. */
  get invalidFields(): InvalidField[] {
    const out: InvalidField[] = [];
    for (const [objectName, rows] of this.#pending) {
      for (const [fieldName, p] of rows) if (p.issues.length) out.push({objectName, fieldName, issues: p.issues});
    }
    return out;
  }

  /** Drops kept invalid input: of one field, of one object, or (no arguments) all of it. */
  discardInvalid(objectName?: string, fieldName?: string): void {
    if (objectName === undefined) this.#pending.clear();
    else if (fieldName === undefined) this.#pending.delete(objectName);
    else this.#pending.get(objectName)?.delete(fieldName);
    this.#typing.clear();
    this.requestUpdate();
  }

  // ------------------------------------------------------------------ data

  #settings(): SettingsMap {
    const draft = this.#config.draft;
    if (draft && this.object) return draft.writeObject(this.object).fieldSettings;
    return this.settings ?? {};
  }

  #pendingOf(objectName: string): Map<string, Pending> {
    let m = this.#pending.get(objectName);
    if (!m) this.#pending.set(objectName, (m = new Map()));
    return m;
  }

  /** The fields to show, or the state of loading them inside <install-config>. */
  #source(): {state: 'loading' | 'missing' | 'error'; error?: unknown} | {state: 'loaded'; rows: FieldMetadata[]} {
    const loaded = this.#config.fields?.[this.object];
    let input: FieldsInput | undefined = this.fields;
    if (loaded && this.fields === undefined) {
      if (loaded.status !== 'loaded') return {state: loaded.status, error: 'error' in loaded ? loaded.error : undefined};
      input = loaded.fields;
    }
    if (input === undefined) return {state: 'loading'};
    if (this.#rowsCache?.fields !== input) this.#rowsCache = {fields: input, rows: toRows(input)};
    return {state: 'loaded', rows: this.#rowsCache.rows};
  }

  /**
   * The rows shown (the fields, plus settings for fields the metadata does not name, filtered),
   * and how many rows there are before the filter.
   */
  #visibleRows(all: FieldMetadata[], settings: SettingsMap, pending: Map<string, Pending>): [FieldMetadata[], number] {
    let rows = all;
    const named = Object.keys(settings);
    // Set lookup: with thousands of fields and settings a linear scan per setting is quadratic.
    // Made at the first setting, so an object opened without any never builds it.
    const names = named.length ? (this.#rowsCache!.names ??= new Set(all.map((f) => f.fieldName))) : undefined;
    const extra = named.filter((name) => !names!.has(name));
    if (extra.length) rows = rows.concat(extra.map((fieldName) => ({fieldName})));
    const q = this._filter.trim().toLowerCase();
    if (!q && !this._onlyWithSettings) return [rows, rows.length];
    const haystacks = this.#haystacks;
    const shown = rows.filter(
      (f) =>
        (!q || (haystacks.get(f) ?? haystacks.set(f, `${f.fieldName}\n${f.displayName ?? ''}`.toLowerCase()).get(f)!).includes(q)) &&
        (!this._onlyWithSettings || settings[f.fieldName] !== undefined || pending.has(f.fieldName)),
    );
    return [shown, rows.length];
  }

  #issuesOf(settings: FieldSettings | undefined): ValidationIssue[] {
    if (!settings) return [];
    let issues = this.#checked.get(settings);
    if (!issues) this.#checked.set(settings, (issues = check(FieldSettingsSchema, settings)));
    return issues;
  }

  // ------------------------------------------------------------------ edits

  async #commit(fieldName: string, settings: FieldSettings | undefined) {
    const objectName = this.object;
    const draft = this.#config.draft;
    if (draft && objectName) {
      draft.writeObject(objectName).setFieldSettings(fieldName, settings);
    } else {
      const next: Record<string, FieldSettings> = {...this.settings};
      if (settings) next[fieldName] = settings;
      else delete next[fieldName];
      this.settings = next;
    }
    this.requestUpdate();
    await this.updateComplete;
    this.dispatchEvent(new IcChangeEvent({kind: 'field', objectName, fieldName, settings}));
  }

  /** A change to the default input: commit it when the rule holds, else keep it on the row. */
  #editDefault(field: FieldMetadata, kind: DefaultKind, raw: string) {
    const name = field.fieldName;
    this.#typing.delete(name);
    const pending = this.#pendingOf(this.object);
    const current = this.#settings()[name] ?? {};
    const parsed = parseDefault(kind, raw, field);
    let issues: ValidationIssue[];
    let next: FieldSettings | undefined;
    if ('error' in parsed) {
      issues = [{path: `${name}.default`, message: parsed.error.message, code: parsed.error.code}];
    } else {
      next = compact({...current, default: parsed.value});
      issues = next ? check(FieldSettingsSchema, next, name) : [];
      // the field-rule table (contract/field-rules.ts): what the draft and the server check too
      if (next && !issues.length) {
        const held = this.#config.draft?.baseline.config.content.write?.objects?.[this.object]?.selectedFieldSettings?.[name];
        issues = fieldSettingsIssues(field, next, held as FieldSettings).map((i) => ({...i, path: i.path ? `${name}.${i.path}` : name}));
      }
    }
    // A kind chosen for an unknown type is kept even before a value is typed.
    const keepKind = !fixedKind(field) && kind !== 'none' && next?.default === undefined;
    if (issues.length || keepKind) pending.set(name, {kind, raw, issues});
    else pending.delete(name);
    if (!issues.length) this.#commit(name, next);
    else this.requestUpdate();
  }

  #editWriteOn(field: FieldMetadata, key: 'writeOnCreate' | 'writeOnUpdate', value: string) {
    const current = this.#settings()[field.fieldName] ?? {};
    this.#commit(field.fieldName, compact({...current, [key]: value || undefined} as FieldSettings));
  }

  #clear(field: FieldMetadata) {
    this.#typing.delete(field.fieldName);
    this.#pendingOf(this.object).delete(field.fieldName);
    this.#commit(field.fieldName, undefined);
  }

  // ------------------------------------------------------------------ lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('object')) this.#typing.clear();
    if (changed.has('object') || changed.has('_filter') || changed.has('_onlyWithSettings')) {
      this._first = 0;
      const table = this.renderRoot.querySelector?.('.table');
      if (table) table.scrollTop = 0;
    }
  }

  protected override updated(): void {
    const table = this.renderRoot.querySelector('.table');
    if (table && !this.#resizeObserver) {
      this.#resizeObserver = new ResizeObserver(([entry]) => {
        // Re-render only when the number of rows that fit changes, not on every pixel.
        const n = perView(entry.contentRect.height);
        if (entry.contentRect.height && n !== this._perView) this._perView = n;
      });
      this.#resizeObserver.observe(table);
    } else if (!table && this.#resizeObserver) {
      this.#resizeObserver.disconnect();
      this.#resizeObserver = undefined;
    }
    const invalid = this.invalidFields;
    const key = JSON.stringify(invalid.map((i) => [i.objectName, i.fieldName, i.issues]));
    if (key !== this.#lastInvalidKey) {
      this.#lastInvalidKey = key;
      this.dispatchEvent(new IcValidityEvent({invalid}));
    }
  }

  #onScroll = (e: Event) => {
    const first = Math.floor((e.currentTarget as HTMLElement).scrollTop / ROW_HEIGHT);
    if (first !== this._first) this._first = first;
  };

  // ------------------------------------------------------------------ render

  override render() {
    const t = this.#t;
    const source = this.#source();
    if (source.state !== 'loaded') return this.#renderStatus(source.state, source.error);

    const settings = this.#settings();
    const pending = this.#pendingOf(this.object);
    const [rows, total] = this.#visibleRows(source.rows, settings, pending);
    const n = this._perView;
    const start = Math.max(0, Math.min(this._first, rows.length - n) - OVERSCAN);
    const end = Math.min(rows.length, this._first + n + OVERSCAN);
    const css = `.body{padding-top:${start * ROW_HEIGHT}px;padding-bottom:${(rows.length - end) * ROW_HEIGHT}px}`;
    // A changed sheet restyles the whole shadow tree: replace it only when the window moved.
    if (css !== this.#windowCss) this.#windowSheet.replaceSync((this.#windowCss = css));
    const disabled = this.disabled || !!this.#config.state?.saving;
    // Not a new Intl.NumberFormat per render: building one costs more than the rest of a render,
    // and V8 keeps the formatter of toLocaleString(lang) between calls.
    const lang = t.lang || 'en';

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
            role="table"
            aria-label=${this.object || t.t('colField')}
            aria-rowcount=${rows.length + 1}
            @scroll=${this.#onScroll}
          >
            <div class="head" role="rowgroup">
              <div class="row" role="row" aria-rowindex="1">
                <span role="columnheader">${t.t('colField')}</span>
                <span role="columnheader">${t.t('colDefault')}</span>
                <span role="columnheader">${t.t('colWriteOnCreate')}</span>
                <span role="columnheader">${t.t('colWriteOnUpdate')}</span>
                <span role="columnheader">${t.t('colClear')}</span>
              </div>
            </div>
            <div class="body" role="rowgroup">
              ${repeat(
                rows.slice(start, end),
                (f) => f.fieldName,
                (f, i) => this.#row(f, start + i, settings[f.fieldName], pending.get(f.fieldName), disabled),
              )}
            </div>
          </div>`
        : html`<p class="status muted">${t.t(source.rows.length ? 'noFieldsMatch' : 'noFields')}</p>`}
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

  #row(field: FieldMetadata, index: number, stored: FieldSettings | undefined, pending: Pending | undefined, disabled: boolean) {
    const t = this.#t;
    const label = field.displayName || field.fieldName;
    const issues = pending?.issues.length ? pending.issues : this.#issuesOf(stored);
    const errorId = `e${index}`;
    const invalid = issues.length > 0;
    const fixed = fixedKind(field);
    const kind = pending?.kind ?? fixed ?? kindOfDefault(stored?.default);
    const raw = pending ? pending.raw : rawOfDefault(stored?.default, kind, field);
    const defaultInvalid = invalid && issues.some((i) => /(^|\.)default(\.|$)/.test(i.path));
    const message = issues.map((i) => t.rule(i.message)).join('; ');
    const typeText = field.valueType || t.t('typeUnknown');

    return html`<div class="row ${invalid ? 'invalid' : ''}" part="row" role="row" aria-rowindex=${index + 2}>
      <div class="name" role="cell">
        <span part="label" title=${label}>${label}</span>
        <span class="meta muted"
          ><span>${field.fieldName}</span><span>${typeText}</span>${field.isRequired
            ? html`<span>${t.t('required')}</span>`
            : nothing}${field.readOnly ? html`<span>${t.t('readOnly')}</span>` : nothing}</span
        >
      </div>
      <div class="default" role="cell">
        <div class="controls">
          ${fixed
            ? nothing
            : html`<select
                part="input"
                aria-label=${t.t('defaultTypeFor', {field: label})}
                ?disabled=${disabled}
                @change=${(e: Event) => this.#editDefault(field, (e.target as HTMLSelectElement).value as DefaultKind, '')}
              >
                ${CHOOSABLE_KINDS.map((k) => html`<option value=${k} ?selected=${k === kind}>${t.t(KIND_LABEL[k])}</option>`)}
              </select>`}
          ${this.#defaultInput(field, kind, raw, stored?.default, label, disabled, defaultInvalid, defaultInvalid ? errorId : nothing)}
        </div>
        <span id=${errorId} class="msg error" title=${message}>${invalid ? t.t('notSaved', {message}) : ''}</span>
      </div>
      <div role="cell">
        ${this.#writeOnSelect(field, 'writeOnCreate', WRITE_ON_CREATE, stored, label, disabled, errorId)}
      </div>
      <div role="cell">
        ${this.#writeOnSelect(field, 'writeOnUpdate', WRITE_ON_UPDATE, stored, label, disabled, errorId)}
      </div>
      <div role="cell">
        <button
          type="button"
          part="clear-button"
          aria-label=${t.t('clearFor', {field: label})}
          ?disabled=${disabled || (!stored && !pending)}
          @click=${() => this.#clear(field)}
        >
          ${t.t('clear')}
        </button>
      </div>
    </div>`;
  }

  #defaultInput(
    field: FieldMetadata,
    kind: DefaultKind,
    raw: string,
    stored: DefaultValue | undefined,
    label: string,
    disabled: boolean,
    invalid: boolean,
    described: string | typeof nothing,
  ): TemplateResult | typeof nothing {
    const t = this.#t;
    const aria = t.t('defaultFor', {field: label});
    const onChange = (e: Event) => this.#editDefault(field, kind, (e.target as HTMLInputElement | HTMLSelectElement).value);
    if (kind === 'none') return nothing;
    const typed = typedDefaultInput(field, {raw, label: aria, disabled, invalid, described, onRaw: (r) => this.#editDefault(field, kind, r)});
    if (typed) return typed;
    if (kind === 'boolean' || kind === 'choice') {
      const options: Array<[string, string]> =
        kind === 'boolean'
          ? [['true', t.t('optTrue')], ['false', t.t('optFalse')]]
          : (field.values ?? []).map((o, i) => [String(i), o.displayValue || String(o.value)]);
      const unknown = kind === 'choice' && raw === '-1' && stored;
      return html`<select
        part="input"
        aria-label=${aria}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${described}
        ?disabled=${disabled}
        @change=${onChange}
      >
        <option value="" ?selected=${raw === ''}>${t.t('optNoDefault')}</option>
        ${unknown
          ? html`<option value="-1" selected>
              ${t.t('optUnknown', {value: String(stored.stringValue ?? stored.integerValue ?? stored.booleanValue)})}
            </option>`
          : nothing}
        ${options.map(([value, text]) => html`<option value=${value} ?selected=${value === raw}>${text}</option>`)}
      </select>`;
    }
    return html`<input
      part="input"
      type="text"
      inputmode=${kind === 'integer' ? 'numeric' : kind === 'decimal' ? 'decimal' : 'text'}
      aria-label=${aria}
      aria-invalid=${invalid ? 'true' : 'false'}
      aria-describedby=${described}
      ?disabled=${disabled}
      .value=${live(this.#typing.get(field.fieldName) ?? raw)}
      @input=${(e: Event) => this.#typing.set(field.fieldName, (e.target as HTMLInputElement).value)}
      @change=${onChange}
    />`;
  }

  #writeOnSelect(
    field: FieldMetadata,
    key: 'writeOnCreate' | 'writeOnUpdate',
    values: readonly string[],
    stored: FieldSettings | undefined,
    label: string,
    disabled: boolean,
    errorId: string,
  ) {
    if (field.readOnly) return nothing; // a read-only field takes no settings (contract/field-rules.ts)
    const t = this.#t;
    const current: string = stored?.[key] ?? '';
    const unknown = current !== '' && !values.includes(current);
    return html`<select
      part="input"
      aria-label=${t.t(`${key}For`, {field: label})}
      aria-describedby=${errorId}
      ?disabled=${disabled}
      @change=${(e: Event) => this.#editWriteOn(field, key, (e.target as HTMLSelectElement).value)}
    >
      <option value="" ?selected=${current === ''}>${t.t('optInherit', {value: t.t('optAlways')})}</option>
      ${unknown ? html`<option value=${current} selected>${t.t('optUnknown', {value: current})}</option>` : nothing}
      ${values.map((v) => html`<option value=${v} ?selected=${v === current}>${t.t(WRITE_ON_LABEL[v])}</option>`)}
    </select>`;
  }
}
