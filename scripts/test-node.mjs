// Runs every node-side test (core and emulator) with node:test; no browser needed.
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

function find(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(find(p));
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const named = process.argv.slice(2);
const dirs = named.length ? named : ['test/unit', 'test/emulator', 'test/contract'];
const files = dirs.flatMap((d) => find(d)).sort();
if (!files.length) {
  console.error(`no node tests found under ${dirs.join(', ')}`);
  process.exit(1);
}
// The core and emulator files two at a time: on 2 cores, 126 s instead of 170 (node:test's default
// is one at a time there). Folders of browser tests (bundle, pages, package) stay one at a time.
const concurrency = named.length ? 1 : 2;
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
