// `npm test`: every check a change needs, within about 8 minutes alone on 2 cores (DESIGN "Test
// time"): lint, format and the elements manifest side by side with the typecheck, then the size
// budget, the Node tests, the built script-tag bundle as README lays it out (test/bundle), the page
// tests and the browser tests. `npm run test:integration` (`--integration`): the packed tarball
// installed into apps (test/package: the script-tag page, the example apps, framework typings,
// the docs' snippets) and the screenshot comparisons. Either stops at the first failing step.
// Every step needs Chromium, so its absence is said first, not after a minute.
import {spawn} from 'node:child_process';

const integration = process.argv.includes('--integration');

/** A step: one command, or lanes run side by side (each lane's commands in order). */
const step = (...cmd) => ({lanes: [[cmd]]});
const sideBySide = (...lanes) => ({lanes});

const steps = integration
  ? [
      step('node', 'scripts/check-browser.mjs'),
      // One after the other: side by side on a busy 2-core machine (load 25) the screenshot
      // tests' pages timed out, and the two gained little on a saturated CPU.
      step('node', 'scripts/test-node.mjs', 'test/package'),
      step('npm', 'run', '-s', 'screenshots'),
    ]
  : [
      step('node', 'scripts/check-browser.mjs'),
      // Independent and light on memory: the linters in one lane, the typecheck in the other.
      sideBySide(
        [
          ['npm', 'run', '-s', 'lint'],
          ['npm', 'run', '-s', 'format:check'],
          ['npm', 'run', '-s', 'cem:check'],
        ],
        [['npm', 'run', '-s', 'typecheck']],
      ),
      step('node', 'scripts/size.mjs', '--check'),
      step('npm', 'run', '-s', 'test:node'),
      step('node', 'scripts/test-node.mjs', 'test/bundle'),
      step('node', 'scripts/test-node.mjs', 'test/pages'),
      step('npm', 'run', '-s', 'test:browser'),
    ];

const line = (cmd) => cmd.join(' ');

/**
 * Runs one command. Alone it prints as it goes; beside others its output is held and printed
 * whole when it ends, so two commands' lines never interleave.
 */
function run(cmd, held) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const out = [];
    const child = spawn(cmd[0], cmd.slice(1), {stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    if (held) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (status) => {
      if (held) process.stdout.write(`\n> ${line(cmd)}\n${Buffer.concat(out).toString()}`);
      resolve({cmd, status, ms: Date.now() - t0});
    });
  });
}

/** A lane: its commands in order, stopping at the first failure. */
async function runLane(lane, held) {
  const results = [];
  for (const cmd of lane) {
    if (!held) console.log(`\n> ${line(cmd)}`);
    const r = await run(cmd, held);
    results.push(r);
    if (r.status !== 0) break;
  }
  return results;
}

// Each command's time is printed at the end, so a change that adds a step can report what it costs.
const times = [];
const started = Date.now();
for (const {lanes} of steps) {
  const held = lanes.length > 1;
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, held)))).flat();
  times.push(...results.map((r) => [held ? `${line(r.cmd)} (side by side)` : line(r.cmd), r.ms]));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n${line(failed.cmd)} failed (exit ${failed.status})`);
    process.exit(failed.status ?? 1);
  }
}
const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
console.log(
  `\nsteps:\n${times.map(([l, ms]) => `${s(ms)}  ${l}`).join('\n')}\n${s(Date.now() - started)}  in all`,
);
