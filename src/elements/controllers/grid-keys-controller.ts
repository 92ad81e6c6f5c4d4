import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {WindowController} from './window-controller.ts';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

/**
 * Keyboard of a windowed ARIA grid: one tab stop (the active row's first cell; the grid itself
 * while that row is scrolled out of the window), Up/Down, Page Up/Down and Home/End between rows,
 * Right or Enter into a row's controls, Escape back to its cell. The window follows focus. A select
 * in a row does not take Up/Down (or Page, Home, End) as a new value.
 */
export class GridKeysController implements ReactiveController {
  /** Index of the row that holds the tab stop. */
  active = 0;
  /** Number of rows, set by the host on each render. */
  count = 0;
  /** Space on a row's first cell (Shift+Space: `range`), when the host selects rows. */
  onSpace?: (index: number, range: boolean) => void;
  #host: Host;
  #window: WindowController;

  constructor(host: Host, window: WindowController) {
    this.#host = host;
    this.#window = window;
    host.addController(this);
  }

  /** The focused control as [row index, its place among the row's focusables]. */
  #focus?: [number, number];

  hostUpdate(): void {
    if (this.active >= this.count) this.active = Math.max(0, this.count - 1);
    const el = (this.#host.renderRoot as ShadowRoot).activeElement;
    const index = this.#rowOf(el);
    this.#focus = index < 0 ? undefined : [index, [...this.#controls(index)].indexOf(el as HTMLElement)];
  }

  /**
   * Rows render into the window's row elements by position, so when the window moves a focused
   * control would show another field: focus follows its field (or leaves a row scrolled away).
   */
  hostUpdated(): void {
    const el = (this.#host.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    // While focusRow() moves focus to another row, leave it be.
    if (!this.#focus || !el || this.#focus[0] !== this.active) return;
    const [index, at] = this.#focus;
    const target = this.#controls(index)[at];
    if (target === el) return;
    if (target) target.focus({preventScroll: true});
    else el.blur();
  }

  #controls(index: number) {
    return this.#host.renderRoot.querySelectorAll<HTMLElement>(`[aria-rowindex="${index + 2}"] [tabindex]`);
  }

  /** tabindex of row `index`'s first cell, and of the controls of that row (-1: reached by keys). */
  tabIndex(index: number): number {
    return index === this.active ? 0 : -1;
  }

  /** Back to the first row (a new list). */
  reset(): void {
    this.active = 0;
  }

  /** Makes row `index` active, scrolls it into the window and focuses its first cell. */
  async focusRow(index: number): Promise<void> {
    const i = (this.active = Math.max(0, Math.min(this.count - 1, index)));
    this.#window.reveal(i);
    await this.#host.updateComplete;
    this.#controls(i)[0]?.focus();
  }

  #rowOf(target: EventTarget | null) {
    const row = (target as Element | null)?.closest?.('[aria-rowindex]');
    return row ? Number(row.getAttribute('aria-rowindex')) - 2 : -1;
  }

  onFocusIn = (e: FocusEvent): void => {
    const grid = e.currentTarget as HTMLElement;
    if (e.target === grid) {
      // Tabbed to (not a click on its empty space): on to the active row.
      if (grid.matches(':focus-visible')) void this.focusRow(this.active);
      return;
    }
    const index = this.#rowOf(e.target);
    if (index >= 0 && index !== this.active) {
      this.active = index;
      this.#host.requestUpdate();
    }
  };

  onKeyDown = (e: KeyboardEvent): void => {
    const target = e.target as HTMLElement;
    const index = this.#rowOf(target);
    if (index < 0) return;
    const row = target.closest('[role=row]')!;
    if (target.getAttribute('role') !== 'rowheader') {
      // a closed select would take the next option: its value changes only on purpose (Alt+Down,
      // Space or Enter open it)
      if (
        target.localName === 'select' &&
        !e.altKey &&
        /^(Arrow(Up|Down)|Page(Up|Down)|Home|End)$/.test(e.key)
      )
        e.preventDefault();
      if (e.key === 'Escape') {
        e.preventDefault();
        (row.querySelector('[role=rowheader]') as HTMLElement).focus();
      }
      return;
    }
    const to = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + 5,
      PageUp: index - 5,
      Home: 0,
      End: this.count - 1,
    }[e.key];
    if (e.key === 'ArrowRight' || e.key === 'Enter')
      row.querySelector<HTMLElement>('input:enabled,select:enabled,button:enabled')?.focus();
    else if (to !== undefined) void this.focusRow(to);
    // Space selects the row (and, left to the browser, would scroll it out of the window).
    else if (e.key === ' ') this.onSpace?.(index, e.shiftKey);
    else return;
    e.preventDefault();
  };
}
