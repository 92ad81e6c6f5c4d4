// React 19 JSX typings for the tags and their events. Opt in with
// `import type {} from 'install-config-elements/react'` (needs only @types/react).
// React 19 passes `on<event>` props of custom elements to addEventListener with the exact name.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  IcValidityEvent,
} from '../elements/events.ts';
import type {FieldMappingEditor} from '../elements/field-mapping-editor/field-mapping-editor.ts';
import type {FieldSettingsEditor} from '../elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../elements/write-object-picker/write-object-picker.ts';
import type {
  FieldMappingEditorProps,
  FieldSettingsEditorProps,
  InstallConfigProps,
  WriteObjectPickerProps,
} from './props.ts';

export type {FieldMappingEditorProps, FieldSettingsEditorProps, InstallConfigProps, WriteObjectPickerProps};

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
      'field-mapping-editor': ReactEl<
        FieldMappingEditor,
        FieldMappingEditorProps,
        {'onic-change'?: (e: IcChangeEvent) => void}
      >;
    }
  }
}
