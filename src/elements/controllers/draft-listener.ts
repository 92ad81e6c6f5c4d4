import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigDraft} from '../../config/draft.ts';

/**
 * Re-renders the host when a draft it was given changes, and tells `on` of each change and each
 * reset (Discard: `reset` comes even when nothing the draft shows changed).
 */
export class DraftListener implements ReactiveController {
  #host: ReactiveControllerHost;
  #draft?: ConfigDraft;
  #on = (e: Event) => {
    this.onChange?.(e.type as 'change' | 'reset');
    this.#host.requestUpdate();
  };

  constructor(
    host: ReactiveControllerHost,
    private readonly onChange?: (kind: 'change' | 'reset') => void,
  ) {
    (this.#host = host).addController(this);
  }

  /** The draft listened to. */
  get draft(): ConfigDraft | undefined {
    return this.#draft;
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
    this.#draft?.addEventListener('reset', this.#on);
  }

  hostDisconnected(): void {
    this.#draft?.removeEventListener('change', this.#on);
    this.#draft?.removeEventListener('reset', this.#on);
  }
}
