// `npm run cem`: writes custom-elements.json from the elements' JSDoc (also part of `npm run build`),
// and from it the framework typings in src/frameworks/ (scripts/framework-types.mjs).
// `npm run cem:check` (run by `npm test`): generates both afresh and fails when the committed files
// differ, so neither the manifest that package.json "customElements" names nor the typings lag.
// Both stay committed so that editors and reviewers see the elements' public API in the repository.
import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {frameworkTypes} from './framework-types.mjs';

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
const fresh = {'custom-elements.json': readFileSync(join(outdir, 'custom-elements.json'), 'utf8')};
Object.assign(fresh, await frameworkTypes(JSON.parse(fresh['custom-elements.json'])));
if (!check) {
  for (const [path, text] of Object.entries(fresh)) writeFileSync(path, text);
  process.exit(0);
}
rmSync(outdir, {recursive: true, force: true});
const stale = Object.keys(fresh).filter((path) => {
  try {
    return readFileSync(path, 'utf8') !== fresh[path];
  } catch {
    return true; // missing counts as stale
  }
});
if (stale.length) {
  console.error(
    `stale: ${stale.join(', ')}. The elements' JSDoc or properties changed: run \`npm run cem\` and commit.`,
  );
  process.exit(1);
}
console.log('custom-elements.json and the framework typings are up to date');
