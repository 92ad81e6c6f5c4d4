// `npm run emulator`: prints its base URL and API key, serves, stops cleanly on SIGTERM/SIGINT,
// refuses bad options and seeds.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defaultSeed} from '../../src/emulator/seed.ts';

function start(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', ...args], {stdio: ['ignore', 'pipe', 'pipe']});
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m && out.includes('API key')) resolve(m[1]);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  ready.catch(() => undefined); // tests of bad options never wait for it
  return {child, ready, exited, output: () => out, errors: () => err};
}

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
  const denied = await fetch(`${url}/v1/projects/demo/integrations`, {headers: {'x-api-key': 'demo-api-key'}});
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
  for (const args of [['--port', 'abc'], ['--time-scale', '-1'], ['--seed', '/nonexistent/seed.json'], ['--bogus']]) {
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
