// `npm run build`: the script-tag bundle (with its language chunks and license file), the npm
// package's ES modules + types, and the custom elements manifest.
import {spawnSync} from 'node:child_process';
import {copyFileSync, rmSync} from 'node:fs';
import {relative} from 'node:path';
import {bundle, gzipSize, PRELOAD_INLINE} from './bundle.mjs';

function run(cmd, args) {
  const r = spawnSync(cmd, args, {stdio: 'inherit'});
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

rmSync('dist', {recursive: true, force: true});
// 1. ES modules with .d.ts for npm (tree-shakable; imports rewritten from .ts to .js).
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// 2. One self-registering, minified module for <script type="module">, Lit inside; languages
//    other than English are chunks in dist/install-config-elements/, loaded on demand.
const {files} = await bundle({entry: 'src/script-tag.ts', outdir: 'dist', sourcemap: true, write: true});
//    Beside it, preload() as a script of its own, for pages that start the first requests before the
//    bundle has loaded (docs/cold-load.md).
const preload = await bundle({
  entry: 'src/preload.ts',
  name: 'install-config-preload',
  outdir: 'dist',
  sourcemap: true,
  write: true,
});
files.push(...preload.files);
//    And the same as a classic script for a host to paste into its HTML (no map: its lines are the page's).
const inline = await bundle({...PRELOAD_INLINE, outdir: 'dist', write: true});
files.push(...inline.files);
// The stylesheet that sizes the tags before they upgrade (install-config-elements/placeholder.css).
copyFileSync('src/placeholder.css', 'dist/placeholder.css');
// 3. custom-elements.json from the elements' JSDoc.
run('node', ['scripts/cem.mjs']);
// In KB as `npm run size` prints them; these files end with a source-map comment, which the size
// gate's build leaves out, so they come out a few bytes larger than its figures.
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
for (const f of files.filter((x) => x.kind !== 'map')) {
  console.log(
    `${relative('.', f.path)}: ${f.kind === 'legal' ? `${f.contents.length} B` : `${kb(f.contents.length)} min, ${kb(gzipSize(f.contents))} min+gzip`}`,
  );
}
console.log('(sizes with the source-map comment; `npm run size` gives the gated figures)');
