import type {FieldMetadata, FieldSettings} from '../../contract/schemas.ts';

/** Field metadata by field name (as object metadata has it) or as a list. */
export type FieldsInput = Readonly<Record<string, FieldMetadata>> | readonly FieldMetadata[];

/**
 * The rows of the editor's grid: the fields (no object per field is made up front), plus rows for
 * settings of fields the metadata does not name, filtered by text and "only with settings".
 */
export class FieldRows {
  #cache?: {fields: FieldsInput; rows: FieldMetadata[]; names?: Set<string>};
  /** Lower-cased name and display name per field, for the filter; made on the first filtering. */
  #haystacks = new WeakMap<FieldMetadata, string>();

  /** The fields of `input` (entries without a field name left out), the same array while `input` is. */
  of(input: FieldsInput): FieldMetadata[] {
    if (this.#cache?.fields !== input) {
      const list = Array.isArray(input) ? (input as FieldMetadata[]) : Object.values(input);
      this.#cache = {fields: input, rows: list.filter((f) => f && typeof f.fieldName === 'string')};
    }
    return this.#cache.rows;
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
    const named = Object.keys(settings);
    // Set lookup: with thousands of fields and settings a linear scan per setting is quadratic.
    // Made at the first setting, so an object opened without any never builds it.
    const names = named.length ? (this.#cache!.names ??= new Set(rows.map((f) => f.fieldName))) : undefined;
    const extra = named.filter((name) => !names!.has(name));
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
}
