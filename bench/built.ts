// The Node benches measure the JavaScript that ships, not tsx's on-the-fly transform of the source:
// the npm package's modules as `npm run build` emits them (tsc with tsconfig.build.json, as in
// dist/), compiled into node_modules/.cache/bench/dist so a bench never touches dist/ itself.
import {build} from 'esbuild';
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const cache = join(root, 'node_modules/.cache/bench');
const shipped = join(cache, 'dist');
const stamp = join(shipped, '.built');

/** The newest modification time under `dir` (ms). */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, {withFileTypes: true})) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** src/ compiled as `npm run build` compiles it (types and maps left out), unless it is up to date. */
function compile(): void {
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newest(join(root, 'src'))) return;
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const args = ['-p', 'tsconfig.build.json', '--outDir', shipped];
  const off = ['--declaration', 'false', '--declarationMap', 'false', '--sourceMap', 'false'];
  const r = spawnSync(process.execPath, [tsc, ...args, ...off], {cwd: root, stdio: 'inherit'});
  if (r.status !== 0) throw new Error('tsc -p tsconfig.build.json failed');
  writeFileSync(stamp, '');
}

/** Where `npm run build` puts the module of `entry` (a src/ path from the repository root). */
function shippedPath(entry: string): string {
  if (!entry.startsWith('src/') || !entry.endsWith('.ts')) throw new Error(`not a src/ module: ${entry}`);
  return join(shipped, entry.slice('src/'.length, -'.ts'.length) + '.js');
}

/**
 * `entry` (a bench script, from the repository root) as one JavaScript file whose imports of src/
 * are the shipped modules (compiled as above, imported as they are); returns its path.
 */
export async function buildForNode(entry: string): Promise<string> {
  compile();
  const outfile = join(cache, `${entry.replace(/[^\w]+/g, '_')}.mjs`);
  const src = join(root, 'src') + '/';
  await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    outfile,
    logLevel: 'error',
    plugins: [
      {
        name: 'shipped-src',
        setup(b) {
          b.onResolve({filter: /\/src\/.*\.ts$/}, (args) => {
            const path = join(args.resolveDir, args.path);
            if (!path.startsWith(src)) return undefined;
            return {path: shippedPath(path.slice(root.length)), external: true};
          });
        },
      },
    ],
  });
  return outfile;
}

/** The shipped module of `entry` (a src/ path from the repository root), compiled if needed. */
export async function importBuilt<T>(entry: string): Promise<T> {
  compile();
  return (await import(pathToFileURL(shippedPath(entry)).href)) as T;
}
