// The write route's quick yes (plainSingleWrite) skips the shared schema for the common write: it
// must never accept a body WriteRequestSchema refuses, or an invalid write would be stored.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {passes, WriteRequestSchema} from '../../src/contract/schemas.ts';
import {plainSingleWrite} from '../../src/emulator/write-engine.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

const ABSENT = Symbol('absent');
const variants: Record<string, unknown[]> = {
  groupRef: [ABSENT, 'group-1', '', 7, null],
  type: [ABSENT, 'create', 'update', 'upsert', 1],
  mode: [ABSENT, 'synchronous', 'asynchronous', 'later', null, undefined],
  record: [
    ABSENT,
    {email: 'a@b.c'},
    {id: 'contact-1', email: 'a@b.c'},
    {id: ''},
    {id: null},
    {id: 0},
    {},
    [],
    null,
    'text',
    JSON.parse('{"constructor": "x", "id": "1"}'),
    JSON.parse('{"__proto__": {"id": "1"}}'),
    Object.create(null),
  ],
  extra: [
    ABSENT,
    {batch: [{record: {email: 'a@b.c'}}]},
    {autoBatchPolicy: {maxDelayMinutes: 1}},
    {retryPolicy: {deadlineHours: 1}},
    {associations: []},
    {headers: []},
    {unknown: 1},
    JSON.parse('{"__proto__": 1}'),
  ],
};

/** Every combination of the variants above, as a body. */
function* bodies(): Generator<unknown> {
  const keys = Object.keys(variants);
  const at = keys.map(() => 0);
  for (;;) {
    const body: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      const v = variants[k][at[i]];
      if (v === ABSENT) return;
      if (k === 'extra') Object.assign(body, v);
      else body[k] = v;
    });
    yield body;
    let i = 0;
    while (i < keys.length && ++at[i] === variants[keys[i]].length) at[i++] = 0;
    if (i === keys.length) return;
  }
}

test('the quick yes accepts only write bodies the schema accepts, and takes the common ones', () => {
  let quick = 0;
  let valid = 0;
  for (const body of [...bodies(), null, [], 'x', 1]) {
    const ok = passes(WriteRequestSchema, body);
    if (ok) valid++;
    if (plainSingleWrite(body)) {
      quick++;
      assert.ok(ok, `the quick yes accepted what the schema refuses: ${JSON.stringify(body)}`);
    }
  }
  assert.ok(quick > 0 && quick < valid, `quick ${quick} of ${valid} valid bodies`);
  const common = {groupRef: 'group-1', type: 'create', mode: 'synchronous', record: {email: 'a@b.c'}};
  assert.ok(plainSingleWrite(JSON.parse(JSON.stringify(common))));
});

test("a body outside the quick yes still gets the schema's 400 naming the field", async () => {
  const emu = manualEmulator();
  const ok = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', record: {email: 'quick@x.y'}},
  });
  assert.equal(ok.status, 200);
  const bad = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'update', record: {email: 'quick@x.y'}},
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.issues[0].name, 'record.id');
  await emu.close();
});
