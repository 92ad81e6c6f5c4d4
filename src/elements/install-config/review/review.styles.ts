// The review step's look, as a constructable style sheet <install-config> adopts when the chunk
// first loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). It uses the
// theme's private properties (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
.review {
  box-sizing: border-box;
  width: min(32rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  overflow: auto;
  padding: 0.75rem 1rem;
  border: 1px solid var(--_accent);
  border-radius: var(--ic-radius, 4px);
  background: var(--_bg);
  color: var(--_fg);
}
.review::backdrop {
  background: rgb(0 0 0 / 0.4);
}
.review h3 {
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
}
/* One item per change; each of its sentences on a line of its own. */
.changes li span {
  display: block;
}
.review .buttons {
  justify-content: flex-end;
}
.changes p {
  margin: 0;
}
.changes ul {
  margin: 0.5rem 0 0.75rem;
  padding-inline-start: 1.25rem;
  overflow-wrap: anywhere;
}
/*
 * A phone: a sheet over the bottom of the view, where the actions bar (inert under it) was, its
 * two buttons side by side, Confirm under the thumb as Save was.
 */
@media (max-width: 30rem) {
  .review {
    width: 100%;
    max-width: none;
    max-height: calc(100% - 3rem);
    margin: auto 0 0;
    padding-block-end: max(0.75rem, env(safe-area-inset-bottom));
    border-width: 1px 0 0;
    border-radius: var(--ic-radius, 4px) var(--ic-radius, 4px) 0 0;
  }
  .review .buttons {
    flex-wrap: nowrap;
  }
  .review .buttons button {
    flex: 1 1 auto;
    min-width: 0;
  }
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
