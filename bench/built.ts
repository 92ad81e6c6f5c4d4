// The Node benches measure the JavaScript that ships, not tsx's on-the-fly transform of the source:
// a module bundled by esbuild (ES2022, as tsconfig.build.json targets) into node_modules/.cache.
import {build} from 'esbuild';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = new URL('../', import.meta.url);

/** `entry` (a path from the repository root) built to one plain JavaScript file; returns its path. */
export async function buildForNode(entry: string): Promise<string> {
  const name = entry.replace(/[^\w]+/g, '_');
  const outfile = fileURLToPath(new URL(`node_modules/.cache/bench/${name}.mjs`, root));
  await build({
    entryPoints: [fileURLToPath(new URL(entry, root))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/** `entry` built (buildForNode) and imported. */
export async function importBuilt<T>(entry: string): Promise<T> {
  return (await import(pathToFileURL(await buildForNode(entry)).href)) as T;
}
