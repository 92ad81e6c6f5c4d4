// `npm run emulator`: prints its base URL and API key, serves, stops cleanly on SIGTERM/SIGINT,
// refuses bad options and seeds.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {startCli as start} from './helpers.ts';

test('starts on loopback with a custom API key and seed, and stops on SIGTERM', async () => {
  const seed = defaultSeed();
  seed.projects[0].name = 'custom-name';
  const dir = mkdtempSync(join(tmpdir(), 'emu-'));
  const file = join(dir, 'seed.json');
  writeFileSync(file, JSON.stringify(seed));
  const emu = start(['--port', '0', '--api-key', 'k-123', '--seed', file, '--time-scale', '60']);
  const url = await emu.ready;
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.match(emu.output(), /API key: +k-123/);
  const ok = await fetch(`${url}/v1/projects/custom-name/integrations`, {headers: {'x-api-key': 'k-123'}});
  assert.equal(ok.status, 200);
  const denied = await fetch(`${url}/v1/projects/demo/integrations`, {
    headers: {'x-api-key': 'demo-api-key'},
  });
  assert.equal(denied.status, 401);
  emu.child.kill('SIGTERM');
  assert.equal(await emu.exited, 0);
});

test('SIGINT stops it too', async () => {
  const emu = start(['--port', '0']);
  await emu.ready;
  emu.child.kill('SIGINT');
  assert.equal(await emu.exited, 0);
});

test('bad options and unreadable seeds exit with a message', async () => {
  for (const args of [
    ['--port', 'abc'],
    ['--time-scale', '-1'],
    ['--seed', '/nonexistent/seed.json'],
    ['--bogus'],
  ]) {
    const emu = start(args);
    const code = await emu.exited;
    assert.notEqual(code, 0, args.join(' '));
    assert.match(emu.errors(), /^emulator: /, args.join(' '));
  }
  const dir = mkdtempSync(join(tmpdir(), 'emu-'));
  writeFileSync(join(dir, 'bad.json'), '{"projects": 1}');
  const emu = start(['--seed', join(dir, 'bad.json')]);
  assert.equal(await emu.exited, 2);
  assert.match(emu.errors(), /seed must be a JSON object/);
});

test('--state keeps installations, keys, operations and records across restarts, also after a SIGKILL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-state-'));
  const file = join(dir, 'state.json');
  const key = {'x-api-key': 'demo-api-key', 'content-type': 'application/json'};
  const inst = '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme';
  const first = start(['--port', '0', '--state', file, '--time-scale', '0']);
  const url = await first.ready;
  const rev = (
    (await (await fetch(`${url}${inst}`, {headers: key})).json()) as {config: {revisionId: string}}
  ).config.revisionId;
  const patch = await fetch(`${url}${inst}`, {
    method: 'PATCH',
    headers: key,
    body: JSON.stringify({
      updateMask: ['config.content.write.objects.deal'],
      installation: {
        config: {
          revisionId: rev,
          content: {
            write: {
              objects: {
                deal: {objectName: 'deal', selectedFieldSettings: {amount: {default: {integerValue: 7}}}},
              },
            },
          },
        },
      },
    }),
  });
  assert.equal(patch.status, 200);
  const written = await fetch(`${url}/v1/projects/demo/integrations/acme-crm-sync/objects/contact`, {
    method: 'POST',
    headers: key,
    body: JSON.stringify({groupRef: 'group-1', type: 'create', record: {email: 'kept@example.com'}}),
  });
  assert.equal(written.status, 200);
  type Rec = {id: string; data: {email: string}};
  const listed = async (u: string) =>
    ((await (await fetch(`${u}/_emulator/providers/acme-crm/records/contact`)).json()) as {records: Rec[]})
      .records;
  const recordId = (await listed(url)).find((r) => r.data.email === 'kept@example.com')!.id;
  assert.match(first.output(), /control token \(X-Emulator-Token[^)]*\): \S{20,}/);
  // Killed without any chance to flush: only what was written before each answer counts.
  first.child.kill('SIGKILL');
  await first.exited;

  const second = start(['--port', '0', '--state', file, '--time-scale', '0']);
  const url2 = await second.ready;
  const after = (await (await fetch(`${url2}${inst}`, {headers: key})).json()) as {
    config: {revisionId: string; content: {write: {objects: Record<string, unknown>}}};
  };
  assert.notEqual(after.config.revisionId, rev);
  assert.deepEqual(after.config.content.write.objects.deal, {
    objectName: 'deal',
    selectedFieldSettings: {amount: {default: {integerValue: 7}}},
  });
  assert.deepEqual(
    (await listed(url2)).filter((r) => r.data.email === 'kept@example.com').map((r) => r.id),
    [recordId],
  );
  // A new record gets a new id, never one of the kept ones.
  await fetch(`${url2}/v1/projects/demo/integrations/acme-crm-sync/objects/contact`, {
    method: 'POST',
    headers: key,
    body: JSON.stringify({groupRef: 'group-1', type: 'create', record: {email: 'new@example.com'}}),
  });
  const ids = (await listed(url2)).map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.length >= 3);
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);
});

test('--allow-origin must be an origin', async () => {
  const emu = start(['--allow-origin', 'http://localhost:3000/path']);
  assert.equal(await emu.exited, 2);
  assert.match(emu.errors(), /--allow-origin must be an origin/);
});
