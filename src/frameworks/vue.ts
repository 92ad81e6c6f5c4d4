// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run cem`); do not edit.
// `npm run cem:check` fails when it lags the elements.
// Vue 3 typings for the tags: props plus `onIcChange`-style listeners (templates: `@ic-change`).
// Opt in with `import type {} from 'install-config-elements/vue'` (needs only vue).
import type {DefineComponent} from 'vue';
import type {Tags} from './props.ts';

/** `ic-before-save` -> `IcBeforeSave`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Rest}`
  ? `${Capitalize<Head>}${Pascal<Rest>}`
  : Capitalize<S>;
type VueProps<T extends keyof Tags, Events = Tags[T]['events']> = Tags[T]['props'] & {lang?: string} & {
  [K in keyof Events & string as `on${Pascal<K>}`]?: (e: Events[K]) => void;
};

export type ConnectionStatusVueProps = VueProps<'connection-status'>;
export type FieldMappingEditorVueProps = VueProps<'field-mapping-editor'>;
export type FieldSettingsEditorVueProps = VueProps<'field-settings-editor'>;
export type InstallConfigVueProps = VueProps<'install-config'>;
export type ReadFieldsEditorVueProps = VueProps<'read-fields-editor'>;
export type WriteObjectPickerVueProps = VueProps<'write-object-picker'>;

declare module 'vue' {
  interface GlobalComponents {
    'connection-status': DefineComponent<ConnectionStatusVueProps>;
    'field-mapping-editor': DefineComponent<FieldMappingEditorVueProps>;
    'field-settings-editor': DefineComponent<FieldSettingsEditorVueProps>;
    'install-config': DefineComponent<InstallConfigVueProps>;
    'read-fields-editor': DefineComponent<ReadFieldsEditorVueProps>;
    'write-object-picker': DefineComponent<WriteObjectPickerVueProps>;
  }
}
