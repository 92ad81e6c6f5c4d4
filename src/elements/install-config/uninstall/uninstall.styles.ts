// The uninstall action's look, as a constructable style sheet <install-config> adopts when the chunk
// first loads (as the review's, review.styles.ts). It uses the theme's private properties
// (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
.danger-zone {
  margin-block: 1.5rem 1rem;
  padding-block-start: 0.75rem;
  border-top: 1px solid var(--_danger);
}
.danger-zone > h3 {
  margin: 0 0 0.5rem;
  font-size: 1rem;
  color: var(--_danger);
}
button.danger {
  min-height: 2.5rem;
  padding-inline: 1rem;
  border-color: var(--_danger);
  color: var(--_danger);
  font-weight: 600;
}
.uninstall {
  box-sizing: border-box;
  width: min(30rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  overflow: auto;
  padding: 0.75rem 1rem;
  border: 1px solid var(--_danger);
  border-radius: var(--ic-radius, 4px);
  background: var(--_bg);
  color: var(--_fg);
}
.uninstall::backdrop {
  background: rgb(0 0 0 / 0.4);
}
.uninstall h3 {
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
}
.uninstall p {
  margin: 0 0 0.75rem;
  overflow-wrap: anywhere;
}
.uninstall .buttons {
  justify-content: flex-end;
}
/* the one irreversible action: filled, as a primary button is */
.uninstall button.danger {
  background: var(--_danger);
  color: var(--_bg);
}
`;

let sheet: CSSStyleSheet | undefined;

/** The uninstall action's style sheet (one for every <install-config> on the page). */
export function uninstallSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
