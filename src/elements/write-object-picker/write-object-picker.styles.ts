import {css} from 'lit';

export const styles = css`
  /* A fieldset is as wide as its longest word by default; an API-style name would push the page. */
  fieldset {
    min-inline-size: 0;
    border: 1px solid var(--_border);
    border-radius: var(--ic-radius, 4px);
    margin: 0;
    padding: 0.5rem 1rem 1rem;
  }
  legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* A quiet list: rows divided by hairlines, not a stack of filled bars. */
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    row-gap: 0.25rem;
    padding: 0.5rem 0.25rem;
  }
  /*
   * "Inherit field mapping": beside its object (1.5rem after its name), or when wrapped, indented
   * under its name (the switch and its gap, 2.5rem): the object's negative end margin only counts
   * on the same line.
   */
  label + label {
    margin-inline-start: 2.5rem;
  }
  label:has(+ label) {
    margin-inline-end: -1rem;
  }
  li + li {
    border-top: 1px solid var(--_skeleton);
  }
  li.unavailable .name {
    text-decoration: line-through;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  label,
  legend {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .reason {
    flex-basis: 100%;
    font-size: 0.875rem;
  }
`;
