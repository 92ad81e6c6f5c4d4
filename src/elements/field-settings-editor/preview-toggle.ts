// The "Preview" toggle of <field-settings-editor> and the lazy loading of the view behind it: the
// part of the write preview that is in the bundle. The view itself (./preview/) is a chunk of its
// own, loaded the first time the customer opens it; until then this is all the preview costs.
import {html, type ReactiveControllerHost} from 'lit';
import {LazyFeature} from '../controllers/lazy-feature.ts';
import {featureText, type Message, type StringsController} from '../strings.ts';
import type {PreviewKey} from './preview/preview-text.ts';
import type {PreviewInput, PreviewView} from './preview/preview-view.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class PreviewToggle {
  #host: Host;
  #open = false;
  #chunk: LazyFeature<typeof import('./preview/preview-view.ts')>;
  /** The view's state (the sample, test writes), made when the chunk first renders. */
  #view?: PreviewView;

  constructor(host: Host) {
    this.#host = host;
    this.#chunk = new LazyFeature(host, () => import('./preview/preview-view.ts'));
  }

  /** Opens or closes the Preview; its chunk (code, styles, words) loads the first time. */
  toggle(): void {
    this.#open = !this.#open;
    this.#host.requestUpdate();
    if (this.#open) this.#chunk.load();
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
    return html`<p class="preview-bar">
        <button type="button" part="preview-button" aria-pressed=${this.#open} @click=${() => this.toggle()}>
          ${t.t('preview')}
        </button>
      </p>
      ${
        this.#open
          ? this.#chunk.render(t, 'previewFailed', (m) =>
              (this.#view ??= new m.PreviewView(this.#host)).render({
                ...input(),
                t: (key: PreviewKey, values?: Record<string, string | number>) =>
                  featureText(m.previewCatalogue, t.lang, key, overrides, values),
              }),
            )
          : ''
      }`;
  }
}
