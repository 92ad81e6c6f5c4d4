import type {FieldMetadata} from '../../contract/schemas.ts';
import {looseKey, type FieldIndex} from '../../config/suggest.ts';

/**
 * What the customer reads for each provider field: its display name, with its API name when two
 * labels collide; and the field a label names. One pass over the list finds the collisions; a
 * label is made when asked (the datalist asks for each once, a row for its own), and the map back
 * from labels to fields only when the customer first commits text: at 50,000 fields, maps made
 * up front cost the first render milliseconds.
 */
export class FieldLabels {
  #index: FieldIndex;
  /** Labels that more than one field has. */
  #shared = new Set<string>();
  #byLabel?: Map<string, string>;
  /** By label in lower case, made when typed text first needs it. */
  #byLower?: Map<string, string>;

  constructor(
    readonly list: readonly FieldMetadata[],
    index: FieldIndex,
  ) {
    this.#index = index;
    const seen = new Set<string>();
    for (const f of list) {
      const l = f.displayName || f.fieldName;
      if (seen.has(l)) this.#shared.add(l);
      else seen.add(l);
    }
  }

  /** The label of a field. */
  of(f: FieldMetadata): string {
    const l = f.displayName || f.fieldName;
    return f.displayName && this.#shared.has(l) ? `${l} (${f.fieldName})` : l;
  }

  /** The label of the field named `name`; undefined when the list has no such field. */
  get(name: string): string | undefined {
    const f = this.#index.byName.get(name);
    return f && this.of(f);
  }

  /**
   * The field a label names, in any case (the exact label first: what the datalist puts in). The
   * suggestions' index names the one field with that display name; the maps of every label are
   * made only when it is not that (typed text, or a label two fields share, with its API name).
   */
  fieldOf(text: string): string | undefined {
    const f = this.#index.byLabel.get(looseKey(text));
    return f && this.of(f) === text ? f.fieldName : this.#slowFieldOf(text);
  }

  #slowFieldOf(text: string): string | undefined {
    if (!this.#byLabel) {
      this.#byLabel = new Map();
      for (const f of this.list) this.#byLabel.set(this.of(f), f.fieldName);
    }
    const exact = this.#byLabel.get(text);
    if (exact !== undefined) return exact;
    this.#byLower ??= new Map([...this.#byLabel].map(([label, name]) => [label.toLowerCase(), name]));
    return this.#byLower.get(text.toLowerCase());
  }
}
