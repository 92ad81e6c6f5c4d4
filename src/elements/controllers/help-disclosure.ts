// "What do these mean?": a disclosure whose text loads as a chunk of its own on first open
// (../help/help-text.ts), in the element's language, with the host's overrides on top.
import {html} from 'lit';
import type {HasStrings, StringsController} from '../strings.ts';
import {featureText} from '../strings.ts';
import type {HelpKey} from '../help/help-text.ts';
import {LazyFeature} from './lazy-feature.ts';

/** Holds the loaded help text for one element and renders its disclosure (no lifecycle of its own). */
export class HelpDisclosure {
  #host: HasStrings;
  #text: LazyFeature<typeof import('../help/help-text.ts')>;

  constructor(host: HasStrings) {
    this.#host = host;
    this.#text = new LazyFeature(host, () => import('../help/help-text.ts'));
  }

  /** The disclosure explaining `topics`, labelled in the element's language. */
  render(t: StringsController, topics: HelpKey[]) {
    return html`<details
      class="help"
      part="help"
      @toggle=${(e: Event) => (e.target as HTMLDetailsElement).open && this.#text.load()}
    >
      <summary><span class="message" .textContent=${t.t('helpToggle')}></span></summary>
      ${this.#text.render(
        t,
        'whyNetwork',
        (m) =>
          html`<ul>
            ${topics.map(
              (k) => html`<li .textContent=${featureText(m.helpText, t.lang, k, this.#host.strings)}></li>`,
            )}
          </ul>`,
      )}
    </details>`;
  }
}
