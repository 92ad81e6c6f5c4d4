// Issue 31, S4 and S10: the journal while compaction cannot run (it backs off and logs once), and
// a journal that cannot be loaded always names the file and the line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {Store} from '../../src/emulator/store.ts';
import {StateFile} from '../../src/emulator/state-file.ts';
import {manualEmulator} from './helpers.ts';

const HEADER = JSON.stringify({format: 'install-config-elements emulator state', version: 2});
const file = () => join(mkdtempSync(join(tmpdir(), 'emu-journal-')), 'state.json');

test('S4: while compaction cannot run, changes are still saved, the failure is logged once, and the store is not rewritten on every change', (t) => {
  const path = file();
  const store = new Store(defaultSeed());
  const now = '2026-03-01T12:00:00.000Z';
  store.reset(now);
  const journal = new StateFile(path, store, 4096); // compacts from 4 KB on (1 MiB in use)
  journal.open(now);
  const errors: string[] = [];
  t.mock.method(console, 'error', (...a: unknown[]) => void errors.push(a.join(' ')));
  // Compaction writes FILE.compact first: a directory there makes every compaction fail.
  mkdirSync(journal.compactPath);
  const inst = store.installations.get('inst-acme')!;
  const change = (i: number) =>
    store.change(() =>
      store.installations.set('inst-acme', {...inst, healthStatus: i % 2 ? 'healthy' : 'unhealthy'}),
    );
  for (let i = 0; i < 400; i++) change(i);
  assert.equal(journal.stats.commits, 400, 'every change saved');
  assert.equal(journal.stats.compactions, 1, 'only the fresh copy at open');
  assert.ok(journal.stats.compactionFailures >= 1);
  assert.ok(
    journal.stats.compactionFailures <= 12,
    `${journal.stats.compactionFailures} full rewrites tried for 400 changes`,
  );
  assert.equal(errors.filter((e) => /compacting .* failed/.test(e)).length, 1, errors.join('\n'));
  // Once it can run again it does, and says so.
  rmdirSync(journal.compactPath);
  for (let i = 0; i < 4000 && journal.stats.compactions === 1; i++) change(i);
  assert.equal(journal.stats.compactions, 2);
  assert.ok(errors.some((e) => /works again/.test(e)));
  journal.close();
  // And what it saved loads.
  const again = manualEmulator({stateFile: path});
  assert.ok(again.store.installations.has('inst-acme'));
  return again.close();
});

test('S10: a journal nested 10,000 levels, or a line that breaks a check, names the file and the line', () => {
  const inst = defaultSeed().installations[0];
  const deep = '['.repeat(10_000) + ']'.repeat(10_000);
  const line = (changes: unknown) => JSON.stringify({seq: 0, changes});
  const cases: Array<[string, string]> = [
    [
      'an installation member nested 10,000 levels',
      line([[['installations'], 'inst-acme', {...inst, x: 'DEEP'}]]),
    ],
    [
      'a record value nested 10,000 levels',
      line([
        [
          ['records', 'acme-crm', 'contact'],
          'r1',
          {id: 'r1', groupRef: 'g', data: {x: 'DEEP'}, createTime: 't', updateTime: 't', writes: 1},
        ],
      ]),
    ],
    ['changes nested 10,000 levels', `{"seq":0,"changes":DEEP}`],
  ];
  for (const [what, text] of cases) {
    const path = file();
    const body = `${HEADER}\n${line([])}\n${text.replace('"DEEP"', deep).replace('DEEP', deep)}\n`;
    writeFileSync(path, body);
    assert.throws(
      () => manualEmulator({stateFile: path}),
      (e: Error) => e.message.startsWith(`state file ${path}, line 3: `) && !/call stack/.test(e.message),
      what,
    );
    assert.equal(readFileSync(path, 'utf8'), body, `${what}: the file is left as it was`);
  }
  const path = file();
  writeFileSync(path, `${deep}\n`);
  assert.throws(
    () => manualEmulator({stateFile: path}),
    (e: Error) => e.message.startsWith(`state file ${path}, line 1: `),
  );
});
