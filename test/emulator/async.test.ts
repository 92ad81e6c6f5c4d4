// Asynchronous writes on the emulated clock: background execution, retries with backoff to
// success or to the deadline, auto batching by size and by time, partial success.
import {test, describe, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, GAMMA, call, manualEmulator, opStatus} from './helpers.ts';

const contact = `${ACME}/objects/contact`;

describe('asynchronous writes', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());
  const fault = (body: Record<string, unknown>) =>
    call(emu, 'POST', '/_emulator/faults', {body, apiKey: null});
  const records = async (object = 'contact', provider = 'acme-crm') =>
    (await call(emu, 'GET', `/_emulator/providers/${provider}/records/${object}`)).body.records;
  const asyncWrite = (record: Record<string, unknown>, extra: Record<string, unknown> = {}, path = contact) =>
    call(emu, 'POST', path, {
      body: {groupRef: 'group-1', type: 'create', mode: 'asynchronous', record, ...extra},
    });

  test('returns an operation id at once, then runs in the background to success', async () => {
    const r = await asyncWrite({email: 'a@b.c'});
    assert.equal(r.status, 202);
    assert.match(r.body.operationId, /^[0-9a-f-]{36}$/);
    assert.equal((await opStatus(emu, r.body.operationId)).status, 'in_progress');
    assert.equal(
      (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.lastOperationStatus,
      'in_progress',
    );
    await emu.settled();
    const op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'success');
    assert.match(op.result, /^\[contact\] created record contact-/);
    assert.equal(
      (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.lastOperationStatus,
      'success',
    );
  });

  test('validation happens before the id is returned', async () => {
    const r = await asyncWrite({email: 'a@b.c'}, {autoBatchPolicy: {maxDelayMinutes: 0}});
    assert.equal(r.status, 400);
    assert.equal(r.body.operationId, undefined);
  });

  test('a record the provider rejects ends the operation in failure: "[object] message"', async () => {
    const r = await asyncWrite({email: 'a@b.c', age: 'x'});
    await emu.settled();
    const op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'failure');
    assert.equal(op.result, '[contact] field age must be an integer');
  });

  test('retryable quota errors are retried with backoff until success (clock advanced)', async () => {
    await fault({objectName: 'contact', kind: 'quota', count: 3});
    const r = await asyncWrite({email: 'retry@x.y'});
    await emu.settled();
    let op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'in_progress');
    assert.match(op.result, /attempt 1 failed/);
    await emu.advance(2); // first retry after 2 s: fails again
    op = await opStatus(emu, r.body.operationId);
    assert.match(op.result, /attempt 2 failed: .* retrying in 4 s/);
    assert.equal((await records()).filter((x: any) => x.data.email === 'retry@x.y').length, 0);
    await emu.advance(60);
    op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'success');
    assert.equal(
      (await records()).filter((x: any) => x.data.email === 'retry@x.y').length,
      1,
      'stored exactly once',
    );
  });

  test('retries stop at the deadline (1 h default) and the operation fails', async () => {
    await fault({objectName: 'contact', kind: 'quota', count: 10_000, message: 'daily quota used up'});
    const r = await asyncWrite({email: 'never@x.y'});
    await emu.advance(59 * 60);
    assert.equal((await opStatus(emu, r.body.operationId)).status, 'in_progress');
    await emu.advance(2 * 3600);
    const op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'failure');
    assert.match(
      op.result,
      /^\[contact\] daily quota used up \(gave up after \d+ attempts: retry deadline passed\)$/,
    );
    assert.equal(
      Date.parse(op.updateTime) - Date.parse(op.createTime),
      3600_000,
      'the last attempt is made at the deadline',
    );
  });

  test('retryPolicy.deadlineHours extends the deadline', async () => {
    await fault({objectName: 'contact', kind: 'quota', count: 20}); // ~2.1 h of backoff
    const r = await asyncWrite({email: 'late@x.y'}, {retryPolicy: {deadlineHours: 48}});
    await emu.advance(3 * 3600);
    const op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'success', op.result);
  });

  test('an async batch is all-or-nothing too', async () => {
    await fault({
      objectName: 'contact',
      kind: 'reject',
      count: 1,
      recordMatch: {email: 'bad@x.y'},
      message: 'duplicate email',
    });
    const r = await call(emu, 'POST', contact, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        batch: [{record: {email: 'ok@x.y'}}, {record: {email: 'bad@x.y'}}],
      },
    });
    assert.equal(r.status, 202);
    await emu.settled();
    const op = await opStatus(emu, r.body.operationId);
    assert.equal(op.status, 'failure');
    assert.match(op.result, /^\[contact\] .*record 1: duplicate email/);
    assert.equal((await records()).filter((x: any) => x.data.email === 'ok@x.y').length, 0);
  });

  test('auto batch flushes at 100 records as one provider call; every record answers the master id', async () => {
    const before = (await call(emu, 'GET', '/_emulator/providers')).body.batchCalls;
    const ids = new Set<string>();
    for (let i = 0; i < 99; i++)
      ids.add(
        (await asyncWrite({email: `u${i}@x.y`}, {autoBatchPolicy: {maxDelayMinutes: 10}})).body.operationId,
      );
    await emu.settled();
    assert.equal(ids.size, 1);
    const [id] = ids;
    assert.equal((await opStatus(emu, id)).status, 'in_progress');
    assert.equal((await records()).filter((x: any) => x.data.email.startsWith('u')).length, 0);
    ids.add(
      (await asyncWrite({email: 'u99@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 10}})).body.operationId,
    );
    assert.equal(ids.size, 1, 'the 100th record joins the same batch');
    await emu.settled();
    const op = await opStatus(emu, id);
    assert.equal(op.status, 'success');
    assert.equal(op.result, '[contact] created 100 records');
    assert.equal((await records()).filter((x: any) => /^u\d+@/.test(x.data.email)).length, 100);
    assert.equal((await call(emu, 'GET', '/_emulator/providers')).body.batchCalls - before, 1);
    // the 101st starts a new batch
    const next = (await asyncWrite({email: 'v@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 10}})).body
      .operationId;
    assert.notEqual(next, id);
  });

  test("auto batch flushes at its first record's delay; groups by object and type", async () => {
    const a = (await asyncWrite({email: 'a@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 5}})).body.operationId;
    await emu.advance(120);
    const b = (await asyncWrite({email: 'b@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 60}})).body.operationId;
    assert.equal(a, b, 'same installation, object, type: same batch');
    const company = (
      await asyncWrite({name: 'C'}, {autoBatchPolicy: {maxDelayMinutes: 5}}, `${ACME}/objects/company`)
    ).body.operationId;
    const update = (
      await call(emu, 'POST', contact, {
        body: {
          groupRef: 'group-1',
          type: 'update',
          mode: 'asynchronous',
          record: {id: 'acme-contact-seed-1', phone: '9'},
          autoBatchPolicy: {maxDelayMinutes: 5},
        },
      })
    ).body.operationId;
    assert.notEqual(company, a);
    assert.notEqual(update, a);
    await emu.advance(179); // 299 s after the first record
    assert.equal((await opStatus(emu, a)).status, 'in_progress');
    await emu.advance(1); // 300 s: the first record's 5 minutes
    const op = await opStatus(emu, a);
    assert.equal(op.status, 'success');
    assert.equal(op.result, '[contact] created 2 records');
    assert.equal((await opStatus(emu, company)).status, 'in_progress', 'its own delay started later');
    await emu.advance(120);
    assert.equal((await opStatus(emu, company)).status, 'success');
    assert.equal((await opStatus(emu, update)).status, 'success');
  });

  test('an auto batch may succeed partially: success, and the result says which records failed and why', async () => {
    await fault({
      objectName: 'contact',
      kind: 'reject',
      count: 1,
      recordMatch: {email: 'r2@x.y'},
      message: 'blocked domain',
    });
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++)
      ids.add(
        (
          await asyncWrite(i === 3 ? {email: 'r3@x.y', age: 'x'} : {email: `r${i}@x.y`}, {
            autoBatchPolicy: {maxDelayMinutes: 1},
          })
        ).body.operationId,
      );
    await emu.advance(60);
    const op = await opStatus(emu, [...ids][0]);
    assert.equal(op.status, 'success');
    assert.match(
      op.result,
      /^\[contact\] 2 of 4 records written; 2 failed: record 2: blocked domain; record 3: field age must be an integer$/,
    );
    const stored = (await records()).map((x: any) => x.data.email);
    assert.ok(stored.includes('r0@x.y') && stored.includes('r1@x.y') && !stored.includes('r2@x.y'));
  });

  test('an auto batch where every record fails ends in failure', async () => {
    const id = (await asyncWrite({email: 'z@x.y', age: 'x'}, {autoBatchPolicy: {maxDelayMinutes: 1}})).body
      .operationId;
    await emu.advance(60);
    assert.equal((await opStatus(emu, id)).status, 'failure');
  });

  test('auto batches retry quota errors within retryDeadlineHours', async () => {
    await fault({objectName: 'contact', kind: 'quota', count: 2});
    const id = (
      await asyncWrite({email: 'q@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 1, retryDeadlineHours: 2}})
    ).body.operationId;
    await emu.advance(60);
    assert.equal((await opStatus(emu, id)).status, 'in_progress');
    await emu.advance(10);
    assert.equal((await opStatus(emu, id)).status, 'success');
  });

  test('a provider without batch support still takes auto-batched records, one call each', async () => {
    const before = (await call(emu, 'GET', '/_emulator/providers')).body;
    const id = (
      await asyncWrite({subject: 'a'}, {autoBatchPolicy: {maxDelayMinutes: 1}}, `${GAMMA}/objects/ticket`)
    ).body.operationId;
    await asyncWrite({subject: 'b'}, {autoBatchPolicy: {maxDelayMinutes: 1}}, `${GAMMA}/objects/ticket`);
    await emu.advance(60);
    assert.equal((await opStatus(emu, id)).status, 'success');
    const after = (await call(emu, 'GET', '/_emulator/providers')).body;
    assert.equal(after.calls - before.calls, 2);
    assert.equal(after.batchCalls, before.batchCalls);
  });

  test('control API: clock advance, faults validation, reset drops pending work', async () => {
    const t0 = Date.parse((await call(emu, 'GET', '/_emulator/clock')).body.now);
    const adv = await call(emu, 'POST', '/_emulator/clock/advance', {body: {seconds: 90}, apiKey: null});
    assert.equal(adv.status, 200);
    assert.equal(Date.parse(adv.body.now) - t0, 90_000);
    for (const body of [
      {objectName: 'contact', kind: 'explode'},
      {kind: 'quota'},
      {objectName: 'contact', kind: 'quota', count: 0},
      {objectName: 'contact', kind: 'reject', recordMatch: 'x'},
    ]) {
      assert.equal((await fault(body)).status, 400, JSON.stringify(body));
    }
    const id = (await asyncWrite({email: 'p@x.y'}, {autoBatchPolicy: {maxDelayMinutes: 1}})).body.operationId;
    await fault({objectName: 'contact', kind: 'quota', count: 5});
    assert.equal((await call(emu, 'POST', '/_emulator/reset', {apiKey: null})).status, 200);
    assert.equal((await call(emu, 'GET', `/v1/projects/demo/operations/${id}`)).status, 404);
    assert.deepEqual((await call(emu, 'GET', '/_emulator/faults')).body.faults, []);
    await emu.advance(120);
    assert.equal((await records()).filter((x: any) => x.data.email === 'p@x.y').length, 0);
    assert.equal((await call(emu, 'GET', '/_emulator/operations')).body.operations.length, 0);
  });
});
