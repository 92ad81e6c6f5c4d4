// A long list of write objects (more than 8): a search over display and API names, its count,
// "Select all" / "Select none" for the objects it shows, rows that scroll within a bounded height,
// and which rows are in view (their switched-on objects' metadata loads then). Loaded as a chunk
// of its own the first time a picker gets a long list, so the short lists most integrations have
// cost no bytes for it.
import {html, nothing} from 'lit';
import {live} from 'lit/directives/live.js';
import {repeat} from 'lit/directives/repeat.js';
import {IcChangeEvent} from '../../events.ts';
import {featureText, type StringsController} from '../../strings.ts';
import type {ConfigDraft} from '../../../config/draft.ts';
import type {PickerObject, WriteObjectPicker} from '../write-object-picker.ts';
import {longListCatalogue, type LongListKey} from './long-list-text.ts';

export {longListSheet as sheet} from './long-list.styles.ts';
export {RowsInView} from './rows-in-view.ts';

/** Text as the search compares it: lower case, without accents ("Société" matches "societe"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The objects whose display name or API name holds `query` (case and accents aside). */
function matching(objects: PickerObject[], query: string): PickerObject[] {
  const q = fold(query.trim());
  return q
    ? objects.filter((o) => fold(o.displayName || '').includes(q) || fold(o.objectName).includes(q))
    : objects;
}

/** What the picker hands the long list on each render. */
export interface LongListInput {
  /** The picker: its standalone value, its `strings` overrides, `readonly`; it fires the change. */
  host: WriteObjectPicker;
  /** The picker's words (its language). */
  t: StringsController;
  /** Every object offered. */
  objects: PickerObject[];
  query: string;
  onQuery(query: string): void;
  /** The draft when it holds the choice (inside <install-config>); else the host's value does. */
  draft: ConfigDraft | undefined;
  isOn(objectName: string): boolean;
  /** Nothing can be switched now (disabled, saving, the provider not known yet). */
  busy: boolean;
  /** One object's row, as the picker renders it. */
  row(o: PickerObject, index: number): unknown;
}

type T = (key: LongListKey, values?: Record<string, string | number>) => string;

/** A long list's message in the picker's language (the host's override first). */
const textOf =
  (input: LongListInput): T =>
  (key, values) =>
    featureText(longListCatalogue, input.t.lang, key, input.host.strings, values);

/**
 * "Select all" / "Select none": switches the objects shown (the search's matches) that the
 * customer may switch (not unavailable, not locked) as one step: one draft transaction (one undo)
 * or one new value, and one ic-change. Nothing is fetched here.
 */
async function switchAll(input: LongListInput, shown: PickerObject[], enabled: boolean) {
  const {host, draft} = input;
  const objectNames = shown
    .filter((o) => !o.unavailable && !draft?.isLocked(o.objectName) && input.isOn(o.objectName) !== enabled)
    .map((o) => o.objectName);
  if (!objectNames.length) return;
  if (draft)
    draft.transaction((d) => {
      for (const name of objectNames) {
        const w = d.writeObject(name);
        if (enabled) w.enable();
        else w.disable();
      }
    });
  else {
    const next: Record<string, {inheritMapping?: boolean}> = {...host.value};
    for (const name of objectNames)
      if (enabled) next[name] = {inheritMapping: false};
      else delete next[name];
    host.value = next;
  }
  await host.updateComplete;
  host.dispatchEvent(new IcChangeEvent({kind: 'objects', objectNames, enabled}));
}

/** The toolbar, then the rows the search leaves in a list that scrolls (or "No objects match."). */
export function longList(input: LongListInput) {
  const t = textOf(input);
  const shown = matching(input.objects, input.query);
  return html`${tools(input, t, shown)}
  ${
    shown.length
      ? // a scrolling list whose switches are all disabled takes focus itself, to scroll by keyboard;
        // keyed rows: a search never hands one object's switch to another (it would slide)
        html`<ul class="long" tabindex=${input.busy ? '0' : nothing}>
          ${repeat(
            shown,
            (o) => o.objectName,
            (o, i) => input.row(o, i),
          )}
        </ul>`
      : html`<p class="muted">${t('noObjectsMatch')}</p>`
  }`;
}

/** The search (Escape clears it), the count of matches (announced politely), and the bulk switches. */
function tools(input: LongListInput, t: T, shown: PickerObject[]) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !input.query) return;
    // cleared here, and no further: a dialog around the picker stays open
    e.preventDefault();
    e.stopPropagation();
    input.onQuery('');
  };
  return html`<div class="tools">
    <label class="search"
      >${t('searchObjects')}
      <input
        part="search"
        type="search"
        .value=${live(input.query)}
        @input=${(e: Event) => input.onQuery((e.target as HTMLInputElement).value)}
        @keydown=${onKey}
    /></label>
    <span class="count muted" role="status"
      >${t('objectCount', {shown: shown.length, total: input.objects.length})}</span
    >
    ${
      input.host.readonly
        ? nothing
        : html`<span class="bulk">
            <button
              part="all-button"
              type="button"
              ?disabled=${input.busy}
              @click=${() => switchAll(input, shown, true)}
            >
              ${t('selectAll')}
            </button>
            <button
              part="none-button"
              type="button"
              ?disabled=${input.busy}
              @click=${() => switchAll(input, shown, false)}
            >
              ${t('selectNone')}
            </button>
          </span>`
    }
  </div>`;
}
