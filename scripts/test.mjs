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
// Each step's time is printed at the end, so a change that adds a step can report what it costs
// (the whole run should stay within about 6 minutes on 2 cores).
const times = [];
const started = Date.now();
for (const [cmd, args] of steps) {
  const line = `${cmd} ${args.join(' ')}`;
  console.log(`\n> ${line}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, {stdio: 'inherit'});
  times.push([line, Date.now() - t0]);
  if (r.status !== 0) {
    console.error(`\n${line} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}
const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
console.log(
  `\nsteps:\n${times.map(([line, ms]) => `${s(ms)}  ${line}`).join('\n')}\n${s(Date.now() - started)}  in all`,
);
