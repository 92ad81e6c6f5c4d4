import {css} from 'lit';

/** Row height in px: the windowing arithmetic and the CSS must agree. */
export const ROW_HEIGHT = 64;
/**
 * The table's default height (30rem) in px at the usual 16px root font: the rows the first render
 * shows before the ResizeObserver has measured the table, so it usually needs no second render.
 */
export const DEFAULT_VIEW_HEIGHT = 480;
/** Height of the sticky column header row in px. */
export const HEAD_HEIGHT = 40;

export const styles = css`
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    margin-block-end: 0.5rem;
  }
  .toolbar label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
  }
  .count {
    margin-inline-start: auto;
  }
  .table {
    display: block;
    position: relative;
    height: var(--ic-editor-height, 30rem);
    overflow: auto;
    overscroll-behavior: contain;
    scroll-padding-top: ${HEAD_HEIGHT}px;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  .row {
    display: grid;
    grid-template-columns: minmax(9rem, 2fr) minmax(10rem, 2fr) 11.25rem 11.25rem 5.5rem;
    gap: 0.5rem;
    align-items: center;
    padding-inline: 0.5rem;
    min-width: 50rem;
  }
  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface);
  }
  .head .row {
    height: ${HEAD_HEIGHT}px;
    font-weight: 600;
    border-block-end: 1px solid var(--_border);
  }
  .body .row {
    height: ${ROW_HEIGHT}px;
    overflow: hidden;
    border-block-end: 1px solid var(--_skeleton);
  }
  .body .row.invalid {
    background: color-mix(in srgb, var(--_danger) 8%, var(--_bg));
  }
  .name,
  .default {
    display: flex;
    flex-direction: column;
    min-width: 0;
    gap: 0.125rem;
  }
  .name > *,
  .msg {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    display: flex;
    gap: 0.5rem;
    font-size: 0.8125rem;
  }
  .controls {
    display: flex;
    gap: 0.25rem;
    min-width: 0;
  }
  .controls > * {
    flex: 1 1 0;
    min-width: 0;
  }
  select,
  input:not([type='checkbox']) {
    width: 100%;
    min-width: 0;
  }
  .msg {
    font-size: 0.8125rem;
  }
  .msg:empty {
    display: none;
  }
  .status {
    padding: 1rem;
  }
`;
