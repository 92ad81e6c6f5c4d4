// The switches' layout, as a constructable style sheet <install-config> adopts when their chunk
// first loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). The switch
// itself (track and thumb) is the shared theme's, as every role="switch" is. Each switch sits on
// the first line of its words (the theme centres it on that line); the help and each object's
// "Running now" line are small, under the label's words, past the switch and its gap.
const text = `
.switches {
  display: grid;
  gap: 0.25rem;
  margin: 0.75rem 0 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
}
.switches label {
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
}
/* a label that names an object: a long name wraps rather than widen the page */
.switches label > span {
  min-width: 0;
  overflow-wrap: anywhere;
}
/* the open write object's options: its choice, then its "Allow deleting records" box */
.object-options {
  display: flow-root;
}
.object-options .deletion {
  margin: 0 0 0.75rem;
}
.switches p {
  margin: 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}
.switches legend {
  font-weight: 600;
  padding-inline: 0.25rem;
}
.switches .runs-now,
.switches label + .switch-help {
  padding-inline-start: 2.75rem;
}
`;

let sheet: CSSStyleSheet | undefined;

/** The switches' style sheet (one for every <install-config> on the page). */
export function switchesSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
