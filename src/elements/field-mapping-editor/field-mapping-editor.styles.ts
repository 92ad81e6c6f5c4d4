import {css} from 'lit';

/** A row's height (px) for the windowing arithmetic; rows grow with a prompt or a message. */
export const ROW_HEIGHT = 72;
/** The grid's default height (30rem at a 16px root font): the rows the first render shows. */
export const VIEW_HEIGHT = 480;

export const styles = css`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.0625rem;
  }
  [part='base'] {
    container-type: inline-size;
  }
  .warnings {
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem 0.5rem 1.75rem;
    border-inline-start: 3px solid var(--_accent);
    background: var(--_surface);
  }
  /* beside a row: what mapping it would let the writes that inherit this mapping reach */
  .source .warning {
    padding-inline-start: 0.5rem;
    border-inline-start: 3px solid var(--_accent);
    font-size: 0.875rem;
  }
  .toolbar {
    display: flex;
    justify-content: flex-end;
    margin-block-end: 0.5rem;
  }
  /* a grid per row, not one subgrid: an edit lays out its own row (columns as 1fr / 1.4fr were) */
  .row {
    display: grid;
    grid-template-columns: calc((100% + 1rem) / 2.4 - 0.875rem) minmax(0, 1fr);
  }
  .table {
    /* capped by default, so only the rows in view are rendered (the window measures this box) */
    max-height: var(--ic-mapping-height, 30rem);
    overflow: auto;
    overscroll-behavior: contain;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  .row {
    gap: 0.25rem 0.75rem;
    align-items: start;
    padding: 0.5rem;
    min-height: 56px;
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
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: baseline;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .label {
    font-weight: 600;
  }
  .prompt {
    flex-basis: 100%;
    font-size: 0.875rem;
  }
  .mark {
    font-size: 0.75rem;
    padding: 0 0.375rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
  }
  .mark.missing {
    color: var(--_danger);
    border-color: var(--_danger);
  }
  .pick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    align-items: center;
  }
  .pick input {
    flex: 1 1 10rem;
    min-width: 0;
  }
  .source p {
    margin: 0.25rem 0 0;
    overflow-wrap: anywhere;
  }
  /* the words and the two buttons wrap as two groups, never one word from its reason */
  .suggestion,
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: center;
  }
  .row.invalid input {
    border-color: var(--_danger);
  }
  [role='rowheader']:focus-visible,
  .table:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  /* Narrow: the target above its picker. */
  @container (width < 560px) {
    .row {
      grid-template-columns: minmax(0, 1fr);
    }
    .head .row span:last-child {
      display: none;
    }
  }
`;
