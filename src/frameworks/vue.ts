// Vue 3 typings for the tags: props plus `onIcChange`-style listeners (templates: `@ic-change`).
// Opt in with `import type {} from 'install-config-elements/vue'` (needs only vue).
import type {DefineComponent} from 'vue';
import type {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  IcValidityEvent,
} from '../elements/events.ts';
import type {
  FieldMappingEditorProps,
  FieldSettingsEditorProps,
  InstallConfigProps,
  WriteObjectPickerProps,
} from './props.ts';

export type InstallConfigVueProps = InstallConfigProps & {
  onIcChange?: (e: IcChangeEvent) => void;
  onIcBeforeSave?: (e: IcBeforeSaveEvent) => void;
  onIcSaved?: (e: IcSavedEvent) => void;
  onIcError?: (e: IcErrorEvent) => void;
};
export type WriteObjectPickerVueProps = WriteObjectPickerProps & {onIcChange?: (e: IcChangeEvent) => void};
export type FieldSettingsEditorVueProps = FieldSettingsEditorProps & {
  onIcChange?: (e: IcChangeEvent) => void;
  onIcValidity?: (e: IcValidityEvent) => void;
};

export type FieldMappingEditorVueProps = FieldMappingEditorProps & {onIcChange?: (e: IcChangeEvent) => void};

declare module 'vue' {
  interface GlobalComponents {
    'install-config': DefineComponent<InstallConfigVueProps>;
    'write-object-picker': DefineComponent<WriteObjectPickerVueProps>;
    'field-settings-editor': DefineComponent<FieldSettingsEditorVueProps>;
    'field-mapping-editor': DefineComponent<FieldMappingEditorVueProps>;
  }
}
