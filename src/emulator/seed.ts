// The default seed: project `demo`, four fake providers with full provider info and object
// metadata, one integration + installation per provider for group-1, one more for group-2, and
// group-3 with a connection to acme-crm but no installation (a first run starts there).
// A seed is plain JSON (the CLI's --seed FILE takes the same shape).
import type {
  ConfigContent,
  FieldMetadata,
  Installation,
  ManifestIntegration,
  ObjectMetadata,
  ProviderInfo,
} from '../contract/schemas.ts';

export interface SeedProject {
  id: string;
  name: string;
  createTime: string;
}

export interface SeedIntegration {
  id: string;
  projectId: string;
  name: string;
  provider: string;
  createTime: string;
  updateTime: string;
  latestRevision: {id: string; specVersion: string; createTime: string; content: ManifestIntegration};
}

export interface SeedProvider {
  info: ProviderInfo;
  /** The objects that exist in the customers' instances of this provider, by name. */
  objects: Record<string, ObjectMetadata>;
}

export interface SeedRecord {
  id: string;
  groupRef: string;
  installationId?: string;
  data: Record<string, unknown>;
}

export interface Seed {
  projects: SeedProject[];
  providers: Record<string, SeedProvider>;
  integrations: SeedIntegration[];
  installations: Installation[];
  /** Connections no installation uses yet (a group that connected but has not installed). */
  connections?: NonNullable<Installation['connection']>[];
  /** Records already stored by the fake providers: provider -> objectName -> records (each with `id`). */
  records?: Record<string, Record<string, SeedRecord[]>>;
}

const T0 = '2026-01-05T09:00:00.000Z';
const T1 = '2026-02-10T14:30:00.000Z';

function field(
  fieldName: string,
  valueType: FieldMetadata['valueType'],
  extra: Partial<FieldMetadata> = {},
): FieldMetadata {
  const displayName = fieldName
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return {
    fieldName,
    displayName,
    valueType,
    providerType: providerTypeOf(valueType),
    readOnly: false,
    isCustom: false,
    isRequired: false,
    ...extra,
  };
}

function providerTypeOf(valueType: string | undefined): string {
  switch (valueType) {
    case 'int':
      return 'integer';
    case 'float':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'singleSelect':
      return 'enumeration';
    case 'multiSelect':
      return 'enumeration[]';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'reference':
      return 'lookup';
    case 'other':
      return 'json';
    default:
      return 'text';
  }
}

const opts = (...values: string[]) => values.map((v) => ({value: v, displayValue: v.replace(/_/g, ' ')}));

function objectOf(name: string, displayName: string, fields: FieldMetadata[]): ObjectMetadata {
  return {name, displayName, fields: Object.fromEntries(fields.map((f) => [f.fieldName, f]))};
}

function contactObject(): ObjectMetadata {
  return objectOf('contact', 'Contact', [
    field('id', 'string', {displayName: 'Record ID', readOnly: true}),
    field('email', 'string', {displayName: 'Email', isRequired: true}),
    field('first_name', 'string'),
    field('last_name', 'string'),
    field('phone', 'string'),
    field('age', 'int'),
    field('score', 'float', {displayName: 'Lead score'}),
    field('is_customer', 'boolean'),
    field('lifecycle_stage', 'singleSelect', {values: opts('subscriber', 'lead', 'opportunity', 'customer')}),
    field('interests', 'multiSelect', {values: opts('product', 'pricing', 'support', 'events')}),
    field('birthday', 'date'),
    field('last_contacted', 'datetime'),
    field('company_id', 'reference', {displayName: 'Company'}),
    field('raw_payload', 'other', {providerType: 'json'}),
    field('nickname', 'string', {displayName: '<img src=x onerror=alert(1)> Nickname', isCustom: true}),
    field('created_at', 'datetime', {readOnly: true}),
  ]);
}

function companyObject(): ObjectMetadata {
  return objectOf('company', 'Company', [
    field('id', 'string', {displayName: 'Record ID', readOnly: true}),
    field('name', 'string', {isRequired: true}),
    field('domain', 'string'),
    field('employees', 'int'),
    field('annual_revenue', 'float'),
    field('industry', 'singleSelect', {values: opts('software', 'retail', 'finance', 'health')}),
    field('is_public', 'boolean'),
    field('founded', 'date'),
    field('tags', 'multiSelect', {values: opts('partner', 'vip', 'churn_risk')}),
  ]);
}

function dealObject(): ObjectMetadata {
  return objectOf('deal', 'Deal', [
    field('id', 'string', {displayName: 'Record ID', readOnly: true}),
    field('title', 'string', {isRequired: true}),
    field('amount', 'float'),
    field('probability', 'int'),
    field('stage', 'singleSelect', {values: opts('new', 'qualified', 'won', 'lost')}),
    field('close_date', 'date'),
    field('company_id', 'reference', {displayName: 'Company'}),
    field('closed_at', 'datetime'),
    field('is_renewal', 'boolean'),
  ]);
}

const WIDE_TYPES = [
  'string',
  'int',
  'float',
  'boolean',
  'singleSelect',
  'multiSelect',
  'date',
  'datetime',
  'reference',
  'other',
] as const;

/** 5,000 fields, every valueType in turn, for the large-object cases. */
function wideObject(): ObjectMetadata {
  const fields: FieldMetadata[] = [];
  for (let i = 0; i < 5000; i++) {
    const valueType = WIDE_TYPES[i % WIDE_TYPES.length];
    const name = `field_${String(i).padStart(4, '0')}`;
    const extra: Partial<FieldMetadata> = {displayName: `Field ${i} (${valueType})`, isCustom: i % 7 === 0};
    if (valueType === 'singleSelect' || valueType === 'multiSelect')
      extra.values = opts('alpha', 'beta', 'gamma');
    if (i % 97 === 0) extra.readOnly = true;
    fields.push(field(name, valueType, extra));
  }
  return objectOf('wide_object', 'Wide object (5,000 fields)', fields);
}

function media(provider: string) {
  const base = `/_emulator/media/${provider}`;
  return {
    regular: {iconURL: `${base}/icon.svg`, logoURL: `${base}/logo.svg`},
    darkMode: {iconURL: `${base}/icon-dark.svg`, logoURL: `${base}/logo-dark.svg`},
  };
}

const batchKind = (
  supported: boolean,
  defaultRecordLimit: number,
  objectRecordLimits: Record<string, number> = {},
) => ({
  supported,
  defaultRecordLimit,
  objectRecordLimits,
});

const noBatches = () => ({
  create: batchKind(false, 0),
  update: batchKind(false, 0),
  upsert: batchKind(false, 0),
  delete: batchKind(false, 0),
});

function oauth2Opts(name: string) {
  return {
    grantType: 'authorizationCode',
    tokenURL: `https://auth.${name}.example.com/oauth/token`,
    authURL: `https://auth.${name}.example.com/oauth/authorize`,
    docsURL: `https://developers.${name}.example.com/docs/oauth`,
    explicitScopesRequired: true,
    explicitWorkspaceRequired: false,
    audience: [`https://api.${name}.example.com`],
    scopeMappings: {'crm.objects.read': 'crm.objects.{{.objectName}}.read'},
    authURLParams: {access_type: 'offline', prompt: 'consent'},
    tokenMetadataFields: {
      workspaceRefField: 'portal_id',
      consumerRefField: 'user_id',
      scopesField: 'scope',
      otherFields: [
        {
          name: 'region',
          displayName: 'Region',
          path: 'instance_url',
          capture: '^https://(?<result>[a-z0-9]+)\\.',
        },
      ],
    },
    accessTokenOpts: {
      // the catalog's one value: the token goes into the header below
      attachmentType: 'accessTokenHeaderAttachment',
      header: {name: 'Authorization', valuePrefix: 'Bearer '},
      docsURL: `https://developers.${name}.example.com/docs/auth`,
    },
  };
}

type Support = ProviderInfo['support'];

/** A provider module in the published shape (Module Info): it supports what its provider does. */
const moduleOf = (displayName: string, baseURL: string, support: Support) => ({
  displayName,
  baseURL,
  support,
});

/** The support flags every seed provider shares: search by equality where it reads; no record deletes unless said. */
const supportOf = (s: Omit<Support, 'search'>): Support => ({
  delete: false,
  ...s,
  search: {operators: {equals: s.read === true}},
});

function providers(): Record<string, SeedProvider> {
  const common = {
    defaultModule: 'crm',
    labels: {category: 'CRM'},
    subscribeOpts: {
      subscriptionScope: 'integration',
      targetURLScope: 'installation',
      registrationTiming: 'installation',
    },
  };
  const acmeSupport = supportOf({
    proxy: true,
    read: true,
    subscribe: true,
    write: true,
    // records can be deleted (the write object's "Allow deleting records" switch shows)
    delete: true,
    bulkWrite: {insert: true, update: true, upsert: true, delete: false},
    subscribeSupport: {create: true, update: true, delete: true, passThrough: false},
    batchWrite: {
      create: batchKind(true, 100, {deal: 50}),
      update: batchKind(true, 100, {deal: 50}),
      upsert: batchKind(true, 100),
      delete: batchKind(false, 0),
    },
  });
  const betaSupport = supportOf({
    proxy: true,
    read: true,
    subscribe: false,
    write: true,
    bulkWrite: {insert: true, update: true, upsert: false, delete: false},
    subscribeSupport: {create: false, update: false, delete: false, passThrough: false},
    batchWrite: {
      create: batchKind(true, 100, {company: 25}),
      update: batchKind(true, 100, {company: 25}),
      upsert: batchKind(false, 0),
      delete: batchKind(false, 0),
    },
  });
  const gammaSupport = supportOf({
    proxy: true,
    read: true,
    subscribe: false,
    write: true,
    bulkWrite: {insert: false, update: false, upsert: false, delete: false},
    subscribeSupport: {create: false, update: false, delete: false, passThrough: false},
    batchWrite: noBatches(),
  });
  return {
    'acme-crm': {
      info: {
        ...common,
        name: 'acme-crm',
        displayName: 'Acme CRM',
        authType: 'oauth2',
        baseURL: 'https://api.acme-crm.example.com',
        support: acmeSupport,
        modules: {crm: moduleOf('CRM', 'https://api.acme-crm.example.com/v3', acmeSupport)},
        providerOpts: {region: 'us', associations: true},
        oauth2Opts: oauth2Opts('acme-crm'),
        authHealthCheck: {
          url: 'https://api.acme-crm.example.com/v3/me',
          method: 'GET',
          successStatusCodes: [200],
        },
        postAuthInfoNeeded: false,
        media: media('acme-crm'),
        metadata: {
          input: [
            {
              name: 'region',
              displayName: 'Data region',
              prompt: 'Where your Acme account lives',
              defaultValue: 'us',
              docsURL: 'https://developers.acme-crm.example.com/regions',
              moduleDependencies: {crm: {}},
            },
          ],
          postAuthentication: [{name: 'portal_id', moduleDependencies: {crm: {}}}],
        },
      },
      objects: {
        contact: contactObject(),
        company: companyObject(),
        deal: dealObject(),
        wide_object: wideObject(),
      },
    },
    'beta-crm': {
      info: {
        ...common,
        name: 'beta-crm',
        displayName: 'Beta CRM',
        authType: 'oauth2',
        baseURL: 'https://api.beta-crm.example.com',
        support: betaSupport,
        modules: {crm: moduleOf('CRM', 'https://api.beta-crm.example.com', betaSupport)},
        providerOpts: {forwardedHeaders: true},
        oauth2Opts: oauth2Opts('beta-crm'),
        authHealthCheck: {
          url: 'https://api.beta-crm.example.com/whoami',
          method: 'GET',
          successStatusCodes: [200, 204],
        },
        postAuthInfoNeeded: true,
        media: media('beta-crm'),
        metadata: {input: [], postAuthentication: [{name: 'instance_url', moduleDependencies: {crm: {}}}]},
      },
      objects: {contact: contactObject(), company: companyObject()},
    },
    'gamma-api': {
      info: {
        name: 'gamma-api',
        displayName: 'Gamma API',
        authType: 'apiKey',
        baseURL: 'https://api.gamma.example.com/v2',
        defaultModule: 'root',
        modules: {root: moduleOf('Gamma', 'https://api.gamma.example.com/v2', gammaSupport)},
        support: gammaSupport,
        providerOpts: {},
        apiKeyOpts: {
          attachmentType: 'header',
          header: {name: 'X-Gamma-Key', valuePrefix: ''},
          query: {name: 'api_key'},
          docsURL: 'https://docs.gamma.example.com/keys',
        },
        basicOpts: {
          apiKeyAsBasic: false,
          apiKeyAsBasicOpts: {fieldUsed: 'username', keyFormat: '%s'},
          docsURL: 'https://docs.gamma.example.com/basic',
        },
        customOpts: {
          headers: [{name: 'X-Gamma-Workspace', valueTemplate: '{{.workspace}}'}],
          queryParams: [{name: 'workspace', valueTemplate: '{{.workspace}}'}],
          inputs: [
            {
              name: 'workspace',
              displayName: 'Workspace',
              prompt: 'Your Gamma workspace slug',
              docsURL: 'https://docs.gamma.example.com/workspaces',
            },
          ],
        },
        authHealthCheck: {
          url: 'https://api.gamma.example.com/v2/ping',
          method: 'GET',
          successStatusCodes: [200],
        },
        postAuthInfoNeeded: false,
        labels: {category: 'Ticketing'},
        metadata: {
          input: [
            {
              name: 'workspace',
              displayName: 'Workspace',
              prompt: 'Your Gamma workspace slug',
              defaultValue: '',
              docsURL: 'https://docs.gamma.example.com/workspaces',
              moduleDependencies: {},
            },
          ],
          postAuthentication: [],
        },
      },
      objects: {
        ticket: objectOf('ticket', 'Ticket', [
          field('id', 'string', {displayName: 'Ticket ID', readOnly: true}),
          field('subject', 'string', {isRequired: true}),
          field('priority', 'singleSelect', {values: opts('low', 'normal', 'high', 'urgent')}),
          field('estimate_hours', 'int'),
          field('is_billable', 'boolean'),
          field('due_date', 'date'),
        ]),
      },
    },
    'delta-readonly': {
      info: {
        name: 'delta-readonly',
        displayName: 'Delta (read only)',
        authType: 'oauth2',
        baseURL: 'https://api.delta.example.com',
        defaultModule: 'root',
        support: supportOf({
          proxy: false,
          read: true,
          subscribe: false,
          write: false,
          bulkWrite: {insert: false, update: false, upsert: false, delete: false},
          subscribeSupport: {create: false, update: false, delete: false, passThrough: false},
          batchWrite: noBatches(),
        }),
        providerOpts: {},
        oauth2Opts: oauth2Opts('delta'),
        media: media('delta-readonly'),
      },
      objects: {
        account: objectOf('account', 'Account', [
          field('id', 'string', {readOnly: true}),
          field('name', 'string'),
          field('balance', 'float'),
        ]),
      },
    },
    'omega-erp': {
      info: {
        name: 'omega-erp',
        displayName: 'Omega ERP',
        authType: 'oauth2',
        baseURL: 'https://api.omega-erp.example.com',
        defaultModule: 'root',
        support: gammaSupport,
        providerOpts: {},
        oauth2Opts: oauth2Opts('omega'),
        media: media('omega-erp'),
      },
      objects: Object.fromEntries(OMEGA_OBJECTS.map(([name, label]) => [name, omegaObject(name, label)])),
    },
  };
}

/** Omega ERP writes many objects: the write picker's long list (search, Select all / none). */
const OMEGA_OBJECTS: [string, string][] = [
  ['account', 'Account'],
  ['asset', 'Asset'],
  ['bill', 'Bill'],
  ['budget', 'Budget'],
  ['contract', 'Contract'],
  ['credit_note', 'Credit note'],
  ['customer', 'Customer'],
  ['department', 'Department'],
  ['employee', 'Employee'],
  ['expense', 'Expense'],
  ['invoice', 'Invoice'],
  ['item', 'Item'],
  ['journal_entry', 'Journal entry'],
  ['location', 'Location'],
  ['payment', 'Payment'],
  ['project', 'Project'],
  ['purchase_order', 'Purchase order'],
  ['sales_order', 'Sales order'],
  ['subsidiary', 'Subsidiary'],
  ['tax_rate', 'Tax rate'],
  ['time_entry', 'Time entry'],
  ['vendor', 'Vendor'],
];

function omegaObject(name: string, label: string): ObjectMetadata {
  return objectOf(name, label, [
    field('id', 'string', {displayName: `${label} ID`, readOnly: true}),
    field('name', 'string', {isRequired: true}),
    field('reference', 'string'),
    field('amount', 'float'),
    field('status', 'singleSelect', {values: opts('draft', 'open', 'closed')}),
  ]);
}

function integration(
  provider: string,
  displayName: string,
  write: string[],
  extra: Partial<ManifestIntegration> = {},
): SeedIntegration {
  const name = `${provider}-sync`;
  return {
    id: name,
    projectId: 'demo',
    name,
    provider,
    createTime: T0,
    updateTime: T0,
    latestRevision: {
      id: `rev-${name}-1`,
      specVersion: '1.0.0',
      createTime: T0,
      content: {
        name,
        displayName,
        provider,
        write: {
          objects: write.map((objectName) => ({
            objectName,
            ...(objectName === 'contact' ? {inheritMapping: true} : {}),
          })),
        },
        proxy: {enabled: true},
        ...extra,
      },
    },
  };
}

const GROUP_NAMES: Record<string, string> = {
  'group-1': 'Northwind Ltd',
  'group-2': 'Contoso GmbH',
  'group-3': 'Fabrikam Inc',
  // no installation and no connection: a first run that asks the host to connect first
  'group-4': 'Tailspin Toys',
};

function groupOf(groupRef: string) {
  return {
    groupRef,
    groupName: GROUP_NAMES[groupRef] ?? groupRef,
    projectId: 'demo',
    createTime: T0,
    updateTime: T0,
  };
}

/** A working connection of a group's consumer to a provider (OAuth, or an API key). */
export function connection(
  id: string,
  provider: string,
  groupRef: string,
  consumerRef: string,
  apiKey = false,
): NonNullable<Installation['connection']> {
  const connection: Installation['connection'] = {
    id,
    projectId: 'demo',
    provider,
    group: groupOf(groupRef),
    consumer: {
      consumerRef,
      consumerName: `Consumer ${consumerRef}`,
      projectId: 'demo',
      createTime: T0,
      updateTime: T0,
    },
    createTime: T0,
    updateTime: T0,
    authScheme: apiKey ? 'apiKey' : 'oauth2/authorizationCode',
    status: 'working',
    providerApp: {
      id: `app-${provider}`,
      projectId: 'demo',
      provider,
      clientId: `client-${provider}`,
      externalRef: `ext-${provider}`,
      scopes: ['crm.objects.read', 'crm.objects.write'],
      createTime: T0,
      updateTime: T0,
    },
    providerWorkspaceRef: `ws-${groupRef}`,
    providerConsumerRef: `pc-${consumerRef}`,
    // production's shape: each value with where it came from
    providerMetadata: {region: {value: 'us', source: 'input', displayName: 'Data region'}},
  };
  const secret = id.replace(/^conn-/, '');
  if (apiKey) connection.apiKey = `gamma-secret-${secret}`;
  else
    connection.oauth2AuthorizationCode = {
      accessToken: {token: `access-secret-${secret}`, issuedAt: T1, expiresAt: '2026-12-31T00:00:00.000Z'},
      refreshToken: {token: `refresh-secret-${secret}`, issuedAt: T1, expiresAt: '2027-12-31T00:00:00.000Z'},
      scopes: ['crm.objects.read', 'crm.objects.write'],
    };
  return connection;
}

function installation(
  id: string,
  provider: string,
  groupRef: string,
  consumerRef: string,
  content: {
    read?: Record<string, unknown>;
    write?: Record<string, unknown>;
    subscribe?: Record<string, unknown>;
  },
  apiKey = false,
): Installation {
  const group = groupOf(groupRef);
  const conn = connection(`conn-${id}`, provider, groupRef, consumerRef, apiKey);
  return {
    id,
    projectId: 'demo',
    integrationId: `${provider}-sync`,
    healthStatus: 'healthy',
    connection: conn,
    createTime: T0,
    createdBy: `consumer:${consumerRef}`,
    group,
    config: {
      id: `cfg-${id}`,
      revisionId: `rev-${id}-1`,
      createTime: T1,
      createdBy: 'builder:demo-builder',
      content: {
        provider,
        read: {objects: (content.read ?? {}) as NonNullable<NonNullable<ConfigContent['read']>['objects']>},
        write: {
          objects: (content.write ?? {}) as NonNullable<NonNullable<ConfigContent['write']>['objects']>,
        },
        subscribe: {objects: content.subscribe ?? {}},
        proxy: {enabled: true},
      },
    },
    updateTime: T1,
  };
}

/**
 * The read part of acme's manifest (published manifest format): contact's targets (one required,
 * one with a default) and any of its fields to read, and company's targets and three fields to
 * read, which the seeded installations do not read yet.
 */
const acmeRead = {
  objects: [
    {
      objectName: 'contact',
      destination: 'contactsWebhook',
      schedule: '*/10 * * * *',
      requiredFields: [
        {fieldName: 'id'},
        {
          mapToName: 'emailAddress',
          mapToDisplayName: 'Email address',
          prompt: 'The field that holds the contact’s main email.',
        },
      ],
      optionalFields: [
        {mapToName: 'firstName', mapToDisplayName: 'First name'},
        {mapToName: 'lastName', mapToDisplayName: 'Last name'},
        {mapToName: 'phoneNumber', mapToDisplayName: 'Phone number'},
        {mapToName: 'leadScore', mapToDisplayName: 'Lead score', default: 'score'},
      ],
      // any other field of the contact the customer chooses to read, and "read every field"
      optionalFieldsAuto: 'all',
    },
    {
      objectName: 'company',
      destination: 'companiesWebhook',
      schedule: '0 * * * *',
      requiredFields: [{mapToName: 'companyName', mapToDisplayName: 'Company name', default: 'name'}],
      optionalFields: [
        {mapToName: 'website', mapToDisplayName: 'Website'},
        {fieldName: 'domain'},
        {fieldName: 'employees'},
        {fieldName: 'industry'},
      ],
    },
  ],
};

const contactRead = {
  contact: {
    objectName: 'contact',
    destination: 'contactsWebhook',
    schedule: '*/10 * * * *',
    selectedFields: {first_name: true, last_name: true, email: true},
    selectedFieldMappings: {firstName: 'first_name', lastName: 'last_name', emailAddress: 'email'},
  },
};

function acmeWrite() {
  return {
    contact: {
      objectName: 'contact',
      inheritMapping: true,
      selectedFieldSettings: {
        lifecycle_stage: {default: {stringValue: 'lead'}, writeOnUpdate: 'never'},
        email: {writeOnUpdate: 'ifEmpty'},
        is_customer: {default: {booleanValue: false}},
      },
    },
    company: {
      objectName: 'company',
      selectedFieldSettings: {
        industry: {default: {stringValue: 'software'}},
        employees: {default: {integerValue: 1}},
      },
    },
    deal: {objectName: 'deal'},
  };
}

/** A fresh copy of the default seed. */
export function defaultSeed(): Seed {
  return {
    projects: [{id: 'demo', name: 'demo', createTime: T0}],
    providers: providers(),
    integrations: [
      integration('acme-crm', 'Acme CRM sync', ['contact', 'company', 'deal', 'wide_object', 'legacy_lead'], {
        read: acmeRead,
        // production's manifest spelling: inheritFieldsAndMapping (the config's has a final s)
        subscribe: {
          objects: [
            {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMapping: true},
            {objectName: 'company', destination: 'companiesWebhook'},
          ],
        },
      }),
      integration('beta-crm', 'Beta CRM sync', ['contact', 'company']),
      integration('gamma-api', 'Gamma tickets', ['ticket']),
      integration('delta-readonly', 'Delta accounts', ['account']),
      integration(
        'omega-erp',
        'Omega ERP sync',
        OMEGA_OBJECTS.map(([name]) => name),
      ),
    ],
    installations: [
      installation('inst-acme', 'acme-crm', 'group-1', 'consumer-1', {
        read: contactRead,
        write: acmeWrite(),
        subscribe: {
          contact: {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMappings: true},
        },
      }),
      installation('inst-beta', 'beta-crm', 'group-1', 'consumer-1', {
        write: {
          contact: {objectName: 'contact', selectedFieldSettings: {phone: {writeOnCreate: 'never'}}},
          company: {objectName: 'company'},
        },
      }),
      installation(
        'inst-gamma',
        'gamma-api',
        'group-1',
        'consumer-1',
        {
          write: {
            ticket: {
              objectName: 'ticket',
              selectedFieldSettings: {
                priority: {default: {stringValue: 'normal'}},
                estimate_hours: {default: {integerValue: 2}},
              },
            },
          },
        },
        true,
      ),
      installation('inst-delta', 'delta-readonly', 'group-1', 'consumer-1', {write: {}}),
      installation('inst-omega', 'omega-erp', 'group-1', 'consumer-1', {
        write: {invoice: {objectName: 'invoice'}, customer: {objectName: 'customer'}},
      }),
      installation('inst-acme-g2', 'acme-crm', 'group-2', 'consumer-2', {
        read: contactRead,
        write: {contact: {objectName: 'contact'}},
      }),
    ],
    // group-3 connected to Acme CRM but has not installed it: where a first run starts
    connections: [connection('conn-acme-g3', 'acme-crm', 'group-3', 'consumer-3')],
    records: {
      'acme-crm': {
        contact: [
          {
            id: 'acme-contact-seed-1',
            groupRef: 'group-1',
            installationId: 'inst-acme',
            data: {
              email: 'ada@example.com',
              first_name: 'Ada',
              last_name: 'Lovelace',
              lifecycle_stage: 'customer',
            },
          },
        ],
        company: [
          {
            id: 'acme-company-seed-1',
            groupRef: 'group-1',
            installationId: 'inst-acme',
            data: {name: 'Analytical Engines', industry: 'software'},
          },
        ],
      },
    },
  };
}
