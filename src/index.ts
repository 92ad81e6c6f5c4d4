// The package root, `install-config-elements`: what a host needs, by name and without side
// effects. Every name here is a decision: test/unit/exports.test.ts lists them, so an addition
// is reviewed. The zod schemas, field rules, mask vocabulary and manifest parsing live under
// `install-config-elements/contract` (src/contract/index.ts); registering the tags is
// `install-config-elements/define`.

// Elements and what their properties take.
export {InstallConfig} from './elements/install-config/install-config.ts';
export {
  ConnectionStatus,
  connectionState,
  type ConnectionState,
} from './elements/connection-status/connection-status.ts';
export {FieldMappingEditor} from './elements/field-mapping-editor/field-mapping-editor.ts';
export {ReadFieldsEditor} from './elements/read-fields-editor/read-fields-editor.ts';
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

// Their events and details.
export {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcReadyEvent,
  IcReconnectEvent,
  IcSavedEvent,
  IcValidityEvent,
  type BeforeSaveDetail,
  type BulkChangeDetail,
  type ChangeDetail,
  type ErrorDetail,
  type FieldChangeDetail,
  type FieldsReadChangeDetail,
  type InvalidField,
  type MappingChangeDetail,
  type ObjectChangeDetail,
  type ObjectsChangeDetail,
  type ReadEveryChangeDetail,
  type ReadyDetail,
  type ReconnectDetail,
  type ResetChangeDetail,
  type SaveConflict,
  type SavedDetail,
  type ValidityDetail,
} from './elements/events.ts';
export {NotReadyError} from './elements/errors.ts';

// Text: the message catalogue and its languages.
export {
  loadCatalogue,
  registerLanguage,
  type BuilderNames,
  type BuilderWords,
  type Catalogue,
  type Message,
  type MessageKey,
  type Plural,
  type RuleKey,
  type StringKey,
  type Strings,
} from './elements/strings.ts';
export {safeImageUrl} from './elements/url.ts';

// The headless core: the draft and saving it.
export {
  ConfigDraft,
  type Conflict,
  type FixedReason,
  type InstallationPatch,
  type ReadFieldsDraft,
  type ReadFieldsOffer,
  type ReadObjectDraft,
  type RebaseResult,
  type SubscribeObjectDraft,
  type WriteObjectDraft,
} from './config/index.ts';
export {saveDraft, type SaveOptions, type SaveResult} from './config/save.ts';
// Read field mappings: their targets and suggestions.
export {
  mappingTargets,
  type MappingInput,
  type MappingInputs,
  type MappingTarget,
} from './contract/read-mappings.ts';
export {suggestMappings, type MappingSuggestion, type SuggestionReason} from './config/suggest.ts';
// The pending changes as sentences (the review step's words), outside the headless config path.
export {describeChanges, type ReviewNames, type ReviewStrings} from './config/describe.ts';
// Unsaved edits kept between page loads and restored with the 409's merge (<install-config persist>).
export {
  isKeptEdits,
  keptEdits,
  restoreKept,
  type KeptEdits,
  type KeptOp,
  type KeptPath,
} from './config/kept.ts';
// Bulk edits: one write preset over many fields as one undo step (the bulk-edit toolbar's logic).
export {applyPreset, type PresetResult, type WritePreset} from './config/bulk.ts';

// The write preview: what a create or an update sends by a config's write settings.
export {
  previewWrite,
  type WriteFieldOutcome,
  type WriteFieldPreview,
  type WritePreview,
  type WritePreviewOptions,
} from './contract/write-preview.ts';

// The clients.
export {
  createClient,
  createConfigClient,
  type Client,
  type ClientOptions,
  type ConfigClient,
  type FetchLike,
  type GetToken,
  type InstallationRef,
  type IntegrationRef,
  type ObjectMetadataRef,
  type ObjectRef,
  type OperationRef,
  type RequestOptions,
  type TokenScope,
  type WaitOptions,
  type WriteRecordsBody,
} from './api/client.ts';

// Typed failures.
export {
  AbortError,
  ApiError,
  LockedError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
  TokenError,
  ValidationError,
  type Problem,
  type ValidationIssue,
} from './contract/errors.ts';

// The service's resources, as types (their schemas are in ./contract).
export type {
  Config,
  ConfigContent,
  Connection,
  DefaultValue,
  FieldMetadata,
  FieldSettings,
  FieldSettingsInput,
  Group,
  Installation,
  Integration,
  JwtKeyRequest,
  JwtKeyResponse,
  Manifest,
  ManifestIntegration,
  ObjectMetadata,
  Operation,
  OperationStatus,
  ProviderInfo,
  ProviderLookup,
  ReadObjectConfig,
  UpdateInstallationRequest,
  ValueType,
  WriteMode,
  WriteObjectConfig,
  WriteOnCreate,
  WriteOnUpdate,
  WriteRequest,
  WriteResponse,
  WriteType,
} from './contract/schemas.ts';
export type {ManifestWriteObject} from './contract/manifest.ts';
