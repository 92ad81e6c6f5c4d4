// React 19 JSX typings for the tags and their events. Opt in with
// `import type {} from 'install-config-elements/react'` (needs only @types/react).
// React 19 passes `on<event>` props of custom elements to addEventListener with the exact name.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
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

export type {FieldMappingEditorProps, FieldSettingsEditorProps, InstallConfigProps, WriteObjectPickerProps};

type ReactEl<E, P, Ev> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P | 'onChange'> & P & Ev;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'install-config': ReactEl<InstallConfig, InstallConfigProps, InstallConfigEvents>;
      'write-object-picker': ReactEl<WriteObjectPicker, WriteObjectPickerProps, WriteObjectPickerEvents>;
      'field-settings-editor': ReactEl<
        FieldSettingsEditor,
        FieldSettingsEditorProps,
        FieldSettingsEditorEvents
      >;
      'field-mapping-editor': ReactEl<FieldMappingEditor, FieldMappingEditorProps, FieldMappingEditorEvents>;
    }
  }
}
