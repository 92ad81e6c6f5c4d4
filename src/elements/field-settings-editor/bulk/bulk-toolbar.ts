// The bulk-edit toolbar of <field-settings-editor>: select fields by what they are (changed, with
// a default, required, of a type) and apply one write preset to every selected field in one step
// of the draft, with Undo. Loaded as a chunk of its own the first time the customer selects a row
// or opens "Bulk edit". What it shares with the bundle (Lit, the events, the words) it imports
// from the bundle's entry (scripts/bundle.mjs): the editor hands in only its state.
import {html, type ReactiveControllerHost, type TemplateResult} from 'lit';
import {live} from 'lit/directives/live.js';
import type {ConfigDraft, DraftChange} from '../../../config/draft.ts';
import {applyPreset, type WritePreset} from '../../../config/bulk.ts';
import type {FieldMetadata} from '../../../contract/schemas.ts';
import {IcChangeEvent, type ChangeDetail} from '../../events.ts';
import {featureText, type Message} from '../../strings.ts';
import {typeName, type RowHost} from '../rows.ts';
import {bulkCatalogue, type BulkKey, type BulkT} from './bulk-text.ts';

export {bulkSheet as sheet} from './bulk.styles.ts';

/** What the editor hands the toolbar on each render. */
export interface BulkInput {
  draft: ConfigDraft;
  objectName: string;
  /** The rows shown (the editor's text filter applies): what the "Select" buttons pick from. */
  shown: readonly FieldMetadata[];
  /** Every row of the object: the selection may hold rows the text filter hides now. */
  all: readonly FieldMetadata[];
  /** The editor's words without placeholders (a field type's name among them). */
  s: RowHost['s'];
  /** The editor's language, and the host's overrides of any words (the toolbar's by BulkKey). */
  lang: string;
  overrides: Partial<Record<string, Message>> | undefined;
  close(): void;
  disabled: boolean;
}

/** The last preset's outcome: shown, with Undo, until the draft changes otherwise. */
type Outcome = {changed: number; skipped: number; after: readonly DraftChange[]} | 'undone';

const PRESETS: [WritePreset, BulkKey][] = [
  ['ifEmpty', 'bulkIfEmpty'],
  ['createOnly', 'bulkCreateOnly'],
  ['default', 'bulkDefault'],
];

export class BulkToolbar {
  /** The selected rows, by field name (kept while the text filter hides some). */
  selected = new Set<string>();
  #host: ReactiveControllerHost & HTMLElement;
  #outcome?: Outcome;
  /** The object the selection is of (another object starts with none). */
  #object?: string;
  /** The row a Shift+Space or Shift+click range starts from. */
  #anchor = 0;
  /** The words of the last render (the header's checkbox renders after the toolbar, in the same pass). */
  #t?: BulkT;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
  }

  /**
   * Toggles row `index` of `rows` (the rows shown); with `range`, sets every row from the last one
   * toggled to this one as that one is.
   */
  toggle(rows: readonly {fieldName: string}[], index: number, range: boolean): void {
    const anchor = Math.min(this.#anchor, rows.length - 1);
    const on = !this.selected.has(rows[range ? anchor : index]!.fieldName) !== range;
    const [from, to] = range ? [Math.min(anchor, index), Math.max(anchor, index)] : [index, index];
    for (const row of rows.slice(from, to + 1)) {
      if (on) this.selected.add(row.fieldName);
      else this.selected.delete(row.fieldName);
    }
    if (!range) this.#anchor = index;
    this.#host.requestUpdate();
  }

  /** Replaces the selection (every shown row from the header's checkbox, or a filter). */
  #select(fieldNames: Iterable<string>) {
    this.selected = new Set(fieldNames);
    this.#host.requestUpdate();
  }

  /** A row's name with its checkbox; a click with Shift sets a range, as Shift+Space does. */
  checkbox(
    rows: readonly {fieldName: string}[],
    row: {label: string; index: number; tabIndex: number; selected: boolean},
    name: TemplateResult,
  ): TemplateResult {
    return html`<span class="pick"
      ><input
        type="checkbox"
        part="select"
        tabindex=${row.tabIndex}
        aria-label=${this.#t?.('bulkSelectField', {field: row.label}) ?? ''}
        .checked=${live(row.selected)}
        @click=${(e: MouseEvent) => {
          // the selection decides (a re-render sets the box), not the click's own toggle
          e.preventDefault();
          this.toggle(rows, row.index, e.shiftKey);
        }}
      />${name}</span
    >`;
  }

  /** The header's checkbox: selects every row shown, or none when all of them are. */
  selectAll(rows: readonly {fieldName: string}[]): TemplateResult {
    const count = rows.filter((f) => this.selected.has(f.fieldName)).length;
    const all = count > 0 && count === rows.length;
    return html`<input
      type="checkbox"
      part="select-all"
      aria-label=${this.#t?.('bulkSelectAll') ?? ''}
      .checked=${all}
      .indeterminate=${count > 0 && !all}
      @change=${() => this.#select(all ? [] : rows.map((f) => f.fieldName))}
    />`;
  }

  /** Applies `preset` to the selected rows, skipping read-only and locked ones. */
  #apply(input: BulkInput, preset: WritePreset) {
    const fields = input.all.filter((f) => this.selected.has(f.fieldName));
    const result = applyPreset(input.draft, input.objectName, fields, preset);
    const after = input.draft.changeList();
    this.#outcome = {changed: result.changed.length, skipped: result.skipped.length, after};
    if (result.changed.length)
      this.#fire({kind: 'bulk', objectName: input.objectName, fieldNames: result.changed});
    this.#host.requestUpdate();
  }

  #undo(input: BulkInput) {
    input.draft.undo();
    this.#outcome = 'undone';
    this.#fire({kind: 'undo'});
    this.#host.requestUpdate();
  }

  /** ic-change on the editor, once what it tells of is rendered. */
  #fire(detail: ChangeDetail) {
    void this.#host.updateComplete.then(() => this.#host.dispatchEvent(new IcChangeEvent(detail)));
  }

  render(input: BulkInput): TemplateResult {
    const {shown, disabled} = input;
    const t: BulkT = (key: BulkKey, values) =>
      featureText(bulkCatalogue, input.lang, key, input.overrides, values);
    this.#t = t;
    if (input.objectName !== this.#object) {
      this.#object = input.objectName;
      this.selected = new Set();
      this.#outcome = undefined;
    }
    const pick = (test: (f: FieldMetadata) => boolean) => () =>
      this.#select(shown.filter(test).map((f) => f.fieldName));
    const types = [...new Set(shown.map((f) => f.valueType ?? ''))];
    // "changed": what the customer changed since the last save (the draft's own account of it)
    const changed = new Set(
      input.draft
        .changeList()
        .filter((c) => c.kind === 'field' && c.objectName === input.objectName)
        .map((c) => c.fieldName),
    );
    const none = !this.selected.size;
    const withDefault = (f: FieldMetadata) =>
      !!input.draft.writeObject(input.objectName).fieldSettings[f.fieldName]?.default;
    const filters: Record<string, (f: FieldMetadata) => boolean> = {
      all: () => true,
      changed: (f) => changed.has(f.fieldName),
      default: withDefault,
      required: (f) => !!f.isRequired,
    };
    // One list of ways to select (a command, not a setting: it reads "Select fields…" again after),
    // so the toolbar stays a few lines tall on a phone. "All shown" does what the header's checkbox
    // does: cards (below 720 px) have no header.
    const choose = (e: Event) => {
      const select = e.target as HTMLSelectElement;
      const value = select.value;
      select.value = '';
      if (value.startsWith('=')) pick((f) => (f.valueType ?? '') === value.slice(1))();
      else if (filters[value]) pick(filters[value])();
    };
    return html`<section class="bulk" part="bulk" aria-label=${t('bulkTitle')}>
      <div class="bulk-pick">
        <select aria-label=${t('bulkSelect')} ?disabled=${disabled} @change=${choose}>
          <option value="">${t('bulkSelect')}</option>
          <option value="all">${t('bulkAllShown')}</option>
          <option value="changed">${t('bulkChanged')}</option>
          <option value="default">${t('bulkWithDefault')}</option>
          <option value="required">${t('bulkRequired')}</option>
          <optgroup label=${t('bulkOfType')}>
            ${types.map((type) => html`<option value=${`=${type}`}>${typeName(input.s, type || undefined)}</option>`)}
          </optgroup>
        </select>
        <button type="button" class="link close" @click=${input.close}>${t('bulkClose')}</button>
        <span class="count">
          <span role="status">${t('bulkSelected', {count: this.selected.size})}</span>
          <button type="button" class="link" ?disabled=${disabled || none} @click=${() => this.#select([])}>
            ${t('bulkClear')}
          </button>
        </span>
      </div>
      <fieldset ?disabled=${disabled || none}>
        <legend>${t('bulkApply')}</legend>
        <div class="presets">
          ${PRESETS.map(
            ([preset, key]) =>
              html`<button type="button" part="bulk-preset" @click=${() => this.#apply(input, preset)}>
                ${t(key)}
              </button>`,
          )}
        </div>
      </fieldset>
      <div class="outcome">
        <p class="result ghost" aria-hidden="true">${this.#longest(t)}</p>
        <p class="result" role="status">${this.#result(input, t)}</p>
      </div>
    </section>`;
  }

  /** The longest outcome, unseen under the real one: it keeps the room, so nothing below moves. */
  #longest(t: BulkT) {
    const said = [t('bulkDone', {count: 999}), t('bulkNothing')].sort((a, b) => b.length - a.length)[0];
    return html`<span>${said}</span> <span>${t('bulkSkipped', {count: 999})}</span>
      <span class="link">${t('bulkUndo')}</span>`;
  }

  /** What the last preset did, and Undo while nothing else changed the draft since. */
  #result(input: BulkInput, t: BulkT) {
    const outcome = this.#outcome;
    if (outcome === 'undone') return html`<span>${t('bulkUndone')}</span>`;
    if (!outcome || outcome.after !== input.draft.changeList()) return '';
    return html`<span>${outcome.changed ? t('bulkDone', {count: outcome.changed}) : t('bulkNothing')}</span>
      ${outcome.skipped ? html`<span>${t('bulkSkipped', {count: outcome.skipped})}</span>` : ''}
      ${
        outcome.changed
          ? html`<button
              type="button"
              class="link"
              part="bulk-undo"
              ?disabled=${input.disabled}
              @click=${() => this.#undo(input)}
            >
              ${t('bulkUndo')}
            </button>`
          : ''
      }`;
  }
}
