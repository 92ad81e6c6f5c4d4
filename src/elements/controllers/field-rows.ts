import type {FieldMetadata, FieldSettings} from '../../contract/schemas.ts';

/** Field metadata by field name (as object metadata has it) or as a list. */
export type FieldsInput = Readonly<Record<string, FieldMetadata>> | readonly FieldMetadata[];

/** The rows of one `fields` input. */
interface FieldsCache {
  fields: FieldsInput;
  rows: FieldMetadata[];
  /** Every field name: made only when a setting names a field not known otherwise (below). */
  names?: Set<string>;
  /** Names known to be fields without `names`: those of rows edited since the fields came. */
  edited: Set<string>;
}

/**
 * The rows of the editor's grid: the fields (no object per field is made up front), plus rows for
 * settings of fields the metadata does not name, filtered by text and "only with settings".
 */
export class FieldRows {
  #cache?: FieldsCache;
  /** The cache the rows on screen came from (the last shown()). */
  #shownFrom?: FieldsCache;
  /** Lower-cased name and display name per field, for the filter; made on the first filtering. */
  #haystacks = new WeakMap<FieldMetadata, string>();

  /** The fields of `input` (entries without a field name left out), the same array while `input` is. */
  of(input: FieldsInput): FieldMetadata[] {
    if (this.#cache?.fields !== input) {
      const list = Array.isArray(input) ? (input as FieldMetadata[]) : Object.values(input);
      this.#cache = {
        fields: input,
        rows: list.filter((f) => f && typeof f.fieldName === 'string'),
        edited: new Set(),
      };
    }
    return this.#cache.rows;
  }

  /**
   * The customer edited `field`'s row, so its name is one of the fields: the next render need not
   * index every field name to learn it (with 50,000 fields that index cost a first edit ~5 ms,
   * against ~0.2 ms for the edits after it). Believed only while the rows on screen came from the
   * current fields. A row made up for a setting (below) exists only once every name is indexed,
   * and then the index alone answers.
   */
  noteEdited(field: FieldMetadata): void {
    if (this.#cache && this.#shownFrom === this.#cache) this.#cache.edited.add(field.fieldName);
  }

  /** The rows shown, and how many there are before the filter. `kept`: fields with input kept on the row. */
  shown(
    input: FieldsInput,
    settings: Readonly<Record<string, FieldSettings>>,
    kept: {has(name: string): boolean},
    filter: string,
    onlyWithSettings: boolean,
  ): [FieldMetadata[], number] {
    let rows = this.of(input);
    this.#shownFrom = this.#cache;
    const extra = this.#notFields(Object.keys(settings));
    if (extra.length) rows = rows.concat(extra.map((fieldName) => ({fieldName})));
    const q = filter.trim().toLowerCase();
    if (!q && !onlyWithSettings) return [rows, rows.length];
    const haystacks = this.#haystacks;
    const shown = rows.filter(
      (f) =>
        (!q ||
          (
            haystacks.get(f) ??
            haystacks.set(f, `${f.fieldName}\n${f.displayName ?? ''}`.toLowerCase()).get(f)!
          ).includes(q)) &&
        (!onlyWithSettings || settings[f.fieldName] !== undefined || kept.has(f.fieldName)),
    );
    return [shown, rows.length];
  }

  /** Which of `names` no field has. Indexes every field name only when an edited row does not tell. */
  #notFields(names: string[]): string[] {
    const cache = this.#cache!;
    const unknown = cache.names ? names : names.filter((name) => !cache.edited.has(name));
    if (!unknown.length) return unknown;
    // Set lookup: with thousands of fields and settings a linear scan per setting is quadratic.
    const all = (cache.names ??= new Set(cache.rows.map((f) => f.fieldName)));
    return unknown.filter((name) => !all.has(name));
  }
}
