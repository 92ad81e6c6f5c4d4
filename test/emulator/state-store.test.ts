// Issue 20: `--state` as a real store. One write costs the size of the change, not of the store; a
// change that cannot be made durable is not made (503) and the emulator keeps serving; a file that
// is not a valid state file of this version is refused whole, naming the file, the line and the rule.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defaultSeed, type Seed} from '../../src/emulator/seed.ts';
import {ACME, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;
const HEADER = JSON.stringify({format: 'install-config-elements emulator state', version: 2});

function stateDir() {
  const dir = mkdtempSync(join(tmpdir(), 'emu-store-'));
  return {dir, file: join(dir, 'state.json')};
}

function seedWith(records: number): Seed {
  const seed = defaultSeed();
  for (let i = 0; i < records; i++)
    seed.records!['acme-crm'].contact.push({
      id: `bulk-${i}`,
      groupRef: 'group-1',
      installationId: 'inst-acme',
      data: {email: `bulk-${i}@example.com`, first_name: 'Bulk', last_name: `Record ${i}`},
    });
  return seed;
}

/** Bytes this process has written (all files, all fds) so far: Linux only. */
function writtenBytes(): number | undefined {
  if (!existsSync('/proc/self/io')) return undefined;
  return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))![1]);
}

async function patchDeal(emu: ReturnType<typeof manualEmulator>, amount: number) {
  const rev = (await call(emu, 'GET', INST)).body.config.revisionId;
  return call(emu, 'PATCH', INST, {
    body: {
      updateMask: ['config.content.write.objects.deal'],
      installation: {
        config: {
          revisionId: rev,
          content: {
            write: {
              objects: {
                deal: {
                  objectName: 'deal',
                  selectedFieldSettings: {amount: {default: {integerValue: amount}}},
                },
              },
            },
          },
        },
      },
    },
  });
}

test(
  'the bytes written for one acknowledged write do not grow with the store',
  {skip: writtenBytes() === undefined},
  async () => {
    const perWrite: number[] = [];
    for (const records of [1_000, 30_000]) {
      const {file} = stateDir();
      const emu = manualEmulator({stateFile: file, seed: seedWith(records)});
      // Warm up (first calls build caches), then measure a create, an update and a PATCH.
      await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'create', record: {email: 'w@x.y'}},
      });
      const before = writtenBytes()!;
      const created = await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'create', record: {email: 'c@x.y'}},
      });
      const updated = await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'update', record: {id: 'bulk-7', first_name: 'Changed'}},
      });
      const patched = await patchDeal(emu, 3);
      assert.deepEqual([created.status, updated.status, patched.status], [200, 200, 200]);
      perWrite.push((writtenBytes()! - before) / 3);
      await emu.close();
    }
    const [small, large] = perWrite;
    assert.ok(large < 20_000, `one write at 30k records wrote ${large} bytes`);
    assert.ok(large <= small * 1.5 + 1024, `per write: ${small} bytes at 1k records, ${large} at 30k`);
  },
);

test('a change that cannot be made durable is answered 503, is not made, and the emulator keeps serving', async () => {
  const {dir, file} = stateDir();
  const emu = manualEmulator({stateFile: file});
  const held = (await call(emu, 'GET', INST)).body.config.revisionId;
  rmSync(dir, {recursive: true});

  const patch = await patchDeal(emu, 5);
  assert.equal(patch.status, 503);
  assert.equal(patch.headers.get('content-type'), 'application/problem+json');
  assert.equal(patch.body.retryable, true);
  const write = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', record: {email: 'lost@x.y'}},
  });
  assert.equal(write.status, 503);
  const after = await call(emu, 'GET', INST);
  assert.equal(after.status, 200, 'reads are still answered');
  assert.equal(after.body.config.revisionId, held, 'the refused PATCH was not applied');
  const records = (await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact')).body.records;
  assert.ok(
    !records.some((r: {data: {email: string}}) => r.data.email === 'lost@x.y'),
    'the refused create was not made',
  );
  assert.equal(
    (await call(emu, 'GET', '/_emulator/operations')).body.operations.length,
    0,
    'nor its operation',
  );

  // Once the directory is back, the next change writes the whole store afresh and succeeds.
  mkdirSync(dir);
  assert.equal((await patchDeal(emu, 6)).status, 200);
  await emu.close();
  const again = manualEmulator({stateFile: file});
  assert.deepEqual(
    (await call(again, 'GET', INST)).body.config.content.write.objects.deal.selectedFieldSettings.amount,
    {default: {integerValue: 6}},
  );
  await again.close();
});

test('a state file with only its header keeps every seeded installation', async () => {
  const {file} = stateDir();
  writeFileSync(file, `${HEADER}\n`);
  const emu = manualEmulator({stateFile: file});
  for (const id of ['inst-acme', 'inst-acme-g2'])
    assert.equal(
      (await call(emu, 'GET', `/v1/projects/demo/integrations/acme-crm-sync/installations/${id}`)).status,
      200,
    );
  await emu.close();
});

test('a bad state file is refused whole, naming the file, the line and the rule', () => {
  const inst = defaultSeed().installations[0];
  const {config: _config, ...noConfig} = inst;
  const line = (changes: unknown[], seq = 0) => JSON.stringify({seq, changes});
  const cases: Array<[string, string, RegExp]> = [
    [
      'version 1 (the old snapshot)',
      `${JSON.stringify({version: 1, installations: []})}\n`,
      /line 1: .*version 1/,
    ],
    [
      'another version',
      `${JSON.stringify({format: 'install-config-elements emulator state', version: 3})}\n`,
      /line 1: is version 3/,
    ],
    [
      'an installation without config',
      `${HEADER}\n${line([[['installations'], 'inst-acme', noConfig]])}\n`,
      /line 2: installations\["inst-acme"\]\.config/,
    ],
    ['no seq', `${HEADER}\n${JSON.stringify({changes: []})}\n`, /line 2: seq must be an integer/],
    [
      'an unknown map',
      `${HEADER}\n${line([[['bogus'], 'x', {}]])}\n`,
      /line 2: changes\[0\]\[0\] must name a map/,
    ],
    [
      'a record without data',
      `${HEADER}\n${line([[['records', 'acme-crm', 'contact'], 'r1', {id: 'r1', groupRef: 'group-1'}]])}\n`,
      /line 2: records\["r1"\]\.data/,
    ],
    [
      'a JWT key whose PEM is not a key',
      `${HEADER}\n${line([[['jwtKeys'], 'k1', {kid: 'k1', projectId: 'demo', label: 'l', publicKeyPem: 'x', createTime: 't'}]])}\n`,
      /line 2: jwtKeys\["k1"\]\.publicKeyPem: must be a PEM/,
    ],
    ['a line that is not JSON', `${HEADER}\n{"seq":0,\n${line([])}\n`, /line 2: is not JSON/],
  ];
  for (const [what, text, rule] of cases) {
    const {file} = stateDir();
    writeFileSync(file, text);
    assert.throws(
      () => manualEmulator({stateFile: file}),
      (e: Error) => e.message.includes(file) && rule.test(e.message),
      what,
    );
    assert.equal(readFileSync(file, 'utf8'), text, `${what}: the file is left as it was`);
  }
});

test('an unfinished last line (a kill mid-append) is dropped; the acknowledged lines before it load', async () => {
  const {dir, file} = stateDir();
  const emu = manualEmulator({stateFile: file});
  assert.equal((await patchDeal(emu, 8)).status, 200);
  await emu.close();
  writeFileSync(file, `${readFileSync(file, 'utf8')}{"seq":3,"changes":[[["installations"],"inst-ac`);
  writeFileSync(`${file}.compact`, 'half a compaction');
  const again = manualEmulator({stateFile: file});
  assert.deepEqual(
    (await call(again, 'GET', INST)).body.config.content.write.objects.deal.selectedFieldSettings.amount,
    {default: {integerValue: 8}},
  );
  assert.deepEqual(readdirSync(dir), ['state.json'], 'no leftover of the killed compaction');
  await again.close();
});

test('a background attempt that cannot be saved is undone and runs again once it can', async () => {
  const {dir, file} = stateDir();
  const emu = manualEmulator({stateFile: file});
  const accepted = await call(emu, 'POST', `${ACME}/objects/contact`, {
    body: {groupRef: 'group-1', type: 'create', mode: 'asynchronous', record: {email: 'later@x.y'}},
  });
  assert.equal(accepted.status, 202);
  rmSync(dir, {recursive: true});
  await emu.settled();
  const op = `/v1/projects/demo/operations/${accepted.body.operationId}`;
  const stored = async () =>
    (await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact')).body.records.filter(
      (r: {data: {email: string}}) => r.data.email === 'later@x.y',
    ).length;
  assert.equal((await call(emu, 'GET', op)).body.status, 'in_progress');
  assert.equal(await stored(), 0, 'the record written by the unsaved attempt was taken back');
  mkdirSync(dir);
  await emu.advance(2);
  assert.equal((await call(emu, 'GET', op)).body.status, 'success');
  assert.equal(await stored(), 1, 'written once');
  await emu.close();
});
