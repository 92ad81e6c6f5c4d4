// A feature of an element that loads as a chunk of its own the first time the customer opens it
// or it first shows (the write preview, the bulk-edit toolbar, the review step, the help text, the
// subscribe and proxy switches, the connection panel, the mapping editor, the object picker): its
// module once loaded, the style sheet it may bring adopted into the element's shadow root, and
// what shows while it loads or after it failed.
import {html, type ReactiveControllerHost} from 'lit';
import type {StringKey, StringsController} from '../strings.ts';

type Host = ReactiveControllerHost & HTMLElement;

/** A chunk's module; one that brings styles exports `sheet()`. */
type Chunk = object & {sheet?(): CSSStyleSheet};

export class LazyFeature<M extends Chunk> {
  #host: Host;
  #import: () => Promise<M>;
  #onFail?: (error: unknown) => void;
  /** The module: loading, loaded, or failed to load (undefined: never asked for). */
  #module?: M | 'loading' | 'failed';
  /** What wantNear watches until it comes near the view. */
  #watched?: Element;
  #near?: IntersectionObserver;

  /** `onFail` hears of a load that failed (a feature that shows no Retry of its own reports it). */
  constructor(host: Host, load: () => Promise<M>, onFail?: (error: unknown) => void) {
    this.#host = host;
    this.#import = load;
    this.#onFail = onFail;
  }

  /** The module, once loaded. */
  get module(): M | undefined {
    const m = this.#module;
    return m === 'loading' || m === 'failed' ? undefined : m;
  }

  /**
   * Loads the chunk the first time it is wanted (called before each render that shows it): a load
   * that failed waits for the customer's Retry instead of being tried again on every update.
   */
  want(): void {
    if (!this.#module) this.load();
  }

  /**
   * Loads the chunk once `target` comes within a quarter of a view of the viewport, or once the
   * customer first focuses something in the host (a keyboard user tabs toward it): what sits below
   * the first screen is not part of it. Called after each render; a new `target` is watched
   * instead. Any load ends the watch.
   */
  wantNear(target: Element | null): void {
    if (this.#module || target === this.#watched) return;
    this.#unwatch();
    if (!target) return;
    this.#watched = target;
    this.#near = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && this.#wantNow(),
      {rootMargin: '25% 0px'},
    );
    this.#near.observe(target);
    this.#host.addEventListener('focusin', this.#wantNow);
  }

  #wantNow = () => this.want();

  #unwatch(): void {
    this.#near?.disconnect();
    this.#near = this.#watched = undefined;
    this.#host.removeEventListener('focusin', this.#wantNow);
  }

  /** Loads the chunk unless it is loaded or on its way (a failed load is tried again). */
  load(): void {
    if (this.#module && this.#module !== 'failed') return;
    this.#unwatch();
    this.#module = 'loading';
    this.#host.requestUpdate();
    this.#import().then(
      (m) => {
        const root = this.#host.shadowRoot!;
        // once: two features may come from one chunk (the connection panel and the switches)
        const sheet = m.sheet?.();
        if (sheet && !root.adoptedStyleSheets.includes(sheet))
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        this.#module = m;
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        this.#module = 'failed';
        this.#host.requestUpdate();
        this.#onFail?.(error);
      },
    );
  }

  /**
   * `view(module)` once loaded; until then `loading()` ("Loading…" unless given), or `failed` with
   * a Retry (a chunk that did not arrive is the network's doing: `whyNetwork` says so).
   */
  render(t: StringsController, failed: StringKey, view: (m: M) => unknown, loading?: () => unknown) {
    const m = this.#module;
    if (m === 'failed')
      return html`<p class="status" role="alert">
        ${t.t(failed)} <button type="button" @click=${() => this.load()}>${t.t('retry')}</button>
      </p>`;
    if (m && m !== 'loading') return view(m);
    return loading ? loading() : html`<p class="status muted" role="status">${t.t('loading')}</p>`;
  }
}
