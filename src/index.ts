// Public, side-effect-free exports: the headless core, the element classes and their types.
export * from './contract/errors.ts';
export * from './contract/schemas.ts';
export * from './api/client.ts';
export * from './contract/manifest.ts';
export * from './contract/mask.ts';
export {MAX_READ_OBJECT_BYTES} from './contract/limits.ts';
export * from './contract/field-rules.ts';
export * from './contract/problem-rows.ts';
export * from './config/index.ts';
export {suggestMappings, type MappingSuggestion, type SuggestionReason} from './config/suggest.ts';
export {mappingTargets} from './contract/read-mappings.ts';
export {saveDraft, type SaveOptions, type SaveResult} from './config/save.ts';
export * from './elements/events.ts';
export {safeImageUrl} from './elements/url.ts';
export {
  catalogues,
  loadCatalogue,
  registerCatalogue,
  type Strings,
  type StringKey,
  type RuleKey,
  type Message,
} from './elements/strings.ts';
export {
  FieldSettingsEditor,
  type FieldsInput,
  type SettingsMap,
} from './elements/field-settings-editor/field-settings-editor.ts';
export {
  WriteObjectPicker,
  type PickerObject,
  type PickerValue,
} from './elements/write-object-picker/write-object-picker.ts';
export {InstallConfig} from './elements/install-config/install-config.ts';
export {
  ConnectionStatus,
  connectionState,
  type ConnectionState,
} from './elements/connection-status/connection-status.ts';
export {FieldMappingEditor} from './elements/field-mapping-editor/field-mapping-editor.ts';
