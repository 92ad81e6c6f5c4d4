import {css} from 'lit';

// Laid out by the element's own width (a container), not the viewport: a narrow sidebar on a wide
// screen gets the narrow layout too. Save stays in view: the actions stick to the bottom.
export const styles = css`
  :host {
    container: ic / inline-size;
  }
  /* The inner elements take this one's font (--ic-font, or the page's through font: inherit on
     <install-config>) instead of their own default: a rule from here wins over their :host. */
  write-object-picker,
  field-settings-editor,
  field-mapping-editor,
  connection-status {
    font: inherit;
  }
  .base {
    display: grid;
    gap: 1rem;
    padding: var(--ic-padding, 1rem);
  }
  .base > *,
  section {
    min-width: 0;
  }
  header,
  .object-choice,
  .actions,
  .buttons {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .mappings {
    display: grid;
    gap: 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  .logo {
    display: block;
    width: var(--ic-logo-size, 2.5rem);
    height: var(--ic-logo-size, 2.5rem);
    object-fit: contain;
    object-position: left;
  }
  /* A wordmark: fixed height, width up to five times it. */
  .wordmark {
    width: auto;
    max-width: min(calc(5 * var(--ic-logo-size, 2.5rem)), 100%);
  }
  /* Which logo shows follows the theme (theme.styles.ts). */
  .light {
    display: var(--_light);
  }
  .dark {
    display: var(--_dark);
  }
  .monogram {
    display: grid;
    place-items: center;
    font-weight: 700;
    border-radius: 50%;
    background: var(--_fill);
    color: var(--_accent-fg);
  }
  .object-choice {
    margin-block-end: 0.75rem;
  }
  .object-choice select {
    min-width: 12rem;
    max-width: 100%;
  }
  /* How much of the view the actions bar covers (narrow: its state line and buttons): what focus
     keeps clear below a control in every section (theme.styles.ts); the bar's own controls need none. */
  :host {
    --_end: 6.5rem;
  }
  /* Wide: the bar and the notice of the last save stick to the view's bottom together. */
  .end,
  .actions {
    --_end: 0;
  }
  .end {
    position: sticky;
    bottom: 0;
    z-index: 2;
    display: grid;
    gap: 0.5rem;
    margin: 0 calc(-1 * var(--ic-padding, 1rem)) calc(-1 * var(--ic-padding, 1rem));
    padding: 0.75rem var(--ic-padding, 1rem);
    border-top: 1px solid var(--_skeleton);
    background: var(--_bg);
  }
  .actions {
    justify-content: flex-end;
  }
  /* Focus kept on the bar (Save disabled itself): wide, its ring around it, in the padding of the
     sticky box that holds it, clear of its words and buttons. */
  .actions:focus-visible {
    outline-offset: 0.25rem;
  }
  .state {
    margin: 0;
    margin-inline-end: auto;
    color: var(--_muted);
  }
  .state.error {
    color: var(--_danger);
  }
  /* the invalid count reads as text, acts as a link to the first invalid field */
  .state .link {
    border: 0;
    background: none;
    padding: 0;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
  }
  .saved {
    color: var(--_success);
    font-weight: 600;
  }
  .buttons button {
    min-height: 2.5rem;
    padding-inline: 1rem;
  }
  .primary {
    min-width: 7rem;
    font-weight: 600;
  }
  /* Beside Save, the outcome of Save: sticking with the bar (wide), a long one scrolls inside. */
  .actions > .notice {
    flex: 1 1 100%;
  }
  .end > .notice,
  .actions > .notice {
    grid: auto / 1fr auto;
    align-items: start;
    padding-block: 0.5rem;
  }
  .notice-text {
    display: grid;
    gap: 0.25rem;
    max-block-size: max(2.75rem, 25vh - 6rem);
    overflow: auto;
  }
  .notice .dismiss {
    margin: 0;
    border: 0;
    background: none;
  }
  /* drawn, not text: the notice's text is its message alone */
  .dismiss::before {
    content: '×';
  }
  .skeleton.title {
    height: 2.5rem;
    width: 40%;
  }
  .skeleton.block {
    height: 8rem;
  }
  /* Narrow: the buttons share a row of their own. */
  @container ic (max-width: 30rem) {
    .state,
    .buttons,
    .object-choice select {
      flex: 1 1 100%;
      min-width: 0;
    }
    .buttons button {
      flex: 1 1 auto;
    }
    /* Narrow: the bar alone sticks (about a quarter of a phone at most); the notice sits in the
       flow just above it, read in full, and is scrolled into view clear of the bar. */
    .end {
      display: contents;
      --_end: inherit;
    }
    .actions {
      position: sticky;
      bottom: 0;
      z-index: 2;
      margin: 0 calc(-1 * var(--ic-padding, 1rem)) calc(-1 * var(--ic-padding, 1rem));
      padding: 0.75rem var(--ic-padding, 1rem);
      border-top: 1px solid var(--_skeleton);
      background: var(--_bg);
    }
    /* the bar meets the view's edges: its ring inside it, in its padding */
    .actions:focus-visible {
      outline-offset: -3px;
    }
    .end > .notice {
      scroll-margin-block-end: var(--_end);
    }
    .notice-text {
      max-block-size: none;
      overflow: visible;
    }
  }
`;
