// Framework-neutral prop types of the tags: what every framework typing (react.ts, vue.ts,
// svelte.ts) builds on. Imports no framework, so each typing needs only its own framework.
import type {FieldMappingEditor} from '../elements/field-mapping-editor/field-mapping-editor.ts';
import type {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  IcValidityEvent,
} from '../elements/events.ts';
import type {FieldSettingsEditor} from '../elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../elements/write-object-picker/write-object-picker.ts';

type Common = {theme?: 'light' | 'dark'; lang?: string};

/** `<install-config>`: attributes (kebab-case) and properties. */
export type InstallConfigProps = Common & {
  project?: string;
  integration?: string;
  installation?: string;
  'group-ref'?: string;
  'consumer-ref'?: string;
  'base-url'?: string;
  /** Save first shows the pending changes in words (Back, Confirm). */
  review?: boolean;
} & Partial<Pick<InstallConfig, 'getToken' | 'fetch' | 'client' | 'manifest' | 'fields' | 'strings'>>;

/** `<write-object-picker>`: attributes and properties. */
export type WriteObjectPickerProps = Common & {disabled?: boolean} & Partial<
    Pick<WriteObjectPicker, 'objects' | 'value' | 'strings'>
  >;

/** `<field-settings-editor>`: attributes and properties. */
export type FieldSettingsEditorProps = Common & {object?: string; disabled?: boolean} & Partial<
    Pick<FieldSettingsEditor, 'fields' | 'settings' | 'strings'>
  >;

/** `<field-mapping-editor>`: attributes and properties. */
export type FieldMappingEditorProps = Common & {object?: string; disabled?: boolean} & Partial<
    Pick<FieldMappingEditor, 'targets' | 'fields' | 'draft' | 'strings' | 'serverMessage'>
  >;
/**
 * The tags' events as `on<event>` attributes, the form React 19 and Svelte 5 both listen through
 * (`onic-saved` listens to `ic-saved`); Vue names them `onIcSaved` (see vue.ts).
 */
export type InstallConfigEvents = {
  'onic-change'?: (e: IcChangeEvent) => void;
  'onic-before-save'?: (e: IcBeforeSaveEvent) => void;
  'onic-saved'?: (e: IcSavedEvent) => void;
  'onic-error'?: (e: IcErrorEvent) => void;
};
export type WriteObjectPickerEvents = {'onic-change'?: (e: IcChangeEvent) => void};
export type FieldSettingsEditorEvents = {
  'onic-change'?: (e: IcChangeEvent) => void;
  'onic-validity'?: (e: IcValidityEvent) => void;
};
export type FieldMappingEditorEvents = {'onic-change'?: (e: IcChangeEvent) => void};
