import {css} from 'lit';

// Laid out by the element's own width (a container), not the viewport: a narrow sidebar on a wide
// screen gets the narrow layout too. Save stays in view: the actions stick to the bottom.
export const styles = css`
  :host {
    container: ic / inline-size;
  }
  .base {
    display: grid;
    gap: 1rem;
    padding: var(--ic-padding, 1rem);
    min-width: 0;
  }
  .base > *,
  section {
    min-width: 0;
  }
  header {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  /* A wordmark: fixed height, width up to five times it (never wider than the element). */
  img.logo.wordmark {
    width: auto;
    max-width: min(calc(5 * var(--ic-logo-size, 2.5rem)), 100%);
  }
  .logo {
    display: block;
    width: var(--ic-logo-size, 2.5rem);
    height: var(--ic-logo-size, 2.5rem);
    object-fit: contain;
    object-position: left center;
    flex: none;
  }
  .logo.dark {
    display: none;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .logo.light {
      display: none;
    }
    :host(:not([theme='light'])) .logo.dark {
      display: block;
    }
  }
  :host([theme='dark']) .logo.light {
    display: none;
  }
  :host([theme='dark']) .logo.dark {
    display: block;
  }
  .logo.monogram {
    display: grid;
    place-items: center;
    font-weight: 700;
    font-size: 1.25rem;
    border-radius: 50%;
    background: var(--_accent);
    color: var(--_accent-fg);
  }
  .object-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    margin-block-end: 0.5rem;
  }
  .object-choice select {
    max-width: 100%;
    min-width: 12rem;
  }
  .actions {
    position: sticky;
    bottom: 0;
    z-index: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.5rem 1rem;
    margin-inline: calc(-1 * var(--ic-padding, 1rem));
    margin-block-end: calc(-1 * var(--ic-padding, 1rem));
    padding: 0.75rem var(--ic-padding, 1rem);
    border-block-start: 1px solid var(--_skeleton);
    background: var(--_bg);
  }
  .state {
    margin: 0;
    margin-inline-end: auto;
    color: var(--_muted);
  }
  .state.error {
    color: var(--_danger);
  }
  .state.saved {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    color: var(--_success);
    font-weight: 600;
  }
  /* A check mark drawn with borders: no icon font, no inline SVG. */
  .tick {
    width: 0.375rem;
    height: 0.75rem;
    margin-inline: 0.25rem;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-0.1rem) rotate(45deg);
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .buttons button {
    min-height: 2.5rem;
    padding-inline: 1rem;
  }
  .buttons .primary {
    min-width: 7rem;
    font-weight: 600;
  }
  .notice {
    display: grid;
    color: var(--_fg);
    gap: 0.25rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-inline-start-width: 4px;
    border-radius: var(--ic-radius, 4px);
    background: var(--_surface);
  }
  .notice p {
    margin: 0;
  }
  .notice .title {
    font-weight: 600;
  }
  .notice.error .title {
    color: var(--_danger);
  }
  .notice.error {
    border-color: var(--_danger);
    background: color-mix(in srgb, var(--_danger) 8%, var(--_bg));
  }
  .notice.info {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, var(--_bg));
  }
  .notice button {
    justify-self: start;
    margin-block-start: 0.5rem;
  }
  .skeleton.title {
    height: 2.5rem;
    width: 40%;
  }
  .skeleton.block {
    height: 8rem;
  }
  /* Narrow: the buttons share the row, Save last and widest. */
  @container ic (max-width: 30rem) {
    .state {
      flex-basis: 100%;
    }
    .buttons {
      flex: 1 1 100%;
    }
    .buttons button {
      flex: 1 1 auto;
    }
    .object-choice select {
      flex: 1 1 100%;
      min-width: 0;
    }
  }
`;
