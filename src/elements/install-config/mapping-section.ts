// <install-config>'s read field mapping: which read objects it shows and the section's template
// (<field-mapping-editor> is a chunk of its own, a LazyFeature of the element) (a save's sample-read refusals come from the save path).
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
        ></field-mapping-editor>`,
    )}
  </section>`;
}
