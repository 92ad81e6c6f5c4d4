// Shared look of the elements. Public `--ic-*` properties are only ever read (with a
// default per theme) into private `--_*` ones, so a value the page sets on <install-config>
// also reaches the elements inside it. Light by default, dark by `prefers-color-scheme`
// unless `theme="light"`, or always with `theme="dark"`.
//
// A brand accent set once (`--ic-accent`) serves both themes. Filled in (Save, badges) it is used
// as is in both, so a label colour that reads on it in light reads in dark too (`--_fill`); as text
// and lines on the dark background it is lifted to OKLCH lightness 0.72 so it reads there
// (`--_accent`). `--ic-accent-dark` replaces both in dark. The label is `--ic-accent-contrast`, else
// black or white, whichever gives at least 4.5:1 on the fill (relative colour: white below OKLCH
// lightness 0.564, where black and white both give about 4.58:1).
import {css} from 'lit';

const light = css`
  --_bg: var(--ic-background, #ffffff);
  --_fg: var(--ic-color, #1b1f24);
  --_muted: var(--ic-muted-color, #555d66);
  --_border: var(--ic-border-color, #8a939c);
  --_surface: var(--ic-surface, #f3f5f7);
  --_accent: var(--ic-accent, #0b57d0);
  --_fill: var(--_accent);
  --_danger: var(--ic-danger, #b3261e);
  --_success: var(--ic-success, #146c2e);
  --_focus: var(--ic-focus-ring, #0b57d0);
  --_skeleton: var(--ic-skeleton, #e3e7eb);
  --_light: block;
  --_dark: none;
`;
const dark = css`
  --_bg: var(--ic-background, #16191d);
  --_fg: var(--ic-color, #e8eaed);
  --_muted: var(--ic-muted-color, #b0b7bf);
  --_border: var(--ic-border-color, #7b848d);
  --_surface: var(--ic-surface, #22272d);
  --_accent: var(--ic-accent-dark, oklch(from var(--ic-accent, #8ab4f8) max(l, 0.72) c h));
  --_fill: var(--ic-accent-dark, var(--ic-accent, #8ab4f8));
  --_danger: var(--ic-danger, #f2b8b5);
  --_success: var(--ic-success, #8fd7a0);
  --_focus: var(--ic-focus-ring, #8ab4f8);
  --_skeleton: var(--ic-skeleton, #2f353c);
  --_light: none;
  --_dark: block;
`;

export const themeStyles = css`
  :host {
    ${light}
    --_accent-fg: var(--ic-accent-contrast, oklch(from var(--_fill) clamp(0, (0.564 - l) * 1000, 1) 0 0));
    display: block;
    box-sizing: border-box;
    color: var(--_fg);
    background: var(--_bg);
    /*
     * A system UI stack, so a bare page does not fall back to Times. The page's own font: set
     * font: inherit on the element (a custom property cannot carry inherit: CSS resolves the
     * keyword before var() sees it, so --ic-font: inherit means the fallback).
     */
    font: var(
      --ic-font,
      400 var(--ic-font-size, 1rem) / 1.5 system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Noto Sans',
      'Liberation Sans',
      Arial,
      sans-serif
    );
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
      color-scheme: dark;
    }
  }
  :host([theme='dark']) {
    ${dark}
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: inherit;
  }
  button,
  input,
  select {
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
    padding: 0.25rem 0.5rem;
    min-height: 2rem;
  }
  input[type='checkbox'] {
    min-height: auto;
    accent-color: var(--_accent);
  }
  /*
   * A switch (a native checkbox with role="switch"): a track with a thumb that slides to the end
   * side when on, filled with the accent. The thumb is a gradient, not ::before (which Firefox does
   * not draw on an input); forced colours keep it, in system colours.
   */
  input[role='switch'] {
    --_thumb: var(--_muted);
    appearance: none;
    flex: none;
    inline-size: 2.25rem;
    block-size: 1.375rem;
    margin: 0;
    margin-block-start: calc((1lh - 1.375rem) / 2);
    padding: 0;
    border-radius: 1rem;
    background: radial-gradient(circle closest-side, var(--_thumb) 0.5rem, #0000 calc(0.5rem + 1px)) 0% /
      1.25rem 100% no-repeat var(--_bg);
    cursor: pointer;
  }
  input[role='switch']:checked {
    --_thumb: var(--_accent-fg);
    border-color: var(--_fill);
    background-color: var(--_fill);
    background-position-x: 100%;
  }
  /* Right to left the thumb starts on the right: the track mirrored. */
  :host(:dir(rtl)) input[role='switch'] {
    scale: -1 1;
  }
  @media (prefers-reduced-motion: no-preference) {
    input[role='switch'] {
      transition: background 0.15s ease-out;
    }
  }
  @media (forced-colors: active) {
    input[role='switch'] {
      forced-color-adjust: none;
      --_muted: CanvasText;
      --_bg: Canvas;
      --_border: CanvasText;
      --_fill: Highlight;
      --_accent-fg: HighlightText;
    }
  }
  /* One button for every element: the page's fill, the theme's border (not a grey block, which
     reads as the browser's own button); Save and the other primary actions filled with the accent. */
  button {
    cursor: pointer;
    background: var(--_bg);
  }
  button.primary {
    background: var(--_fill);
    color: var(--_accent-fg);
    border-color: var(--_fill);
  }
  button:disabled,
  input:disabled,
  select:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /* Inside <install-config> its sticky actions bar covers the bottom of the view: a control that
     focus scrolls into view stops above it (--_end, set there; 0 elsewhere). */
  :is(a, button, input, select, textarea, summary, [tabindex]) {
    scroll-margin-block-end: var(--_end, 0);
  }
  [aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 2px;
  }
  .error {
    color: var(--_danger);
  }
  /* "What do these mean?": a quiet disclosure beside the controls it explains. */
  .help {
    font-size: 0.875rem;
    margin-block: 0.25rem 0.5rem;
  }
  .help summary {
    cursor: pointer;
    color: var(--_accent);
    inline-size: fit-content;
  }
  .help ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.25rem;
  }
  .muted {
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* Every element's selects: one chevron. */
  select:not([multiple]) {
    appearance: none;
    padding-inline-end: 1.5rem;
    text-overflow: ellipsis;
    /* A chevron from two gradients: no image URL under a strict CSP. */
    background:
      linear-gradient(45deg, #0000 50%, currentColor 0) right 0.75rem center / 0.3125rem 0.3125rem no-repeat,
      linear-gradient(135deg, currentColor 50%, #0000 0) right 0.4375rem center / 0.3125rem 0.3125rem
        no-repeat,
      var(--_bg);
  }
  /* Right to left: the chevron on the start side too (the two halves swap places). */
  :host(:dir(rtl)) select:not([multiple]) {
    background-position:
      left 0.4375rem center,
      left 0.75rem center;
  }
  /*
   * Right to left: a message takes its direction from its own words, so an English one in a
   * right-to-left page reads "16 of 16 fields" and keeps its full stop at its end (not "of 16
   * fields 16", ".Saved"); it still lines up with the layout, on the right (plaintext alone would
   * align it by its own direction).
   */
  :host(:dir(rtl)) :is(p, li, .message, .count, .fixed, .prompt) {
    unicode-bidi: plaintext;
    text-align: right;
  }
  /* and a button's words too ("… Fix them to save.", not ".Fields with invalid settings: 1") */
  :host(:dir(rtl)) button {
    unicode-bidi: plaintext;
  }
  /* Forced colours drop gradient images, and with them the chevron: let the browser draw its own. */
  @media (forced-colors: active) {
    select:not([multiple]) {
      appearance: auto;
      padding-inline-end: 0.25rem;
    }
  }
  /* A failed save (danger) or information (accent): a tinted box with a bar on the start side. */
  .notice {
    --c: var(--_accent);
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--c);
    border-inline-start-width: 4px;
    border-radius: var(--ic-radius, 4px);
    background: color-mix(in srgb, var(--c) 8%, var(--_bg));
    color: var(--_fg);
  }
  .notice.error {
    --c: var(--_danger);
  }
  .notice p {
    margin: 0;
  }
  .title {
    font-weight: 600;
  }
  .error .title {
    color: var(--c);
  }
  .notice button {
    justify-self: start;
    margin-block-start: 0.25rem;
    min-height: 2.5rem;
    padding-inline: 1rem;
  }
  .skeleton {
    display: block;
    height: 1.25rem;
    margin: 0.5rem 0;
    border-radius: var(--ic-radius, 4px);
    background: var(--_skeleton);
  }
  @media (prefers-reduced-motion: no-preference) {
    .skeleton {
      animation: ic-pulse 1.2s ease-in-out infinite alternate;
    }
  }
  @keyframes ic-pulse {
    to {
      opacity: 0.5;
    }
  }
`;
