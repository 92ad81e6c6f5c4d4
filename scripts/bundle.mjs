// esbuild settings shared by the build and the size check, so both measure the same bytes.
import {build} from 'esbuild';
import {gzipSync} from 'node:zlib';
import {minifyTemplatesPlugin} from './minify-templates.mjs';

export const BUDGETS = {
  // Script-tag bundle (Lit included): budget 30 KB gz, goal 20 KB. `gate` is what `npm test`
  // enforces: the budget once reached; until then the measured size rounded up to the next KB,
  // so it cannot grow while the budget is being worked towards.
  bundle: {limit: 30 * 1024, goal: 20 * 1024, gate: 37 * 1024},
  // Headless core (client, draft, patch builder, schemas, errors); zod/mini alone is ~8 KB of it.
  core: {limit: 10 * 1024, goal: 10 * 1024, gate: 21 * 1024},
};

export const CORE_ENTRY = `
export * from './src/contract/errors.ts';
export * from './src/contract/schemas.ts';
export * from './src/api/client.ts';
export * from './src/contract/manifest.ts';
export * from './src/config/index.ts';
`;

/** Bundles an entry (a file, or source text resolved from the project root), minified ESM. */
export async function bundle({entry, contents, outfile, sourcemap = false, write = false, metafile = false}) {
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
    metafile,
    logLevel: 'error',
    // Lazy YAML parsing is for headless users; the element bundle never parses YAML.
    external: ['yaml'],
    plugins: [minifyTemplatesPlugin],
  });
  // Without an outfile esbuild names the single output "<stdout>", so pick by extension only
  // when there is a file name to go by.
  const js = r.outputFiles ? (r.outputFiles.find((f) => f.path.endsWith('.js')) ?? r.outputFiles[0]).contents : null;
  if (metafile) return {js, metafile: r.metafile};
  return js;
}

export function gzipSize(bytes) {
  return gzipSync(bytes, {level: 9}).length;
}
