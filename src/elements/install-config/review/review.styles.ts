// The review step's look, as a constructable style sheet <install-config> adopts when the chunk
// first loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). It uses the
// theme's private properties (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
.review {
  padding: 0.75rem 1rem;
  border: 1px solid var(--_accent);
  border-radius: var(--ic-radius, 4px);
  background: var(--_surface);
}
.review h3 {
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
}
/* Focus scrolls Back and Confirm above the sticky actions bar (6.5rem where it is tallest). */
.review button {
  scroll-margin-block-end: 6.5rem;
}
.review p {
  margin: 0;
}
.review ul {
  margin: 0.5rem 0 0.75rem;
  padding-inline-start: 1.25rem;
  overflow-wrap: anywhere;
}
`;

let sheet: CSSStyleSheet | undefined;

/** The review's style sheet (one for every <install-config> on the page). */
export function reviewSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
