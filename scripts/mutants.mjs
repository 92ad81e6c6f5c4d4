// `npm run mutants [id ...]`: a mutation sample. Each mutant below is a plausible bug planted in
// the sources: the script writes it in, runs the tests named beside it, and puts the file back.
// A mutant the tests fail on is killed; one they pass is a hole in the suite. The project keeps a
// kill rate of at least 90 % (CONTRIBUTING.md "Mutation sample"). A mutant whose text is no longer
// in its file is reported stale: rewrite it against the code as it is now.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {MUTANTS} from './mutants.list.mjs';

const KEEP = 0.9;
const node = (files) => ['node', ['--import', 'tsx', '--test', '--test-reporter=dot', ...files]];
const browser = (files) => [
  'node',
  ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js', ...files.flatMap((f) => ['--files', f])],
];

/** The command that runs a mutant's tests: browser tests (test/elements, e2e) in Chromium. */
function command(tests) {
  const inBrowser = tests.some((t) => /^test\/(elements|e2e|visual)\//.test(t));
  return inBrowser ? browser(tests) : node(tests);
}

let restoreOnExit;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (restoreOnExit?.(), process.exit(130)));

/** Plants `m`, runs its tests, restores the file: 'killed', 'survived' or 'stale'. */
function run(m) {
  const original = readFileSync(m.file, 'utf8');
  if (original.split(m.find).length !== 2) return 'stale';
  restoreOnExit = () => writeFileSync(m.file, original);
  writeFileSync(
    m.file,
    original.replace(m.find, () => m.replace),
  );
  try {
    const [cmd, args] = command(m.tests);
    const r = spawnSync(cmd, args, {stdio: process.env.MUTANTS_VERBOSE ? 'inherit' : 'ignore'});
    return r.status === 0 ? 'survived' : 'killed';
  } finally {
    restoreOnExit();
    restoreOnExit = undefined;
  }
}

const wanted = process.argv.slice(2);
const chosen = wanted.length ? MUTANTS.filter((m) => wanted.includes(m.id)) : MUTANTS;
// The tests must pass as the code is, or a failure would count as a kill.
for (const tests of new Set(chosen.map((m) => m.tests.join(' ')))) {
  const [cmd, args] = command(tests.split(' '));
  if (spawnSync(cmd, args, {stdio: 'ignore'}).status !== 0) {
    console.error(`These tests fail without any mutant; fix them first: ${tests}`);
    process.exit(1);
  }
}
const results = [];
for (const m of chosen) {
  const outcome = run(m);
  results.push([m, outcome]);
  console.log(`${outcome.padEnd(8)} ${m.id}: ${m.why}`);
}
const judged = results.filter(([, o]) => o !== 'stale');
const killed = judged.filter(([, o]) => o === 'killed').length;
const rate = judged.length ? killed / judged.length : 1;
const stale = results.length - judged.length;
console.log(
  `\n${killed} of ${judged.length} mutants killed (${(100 * rate).toFixed(0)} %; the project keeps ${100 * KEEP} %)` +
    (stale ? `; ${stale} stale, to be rewritten` : ''),
);
process.exit(rate >= KEEP && !stale ? 0 : 1);
