import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigDraft} from '../../config/draft.ts';

/** Re-renders the host when a draft it was given (a property, not the context) changes. */
export class DraftListener implements ReactiveController {
  #host: ReactiveControllerHost;
  #draft?: ConfigDraft;
  #on = () => this.#host.requestUpdate();

  constructor(host: ReactiveControllerHost) {
    (this.#host = host).addController(this);
  }

  /** Listens to `draft` (undefined: to none) from now on. */
  set draft(draft: ConfigDraft | undefined) {
    if (draft === this.#draft) return;
    this.hostDisconnected();
    this.#draft = draft;
    this.hostConnected();
  }

  hostConnected(): void {
    this.#draft?.addEventListener('change', this.#on);
  }

  hostDisconnected(): void {
    this.#draft?.removeEventListener('change', this.#on);
  }
}
