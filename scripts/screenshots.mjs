// `npm run screenshots` compares the screenshot tests with their references;
// `npm run screenshots -- --update` rewrites the references (then look at them before committing).
import {spawnSync} from 'node:child_process';

const update = process.argv.includes('--update');
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js', '--files', 'test/visual/**/*.test.ts'],
  {stdio: 'inherit', env: {...process.env, ...(update ? {UPDATE_SCREENSHOTS: '1'} : {})}},
);
process.exit(r.status ?? 1);
