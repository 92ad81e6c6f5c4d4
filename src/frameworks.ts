// Typings that let React 19 JSX and Vue 3 templates type-check the three tags and their events.
// Opt in with `import type {} from 'install-config-elements/frameworks'` (needs @types/react or vue).
// React 19 passes `on<event>` props of custom elements to addEventListener with the exact name.
import type {DefineComponent} from 'vue';
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  IcValidityEvent,
} from './elements/events.ts';
import type {FieldSettingsEditor} from './elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from './elements/install-config/install-config.ts';
import type {WriteObjectPicker} from './elements/write-object-picker/write-object-picker.ts';

type Common = {theme?: 'light' | 'dark'; lang?: string};

/** `<install-config>`: attributes (kebab-case) and properties. */
export type InstallConfigProps = Common & {
  project?: string;
  integration?: string;
  installation?: string;
  'group-ref'?: string;
  'consumer-ref'?: string;
  'base-url'?: string;
} & Partial<Pick<InstallConfig, 'getToken' | 'client' | 'manifest' | 'fields' | 'strings'>>;
export type WriteObjectPickerProps = Common & {disabled?: boolean} & Partial<
    Pick<WriteObjectPicker, 'objects' | 'value' | 'strings'>
  >;
export type FieldSettingsEditorProps = Common & {object?: string; disabled?: boolean} & Partial<
    Pick<FieldSettingsEditor, 'fields' | 'settings' | 'strings'>
  >;

type ReactEl<E, P, Ev> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P | 'onChange'> & P & Ev;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'install-config': ReactEl<
        InstallConfig,
        InstallConfigProps,
        {
          'onic-change'?: (e: IcChangeEvent) => void;
          'onic-before-save'?: (e: IcBeforeSaveEvent) => void;
          'onic-saved'?: (e: IcSavedEvent) => void;
          'onic-error'?: (e: IcErrorEvent) => void;
        }
      >;
      'write-object-picker': ReactEl<
        WriteObjectPicker,
        WriteObjectPickerProps,
        {'onic-change'?: (e: IcChangeEvent) => void}
      >;
      'field-settings-editor': ReactEl<
        FieldSettingsEditor,
        FieldSettingsEditorProps,
        {'onic-change'?: (e: IcChangeEvent) => void; 'onic-validity'?: (e: IcValidityEvent) => void}
      >;
    }
  }
}

/** Vue: props plus `onIcChange`-style listeners (templates: `@ic-change`). */
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

declare module 'vue' {
  interface GlobalComponents {
    'install-config': DefineComponent<InstallConfigVueProps>;
    'write-object-picker': DefineComponent<WriteObjectPickerVueProps>;
    'field-settings-editor': DefineComponent<FieldSettingsEditorVueProps>;
  }
}
