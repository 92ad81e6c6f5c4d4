import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {WindowController} from './window-controller.ts';

type Host = ReactiveControllerHost & HTMLElement & {renderRoot: HTMLElement | DocumentFragment};

/**
 * Keyboard of a windowed ARIA grid: one tab stop (the active row's first cell; the grid itself
 * while that row is scrolled out of the window), Up/Down and Home/End between rows,
 * Right into a row's controls, Escape back to its cell. The window follows focus.
 */
export class GridKeysController implements ReactiveController {
  /** Index of the row that holds the tab stop. */
  active = 0;
  /** Number of rows, set by the host on each render. */
  count = 0;
  #host: Host;
  #window: WindowController;

  constructor(host: Host, window: WindowController) {
    this.#host = host;
    this.#window = window;
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.active >= this.count) this.active = Math.max(0, this.count - 1);
  }

  /** tabindex of row `index`'s first cell, and of the controls of that row (-1: reached by keys). */
  tabIndex(index: number): number {
    return index === this.active ? 0 : -1;
  }

  /** Back to the first row (a new list). */
  reset(): void {
    this.active = 0;
  }

  #cell(index: number) {
    return this.#host.renderRoot.querySelector<HTMLElement>(`[aria-rowindex="${index + 2}"] [role=rowheader]`);
  }

  /** Makes row `index` active, scrolls it into the window and focuses its first cell. */
  async focusRow(index: number): Promise<void> {
    this.active = Math.max(0, Math.min(this.count - 1, index));
    this.#window.reveal(this.active);
    await this.#host.updateComplete;
    this.#cell(this.active)?.focus();
  }

  #rowOf(target: EventTarget | null) {
    const row = (target as Element | null)?.closest?.('[aria-rowindex]');
    return row ? Number(row.getAttribute('aria-rowindex')) - 2 : -1;
  }

  #pointer = false;

  /** A click on the grid's empty space focuses the grid: that is no request to jump to the active row. */
  onPointerDown = (): void => {
    this.#pointer = true;
    setTimeout(() => (this.#pointer = false));
  };

  onFocusIn = (e: FocusEvent): void => {
    if (e.target === e.currentTarget) {
      if (!this.#pointer) void this.focusRow(this.active);
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
      if (e.key === 'Escape') {
        e.preventDefault();
        (row.querySelector('[role=rowheader]') as HTMLElement).focus();
      }
      return;
    }
    const to = {ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: this.count - 1}[e.key];
    if (e.key === 'ArrowRight') row.querySelector<HTMLElement>('input:enabled,select:enabled,button:enabled')?.focus();
    else if (to === undefined) return;
    else void this.focusRow(to);
    e.preventDefault();
  };
}
