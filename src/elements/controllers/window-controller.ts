import type {ReactiveController, ReactiveControllerHost} from 'lit';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

/**
 * Rows rendered beyond the visible ones on each side from the grid's first scroll, so the next rows
 * are there as it moves (Tab and the arrows scroll too). None before: the first screen builds only
 * the rows it shows, and one more (at 4x CPU, four more cost a phone's first screen ~120 ms).
 */
const OVERSCAN = 4;
/** Height (px) of the sticky column header above the rows. */
const HEAD = 40;

/** Row heights (px): one for every row, or one per row by index (stable: compared by identity). */
export type RowHeights = number | ((index: number) => number);

/**
 * Renders only the rows of a long list that are in view. Keeps the first row in view and the
 * scroller's height, and the heights of the rows left out above and below, which the host gives
 * two spacers (SVG `height` attributes: no inline styles under a strict CSP, and no style sheet
 * of its own, which cost every new editor a style pass and every scroll a restyle). Rows may
 * differ in height (a read-only card is shorter): their tops are summed once per render.
 */
export class WindowController implements ReactiveController {
  first = 0;
  /** Rows beyond the view on each side: OVERSCAN from the grid's first scroll. */
  #overscan = 0;
  #host: Host;
  /** Row heights for a scroller this wide: rows change shape with the width. */
  #heightFor: (width: number) => RowHeights;
  #h: RowHeights;
  #heightOf = (i: number) => (typeof this.#h === 'number' ? this.#h : this.#h(i));
  /** The scroller's height (px). */
  #view: number;
  /** Each row's top, and the list's end, as of the last range(). */
  #tops = [0];
  /**
   * What #tops was summed for: the row count, the heights, and the rows when heights are per row.
   * An edit renders the same rows again: summing 50,000 tops cost each edit ~0.7 ms.
   */
  #summed: unknown[] = [];
  /** Whether the scroller's size is known (until then, rows are assumed as wide as can be). */
  #measured = false;
  #observer = new ResizeObserver(
    ([
      {
        borderBoxSize: [box],
      },
    ]) => {
      if (this.#measure(box.inlineSize, box.blockSize)) this.#host.requestUpdate();
    },
  );
  #scroller?: HTMLElement | null;

  /** `height`: the scroller's height (px) assumed until it is measured, so the first render fits. */
  constructor(host: Host, heightFor: (width: number) => RowHeights, height: number) {
    this.#host = host;
    this.#heightFor = heightFor;
    this.#h = heightFor(Infinity);
    this.#view = height;
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

  /**
   * Takes the scroller's size: the rows' heights for its width, and its height. Whether either
   * changed (a re-render is due then, not on every pixel).
   */
  #measure(width: number, height: number): boolean {
    if (!height) return false;
    this.#measured = true;
    const h = this.#heightFor(width);
    if (height === this.#view && h === this.#h) return false;
    this.#h = h;
    this.#view = height;
    // the tops follow the new heights now: a scroll before the next render reads them
    this.#sum(this.#tops.length - 1, this.#summed[2]);
    this.#sync();
    return true;
  }

  /** Sums the tops of `count` rows (`rows`: the list) with today's heights, unless they are summed already. */
  #sum(count: number, rows: unknown): void {
    const h = this.#h;
    const summed = [count, h, typeof h === 'number' || rows];
    if (summed.every((x, i) => x === this.#summed[i])) return;
    this.#summed = summed;
    const tops = (this.#tops = [0]);
    for (let i = 0; i < count; i++) tops.push(tops[i]! + this.#heightOf(i));
  }

  /** The top (px) of row `index` within the list (the list's end past the last row). */
  #top(index: number): number {
    const tops = this.#tops;
    return tops[Math.min(index, tops.length - 1)]!;
  }

  /**
   * The rows to render, [start, end), of the `count` `rows` (the same list while the same array),
   * and the heights (px) of the rows above and below them.
   */
  range(count: number, rows: unknown): [number, number, number, number] {
    this.#sum(count, rows);
    const tops = this.#tops;
    const bottom = this.#top(this.first) + this.#view;
    let last = this.first;
    while (last < count && tops[last]! < bottom) last++;
    const fit = last - this.first + 1;
    const start = Math.max(0, Math.min(this.first, count - fit) - this.#overscan);
    const end = Math.min(count, this.first + fit + this.#overscan);
    return [start, end, tops[start]!, tops[count]! - tops[end]!];
  }

  /** Back to the top (a new list). */
  reset(): void {
    this.first = 0;
    if (this.#scroller) this.#scroller.scrollTop = 0;
  }

  /** Scrolls row `index` into view and renders the window around it. */
  reveal(index: number): void {
    const s = this.#scroller;
    if (!s) return;
    const top = this.#top(index);
    // the scroll top that puts the row's bottom edge at the view's
    const bottom = this.#top(index + 1) - (s.clientHeight - HEAD);
    if (top < s.scrollTop) s.scrollTop = top;
    else if (bottom > s.scrollTop) s.scrollTop = bottom;
    this.#sync();
    this.#host.requestUpdate();
  }

  /** The first row in view: the last whose top is at or above the scroller's. */
  #sync() {
    const y = this.#scroller?.scrollTop;
    if (y === undefined) return;
    const tops = this.#tops;
    let [lo, hi] = [0, Math.max(0, tops.length - 2)];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tops[mid]! <= y) lo = mid;
      else hi = mid - 1;
    }
    this.first = lo;
  }

  /** The scroller's scroll listener. */
  onScroll = (): void => {
    const first = this.first;
    // A scroll before the first measure (a busy machine's ResizeObserver comes late; a focus
    // scrolls at once): measure now, else the wide table's row heights put the window elsewhere
    // and the focused row leaves it.
    const s = this.#scroller;
    const measured = !this.#measured && !!s && this.#measure(s.offsetWidth, s.offsetHeight);
    if (!measured) this.#sync();
    // the first scroll also brings the rows around the view, from now on
    if (!this.#overscan || measured || first !== this.first) this.#host.requestUpdate();
    this.#overscan = OVERSCAN;
  };
}
