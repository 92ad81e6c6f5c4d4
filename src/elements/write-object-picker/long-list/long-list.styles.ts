// The long list's toolbar and rows, as a constructable style sheet the picker adopts when the chunk first
// loads (plain text, not Lit's `css`). It uses the theme's private properties (theme.styles.ts).
const text = `
.tools {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-block: 0.5rem;
}
/* the search takes what the line leaves, and a line of its own when narrow */
.search {
  flex: 1 1 14rem;
  max-inline-size: 28rem;
}
.search input {
  flex: 1;
  min-inline-size: 0;
}
.bulk {
  display: flex;
  gap: 0.5rem;
}
/* the rows scroll within a bounded height, one line each */
ul.long {
  max-block-size: var(--ic-picker-height, 22rem);
  overflow-y: auto;
  border-block: 1px solid var(--_skeleton);
}
.long li {
  padding-block: 0.25rem;
}
/* the reason on the row's line, after the name; when wrapped, indented under the name */
.long .reason {
  flex-basis: auto;
  margin-inline-start: 1.75rem;
}
`;

let sheet: CSSStyleSheet | undefined;

/** The toolbar's style sheet (one for every picker on the page). */
export function longListSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
