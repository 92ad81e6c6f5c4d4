// The built script-tag bundle for test/bundle: the files `npm run build` writes for it
// (scripts/bundle.mjs: the entry, its chunk folder, the source maps, the licence texts, and the
// preload script), and beside them the same sources bundled by esbuild without our template
// minifier (what the browser suite runs), for comparing what the browser parses. Both are built
// once per set of inputs and kept under node_modules/.cache/ice-bundle/<hash of the inputs>/.
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {build} from 'esbuild';
// @ts-expect-error: a build script in plain JS, without types
import {bundle, PRELOAD_INLINE} from '../../scripts/bundle.mjs';

export const root = resolve(import.meta.dirname, '../..');
const INPUTS = [
  'src',
  'scripts/bundle.mjs',
  'scripts/minify-templates.mjs',
  'scripts/pack-languages.mjs',
  'package-lock.json',
  'tsconfig.json',
  'test/bundle/build.ts',
];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function inputHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

interface BuiltFile {
  path: string;
  contents: Uint8Array;
}

/** Writes `bundle()`'s files (paths under `dist/`) below `dir`. */
function write(dir: string, built: BuiltFile[]) {
  for (const f of built) {
    const to = join(dir, f.path);
    mkdirSync(dirname(to), {recursive: true});
    writeFileSync(to, f.contents);
  }
}

export interface Builds {
  /** A folder with `dist/` as `npm run build` leaves the script-tag files in it. */
  built: string;
  /** The sources bundled by esbuild, templates as written: `define.js` and its chunks. */
  source: string;
  /** Whether this run built them (false: taken from the cache). */
  fresh: boolean;
}

/** The builds for the current inputs, from the cache or made now. */
export async function builds(): Promise<Builds> {
  const dir = join(root, 'node_modules/.cache/ice-bundle', inputHash());
  const result = {built: join(dir, 'built'), source: join(dir, 'source'), fresh: false};
  if (existsSync(join(dir, 'done'))) return result;
  const tmp = `${dir}.${process.pid}`;
  rmSync(tmp, {recursive: true, force: true});
  // The same calls as scripts/build.mjs step 2.
  const entry = await bundle({entry: 'src/script-tag.ts', outdir: 'dist', sourcemap: true});
  const preload = await bundle({
    entry: 'src/preload.ts',
    name: 'install-config-preload',
    outdir: 'dist',
    sourcemap: true,
  });
  const inline = await bundle({...PRELOAD_INLINE, outdir: 'dist'});
  write(join(tmp, 'built'), [...entry.files, ...preload.files, ...inline.files]);
  await build({
    entryPoints: {define: join(root, 'src/script-tag.ts')},
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    outdir: join(tmp, 'source'),
    logLevel: 'warning',
  });
  writeFileSync(join(tmp, 'done'), '');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dirname(dir), {recursive: true});
  renameSync(tmp, dir);
  // Older inputs' builds go: the cache holds the current one.
  for (const old of readdirSync(dirname(dir)))
    if (join(dirname(dir), old) !== dir && !old.includes('.'))
      rmSync(join(dirname(dir), old), {recursive: true, force: true});
  return {...result, fresh: true};
}
