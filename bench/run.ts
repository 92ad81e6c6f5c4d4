// `npm run bench [filter]`: runs every bench/*.bench.ts in its own process, one after another,
// so one benchmark's garbage does not skew the next. Each prints its own ratios; the load average
// before and after each says how busy the machine was.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {dirname, join} from 'node:path';
import {loadAverage} from './load.ts';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n## ${f}`);
  console.log(`(${loadAverage()} at its start)`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, f)], {
    stdio: 'inherit',
  });
  console.log(`(${loadAverage()} at its end)`);
  if (r.status !== 0) failed++;
}
if (!files.length) console.log('no benchmarks found');
process.exit(failed ? 1 : 0);
