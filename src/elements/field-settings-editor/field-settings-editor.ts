import {LitElement, html, type PropertyValues} from 'lit';
import {property, state} from '../property.ts';
import {guard} from 'lit/directives/guard.js';
import {live} from 'lit/directives/live.js';
import {ValidationError} from '../../contract/errors.ts';
import {
  validateFieldSettings,
  type FieldMetadata,
  type FieldSettings,
  type FieldSettingsInput,
} from '../../contract/schemas.ts';
import type {FieldRowIssue} from '../../contract/field-rules.ts';
import {FieldRows, type FieldsInput} from '../controllers/field-rows.ts';
import type {InstallationPatch} from '../../config/patch.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import {ConfigConsumer, holdsWrite, objectLabel} from '../context.ts';
import {DraftListener} from '../controllers/draft-listener.ts';
import {HelpDisclosure} from '../controllers/help-disclosure.ts';
import {GridKeysController} from '../controllers/grid-keys-controller.ts';
import {PendingStore, compact, type Pending} from '../controllers/pending-store.ts';
import {WindowController} from '../controllers/window-controller.ts';
import {windowedGrid} from '../controllers/windowed-grid.ts';
import {IcChangeEvent, IcValidityEvent, type ChangeDetail, type InvalidField} from '../events.ts';
import {lockReason} from '../lock-mark.ts';
import {StringsController, catalogueFor, type StringKey, type Strings} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import type {DefaultKind} from './default-value.ts';
import {byField, fieldRow, statusView, type RowHost, type TypedInput} from './rows.ts';
import {BulkEdit} from './bulk-edit.ts';
import type {PreviewInput, TestWriteTarget} from './preview/preview-view.ts';
import {PreviewToggle} from './preview-toggle.ts';
import {
  CARD_HEIGHT,
  CARD_NARROW_HEIGHT,
  CARD_READ_ONLY_HEIGHT,
  DEFAULT_VIEW_HEIGHT,
  NARROW,
  ROW_HEIGHT,
  WIDE,
  styles,
} from './field-settings-editor.styles.ts';

export type {FieldsInput, TestWriteTarget};

/** What a default input's change stands for (default-edit.ts): a chunk, loaded when one first takes focus. */
type DefaultEdit = typeof import('./default-edit.ts');
let defaultEdit: DefaultEdit | undefined;
let loadingEdit: Promise<DefaultEdit> | undefined;
/** Loads default-edit.ts once, for every editor on the page; a failed load is tried again on the next call. */
function loadDefaultEdit(): Promise<DefaultEdit> {
  loadingEdit ??= import('./default-edit.ts').then(
    (m) => (defaultEdit = m),
    (e: unknown) => {
      loadingEdit = undefined;
      throw e;
    },
  );
  return loadingEdit;
}

/** Default changes waiting for default-edit.ts, in order, over every editor on the page. */
let waiting: Promise<void> = Promise.resolve();
let waitingCount = 0;
/**
 * Settles once every default change made so far is applied: <install-config> saves after them, and
 * `updateComplete` (of the editor, and of <install-config>) waits for them.
 * @internal
 */
export const defaultEditsSettled = (): Promise<void> => waiting;
/** Whether a default change waits for default-edit.ts. @internal */
export const defaultEditsWait = (): boolean => waitingCount > 0;
export type SettingsMap = Readonly<Record<string, FieldSettings>>;

/** What every row of one render shares. */
interface RowContext {
  saved: Record<string, FieldSettings | undefined>;
  disabled: boolean;
  /** Whether the host locked a field (draft.setLocked), and the words that say so. */
  locked: (fieldName: string) => boolean;
  lockReason: string;
  /** What the server refused, by field (a 422 on save). */
  server: Map<string, FieldRowIssue[]>;
  /** The bulk-edit selection (undefined: none offered). */
  selected: ReadonlySet<string> | undefined;
  /** What every row's text depends on: the object, the language, its catalogue and the host's overrides. */
  text: unknown[];
}

/**
 * Edits how each field of one write object is written: a default value fitted to the field's
 * type, write on create and write on update, and a reset to default behaviour. A table from 720 px
 * of its own width, a card per field below. Renders only the rows in view, so objects with
 * thousands of fields open and scroll at once; the rows are one ARIA grid with a single tab stop.
 *
 * @summary Per-field write settings of one object.
 *
 * @fires {IcChangeEvent} ic-change - A row's settings changed (`detail.kind === 'field'`), a bulk edit
 *   changed many (`'bulk'`), or its Undo took them back (`'undo'`).
 * @fires {IcValidityEvent} ic-validity - Rows with input that breaks a rule appeared or were fixed, or a default
 *   began or stopped being typed.
 *
 * @csspart base - The wrapper.
 * @csspart filter - The filter box.
 * @csspart table - The scrolling grid of fields.
 * @csspart row - One field's row.
 * @csspart label - A field's display name.
 * @csspart mark - A row's "changed" and "unsaved" marks.
 * @csspart input - Each control on a row.
 * @csspart clear-button - A row's reset button.
 * @csspart retry-button - Retry after the fields failed to load.
 * @csspart help - "What do these mean?" and the settings' help.
 * @csspart preview-button - The Preview toggle below the fields.
 * @csspart preview - The Preview view (its own chunk, loaded when first opened).
 * @csspart sample-button - "Edit sample" in the Preview: shows the sample record's controls (`aria-pressed`).
 * @csspart test-write-button - "Send a test write" in the Preview (`test-writes`, emulator only).
 * @csspart bulk-button - "Bulk edit" (with a draft): opens the bulk-edit toolbar.
 * @csspart bulk - The bulk-edit toolbar (its own chunk, loaded when first opened).
 * @csspart select - A row's checkbox, while the toolbar is open.
 * @csspart select-all - The header's checkbox: every row shown.
 * @csspart bulk-preset - Each preset of the toolbar (fill only when empty, set on create only, back to default).
 * @csspart bulk-undo - Undo of the last preset.
 *
 * @cssprop [--ic-editor-height=30rem] - Height of the scrolling table.
 * @cssprop [--ic-row-padding=0.375rem] - Space above and below each table row: its density (0 compact, 0.75rem roomy).
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-surface=#f3f5f7] - Header and button background (dark: #22272d).
 * @cssprop [--ic-accent=#0b57d0] - Accent (dark: #8ab4f8).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-focus-ring=#0b57d0] - Focus outline (dark: #8ab4f8).
 * @cssprop [--ic-radius=4px] - Corner radius.
 * @cssprop [--ic-font=400 1rem/1.5 system-ui, …, sans-serif] - Font (shorthand); for the page's font, put `font: inherit` on the element.
 */
export class FieldSettingsEditor extends LitElement {
  static override styles = [themeStyles, styles];

  /** The write object whose fields are edited. */
  @property() object = '';
  /** The object's fields (standalone; inside <install-config> its loaded fields are used). */
  @property({attribute: false}) fields: FieldsInput | undefined;
  /** Field settings by field name (standalone; inside <install-config> the draft is used). */
  @property({attribute: false}) settings: SettingsMap | undefined;
  @property({type: Boolean, reflect: true}) disabled = false;
  /** Settings shown, nothing editable. */
  @property({type: Boolean, reflect: true}) readonly = false;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({reflect: true}) theme: 'light' | 'dark' | undefined;
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to English.
   */
  @property() locale: string | undefined;
  /** Overrides of the UI text, by key. */
  @property({attribute: false}) strings: Partial<Strings> | undefined;
  /**
   * A draft to edit on its own (inside <install-config> the context's draft wins). With `fields`
   * the draft gets the object's metadata, so setFieldSettings checks the field-rule table.
   */
  @property({attribute: false}) draft: ConfigDraft | undefined;
  /**
   * What the server refused on save (a 422, via `fieldIssuesOfProblem`): each shows on the row of
   * the field it names until the customer edits that field.
   */
  @property({attribute: false}) serverIssues: readonly FieldRowIssue[] | undefined;
  /** The Preview's sample record, by the names the host's app writes (prefilled per field type when unset). */
  @property({attribute: false}) sampleRecord: Readonly<Record<string, unknown>> | undefined;
  /** Offers "Send a test write" in the Preview, against the emulator only (its control route must answer). */
  @property({type: Boolean, attribute: 'test-writes'}) testWrites = false;
  /** Where a test write goes: `{client, projectIdOrName, integrationId}` (a client from createClient). */
  @property({attribute: false}) writeTarget: TestWriteTarget | undefined;
  @state() _filter = '';
  @state() _onlyWithSettings = false;

  // Discard (the draft's reset) drops every input held here; other changes are checked per field (willUpdate)
  #onDraft = (kind: 'change' | 'reset') => kind === 'reset' && this.#pending.discard();
  #config = new ConfigConsumer(this, this.#onDraft);
  #t = new StringsController(this);
  #help = new HelpDisclosure(this);
  /** The rows of the last render, in order (what focusField looks a field up in). */
  #shown: readonly FieldMetadata[] = [];
  /** A card's height by row: a read-only card (no write settings) is shorter. */
  #cardHeight = (index: number) => (this.#shown[index]?.readOnly ? CARD_READ_ONLY_HEIGHT : CARD_HEIGHT);
  #narrowCardHeight = (index: number) =>
    this.#shown[index]?.readOnly ? CARD_READ_ONLY_HEIGHT : CARD_NARROW_HEIGHT;
  #window = new WindowController(
    this,
    (width) =>
      width < NARROW ? this.#narrowCardHeight : width < WIDE ? this.#cardHeight : this.#tableRowHeight(),
    DEFAULT_VIEW_HEIGHT,
  );
  #keys = new GridKeysController(this, this.#window);
  /**
   * A table row's height as rendered (--ic-row-padding sets it), else the default's: the least of
   * the rows in view, as a row showing an error may be taller. Read when the table is resized.
   */
  #tableRowHeight(): number {
    const heights = [...(this.renderRoot?.querySelectorAll('.body .row') ?? [])].map(
      (row) => row.getBoundingClientRect().height,
    );
    // none rendered, or hidden (0): the default
    return (heights.length && Math.min(...heights)) || ROW_HEIGHT;
  }
  #pending = new PendingStore(this, (detail) => this.dispatchEvent(new IcValidityEvent(detail)));
  #rows = new FieldRows();
  #rowHost: RowHost = {
    t: this.#t,
    s: (key) => this.#t.t(key),
    typing: this.#pending.typing,
    type: (fieldName, text) => this.#pending.type(fieldName, text),
    stopTyping: (fieldName) => this.#pending.stopTyping(fieldName),
    editDefault: (field, kind, raw, typed) => this.#editDefault(field, kind, raw, typed),
    editWriteOn: (field, key, value) => this.#editWriteOn(field, key, value),
    clear: (field) => this.#clear(field),
  };
  /** Fields edited since `serverIssues` was set: their server issue is no longer shown. */
  #serverCleared = new Set<string>();
  #ownDraft = new DraftListener(this, this.#onDraft);
  /** Standalone: the settings the host last set, against which rows count as unsaved. */
  #saved?: SettingsMap;
  #ownSettings = false;
  #preview = new PreviewToggle(this);
  #bulk = new BulkEdit(this);

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
  setFieldSettings(
    fieldName: string,
    settings: FieldSettingsInput | undefined,
  ): InstallationPatch | undefined {
    if (typeof fieldName !== 'string' || !fieldName) {
      throw new ValidationError(
        [{path: 'fieldName', message: 'must be a non-empty string'}],
        'Invalid field settings',
      );
    }
    const source = this.#source();
    const field =
      source.state === 'loaded'
        ? this.#rows.of(source.input).find((f) => f.fieldName === fieldName)
        : undefined;
    const draft = this.#draft();
    const held = this.#savedSettings()[fieldName];
    const valid =
      settings === undefined ? undefined : compact(validateFieldSettings(settings, fieldName, field, held));
    this.#commit(fieldName, valid);
    this.#pending.of(this.object).delete(fieldName);
    return draft && this.object ? draft.buildPatch() : undefined;
  }

  /** Rows holding input that breaks a rule, over every object this editor has shown. */
  get invalidFields(): InvalidField[] {
    return this.#pending.invalid;
  }

  /**
   * Scrolls to `fieldName`'s row and focuses it (clearing a filter that hides it); false when the
   * open object has no such field.
   */
  async focusField(fieldName: string): Promise<boolean> {
    let index = this.#shown.findIndex((f) => f.fieldName === fieldName);
    if (index < 0 && (this._filter || this._onlyWithSettings)) {
      this._filter = '';
      this._onlyWithSettings = false;
      await this.updateComplete;
      index = this.#shown.findIndex((f) => f.fieldName === fieldName);
    }
    if (index < 0) return false;
    await this.#keys.focusRow(index);
    return true;
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

  #settings(): SettingsMap {
    const draft = this.#draft();
    if (draft && this.object) return draft.writeObject(this.object).fieldSettings;
    return this.settings ?? {};
  }

  /** The saved settings (the draft's baseline inside <install-config>). */
  #savedSettings(): Record<string, FieldSettings | undefined> {
    const draft = this.#draft();
    return (
      (draft
        ? draft.baseline.config.content.write?.objects?.[this.object]?.selectedFieldSettings
        : this.#saved) ?? {}
    );
  }

  /** The fields to show, or the state of loading them inside <install-config>. */
  #source():
    {state: 'loading' | 'missing' | 'error'; error?: unknown} | {state: 'loaded'; input: FieldsInput} {
    const loaded = this.#config.fields?.[this.object];
    let input: FieldsInput | undefined = this.fields;
    if (loaded && this.fields === undefined) {
      if (loaded.status !== 'loaded')
        return {state: loaded.status, error: 'error' in loaded ? loaded.error : undefined};
      input = loaded.fields;
    }
    return input === undefined ? {state: 'loading'} : {state: 'loaded', input};
  }

  // ------------------------------------------------------------------ edits

  /** Stores a field's settings (throws when the draft refuses them), then tells the host. */
  #commit(fieldName: string, settings: FieldSettings | undefined) {
    const objectName = this.object;
    const draft = this.#draft();
    if (draft && objectName) {
      // a row may carry a write-on value the server held that this library does not know: the
      // draft takes it back (it refuses only new unknown values), so it passes as input here
      draft.writeObject(objectName).setFieldSettings(fieldName, settings as FieldSettingsInput | undefined);
    } else {
      const next: Record<string, FieldSettings> = {...this.settings};
      if (settings) next[fieldName] = settings;
      else delete next[fieldName];
      this.#ownSettings = true;
      this.settings = next;
    }
    this.#serverCleared.add(`${objectName}\n${fieldName}`);
    this.requestUpdate();
    this.#fire({kind: 'field', objectName, fieldName, settings});
  }

  /** Fires ic-change once what it tells of is rendered. */
  #fire(detail: ChangeDetail) {
    void this.updateComplete.then(() => this.dispatchEvent(new IcChangeEvent(detail)));
  }

  /**
   * A change to the default input: commit it when the rule holds, else keep it on the row. One that
   * comes before default-edit.ts arrived waits for it (`updateComplete` too); when it does not
   * arrive, the input stays on the row with the network's words, and the next change tries again.
   */
  #editDefault(field: FieldMetadata, kind: DefaultKind, raw: string, typed?: TypedInput) {
    const edit = defaultEdit;
    if (!edit) {
      waitingCount++;
      // (never rejects: what a change throws is reported as from an event listener)
      waiting = Promise.all([waiting, loadDefaultEdit()])
        .then(
          () => this.#editDefault(field, kind, raw, typed),
          () => this.#unreadable(field, kind, raw),
        )
        .catch(reportError)
        .finally(() => waitingCount--);
      return;
    }
    this.#rows.noteEdited(field);
    const name = field.fieldName;
    const next = edit.editDefault(
      this.#pending,
      this.object,
      field,
      kind,
      edit.serviceText(raw, typed),
      this.#settings()[name],
      this.#savedSettings()[name],
    );
    if (next) {
      this.#commit(name, next[0]);
      this.#pending.restamp(this.object, name, this.#settings()[name]);
    } else this.requestUpdate();
  }

  /** A default change default-edit.ts did not arrive for: kept on its row with the network's words. */
  #unreadable(field: FieldMetadata, kind: DefaultKind, raw: string) {
    const name = field.fieldName;
    const issues = [{path: `${name}.default`, message: this.#t.t('whyNetwork')}];
    this.#rows.noteEdited(field);
    this.#pending.keep(this.object, name, {kind, raw, issues, over: this.#settings()[name]});
    this.requestUpdate();
  }

  #editWriteOn(field: FieldMetadata, key: 'writeOnCreate' | 'writeOnUpdate', value: string) {
    this.#rows.noteEdited(field);
    const name = field.fieldName;
    const current = this.#settings()[name] ?? {};
    const next = compact({...current, [key]: value || undefined} as FieldSettings);
    // a default kept on the row (refused beside the old choice, as `never` on create of a required
    // field) is tried again beside the new one, so the customer's typing is not lost
    const typed = this.#pending.of(this.object).get(name);
    // (kept input came through default-edit.ts, loaded then, but for one it could not load)
    const again =
      typed && defaultEdit
        ? defaultEdit.editDefault(
            this.#pending,
            this.object,
            field,
            typed.kind,
            typed.raw,
            next,
            this.#savedSettings()[name],
          )
        : undefined;
    this.#commit(name, again ? again[0] : next);
    if (typed) this.#pending.restamp(this.object, name, this.#settings()[name]);
  }

  #clear(field: FieldMetadata) {
    this.#pending.discard(this.object, field.fieldName);
    this.#commit(field.fieldName, undefined);
  }

  /** What the Preview shows: the settings as edited against the saved ones. */
  #previewInput(fields: readonly FieldMetadata[]): Omit<PreviewInput, 't'> {
    const draft = this.#draft();
    const standalone = (settings: SettingsMap | undefined) => ({
      write: {objects: {[this.object]: {objectName: this.object, selectedFieldSettings: {...settings}}}},
    });
    return {
      objectName: this.object,
      fields,
      content: draft ? draft.content() : standalone(this.#settings()),
      saved: draft ? draft.baseline.config.content : standalone(this.#saved),
      manifest: this.#config.manifest,
      sampleRecord: this.sampleRecord,
      disabled: this.disabled,
      testWrites: this.testWrites ? this.writeTarget : undefined,
    };
  }

  // ------------------------------------------------------------------ lifecycle

  constructor() {
    super();
    // a default input taking focus: what its change will stand for starts loading (default-edit.ts)
    this.addEventListener('focusin', (e) => {
      if ((e.composedPath()[0] as Element).closest?.('.default')) loadDefaultEdit().catch(() => undefined);
    });
  }

  /** Also waits for a default change that waited for default-edit.ts (#editDefault). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await waiting;
    return super.getUpdateComplete();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const draft = (this.#ownDraft.draft = this.draft);
    // the rule table applies to a standalone draft once it has the object's fields
    if (
      draft &&
      this.object &&
      this.fields &&
      (changed.has('draft') || changed.has('fields') || changed.has('object'))
    ) {
      draft.writeObject(this.object).setFields(this.fields);
    }
    if (changed.has('serverIssues')) this.#serverCleared.clear();
    // input held over settings the draft no longer has (changed from script, a rebase, Undo) goes
    const current = this.#draft();
    if (current) this.#pending.dropStale((o, f) => current.writeObject(o).fieldSettings[f]);
    if (changed.has('settings') && !this.#ownSettings) this.#saved = this.settings;
    this.#ownSettings = false;
    if (changed.has('object')) this.#pending.stopTyping();
    if (changed.has('object') || changed.has('_filter') || changed.has('_onlyWithSettings')) {
      this.#window.reset();
      this.#keys.reset();
    }
  }

  // ------------------------------------------------------------------ render

  override render() {
    const t = this.#t;
    const source = this.#source();
    if (source.state !== 'loaded')
      return statusView(
        t,
        source.state,
        source.error,
        objectLabel(this.#config, this.object),
        () => this.#config.reloadFields?.(this.object),
        holdsWrite(this.#config.draft, this.object),
      );

    const memo = new Map<StringKey, string>();
    this.#rowHost.s = (key) => memo.get(key) ?? memo.set(key, t.t(key)).get(key)!;
    const settings = this.#settings();
    const saved = this.#savedSettings();
    const pending = this.#pending.of(this.object);
    const [rows, total] = this.#rows.shown(
      source.input,
      settings,
      pending,
      this._filter,
      this._onlyWithSettings,
    );
    this.#shown = rows;
    // bulk edits change a draft (standalone `settings` have no undo to offer); while the toolbar
    // is open rows are selectable
    const draft = this.#draft();
    const bulk = draft && this.object ? this.#bulk : undefined;
    const selection = bulk?.active;
    this.#keys.onSpace = selection && ((index, range) => selection.toggle(rows, index, range));
    this.#rowHost.pick = selection && ((row, name) => selection.checkbox(rows, row, name));
    const server = byField(this.serverIssues, this.object, this.#serverCleared);
    const lang = t.lang || 'en';
    const lockDraft = this.#draft();
    const on: RowContext = {
      saved,
      selected: selection?.selected,
      disabled: this.disabled || this.readonly || !!this.#config.state?.saving,
      locked: (field) => !!lockDraft?.isLocked(this.object, field),
      lockReason: lockReason(lang, this.strings),
      server,
      text: [this.object, lang, catalogueFor(lang), this.strings],
    };
    const name = objectLabel(this.#config, this.object) || t.t('colField');

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
        ${bulk?.button(t)}

        <span
          class="count muted"
          role="status"
          .textContent=${t.t('fieldCount', {shown: rows.length, total})}
        ></span>
      </div>
      ${bulk?.render(t, () => ({
        draft: draft!,
        objectName: this.object,
        shown: rows,
        all: this.#rows.of(source.input),
        s: this.#rowHost.s,
        lang: t.lang,
        overrides: this.strings,
        disabled: on.disabled,
      }))}
      ${windowedGrid(this.#window, this.#keys, {
        label: name,
        rows,
        head: html`<span role="columnheader"
            >${selection?.selectAll(rows)}<span .textContent=${t.t('colField')}></span></span
          ><span role="columnheader" .textContent=${t.t('colDefault')}></span
          ><span role="columnheader" .textContent=${t.t('colWriteOnCreate')}></span
          ><span role="columnheader" .textContent=${t.t('colWriteOnUpdate')}></span
          ><span role="columnheader" .textContent=${t.t('colClear')}></span>`,
        key: (f) => f.fieldName,
        row: (f, index) => this.#row(f, index, settings[f.fieldName], pending.get(f.fieldName), on),
        empty: html`<p class="status muted" .textContent=${t.t(total ? 'noFieldsMatch' : 'noFields')}></p>`,
      })}
      ${this.#help.render(t, ['helpDefault', 'helpWriteOnCreate', 'helpWriteOnUpdate', 'helpReset'])}
      ${this.#preview.render(t, () => this.#previewInput(rows), this.strings)}
    </div>`;
  }

  #row(
    field: FieldMetadata,
    index: number,
    stored: FieldSettings | undefined,
    pending: Pending | undefined,
    on: RowContext,
  ) {
    const name = field.fieldName;
    const saved = Object.hasOwn(on.saved, name) ? on.saved[name] : undefined;
    const own = pending?.issues.length ? pending.issues : this.#pending.issuesOf(field, stored, saved);
    const server = on.server.get(name);
    const tabIndex = this.#keys.tabIndex(index);
    const selected = on.selected?.has(name);
    // An edit re-renders its own row only: a row whose inputs are all the same as last time stays as it is.
    const deps = [
      field,
      index,
      tabIndex,
      selected,
      on.disabled,
      on.locked(name),
      stored,
      saved,
      pending,
      own,
      server,
      this.#pending.typing.get(name),
      ...on.text,
    ];
    return guard(deps, () =>
      fieldRow(this.#rowHost, {
        field,
        index,
        tabIndex,
        selected,
        disabled: on.disabled,
        locked: on.locked(name) ? on.lockReason : undefined,
        stored,
        saved,
        pending,
        issues: server ? [...own, ...server] : own,
      }),
    );
  }
}
