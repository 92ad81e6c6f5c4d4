import {css, unsafeCSS} from 'lit';

/** Width (px) of the editor from which fields are a table; below it each field is a card. */
export const WIDE = 720;
/** Row height in px in the table and as a card: the windowing arithmetic and the CSS must agree. */
export const ROW_HEIGHT = 64;
export const CARD_HEIGHT = 236;
/** Width (px) below which a card's two write settings stack, and the card height then. */
export const NARROW = 480;
export const CARD_NARROW_HEIGHT = 296;
/**
 * The table's default height (30rem) in px at the usual 16px root font: the rows the first render
 * shows before the ResizeObserver has measured the table, so it usually needs no second render.
 */
export const DEFAULT_VIEW_HEIGHT = 480;
/** Height of the sticky column header row in px. */
export const HEAD_HEIGHT = 40;

const px = (n: number) => unsafeCSS(`${n}px`);

export const styles = css`
  [part='base'] {
    container-type: inline-size;
  }
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
    white-space: nowrap;
  }
  .toolbar label:first-child {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
  .count {
    margin-inline-start: auto;
  }
  .table {
    position: relative;
    height: var(--ic-editor-height, 30rem);
    overflow: auto;
    overscroll-behavior: contain;
    scroll-padding-top: ${px(HEAD_HEIGHT)};
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  .row {
    display: grid;
    grid-template-columns: minmax(6rem, 1.2fr) minmax(7rem, 1.2fr) minmax(8.75rem, 1fr) minmax(8.75rem, 1fr) max-content;
    gap: 0.25rem 0.5rem;
    align-items: center;
    padding: 0.375rem 0.75rem;
  }
  .head {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface);
  }
  .head .row {
    min-height: ${px(HEAD_HEIGHT)};
    padding-block: 0.25rem;
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.2;
    border-block-end: 1px solid var(--_border);
  }
  .body .row {
    min-height: ${px(ROW_HEIGHT)};
    border-block-end: 1px solid var(--_skeleton);
  }
  .body .row:focus-within {
    background: color-mix(in srgb, var(--_accent) 7%, var(--_bg));
  }
  .body .row.invalid {
    background: color-mix(in srgb, var(--_danger) 9%, var(--_bg));
  }
  .name,
  .title,
  .meta {
    display: flex;
    min-width: 0;
    gap: 0.375rem;
  }
  .name {
    flex-direction: column;
    gap: 0.125rem;
    border-radius: var(--ic-radius, 4px);
  }
  .name:focus-visible {
    outline-offset: -3px;
  }
  .title {
    align-items: center;
    line-height: 1.375rem;
  }
  .label,
  .id {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .label {
    font-weight: 600;
  }
  .mark,
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
  .mark.unsaved {
    background: var(--_accent);
    color: var(--_accent-fg);
  }
  .meta {
    font-size: 0.8125rem;
  }
  .meta > .id {
    flex: 0 1 auto;
  }
  .meta > * + *::before {
    content: '·';
    margin-inline-end: 0.375rem;
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
    min-width: 0;
  }
  select {
    appearance: none;
    padding-inline-end: 1.75rem;
    text-overflow: ellipsis;
    /* A chevron from two gradients: no image URL under a strict CSP. */
    background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position: right 0.875rem center, right 0.5625rem center;
    background-size: 0.3125rem 0.3125rem;
    background-repeat: no-repeat;
  }
  select.quiet,
  ::placeholder {
    color: var(--_muted);
    opacity: 1;
  }
  select.set {
    border-color: var(--_accent);
    box-shadow: inset 3px 0 var(--_accent);
    font-weight: 600;
  }
  option {
    color: var(--_fg);
    font-weight: 400;
  }
  input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
  .clear button {
    white-space: nowrap;
  }
  .clear button:disabled {
    background: none;
    border-color: transparent;
  }
  .msg {
    grid-column: 1 / -1;
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  .cap {
    display: none;
  }
  .status {
    padding: 1rem;
  }
  @container (max-width: ${px(WIDE - 0.02)}) {
    .table {
      scroll-padding-top: 0;
    }
    .head {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .row {
      grid-template-columns: 1fr 1fr;
      grid-template-areas: 'n n' 'd d' 'm m' 'c u' '. r';
      align-items: start;
      padding: 0.75rem;
      gap: 0.5rem;
    }
    .body .row {
      min-height: ${px(CARD_HEIGHT)};
    }
    .name {
      grid-area: n;
    }
    .default {
      grid-area: d;
    }
    .create {
      grid-area: c;
    }
    .update {
      grid-area: u;
    }
    .clear {
      grid-area: r;
      justify-self: end;
    }
    .msg {
      grid-area: m;
    }
    .cap {
      display: block;
      margin-block-end: 0.125rem;
      font-size: 0.8125rem;
      color: var(--_muted);
    }
  }
  @container (max-width: ${px(NARROW - 0.02)}) {
    .row {
      grid-template-columns: 1fr;
      grid-template-areas: 'n' 'd' 'm' 'c' 'u' 'r';
    }
    .body .row {
      min-height: ${px(CARD_NARROW_HEIGHT)};
    }
  }
`;
