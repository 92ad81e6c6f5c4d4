// `npm run build`: the script-tag bundle, the npm package's ES modules + types, and the
// custom elements manifest.
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
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
// 2. One self-registering, minified module for <script type="module">, Lit inside.
const js = await bundle({entry: 'src/define.ts', outfile: 'dist/install-config-elements.js', sourcemap: true, write: true});
// 3. custom-elements.json from the elements' JSDoc.
run('npx', ['cem', 'analyze', '--config', 'scripts/cem.config.mjs']);
const {readFileSync} = await import('node:fs');
const bytes = readFileSync('dist/install-config-elements.js');
console.log(`dist/install-config-elements.js: ${bytes.length} B min, ${gzipSize(bytes)} B min+gzip`);
void js;
