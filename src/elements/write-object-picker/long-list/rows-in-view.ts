import type {ReactiveController, ReactiveControllerHost} from 'lit';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

/**
 * Which rows of a list are in view now: each `[data-row]` element of the host's shadow root is
 * watched by an IntersectionObserver (clipped by the viewport and any scrolling list), and the host
 * re-renders when the set changes. A row's key is its `data-row` value.
 */
export class RowsInView implements ReactiveController {
  /** The keys of the rows in view. */
  readonly keys = new Set<string>();
  #host: Host;
  #observer?: IntersectionObserver;
  /** Each row element watched, with the key it had then. */
  #watched = new WeakMap<Element, string>();

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdated(): void {
    const observer = (this.#observer ??= new IntersectionObserver((entries) => this.#seen(entries)));
    const shown = new Set<string>();
    for (const row of this.#host.renderRoot.querySelectorAll<HTMLElement>('[data-row]')) {
      const key = row.dataset.row!;
      shown.add(key);
      // a row element now showing another key (the list was filtered) is watched afresh
      if (this.#watched.get(row) === key) continue;
      this.#watched.set(row, key);
      this.keys.delete(key);
      observer.unobserve(row);
      observer.observe(row);
    }
    for (const key of this.keys) if (!shown.has(key)) this.keys.delete(key);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#watched = new WeakMap();
    this.keys.clear();
  }

  #seen(entries: IntersectionObserverEntry[]): void {
    let changed = false;
    for (const {target, isIntersecting} of entries) {
      const key = (target as HTMLElement).dataset.row!;
      const inView = isIntersecting && target.isConnected;
      if (inView !== this.keys.has(key)) {
        changed = true;
        if (inView) this.keys.add(key);
        else this.keys.delete(key);
      }
    }
    if (changed) this.#host.requestUpdate();
  }
}
