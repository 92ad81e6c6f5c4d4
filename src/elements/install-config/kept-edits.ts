// Unsaved edits that survive a reload (<install-config persist>): stored on each change of the
// draft and on `pagehide` (never on a timer), removed once nothing is unsaved (a save, Discard);
// offered back on the next load of the same installation with Restore / Discard, and restored with
// the 409's merge (config/kept.ts). What is stored is the edits as operations, never the
// installation, a token or a credential. Part of the save path's chunk (save-path.ts): the entry
// only looks whether storage holds something for the installation before loading it.
import {html, type ReactiveController, type ReactiveElement} from 'lit';
import type {Conflict, ConfigDraft} from '../../config/draft.ts';
import {isKeptEdits, keptEdits, restoreKept, type KeptEdits} from '../../config/kept.ts';
import {IcChangeEvent} from '../events.ts';
import type {FeatureCatalogue, StringsController} from '../strings.ts';
import {changeName, type DisplayNames} from './conflict-notice.ts';
import {keptPlace, type KeptHost} from './kept-place.ts';

const en = {
  keptOffer: 'You have unsaved changes from earlier.',
  keptRestore: 'Restore',
  keptDiscard: 'Discard',
  keptLost: 'Not restored, as they changed meanwhile: {list}.',
};

export type KeptKey = keyof typeof en;

export const keptText: FeatureCatalogue<KeptKey> = {part: 'kept', en};

/** The stored edits under `key`, when they are this library's; anything else is ignored. */
function read(store: Storage, key: string): KeptEdits | undefined {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return isKeptEdits(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A storage that refuses (full, or blocked by the page): the edits stay in the page as before. */
function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // nothing to do: storing is a convenience, the form goes on
  }
}

/**
 * Keeps the draft's unsaved edits in `store` under `key`, and offers back what an earlier visit left
 * there. `use()` is called on every update with what the element shows now.
 */
export class Keeper implements ReactiveController {
  #host: ReactiveElement;
  #draft?: ConfigDraft;
  #store?: Storage;
  #key = '';
  /** The edits an earlier visit left, offered until Restore or Discard (nothing is stored meanwhile). */
  #offer?: KeptEdits;
  /** After Restore: what the installation had changed meanwhile, so the earlier edit was not kept. */
  #lost?: Conflict[];
  /** Stores on `pagehide` and on each change of the draft. */
  #onHide = () => this.store();

  constructor(host: ReactiveElement) {
    (this.#host = host).addController(this);
  }

  // An element that left the page keeps nothing more: its draft may live on in the host's hands,
  // and another element showing the same installation would offer that draft's edits back.
  hostConnected(): void {
    addEventListener('pagehide', this.#onHide);
    this.#draft?.addEventListener('change', this.#onHide);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.#onHide);
    this.#draft?.removeEventListener('change', this.#onHide);
  }

  /** Follows what the element shows: its draft, and where its edits are kept (`keptPlace`). */
  use(host: KeptHost): void {
    if (!this.#host.isConnected) return;
    const draft = host.draft;
    const place = keptPlace(host);
    const store = place?.store;
    const key = place?.key ?? '';
    if (draft === this.#draft && store === this.#store && key === this.#key) return;
    // `persist` changed: the old place keeps nothing of this installation
    if (this.#store && store !== this.#store && draft === this.#draft)
      attempt(() => this.#store!.removeItem(this.#key));
    // every change of the draft is stored (a save or Discard leaves none: nothing stays stored)
    this.#draft?.removeEventListener('change', this.#onHide);
    draft?.addEventListener('change', this.#onHide);
    this.#draft = draft;
    this.#store = store;
    this.#key = key;
    this.#offer = this.#lost = undefined;
    if (!draft || !store) return;
    const kept = read(store, key);
    if (kept?.ops.length && kept.installationId === draft.baseline.id && !draft.isDirty) this.#offer = kept;
    else this.store();
  }

  /** Stores the draft's unsaved edits, or removes what is stored when there are none. */
  store(): void {
    const draft = this.#draft;
    const store = this.#store;
    if (!draft || !store || this.#offer) return;
    const kept = keptEdits(draft);
    attempt(() => (kept ? store.setItem(this.#key, JSON.stringify(kept)) : store.removeItem(this.#key)));
  }

  /** Puts the offered edits back on the draft, merged as after a 409. */
  restore = async () => {
    const kept = this.#offer;
    if (!kept || !this.#draft) return;
    this.#offer = undefined;
    const {conflicts} = restoreKept(this.#draft, kept);
    this.#lost = conflicts.length ? conflicts : undefined;
    this.store();
    await this.#answered();
    this.#host.dispatchEvent(new IcChangeEvent({kind: 'restore'}));
  };

  /** The offer answered: its buttons go, so focus goes to the bar that says what is unsaved now. */
  async #answered() {
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.#host.renderRoot.querySelector<HTMLElement>('.actions')?.focus();
  }

  /** Drops the offered edits: nothing of them stays stored. */
  discard = () => {
    this.#offer = undefined;
    attempt(() => this.#store?.removeItem(this.#key));
    this.store();
    void this.#answered();
  };

  /** The offer (Restore / Discard), or what Restore could not keep; undefined when neither shows. */
  notice(t: StringsController, names: DisplayNames) {
    const say = (key: KeptKey, values?: Record<string, string>) => t.feature(keptText, key, values);
    if (this.#offer)
      return html`<div class="notice info" part="notice">
        <div class="notice-text">
          <p role="status">${say('keptOffer')}</p>
          <p class="choices">
            <button type="button" part="restore-button" @click=${this.restore}>${say('keptRestore')}</button>
            <button type="button" part="restore-discard-button" @click=${this.discard}>
              ${say('keptDiscard')}
            </button>
          </p>
        </div>
      </div>`;
    const lost = this.#lost;
    if (!lost) return undefined;
    const list = new Intl.ListFormat(t.lang || 'en', {type: 'conjunction'}).format(
      lost.map((c) => changeName(t, names, c)),
    );
    return html`<div class="notice info" part="notice">
      <div class="notice-text" tabindex="0"><p role="status">${say('keptLost', {list})}</p></div>
      <button
        type="button"
        class="dismiss"
        part="dismiss-button"
        aria-label=${t.t('dismiss')}
        @click=${() => {
          this.#lost = undefined;
          this.#host.requestUpdate();
        }}
      ></button>
    </div>`;
  }
}
