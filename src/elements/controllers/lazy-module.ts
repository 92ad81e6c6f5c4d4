// A module loaded on first use (a feature chunk: the subscribe switches, the connection panel),
// with its loading and failed states for the host to show. A failed load is retried on demand.
import type {ReactiveControllerHost} from 'lit';

export type Lazy<M> = M | 'loading' | 'failed';

export class LazyModule<M> {
  #host: ReactiveControllerHost;
  #load: () => Promise<M>;
  #state?: Lazy<M>;

  constructor(host: ReactiveControllerHost, load: () => Promise<M>) {
    this.#host = host;
    this.#load = load;
  }

  /** The module, or where its loading stands; the first call starts the load. */
  get(): Lazy<M> {
    if (this.#state === undefined) this.retry();
    return this.#state!;
  }

  /** Loads again (after a failed load). */
  retry(): void {
    this.#state = 'loading';
    this.#load().then(
      (m) => this.#settle(m),
      () => this.#settle('failed'),
    );
  }

  #settle(state: Lazy<M>): void {
    this.#state = state;
    this.#host.requestUpdate();
  }
}
