// Which parts of <install-config> the host shows (`sections="write subscribe proxy connection"`).
// A hidden section is UI policy: nothing of it renders, so the customer cannot change it.

/** The sections, in the order they show. `mapping` is the field-mapping editor (issue 22). */
export const SECTIONS = ['connection', 'write', 'mapping', 'subscribe', 'proxy'] as const;
export type Section = (typeof SECTIONS)[number];

const known = new Set<string>(SECTIONS);

/**
 * The sections a `sections` value shows: every one when unset. A name that is not a section is
 * skipped with a warning naming the attribute and the allowed names (an attribute cannot throw).
 */
export function parseSections(value: string | undefined | null): ReadonlySet<Section> {
  if (value === undefined || value === null) return known as ReadonlySet<Section>;
  const names = value.split(/\s+/).filter(Boolean);
  const wrong = names.filter((n) => !known.has(n));
  if (wrong.length)
    console.warn(
      `<install-config> sections: ${wrong.join(', ')} is not a section (one of: ${SECTIONS.join(' ')})`,
    );
  return new Set(names.filter((n) => known.has(n)) as Section[]);
}
