// esbuild settings shared by the build and the size check, so both measure the same bytes.
import {build} from 'esbuild';
import {gzipSync} from 'node:zlib';

export const BUDGETS = {
  // Script-tag bundle (Lit included): hard budget 30 KB gz, goal 20 KB.
  bundle: {limit: 30 * 1024, goal: 20 * 1024},
  // Headless core (client, draft, patch builder, schemas, errors).
  core: {limit: 10 * 1024, goal: 10 * 1024},
};

export const CORE_ENTRY = `
export * from './src/api/errors.ts';
export * from './src/api/schemas.ts';
export * from './src/api/client.ts';
export * from './src/api/manifest.ts';
export * from './src/config/index.ts';
`;

/** Bundles an entry (a file, or source text resolved from the project root), minified ESM. */
export async function bundle({entry, contents, outfile, sourcemap = false, write = false}) {
  const r = await build({
    ...(contents ? {stdin: {contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts'}} : {entryPoints: [entry]}),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    conditions: ['production'],
    legalComments: 'eof',
    sourcemap,
    outfile,
    write,
    logLevel: 'error',
    // Lazy YAML parsing is for headless users; the element bundle never parses YAML.
    external: ['yaml'],
  });
  const js = r.outputFiles ? r.outputFiles.find((f) => f.path.endsWith('.js')).contents : null;
  return js;
}

export function gzipSize(bytes) {
  return gzipSync(bytes, {level: 9}).length;
}
