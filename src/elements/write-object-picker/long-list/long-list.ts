// A long list of write objects (more than 8): a search over display and API names, its count,
// and "Select all" / "Select none" for the objects it shows. Loaded as a chunk of its own the first
// time a picker gets a long list, so the short lists most integrations have cost no bytes for it.
import {html} from 'lit';
import {live} from 'lit/directives/live.js';
import {featureText, type Message} from '../../strings.ts';
import type {PickerObject} from '../write-object-picker.ts';
import {longListCatalogue, type LongListKey} from './long-list-text.ts';

export {longListSheet as sheet} from './long-list.styles.ts';

/** Text as the search compares it: lower case, without accents ("Société" matches "societe"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The objects whose display name or API name holds `query` (case and accents aside). */
export function matching(objects: PickerObject[], query: string): PickerObject[] {
  const q = fold(query.trim());
  return q
    ? objects.filter((o) => fold(o.displayName || '').includes(q) || fold(o.objectName).includes(q))
    : objects;
}

/** What the picker hands the toolbar on each render. */
export interface ToolsInput {
  lang: string;
  overrides: Partial<Record<string, Message>> | undefined;
  query: string;
  shown: number;
  total: number;
  /** Readonly: the search only, no switches. */
  readonly: boolean;
  /** Nothing can be switched now (disabled, saving, the provider not known yet). */
  busy: boolean;
  onQuery(query: string): void;
  /** "Select all" (true) or "Select none" (false) for the objects shown. */
  onSwitchAll(enabled: boolean): void;
}

/** A long list's toolbar message in the picker's language (the host's override first). */
export const text = (
  input: Pick<ToolsInput, 'lang' | 'overrides'>,
  key: LongListKey,
  values?: Record<string, string | number>,
) => featureText(longListCatalogue, input.lang, key, input.overrides, values);

/** The search (Escape clears it), the count of matches (announced politely), and the bulk switches. */
export function tools(input: ToolsInput) {
  const t = (key: LongListKey, values?: Record<string, string | number>) => text(input, key, values);
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
      >${t('objectCount', {shown: input.shown, total: input.total})}</span
    >
    ${
      input.readonly
        ? ''
        : html`<span class="bulk">
            <button
              part="all-button"
              type="button"
              ?disabled=${input.busy}
              @click=${() => input.onSwitchAll(true)}
            >
              ${t('selectAll')}
            </button>
            <button
              part="none-button"
              type="button"
              ?disabled=${input.busy}
              @click=${() => input.onSwitchAll(false)}
            >
              ${t('selectNone')}
            </button>
          </span>`
    }
  </div>`;
}
