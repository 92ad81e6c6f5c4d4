// The write rule through both layers that use it: previewWrite (what the customer is shown) and a real
// write through the emulator's HTTP API (what its fake provider stores). First the hand-written table
// (write-cases.ts, the independent oracle), then a property: for random settings, mappings and
// records, previewWrite equals what the provider stores, for create and for update.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {ValidationError} from '../../src/contract/errors.ts';
import {previewWrite, type WriteFieldPreview} from '../../src/contract/write-preview.ts';
import type {ConfigContent, FieldMetadata, WriteObjectConfig} from '../../src/contract/schemas.ts';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {ACME, call, manualEmulator} from '../emulator/helpers.ts';
import {SEED_MAPPINGS, WRITE_CASES} from './write-cases.ts';

type Settings = NonNullable<WriteObjectConfig['selectedFieldSettings']>;
const INST = `${ACME}/installations/inst-acme`;
const CONTACT = `${ACME}/objects/contact`;
const emu = manualEmulator();
/** The seed's contact metadata: a default goes out as the provider stores it. */
const fields = defaultSeed().providers['acme-crm'].objects.contact.fields;

/** The config content of a case, as a host or the draft hands it to previewWrite. */
const contentOf = (
  settings: Record<string, unknown>,
  inheritMapping = false,
  mappings: Record<string, string> = SEED_MAPPINGS,
): ConfigContent => ({
  read: {objects: {contact: {objectName: 'contact', selectedFieldMappings: mappings}}},
  write: {
    objects: {
      contact: {objectName: 'contact', inheritMapping, selectedFieldSettings: settings as Settings},
    },
  },
});

/** Sets the installation's contact write object (and read mappings) through PATCH. */
async function configure(
  settings: Record<string, unknown>,
  inheritMapping = false,
  mappings: Record<string, string> = SEED_MAPPINGS,
) {
  const {body: inst} = await call(emu, 'GET', INST);
  const content = contentOf(settings, inheritMapping, mappings);
  const r = await call(emu, 'PATCH', INST, {
    body: {
      updateMask: ['config.content.write.objects.contact', 'config.content.read.objects.contact'],
      installation: {config: {revisionId: inst.config.revisionId, content}},
    },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.config.content as ConfigContent;
}

/** A record written with no settings at all: what the provider holds before an update. */
async function seedRecord(data: Record<string, unknown>): Promise<string> {
  await configure({});
  const r = await call(emu, 'POST', CONTACT, {body: {groupRef: 'group-1', type: 'create', record: data}});
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.result.recordId;
}

async function stored(id: string): Promise<Record<string, unknown>> {
  const {body} = await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact');
  return body.records.find((r: {id: string}) => r.id === id).data;
}

/** Writes `record` and returns what the provider then holds for it. */
async function writeThrough(type: 'create' | 'update', record: Record<string, unknown>, id?: string) {
  const r = await call(emu, 'POST', CONTACT, {
    body: {groupRef: 'group-1', type, record: id ? {id, ...record} : record},
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return stored(r.body.result.recordId);
}

const marksOf = (fields: WriteFieldPreview[]) =>
  Object.fromEntries(fields.map((f) => [f.field, f.from ? [f.outcome, f.from] : f.outcome]));

describe('previewWrite: the hand-written table (service.md §2.6, reference notes)', () => {
  for (const c of WRITE_CASES) {
    it(`${c.type}: ${c.name}`, () => {
      const p = previewWrite(contentOf(c.settings, c.inheritMapping), 'contact', c.record, {
        type: c.type,
        current: c.current,
        fields,
      });
      assert.deepEqual(p.record, c.sent);
      assert.deepEqual(marksOf(p.fields), c.marks);
    });
  }

  it('a field left out keeps the value the record had, so the preview can show what was dropped', () => {
    const p = previewWrite(
      contentOf({phone: {writeOnUpdate: 'ifEmpty'}}),
      'contact',
      {phone: '2'},
      {
        type: 'update',
        current: {phone: '1'},
      },
    );
    assert.deepEqual(p.fields, [{field: 'phone', outcome: 'ifEmpty', value: '2'}]);
  });

  it('takes untrusted content: no write object, no settings, garbage settings and an `id` setting change nothing', () => {
    const record = {id: 'r1', email: ada()};
    for (const content of [
      undefined,
      {},
      {write: {objects: {}}},
      contentOf({id: {writeOnUpdate: 'never'}, email: 'garbage', phone: null}),
    ] as ConfigContent[]) {
      assert.deepEqual(previewWrite(content, 'contact', record, {type: 'update'}).record, record);
    }
  });

  it('refuses input it cannot read with a ValidationError naming the argument and the rule', () => {
    const cases: Array<[unknown[], string, RegExp]> = [
      [[{}, '', {}, {type: 'create'}], 'objectName', /non-empty string/],
      [[{}, 'contact', 'email=a', {type: 'create'}], 'record', /must be an object/],
      [[{}, 'contact', {}, {type: 'upsert'}], 'options.type', /one of create, update/],
      [[{}, 'contact', {}, undefined], 'options.type', /one of create, update/],
      [[{}, 'contact', {}, {type: 'update', current: 'set'}], 'options.current', /must be an object/],
      [['content', 'contact', {}, {type: 'update'}], 'content', /config content object/],
    ];
    for (const [args, path, message] of cases) {
      assert.throws(
        () => (previewWrite as (...a: unknown[]) => unknown)(...args),
        (e: unknown) =>
          e instanceof ValidationError && e.issues.some((i) => i.path === path && message.test(i.message)),
        path,
      );
    }
  });

  it('`id` is never renamed, and a `__proto__` field is a field like any other', () => {
    const content = contentOf({}, true, {id: 'email', __proto__: 'first_name'} as Record<string, string>);
    const record = JSON.parse('{"id":"r1","__proto__":"x"}') as Record<string, unknown>;
    const p = previewWrite(content, 'contact', record, {type: 'update'});
    assert.equal(p.record.id, 'r1');
    assert.equal(Object.getPrototypeOf(p.record), Object.prototype);
  });
});

function ada() {
  return 'ada@example.com';
}

describe('the emulator stores what the hand-written table says', () => {
  for (const c of WRITE_CASES) {
    it(`${c.type}: ${c.name}`, async () => {
      emu.reset();
      const id = c.type === 'update' ? await seedRecord(c.current ?? {}) : undefined;
      await configure(c.settings, c.inheritMapping);
      const after = await writeThrough(c.type, c.record, id);
      assert.deepEqual(after, {...c.current, ...c.sent});
    });
  }
});

// ---------------------------------------------------------------- the property

/** The contact fields a write may carry (not the read-only ones), from the seed's metadata. */
async function writableFields(): Promise<FieldMetadata[]> {
  const {body} = await call(emu, 'GET', `${ACME}/objects/contact/metadata?groupRef=group-1`);
  return Object.values(body.fields as Record<string, FieldMetadata>).filter((f) => !f.readOnly);
}

const options = (f: FieldMetadata) => (f.values ?? []).map((o) => o.value as string);
const day = fc
  .date({min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true})
  .map((d) => d.toISOString());
const text = fc.string({minLength: 1, maxLength: 8}).filter((s) => s.trim() !== '');
const numeral = fc.integer({min: -99999, max: 99999}).map((n) => (n / 100).toString());

/** A value the provider accepts for the field (null: clears it, for a field that is not required). */
function valueFor(f: FieldMetadata): fc.Arbitrary<unknown> {
  const v = ((): fc.Arbitrary<unknown> => {
    switch (f.valueType) {
      case 'int':
        return fc.integer({min: -1000, max: 1000});
      case 'float':
        return fc.double({min: -1e6, max: 1e6, noNaN: true}).map((x) => x + 0); // JSON has no -0
      case 'boolean':
        return fc.boolean();
      case 'singleSelect':
        return fc.constantFrom(...options(f));
      case 'multiSelect':
        return fc.subarray(options(f));
      case 'date':
        return day.map((s) => s.slice(0, 10));
      case 'datetime':
        return day;
      case 'other':
        return fc.oneof(text, fc.integer(), fc.boolean());
      default:
        return text;
    }
  })();
  return f.isRequired ? v : fc.oneof({weight: 6, arbitrary: v}, {weight: 1, arbitrary: fc.constant(null)});
}

/** A default the field rules accept for the field. */
function defaultFor(f: FieldMetadata): fc.Arbitrary<Record<string, unknown>> {
  switch (f.valueType) {
    case 'int':
      return fc.integer({min: -1000, max: 1000}).map((integerValue) => ({integerValue}));
    case 'float':
      return fc.oneof(
        numeral.map((stringValue) => ({stringValue})),
        fc.integer({min: -9, max: 9}).map((integerValue) => ({integerValue})),
      );
    case 'boolean':
      return fc.boolean().map((booleanValue) => ({booleanValue}));
    case 'singleSelect':
      return fc.constantFrom(...options(f)).map((stringValue) => ({stringValue}));
    case 'multiSelect':
      return fc.subarray(options(f), {minLength: 1}).map((a) => ({stringValue: a.join(';')}));
    case 'date':
      return day.map((s) => ({stringValue: s.slice(0, 10)}));
    case 'datetime':
      return day.map((stringValue) => ({stringValue}));
    case 'other':
      return fc.oneof(
        text.map((stringValue) => ({stringValue})),
        fc.boolean().map((booleanValue) => ({booleanValue})),
      );
    default:
      return text.map((stringValue) => ({stringValue}));
  }
}

function settingsFor(f: FieldMetadata) {
  return (
    fc
      .record(
        {
          default: defaultFor(f),
          writeOnCreate: fc.constantFrom('always', 'never'),
          writeOnUpdate: fc.constantFrom('always', 'never', 'ifEmpty'),
        },
        {requiredKeys: []},
      )
      // the field rules keep `never` on create off a required field (a default does not help)
      .filter((s) => !(f.isRequired && s.writeOnCreate === 'never'))
  );
}

/** The builder's names a random mapping may give to provider fields (none is a provider field). */
const BUILDER_NAMES = ['emailAddress', 'firstName', 'lastName', 'mobile', 'years', 'tags', 'born'];

/** Random settings, mappings, a current record and a record to write, for the fields given. */
function scenario(fields: FieldMetadata[]) {
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const names = fields.map((f) => f.fieldName);
  const perField = <T>(arb: (f: FieldMetadata) => fc.Arbitrary<T>) =>
    fc.record(Object.fromEntries(fields.map((f) => [f.fieldName, arb(f)])), {requiredKeys: []});
  return fc
    .record({
      settings: perField(settingsFor),
      inheritMapping: fc.boolean(),
      // one provider field per builder name: the emulator refuses two targets on one field (issue 22)
      mappings: fc
        .uniqueArray(fc.tuple(fc.constantFrom(...BUILDER_NAMES), fc.constantFrom(...names)), {
          maxLength: 5,
          selector: ([, to]) => to,
        })
        .map((pairs) => Object.fromEntries(new Map(pairs))),
      current: perField(valueFor),
      values: perField(valueFor),
      /** Per builder name, whether the record uses it (with its field's kind of value). */
      viaMapping: fc.dictionary(fc.constantFrom(...BUILDER_NAMES), fc.boolean()),
      email: text,
    })
    .chain((s) => {
      const mapped = s.inheritMapping
        ? Object.entries(s.mappings).filter(([b]) => s.viaMapping[b])
        : ([] as Array<[string, string]>);
      return fc
        .tuple(...mapped.map(([, to]) => valueFor({...byName.get(to)!, isRequired: true})))
        .map((vals) => {
          // the builder's names last: where one maps onto a field the record also has, it wins
          const record: Record<string, unknown> = {...s.values};
          mapped.forEach(([b], i) => (record[b] = vals[i]));
          return {...s, record, current: {...s.current, email: s.email}};
        });
    });
}

describe('property: previewWrite equals what the emulator stores after a real write', () => {
  it('for create and for update, with random settings, mappings and records', async () => {
    emu.reset();
    const fields = await writableFields();
    const metadata = Object.fromEntries(fields.map((f) => [f.fieldName, f]));
    await fc.assert(
      fc.asyncProperty(scenario(fields), async (s) => {
        emu.reset();
        const id = await seedRecord(s.current);
        const before = await stored(id);
        const content = await configure(s.settings, s.inheritMapping, s.mappings);
        // a create needs the required email: the record carries one unless the settings fill it
        const createRecord = {email: s.email, ...s.record};
        const created = previewWrite(content, 'contact', createRecord, {type: 'create', fields: metadata});
        fc.pre(typeof created.record.email === 'string' && created.record.email !== '');
        assert.deepEqual(await writeThrough('create', createRecord), created.record);

        const updated = previewWrite(
          content,
          'contact',
          {id, ...s.record},
          {
            type: 'update',
            current: before,
            fields: metadata,
          },
        );
        const {id: sentId, ...sent} = updated.record;
        assert.equal(sentId, id);
        assert.deepEqual(await writeThrough('update', s.record, id), {...before, ...sent});
      }),
      {numRuns: 80},
    );
  });
});
