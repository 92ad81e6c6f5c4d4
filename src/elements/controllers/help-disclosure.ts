// "What do these mean?": a disclosure whose text loads as a chunk of its own on first open
// (../help/help-text.ts), in the element's language, with the host's overrides on top.
import {html} from 'lit';
import type {HasStrings, StringsController} from '../strings.ts';
import {featureText} from '../strings.ts';
import type {HelpKey, helpText as HelpText} from '../help/help-text.ts';

/** Holds the loaded help text for one element and renders its disclosure (no lifecycle of its own). */
export class HelpDisclosure {
  #host: HasStrings;
  #text: typeof HelpText | undefined;

  constructor(host: HasStrings) {
    this.#host = host;
  }

  #open = (e: Event) => {
    if (this.#text || !(e.target as HTMLDetailsElement).open) return;
    void import('../help/help-text.ts').then(
      (m) => {
        this.#text = m.helpText;
        this.#host.requestUpdate();
      },
      // a failed load leaves the summary; opening again retries
      () => undefined,
    );
  };

  /** The disclosure explaining `topics`, labelled in the element's language. */
  render(t: StringsController, topics: HelpKey[]) {
    const text = this.#text;
    return html`<details class="help" part="help" @toggle=${this.#open}>
      <summary .textContent=${t.t('helpToggle')}></summary>
      ${
        text
          ? html`<ul>
              ${topics.map((k) => html`<li .textContent=${featureText(text, t.lang, k, this.#host.strings)}></li>`)}
            </ul>`
          : html`<p class="muted" .textContent=${t.t('loading')}></p>`
      }
    </details>`;
  }
}
