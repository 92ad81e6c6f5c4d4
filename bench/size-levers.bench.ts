// Size levers, each measured against the same build in one run: the script-tag bundle as landed,
// then with one lever undone (German inlined, license comments inside, esbuild's minification
// alone). Gzip -9 bytes of the entry file; the German chunk and the headless entries for scale.
// @ts-expect-error: a plain .mjs script without types
import {BUILDS, bundle, gzipSize} from '../scripts/bundle.mjs';

type Out = {files: {kind: string; contents: Uint8Array; path: string}[]};
const gz = async (opts: Record<string, unknown>) => {
  const {files} = (await bundle({...BUILDS.bundle, outdir: 'size-out', ...opts})) as Out;
  return gzipSize(files.find((f) => f.kind === 'entry')!.contents) as number;
};
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

const landed = await gz({});
const rows: [string, number][] = [
  ['German inlined (no code splitting)', await gz({splitting: false})],
  ['license comments at the end of the bundle', await gz({legalComments: 'eof'})],
  ['esbuild minification only (no terser)', await gz({terser: false})],
  ['all three undone', await gz({splitting: false, legalComments: 'eof', terser: false})],
];
console.log(`script-tag bundle as landed: ${kb(landed)} min+gzip`);
for (const [what, n] of rows) console.log(`  ${what.padEnd(44)} ${kb(n)}  (lever saves ${kb(n - landed)})`);
