import {LitElement, html, nothing} from 'lit';
import {property} from '../property.ts';
import type {Installation, ProviderLookup} from '../../contract/schemas.ts';
import {LazyFeature} from '../controllers/lazy-feature.ts';
import {StringsController, featureText, type Message} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {connectionText, type ConnectionKey} from './connection-status.strings.ts';
import type {SignIn} from './sign-in.ts';
import {styles} from './connection-status.styles.ts';

/** What the panel says, from the installation's health and its connection's status. */
export type ConnectionState = 'none' | 'ok' | 'created' | 'bad-credentials' | 'unhealthy';

/** The default time limit of a sign-in, from Reconnect or from the host's `opened()`: 3 minutes. */
const RECONNECT_TIMEOUT = 180_000;

/** The panel's verdict on an installation (exported for hosts that show it elsewhere). */
export function connectionState(installation: Installation | undefined): ConnectionState {
  const connection = installation?.connection;
  if (!connection) return 'none';
  if (connection.status === 'bad_credentials') return 'bad-credentials';
  if (installation.healthStatus === 'unhealthy') return 'unhealthy';
  return connection.status === 'created' ? 'created' : 'ok';
}

// At module level: a dynamic import in a decorated class's field initializer keeps its `.ts`
// specifier in the npm build (see install-config.ts).
const loadSignIn = () => import('./sign-in.ts');

/**
 * Shows how an installation's connection is doing, in plain words: connected (and to which
 * account), or what to do when the provider no longer accepts the sign-in or the installation is
 * unhealthy. Reconnect fires `ic-reconnect` so the host runs its own sign-in; no token data is
 * ever shown (the browser never receives it). While it waits the panel offers Cancel, and it
 * comes back to Reconnect when the host calls `detail.done(false)` or after `reconnectTimeout`.
 *
 * @summary The connection's health, with Reconnect.
 *
 * @fires {IcReconnectEvent} ic-reconnect - Reconnect was pressed; cancelable.
 *
 * @csspart base - The panel.
 * @csspart status - The state badge.
 * @csspart reconnect-button - Reconnect.
 * @csspart cancel-button - Cancel, while a sign-in is awaited.
 *
 * @cssprop [--ic-danger=#b3261e] - A connection that needs attention (dark: #f2b8b5).
 * @cssprop [--ic-success=#146c2e] - A working connection (dark: #8fd7a0).
 */
export class ConnectionStatus extends LitElement {
  static override styles = [themeStyles, styles];

  /** The installation, as the service returns it. */
  @property({attribute: false}) installation: Installation | undefined;
  /** The provider's info, for its display name (the provider's name otherwise). */
  @property({attribute: false}) provider: ProviderLookup | undefined;
  @property({type: Boolean, reflect: true}) disabled = false;
  /** The state and advice shown, no Reconnect. */
  @property({type: Boolean, reflect: true}) readonly = false;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({reflect: true}) theme: 'light' | 'dark' | undefined;
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to English.
   */
  @property() locale: string | undefined;
  /** Overrides of the panel's text, by key (see connection-status.strings.ts). */
  @property({attribute: false}) strings: Partial<Record<ConnectionKey, Message>> | undefined;
  /**
   * How long a sign-in may take, in milliseconds, from Reconnect or from the host's
   * `detail.opened()`, before the panel stops waiting and offers Reconnect again (3 minutes).
   */
  @property({type: Number, attribute: 'reconnect-timeout'}) reconnectTimeout: number = RECONNECT_TIMEOUT;

  #lang = new StringsController(this);
  #waitingFor: Installation | undefined;
  /** What runs after Reconnect (Cancel, the host's opened()/done(ok), the time limit): a chunk. */
  #flow = new LazyFeature(this, loadSignIn);
  #signIn: SignIn | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#signIn?.end();
  }

  #t(key: ConnectionKey, values?: Record<string, string>): string {
    return featureText(connectionText, this.#lang.lang, key, this.strings, values);
  }

  #providerName(): string {
    const name = this.installation?.connection?.provider ?? this.installation?.config?.content?.provider;
    return this.provider?.displayName || this.provider?.name || name || '';
  }

  protected override willUpdate(): void {
    // A new installation (the host saved a new connection, or reloaded) ends the wait.
    if (this.#signIn?.state !== 'idle' && this.installation !== this.#waitingFor) this.#signIn?.end();
  }

  /** Loads the sign-in's chunk ahead of the press, as the pointer or focus reaches Reconnect. */
  #preload = () => this.#flow.load();

  async #reconnect(): Promise<void> {
    this.#flow.load();
    const m = this.#flow.module ?? (await loadSignIn());
    this.#signIn ??= new m.SignIn(this);
    this.#waitingFor = this.installation;
    void this.#signIn.start(this.#providerName(), this.installation?.connection?.id);
  }

  #lines(state: ConnectionState, provider: string): string[] {
    const account = this.installation?.connection?.providerWorkspaceRef;
    switch (state) {
      case 'none':
        return [this.#t('noConnection')];
      case 'bad-credentials':
        return [this.#t('badCredentials', {provider}), this.#t('adviceReconnect', {provider})];
      case 'unhealthy':
        return [this.#t('unhealthy', {provider}), this.#t('adviceReconnect', {provider})];
      case 'created':
        return [this.#t('justConnected', {provider})];
      default:
        return [
          account ? this.#t('connectedAccount', {provider, account}) : this.#t('connected', {provider}),
        ];
    }
  }

  #lastRun(): string | undefined {
    switch (this.installation?.lastOperationStatus) {
      case 'failure':
        return this.#t('lastRunFailed');
      case 'in_progress':
        return this.#t('lastRunRunning');
      case 'success':
        return this.#t('lastRunOk');
      default:
        return undefined;
    }
  }

  /** Reconnect, or Cancel while a sign-in is awaited. */
  #button(provider: string) {
    return this.#signIn?.waiting
      ? this.#signIn.cancelButton(this.#lang.lang, provider)
      : html`<button
          part="reconnect-button"
          class="primary"
          type="button"
          aria-label=${this.#t('reconnectFor', {provider})}
          ?disabled=${this.disabled}
          @pointerdown=${this.#preload}
          @focus=${this.#preload}
          @click=${this.#reconnect}
        >
          ${this.#t('reconnect')}
        </button>`;
  }

  override render() {
    const state = connectionState(this.installation);
    const provider = this.#providerName();
    const problem = state === 'bad-credentials' || state === 'unhealthy';
    const [summary, ...advice] = this.#lines(state, provider);
    const lastRun = this.#lastRun();
    const line = this.#signIn?.line(this.#lang.lang, provider) ?? '';
    return html`
      <section part="base" class=${problem ? 'problem' : ''} aria-label=${this.#t('title')}>
        <span part="status" class="badge"> ${this.#t(problem ? 'statusProblem' : 'statusOk')} </span>
        <div class="text" role=${problem ? 'alert' : nothing}>
          <p class="summary">${summary}</p>
          ${advice.map((line) => html`<p>${line}</p>`)}
          ${lastRun ? html`<p class="muted">${lastRun}</p>` : nothing}
          <p role="status" class=${line ? '' : 'empty'}>${line}</p>
          ${problem && !this.readonly ? this.#button(provider) : nothing}
        </div>
      </section>
    `;
  }
}
