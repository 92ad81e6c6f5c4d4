// The long list's toolbar, as a constructable style sheet the picker adopts when the chunk first
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
