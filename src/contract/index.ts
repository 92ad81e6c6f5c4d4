// `install-config-elements/contract`: the service's contract as code, one definition of each rule,
// for hosts that check or build requests themselves: the zod/mini schemas of every resource and
// request, the check helpers, the field-rule table, the update-mask vocabulary and manifest
// parsing. The package root exports the resources' types; test/unit/exports.test.ts lists every
// name here, so an addition is reviewed.

// Schemas, their vocabularies and limits.
export {
  AssociationSchema,
  AsyncWriteResponseSchema,
  AUTH_TYPES,
  ConfigContentSchema,
  ConfigSchema,
  ConnectionSchema,
  ConsumerSchema,
  DefaultValueSchema,
  FieldMetadataSchema,
  FieldSettingsResponseSchema,
  FieldSettingsSchema,
  GroupSchema,
  InstallationListSchema,
  InstallationLookupSchema,
  InstallationSchema,
  IntegrationListSchema,
  IntegrationLookupSchema,
  IntegrationSchema,
  JwtKeyRequestSchema,
  JwtKeyResponseSchema,
  LIMITS,
  ManifestIntegrationSchema,
  ManifestSchema,
  ManifestWriteObjectSchema,
  ObjectMetadataSchema,
  OPERATION_STATUSES,
  OperationSchema,
  ProviderAppSchema,
  ProviderInfoSchema,
  ProviderLookupSchema,
  ReadObjectConfigSchema,
  SyncWriteResponseSchema,
  UpdateInstallationRequestSchema,
  VALUE_TYPES,
  WRITE_MODES,
  WRITE_TYPES,
  WriteObjectConfigSchema,
  WriteRequestSchema,
  type Config,
  type ConfigContent,
  type Connection,
  type DefaultValue,
  type FieldMetadata,
  type FieldSettings,
  type FieldSettingsInput,
  type Group,
  type Installation,
  type Integration,
  type JwtKeyRequest,
  type JwtKeyResponse,
  type Manifest,
  type ManifestIntegration,
  type ObjectMetadata,
  type Operation,
  type OperationStatus,
  type ProviderInfo,
  type ProviderLookup,
  type ReadObjectConfig,
  type UpdateInstallationRequest,
  type ValueType,
  type WriteMode,
  type WriteObjectConfig,
  type WriteOnCreate,
  type WriteOnUpdate,
  type WriteRequest,
  type WriteResponse,
  type WriteType,
} from './schemas.ts';

// Checking values with them (strictly: requests; leniently: responses).
export {
  check,
  fieldSettingsPass,
  formatPath,
  parseOrThrow,
  passes,
  toIssues,
  validateFieldSettings,
} from './schemas.ts';
export {masksConfig, pickMasked, updateRequestIssues} from './update-request.ts';

// Which settings a field takes (contract/field-rules.ts), and a refused save's issues by row.
export {
  compactSettings,
  defaultIssues,
  defaultOfOption,
  defaultText,
  fieldSettingsIssues,
  isCalendarDate,
  isDecimalIntegerText,
  isDecimalNumeral,
  isRfc3339DateTime,
  sameSettings,
  WRITE_ON_CREATE,
  WRITE_ON_UPDATE,
  type FieldRowIssue,
  type FieldRuleCode,
  type FieldRuleIssue,
} from './field-rules.ts';
export {parseDefaultText} from './default-text.ts';
export {fieldIssuesOfProblem} from './problem-rows.ts';
export {ProblemSchema} from './problem-schema.ts';

// The update-mask vocabulary.
export {
  fieldSettingsPath,
  isAllowedMaskEntry,
  MASK,
  maskedValue,
  objectMaskPath,
  parseObjectMaskPath,
  type ObjectSection,
} from './mask.ts';

// Manifests (amp.yaml-style YAML or JSON); the YAML parser loads only for YAML text.
export {findIntegration, listWriteObjects, type ManifestWriteObject} from './manifest.ts';
export {subscribeEntries, type ManifestSubscribeObject} from './subscribe-entries.ts';
export {parseManifest} from './parse-manifest.ts';

// The errors the checks throw, and the problem+json body.
export {ValidationError, type Problem, type ValidationIssue} from './errors.ts';
