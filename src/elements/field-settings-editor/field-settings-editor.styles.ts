import {css} from 'lit';

// Sizes the windowing arithmetic and the CSS below share (px; keep both in step).
/** Width of the editor from which fields are a table; below it each field is a card. */
export const WIDE = 720;
/** Width below which a card's two write settings stack. */
export const NARROW = 480;
/**
 * Row height in the table, as a card, as a narrow card, and as a read-only card (any width; one
 * holding settings, which it should not, is taller by its Reset button).
 */
export const ROW_HEIGHT = 64;
export const CARD_HEIGHT = 208;
export const CARD_NARROW_HEIGHT = 269;
export const CARD_READ_ONLY_HEIGHT = 158;
/** The table's default height (30rem at a 16px root font): the rows the first render shows. */
export const DEFAULT_VIEW_HEIGHT = 480;

export const styles = css`
  [part='base'] {
    container-type: inline-size;
    --_row-pad: var(--ic-row-padding, 0.375rem);
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    margin-block-end: 0.5rem;
  }
  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    white-space: nowrap;
  }
  .count {
    margin-inline-start: auto;
  }
  /* One grid for the header and the rendered rows (subgrids), so the columns line up and each
     takes the width its content needs: a select's text is never cut. */
  .table,
  .head,
  .body,
  .row {
    display: grid;
    grid: auto / subgrid;
    grid-column: 1 / -1;
  }
  /* Scrolling on past the list's end scrolls the page (no overscroll-behavior: contain): on a phone
     the list would otherwise hold the page still. */
  .table {
    grid-template-columns: minmax(10rem, 1.6fr) minmax(7rem, 1fr) auto auto auto;
    align-content: start;
    height: var(--ic-editor-height, 30rem);
    overflow: auto;
    scroll-padding-top: 40px;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  .row {
    gap: 0.25rem 0.375rem;
    align-items: center;
    /* --ic-row-padding: the table's density (64 px rows by default; the windowing measures a
       row). The padding adds to the height: a content box, as calc() would refuse a unitless 0. */
    box-sizing: content-box;
    padding: var(--_row-pad) 0.5rem;
    min-height: 51px;
    border-block-end: 1px solid var(--_skeleton);
  }
  /* (the theme's box-sizing is inherited: what is inside a row keeps the border box) */
  .row > * {
    box-sizing: border-box;
  }
  /* The rows left out above and below the window (window-controller.ts). */
  .pad {
    display: block;
    grid-column: 1 / -1;
  }
  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface);
  }
  .head .row {
    box-sizing: border-box;
    min-height: 40px;
    font-size: 0.8125rem;
    font-weight: 600;
    border-color: var(--_border);
  }
  .row:focus-within {
    background: color-mix(in srgb, var(--_accent) 7%, var(--_bg));
  }
  .invalid {
    background: color-mix(in srgb, var(--_danger) 9%, var(--_bg));
  }
  .name {
    display: flex;
    flex-direction: column;
    align-items: start;
    min-width: 0;
  }
  .label {
    font-weight: 600;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.625rem;
    align-items: center;
    font-size: 0.8125rem;
    line-height: 1.375rem;
  }
  .label,
  .id {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta > * {
    flex: none;
  }
  .mark {
    padding: 0 0.375rem;
    font-size: 0.75rem;
    line-height: 1.25rem;
    border: 1px solid var(--_accent);
    border-radius: 1rem;
    color: var(--_accent);
  }
  .unsaved {
    background: var(--_fill);
    color: var(--_accent-fg);
  }
  .meta > .id {
    flex: 0 1 auto;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .controls > * {
    flex: 1 1 6.5rem;
  }
  select,
  input:not([type='checkbox']) {
    width: 100%;
  }
  /* A multiple choice default: a button naming the chosen values on one line (a row's height is
     fixed for the windowing), its list of checkboxes beside it. Neither the button nor its cell
     grows to the chosen text: a long value is cut with an ellipsis, not the row widened. */
  .default,
  .multi {
    min-width: 0;
  }
  .picker {
    position: relative;
    width: 100%;
    padding-inline-end: 1.5rem;
    overflow: hidden;
    text-align: start;
    text-overflow: ellipsis;
    white-space: nowrap;
    background: var(--_bg);
  }
  /* Its chevron, a select's small triangle drawn with borders, which forced colours keep (not
     adjusted there, or the see-through sides would be painted; the colour set to the system's
     button text instead); on the start side in right to left. */
  .picker::after {
    content: '';
    position: absolute;
    inset-inline-end: 0.4375rem;
    top: calc(50% - 0.15625rem);
    border: solid #0000;
    border-width: 0.3125rem 0.3125rem 0;
    border-block-start-color: currentColor;
    forced-color-adjust: none;
  }
  @media (forced-colors: active) {
    .picker::after {
      border-block-start-color: ButtonText;
    }
  }
  /* The list: under its button, or above it near the bottom of the page, kept off the page's edge
     (where anchors are not supported: where it would be in the row). */
  .choices {
    inset: auto;
    margin: 0;
    margin-inline-end: 0.5rem;
    min-inline-size: anchor-size(inline);
    max-inline-size: calc(100vw - 1rem);
    max-block-size: min(20rem, 80vh);
    position-area: block-end span-inline-end;
    position-try-fallbacks: flip-block, flip-inline;
    padding: 0.25rem 0;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
    background: var(--_bg);
    color: var(--_fg);
  }
  .choices label {
    display: flex;
    padding: 0.375rem 0.75rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .choices label:first-child {
    border-block-end: 1px solid var(--_skeleton);
  }
  .quiet,
  ::placeholder {
    color: var(--_muted);
  }
  .set:not([aria-invalid='true']) {
    border-color: var(--_accent);
    box-shadow: inset 3px 0 var(--_accent);
  }
  option {
    color: var(--_fg);
  }
  .clear :disabled {
    background: none;
    border-color: #0000;
  }
  .msg {
    grid-column: 1 / -1;
    font-size: 0.875rem;
  }
  .cap {
    display: none;
  }
  /* A read-only field's settings: text where the controls would be, as tall as a control. */
  .fixed {
    display: block;
    padding-block: 0.375rem;
    font-size: 0.875rem;
  }
  .status {
    padding: 1rem;
  }
  .preview-bar {
    margin: 0.5rem 0 0;
  }
  @container (width < 960px) {
    .row {
      font-size: 0.875rem;
    }
    .id {
      display: none;
    }
  }
  @container (width < 720px) {
    .head {
      display: none;
    }
    .table,
    .body {
      display: block;
    }
    /* A card: the name, the default, then write on create, on update and Reset on one line. */
    .row {
      grid-template-columns: 1fr 1fr auto;
      align-items: end;
      align-content: start;
      gap: 0.5rem;
      box-sizing: border-box;
      padding: 0.75rem;
      min-height: 208px;
    }
    /* A read-only card says "never written" once, and is only as tall as that. */
    .row.read-only {
      min-height: 158px;
    }
    .read-only .create,
    .read-only .update {
      display: none;
    }
    /* A card has room for a long field name on two lines (the heights above count them). */
    .label {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    .name,
    .default,
    .msg {
      grid-column: 1 / -1;
    }
    /* The row's error right under the default value it is about. */
    .create,
    .update,
    .clear {
      order: 1;
    }
    .cap {
      display: block;
      font-size: 0.8125rem;
      color: var(--_muted);
    }
  }
  @container (width < 480px) {
    /* The filter box takes the toolbar's first line. */
    .toolbar > :first-child {
      flex: 1 1 100%;
    }
    .row {
      grid-template-columns: 1fr auto;
      min-height: 269px;
    }
    .create {
      grid-column: 1 / -1;
    }
  }
`;
