// The "Preview" toggle of <field-settings-editor> and the lazy loading of the view behind it: the
// part of the write preview that is in the bundle. The view itself (./preview/) is a chunk of its
// own, loaded the first time the customer opens it; until then this is all the preview costs.
import {html, type ReactiveControllerHost} from 'lit';
import {featureText, type FeatureCatalogue, type Message, type StringsController} from '../strings.ts';
import type {PreviewKey} from './preview/preview-text.ts';
import type {PreviewInput, PreviewView} from './preview/preview-view.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class PreviewToggle {
  #host: Host;
  #open = false;
  /** The view: its chunk loading, loaded, or failed to load (undefined: never opened). */
  #view?: PreviewView | 'loading' | 'failed';
  /** The view's words (they travel in its chunk). */
  #words?: FeatureCatalogue<PreviewKey>;

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
        this.#words = m.previewCatalogue;
        this.#host.requestUpdate();
      },
      () => {
        this.#view = 'failed';
        this.#host.requestUpdate();
      },
    );
  }

  /**
   * The toggle, and below it the view (loading, failed with a retry, or showing `input()`), in the
   * language of `t` with the host's `overrides` of the preview's words.
   */
  render(
    t: StringsController,
    input: () => Omit<PreviewInput, 't'>,
    overrides?: Partial<Record<string, Message>>,
  ) {
    const text = (key: PreviewKey, values?: Record<string, string | number>) =>
      featureText(this.#words!, t.lang, key, overrides, values);
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
              : view.render(html, {...input(), t: text})
      }`;
  }
}
