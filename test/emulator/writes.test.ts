// Writes, synchronous: rules 1-7 of spec 4.4 as 400s, the installation's write config applied
// to every record, all-or-nothing batches, provider limits.
import {test, describe, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, BETA, DELTA, GAMMA, call, manualEmulator} from './helpers.ts';
import {defaultSeed} from '../../src/emulator/index.ts';

const contact = `${ACME}/objects/contact`;

describe('writes: request rules (400 naming the field)', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  const expect400 = async (path: string, body: unknown, name: string) => {
    const r = await call(emu, 'POST', path, {body});
    assert.equal(r.status, 400, `${name}: ${r.status} ${JSON.stringify(r.body)}`);
    assert.ok(
      r.body.issues.some((i: {name: string}) => i.name === name),
      `${name} in ${JSON.stringify(r.body.issues)}`,
    );
  };
  const base = {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}};

  test('shape: groupRef, type, record/batch, mode', async () => {
    await expect400(contact, {...base, groupRef: ''}, 'groupRef');
    await expect400(contact, {...base, type: 'delete'}, 'type');
    await expect400(contact, {...base, mode: 'later'}, 'mode');
    await expect400(contact, {groupRef: 'group-1', type: 'create'}, 'record');
    await expect400(contact, {...base, batch: [{record: {}}]}, 'record');
    await expect400(contact, {...base, record: null}, 'record');
    await expect400(contact, {...base, bogus: true}, 'bogus');
  });

  test('rule 1: batches only for providers that take them, 1..100 items, within provider limits', async () => {
    await expect400(
      `${GAMMA}/objects/ticket`,
      {groupRef: 'group-1', type: 'create', batch: [{record: {subject: 's'}}]},
      'batch',
    );
    await expect400(contact, {groupRef: 'group-1', type: 'create', batch: []}, 'batch');
    await expect400(
      contact,
      {
        groupRef: 'group-1',
        type: 'create',
        batch: Array.from({length: 101}, () => ({record: {email: 'a@b.c'}})),
      },
      'batch',
    );
    // acme limits deal batches to 50 (objectRecordLimits), beta company to 25
    await expect400(
      `${ACME}/objects/deal`,
      {
        groupRef: 'group-1',
        type: 'create',
        batch: Array.from({length: 51}, (_, i) => ({record: {title: `d${i}`}})),
      },
      'batch',
    );
    await expect400(
      `${BETA}/objects/company`,
      {
        groupRef: 'group-1',
        type: 'create',
        batch: Array.from({length: 26}, (_, i) => ({record: {name: `c${i}`}})),
      },
      'batch',
    );
    const ok = await call(emu, 'POST', `${ACME}/objects/deal`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        batch: Array.from({length: 50}, (_, i) => ({record: {title: `d${i}`}})),
      },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.successCount, 50);
  });

  test('associations: provider A only, create only', async () => {
    const assoc = [
      {to: {id: 'acme-company-seed-1'}, types: [{associationCategory: 'DEFINED', associationTypeId: 1}]},
    ];
    await expect400(`${BETA}/objects/contact`, {...base, associations: assoc}, 'associations');
    await expect400(
      contact,
      {groupRef: 'group-1', type: 'update', record: {id: 'acme-contact-seed-1'}, associations: assoc},
      'associations',
    );
    await expect400(
      contact,
      {...base, associations: [{to: {id: 'x'}, types: [{associationCategory: 'D', associationTypeId: 1.5}]}]},
      'associations[0].types[0].associationTypeId',
    );
    await expect400(
      `${BETA}/objects/contact`,
      {groupRef: 'group-1', type: 'create', batch: [{record: {email: 'a@b.c'}, associations: assoc}]},
      'batch[0].associations',
    );
    const ok = await call(emu, 'POST', contact, {body: {...base, associations: assoc}});
    assert.equal(ok.status, 200);
    const stored = await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact');
    assert.deepEqual(
      stored.body.records.find((r: {id: string}) => r.id === ok.body.result.recordId).associations,
      assoc,
    );
  });

  test('headers: provider B only, forwarded with the record', async () => {
    await expect400(contact, {...base, headers: [{key: 'X-Trace', value: '1'}]}, 'headers');
    await expect400(`${BETA}/objects/contact`, {...base, headers: [{key: '', value: '1'}]}, 'headers[0].key');
    const ok = await call(emu, 'POST', `${BETA}/objects/contact`, {
      body: {...base, headers: [{key: 'X-Trace', value: 'abc'}]},
    });
    assert.equal(ok.status, 200);
    const stored = await call(emu, 'GET', '/_emulator/providers/beta-crm/records/contact');
    assert.deepEqual(stored.body.records[0].headers, [{key: 'X-Trace', value: 'abc'}]);
  });

  test('autoBatchPolicy and retryPolicy: bounds and modes', async () => {
    await expect400(
      contact,
      {...base, mode: 'synchronous', autoBatchPolicy: {maxDelayMinutes: 5}},
      'autoBatchPolicy',
    );
    await expect400(contact, {...base, autoBatchPolicy: {maxDelayMinutes: 5}}, 'autoBatchPolicy'); // mode defaults to synchronous
    await expect400(
      contact,
      {
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        batch: [{record: {email: 'a@b.c'}}],
        autoBatchPolicy: {maxDelayMinutes: 5},
      },
      'autoBatchPolicy',
    );
    for (const v of [0, 1441, 1.5, NaN, '5', null])
      await expect400(
        contact,
        {...base, mode: 'asynchronous', autoBatchPolicy: {maxDelayMinutes: v}},
        'autoBatchPolicy.maxDelayMinutes',
      );
    await expect400(
      contact,
      {...base, mode: 'asynchronous', autoBatchPolicy: {maxDelayMinutes: 5, retryDeadlineHours: 49}},
      'autoBatchPolicy.retryDeadlineHours',
    );
    await expect400(contact, {...base, retryPolicy: {deadlineHours: 2}}, 'retryPolicy');
    for (const v of [0, 49, 2.5])
      await expect400(
        contact,
        {...base, mode: 'asynchronous', retryPolicy: {deadlineHours: v}},
        'retryPolicy.deadlineHours',
      );
    const ok = await call(emu, 'POST', contact, {
      body: {...base, mode: 'asynchronous', retryPolicy: {deadlineHours: 48}},
    });
    assert.equal(ok.status, 202);
  });

  test('id on updates', async () => {
    await expect400(contact, {groupRef: 'group-1', type: 'update', record: {email: 'a@b.c'}}, 'record.id');
    await expect400(
      contact,
      {groupRef: 'group-1', type: 'update', batch: [{record: {id: 'x'}}, {record: {id: ''}}]},
      'batch[1].record.id',
    );
  });

  test('objectName must be in the manifest and in the customer instance; delta cannot write', async () => {
    await expect400(`${ACME}/objects/ticket`, base, 'objectName');
    await expect400(`${ACME}/objects/legacy_lead`, base, 'objectName');
    await expect400(`${DELTA}/objects/account`, base, 'objectName');
  });

  test('a group without an installation is a 404', async () => {
    const r = await call(emu, 'POST', contact, {body: {...base, groupRef: 'group-9'}});
    assert.equal(r.status, 404);
  });
});

describe('writes: the installation write config', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());
  const records = async (provider: string, object: string) =>
    (await call(emu, 'GET', `/_emulator/providers/${provider}/records/${object}`)).body.records;
  const setSettings = async (
    objectName: string,
    settings: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const revisionId = (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.config.revisionId;
    const r = await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      body: {
        updateMask: [`config.content.write.objects.${objectName}`],
        installation: {
          config: {
            revisionId,
            content: {
              write: {objects: {[objectName]: {objectName, selectedFieldSettings: settings, ...extra}}},
            },
          },
        },
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  };

  test('defaults fill missing fields (string, integer, boolean); sent values win', async () => {
    const a = await call(emu, 'POST', `${ACME}/objects/company`, {
      body: {groupRef: 'group-1', type: 'create', record: {name: 'Initech'}},
    });
    assert.equal(a.status, 200);
    assert.equal(a.body.result.data.industry, 'software');
    assert.equal(a.body.result.data.employees, 1);
    const b = await call(emu, 'POST', `${ACME}/objects/company`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        record: {name: 'Hooli', industry: 'finance', employees: 900},
      },
    });
    assert.equal(b.body.result.data.industry, 'finance');
    assert.equal(b.body.result.data.employees, 900);
    const c = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}},
    });
    assert.equal(c.body.result.data.is_customer, false);
    assert.equal(c.body.result.data.lifecycle_stage, 'lead');
  });

  test('writeOnCreate never drops the field on create only', async () => {
    await setSettings('company', {domain: {writeOnCreate: 'never'}});
    const r = await call(emu, 'POST', `${ACME}/objects/company`, {
      body: {groupRef: 'group-1', type: 'create', record: {name: 'N', domain: 'n.example'}},
    });
    assert.equal(r.body.result.data.domain, undefined);
    const u = await call(emu, 'POST', `${ACME}/objects/company`, {
      body: {groupRef: 'group-1', type: 'update', record: {id: r.body.result.recordId, domain: 'n.example'}},
    });
    assert.equal(u.body.result.data.domain, 'n.example');
  });

  test("writeOnCreate never with a default: a create writes neither the default nor the request's value", async () => {
    await setSettings('contact', {phone: {writeOnCreate: 'never', default: {stringValue: '+1 555 0100'}}});
    for (const record of [{email: 'a@x.y'}, {email: 'b@x.y', phone: '+1 555 0199'}]) {
      const r = await call(emu, 'POST', contact, {body: {groupRef: 'group-1', type: 'create', record}});
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(Object.hasOwn(r.body.result.data, 'phone'), false, JSON.stringify(r.body.result.data));
    }
  });

  test('writeOnUpdate never drops the field on update; ifEmpty writes only into an empty value', async () => {
    // seed contact: lifecycle_stage=customer (writeOnUpdate never), email set (ifEmpty)
    const u = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'update',
        record: {id: 'acme-contact-seed-1', lifecycle_stage: 'lead', email: 'new@x.y', phone: '123'},
      },
    });
    assert.equal(u.status, 200, JSON.stringify(u.body));
    const stored = (await records('acme-crm', 'contact')).find(
      (r: {id: string}) => r.id === 'acme-contact-seed-1',
    );
    assert.equal(stored.data.lifecycle_stage, 'customer', 'never: kept');
    assert.equal(stored.data.email, 'ada@example.com', 'ifEmpty: stored value not empty, kept');
    assert.equal(stored.data.phone, '123');
    // an empty stored value is filled by ifEmpty
    await setSettings('contact', {phone: {writeOnUpdate: 'ifEmpty'}});
    const c = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'create', record: {email: 'e@x.y'}},
    });
    const id = c.body.result.recordId;
    await call(emu, 'POST', contact, {body: {groupRef: 'group-1', type: 'update', record: {id, phone: '1'}}});
    await call(emu, 'POST', contact, {body: {groupRef: 'group-1', type: 'update', record: {id, phone: '2'}}});
    assert.equal(
      (await records('acme-crm', 'contact')).find((r: {id: string}) => r.id === id).data.phone,
      '1',
    );
  });

  test('inheritMapping maps field names through the read object selectedFieldMappings', async () => {
    const r = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        record: {emailAddress: 'm@x.y', firstName: 'Grace', phone: '5'},
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(
      {
        email: r.body.result.data.email,
        first_name: r.body.result.data.first_name,
        phone: r.body.result.data.phone,
      },
      {email: 'm@x.y', first_name: 'Grace', phone: '5'},
    );
    assert.equal(r.body.result.data.firstName, undefined);
    // without inheritMapping the builder's names reach the provider, which rejects them
    await setSettings('contact', {}, {inheritMapping: false});
    const off = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'create', record: {emailAddress: 'm@x.y'}},
    });
    assert.equal(off.status, 422);
    assert.match(off.body.errors[0].message, /unknown field emailAddress/);
  });

  test('the provider checks types, read-only and required fields; a failed sync write is a 422 with the operation', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{email: 'a@b.c', age: 1.5}, /age must be an integer/],
      [{email: 'a@b.c', is_customer: 'yes'}, /is_customer must be true or false/],
      [{email: 'a@b.c', lifecycle_stage: 'alien'}, /lifecycle_stage must be one of/],
      [{email: 'a@b.c', birthday: '1990-13-45'}, /birthday must be a date/],
      [{email: 'a@b.c', created_at: '2020-01-01T00:00:00Z'}, /created_at is read-only/],
      [{first_name: 'no email'}, /email is required/],
    ];
    for (const [record, re] of cases) {
      const r = await call(emu, 'POST', contact, {body: {groupRef: 'group-1', type: 'create', record}});
      assert.equal(r.status, 422, JSON.stringify(record));
      // production's failed write: {operationId, errors: [{message}]}, not problem details
      assert.match(r.headers.get('content-type')!, /^application\/json/);
      assert.deepEqual(Object.keys(r.body).sort(), ['errors', 'operationId']);
      assert.equal(r.body.errors.length, 1);
      assert.match(r.body.errors[0].message, re);
      const op = (await call(emu, 'GET', `/v1/projects/demo/operations/${r.body.operationId}`)).body;
      assert.equal(op.status, 'failure');
      assert.match(op.result, /^\[contact\] /);
    }
    const missing = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'update', record: {id: 'nope'}},
    });
    assert.equal(missing.status, 422);
    assert.match(missing.body.errors[0].message, /record nope not found/);
  });

  test('Object.prototype names are unknown fields like any other: 422, nothing stored', async () => {
    const before = (await records('acme-crm', 'contact')).length;
    for (const raw of [
      '{"email":"a@b.c","toString":"x","constructor":{}}',
      '{"email":"a@b.c","constructor":{}}',
      '{"email":"a@b.c","hasOwnProperty":1}',
      '{"email":"a@b.c","__proto__":{"x":1}}',
    ]) {
      const r = await call(emu, 'POST', contact, {
        raw: `{"groupRef":"group-1","type":"create","record":${raw}}`,
        headers: {'content-type': 'application/json'},
      });
      assert.equal(r.status, 422, `${raw} -> ${r.status} ${JSON.stringify(r.body)}`);
      assert.match(r.body.errors[0].message, /unknown field (toString|constructor|hasOwnProperty|__proto__)/);
    }
    // in a batch and on update too
    const batch = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        batch: [{record: {email: 'a@b.c'}}, {record: {email: 'b@b.c', valueOf: 2}}],
      },
    });
    assert.equal(batch.status, 422);
    assert.match(batch.body.errors[1].message, /unknown field valueOf/);
    const update = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'update', record: {id: 'acme-contact-seed-1', toString: 'x'}},
    });
    assert.equal(update.status, 422);
    assert.match(update.body.errors[0].message, /unknown field toString/);
    assert.equal((await records('acme-crm', 'contact')).length, before, 'nothing stored');
    const seeded = (await records('acme-crm', 'contact')).find(
      (x: {id: string}) => x.id === 'acme-contact-seed-1',
    );
    assert.equal(Object.hasOwn(seeded.data, 'toString'), false);
  });

  test('a batch is all-or-nothing', async () => {
    const before = (await records('acme-crm', 'contact')).length;
    const r = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        batch: [
          {record: {email: 'a@b.c'}},
          {record: {email: 'b@b.c', age: 'old'}},
          {record: {email: 'c@b.c'}},
        ],
      },
    });
    assert.equal(r.status, 422);
    assert.equal(r.body.errors.length, 3);
    assert.match(r.body.errors[1].message, /age must be an integer/);
    assert.equal((await records('acme-crm', 'contact')).length, before, 'nothing stored');
    const ok = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        batch: [{record: {email: 'a@b.c'}}, {record: {email: 'b@b.c'}}],
      },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.successCount, 2);
    assert.equal(ok.body.failureCount, 0);
    assert.equal(ok.body.results.length, 2);
    assert.equal((await records('acme-crm', 'contact')).length, before + 2);
  });

  test('a sync quota error is a retryable 429; the operation fails; lastOperationStatus follows', async () => {
    await call(emu, 'POST', '/_emulator/faults', {body: {objectName: 'contact', kind: 'quota', count: 1}});
    const r = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}},
    });
    assert.equal(r.status, 429);
    assert.equal(r.body.retryable, true);
    assert.ok(r.headers.get('retry-after'));
    assert.equal(
      (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.lastOperationStatus,
      'failure',
    );
    const ok = await call(emu, 'POST', contact, {
      body: {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}},
    });
    assert.equal(ok.status, 200);
    assert.equal(
      (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.lastOperationStatus,
      'success',
    );
  });

  test('a synchronous operation carries every field of spec 2.10', async () => {
    const r = await call(emu, 'POST', `${GAMMA}/objects/ticket`, {
      body: {groupRef: 'group-1', type: 'create', record: {subject: 'Printer on fire'}},
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.result.data.priority, 'normal');
    assert.equal(r.body.result.data.estimate_hours, 2);
    const op = (await call(emu, 'GET', `/v1/projects/demo/operations/${r.body.operationId}`)).body;
    for (const k of [
      'id',
      'projectId',
      'integrationId',
      'installationId',
      'configId',
      'actionType',
      'status',
      'result',
      'createTime',
      'updateTime',
      'resource',
    ])
      assert.ok(op[k] !== undefined, k);
    assert.equal(op.resource, 'ticket');
    assert.equal(op.actionType, 'write');
    assert.equal(op.installationId, 'inst-gamma');
  });
});

describe('writes: a select option with a fractional number value', () => {
  test('is saved as a default (its text) and the provider stores the number; the write succeeds', async () => {
    const seed = defaultSeed();
    const contact = seed.providers['acme-crm'].objects.contact;
    contact.fields.rating = {
      fieldName: 'rating',
      displayName: 'Rating',
      valueType: 'singleSelect',
      providerType: 'enumeration',
      readOnly: false,
      isCustom: true,
      isRequired: false,
      values: [
        {value: 0.5, displayValue: 'Half'},
        {value: 1, displayValue: 'One'},
      ],
    };
    const emu = manualEmulator({seed});
    const inst = `${ACME}/installations/inst-acme`;
    const {body: current} = await call(emu, 'GET', inst);
    const obj = {...current.config.content.write.objects.contact};
    obj.selectedFieldSettings = {...obj.selectedFieldSettings, rating: {default: {stringValue: '0.5'}}};
    const patch = await call(emu, 'PATCH', inst, {
      body: {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {revisionId: current.config.revisionId, content: {write: {objects: {contact: obj}}}},
        },
      },
    });
    assert.equal(patch.status, 200, JSON.stringify(patch.body));
    const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        mode: 'synchronous',
        record: {email: 'half@x.y', first_name: 'H', last_name: 'X'},
      },
    });
    assert.equal(w.status, 200, JSON.stringify(w.body));
    assert.equal(w.body.result.data.rating, 0.5);
  });
});
