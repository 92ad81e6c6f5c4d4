// `npm test`: lint and format first (cheap, and the commonest failure), then typecheck, size budget,
// node-side tests, then browser tests; non-zero exit on any failure.
// The package, page and browser tests all need Chromium, so its absence is said first, not after a minute.
import {spawnSync} from 'node:child_process';

const steps = [
  ['node', ['scripts/check-browser.mjs']],
  ['npm', ['run', '-s', 'lint']],
  ['npm', ['run', '-s', 'format:check']],
  ['npm', ['run', '-s', 'cem:check']],
  ['npm', ['run', '-s', 'typecheck']],
  ['node', ['scripts/size.mjs', '--check']],
  ['npm', ['run', '-s', 'test:node']],
  ['node', ['scripts/test-node.mjs', 'test/package']],
  ['node', ['scripts/test-node.mjs', 'test/pages']],
  ['npm', ['run', '-s', 'test:browser']],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit'});
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}
