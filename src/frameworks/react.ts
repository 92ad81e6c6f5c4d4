// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run cem`); do not edit.
// `npm run cem:check` fails when it lags the elements.
// React 19 JSX typings for the tags and their events. Opt in with
// `import type {} from 'install-config-elements/jsx'` (needs only @types/react). React 19 passes an
// `on<event>` prop of a custom element to addEventListener with the exact name (`onic-saved`).
// TypeScript checks no hyphenated JSX name it does not know (`group-reff` compiles): the
// components of install-config-elements/react have camelCase props that it does check.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {
  ConnectionStatusProps,
  FieldMappingEditorProps,
  FieldSettingsEditorProps,
  InstallConfigProps,
  ReadFieldsEditorProps,
  WriteObjectPickerProps,
  OnEvents,
  Tags,
} from './props.ts';

export type {
  ConnectionStatusProps,
  FieldMappingEditorProps,
  FieldSettingsEditorProps,
  InstallConfigProps,
  ReadFieldsEditorProps,
  WriteObjectPickerProps,
};

type ReactEl<T extends keyof Tags, E = Tags[T]['element'], P = Tags[T]['props']> = Omit<
  DetailedHTMLProps<HTMLAttributes<E>, E>,
  keyof P | 'onChange'
> &
  P &
  OnEvents<Tags[T]['events']>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'connection-status': ReactEl<'connection-status'>;
      'field-mapping-editor': ReactEl<'field-mapping-editor'>;
      'field-settings-editor': ReactEl<'field-settings-editor'>;
      'install-config': ReactEl<'install-config'>;
      'read-fields-editor': ReactEl<'read-fields-editor'>;
      'write-object-picker': ReactEl<'write-object-picker'>;
    }
  }
}
