import {css} from 'lit';

export const styles = css`
  section {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: baseline;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
  }
  section.problem {
    border-color: var(--_danger);
    border-inline-start-width: 4px;
    background: color-mix(in srgb, var(--_danger) 6%, var(--_bg));
  }
  /* A dot that carries the state in colour and, for colour-blind readers and forced colours, a word. */
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    font-size: 0.875rem;
    font-weight: 600;
    white-space: nowrap;
  }
  .badge::before {
    content: '';
    inline-size: 0.625rem;
    block-size: 0.625rem;
    border-radius: 50%;
    background: var(--_success);
    forced-color-adjust: none;
  }
  .problem .badge::before {
    background: var(--_danger);
  }
  .text {
    flex: 1 1 14rem;
    display: grid;
    gap: 0.25rem;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  /* The sign-in's live region stays in the page (so its first words are announced) but takes no room. */
  p.empty {
    display: contents;
  }
  .summary {
    font-weight: 600;
  }
  button {
    justify-self: start;
    margin-block-start: 0.25rem;
    min-height: 2.5rem;
    padding-inline: 1rem;
  }
`;
