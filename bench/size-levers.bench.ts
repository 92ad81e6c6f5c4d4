// Size levers, each measured against the same build in one run: the script-tag bundle as landed,
// then with one lever undone (on-demand chunks inlined, license comments inside, Rolldown's
// minification alone). Gzip -9 bytes of the entry file, and of each on-demand chunk beside it.
// @ts-expect-error: a plain .mjs script without types
import {BUILDS, bundle, gzipSize} from '../scripts/bundle.mjs';

type Out = {files: {kind: string; contents: Uint8Array; path: string}[]};
const build = async (opts: Record<string, unknown>) =>
  (await bundle({...BUILDS.bundle, outdir: 'size-out', ...opts})) as Out;
const gz = async (opts: Record<string, unknown>) =>
  gzipSize((await build(opts)).files.find((f) => f.kind === 'entry')!.contents) as number;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

const landedFiles = (await build({})).files;
const landed = gzipSize(landedFiles.find((f) => f.kind === 'entry')!.contents) as number;
const chunks = landedFiles
  .filter((f) => f.kind === 'chunk')
  .map(
    (f) =>
      [
        f.path
          .split('/')
          .pop()!
          .replace(/-[\w]+\.js$/, ''),
        gzipSize(f.contents) as number,
      ] as const,
  );
const rows: [string, number][] = [
  ['the on-demand chunks inlined (no splitting)', await gz({splitting: false})],
  ['license comments kept inside the bundle', await gz({legalComments: 'inline'})],
  ['Rolldown minification only (no terser)', await gz({terser: false})],
  ['all three undone', await gz({splitting: false, legalComments: 'inline', terser: false})],
];
console.log(`script-tag bundle as landed: ${kb(landed)} min+gzip`);
for (const [name, n] of chunks) console.log(`  + on-demand chunk ${name.padEnd(27)} ${kb(n)}`);
console.log(
  `  entry and every chunk, each gzipped alone    ${kb(landed + chunks.reduce((a, [, n]) => a + n, 0))}`,
);
for (const [what, n] of rows) console.log(`  ${what.padEnd(44)} ${kb(n)}  (lever saves ${kb(n - landed)})`);
