// Issue 20, through `npm run emulator -- --state FILE`: a bad file stops start-up (exit 2) naming
// the file and the rule; a state directory removed under a running emulator makes changes 503 while
// the process goes on serving (it used to answer a bare 500 and exit on its save timer).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startCli} from './helpers.ts';

const KEY = {'x-api-key': 'demo-api-key', 'content-type': 'application/json'};
const ACME = '/v1/projects/demo/integrations/acme-crm-sync';

test('a state file of another version stops start-up with exit 2, naming the file and the rule', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-cli-state-'));
  const file = join(dir, 'state.json');
  writeFileSync(file, JSON.stringify({version: 1, installations: [], recordSeq: 4}));
  const emu = startCli(['--port', '0', '--state', file]);
  assert.equal(await emu.exited, 2);
  assert.ok(emu.errors().includes(file), emu.errors());
  assert.match(emu.errors(), /line 1: .*version 1/);
  assert.doesNotMatch(emu.output(), /listening/);
});

test('with its state directory gone, a change is answered 503 problem+json and the process keeps serving', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-cli-state-'));
  const emu = startCli(['--port', '0', '--state', join(dir, 'state.json'), '--time-scale', '0']);
  const url = await emu.ready;
  rmSync(dir, {recursive: true});
  let exited = false;
  void emu.exited.then(() => (exited = true));
  for (const mode of ['synchronous', 'asynchronous']) {
    const r = await fetch(`${url}${ACME}/objects/contact`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify({groupRef: 'group-1', type: 'create', mode, record: {email: `${mode}@x.y`}}),
    });
    assert.equal(r.status, 503, mode);
    assert.equal(r.headers.get('content-type'), 'application/problem+json');
    assert.equal(((await r.json()) as {status: number}).status, 503);
  }
  // The next requests are still answered, by the same process.
  for (let i = 0; i < 3; i++) {
    const r = await fetch(`${url}${ACME}/installations/inst-acme`, {headers: KEY});
    assert.equal(r.status, 200);
  }
  assert.equal(exited, false);
  emu.child.kill('SIGTERM');
  assert.equal(await emu.exited, 0);
});

test('retention flags must be counts and seconds', async () => {
  for (const args of [['--operations-max=-1'], ['--operations-max', 'lots'], ['--operations-max-age', 'x']]) {
    const emu = startCli(['--port', '0', ...args]);
    assert.equal(await emu.exited, 2, args.join(' '));
    assert.match(emu.errors(), new RegExp(`^emulator: ${args[0].split('=')[0]} must be`), args.join(' '));
  }
});
