import {css} from 'lit';

/** A row's height (px) for the windowing arithmetic. */
export const ROW_HEIGHT = 44;
/** The grid's default height (20rem at a 16px root font): the rows the first render shows. */
export const VIEW_HEIGHT = 320;

export const styles = css`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.0625rem;
  }
  [part='base'] {
    display: grid;
    gap: 0.5rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .toolbar input[type='search'] {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .every {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  .table,
  .head,
  .body,
  .row {
    display: grid;
    grid: auto / subgrid;
    grid-column: 1 / -1;
  }
  .table {
    grid-template-columns: minmax(7rem, 1fr) minmax(0, 1fr);
    align-content: start;
    /* capped, so only the rows in view are rendered (the window measures this box) */
    max-height: var(--ic-read-fields-height, 20rem);
    overflow: auto;
    overscroll-behavior: contain;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  .row {
    gap: 0.75rem;
    align-items: center;
    padding: 0 0.5rem;
    min-height: 44px;
    box-sizing: border-box;
    border-block-end: 1px solid var(--_skeleton);
  }
  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface);
  }
  .head .row {
    min-height: 40px;
    font-size: 0.8125rem;
    font-weight: 600;
    border-color: var(--_border);
  }
  .pad {
    display: block;
    grid-column: 1 / -1;
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
    align-items: baseline;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .api {
    font-size: 0.8125rem;
  }
  .read label {
    display: flex;
    gap: 0.375rem;
    align-items: center;
    font-size: 0.875rem;
  }
  [role='rowheader']:focus-visible,
  .table:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
`;
