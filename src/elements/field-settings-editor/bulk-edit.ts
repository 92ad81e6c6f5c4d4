// "Bulk edit" in <field-settings-editor>: the button and the lazy loading of the toolbar behind
// it, the part of bulk edits that is in the bundle. The toolbar (./bulk/) is a chunk of its own,
// loaded the first time the customer opens it; while it is open, rows show their checkboxes and
// Space selects (the selection lives in the toolbar).
import {html, type ReactiveControllerHost} from 'lit';
import {LazyFeature} from '../controllers/lazy-feature.ts';
import type {StringsController} from '../strings.ts';
import type {BulkInput, BulkToolbar} from './bulk/bulk-toolbar.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class BulkEdit {
  #host: Host;
  #open = false;
  #chunk: LazyFeature<typeof import('./bulk/bulk-toolbar.ts')>;
  /** The toolbar's state (the selection, the last preset's outcome), made when its chunk loaded. */
  #view?: BulkToolbar;

  constructor(host: Host) {
    this.#host = host;
    this.#chunk = new LazyFeature(host, () => import('./bulk/bulk-toolbar.ts'));
  }

  /** The toolbar while it is open and loaded: rows are selectable then. */
  get active(): BulkToolbar | undefined {
    const m = this.#open ? this.#chunk.module : undefined;
    return m && (this.#view ??= new m.BulkToolbar(this.#host));
  }

  /** Opens or closes the toolbar; its chunk (code, styles, words) loads the first time. */
  toggle(): void {
    this.#open = !this.#open;
    this.#host.requestUpdate();
    if (this.#open) this.#chunk.load();
  }

  /** "Bulk edit": opens or closes the toolbar. */
  button(t: StringsController) {
    return html`<button
      type="button"
      part="bulk-button"
      aria-expanded=${this.#open}
      @click=${() => this.toggle()}
    >
      ${t.t('bulkEdit')}
    </button>`;
  }

  /** The toolbar while open (loading, failed with a retry, or over `input()`), in `t`'s language. */
  render(t: StringsController, input: () => Omit<BulkInput, 'close'>) {
    if (!this.#open) return '';
    return this.#chunk.render(t, 'whyNetwork', () =>
      this.active!.render({...input(), close: () => this.toggle()}),
    );
  }
}
