// The first run of <install-config>, a chunk of its own: loaded only when the group has no
// installation of the integration. It starts the form from what the manifest offers
// (ConfigDraft.forNewInstallation), checks that the group has a connection to install with, and
// puts Install where Save is: ic-before-install (cancelable), the create request, ic-installed.
// Connecting stays the host's job: without a connection the form says so and hands off through
// ic-reconnect, as the connection panel's Reconnect does.
import {html, nothing, type ReactiveController, type ReactiveControllerHost} from 'lit';
import type {Client, ConfigClient} from '../../../api/client.ts';
import {lifecycleCalls} from '../../../api/lifecycle-calls.ts';
import {ConfigDraft} from '../../../config/new-installation.ts';
import type {Installation, ManifestIntegration} from '../../../contract/schemas.ts';
import {IcErrorEvent, IcReconnectEvent} from '../../events.ts';
import {IcBeforeInstallEvent, IcInstalledEvent} from '../../lifecycle-events.ts';
import {featureText, type Message} from '../../strings.ts';
import {ValidationError} from '../../../contract/errors.ts';
import {whyKey} from '../../why.ts';
import {firstRunText, type FirstRunKey} from './first-run.strings.ts';
import type {Lifecycle} from '../lifecycle.ts';

/** The group has no connection to the integration's provider: the host connects it first. */
export class NoConnectionError extends Error {
  override name = 'NoConnectionError';
  constructor(readonly provider: string) {
    super(`The group has no connection to ${provider}: connect it before installing.`);
  }
}

/** The element, as the first run reads it. */
export type FirstRunHost = ReactiveControllerHost &
  HTMLElement & {
    project: string;
    integration: string;
    groupRef: string | undefined;
    connectionId: string | undefined;
    strings?: Partial<Record<string, Message>>;
    /** The draft the element edits (this first run's once the load completed). */
    draft?: ConfigDraft;
  };

type ConnectionState = 'checking' | 'ready' | 'none' | 'failed';
type Outcome = {kind: 'cancelled'} | {kind: 'failed'; error: unknown};

export class FirstRun implements ReactiveController {
  /** The form's draft: what the manifest offers, the customer's choices on top. */
  readonly draft: ConfigDraft;
  installing = false;
  outcome?: Outcome;
  #connection: ConnectionState = 'checking';
  /** Why the connection check failed. */
  #checkError: unknown;
  #checking?: Promise<void>;
  #running?: Promise<Installation | undefined>;
  /** Some switched-on write object's fields have not answered: Install waits for them. */
  #waiting = false;
  /** The element has edited this first run's draft (until it edits another, this run is not over). */
  #shown = false;
  #calls;

  /**
   * A first run of `manifest`'s integration in `host`, over `client` (the load taken in): the form
   * starts from what the manifest offers, and the group's connection is checked at once.
   */
  constructor(
    private readonly host: FirstRunHost,
    private readonly life: Lifecycle,
    client: ConfigClient | Client,
    private readonly manifest: ManifestIntegration,
  ) {
    this.draft = ConfigDraft.forNewInstallation(manifest);
    this.#calls = lifecycleCalls(client);
    host.addController(this);
    void this.checkConnection();
  }

  hostUpdate(): void {
    if (this.host.draft === this.draft) {
      this.#shown = true;
      // the account's objects are asked for once the group's connection is known
      this.#waiting = this.connected && this.#unanswered().length > 0;
    }
    // installed, or replaced by another load: this first run is over
    else if (this.#shown) this.host.removeController(this);
  }

  /** The group has no connection: the form waits for Connect (its objects and fields come from one). */
  get waiting(): boolean {
    return this.#connection === 'none';
  }

  /**
   * Whether the account's objects may be asked for: not before the check found a connection (a
   * group without one answers 404 for each, and each would be switched off as missing).
   */
  get connected(): boolean {
    return this.#connection === 'ready' || this.#connection === 'failed';
  }

  /** Whether the group can install: the host named a connection, or the group has one to the provider. */
  checkConnection(): Promise<void> {
    if (this.host.connectionId) {
      this.#connection = 'ready';
      return Promise.resolve();
    }
    this.#connection = 'checking';
    this.host.requestUpdate();
    const provider = this.manifest.provider;
    return (this.#checking = this.#calls
      .listConnections({projectIdOrName: this.host.project, groupRef: this.host.groupRef, provider})
      .then(
        (list) => {
          this.#connection = list.length ? 'ready' : 'none';
          // a state the page is in, not a failure of anyone's action: ic-error tells the host
          // (Connect hands off), and no console warning (install() still warns when called)
          if (!list.length)
            this.host.dispatchEvent(
              new IcErrorEvent({phase: 'install', error: new NoConnectionError(provider)}),
            );
        },
        (error: unknown) => {
          this.#connection = 'failed';
          this.#checkError = error;
          this.life.fail({phase: 'install', error});
        },
      )
      .finally(() => this.host.requestUpdate()));
  }

  /** Creates the installation (what Install does); see InstallConfig.install(). */
  install(): Promise<Installation | undefined> {
    this.#running ??= this.#install().finally(() => (this.#running = undefined));
    return this.#running;
  }

  /** The switched-on write objects whose fields have not answered yet. */
  #unanswered(): string[] {
    const names = (this.manifest.write?.objects ?? []).map((o) => o.objectName);
    const enabled = names.filter((n) => this.draft.writeObject(n).isEnabled);
    // an object the customer's account lacks is switched off when its answer comes, before Install sends it
    const {fields} = this.life;
    fields.ensure(enabled);
    return enabled.filter((n) => fields.fields[n]?.status === 'loading');
  }

  /** Resolves after the element's next update. */
  #nextUpdate(): Promise<void> {
    const {host} = this;
    return new Promise((resolve) => {
      const once = {
        hostUpdated() {
          host.removeController(once);
          resolve();
        },
      };
      host.addController(once);
    });
  }

  async #install(): Promise<Installation | undefined> {
    // Install pressed (not install() called by the host): focus goes on to the edit form's bar
    const pressed = !!this.host.shadowRoot?.activeElement;
    this.life.checked();
    await this.#checking;
    // without a connection the account's objects cannot be asked for: nothing to wait for
    while (this.connected && this.#unanswered().length) await this.#nextUpdate();
    const draft = this.life.checked();
    const {host} = this;
    let request;
    try {
      if (this.#connection !== 'ready') throw new NoConnectionError(this.manifest.provider);
      // what production's rules refuse (a required mapping left open) is said here, nothing sent
      request = draft.buildCreate({groupRef: host.groupRef!, connectionId: host.connectionId || undefined});
    } catch (error) {
      await this.#failed(error);
      throw error;
    }
    const before = new IcBeforeInstallEvent({request});
    host.dispatchEvent(before);
    if (before.defaultPrevented) {
      await this.#show({kind: 'cancelled'});
      return undefined;
    }
    this.installing = true;
    await this.#show(undefined);
    let installation;
    try {
      const ids = {projectIdOrName: host.project, integrationId: host.integration};
      installation = await this.#calls.createInstallation(ids, request);
    } catch (error) {
      this.installing = false;
      await this.#failed(error);
      throw error;
    }
    this.installing = false;
    const next = ConfigDraft.from(installation);
    next.setManifest(this.manifest);
    this.life.edit(next);
    await host.updateComplete;
    // Install and its bar are gone: without this, focus would drop to the page's top
    if (pressed) host.shadowRoot?.querySelector<HTMLElement>('.actions')?.focus();
    host.dispatchEvent(new IcInstalledEvent({installation}));
    return installation;
  }

  async #failed(error: unknown) {
    await this.#show({kind: 'failed', error});
    this.life.fail({phase: 'install', error});
  }

  /** Why an install failed, in the customer's words: the rules it broke, else the plain reason. */
  #why(error: unknown): string {
    const {t} = this.life;
    if (error instanceof NoConnectionError) return this.#text('notConnected');
    return error instanceof ValidationError
      ? error.issues.map((i) => t.rule(i)).join(' ')
      : t.t(whyKey(error));
  }

  #show(outcome: Outcome | undefined): Promise<boolean> {
    this.outcome = outcome;
    this.host.requestUpdate();
    return this.host.updateComplete;
  }

  #text(key: FirstRunKey) {
    const {manifest} = this;
    return featureText(firstRunText, this.life.t.lang, key, this.host.strings, {
      integration: manifest.displayName || manifest.name,
      provider: this.life.provider()?.displayName || manifest.provider,
    });
  }

  /** Above the form: what a first run is, or why it cannot install yet (with Connect or Retry). */
  notice() {
    const t = (key: FirstRunKey) => this.#text(key);
    if (this.#connection === 'none')
      // the first step, not a failure: an information notice, Connect its primary action
      return html`<div class="notice" part="not-connected" role="status">
        <p class="title">${t('notConnectedTitle')}</p>
        <p>${t('notConnected')}</p>
        <button type="button" part="connect-button" class="primary" @click=${this.#connect}>
          ${t('connectButton')}
        </button>
      </div>`;
    if (this.#connection === 'failed')
      return html`<div class="notice error" role="alert">
        <p class="title">${t('connectionCheckFailed')}</p>
        <p>${this.life.t.t(whyKey(this.#checkError))}</p>
        <button type="button" part="retry-button" @click=${() => this.checkConnection()}>
          ${this.life.t.t('retry')}
        </button>
      </div>`;
    return html`<p class="muted" part="first-run" tabindex="-1">${t('firstRunIntro')}</p>`;
  }

  /** Install's words, for the review's Confirm in a first run. */
  get installLabel(): string {
    return this.#text('installButton');
  }

  /**
   * Where Save is in the edit form: a failed install's notice, and Install. `review` (the element's
   * `review` outside guided mode) is what Install does instead: the review opens, its Confirm installs.
   */
  bar(invalidCount: number, review?: () => void) {
    const {outcome} = this;
    const t = (key: FirstRunKey) => this.#text(key);
    const blocked = this.installing || invalidCount > 0 || this.#connection !== 'ready' || this.#waiting;
    // in .end as the edit form's bar: it sticks alike, and guided mode shows Install on the last step alone
    return html`<div class="end">
      <div class="actions" part="actions" tabindex="-1">
        ${
          outcome?.kind === 'failed'
            ? html`<div class="notice error" part="notice">
                <div class="notice-text" tabindex="0">
                  <p class="title">${t('installFailedTitle')}</p>
                  <p>${this.#why(outcome.error)}</p>
                </div>
              </div>`
            : nothing
        }
        ${
          invalidCount
            ? html`<p class="state error">${this.life.t.t('invalidFields', {count: invalidCount})}</p>`
            : nothing
        }
        ${this.#connection === 'none' ? nothing : this.#installButton(blocked, review)}
      </div>
    </div>`;
  }

  /** Install; not offered while the group has no connection (Connect, above, is the way on). */
  #installButton(blocked: boolean, review: (() => void) | undefined) {
    const t = (key: FirstRunKey) => this.#text(key);
    return html`<div class="buttons">
      <button
        type="button"
        part="install-button"
        class="primary"
        ?disabled=${blocked}
        aria-busy=${this.installing}
        @click=${() => (review ? review() : this.install().catch(() => undefined))}
      >
        ${this.installing ? t('installing') : t('installButton')}
      </button>
    </div>`;
  }

  /**
   * Connect pressed and the host's sign-in done: once the form replaces the notice, focus goes to
   * its first words (else to the page's top), or to Connect again when the group is still not connected.
   */
  async #refocus(button: Element) {
    const {host} = this;
    while (button.isConnected) await this.#nextUpdate();
    const root = host.shadowRoot!;
    // only when focus was dropped to the page (the customer may have gone on elsewhere meanwhile)
    const page = document.activeElement;
    const dropped = !root.activeElement && (!page || page === document.body);
    if (dropped) root.querySelector<HTMLElement>('[part=first-run], [part=connect-button]')?.focus();
  }

  /** Resolves once the group's connection has been checked (the first check, or Retry's). */
  get connectionChecked(): Promise<void> {
    return this.#checking ?? Promise.resolve();
  }

  /** The screen-reader announcement of the install under way or its outcome. */
  announcement(): string {
    if (this.installing) return this.#text('installing');
    if (this.outcome?.kind === 'cancelled') return this.#text('installCancelled');
    if (this.outcome?.kind === 'failed')
      return `${this.#text('installFailedTitle')} ${this.#why(this.outcome.error)}`;
    return '';
  }

  /** Connect: the host's sign-in (ic-reconnect); when it reports done, the connection is checked again. */
  #connect = () => {
    const abort = new AbortController();
    const button = this.host.shadowRoot?.activeElement;
    this.host.dispatchEvent(
      new IcReconnectEvent({
        provider: this.manifest.provider,
        connectionId: undefined,
        opened: () => undefined,
        done: (ok = true) => {
          abort.abort();
          if (!ok) return;
          this.life.reload();
          if (button) void this.#refocus(button);
        },
        signal: abort.signal,
      }),
    );
  };
}

/** After Uninstall: a first run again, over the load taken in (the form edits its draft from now on). */
export function firstRunAgain(host: FirstRunHost, life: Lifecycle): FirstRun {
  const {client, manifest} = life.loaded()!;
  const run = new FirstRun(host, life, client, manifest);
  run.draft.setManifest(manifest);
  life.edit(run.draft, run);
  return run;
}
