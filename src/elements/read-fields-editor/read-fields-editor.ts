import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {ValidationError} from '../../contract/errors.ts';
import {readFieldsOffer, selectedFieldsOf, type ReadFieldsOffer} from '../../contract/read-fields.ts';
import {activeMappings} from '../../contract/read-mappings.ts';
import type {FieldMetadata} from '../../contract/schemas.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import {readFieldsOf} from '../../config/read-fields.ts';
import {ConfigConsumer, objectLabel} from '../context.ts';
import {DraftListener} from '../controllers/draft-listener.ts';
import {GridKeysController} from '../controllers/grid-keys-controller.ts';
import {WindowController} from '../controllers/window-controller.ts';
import {windowedGrid} from '../controllers/windowed-grid.ts';
import {IcChangeEvent} from '../events.ts';
import {StringsController, featureText, type Message} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {ROW_HEIGHT, VIEW_HEIGHT, styles} from './read-fields-editor.styles.ts';
import {readFieldsText, type ReadFieldsKey} from './read-fields-editor.strings.ts';

/** One field the customer may see in the list. */
interface Row {
  name: string;
  label: string;
  /** Label and API name in lower case, for the search. */
  search: string;
}

/** What the read object reads right now (one snapshot per render: 5,000 rows ask it). */
interface ReadState {
  selected: Record<string, boolean>;
  required: Set<string>;
  /** Mapped provider field -> its target's display name. */
  mapped: Map<string, string>;
  auto: boolean;
}

/**
 * The fields one read object reads: the manifest's required fields shown as always read, the
 * optional ones (every field of the object where the manifest allows any) for the customer to
 * choose, with a search and Select all / Select none over the fields shown, and "Read every field"
 * where the manifest allows it. A field mapped to a target is read for the mapping: it shows as read
 * and cannot be unselected here (remove the mapping to stop reading it). The rows are one ARIA
 * grid with a single tab stop: arrows move between fields, Space switches the field's reading.
 * Works inside `<install-config>` (its draft, manifest and loaded fields) or alone with `draft`.
 *
 * @summary Fields to read of one read object.
 *
 * @fires {IcChangeEvent} ic-change - Fields were selected or unselected (`detail.kind === 'fields-read'`), or "Read every field" switched (`'read-every'`).
 *
 * @csspart base - The wrapper.
 * @csspart heading - The object's heading ("Fields to read: Contact").
 * @csspart count - How many of the fields listed are read.
 * @csspart every-switch - The "Read every field" switch.
 * @csspart search - The search box.
 * @csspart select-all-button - Selects every field shown.
 * @csspart select-none-button - Unselects every field shown that may be.
 * @csspart table - The grid of fields.
 * @csspart row - One field's row.
 * @csspart label - A field's name.
 * @csspart checkbox - A field's "read" checkbox.
 * @csspart notice - Why the last choice was refused.
 *
 * @cssprop [--ic-read-fields-height=20rem] - Greatest height of the grid (it scrolls beyond).
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-accent=#0b57d0] - Accent (dark: #8ab4f8).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-radius=4px] - Corner radius.
 */
export class ReadFieldsEditor extends LitElement {
  static override styles = [themeStyles, styles];

  static override properties = {
    object: {type: String},
    fields: {attribute: false},
    draft: {attribute: false},
    disabled: {type: Boolean, reflect: true},
    readonly: {type: Boolean, reflect: true},
    theme: {type: String, reflect: true},
    locale: {type: String},
    strings: {attribute: false},
    _query: {state: true},
  };

  /** The read object whose fields are chosen. */
  declare object: string;
  /** The provider's fields of the object (alone; inside <install-config> its loaded fields are used). */
  declare fields: readonly FieldMetadata[] | undefined;
  /** The draft edited alone (inside <install-config> the context's draft wins). */
  declare draft: ConfigDraft | undefined;
  declare disabled: boolean;
  /** The choice shown, nothing editable. */
  declare readonly: boolean;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;
  /** The language to speak (a BCP 47 tag); unset uses the closest `lang`. */
  declare locale: string | undefined;
  /** Overrides of the editor's text, by key (see read-fields-editor.strings.ts). */
  declare strings: Partial<Record<string, Message>> | undefined;
  declare private _query: string;

  #config = new ConfigConsumer(this);
  #t = new StringsController(this);
  #window = new WindowController(this, () => ROW_HEIGHT, VIEW_HEIGHT);
  #keys = new GridKeysController(this, this.#window);
  #ownDraft = new DraftListener(this);
  /** Why the last choice was refused, in plain words. */
  #refusal?: string;
  #rowsCache?: {fields: unknown; offer: string; held: string; rows: Row[]};
  #shown?: {rows: Row[]; query: string; list: Row[]};
  #synced?: {draft: ConfigDraft; object: string; fields: unknown};

  constructor() {
    super();
    this.object = '';
    this._query = '';
    this.disabled = this.readonly = false;
  }

  // ------------------------------------------------------------------ data

  #draft(): ConfigDraft | undefined {
    return this.#config.draft ?? this.draft;
  }

  #fieldList(): readonly FieldMetadata[] | undefined {
    const loaded = this.#config.fields?.[this.object];
    return this.fields ?? (loaded?.status === 'loaded' ? loaded.fields : undefined);
  }

  #offer(): ReadFieldsOffer {
    const draft = this.#draft();
    return draft ? readFieldsOf(draft, this.object).offer : readFieldsOffer(undefined);
  }

  /** Gives the draft the object's fields once per list (its checks then know them). */
  #sync(draft: ConfigDraft) {
    const fields = this.#fieldList();
    const s = this.#synced;
    if (s && s.draft === draft && s.object === this.object && s.fields === fields) return;
    if (fields) draft.readObject(this.object).setFields(fields);
    this.#synced = {draft, object: this.object, fields};
  }

  #stateOf(): ReadState | undefined {
    const draft = this.#draft();
    if (!draft || !this.object) return undefined;
    const read = draft.readObject(this.object);
    const value = read.get();
    if (!value) return undefined;
    const names = new Map(read.targets.map((t) => [t.mapToName, t.mapToDisplayName ?? t.mapToName]));
    const mapped = new Map<string, string>();
    for (const [target, field] of Object.entries(activeMappings(value)))
      mapped.set(field, names.get(target) ?? target);
    const offer = this.#offer();
    return {
      selected: selectedFieldsOf(value),
      required: new Set(offer.required),
      mapped,
      auto: value.selectedFieldsAuto === 'all',
    };
  }

  /**
   * The fields listed: the required ones first, then the optional ones (every field of the object
   * where the manifest allows any), then any other the object reads (held, or mapped).
   */
  #rows(offer: ReadFieldsOffer, state: ReadState): Row[] {
    const fields = this.#fieldList();
    const held = [...Object.keys(state.selected), ...state.mapped.keys()].join('\u0000');
    const key = JSON.stringify(offer);
    const c = this.#rowsCache;
    if (c && c.fields === fields && c.offer === key && c.held === held) return c.rows;
    const meta = new Map((fields ?? []).map((f) => [f.fieldName, f]));
    const names = new Set<string>(offer.required);
    for (const n of offer.anyField ? meta.keys() : offer.optional) names.add(n);
    for (const n of Object.keys(state.selected)) names.add(n);
    for (const n of state.mapped.keys()) names.add(n);
    const rows = [...names].map((name) => {
      const label = meta.get(name)?.displayName || name;
      return {name, label, search: `${label}\u0000${name}`.toLowerCase()};
    });
    this.#rowsCache = {fields, offer: key, held, rows};
    return rows;
  }

  #shownRows(): Row[] {
    const draft = this.#draft();
    const state = this.#stateOf();
    if (!draft || !state) return [];
    const rows = this.#rows(this.#offer(), state);
    const query = this._query.trim().toLowerCase();
    const s = this.#shown;
    if (s && s.rows === rows && s.query === query) return s.list;
    const list = query ? rows.filter((r) => r.search.includes(query)) : rows;
    this.#shown = {rows, query, list};
    return list;
  }

  #s(key: ReadFieldsKey, values?: Record<string, string | number>): string {
    return featureText(readFieldsText, this.#t.lang, key, this.strings, values);
  }

  // ------------------------------------------------------------------ edits

  #edit(edit: () => void, detail: ConstructorParameters<typeof IcChangeEvent>[0]) {
    try {
      edit();
      this.#refusal = undefined;
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const {code, params = {}} = e.issues[0]!;
      const field = this.#labelOf(params.field ?? '');
      const target = this.#stateOf()?.mapped.get(params.field ?? '') ?? params.target ?? '';
      this.#refusal =
        code === 'required_field'
          ? this.#s('readRefusedRequired', {field})
          : code === 'mapped_field'
            ? this.#s('readRefusedMapped', {field, target})
            : this.#s('readRefusedOther', {field});
      this.requestUpdate();
      return;
    }
    this.requestUpdate();
    void this.updateComplete.then(() => this.dispatchEvent(new IcChangeEvent(detail)));
  }

  /** Space on a row's field name switches its reading (the grid's keyboard). */
  #spaceOnRow = (index: number) => {
    const row = this.#shownRows()[index];
    if (row) this.#toggle(row.name, !this.#stateOf()?.selected[row.name]);
  };

  #labelOf(name: string): string {
    return this.#rowsCache?.rows.find((r) => r.name === name)?.label ?? name;
  }

  #toggle(name: string, selected: boolean) {
    this.#select([name], selected);
  }

  #select(names: string[], selected: boolean) {
    const draft = this.#draft();
    if (!draft || !names.length || this.#locked()) return;
    const objectName = this.object;
    this.#edit(() => readFieldsOf(draft, objectName).select(names, selected), {
      kind: 'fields-read',
      objectName,
      fieldNames: names,
      selected,
    });
  }

  #setEvery(on: boolean) {
    const draft = this.#draft();
    if (!draft) return;
    const objectName = this.object;
    this.#edit(() => readFieldsOf(draft, objectName).setAuto(on), {
      kind: 'read-every',
      objectName,
      enabled: on,
    });
  }

  /** The fields shown that Select all / none would change (never the required or mapped ones). */
  #choosable(selected: boolean): string[] {
    const state = this.#stateOf();
    if (!state) return [];
    return this.#shownRows()
      .map((r) => r.name)
      .filter((n) => !state.required.has(n) && !state.mapped.has(n) && !!state.selected[n] !== selected);
  }

  #locked(): boolean {
    const draft = this.#draft();
    return (
      this.disabled ||
      this.readonly ||
      !!this.#config.state?.saving ||
      (!!draft && draft.isLocked(this.object))
    );
  }

  // ------------------------------------------------------------------ lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#keys.onSpace ??= this.#spaceOnRow;
    this.#ownDraft.draft = this.draft;
    if (changed.has('object')) {
      this.#refusal = undefined;
      this.#window.reset();
      this.#keys.reset();
    }
    const draft = this.#draft();
    if (draft && this.object) this.#sync(draft);
  }

  // ------------------------------------------------------------------ render

  override render() {
    const state = this.#stateOf();
    // an object not read shows nothing here: the mapping editor offers to start reading it
    if (!state) return nothing;
    const label = objectLabel(this.#config, this.object);
    const offer = this.#offer();
    const rows = this.#rows(offer, state);
    const list = this.#shownRows();
    const locked = this.#locked();
    const isRead = (n: string) =>
      state.auto || state.required.has(n) || state.mapped.has(n) || !!state.selected[n];
    const count = rows.reduce((n, r) => n + (isRead(r.name) ? 1 : 0), 0);
    if (!rows.length && !offer.anyField && !state.auto) return nothing;
    // under <install-config>'s section, whose summary names it already, no heading of its own
    const heading =
      this.parentElement?.localName === 'details'
        ? nothing
        : html`<h3 part="heading">${this.#s('readTitle', {object: label})}</h3>`;
    return html`${heading}
      <div part="base">
        <p part="count" class="muted" role="status">${this.#s('readCount', {count, total: rows.length})}</p>
        ${
          offer.anyField || state.auto
            ? html`<label class="every">
                <input
                  type="checkbox"
                  role="switch"
                  part="every-switch"
                  .checked=${state.auto}
                  ?disabled=${locked}
                  @change=${(e: Event) => this.#setEvery((e.target as HTMLInputElement).checked)}
                />
                ${this.#s('readEvery')}
              </label>`
            : nothing
        }
        ${
          this.#refusal
            ? html`<p part="notice" class="notice error" role="alert">${this.#refusal}</p>`
            : nothing
        }
        <div class="toolbar">
          <input
            type="search"
            part="search"
            aria-label=${this.#s('readSearch')}
            placeholder=${this.#s('readSearch')}
            .value=${this._query}
            @input=${(e: Event) => {
              this._query = (e.target as HTMLInputElement).value;
              this.#window.reset();
              this.#keys.reset();
            }}
          />
          <button
            type="button"
            part="select-all-button"
            ?disabled=${locked || state.auto}
            @click=${() => this.#select(this.#choosable(true), true)}
          >
            ${this.#s('readSelectAll')}
          </button>
          <button
            type="button"
            part="select-none-button"
            ?disabled=${locked || state.auto}
            @click=${() => this.#select(this.#choosable(false), false)}
          >
            ${this.#s('readSelectNone')}
          </button>
        </div>
        ${windowedGrid(this.#window, this.#keys, {
          label: this.#s('readTitle', {object: label}),
          rows: list,
          head: html`<span role="columnheader">${this.#s('readColField')}</span>
            <span role="columnheader">${this.#s('readColRead')}</span>`,
          key: (r) => r.name,
          row: (r, index) => this.#row(r, index, state, locked),
          empty: html`<p class="status muted">
            ${rows.length ? this.#s('readNoMatch') : this.#s('readNoChoice', {object: label})}
          </p>`,
        })}
      </div>`;
  }

  #row(r: Row, index: number, state: ReadState, locked: boolean) {
    const target = state.mapped.get(r.name);
    const note = state.required.has(r.name)
      ? this.#s('readAlways')
      : target !== undefined
        ? this.#s('readMapped', {target})
        : state.auto
          ? this.#s('readByEvery')
          : '';
    const fixed = note !== '';
    return html`<div class="row" part="row" role="row" aria-rowindex=${index + 2}>
      <div class="name" role="rowheader" tabindex=${this.#keys.tabIndex(index)}>
        <span part="label">${r.label}</span>
        ${r.label !== r.name ? html`<span class="api muted">${r.name}</span>` : nothing}
      </div>
      <div class="read" role="gridcell">
        <label>
          <input
            type="checkbox"
            part="checkbox"
            tabindex="-1"
            aria-label=${this.#s('readFieldFor', {field: r.label})}
            .checked=${fixed || !!state.selected[r.name]}
            ?disabled=${locked || fixed}
            @change=${(e: Event) => this.#toggle(r.name, (e.target as HTMLInputElement).checked)}
          />
          ${fixed ? html`<span class="muted">${note}</span>` : nothing}
        </label>
      </div>
    </div>`;
  }
}
