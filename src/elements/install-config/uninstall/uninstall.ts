// Uninstall in <install-config allow-uninstall>, a chunk of its own (loaded only when the host
// allows it): a danger zone at the end of the form, and a modal confirmation that names the
// integration and says what stops (and that the connection goes too when no other installation
// uses it, as the service deletes it then). Confirm sends ic-before-uninstall (cancelable), deletes the
// installation, sends ic-uninstalled; the element then offers the first run again.
import {html, nothing} from 'lit';
import {lifecycleCalls} from '../../../api/lifecycle-calls.ts';
import type {Installation} from '../../../contract/schemas.ts';
import {NotReadyError} from '../../errors.ts';
import {IcBeforeUninstallEvent, IcUninstalledEvent} from '../../lifecycle-events.ts';
import {featureText} from '../../strings.ts';
import type {FirstRunHost} from '../first-run/first-run.ts';
import {whyKey} from '../../why.ts';
import {uninstallSheet} from './uninstall.styles.ts';
import {uninstallText, type UninstallKey} from './uninstall.strings.ts';
import type {Lifecycle} from '../lifecycle.ts';

// the first run the element offers again once the installation is gone
const loadFirstRun = () => import('../first-run/first-run.ts');

export {uninstallSheet as sheet};

/** The element, as Uninstall reads it (and the first run it offers again). */
export type UninstallHost = FirstRunHost;

export class Uninstaller {
  /** The confirmation is open. */
  #confirming = false;
  #uninstalling = false;
  /** Why the last attempt failed (shown in the confirmation until the next one). */
  #error: unknown;
  /** The installation's connection goes with it: no other installation uses it (undefined: not known). */
  #connectionGoes?: boolean;
  #running?: Promise<boolean>;

  constructor(
    private readonly host: UninstallHost,
    private readonly life: Lifecycle,
  ) {}

  /** Deletes the installation (what the confirmation's Uninstall does); see InstallConfig.uninstall(). */
  uninstall(): Promise<boolean> {
    this.#running ??= this.#uninstall().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #uninstall(): Promise<boolean> {
    const {host, life} = this;
    const loaded = life.loaded();
    if (!loaded || loaded.draft.isNew) throw new NotReadyError('uninstall');
    const installation = loaded.draft.baseline;
    const before = new IcBeforeUninstallEvent({installation});
    host.dispatchEvent(before);
    if (before.defaultPrevented) {
      await this.#close();
      return false;
    }
    this.#uninstalling = true;
    this.#error = undefined;
    host.requestUpdate();
    try {
      await lifecycleCalls(loaded.client).deleteInstallation({
        projectIdOrName: host.project,
        integrationId: host.integration,
        installationId: installation.id,
      });
    } catch (error) {
      this.#uninstalling = false;
      this.#error = error;
      host.requestUpdate();
      life.fail({phase: 'uninstall', error});
      throw error;
    }
    this.#uninstalling = false;
    this.#confirming = false;
    host.dispatchEvent(new IcUninstalledEvent({installation}));
    const run = (await loadFirstRun()).firstRunAgain(host, life);
    await run.connectionChecked;
    await host.updateComplete;
    // the form is a first run now: focus goes to its Install bar, or to Connect when the group's
    // connection went with the installation (there is no form then)
    host.shadowRoot?.querySelector<HTMLElement>('[part=connect-button], .actions')?.focus();
    return true;
  }

  #text(key: UninstallKey) {
    const manifest = this.life.loaded()?.manifest;
    return featureText(uninstallText, this.life.t.lang, key, this.host.strings, {
      integration: manifest?.displayName || manifest?.name || this.host.integration,
      provider: this.life.provider()?.displayName || manifest?.provider || '',
    });
  }

  /** The danger zone, and the confirmation while it is open. */
  render() {
    const t = (key: UninstallKey) => this.#text(key);
    return html`<section class="danger-zone" part="danger-zone" aria-labelledby="danger-zone-title">
      <h3 id="danger-zone-title">${t('dangerZone')}</h3>
      <button type="button" part="uninstall-button" class="danger" @click=${this.#open}>
        ${t('uninstallButton')}
      </button>
      ${this.#confirming ? this.#dialog() : nothing}
    </section>`;
  }

  #dialog() {
    const t = (key: UninstallKey) => this.#text(key);
    const busy = this.#uninstalling;
    return html`<dialog
      class="uninstall"
      part="uninstall-dialog"
      aria-labelledby="uninstall-title"
      aria-describedby="uninstall-stops"
      @cancel=${(e: Event) => {
        // Escape is Cancel: the element closes the dialog by no longer rendering it
        e.preventDefault();
        if (!busy) void this.#close();
      }}
    >
      <h3 id="uninstall-title">${t('uninstallTitle')}</h3>
      <p id="uninstall-stops">${this.#stops()}</p>
      ${
        this.#error === undefined
          ? nothing
          : html`<div class="notice error" role="alert">
              <p class="title">${t('uninstallFailedTitle')}</p>
              <p>${this.life.t.t(whyKey(this.#error))}</p>
            </div>`
      }
      <div class="buttons">
        <button type="button" part="uninstall-cancel" ?disabled=${busy} @click=${() => this.#close()}>
          ${t('uninstallCancel')}
        </button>
        <button
          type="button"
          part="uninstall-confirm"
          class="danger"
          ?disabled=${busy}
          aria-busy=${busy}
          @click=${() => this.uninstall().catch(() => undefined)}
        >
          ${busy ? t('uninstalling') : t('uninstallConfirm')}
        </button>
      </div>
    </dialog>`;
  }

  /**
   * Whether deleting `installation` deletes its connection too, as the service does with a
   * connection no other installation uses: another integration of the same provider may have one
   * in the group on it. Undefined when a look-up failed (then the confirmation does not say it).
   */
  async #checkConnection(installation: Installation): Promise<boolean | undefined> {
    const id = installation.connection?.id;
    const loaded = this.life.loaded();
    if (!id || !loaded) return false;
    const calls = lifecycleCalls(loaded.client);
    const projectIdOrName = this.host.project;
    const groupRef = installation.group?.groupRef ?? this.host.groupRef;
    try {
      const integrations = await calls.listIntegrations(projectIdOrName);
      for (const {id: integrationId, provider} of integrations)
        if (provider === loaded.manifest.provider && integrationId !== installation.integrationId) {
          const list = await calls.listInstallations({projectIdOrName, integrationId, groupRef});
          if (list.some((other) => other.connection?.id === id)) return false;
        }
      return true;
    } catch {
      return undefined;
    }
  }

  /** What stops; and that the connection goes too, once that is known. */
  #stops(): string {
    const stops = this.#text('uninstallStops');
    return this.#connectionGoes ? `${stops} ${this.#text('connectionGoes')}` : stops;
  }

  /** Opens the confirmation as a modal dialog, focus on Cancel (the safe choice). */
  #open = async () => {
    this.#confirming = true;
    this.#error = undefined;
    const installation = this.life.loaded()?.draft.baseline;
    this.#connectionGoes = undefined;
    if (installation)
      void this.#checkConnection(installation).then((goes) => {
        this.#connectionGoes = goes;
        this.host.requestUpdate();
      });
    this.host.requestUpdate();
    await this.host.updateComplete;
    const dialog = this.host.shadowRoot?.querySelector<HTMLDialogElement>('dialog.uninstall');
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[part=uninstall-cancel]')?.focus();
  };

  /** Closes the confirmation; focus goes back to Uninstall. */
  async #close() {
    if (!this.#confirming) return;
    this.#confirming = false;
    this.#error = undefined;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.shadowRoot?.querySelector<HTMLElement>('[part=uninstall-button]')?.focus();
  }
}

const uninstallers = new WeakMap<UninstallHost, Uninstaller>();

/** The element's uninstall action (one per element, its state kept across renders). */
export function uninstaller(host: UninstallHost, life: Lifecycle): Uninstaller {
  let u = uninstallers.get(host);
  if (!u) uninstallers.set(host, (u = new Uninstaller(host, life)));
  return u;
}
