// `npm run cem`: writes custom-elements.json from the elements' JSDoc (also part of `npm run build`).
// `npm run cem:check` (run by `npm test`): generates it afresh beside the committed one and fails
// when they differ, so the manifest that package.json "customElements" names is never stale.
// It stays committed so that editors and reviewers see the elements' public API in the repository.
import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';

const check = process.argv.includes('--check');
// The analyzer takes --outdir relative to the working directory.
const outdir = check ? join('.tmp', `cem-check-${process.pid}`) : '.';
const cli = join('node_modules', '@custom-elements-manifest', 'analyzer', 'cem.js');
const r = spawnSync(
  process.execPath,
  [cli, 'analyze', '--config', 'scripts/cem.config.mjs', '--outdir', outdir],
  {
    encoding: 'utf8',
  },
);
if (r.status !== 0) {
  console.error(r.stdout + r.stderr);
  process.exit(r.status ?? 1);
}
if (check) {
  const fresh = readFileSync(join(outdir, 'custom-elements.json'), 'utf8');
  rmSync(outdir, {recursive: true, force: true});
  let committed = '';
  try {
    committed = readFileSync('custom-elements.json', 'utf8');
  } catch {
    // missing counts as stale
  }
  if (fresh !== committed) {
    console.error(
      "custom-elements.json is stale: the elements' JSDoc changed. Run `npm run cem` and commit it.",
    );
    process.exit(1);
  }
  console.log('custom-elements.json is up to date');
}
