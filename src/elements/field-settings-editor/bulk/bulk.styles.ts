// The bulk-edit toolbar's look, as a constructable style sheet the editor adopts when the chunk
// first loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). It uses the
// theme's private properties (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
/* A row's checkbox beside its name, and the header's that selects every row shown. */
.pick {
  display: flex;
  gap: 0.375rem;
  align-items: center;
  max-width: 100%;
}
[role='columnheader'] input {
  margin: 0 0.375rem 0 0;
  vertical-align: middle;
}
.bulk {
  display: grid;
  gap: 0.25rem;
  margin-block-end: 0.5rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
  background: var(--_surface);
  font-size: 0.875rem;
}
/* Controls on the panel take the page's background and the theme's accent: no grey on grey. */
.bulk button,
.bulk select {
  appearance: none;
  min-height: 2rem;
  background-color: var(--_bg);
  color: var(--_fg);
  border-color: var(--_border);
}
.bulk-pick {
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 0.75rem;
  align-items: center;
}
.bulk-pick select {
  flex: 1 1 10rem;
  max-width: 18rem;
  width: auto;
  min-width: 0;
}
/* The count and Clear selection keep together: never a button alone on a line. */
.bulk .count {
  display: flex;
  flex: none;
  gap: 0.5rem;
  align-items: center;
}
/* The toolbar's name is on the "Bulk edit" button that opened it (and its aria-label): Close ends
   the first line; on a phone it sits beside the list and the count takes the next line. */
.bulk .close {
  order: 1;
  margin-inline-start: auto;
}
@container (width < 720px) {
  .bulk .count {
    order: 2;
  }
  /* On a phone the presets follow "Selected: n" directly; their group keeps its name for
     assistive technology. */
  .bulk legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
}
/* Clear selection, Close and Undo: quiet text buttons in the accent, beside what they act on. */
.bulk button.link {
  min-height: 1.5rem;
  padding: 0 0.25rem;
  border-color: transparent;
  background: none;
  color: var(--_accent);
  text-decoration: underline;
}
.bulk fieldset {
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.bulk legend {
  padding: 0;
  margin-block-end: 0.25rem;
}
/* The three presets share one row at any width (a long name wraps inside its button, never one
   button alone on a line). */
.presets {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, max-content));
  gap: 0.375rem;
}
.bulk .presets button {
  padding: 0.25rem 0.375rem;
  border-color: var(--_accent);
  color: var(--_accent);
  line-height: 1.25;
  overflow-wrap: anywhere;
}
/* The outcome's room is kept while there is none (the longest one, hidden, in the same cell), so
   the fields below never move when it shows, at any width and in any language. */
.outcome {
  display: grid;
}
.outcome > .result {
  grid-area: 1 / 1;
}
.result.ghost {
  visibility: hidden;
}
.bulk .result {
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  align-items: center;
  align-content: start;
  margin: 0;
  line-height: 1.25rem;
}
.bulk .result .link {
  border: 0;
  padding-inline: 0.25rem;
  min-height: 1.25rem;
  line-height: 1.25rem;
  padding-block: 0;
}
`;

let sheet: CSSStyleSheet | undefined;

/** The toolbar's style sheet (one for every editor on the page). */
export function bulkSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
