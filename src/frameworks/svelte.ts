// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run cem`); do not edit.
// `npm run cem:check` fails when it lags the elements.
// Svelte 5 typings for the tags. Opt in with `import type {} from 'install-config-elements/svelte'`
// (needs only svelte). Svelte 5 turns an `on<event>` attribute into a listener for `<event>`,
// so `onic-saved={...}` listens to `ic-saved`; properties are set as properties when the element
// has them (`getToken={fn}`).
import type {HTMLAttributes} from 'svelte/elements';
import type {OnEvents, Tags} from './props.ts';

type SvelteEl<T extends keyof Tags, P = Tags[T]['props'], Ev = OnEvents<Tags[T]['events']>> = Omit<
  HTMLAttributes<Tags[T]['element']>,
  keyof P | keyof Ev
> &
  P &
  Ev;

export type ConnectionStatusSvelteProps = SvelteEl<'connection-status'>;
export type FieldMappingEditorSvelteProps = SvelteEl<'field-mapping-editor'>;
export type FieldSettingsEditorSvelteProps = SvelteEl<'field-settings-editor'>;
export type InstallConfigSvelteProps = SvelteEl<'install-config'>;
export type ReadFieldsEditorSvelteProps = SvelteEl<'read-fields-editor'>;
export type WriteObjectPickerSvelteProps = SvelteEl<'write-object-picker'>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'connection-status': ConnectionStatusSvelteProps;
    'field-mapping-editor': FieldMappingEditorSvelteProps;
    'field-settings-editor': FieldSettingsEditorSvelteProps;
    'install-config': InstallConfigSvelteProps;
    'read-fields-editor': ReadFieldsEditorSvelteProps;
    'write-object-picker': WriteObjectPickerSvelteProps;
  }
}
