import type {ReactiveController, ReactiveControllerHost} from 'lit';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

export interface WindowOptions {
  /** The scrolling element, found in the host's render root. */
  scroller: string;
  /** The rule padding the rendered rows to the full list's height, e.g. `.body`. */
  body: string;
  /** Row height in px for a scroller this wide (rows may change shape with the width). */
  rowHeight(width: number): number;
  /** Height (px) assumed until the scroller is measured, so the first render shows the rows that fit. */
  height: number;
  /** Height (px) of a sticky header above the rows. */
  head: number;
  /** Rows rendered beyond the visible ones on each side. */
  overscan: number;
}

/**
 * Renders only the rows of a long list that are in view: keeps the first row in view and how many
 * fit, and pads above and below with a constructed sheet (no inline styles under a strict CSP).
 */
export class WindowController implements ReactiveController {
  first = 0;
  #host: Host;
  #o: WindowOptions;
  #rowHeight: number;
  #perView: number;
  #sheet = new CSSStyleSheet();
  #css = '';
  #observer?: ResizeObserver;
  #scroller?: HTMLElement;

  constructor(host: Host, options: WindowOptions) {
    this.#host = host;
    this.#o = options;
    this.#rowHeight = options.rowHeight(Infinity);
    this.#perView = this.#fit(options.height);
    host.addController(this);
  }

  get rowHeight(): number {
    return this.#rowHeight;
  }

  #fit(height: number) {
    return Math.ceil(height / this.#rowHeight) + 1;
  }

  hostConnected(): void {
    const root = this.#host.renderRoot as ShadowRoot;
    if (!root.adoptedStyleSheets.includes(this.#sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = this.#scroller = undefined;
  }

  hostUpdated(): void {
    const scroller = this.#host.renderRoot.querySelector<HTMLElement>(this.#o.scroller) ?? undefined;
    if (scroller === this.#scroller) return;
    this.#observer?.disconnect();
    this.#scroller = scroller;
    if (!scroller) return;
    this.#observer ??= new ResizeObserver(([entry]) => {
      const box = entry.borderBoxSize[0];
      if (!box.blockSize) return;
      const rowHeight = this.#o.rowHeight(box.inlineSize);
      const perView = Math.ceil(box.blockSize / rowHeight) + 1;
      // Re-render only when the number of rows that fit (or their shape) changes, not on every pixel.
      if (perView !== this.#perView || rowHeight !== this.#rowHeight) {
        const changedShape = rowHeight !== this.#rowHeight;
        this.#rowHeight = rowHeight;
        this.#perView = perView;
        if (changedShape) this.#sync();
        this.#host.requestUpdate();
      }
    });
    this.#observer.observe(scroller);
  }

  /** The rows to render, [start, end), of `count`; moves the padding to match. */
  range(count: number): [number, number] {
    const h = this.#rowHeight;
    const n = this.#perView;
    const {overscan} = this.#o;
    const start = Math.max(0, Math.min(this.first, count - n) - overscan);
    const end = Math.min(count, this.first + n + overscan);
    const css = `${this.#o.body}{padding-top:${start * h}px;padding-bottom:${(count - end) * h}px}`;
    // A changed sheet restyles the whole shadow tree: replace it only when the window moved.
    if (css !== this.#css) this.#sheet.replaceSync((this.#css = css));
    return [start, end];
  }

  /** Back to the top (a new list). */
  reset(): void {
    this.first = 0;
    if (this.#scroller) this.#scroller.scrollTop = 0;
  }

  /** How many rows fit in view. */
  get perView(): number {
    return this.#perView;
  }

  /** Scrolls row `index` into view and renders the window around it. */
  reveal(index: number): void {
    const s = this.#scroller;
    const h = this.#rowHeight;
    if (!s) return;
    const top = index * h;
    const view = s.clientHeight - this.#o.head;
    if (top < s.scrollTop) s.scrollTop = top;
    else if (top + h > s.scrollTop + view) s.scrollTop = top + h - view;
    this.#sync();
    this.#host.requestUpdate();
  }

  #sync() {
    if (this.#scroller) this.first = Math.floor(this.#scroller.scrollTop / this.#rowHeight);
  }

  /** The scroller's scroll listener. */
  onScroll = (): void => {
    const first = this.first;
    this.#sync();
    if (first !== this.first) this.#host.requestUpdate();
  };
}
