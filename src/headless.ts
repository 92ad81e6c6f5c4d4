// The config path a headless host needs, without Lit or the elements (`install-config-elements/headless`):
// createConfigClient (the calls <install-config> makes), ConfigDraft, saveDraft and the typed errors.
// For every endpoint, import createClient from `install-config-elements/client`.
export * from './contract/errors.ts';
export {
  createConfigClient,
  type ClientOptions,
  type ConfigClient,
  type FetchLike,
  type GetToken,
  type InstallationRef,
  type IntegrationRef,
  type ObjectMetadataRef,
  type RequestOptions,
  type TokenScope,
} from './api/client.ts';
export * from './config/index.ts';
export {saveDraft, type SaveOptions, type SaveResult} from './config/save.ts';
export type {
  FieldSettings,
  FieldSettingsInput,
  Installation,
  ProviderLookup,
  UpdateInstallationRequest,
} from './contract/schemas.ts';
