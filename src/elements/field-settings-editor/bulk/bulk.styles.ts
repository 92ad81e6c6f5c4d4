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
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin-block-end: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
  background: var(--_surface);
}
.bulk .title {
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
}
.bulk fieldset {
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.bulk legend {
  float: left;
  margin-inline-end: 0.25rem;
  font-size: 0.875rem;
}
.bulk .result {
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0;
  min-height: 1.5rem;
}
.bulk .close {
  margin-inline-start: auto;
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
