// `npm run size`: min+gzip bytes of the script-tag bundle, of its language chunks and of the two
// headless entries, with a per-package / per-directory breakdown from the esbuild metafile.
// `--check` exits non-zero when a build is above its gate (scripts/bundle.mjs BUDGETS; run by
// `npm test`). `--no-terser` measures esbuild's minification alone.
import {relative} from 'node:path';
import {BUDGETS, BUILDS, SINGLE_ELEMENTS, bundle, gateOf, gzipSize} from './bundle.mjs';

const terser = !process.argv.includes('--no-terser');
const quiet = process.argv.includes('--check') && !process.argv.includes('--verbose');
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
let over = false;

function verdict(key, gz) {
  const b = BUDGETS[key];
  const gate = gateOf(b);
  const fail = gz > gate;
  if (fail) over = true;
  const where = gz > b.budget ? 'over budget' : gz > b.goal ? 'within budget, over goal' : 'within goal';
  return `budget ${b.budget / 1024} KB, goal ${b.goal / 1024} KB: ${where}; gate ${gate / 1024} KB${fail ? ': FAILED' : ''}`;
}

/** Groups esbuild's per-input output bytes by package (node_modules) or source directory. */
function breakdown(metafile, outPath) {
  const output = Object.entries(metafile.outputs).find(([p]) => p.endsWith(outPath))?.[1];
  const groups = new Map();
  for (const [input, {bytesInOutput}] of Object.entries(output?.inputs ?? {})) {
    const nm = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = nm
      ? nm[1]
      : input.startsWith('src/elements/')
        ? input.split('/').slice(0, 3).join('/').replace(/\.ts$/, '')
        : input.startsWith('src/')
          ? input.split('/').slice(0, 2).join('/')
          : input;
    groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([k, n]) =>
        `    ${k.padEnd(44)} ${(n / 1024).toFixed(1).padStart(6)} KB min (${((100 * n) / total).toFixed(1)}%)`,
    );
}

for (const [key, spec] of Object.entries(BUILDS)) {
  const {files, metafile} = await bundle({...spec, outdir: 'size-out', terser});
  const entry = files.find((f) => f.kind === 'entry');
  // Code the entry shares with a chunk loaded on demand (Lit, the context) goes to a chunk the entry
  // imports statically: it loads with the entry, so it counts with the entry.
  const entryOut = Object.entries(metafile.outputs).find(([p]) => entry.path.endsWith(p))?.[1];
  const staticPaths = (entryOut?.imports ?? [])
    .filter((i) => i.kind === 'import-statement')
    .map((i) => i.path);
  const withEntry = files.filter((f) => f.kind === 'chunk' && staticPaths.some((p) => f.path.endsWith(p)));
  const gz = [entry, ...withEntry].reduce((a, f) => a + gzipSize(f.contents), 0);
  const min = [entry, ...withEntry].reduce((a, f) => a + f.contents.length, 0);
  const shared = withEntry.length
    ? ` (with ${withEntry.map((f) => relative('size-out', f.path)).join(', ')}, which it imports)`
    : '';
  console.log(`${spec.label}: ${kb(min)} min, ${kb(gz)} min+gzip${shared} (${verdict(key, gz)})`);
  for (const f of files.filter((x) => x.kind === 'chunk' && !withEntry.includes(x))) {
    const cgz = gzipSize(f.contents);
    const lang = /\/([a-z]{2,3})-[A-Z0-9]+\.js$/i.exec(f.path)?.[1];
    console.log(
      `  chunk ${relative('size-out', f.path)}: ${kb(f.contents.length)} min, ${kb(cgz)} min+gzip${lang ? ` (language ${lang}: ${verdict('language', cgz)})` : ''}`,
    );
  }
  for (const f of files.filter((x) => x.kind === 'legal'))
    console.log(`  beside it: ${relative('size-out', f.path)} ${f.contents.length} B`);
  if (!quiet) {
    console.log('  by package / directory (esbuild output bytes before terser):');
    console.log(breakdown(metafile, `size-out/${entry.path.split('/').pop()}`).join('\n'));
  }
}
if (!quiet) {
  for (const spec of SINGLE_ELEMENTS) {
    const {entry} = await bundle({...spec, outdir: 'size-out', terser});
    console.log(`${spec.label}: ${kb(entry.length)} min, ${kb(gzipSize(entry))} min+gzip (not gated)`);
  }
}
if (over && process.argv.includes('--check')) {
  console.error('size check failed: a build grew past its gate (scripts/bundle.mjs BUDGETS)');
  process.exit(1);
}
