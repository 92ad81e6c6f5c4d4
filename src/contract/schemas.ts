// zod/mini schemas of every resource of the service and of its requests (README "Headless core").
// Responses are parsed leniently (unknown fields kept, enums as open strings) so a newer
// server does not break an older widget; requests are checked strictly before sending.
// Each rule is defined once here and used by the client, the draft, the elements and the emulator.
import * as z from 'zod/mini';
import {ValidationError, type ValidationIssue} from './errors.ts';
import {isAllowedMaskEntry} from './mask.ts';
import {fieldSettingsIssues, WRITE_ON_CREATE, WRITE_ON_UPDATE} from './field-rules.ts';
import {isRecord} from './object.ts';
import {lazySchema} from './lazy-schema.ts';

// ---------------------------------------------------------------- rule constants
export {WRITE_ON_CREATE, WRITE_ON_UPDATE};
export const WRITE_TYPES = ['create', 'update'] as const;
export const WRITE_MODES = ['synchronous', 'asynchronous'] as const;
export const OPERATION_STATUSES = ['success', 'failure', 'in_progress'] as const;
export const AUTH_TYPES = ['oauth2', 'apiKey', 'basic', 'jwt', 'custom', 'none'] as const;
export const VALUE_TYPES = [
  'string',
  'boolean',
  'singleSelect',
  'multiSelect',
  'date',
  'datetime',
  'int',
  'float',
  'reference',
  'other',
] as const;
export const LIMITS = {
  batchMin: 1,
  batchMax: 100,
  labelMin: 1,
  labelMax: 255,
  maxDelayMinutesMin: 1,
  maxDelayMinutesMax: 1440,
  deadlineHoursMin: 1,
  deadlineHoursMax: 48,
  deadlineHoursDefault: 1,
  tokenLifetimeMaxSeconds: 600,
} as const;

export type WriteOnCreate = (typeof WRITE_ON_CREATE)[number];
export type WriteOnUpdate = (typeof WRITE_ON_UPDATE)[number];
export type WriteType = (typeof WRITE_TYPES)[number];
export type WriteMode = (typeof WRITE_MODES)[number];
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
export type ValueType = (typeof VALUE_TYPES)[number];

// No global zod setting here (importing the package changes nothing): zod/mini's object parser is
// the one without the `new Function` code generator, so nothing probes eval and pages under a CSP
// without 'unsafe-eval' report no violation (the CSP page tests check this on the built bundle).

// ---------------------------------------------------------------- small helpers
const str = () => z.string();
const opt = <T extends z.core.SomeType>(s: T) => z.optional(s);
// Length rules of browser schemas as refinements: zod/mini's length check would be a kind of its own
// in the bundle; the issues are the same (toIssues gives 'must not be empty' the code `empty`).
const notEmpty = (v: {length: number}) => v.length > 0;
const nonEmpty = () => z.string().check(z.refine(notEmpty, 'must not be empty'));
const intIn = (min: number, max: number) =>
  z
    .int('must be an integer')
    .check(z.minimum(min, `must be at least ${min}`), z.maximum(max, `must be at most ${max}`));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);
const loose = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape);
const anyMap = () => z.record(z.string(), z.unknown());

// ---------------------------------------------------------------- field settings
/**
 * Default value: exactly one of stringValue, integerValue (a safe integer), booleanValue. Which one a
 * field takes is the field-rule table's (field-rules.ts).
 */
export const DefaultValueSchema = lazySchema(() =>
  z
    .strictObject({
      stringValue: opt(z.string('must be a string')),
      // z.int's rule as refinements of z.number (z.int is a schema kind the bundle needs nowhere else)
      integerValue: opt(
        z.number('must be an integer').check(
          z.refine(Number.isInteger, 'must be an integer'),
          z.refine((v) => !Number.isInteger(v) || Number.isSafeInteger(v), 'is too large'),
        ),
      ),
      booleanValue: opt(z.boolean('must be a boolean')),
    })
    .check(
      z.refine(
        (v) => [v.stringValue, v.integerValue, v.booleanValue].filter((x) => x !== undefined).length === 1,
        {
          message: 'must have exactly one of stringValue, integerValue, booleanValue',
          params: {code: 'exactly_one', values: 'stringValue, integerValue, booleanValue'},
        },
      ),
    ),
);
export type DefaultValue = z.infer<typeof DefaultValueSchema>;

/** An integer as JSON carries it: a number, or a bigint for one beyond 2^53 (api/http.ts reads those exactly). */
const isInteger = (v: unknown) => typeof v === 'bigint' || Number.isInteger(v);

/**
 * Field settings as a request carries them: the members the spec defines must have their types,
 * unknown members are kept (a newer service's settings go back as held). writeOn values are open
 * strings, and the default's "exactly one" and safe-integer rules are the field rules'
 * (fieldSettingsIssues): those apply to what a client changes, and a value the server already holds
 * is sent back untouched even when this library would refuse it as new (`default: {}`, 2^60).
 */
export const FieldSettingsSchema = lazySchema(() =>
  loose({
    default: opt(
      loose({
        stringValue: opt(z.string('must be a string')),
        integerValue: opt(z.custom<number>(isInteger, 'must be an integer')),
        booleanValue: opt(z.boolean('must be a boolean')),
      }),
    ),
    writeOnCreate: opt(nonEmpty()),
    writeOnUpdate: opt(nonEmpty()),
  }),
);
type HeldFieldSettings = z.infer<typeof FieldSettingsSchema>;
/**
 * One field's settings as the service holds them: a write-on value this library does not know (a
 * newer service's) is kept and typed as a string, the known ones offered first.
 */
export type FieldSettings = HeldFieldSettings & {
  writeOnCreate?: WriteOnCreate | (string & {});
  writeOnUpdate?: WriteOnUpdate | (string & {});
};
/** Field settings a setter takes: only the write-on values the service is known to accept. */
export type FieldSettingsInput = HeldFieldSettings & {
  writeOnCreate?: WriteOnCreate;
  writeOnUpdate?: WriteOnUpdate;
};

const isNonEmpty = (v: unknown) => v === undefined || (typeof v === 'string' && v !== '');

/**
 * The same answer as `passes(FieldSettingsSchema, v)` without running zod: the patch builder's hot
 * path (100,000 settings in a big config), where zod's per-call cost dominated. Its issues still
 * come from the schema (check()); test/unit/schemas.test.ts pins both to agree.
 */
export function fieldSettingsPass(v: unknown): boolean {
  if (!isRecord(v) || !isNonEmpty(v.writeOnCreate) || !isNonEmpty(v.writeOnUpdate)) return false;
  const d = v.default;
  if (d === undefined) return true;
  if (!isRecord(d)) return false;
  const {stringValue: s, integerValue: i, booleanValue: b} = d;
  return (
    (s === undefined || typeof s === 'string') &&
    (i === undefined || isInteger(i)) &&
    (b === undefined || typeof b === 'boolean')
  );
}

/** Field settings as a response carries them: open values, unknown members kept. */
export const FieldSettingsResponseSchema = lazySchema(() =>
  loose({
    default: opt(
      loose({
        stringValue: opt(str()),
        integerValue: opt(z.custom<number>((v) => typeof v === 'number' || typeof v === 'bigint')),
        booleanValue: opt(z.boolean()),
      }),
    ),
    writeOnCreate: opt(str()),
    writeOnUpdate: opt(str()),
  }),
);

/** A write object as a request carries it: unknown members (`deletionSettings`, ...) are kept. */
const writeObject = <T extends z.core.SomeType>(fieldSettings: T) =>
  loose({
    objectName: nonEmpty(),
    inheritMapping: opt(z.boolean('must be a boolean')),
    selectedFieldSettings: opt(z.record(nonEmpty(), fieldSettings)),
  });
export const WriteObjectConfigSchema = lazySchema(() => writeObject(FieldSettingsSchema));
export type WriteObjectConfig = z.infer<typeof WriteObjectConfigSchema>;

const WriteObjectConfigResponseSchema = lazySchema(() =>
  loose({
    objectName: opt(str()),
    inheritMapping: opt(z.boolean()),
    selectedFieldSettings: opt(z.record(z.string(), FieldSettingsResponseSchema)),
  }),
);

export const ReadObjectConfigSchema = lazySchema(() =>
  loose({
    objectName: opt(str()),
    destination: opt(str()),
    selectedFieldMappings: opt(z.record(z.string(), z.string())),
  }),
);
export type ReadObjectConfig = z.infer<typeof ReadObjectConfigSchema>;

// ---------------------------------------------------------------- installation
export const GroupSchema = lazySchema(() =>
  loose({
    groupRef: opt(str()),
    groupName: opt(str()),
    projectId: opt(str()),
    createTime: opt(str()),
    updateTime: opt(str()),
  }),
);
export type Group = z.infer<typeof GroupSchema>;

export const ConsumerSchema = lazySchema(() =>
  loose({
    consumerRef: opt(str()),
    consumerName: opt(str()),
    projectId: opt(str()),
    createTime: opt(str()),
    updateTime: opt(str()),
  }),
);

const TokenSchema = lazySchema(() => loose({token: opt(str()), issuedAt: opt(str()), expiresAt: opt(str())}));

export const ProviderAppSchema = lazySchema(() =>
  loose({
    id: opt(str()),
    projectId: opt(str()),
    provider: opt(str()),
    clientId: opt(str()),
    externalRef: opt(str()),
    scopes: opt(z.unknown()), // "nested in the sample": kept as sent
    createTime: opt(str()),
    updateTime: opt(str()),
  }),
);

export const ConnectionSchema = lazySchema(() =>
  loose({
    id: opt(str()),
    projectId: opt(str()),
    provider: opt(str()),
    group: opt(GroupSchema),
    consumer: opt(ConsumerSchema),
    createTime: opt(str()),
    updateTime: opt(str()),
    authScheme: opt(str()),
    status: opt(str()),
    providerApp: opt(ProviderAppSchema),
    providerWorkspaceRef: opt(str()),
    providerConsumerRef: opt(str()),
    oauth2AuthorizationCode: opt(
      loose({
        accessToken: opt(TokenSchema),
        refreshToken: opt(TokenSchema),
        scopes: opt(z.array(z.string())),
      }),
    ),
    apiKey: opt(str()),
    providerMetadata: opt(anyMap()),
  }),
);
export type Connection = z.infer<typeof ConnectionSchema>;

export const ConfigContentSchema = lazySchema(() =>
  loose({
    provider: opt(str()),
    read: opt(loose({objects: opt(z.record(z.string(), ReadObjectConfigSchema))})),
    write: opt(loose({objects: opt(z.record(z.string(), WriteObjectConfigResponseSchema))})),
    subscribe: opt(loose({objects: opt(anyMap())})),
    proxy: opt(loose({enabled: opt(z.boolean())})),
  }),
);
export type ConfigContent = z.infer<typeof ConfigContentSchema>;

export const ConfigSchema = lazySchema(() =>
  loose({
    id: opt(str()),
    revisionId: opt(str()),
    createTime: opt(str()),
    createdBy: opt(str()),
    content: ConfigContentSchema,
  }),
);
export type Config = z.infer<typeof ConfigSchema>;

export const InstallationSchema = lazySchema(() =>
  loose({
    id: str(),
    projectId: str(),
    integrationId: str(),
    healthStatus: opt(str()),
    connection: opt(ConnectionSchema),
    createTime: opt(str()),
    createdBy: opt(str()),
    config: ConfigSchema,
    group: opt(GroupSchema),
    lastOperationStatus: opt(str()),
    updateTime: opt(str()),
  }),
);
export type Installation = z.infer<typeof InstallationSchema>;

// ---------------------------------------------------------------- installation update
/**
 * The update request, with `fieldSettings` as the rule of one field's settings: the draft and the
 * client check them here; the emulator checks the envelope (`z.unknown()` in their place) first and
 * answers a field's settings separately, with the field rules' status.
 */
const updateRequest = <T extends z.core.SomeType>(fieldSettings: T) =>
  z.strictObject({
    updateMask: z
      .array(
        z
          .string('must be a string')
          .check(z.refine(isAllowedMaskEntry, 'is not an allowed update mask path')),
      )
      .check(z.refine(notEmpty, 'must name at least one field')),
    installation: z.strictObject({
      connectionId: opt(nonEmpty()),
      config: opt(
        z.strictObject({
          revisionId: opt(z.string()),
          createdBy: opt(z.string()),
          content: opt(
            z.strictObject({
              provider: opt(z.string()),
              read: opt(z.strictObject({objects: opt(z.record(nonEmpty(), ReadObjectConfigSchema))})),
              write: opt(z.strictObject({objects: opt(z.record(nonEmpty(), writeObject(fieldSettings)))})),
              subscribe: opt(z.strictObject({objects: opt(anyMap())})),
              proxy: opt(z.strictObject({enabled: z.boolean('must be a boolean')})),
            }),
          ),
        }),
      ),
    }),
  });
export const UpdateInstallationRequestSchema = lazySchema(() => updateRequest(FieldSettingsSchema));
/** The update request with each field's settings left unchecked (the emulator checks them on their own). */
export const UpdateEnvelopeSchema = lazySchema(() => updateRequest(z.unknown()));
export type UpdateInstallationRequest = z.infer<typeof UpdateInstallationRequestSchema>;

// ---------------------------------------------------------------- provider info
const HeaderOptSchema = lazySchema(() => loose({name: opt(str()), valuePrefix: opt(str())}));
const BatchKindSchema = lazySchema(() =>
  loose({
    supported: opt(z.boolean()),
    defaultRecordLimit: opt(z.number()),
    objectRecordLimits: opt(z.record(z.string(), z.number())),
  }),
);
const NameTemplateSchema = lazySchema(() => loose({name: opt(str()), valueTemplate: opt(str())}));

export const ProviderInfoSchema = lazySchema(() =>
  loose({
    name: str(),
    authType: str(),
    baseURL: opt(str()),
    defaultModule: opt(str()),
    support: loose({
      proxy: opt(z.boolean()),
      read: opt(z.boolean()),
      subscribe: opt(z.boolean()),
      write: opt(z.boolean()),
      // records of its objects can be deleted (a write of type delete, where the installation's
      // write object has deletionSettings.enabled)
      delete: opt(z.boolean()),
      bulkWrite: opt(
        loose({
          insert: opt(z.boolean()),
          update: opt(z.boolean()),
          upsert: opt(z.boolean()),
          delete: opt(z.boolean()),
        }),
      ),
      subscribeSupport: opt(
        loose({
          create: opt(z.boolean()),
          update: opt(z.boolean()),
          delete: opt(z.boolean()),
          passThrough: opt(z.boolean()),
        }),
      ),
      batchWrite: opt(
        loose({
          delete: opt(BatchKindSchema),
          create: opt(BatchKindSchema),
          update: opt(BatchKindSchema),
          upsert: opt(BatchKindSchema),
        }),
      ),
    }),
    providerOpts: opt(anyMap()),
    oauth2Opts: opt(
      loose({
        grantType: opt(str()),
        tokenURL: opt(str()),
        authURL: opt(str()),
        docsURL: opt(str()),
        explicitScopesRequired: opt(z.boolean()),
        explicitWorkspaceRequired: opt(z.boolean()),
        audience: opt(z.array(z.string())),
        scopeMappings: opt(z.record(z.string(), z.string())),
        authURLParams: opt(z.record(z.string(), z.string())),
        tokenMetadataFields: opt(
          loose({
            workspaceRefField: opt(str()),
            consumerRefField: opt(str()),
            scopesField: opt(str()),
            otherFields: opt(
              z.array(
                loose({name: opt(str()), displayName: opt(str()), path: opt(str()), capture: opt(str())}),
              ),
            ),
          }),
        ),
        accessTokenOpts: opt(
          loose({attachmentType: opt(str()), header: opt(HeaderOptSchema), docsURL: opt(str())}),
        ),
      }),
    ),
    apiKeyOpts: opt(
      loose({
        attachmentType: opt(str()),
        query: opt(loose({name: opt(str())})),
        header: opt(HeaderOptSchema),
        docsURL: opt(str()),
      }),
    ),
    basicOpts: opt(
      loose({
        apiKeyAsBasic: opt(z.boolean()),
        apiKeyAsBasicOpts: opt(loose({fieldUsed: opt(str()), keyFormat: opt(str())})),
        docsURL: opt(str()),
      }),
    ),
    customOpts: opt(
      loose({
        headers: opt(z.array(NameTemplateSchema)),
        queryParams: opt(z.array(NameTemplateSchema)),
        inputs: opt(
          z.array(
            loose({name: opt(str()), displayName: opt(str()), prompt: opt(str()), docsURL: opt(str())}),
          ),
        ),
      }),
    ),
    authHealthCheck: opt(
      loose({url: opt(str()), method: opt(str()), successStatusCodes: opt(z.array(z.number()))}),
    ),
    displayName: opt(str()),
    postAuthInfoNeeded: opt(z.boolean()),
    media: opt(
      loose({
        regular: opt(loose({iconURL: opt(str()), logoURL: opt(str())})),
        darkMode: opt(loose({iconURL: opt(str()), logoURL: opt(str())})),
      }),
    ),
    labels: opt(anyMap()),
    subscribeOpts: opt(
      loose({subscriptionScope: opt(str()), targetURLScope: opt(str()), registrationTiming: opt(str())}),
    ),
    modules: opt(anyMap()),
    metadata: opt(
      loose({
        input: opt(
          z.array(
            loose({
              name: opt(str()),
              displayName: opt(str()),
              prompt: opt(str()),
              defaultValue: opt(str()),
              docsURL: opt(str()),
              moduleDependencies: opt(z.unknown()),
            }),
          ),
        ),
        postAuthentication: opt(z.array(loose({name: opt(str()), moduleDependencies: opt(z.unknown())}))),
      }),
    ),
  }),
);
export type ProviderInfo = z.infer<typeof ProviderInfoSchema>;

/**
 * What the browser reads of a provider (its names, whether it writes, its logos): the config
 * client checks only these and keeps every other member unchecked, so a page does not ship the
 * rules of ~100 fields it never reads. The emulator and `createClient` use ProviderInfoSchema.
 */
const LogoSchema = lazySchema(() => opt(loose({iconURL: opt(str()), logoURL: opt(str())})));
export const ProviderLookupSchema = lazySchema(() =>
  loose({
    name: str(),
    displayName: opt(str()),
    support: opt(loose({write: opt(z.boolean())})),
    media: opt(loose({regular: LogoSchema, darkMode: LogoSchema})),
  }),
);
export type ProviderLookup = z.infer<typeof ProviderLookupSchema>;

/**
 * An installation as the config client reads it: what the draft reads (ids, the config, the
 * connection's id); other members (group, times, statuses, the rest of the connection) are kept
 * unchecked. InstallationSchema checks them all.
 */
export const InstallationLookupSchema = lazySchema(() =>
  loose({
    id: str(),
    projectId: str(),
    integrationId: str(),
    connection: opt(loose({id: opt(str())})),
    config: ConfigSchema,
  }),
);

// ---------------------------------------------------------------- JWT keys
export const JwtKeyRequestSchema = lazySchema(() =>
  z.strictObject({
    label: z
      .string('must be a string')
      .check(
        z.minLength(LIMITS.labelMin, `must be ${LIMITS.labelMin} to ${LIMITS.labelMax} characters`),
        z.maxLength(LIMITS.labelMax, `must be ${LIMITS.labelMin} to ${LIMITS.labelMax} characters`),
      ),
    algorithm: z.literal('RS256', 'must be RS256'),
    publicKeyPem: z
      .string('must be a string')
      .check(
        z.regex(
          /^\s*-----BEGIN (RSA )?PUBLIC KEY-----[A-Za-z0-9+/=\s]+-----END (RSA )?PUBLIC KEY-----\s*$/,
          'must be a PEM public key',
        ),
      ),
  }),
);
export type JwtKeyRequest = z.infer<typeof JwtKeyRequestSchema>;
export const JwtKeyResponseSchema = lazySchema(() => loose({kid: str()}));
export type JwtKeyResponse = z.infer<typeof JwtKeyResponseSchema>;

// ---------------------------------------------------------------- manifest and integration
export const ManifestWriteObjectSchema = lazySchema(() =>
  z.looseObject({
    objectName: nonEmpty(),
    inheritMapping: opt(z.boolean('must be a boolean')),
  }),
);
export const ManifestIntegrationSchema = lazySchema(() =>
  z.looseObject({
    name: nonEmpty(),
    displayName: opt(z.string('must be a string')),
    provider: nonEmpty(),
    read: opt(z.unknown()),
    // production allows an integration whose `write` has no objects (`{}`, `objects: null`)
    write: opt(
      z.looseObject({objects: opt(z.nullable(z.array(ManifestWriteObjectSchema, 'must be a list')))}),
    ),
    subscribe: opt(z.unknown()),
    proxy: opt(z.unknown()),
  }),
);
export type ManifestIntegration = z.infer<typeof ManifestIntegrationSchema>;
export const ManifestSchema = lazySchema(() =>
  z.looseObject({
    specVersion: nonEmpty(),
    integrations: z.array(ManifestIntegrationSchema, 'must be a list'),
  }),
);
export type Manifest = z.infer<typeof ManifestSchema>;

export const IntegrationSchema = lazySchema(() =>
  loose({
    id: str(),
    projectId: opt(str()),
    name: opt(str()),
    provider: opt(str()),
    createTime: opt(str()),
    updateTime: opt(str()),
    latestRevision: opt(
      loose({
        id: opt(str()),
        specVersion: opt(str()),
        createTime: opt(str()),
        content: ManifestIntegrationSchema,
      }),
    ),
  }),
);
export type Integration = z.infer<typeof IntegrationSchema>;
/** The list answers of createClient (listIntegrations, listInstallations): bare arrays, as production sends. */
export const IntegrationListSchema = lazySchema(() => z.array(IntegrationSchema));
export const InstallationListSchema = lazySchema(() => z.array(InstallationSchema));
/** A group's installations as the config client reads them (InstallationLookupSchema each). */
export const InstallationLookupListSchema = lazySchema(() => z.array(InstallationLookupSchema));

/**
 * An integration as the config client reads it: its id and the manifest of its latest revision
 * (checked as ManifestIntegrationSchema); other members are kept unchecked.
 */
export const IntegrationLookupSchema = lazySchema(() =>
  loose({id: str(), latestRevision: opt(loose({content: ManifestIntegrationSchema}))}),
);

// ---------------------------------------------------------------- object metadata
export const FieldMetadataSchema = lazySchema(() =>
  loose({
    fieldName: str(),
    displayName: opt(str()),
    valueType: opt(str()), // open: unknown types are shown as "other"
    providerType: opt(str()),
    readOnly: opt(z.boolean()),
    isCustom: opt(z.boolean()),
    isRequired: opt(z.boolean()),
    values: opt(z.array(loose({value: z.unknown(), displayValue: opt(str())}))),
  }),
);
export type FieldMetadata = z.infer<typeof FieldMetadataSchema>;
export const ObjectMetadataSchema = lazySchema(() =>
  loose({
    name: str(),
    displayName: opt(str()),
    fields: z.record(z.string(), FieldMetadataSchema),
  }),
);
export type ObjectMetadata = z.infer<typeof ObjectMetadataSchema>;

// ---------------------------------------------------------------- operations
export const OperationSchema = lazySchema(() =>
  loose({
    id: str(),
    projectId: opt(str()),
    integrationId: opt(str()),
    installationId: opt(str()),
    configId: opt(str()),
    actionType: opt(str()),
    status: str(),
    result: opt(str()),
    createTime: opt(str()),
    updateTime: opt(str()),
    resource: opt(str()),
  }),
);
export type Operation = z.infer<typeof OperationSchema>;

// ---------------------------------------------------------------- writes
const RecordSchema = lazySchema(() => z.record(z.string(), z.unknown(), 'must be an object'));
const hasId = (r: Record<string, unknown>) => r.id !== undefined && r.id !== null && r.id !== '';
export const AssociationSchema = lazySchema(() =>
  z.strictObject({
    to: z.strictObject({id: nonEmpty()}),
    types: z.array(
      z.strictObject({associationCategory: nonEmpty(), associationTypeId: z.int('must be an integer')}),
      'must be a list',
    ),
  }),
);
export const WriteRequestSchema = lazySchema(() =>
  z
    .strictObject({
      groupRef: nonEmpty(),
      type: oneOf(WRITE_TYPES),
      mode: opt(oneOf(WRITE_MODES)),
      record: opt(RecordSchema),
      batch: opt(
        z
          .array(
            z.strictObject({record: RecordSchema, associations: opt(z.array(AssociationSchema))}),
            'must be a list',
          )
          .check(
            z.minLength(LIMITS.batchMin, `must hold ${LIMITS.batchMin} to ${LIMITS.batchMax} items`),
            z.maxLength(LIMITS.batchMax, `must hold ${LIMITS.batchMin} to ${LIMITS.batchMax} items`),
          ),
      ),
      associations: opt(z.array(AssociationSchema, 'must be a list')),
      headers: opt(
        z.array(z.strictObject({key: nonEmpty(), value: z.string('must be a string')}), 'must be a list'),
      ),
      autoBatchPolicy: opt(
        z.strictObject({
          maxDelayMinutes: intIn(LIMITS.maxDelayMinutesMin, LIMITS.maxDelayMinutesMax),
          retryDeadlineHours: opt(intIn(LIMITS.deadlineHoursMin, LIMITS.deadlineHoursMax)),
        }),
      ),
      retryPolicy: opt(
        z.strictObject({deadlineHours: intIn(LIMITS.deadlineHoursMin, LIMITS.deadlineHoursMax)}),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: PropertyKey[], message: string) =>
          ctx.issues.push({code: 'custom', path, message, input: v});
        if ((v.record === undefined) === (v.batch === undefined))
          issue(['record'], 'exactly one of record or batch is required');
        const async = v.mode === 'asynchronous';
        if (v.autoBatchPolicy && !async) issue(['autoBatchPolicy'], 'only allowed with mode asynchronous');
        if (v.autoBatchPolicy && v.batch)
          issue(['autoBatchPolicy'], 'only allowed with a single record, not a batch');
        if (v.retryPolicy && !async) issue(['retryPolicy'], 'only allowed with mode asynchronous');
        if (v.type !== 'create') {
          if (v.associations) issue(['associations'], 'only allowed with type create');
          v.batch?.forEach(
            (item, i) =>
              item.associations && issue(['batch', i, 'associations'], 'only allowed with type create'),
          );
        }
        if (v.type === 'update') {
          if (v.record && !hasId(v.record)) issue(['record', 'id'], 'required for type update');
          v.batch?.forEach(
            (item, i) =>
              !hasId(item.record) && issue(['batch', i, 'record', 'id'], 'required for type update'),
          );
        }
      }),
    ),
);
export type WriteRequest = z.infer<typeof WriteRequestSchema>;

export const AsyncWriteResponseSchema = lazySchema(() => loose({operationId: str()}));
export const SyncWriteResponseSchema = lazySchema(() =>
  loose({
    operationId: opt(str()),
    result: opt(loose({success: opt(z.boolean()), recordId: opt(z.unknown()), data: opt(z.unknown())})),
    results: opt(z.array(z.unknown())),
    successCount: opt(z.number()),
    failureCount: opt(z.number()),
  }),
);
export type WriteResponse = z.infer<typeof SyncWriteResponseSchema>;

// ---------------------------------------------------------------- problem+json
// In its own module: only a failed answer is read with it (api/failed-answer.ts).
export type {Problem} from './problem-schema.ts';

// ---------------------------------------------------------------- parsing helpers
/** `['integrations', 0, 'write']` -> `integrations[0].write` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

function joinPath(prefix: string, path: string): string {
  if (!prefix) return path;
  if (!path) return prefix;
  return path.startsWith('[') ? prefix + path : `${prefix}.${path}`;
}

/** Codes of the plain rules, by their message (the text the schemas above give). */
const TYPE_CODES: Record<string, string> = {
  'must be a string': 'string',
  'must be an integer': 'integer',
  'must be a number': 'number',
  'must be a boolean': 'boolean',
  'must not be empty': 'empty',
  'is too large': 'too_large',
};

/** zod issues -> our `{path, message, code?, params?}` list, with short, rule-naming messages. */
export function toIssues(error: z.core.$ZodError, prefix = ''): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({
          path: joinPath(prefix, formatPath([...issue.path, key])),
          message: 'unknown field',
          code: 'unknown_field',
        });
      }
      continue;
    }
    const path = joinPath(prefix, formatPath(issue.path));
    let message = issue.message;
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      out.push({path, message: 'required', code: 'required'});
      continue;
    }
    if (issue.code === 'invalid_type' && message.startsWith('Invalid input'))
      message = `must be ${article(issue.expected)}`;
    const found: ValidationIssue = {path, message};
    if (issue.code === 'invalid_value' && message.startsWith('must be one of ')) {
      found.code = 'one_of';
      found.params = {values: issue.values.map(String).join(', ')};
    } else if (issue.code === 'custom' && typeof issue.params?.code === 'string') {
      found.code = issue.params.code;
      found.params = {values: String(issue.params.values ?? '')};
    } else if (Object.hasOwn(TYPE_CODES, message)) found.code = TYPE_CODES[message];
    out.push(found);
  }
  return out;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Strict parse for requests and user input: returns the value or throws a ValidationError. */
export function parseOrThrow<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  prefix = '',
  context?: string,
): z.infer<T> {
  const r = z.safeParse(schema, value, {reportInput: true});
  if (r.success) return r.data as z.infer<T>;
  throw new ValidationError(toIssues(r.error, prefix), context);
}

/** Non-throwing variant: the issues, empty when valid. */
export function check<T extends z.core.$ZodType>(schema: T, value: unknown, prefix = ''): ValidationIssue[] {
  const r = z.safeParse(schema, value, {reportInput: true});
  return r.success ? [] : toIssues(r.error, prefix);
}

/**
 * Whether `value` passes, without building issues: for hot loops, where it is about 3x cheaper per
 * call than check() (no per-call context); check() then names what broke.
 */
export function passes(schema: z.core.$ZodType, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

/**
 * Validate one field's settings: the request shape, then the field-rule table for `field` (its
 * metadata, when known). `held`: what the server holds for the field (its writeOn values are kept).
 * Throws a ValidationError whose issues carry the rule's `code`.
 */
export function validateFieldSettings(
  settings: unknown,
  prefix = '',
  field?: FieldMetadata,
  held?: Readonly<FieldSettings>,
): FieldSettings {
  const value = parseOrThrow(FieldSettingsSchema, settings, prefix, 'Invalid field settings');
  const issues = fieldSettingsIssues(field, value, held);
  if (issues.length) {
    throw new ValidationError(
      issues.map((i) => ({...i, path: joinPath(prefix, i.path)})),
      'Invalid field settings',
    );
  }
  return value;
}
