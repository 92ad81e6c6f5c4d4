import type {ReactiveController, ReactiveControllerHost} from 'lit';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

/** Rows rendered beyond the visible ones on each side, so Tab and the arrows reach the next row. */
const OVERSCAN = 4;
/** Height (px) of the sticky column header above the rows. */
const HEAD = 40;

/**
 * Renders only the rows of a long list that are in view. Keeps the first row in view and how many
 * fit in the host's `.table` scroller, and the heights of the rows left out above and below, which
 * the host gives two spacers (SVG `height` attributes: no inline styles under a strict CSP, and
 * no style sheet of its own, which cost every new editor a style pass and every scroll a restyle).
 */
export class WindowController implements ReactiveController {
  first = 0;
  #host: Host;
  /** Row height (px) for a scroller this wide: rows change shape with the width. */
  #heightFor: (width: number) => number;
  #h: number;
  #n: number;
  #observer = new ResizeObserver(
    ([
      {
        borderBoxSize: [box],
      },
    ]) => {
      const h = this.#heightFor(box.inlineSize);
      const n = Math.ceil(box.blockSize / h) + 1;
      // Re-render only when the rows that fit (or their shape) change, not on every pixel.
      if (box.blockSize && (n !== this.#n || h !== this.#h)) {
        this.#h = h;
        this.#n = n;
        this.#sync();
        this.#host.requestUpdate();
      }
    },
  );
  #scroller?: HTMLElement | null;

  /** `height`: the scroller's height (px) assumed until it is measured, so the first render fits. */
  constructor(host: Host, heightFor: (width: number) => number, height: number) {
    this.#host = host;
    this.#heightFor = heightFor;
    this.#h = heightFor(Infinity);
    this.#n = Math.ceil(height / this.#h) + 1;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
    this.#scroller = undefined;
  }

  hostUpdated(): void {
    const scroller = this.#host.renderRoot.querySelector<HTMLElement>('.table');
    if (scroller !== this.#scroller) {
      this.#observer.disconnect();
      if ((this.#scroller = scroller)) this.#observer.observe(scroller);
    }
  }

  /** The rows to render, [start, end), of `count`, and the heights (px) of the rows above and below them. */
  range(count: number): [number, number, number, number] {
    const h = this.#h;
    const start = Math.max(0, Math.min(this.first, count - this.#n) - OVERSCAN);
    const end = Math.min(count, this.first + this.#n + OVERSCAN);
    return [start, end, start * h, (count - end) * h];
  }

  /** Back to the top (a new list). */
  reset(): void {
    this.first = 0;
    if (this.#scroller) this.#scroller.scrollTop = 0;
  }

  /** Scrolls row `index` into view and renders the window around it. */
  reveal(index: number): void {
    const s = this.#scroller;
    const h = this.#h;
    if (!s) return;
    const top = index * h;
    const view = s.clientHeight - HEAD;
    if (top < s.scrollTop) s.scrollTop = top;
    else if (top + h > s.scrollTop + view) s.scrollTop = top + h - view;
    this.#sync();
    this.#host.requestUpdate();
  }

  #sync() {
    if (this.#scroller) this.first = Math.floor(this.#scroller.scrollTop / this.#h);
  }

  /** The scroller's scroll listener. */
  onScroll = (): void => {
    const first = this.first;
    this.#sync();
    if (first !== this.first) this.#host.requestUpdate();
  };
}
