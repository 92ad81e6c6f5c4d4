// <install-config>'s write section: the object picker, the choice of the object open in the
// editor, and that object's <field-settings-editor>. A template over the element's state; the
// element keeps the state and the handlers.
import {html, nothing} from 'lit';
import type {FieldRowIssue} from '../../contract/field-rules.ts';
import type {IcChangeEvent, IcValidityEvent, ValidityDetail} from '../events.ts';
import type {StringsController, Strings} from '../strings.ts';

/**
 * The inner elements' parts, reachable as `install-config::part(row)`. Their `base` stays theirs
 * (the element has its own); the whole inner element is `picker` or `editor`.
 */
export const PICKER_PARTS = 'object, label, input, reason, help, search, all-button, none-button';
export const EDITOR_PARTS = [
  'filter, table, row, label, mark, input, clear-button, retry-button, help',
  'preview-button, preview, sample-button, test-write-button',
  'bulk-button, bulk, select, select-all, bulk-preset, bulk-undo',
].join(', ');

export interface WriteSectionOptions {
  t: StringsController;
  theme: string | undefined;
  strings: Partial<Strings> | undefined;
  readonly: boolean;
  saving: boolean;
  /** The switched-on objects, and the one open in the editor ('' when none is). */
  enabled: readonly string[];
  selected: string;
  /** Whether the manifest has write objects at all (which of two empty states to show). */
  hasObjects: boolean;
  objectLabel: (objectName: string) => string;
  /** What the service refused in the last save, for the editor's rows. */
  serverIssues: readonly FieldRowIssue[] | undefined;
  /**
   * Shows the picker once its chunk is loaded (it is one of its own in the script-tag bundle): a
   * placeholder until then, the failure notice if it did not arrive.
   */
  whenPickerLoaded: (picker: () => unknown) => unknown;
  /** The open object's "Allow deleting records" switch (nothing where the provider cannot delete). */
  deletion: (objectName: string) => unknown;
  onPicked: (e: IcChangeEvent) => void;
  onObjectChosen: (e: Event) => void;
  /** The editor's report: rows holding input that breaks a rule, and a default being typed. */
  onValidity: (detail: ValidityDetail) => void;
}

/** The picker, and the editor of the object chosen. */
export function writeSection(o: WriteSectionOptions) {
  const {t, selected} = o;
  const lang = t.lang || nothing;
  const picker = () =>
    html`<write-object-picker
      part="picker"
      exportparts=${PICKER_PARTS}
      theme=${o.theme ?? nothing}
      lang=${lang}
      ?readonly=${o.readonly}
      .strings=${o.strings}
      @ic-change=${o.onPicked}
    ></write-object-picker>`;
  return html`<div class="objects">${o.whenPickerLoaded(picker)}</div>
    <section class="write">
      ${
        o.enabled.length
          ? html`<div class="object-options">
              <div class="object-choice">
                <label for="object">${t.t('objectToEdit')}</label>
                <select id="object" ?disabled=${o.saving} @change=${o.onObjectChosen}>
                  ${o.enabled.map(
                    (n) => html`<option value=${n} ?selected=${n === selected}>${o.objectLabel(n)}</option>`,
                  )}
                </select>
              </div>
              ${selected ? o.deletion(selected) : nothing}
            </div>`
          : html`<p class="muted">${t.t(o.hasObjects ? 'chooseObject' : 'nothingToWrite')}</p>`
      }
      <field-settings-editor
        part="editor"
        exportparts=${EDITOR_PARTS}
        object=${selected}
        theme=${o.theme ?? nothing}
        lang=${lang}
        ?readonly=${o.readonly}
        .strings=${o.strings}
        .serverIssues=${o.serverIssues}
        ?hidden=${!selected}
        @ic-validity=${(e: IcValidityEvent) => o.onValidity(e.detail)}
      ></field-settings-editor>
    </section>`;
}
