// <install-config>'s read field mapping and fields to read: which read objects it shows and the
// section's template (<field-mapping-editor> is a LazyFeature of the element; <read-fields-editor>
// loads when a "Fields to read" section first opens; a save's sample-read refusals come from the save path).
import {html, nothing} from 'lit';
import {manifestReadNames, type MappingInputs} from '../../contract/read-mappings.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import type {IcValidityEvent, InvalidField} from '../events.ts';

/** The read objects to map: the manifest's read part, then any other the installation holds. */
export function readObjectNames(manifest: unknown, draft: ConfigDraft | undefined): string[] {
  const names = manifestReadNames(manifest);
  const held = draft?.baseline.config.content.read?.objects ?? {};
  for (const n of Object.keys(held)) if (n && !names.includes(n)) names.push(n);
  return names;
}

/**
 * The mapping editor's parts, reachable as `install-config::part(suggestion)`; its `notice` is
 * `mapping-notice` there (install-config's own `notice` is the save's), its `base` stays its own.
 */
export const MAPPING_PARTS = [
  'heading, table, row, label, mark, input, clear-button, warnings, warning, notice: mapping-notice',
  'suggestion, accept-button, reject-button, accept-all-button, start-reading-button',
].join(', ');

let readFieldsChunk: Promise<unknown> | undefined;
/** Defines <read-fields-editor> from its own chunk when a "Fields to read" section first opens. */
export function loadReadFieldsEditor(): Promise<unknown> {
  readFieldsChunk ??= import('../../define/read-fields-editor.ts').catch((e: unknown) => {
    readFieldsChunk = undefined;
    throw e;
  });
  return readFieldsChunk;
}

export interface MappingSectionOptions {
  names: readonly string[];
  targets: MappingInputs | undefined;
  failures: ReadonlyMap<string, string>;
  theme: string | undefined;
  lang: string;
  strings: unknown;
  readonly: boolean;
  /** An editor's report: the targets of `objectName` holding a refused mapping. */
  onValidity: (objectName: string, invalid: InvalidField[]) => void;
  /** "Fields to read: {object}" of a read object read now; undefined for one not read. */
  fieldsTitle: (name: string) => string | undefined;
  /** A "Fields to read" section opened (its editor's chunk loads then). */
  onOpenFields: () => void;
}

/** One <field-mapping-editor> per read object (each shows its object's heading). */
export function mappingSection(o: MappingSectionOptions) {
  if (!o.names.length) return nothing;
  return html`<section class="mappings" part="mappings">
    ${o.names.map(
      (name) =>
        html`<field-mapping-editor
            part="mapping-editor"
            exportparts=${MAPPING_PARTS}
            object=${name}
            theme=${o.theme ?? nothing}
            lang=${o.lang || nothing}
            ?readonly=${o.readonly}
            .targets=${o.targets?.[name]}
            .strings=${o.strings}
            .serverMessage=${o.failures.get(name)}
            @ic-validity=${(e: IcValidityEvent) => o.onValidity(name, e.detail.invalid)}
          ></field-mapping-editor>
          ${readFields(o, name)}`,
    )}
  </section>`;
}

/** A read object's "Fields to read", closed until the customer opens it (its editor is a chunk). */
function readFields(o: MappingSectionOptions, name: string) {
  const title = o.fieldsTitle(name);
  return title
    ? html`<details part="read-fields" @toggle=${o.onOpenFields}>
        <summary>${title}</summary>
        <read-fields-editor
          object=${name}
          theme=${o.theme ?? nothing}
          lang=${o.lang || nothing}
          ?readonly=${o.readonly}
          .strings=${o.strings}
        ></read-fields-editor>
      </details>`
    : nothing;
}
