// `npm run size`: min+gzip bytes of the script-tag entry, of every chunk it loads on demand (each
// named, with the module it starts from) and of the headless entries, with a per-package /
// per-directory breakdown of what Rolldown put in each, and what the first screen loads (the entry and
// the chunks FIRST_SCREEN names). `--check` (run by `npm test`) exits non-zero
// when anything is over its ceiling (scripts/bundle.mjs CEILINGS). `--no-terser` measures
// Rolldown's minification alone.
import {basename, relative} from 'node:path';
import {BUILDS, CEILINGS, FIRST_SCREEN, SINGLE_ELEMENTS, bundle, chunkKind, gzipSize} from './bundle.mjs';

const terser = !process.argv.includes('--no-terser');
// `npm run size --check` hands the flag to npm, which passes it on as npm_config_check.
const check = process.argv.includes('--check') || process.env.npm_config_check === 'true';
const quiet = check && !process.argv.includes('--verbose');
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const failures = [];

/** `ceiling 44 KB: ok (5.82 KB below)` or `...: OVER by 0.10 KB`, remembering a failure. */
function verdict(what, gz, ceiling) {
  if (ceiling === undefined) return 'not gated';
  if (gz <= ceiling) return `ceiling ${ceiling / 1024} KB: ok (${kb(ceiling - gz)} below)`;
  failures.push(`${what}: ${kb(gz)} gz, ceiling ${ceiling / 1024} KB`);
  return `ceiling ${ceiling / 1024} KB: OVER by ${kb(gz - ceiling)}`;
}

/** What the bundler says about an output file: the module it starts from and its modules. */
const chunkOf = (chunks, path) => chunks.find((c) => c.path === path) ?? {source: '?', modules: {}};

/** Groups a chunk's per-module bytes by package (node_modules) or source directory. */
function breakdown({modules}) {
  const groups = new Map();
  for (const [input, bytesInOutput] of Object.entries(modules)) {
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

/** Lists the on-demand chunks of a build, each gated by its kind. */
function reportChunks(label, chunks, built) {
  const stems = chunks.map((f) => chunkKind(basename(f.path), []).stem);
  const rows = chunks.map((f) => ({
    file: relative('size-out', f.path),
    gz: gzipSize(f.contents),
    min: f.contents.length,
    source: chunkOf(built, f.path).source,
    ...chunkKind(basename(f.path), stems),
  }));
  if (rows.length) console.log('  on demand:');
  for (const r of rows) {
    // A language counts all its chunks together (`de`, a `de-2`, a feature's `<feature>.de`),
    // gated at its first; a feature counts alone (its English is in it, its other languages are not).
    const parts = rows.filter((x) => x.kind === 'language' && x.language === r.language);
    const gz = r.kind === 'language' ? parts.reduce((a, x) => a + x.gz, 0) : r.gz;
    const gate =
      r.kind === 'feature'
        ? verdict(`${label}: feature chunk ${r.stem}`, gz, CEILINGS.feature)
        : parts[0] === r
          ? verdict(
              `${label}: language ${r.language} (${parts.map((x) => x.stem).join(', ')})`,
              gz,
              CEILINGS.language,
            )
          : `counted with ${r.language}`;
    const all =
      r.kind === 'language' && parts.length > 1 && parts[0] === r
        ? ` (${kb(gz)} with ${parts
            .slice(1)
            .map((x) => x.stem)
            .join(', ')})`
        : '';
    console.log(
      `    ${r.kind} ${r.stem} (${r.source}): ${kb(r.min)} min, ${kb(r.gz)} min+gzip${all}; ${gate}   [${r.file}]`,
    );
  }
  return rows.reduce((a, r) => a + r.gz, 0);
}

for (const [key, spec] of Object.entries(BUILDS)) {
  const {files, chunks} = await bundle({...spec, outdir: 'size-out', terser});
  const entry = files.find((f) => f.kind === 'entry');
  // Code the entry shares with a chunk loaded on demand (Lit, the context) goes to a chunk the entry
  // imports statically: it loads with the entry, so it counts with the entry.
  const statics = chunkOf(chunks, entry.path).imports ?? [];
  const withEntry = files.filter((f) => f.kind === 'chunk' && statics.includes(f.path));
  const gz = [entry, ...withEntry].reduce((a, f) => a + gzipSize(f.contents), 0);
  const min = [entry, ...withEntry].reduce((a, f) => a + f.contents.length, 0);
  const shared = withEntry.length
    ? ` (with ${withEntry.map((f) => relative('size-out', f.path)).join(', ')}, which it imports)`
    : '';
  console.log(
    `${spec.label}: ${kb(min)} min, ${kb(gz)} min+gzip${shared}; ${verdict(spec.label, gz, CEILINGS[key])}`,
  );
  const chunksGz = reportChunks(
    spec.label,
    files.filter((x) => x.kind === 'chunk' && !withEntry.includes(x)),
    chunks,
  );
  if (chunksGz) console.log(`  the entry and every chunk, each gzipped alone: ${kb(gz + chunksGz)}`);
  if (key === 'bundle') {
    // the entry and the chunks the demo's first screen fetches, each gzipped alone (as each is sent)
    const lazy = files.filter((x) => x.kind === 'chunk' && !withEntry.includes(x));
    const sizeOf = (stem) => {
      const f = lazy.find((x) => chunkKind(basename(x.path), []).stem === stem);
      if (!f) failures.push(`first screen: no chunk ${stem} (scripts/bundle.mjs FIRST_SCREEN)`);
      return f ? gzipSize(f.contents) : 0;
    };
    const firstGz = gz + FIRST_SCREEN.reduce((a, stem) => a + sizeOf(stem), 0);
    console.log(
      `  the first screen (the entry, ${FIRST_SCREEN.join(', ')}): ${kb(firstGz)} min+gzip; ${verdict('first screen', firstGz, CEILINGS.firstScreen)}`,
    );
  }
  for (const f of files.filter((x) => x.kind === 'legal'))
    console.log(`  beside it: ${relative('size-out', f.path)} ${f.contents.length} B`);
  if (!quiet) {
    console.log('  by package / directory (rendered bytes before minification):');
    console.log(breakdown(chunkOf(chunks, entry.path)).join('\n'));
  }
}
if (!quiet) {
  for (const spec of SINGLE_ELEMENTS) {
    const {entry} = await bundle({...spec, outdir: 'size-out', terser});
    console.log(`${spec.label}: ${kb(entry.length)} min, ${kb(gzipSize(entry))} min+gzip (not gated)`);
  }
}
if (failures.length && check) {
  console.error(`size check failed (ceilings: scripts/bundle.mjs CEILINGS):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
