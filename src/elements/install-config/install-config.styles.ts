import {css} from 'lit';

export const styles = css`
  .base {
    display: grid;
    gap: 1rem;
    padding: var(--ic-padding, 1rem);
  }
  header {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .subtitle {
    margin: 0;
    font-size: 0.875rem;
  }
  /* Provider logos are often wordmarks: fixed height, width up to four times it. */
  img.logo {
    width: auto;
    max-width: calc(4 * var(--ic-logo-size, 2.5rem));
  }
  .logo {
    width: var(--ic-logo-size, 2.5rem);
    height: var(--ic-logo-size, 2.5rem);
    object-fit: contain;
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
  .monogram {
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
    align-items: center;
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.5rem;
  }
  .actions .error {
    margin: 0;
    margin-inline-end: auto;
  }
  .notice {
    margin: 0;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
    background: var(--_surface);
  }
  .notice.error {
    border-color: var(--_danger);
  }
  .status-line:empty {
    display: none;
  }
  .skeleton.title {
    height: 2.5rem;
    width: 40%;
  }
  .skeleton.block {
    height: 8rem;
  }
`;
