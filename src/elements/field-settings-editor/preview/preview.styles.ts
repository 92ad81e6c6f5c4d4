// The Preview view's look, as a constructable style sheet the editor adopts when the view first
// loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). It uses the theme's
// private properties (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
.preview {
  margin-block-start: 1rem;
  padding: 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
}
.preview .title {
  margin: 0;
  font-weight: 600;
}
.preview .intro {
  margin: 0.25rem 0 0.75rem;
  font-size: 0.875rem;
}
.pv-table {
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(10rem, 1.3fr) minmax(6rem, auto) minmax(9rem, 1.2fr) minmax(9rem, 1.2fr);
  border-block-start: 1px solid var(--_border);
}
.pv-table.stored {
  grid-template-columns: minmax(8rem, 1fr) minmax(10rem, 1.3fr) minmax(6rem, auto) repeat(4, minmax(8rem, 1fr));
}
.pv-row {
  display: grid;
  grid: auto / subgrid;
  grid-column: 1 / -1;
  gap: 0.25rem 0.5rem;
  align-items: start;
  padding: 0.375rem 0.25rem;
  border-block-end: 1px solid var(--_skeleton);
  font-size: 0.875rem;
}
.pv-head {
  font-weight: 600;
  font-size: 0.8125rem;
  background: var(--_surface);
}
.pv-row > * {
  min-width: 0;
  overflow-wrap: anywhere;
}
.pv-name {
  display: flex;
  flex-direction: column;
}
.pv-record {
  display: flex;
  gap: 0.375rem;
  align-items: center;
}
.pv-record input:not([type='checkbox']),
.pv-record select,
.pv-current select {
  width: 100%;
  min-width: 0;
}
.pv-value {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  align-items: center;
}
.pv-out {
  color: var(--_muted);
  text-decoration: line-through;
}
/* .mark itself is the editor's (field-settings-editor.styles.ts): the view renders in its shadow root */
.pv-table .mark.never,
.pv-table .mark.ifempty {
  border-color: var(--_muted);
  color: var(--_fg);
}
.pv-table .mark.changed {
  background: var(--_accent);
  color: var(--_accent-fg);
}
.pv-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin-block-start: 0.75rem;
}
.pv-failed {
  color: var(--_danger);
}
.pv-label {
  display: none;
}
@container (width < 720px) {
  .pv-table,
  .pv-table.stored {
    display: block;
  }
  .pv-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    padding: 0.625rem 0.25rem;
  }
  .pv-row.pv-head {
    display: none;
  }
  .pv-record {
    flex-wrap: wrap;
  }
  .pv-label {
    display: block;
    flex-basis: 100%;
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--_muted);
  }
  .pv-record input:not([type='checkbox']),
  .pv-record select {
    flex: 1;
    width: auto;
  }
}
`;

let sheet: CSSStyleSheet | undefined;

/** The sheet, made once per page. */
export function previewSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
