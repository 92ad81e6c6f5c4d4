// Every rule in src/contract/schemas.ts with the ugly inputs: the one definition that the client,
// the draft, the elements and the emulator all rely on.
import fc from 'fast-check';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {
  DefaultValueSchema,
  FieldSettingsSchema,
  InstallationSchema,
  JwtKeyRequestSchema,
  ManifestSchema,
  ObjectMetadataSchema,
  OperationSchema,
  ProviderInfoSchema,
  ReadObjectConfigSchema,
  UpdateInstallationRequestSchema,
  WriteObjectConfigSchema,
  WriteRequestSchema,
  check,
  fieldSettingsPass,
  formatPath,
  parseOrThrow,
  passes,
  validateFieldSettings,
} from '../../src/contract/schemas.ts';
import {isAllowedMaskEntry} from '../../src/contract/mask.ts';
import {ValidationError} from '../../src/contract/errors.ts';

const PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';
const paths = (schema: Parameters<typeof check>[0], v: unknown) => check(schema, v).map((i) => i.path);
const ok = (schema: Parameters<typeof check>[0], v: unknown) =>
  assert.deepEqual(check(schema, v), [], JSON.stringify(v)?.slice(0, 200));

describe('default value: exactly one of stringValue, integerValue, booleanValue', () => {
  it('accepts each kind alone, including falsy values and HTML as data', () => {
    for (const v of [
      {stringValue: ''},
      {stringValue: '<img src=x onerror=alert(1)>'},
      {integerValue: 0},
      {integerValue: -42},
      {booleanValue: false},
    ]) {
      ok(DefaultValueSchema, v);
    }
  });

  it('rejects none, two or three at once', () => {
    for (const v of [
      {},
      {stringValue: 'a', integerValue: 1},
      {stringValue: 'a', integerValue: 1, booleanValue: true},
    ]) {
      assert.match(
        check(DefaultValueSchema, v)[0]!.message,
        /exactly one of stringValue, integerValue, booleanValue/,
      );
    }
  });

  it('integerValue must be an integer: 1.5, NaN, "1", Infinity, null are rejected', () => {
    for (const integerValue of [1.5, NaN, '1', Infinity, -Infinity, null]) {
      const issues = check(DefaultValueSchema, {integerValue});
      assert.ok(
        issues.some((i) => i.path === 'integerValue'),
        `${String(integerValue)}: ${JSON.stringify(issues)}`,
      );
    }
    ok(DefaultValueSchema, {integerValue: Number.MAX_SAFE_INTEGER});
  });

  it('integerValue: one issue each, "must be an integer" (code integer) or, past the safe range, "is too large"', () => {
    const notInt = [{path: 'integerValue', message: 'must be an integer', code: 'integer'}];
    for (const integerValue of [1.5, NaN, '1', Infinity, null])
      assert.deepEqual(check(DefaultValueSchema, {integerValue}), notInt, String(integerValue));
    for (const integerValue of [2 ** 60, -(2 ** 60), Number.MAX_SAFE_INTEGER + 1]) {
      assert.deepEqual(
        check(DefaultValueSchema, {integerValue}),
        [{path: 'integerValue', message: 'is too large', code: 'too_large'}],
        String(integerValue),
      );
    }
    assert.deepEqual(check(DefaultValueSchema, {integerValue: -Number.MAX_SAFE_INTEGER}), []);
  });

  it('stringValue must be a string and booleanValue a boolean; unknown keys are rejected', () => {
    assert.deepEqual(paths(DefaultValueSchema, {stringValue: 5}), ['stringValue']);
    assert.deepEqual(paths(DefaultValueSchema, {booleanValue: 'true'}), ['booleanValue']);
    assert.ok(paths(DefaultValueSchema, {floatValue: 1.5}).includes('floatValue'));
    assert.ok(check(DefaultValueSchema, null).length > 0);
  });

  it('accepts a 10,000-character string default', () => {
    ok(DefaultValueSchema, {stringValue: 'x'.repeat(10_000)});
  });
});

describe('field settings', () => {
  it('writeOn values are open, non-empty strings on the wire (a server may hold one this library does not know)', () => {
    for (const w of ['always', 'never', 'ifEmpty', 'onTuesdays'])
      ok(FieldSettingsSchema, {writeOnCreate: w, writeOnUpdate: w});
    for (const writeOnCreate of ['', null, 1]) {
      assert.deepEqual(paths(FieldSettingsSchema, {writeOnCreate}), ['writeOnCreate'], String(writeOnCreate));
    }
  });

  it('validateFieldSettings: writeOnCreate always/never, writeOnUpdate always/never/ifEmpty; a new unknown value is refused with the list, a held one kept', () => {
    for (const writeOnCreate of ['ifEmpty', 'sometimes', 'ALWAYS']) {
      assert.throws(
        () => validateFieldSettings({writeOnCreate}),
        (e: unknown) =>
          e instanceof ValidationError &&
          e.issues[0]!.path === 'writeOnCreate' &&
          e.issues[0]!.code === 'one_of' &&
          e.issues[0]!.message === 'must be one of always, never',
      );
    }
    for (const w of ['always', 'never', 'ifEmpty'])
      assert.deepEqual(validateFieldSettings({writeOnUpdate: w}), {writeOnUpdate: w});
    assert.throws(
      () => validateFieldSettings({writeOnUpdate: 'onTuesdays'}),
      /must be one of always, never, ifEmpty/,
    );
    assert.deepEqual(
      validateFieldSettings({writeOnUpdate: 'onTuesdays'}, '', undefined, {writeOnUpdate: 'onTuesdays'}),
      {writeOnUpdate: 'onTuesdays'},
    );
  });

  it('an empty settings object is fine; unknown keys are kept; nested default errors carry the path', () => {
    ok(FieldSettingsSchema, {});
    ok(FieldSettingsSchema, {writeOnDelete: 'never', default: {stringValue: 'x', floatValue: 2}});
    // the "exactly one" and safe-integer rules are the field rules' (fieldSettingsIssues), for what changes
    ok(FieldSettingsSchema, {default: {}});
    assert.deepEqual(check(FieldSettingsSchema, {default: {integerValue: 2n ** 60n}}), []);
    assert.deepEqual(paths(FieldSettingsSchema, {default: {integerValue: 1.5}}), ['default.integerValue']);
  });

  it('validateFieldSettings throws a ValidationError with the prefix in the path', () => {
    assert.throws(
      () => validateFieldSettings({writeOnUpdate: 'x'}, 'write.objects.contact.selectedFieldSettings.email'),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues[0]!.path === 'write.objects.contact.selectedFieldSettings.email.writeOnUpdate',
    );
    assert.deepEqual(validateFieldSettings({writeOnCreate: 'never'}), {writeOnCreate: 'never'});
  });
});

describe('fieldSettingsPass: the fast check of the patch builder gives the answer of the schema', () => {
  it('agrees with FieldSettingsSchema on valid, broken and odd settings', () => {
    const proto = Object.create({inherited: 1}) as Record<string, unknown>;
    proto.writeOnCreate = 'always';
    const ownProto = JSON.parse('{"__proto__": 1}') as unknown;
    const values: unknown[] = [
      {},
      {writeOnCreate: 'always'},
      {writeOnUpdate: 'someday'},
      {writeOnCreate: ''},
      {writeOnUpdate: 5},
      {writeOnCreate: undefined, default: undefined},
      {default: {stringValue: ''}},
      {default: {stringValue: 'x'}, writeOnUpdate: 'never'},
      {default: {integerValue: 3}},
      {default: {integerValue: -0}},
      {default: {integerValue: 1.5}},
      {default: {integerValue: NaN}},
      {default: {integerValue: Infinity}},
      {default: {integerValue: 2 ** 53}},
      {default: {integerValue: '1'}},
      {default: {booleanValue: false}},
      {default: {booleanValue: 'true'}},
      {default: {}},
      {default: {stringValue: 'a', booleanValue: true}},
      {default: {stringValue: 'a', integerValue: undefined}},
      {default: {stringValue: 'a', extra: 1}},
      {default: null},
      {default: []},
      {default: 'x'},
      {extra: 1},
      {writeOnCreate: 'always', extra: undefined},
      proto,
      ownProto,
      {default: ownProto},
      null,
      undefined,
      [],
      'always',
      1,
    ];
    for (const v of values)
      assert.equal(fieldSettingsPass(v), passes(FieldSettingsSchema, v), JSON.stringify(v) ?? String(v));
  });

  it('agrees with FieldSettingsSchema on generated settings (fast-check)', () => {
    // members drawn from the real names plus strangers, values from every JSON kind and undefined
    const value = fc.oneof(
      fc.constantFrom(
        undefined,
        null,
        '',
        'always',
        'never',
        'ifEmpty',
        'x',
        0,
        -0,
        1,
        1.5,
        2 ** 53,
        NaN,
        true,
        false,
      ),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant([]),
    );
    const defaults = fc.oneof(
      value,
      fc.dictionary(
        fc.constantFrom('stringValue', 'integerValue', 'booleanValue', 'extra', '__proto__'),
        value,
        {maxKeys: 3},
      ),
    );
    const settings = fc.oneof(
      value,
      fc.record(
        {default: defaults, writeOnCreate: value, writeOnUpdate: value, extra: value},
        {requiredKeys: []},
      ),
    );
    fc.assert(
      fc.property(settings, (v) => fieldSettingsPass(v) === passes(FieldSettingsSchema, v)),
      {numRuns: 3000},
    );
  });
});

describe('JWT key request', () => {
  const key = (o: Record<string, unknown>) => ({label: 'k', algorithm: 'RS256', publicKeyPem: PEM, ...o});

  it('label is 1 to 255 characters', () => {
    ok(JwtKeyRequestSchema, key({label: 'a'}));
    ok(JwtKeyRequestSchema, key({label: 'a'.repeat(255)}));
    ok(JwtKeyRequestSchema, key({label: '<script>alert(1)</script>'}));
    for (const label of ['', 'a'.repeat(256), 'a'.repeat(10_000), 0, null]) {
      assert.deepEqual(paths(JwtKeyRequestSchema, key({label})), ['label'], String(label).slice(0, 20));
    }
  });

  it('algorithm is RS256 only', () => {
    for (const algorithm of ['HS256', 'rs256', 'ES256', '', undefined]) {
      assert.deepEqual(paths(JwtKeyRequestSchema, key({algorithm})), ['algorithm']);
    }
  });

  it('publicKeyPem must be a PEM public key (RSA or SPKI header)', () => {
    ok(JwtKeyRequestSchema, key({publicKeyPem: PEM.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY')}));
    ok(JwtKeyRequestSchema, key({publicKeyPem: `\n${PEM}\n`}));
    const bad = ['', 'MIIBIjANBgkq', '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----', 42];
    // Not only somewhere inside: text around the key, or HTML in its body, is not a PEM key.
    bad.push(
      `junk${PEM}junk`,
      `${PEM}\n-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----`,
      PEM.replace('MIIB', '<b>MIIB</b>'),
    );
    for (const publicKeyPem of bad) {
      assert.deepEqual(paths(JwtKeyRequestSchema, key({publicKeyPem})), ['publicKeyPem']);
    }
  });

  it('the sample field "name" is not accepted instead of label', () => {
    assert.deepEqual(paths(JwtKeyRequestSchema, {name: 'k', algorithm: 'RS256', publicKeyPem: PEM}).sort(), [
      'label',
      'name',
    ]);
  });
});

describe('write request', () => {
  const w = (o: Record<string, unknown>) => ({groupRef: 'g', type: 'create', record: {name: 'x'}, ...o});
  const items = (n: number, rec: Record<string, unknown> = {id: 'r'}) =>
    Array.from({length: n}, () => ({record: rec}));

  it('groupRef and type are required; type is create or update', () => {
    assert.deepEqual(paths(WriteRequestSchema, w({groupRef: undefined})), ['groupRef']);
    assert.deepEqual(paths(WriteRequestSchema, w({groupRef: ''})), ['groupRef']);
    for (const type of ['delete', 'upsert', undefined, 7])
      assert.deepEqual(paths(WriteRequestSchema, w({type})), ['type']);
    assert.deepEqual(paths(WriteRequestSchema, w({mode: 'eventually'})), ['mode']);
  });

  it('exactly one of record or batch', () => {
    assert.deepEqual(paths(WriteRequestSchema, w({record: undefined})), ['record']);
    assert.deepEqual(paths(WriteRequestSchema, w({batch: items(1)})), ['record']);
    assert.deepEqual(paths(WriteRequestSchema, w({record: 'x'})), ['record']);
    assert.deepEqual(paths(WriteRequestSchema, w({record: null})), ['record']);
  });

  it('batch holds 1 to 100 items', () => {
    ok(WriteRequestSchema, w({record: undefined, batch: items(1)}));
    ok(WriteRequestSchema, w({record: undefined, batch: items(100)}));
    for (const n of [0, 101]) {
      const issues = check(WriteRequestSchema, w({record: undefined, batch: items(n)}));
      assert.deepEqual(
        issues.map((i) => i.path),
        ['batch'],
      );
      assert.equal(issues[0]!.message, 'must hold 1 to 100 items');
    }
  });

  it('update records need an id, single and in every batch item', () => {
    ok(WriteRequestSchema, w({type: 'update', record: {id: 'r-1', name: 'x'}}));
    for (const id of [undefined, null, '']) {
      assert.deepEqual(paths(WriteRequestSchema, w({type: 'update', record: {id, name: 'x'}})), [
        'record.id',
      ]);
    }
    const batch = [{record: {id: 'a'}}, {record: {name: 'no id'}}, {record: {id: 'c'}}];
    assert.deepEqual(paths(WriteRequestSchema, w({type: 'update', record: undefined, batch})), [
      'batch[1].record.id',
    ]);
    ok(WriteRequestSchema, w({type: 'create', record: {name: 'no id needed'}}));
  });

  it('associations only with create, at the top level and inside batch items', () => {
    const assoc = [
      {to: {id: 'c-1'}, types: [{associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1}]},
    ];
    ok(WriteRequestSchema, w({associations: assoc}));
    assert.deepEqual(paths(WriteRequestSchema, w({type: 'update', record: {id: 'r'}, associations: assoc})), [
      'associations',
    ]);
    const batch = [{record: {id: 'r'}, associations: assoc}];
    assert.deepEqual(paths(WriteRequestSchema, w({type: 'update', record: undefined, batch})), [
      'batch[0].associations',
    ]);
    assert.deepEqual(
      paths(
        WriteRequestSchema,
        w({associations: [{to: {id: 'c'}, types: [{associationCategory: 'X', associationTypeId: 1.5}]}]}),
      ),
      ['associations[0].types[0].associationTypeId'],
    );
  });

  it('autoBatchPolicy: only asynchronous and a single record; maxDelayMinutes is an integer 1..1440', () => {
    const async = (policy: unknown) => w({mode: 'asynchronous', autoBatchPolicy: policy});
    ok(WriteRequestSchema, async({maxDelayMinutes: 1}));
    ok(WriteRequestSchema, async({maxDelayMinutes: 1440, retryDeadlineHours: 48}));
    for (const maxDelayMinutes of [0, 1441, 1.5, NaN, '5', undefined]) {
      assert.deepEqual(
        paths(WriteRequestSchema, async({maxDelayMinutes})),
        ['autoBatchPolicy.maxDelayMinutes'],
        String(maxDelayMinutes),
      );
    }
    for (const retryDeadlineHours of [0, 49, 2.5]) {
      assert.deepEqual(paths(WriteRequestSchema, async({maxDelayMinutes: 5, retryDeadlineHours})), [
        'autoBatchPolicy.retryDeadlineHours',
      ]);
    }
    assert.deepEqual(
      paths(WriteRequestSchema, w({mode: 'synchronous', autoBatchPolicy: {maxDelayMinutes: 5}})),
      ['autoBatchPolicy'],
    );
    assert.deepEqual(
      paths(WriteRequestSchema, w({autoBatchPolicy: {maxDelayMinutes: 5}})),
      ['autoBatchPolicy'],
      'mode omitted',
    );
    assert.deepEqual(
      paths(
        WriteRequestSchema,
        w({mode: 'asynchronous', record: undefined, batch: items(2), autoBatchPolicy: {maxDelayMinutes: 5}}),
      ),
      ['autoBatchPolicy'],
    );
  });

  it('retryPolicy: only asynchronous; deadlineHours is an integer 1..48', () => {
    ok(WriteRequestSchema, w({mode: 'asynchronous', retryPolicy: {deadlineHours: 1}}));
    ok(WriteRequestSchema, w({mode: 'asynchronous', retryPolicy: {deadlineHours: 48}}));
    assert.deepEqual(paths(WriteRequestSchema, w({mode: 'synchronous', retryPolicy: {deadlineHours: 2}})), [
      'retryPolicy',
    ]);
    for (const deadlineHours of [0, 49, 1.5, -1]) {
      assert.deepEqual(paths(WriteRequestSchema, w({mode: 'asynchronous', retryPolicy: {deadlineHours}})), [
        'retryPolicy.deadlineHours',
      ]);
    }
  });

  it('headers are {key, value} strings; unknown top-level fields are rejected', () => {
    ok(WriteRequestSchema, w({headers: [{key: 'X-Trace', value: '<b>1</b>'}]}));
    assert.deepEqual(paths(WriteRequestSchema, w({headers: [{key: '', value: 'v'}]})), ['headers[0].key']);
    assert.deepEqual(paths(WriteRequestSchema, w({headers: [{key: 'k', value: 1}]})), ['headers[0].value']);
    assert.deepEqual(paths(WriteRequestSchema, w({priority: 'high'})), ['priority']);
  });
});

describe('installation update request', () => {
  const body = (updateMask: unknown, installation: unknown = {}) => ({updateMask, installation});

  it('update-mask entries: the allowed paths only', () => {
    for (const m of [
      'connectionId',
      'config.createdBy',
      'config.content.write.objects',
      'config.content.write.objects.contact',
      'config.content.read.objects.deal',
      'config.content.subscribe.objects',
      'config.content.subscribe.objects.contact',
      'config.content.proxy.enabled',
    ]) {
      assert.ok(isAllowedMaskEntry(m), m);
    }
    for (const m of [
      '',
      'config',
      'config.content',
      'config.content.write.objects.',
      'config.content.read.objects',
      'installation.id',
      'config.content.proxy',
    ]) {
      assert.ok(!isAllowedMaskEntry(m), m);
    }
  });

  it('an empty mask, a non-string entry and a wrong entry are named by index', () => {
    assert.deepEqual(paths(UpdateInstallationRequestSchema, body([])), ['updateMask']);
    assert.deepEqual(paths(UpdateInstallationRequestSchema, body(['connectionId', 7])), ['updateMask[1]']);
    assert.deepEqual(paths(UpdateInstallationRequestSchema, body(['connectionId', 'config.content'])), [
      'updateMask[1]',
    ]);
    assert.deepEqual(paths(UpdateInstallationRequestSchema, body('connectionId')), ['updateMask']);
  });

  it('write objects follow the write-object and field-settings rules', () => {
    const inst = (contact: unknown) => ({config: {content: {write: {objects: {contact}}}}});
    ok(
      UpdateInstallationRequestSchema,
      body(['config.content.write.objects.contact'], inst({objectName: 'contact', inheritMapping: false})),
    );
    assert.deepEqual(
      paths(
        UpdateInstallationRequestSchema,
        body(['config.content.write.objects.contact'], inst({objectName: 'contact', inheritMapping: 'yes'})),
      ),
      ['installation.config.content.write.objects.contact.inheritMapping'],
    );
    assert.deepEqual(
      paths(
        UpdateInstallationRequestSchema,
        body(
          ['config.content.write.objects.contact'],
          inst({objectName: 'contact', selectedFieldSettings: {email: {writeOnCreate: ''}}}),
        ),
      ),
      ['installation.config.content.write.objects.contact.selectedFieldSettings.email.writeOnCreate'],
    );
    assert.deepEqual(
      paths(
        UpdateInstallationRequestSchema,
        body(['config.content.write.objects.contact'], inst({inheritMapping: true})),
      ),
      ['installation.config.content.write.objects.contact.objectName'],
    );
  });

  it('proxy.enabled must be a boolean; unknown installation fields are rejected', () => {
    assert.deepEqual(
      paths(
        UpdateInstallationRequestSchema,
        body(['config.content.proxy.enabled'], {config: {content: {proxy: {enabled: 'true'}}}}),
      ),
      ['installation.config.content.proxy.enabled'],
    );
    assert.deepEqual(
      paths(
        UpdateInstallationRequestSchema,
        body(['connectionId'], {connectionId: 'c', healthStatus: 'healthy'}),
      ),
      ['installation.healthStatus'],
    );
  });

  it('parseOrThrow throws one ValidationError listing every issue', () => {
    assert.throws(
      () =>
        parseOrThrow(
          UpdateInstallationRequestSchema,
          {updateMask: [], installation: {extra: 1}},
          '',
          'Invalid request',
        ),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues.length === 2 &&
        e.message.startsWith('Invalid request: ') &&
        e.message.includes('updateMask: must name at least one field'),
    );
  });
});

describe('lenient responses', () => {
  const inst = {
    id: 'i',
    projectId: 'p',
    integrationId: 'n',
    healthStatus: 'exploding',
    lastOperationStatus: 'paused',
    config: {
      content: {
        write: {
          objects: {
            contact: {
              objectName: 'contact',
              selectedFieldSettings: {email: {writeOnUpdate: 'onFullMoon', colour: 'red'}},
            },
          },
        },
        brandNewBlock: {x: 1},
      },
      futureField: true,
    },
    unknownTopLevel: [1, 2],
  };

  it('an installation keeps unknown fields and unknown enum values', () => {
    const r = parseOrThrow(InstallationSchema, inst);
    assert.equal(r.healthStatus, 'exploding');
    assert.equal(r.lastOperationStatus, 'paused');
    assert.deepEqual(r.unknownTopLevel, [1, 2]);
    assert.equal(r.config.futureField, true);
    assert.deepEqual(r.config.content.brandNewBlock, {x: 1});
    const email = r.config.content.write?.objects?.contact?.selectedFieldSettings?.email;
    assert.equal(email?.writeOnUpdate, 'onFullMoon');
    assert.equal(email?.colour, 'red');
  });

  it('still rejects a response missing what the widget cannot work without', () => {
    assert.deepEqual(paths(InstallationSchema, {...inst, config: undefined}), ['config']);
    assert.deepEqual(paths(InstallationSchema, {...inst, id: 5}), ['id']);
    assert.deepEqual(paths(OperationSchema, {id: 'op'}), ['status']);
  });

  it('provider info keeps an unknown authType; metadata keeps an unknown valueType', () => {
    const p = parseOrThrow(ProviderInfoSchema, {name: 'x', authType: 'telepathy', support: {teleport: true}});
    assert.equal(p.authType, 'telepathy');
    assert.equal(p.support.teleport, true);
    const m = parseOrThrow(ObjectMetadataSchema, {
      name: 'contact',
      fields: {a: {fieldName: 'a', valueType: 'hologram', displayName: '<i>A</i>'}},
    });
    assert.equal(m.fields.a!.valueType, 'hologram');
    assert.equal(m.fields.a!.displayName, '<i>A</i>');
  });
});

describe('manifest schema and path formatting', () => {
  it('names the deep path of a missing objectName', () => {
    const bad = {
      specVersion: '1.0.0',
      integrations: [
        {name: 'a', provider: 'p', write: {objects: [{objectName: 'x'}, {inheritMapping: true}]}},
      ],
    };
    assert.deepEqual(
      check(ManifestSchema, bad).map((i) => `${i.path}: ${i.message}`),
      ['integrations[0].write.objects[1].objectName: required'],
    );
  });

  it('formatPath joins keys with dots and indexes with brackets', () => {
    assert.equal(
      formatPath(['integrations', 0, 'write', 'objects', 12, 'objectName']),
      'integrations[0].write.objects[12].objectName',
    );
    assert.equal(formatPath([]), '');
    assert.equal(formatPath([3, 'a']), '[3].a');
  });
});

// Pins what z.record reports today (path, message, code), so that a later change of the record
// kind in the browser schemas (z.record is the largest zod kind still in the element bundle) can
// be checked against it. The empty-key message "Invalid input" is zod's, kept as it is.
describe('maps (z.record): what a bad map, key or value reports', () => {
  it('a map that is not an object, in a strict and in a lenient schema', () => {
    assert.deepEqual(check(WriteObjectConfigSchema, {objectName: 'a', selectedFieldSettings: 5}), [
      {path: 'selectedFieldSettings', message: 'must be a record'},
    ]);
    assert.deepEqual(check(ReadObjectConfigSchema, {selectedFieldMappings: []}), [
      {path: 'selectedFieldMappings', message: 'must be a record'},
    ]);
  });
  it('an empty key and a wrong value are each named by key (an unknown member is kept)', () => {
    assert.deepEqual(
      check(WriteObjectConfigSchema, {
        objectName: 'a',
        selectedFieldSettings: {'': {}, b: {x: 1}, c: {writeOnCreate: 7}},
      }),
      [
        {path: 'selectedFieldSettings.', message: 'Invalid input'},
        {path: 'selectedFieldSettings.c.writeOnCreate', message: 'must be a string', code: 'string'},
      ],
    );
    assert.deepEqual(check(ReadObjectConfigSchema, {selectedFieldMappings: {a: 'x', b: 2}, extra: 1}), [
      {path: 'selectedFieldMappings.b', message: 'must be a string', code: 'string'},
    ]);
  });
});
