// The Preview view's look, as a constructable style sheet the editor adopts when the view first
// loads (plain text, not Lit's `css`: the chunk imports nothing the bundle has). It uses the theme's
// private properties (theme.styles.ts), so light, dark and the host's --ic-* tokens apply.
const text = `
.preview {
  margin-block-start: 1rem;
  padding: 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
  font-size: 0.875rem;
}
.pv-top {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
}
.preview .title {
  margin: 0;
  font-size: 1rem;
}
.preview .intro {
  margin: 0.25rem 0 0.5rem;
}
/* The marks' one legend: a sign and its words, side by side where they fit. */
.pv-legend {
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  margin: 0 0 0.5rem;
  padding: 0;
  list-style: none;
  color: var(--_muted);
}
.sign,
.pv-table .mark {
  display: inline-block;
  min-width: 1rem;
  font-weight: 700;
  text-align: center;
  color: var(--_accent);
}
.pv-table .mark {
  padding: 0;
  border: 0;
  line-height: inherit;
  font-size: inherit;
}
.sign.never,
.sign.ifempty,
.pv-table .mark.never,
.pv-table .mark.ifempty {
  color: var(--_muted);
}
.pv-table {
  display: grid;
  grid-template-columns: minmax(7rem, 1fr) minmax(9rem, 1.3fr) minmax(8rem, 1.2fr) minmax(8rem, 1.2fr);
  border-block-start: 1px solid var(--_border);
}
.pv-table.stored {
  grid-template-columns: minmax(7rem, 1fr) minmax(9rem, 1.3fr) repeat(4, minmax(7rem, 1fr));
}
.pv-row {
  display: grid;
  grid: auto / subgrid;
  grid-column: 1 / -1;
  gap: 0.125rem 0.5rem;
  align-items: start;
  padding: 0.375rem 0.25rem;
  border-block-end: 1px solid var(--_skeleton);
}
.pv-head {
  font-weight: 600;
  background: var(--_surface);
}
.pv-row > * {
  min-width: 0;
  overflow-wrap: anywhere;
}
.pv-name {
  font-weight: 600;
}
.pv-edit {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.375rem;
  align-items: center;
  min-width: 0;
}
.pv-edit input:not([type='checkbox']),
.pv-edit select {
  flex: 1 1 6rem;
  width: auto;
  min-width: 0;
}
.pv-current {
  display: flex;
  flex-basis: 100%;
  gap: 0.375rem;
  align-items: center;
  min-width: 0;
}
.pv-current > span {
  min-width: 0;
}
/* A value the edits change: a bar on its start side (the mark says what the saved settings send). */
.pv-value.changed {
  box-shadow: inset 2px 0 var(--_accent);
  padding-inline-start: 0.375rem;
}
.pv-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin-block-start: 0.5rem;
}
.pv-actions:empty {
  display: none;
}
.pv-failed {
  color: var(--_danger);
}
.pv-dev {
  margin-block-start: 0.5rem;
  color: var(--_muted);
}
.pv-dev summary {
  cursor: pointer;
  inline-size: fit-content;
}
.pv-dev ul {
  margin: 0.25rem 0 0;
  padding-inline-start: 1.25rem;
}
.pv-dev p {
  margin: 0.25rem 0 0;
}
.pv-label {
  display: none;
}
/*
 * A phone: a line per field, its name and its sample; below it, labelled, what a create and an
 * update send, unless both send the sample as it is (a plain row: those cells stay for a screen
 * reader only). The header names the first two columns.
 */
@container (width < 720px) {
  .pv-table,
  .pv-table.stored {
    display: block;
  }
  .pv-row {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 0 0.5rem;
    padding: 0.25rem;
  }
  .pv-row > .pv-value {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: baseline;
  }
  .pv-head > :nth-child(n + 3),
  .pv-row.plain > .pv-value {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .pv-label {
    display: block;
    color: var(--_muted);
  }
  .pv-record > .pv-label {
    display: none;
  }
  /* While the sample is edited its controls take the row's whole width: a long value shows whole. */
  .pv-row > .pv-record:has(.pv-edit) {
    grid-column: 1 / -1;
  }
  .pv-value.changed {
    padding-inline-start: 0;
    box-shadow: none;
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
