// The request log (GET /_emulator/requests): the newest 500 requests outside /_emulator, oldest
// first, each with its times, status, duration, request id and credentials kind.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {P, call, manualEmulator} from './helpers.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('the request log keeps the newest 500 requests, oldest first, in full', async () => {
  const emu = manualEmulator({now: Date.parse('2030-01-02T03:04:05.678Z')});
  let lastId = '';
  for (let i = 0; i < 510; i++) {
    const r = await call(emu, 'GET', `${P}/operations/op-${i}`);
    assert.equal(r.status, 404);
    lastId = r.headers.get('x-request-id') ?? '';
  }
  await call(emu, 'GET', '/_emulator/operations'); // control routes are not logged
  const {requests} = (await call(emu, 'GET', '/_emulator/requests')).body;
  assert.equal(requests.length, 500);
  assert.deepEqual(
    requests.map((e: {path: string}) => e.path),
    Array.from({length: 500}, (_, i) => `${P}/operations/op-${i + 10}`),
  );
  const last = requests.at(-1);
  assert.deepEqual(Object.keys(last), [
    'time',
    'emulatedTime',
    'method',
    'path',
    'status',
    'durationMs',
    'requestId',
    'auth',
  ]);
  assert.match(last.time, ISO);
  assert.ok(Math.abs(Date.parse(last.time) - Date.now()) < 60_000, 'wall-clock time');
  assert.equal(last.emulatedTime, '2030-01-02T03:04:05.678Z');
  assert.equal(last.method, 'GET');
  assert.equal(last.status, 404);
  assert.equal(typeof last.durationMs, 'number');
  // as written in the log: 0.07, not 0.07 * 100 (7.000000000000001 in floating point)
  assert.match(String(last.durationMs), /^\d+(\.\d{1,2})?$/, 'two decimals at most');
  assert.equal(last.requestId, lastId);
  assert.equal(last.auth, 'apiKey');
  assert.equal(emu.store.requests.at(-1)?.requestId, lastId);
  emu.reset();
  assert.deepEqual(emu.store.requests, [], 'a reset empties it');
  await emu.close();
});
