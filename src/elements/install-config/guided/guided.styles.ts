// The look of guided mode, as a constructable style sheet <install-config> adopts when the chunk
// first loads (plain text, as the review's). A step shows its own sections of the one form: the
// others stay rendered, hidden, so every answer, open editor and typed filter is there on Back.
// It uses the theme's private properties (theme.styles.ts): light, dark and the host's --ic-* apply.
const text = `
.guided,
.step-body {
  display: grid;
  gap: 1rem;
  min-width: 0;
}
.step-body > * {
  min-width: 0;
}
/* Each step's sections; what belongs to none (a provider that cannot write says so) shows throughout. */
.step-body:not([data-step='objects']) > .objects,
.step-body:not([data-step='write']) > section.write,
.step-body:not([data-step='fields'], [data-step='mappings']) > section.mappings,
.step-body[data-step='fields'] field-mapping-editor,
.step-body[data-step='mappings'] [part~='read-fields'],
.step-body:not([data-step='review']) > :is([part~='switches'], .status) {
  display: none;
}
/* One Save (or Install) at the end: the other steps lead on with Next. */
.guided:not(.last) ~ .end :is([part~='save-button'], [part~='install-button']) {
  display: none;
}
/* A first run's bar holds Install alone: until the last step it has nothing to show, not even its line. */
.guided:not(.last) ~ .end:not(:has(.notice, .state, .buttons > :not([part~='install-button']))) {
  display: none;
}
.steps {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--_muted);
}
.steps li {
  display: flex;
  align-items: center;
  gap: 0.375rem;
}
.steps .n {
  display: grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 2px solid var(--_border);
  border-radius: 50%;
  font-size: 0.875rem;
  font-weight: 600;
}
.steps .done .n {
  border-color: var(--_accent);
  color: var(--_accent);
}
.steps [aria-current] {
  color: var(--_fg);
  font-weight: 600;
}
.steps [aria-current] .n {
  border-color: var(--_fill);
  background: var(--_fill);
  color: var(--_accent-fg);
}
.step-title {
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
}
.step-nav .next {
  margin-inline-start: auto;
}
/* The review's list, in the flow as the last step (the dialog's look is the review sheet's). */
.step-review .changes {
  padding: 0.75rem 1rem;
  border: 1px solid var(--_border);
  border-radius: var(--ic-radius, 4px);
}
.step-review .changes ul {
  margin-block-end: 0;
}
/* Narrow: the numbers in a row, the name of the step shown beside its own (the heading says it too). */
@container ic (max-width: 30rem) {
  .steps {
    gap: 0.5rem;
  }
  .steps li:not([aria-current]) .name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .step-nav button {
    flex: 1 1 0;
  }
}
`;

let sheet: CSSStyleSheet | undefined;

/** Guided mode's style sheet (one for every <install-config> on the page). */
export function guidedSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  return sheet;
}
