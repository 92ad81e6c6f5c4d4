// Svelte 5 typings for the tags. Opt in with `import type {} from 'install-config-elements/svelte'`
// (needs only svelte). Svelte 5 turns an `on<event>` attribute into a listener for `<event>`,
// so `onic-saved={...}` listens to `ic-saved`; properties are set as properties when the element
// has them (`getToken={fn}`).
import type {HTMLAttributes} from 'svelte/elements';
import type {FieldMappingEditor} from '../elements/field-mapping-editor/field-mapping-editor.ts';
import type {FieldSettingsEditor} from '../elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../elements/write-object-picker/write-object-picker.ts';
import type {
  FieldMappingEditorEvents,
  FieldMappingEditorProps,
  FieldSettingsEditorEvents,
  FieldSettingsEditorProps,
  InstallConfigEvents,
  InstallConfigProps,
  WriteObjectPickerEvents,
  WriteObjectPickerProps,
} from './props.ts';

type SvelteEl<E extends EventTarget, P, Ev> = Omit<HTMLAttributes<E>, keyof P | keyof Ev> & P & Ev;

export type InstallConfigSvelteProps = SvelteEl<InstallConfig, InstallConfigProps, InstallConfigEvents>;
export type WriteObjectPickerSvelteProps = SvelteEl<
  WriteObjectPicker,
  WriteObjectPickerProps,
  WriteObjectPickerEvents
>;
export type FieldSettingsEditorSvelteProps = SvelteEl<
  FieldSettingsEditor,
  FieldSettingsEditorProps,
  FieldSettingsEditorEvents
>;

export type FieldMappingEditorSvelteProps = SvelteEl<
  FieldMappingEditor,
  FieldMappingEditorProps,
  FieldMappingEditorEvents
>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'install-config': InstallConfigSvelteProps;
    'write-object-picker': WriteObjectPickerSvelteProps;
    'field-settings-editor': FieldSettingsEditorSvelteProps;
    'field-mapping-editor': FieldMappingEditorSvelteProps;
  }
}
