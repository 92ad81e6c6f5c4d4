import {html, type TemplateResult} from 'lit';
import {repeat} from 'lit/directives/repeat.js';
import type {GridKeysController} from './grid-keys-controller.ts';
import type {WindowController} from './window-controller.ts';

/** What one windowed grid shows. */
export interface GridContent<T> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly T[];
  /** The column headers (`role=columnheader` cells) of the header row. */
  head: TemplateResult;
  /** A row's stable key: a row scrolled into the window keeps its controls (and focus). */
  key(row: T): string;
  /** The row at `index` of `rows` (`role=row`, `aria-rowindex` index + 2). */
  row(row: T, index: number): unknown;
  /** Shown instead of the grid when there are no rows. */
  empty: unknown;
}

/**
 * The ARIA grid of <field-settings-editor> and <field-mapping-editor>: a sticky header row, then
 * only the rows in the window between two spacers, with the keyboard of `keys` (one tab stop).
 */
export function windowedGrid<T>(
  window: WindowController,
  keys: GridKeysController,
  {label, rows, head, key, row, empty}: GridContent<T>,
) {
  keys.count = rows.length;
  if (!rows.length) return empty;
  const [start, end, above, below] = window.range(rows.length, rows);
  return html`<div
    class="table"
    part="table"
    role="grid"
    aria-label=${label}
    aria-rowcount=${rows.length + 1}
    tabindex=${keys.active < start || keys.active >= end ? 0 : -1}
    @scroll=${window.onScroll}
    @focusin=${keys.onFocusIn}
    @keydown=${keys.onKeyDown}
  >
    <div class="head" role="rowgroup">
      <div class="row" role="row" aria-rowindex="1">${head}</div>
    </div>
    <div class="body" role="rowgroup">
      <svg class="pad" aria-hidden="true" width="0" height=${above}></svg>${repeat(
        rows.slice(start, end),
        key,
        (r, i) => row(r, start + i),
      )}<svg class="pad" aria-hidden="true" width="0" height=${below}></svg>
    </div>
  </div>`;
}
