// What <connection-status> does after the customer presses Reconnect, a chunk of its own loaded on
// that press (or as the pointer or focus reaches the button): fires ic-reconnect with the host's
// opened()/done(ok) and an abort signal, waits with Cancel in place of Reconnect, and gives up
// after the panel's time limit. The first screen never runs it, so it never loads it.
import {html} from 'lit';
import {IcReconnectEvent} from '../events.ts';
import {featureText, type FeatureCatalogue, type Message} from '../strings.ts';

const en = {
  waiting: 'Signing in to {provider}…',
  opened: 'Finish signing in to {provider} in the window that opened.',
  cancel: 'Cancel',
  cancelFor: 'Cancel signing in to {provider}',
  notFinished: 'The sign-in to {provider} did not finish. You can try again.',
  timedOut: 'The sign-in to {provider} took too long and was stopped. You can try again.',
};

export type SignInKey = keyof typeof en;

export const signInText: FeatureCatalogue<SignInKey> = {part: 'signIn', en};

/** What the flow needs of the panel. */
export interface Panel extends HTMLElement {
  reconnectTimeout: number;
  strings: Partial<Record<string, Message>> | undefined;
  updateComplete: Promise<boolean>;
  requestUpdate(): void;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** Where a Reconnect stands: waiting for the host, its window open, or ended unfinished. */
type State = 'idle' | SignInKey;

/** One panel's sign-in: the host's abort signal and the time limit while one runs. */
export class SignIn {
  state: State = 'idle';
  #panel: Panel;
  #abort?: AbortController;
  #timer = 0;

  constructor(panel: Panel) {
    this.#panel = panel;
  }

  get waiting(): boolean {
    return this.state === 'waiting' || this.state === 'opened';
  }

  #show(state: State): void {
    this.state = state;
    this.#panel.requestUpdate();
  }

  /** (Re)starts the time limit of the running sign-in. */
  #arm(run: AbortController): void {
    clearTimeout(this.#timer);
    const end = () => this.#abort === run && this.end('timedOut');
    this.#timer = window.setTimeout(end, this.#panel.reconnectTimeout);
  }

  /** Ends the running sign-in (aborting the host's signal unless it finished) and shows `next`. */
  end(next: State = 'idle', ok = false): void {
    clearTimeout(this.#timer);
    if (!ok) this.#abort?.abort();
    this.#abort = undefined;
    this.#show(next);
  }

  /** Reconnect: fires ic-reconnect and waits, Cancel taking the button's place (and focus). */
  async start(provider: string, connectionId: string | undefined): Promise<void> {
    this.end();
    const run = (this.#abort = new AbortController());
    const mine = () => this.#abort === run;
    const event = new IcReconnectEvent({
      provider,
      connectionId,
      signal: run.signal,
      opened: () => {
        if (!mine()) return;
        this.#show('opened');
        this.#arm(run);
      },
      done: (ok = true) => void (mine() && this.end(ok ? 'idle' : 'notFinished', ok)),
    });
    this.#show('waiting');
    this.#arm(run);
    this.#panel.dispatchEvent(event);
    if (event.defaultPrevented) return void (mine() && this.end('idle', true));
    await this.#focus('cancel');
  }

  async #focus(part: 'cancel' | 'reconnect'): Promise<void> {
    await this.#panel.updateComplete;
    if ((part === 'cancel') === this.waiting)
      this.#panel.renderRoot.querySelector<HTMLElement>(`[part=${part}-button]`)?.focus();
  }

  /** The line of where the sign-in stands ('' when none). */
  line(lang: string, provider: string): string {
    return this.state === 'idle' ? '' : this.#t(lang, this.state, provider);
  }

  #t(lang: string, key: SignInKey, provider: string): string {
    return featureText(signInText, lang, key, this.#panel.strings, {provider});
  }

  /** Cancel, while a sign-in is awaited: back to Reconnect, focus with it. */
  cancelButton(lang: string, provider: string) {
    const cancel = () => {
      this.end();
      void this.#focus('reconnect');
    };
    return html`<button
      part="cancel-button"
      type="button"
      aria-label=${this.#t(lang, 'cancelFor', provider)}
      @click=${cancel}
    >
      ${this.#t(lang, 'cancel', provider)}
    </button>`;
  }
}
