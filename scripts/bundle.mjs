// esbuild + terser settings shared by the build and the size check, so both measure the same bytes.
import {build} from 'esbuild';
import {minify} from 'terser';
import {gzipSync} from 'node:zlib';
import {minifyTemplatesPlugin} from './minify-templates.mjs';

const KB = 1024;

/**
 * What `npm run size --check` (run by `npm test`) enforces, gzip bytes: ceilings, not a ratchet
 * (CONTRIBUTING.md "Size policy"). A change may use the room below a ceiling for readable code
 * or a feature; raising one is a decision of its own.
 */
export const CEILINGS = {
  // The script-tag entry: everything the elements need up front, Lit and zod inside.
  bundle: 44 * KB,
  // The config path a headless host needs: createConfigClient, ConfigDraft, the errors.
  // DESIGN says 17 KB; 17.5 since issue 19's lossless integers (a value beyond 2^53 read and
  // written back exactly, about 0.4 KB) and issue 24's draft.content() (about 0.1 KB).
  core: 17.5 * KB,
  // The full headless client (every endpoint), gated where it was.
  client: 16 * KB,
  // Each language module loaded on demand (German, ...).
  language: 1.5 * KB,
  // Each feature loaded on demand (an element or view a customer may never open): its own code
  // with its own German strings.
  feature: 8 * KB,
};

/**
 * What an on-demand chunk is, from its esbuild name (`[name]-[hash].js`, the name being the
 * module's file name): `de` is a language; `<feature>.de` or `<feature>-de` is that feature's
 * strings in a language, counted with the feature; anything else is a feature.
 */
export function chunkKind(fileName, allStems) {
  const stem = /^(.+)-[A-Z0-9]{8}\.js$/.exec(fileName)?.[1] ?? fileName;
  if (/^[a-z]{2,3}$/.test(stem)) return {kind: 'language', stem};
  const m = /^(.+)[.-]([a-z]{2,3})$/.exec(stem);
  if (m && allStems.includes(m[1])) return {kind: 'feature-language', stem, feature: m[1]};
  return {kind: 'feature', stem};
}

/** The measured builds: the script-tag bundle and the two headless entry points. */
export const BUILDS = {
  bundle: {label: 'script-tag bundle (src/define.ts, Lit and zod inside)', entry: 'src/define.ts'},
  core: {
    label: 'headless config path (src/headless.ts: createConfigClient, ConfigDraft, errors)',
    entry: 'src/headless.ts',
  },
  client: {
    label: 'full headless client (src/client.ts: createClient, every endpoint)',
    entry: 'src/client.ts',
  },
};

/** For scale, not gated: one element's define entry alone. */
export const SINGLE_ELEMENTS = ['field-settings-editor', 'write-object-picker', 'install-config'].map(
  (name) => ({
    label: `<${name}> alone (src/define/${name}.ts)`,
    entry: `src/define/${name}.ts`,
  }),
);

/**
 * Bundles one build, minified ESM with code splitting (languages become chunks of their own),
 * then minifies each output again with terser (module, toplevel, 4 passes). Returns the outputs:
 * `{path, kind: 'entry' | 'chunk' | 'legal' | 'map', contents}` plus the esbuild metafile.
 */
export async function bundle({
  entry,
  name = 'install-config-elements',
  outdir = 'dist',
  sourcemap = false,
  write = false,
  terser = true,
  splitting = true,
  legalComments = 'linked',
}) {
  const r = await build({
    entryPoints: {[name]: entry},
    bundle: true,
    splitting,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    conditions: ['production'],
    // License texts go to <name>.js.LEGAL.txt beside the bundle; the bundle links to it.
    legalComments,
    chunkNames: `${name}/[name]-[hash]`,
    sourcemap: sourcemap ? 'external' : false,
    outdir,
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [minifyTemplatesPlugin],
  });
  const maps = new Map(
    r.outputFiles.filter((f) => f.path.endsWith('.map')).map((f) => [f.path.slice(0, -4), f.text]),
  );
  const out = [];
  for (const f of r.outputFiles) {
    if (f.path.endsWith('.map')) continue;
    if (!f.path.endsWith('.js')) {
      out.push({path: f.path, kind: 'legal', contents: f.contents});
      continue;
    }
    const isEntry = f.path.endsWith(`/${name}.js`);
    let code = f.text;
    let map = maps.get(f.path);
    if (terser) {
      const base = f.path.split('/').pop();
      const t = await minify(code, {
        module: true,
        toplevel: true,
        // ecma 2020: the output may use what the es2022 target has anyway; a fourth pass still finds
        // work (measured: -75 B gz on the bundle, nothing more from a fifth).
        ecma: 2020,
        compress: {passes: 4, ecma: 2020},
        mangle: true,
        // Keeps the `/*! For license information ... */` link esbuild leaves.
        format: {comments: 'some', ecma: 2020},
        sourceMap: map ? {content: map, url: `${base}.map`} : false,
      });
      code = t.code;
      map = t.map;
    }
    out.push({path: f.path, kind: isEntry ? 'entry' : 'chunk', contents: Buffer.from(code)});
    if (map)
      out.push({
        path: `${f.path}.map`,
        kind: 'map',
        contents: Buffer.from(typeof map === 'string' ? map : JSON.stringify(map)),
      });
  }
  if (write) {
    const {mkdirSync, writeFileSync} = await import('node:fs');
    const {dirname} = await import('node:path');
    for (const f of out) {
      mkdirSync(dirname(f.path), {recursive: true});
      writeFileSync(f.path, f.contents);
    }
  }
  return {files: out, entry: out.find((f) => f.kind === 'entry').contents, metafile: r.metafile};
}

export function gzipSize(bytes) {
  return gzipSync(bytes, {level: 9}).length;
}
