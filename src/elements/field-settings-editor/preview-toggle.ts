// The "Preview" toggle of <field-settings-editor> and the lazy loading of the view behind it: the
// part of the write preview that is in the bundle. The view itself (./preview/) is a chunk of its
// own, loaded the first time the customer opens it; until then this is all the preview costs.
import {html, type ReactiveControllerHost} from 'lit';
import type {StringsController} from '../strings.ts';
import type {PreviewInput, PreviewView} from './preview/preview-view.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class PreviewToggle {
  #host: Host;
  #open = false;
  /** The view: its chunk loading, loaded, or failed to load (undefined: never opened). */
  #view?: PreviewView | 'loading' | 'failed';

  constructor(host: Host) {
    this.#host = host;
  }

  /** Opens or closes the Preview; its chunk (code, styles, words) loads the first time. */
  toggle(): void {
    this.#open = !this.#open;
    this.#host.requestUpdate();
    if (this.#open && (!this.#view || this.#view === 'failed')) this.#load();
  }

  #load(): void {
    this.#view = 'loading';
    this.#host.requestUpdate();
    import('./preview/preview-view.ts').then(
      (m) => {
        const root = this.#host.shadowRoot!;
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, m.previewSheet()];
        this.#view = new m.PreviewView(this.#host);
        this.#host.requestUpdate();
      },
      () => {
        this.#view = 'failed';
        this.#host.requestUpdate();
      },
    );
  }

  /** The toggle, and below it the view (loading, failed with a retry, or showing `input()`). */
  render(t: StringsController, input: () => PreviewInput) {
    const view = this.#view;
    return html`<p class="preview-bar">
        <button type="button" part="preview-button" aria-pressed=${this.#open} @click=${() => this.toggle()}>
          ${t.t('preview')}
        </button>
      </p>
      ${
        !this.#open
          ? ''
          : view === 'failed'
            ? html`<p class="status" role="alert">
                ${t.t('previewFailed')}
                <button type="button" @click=${() => this.#load()}>${t.t('retry')}</button>
              </p>`
            : !view || view === 'loading'
              ? html`<p class="status muted" role="status">${t.t('loading')}</p>`
              : view.render(html, input())
      }`;
  }
}
