// `npm run build`: the script-tag bundle (with its language chunks and license file), the npm
// package's ES modules + types, and the custom elements manifest.
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {relative} from 'node:path';
import {bundle, gzipSize} from './bundle.mjs';

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
const {files} = await bundle({entry: 'src/define.ts', outdir: 'dist', sourcemap: true, write: true});
// 3. custom-elements.json from the elements' JSDoc.
run('npx', ['cem', 'analyze', '--config', 'scripts/cem.config.mjs']);
for (const f of files.filter((x) => x.kind !== 'map')) {
  console.log(`${relative('.', f.path)}: ${f.contents.length} B${f.kind === 'legal' ? '' : `, ${gzipSize(f.contents)} B min+gzip`}`);
}
