// Rolldown + terser settings shared by the build and the size check, so both measure the same bytes.
import {mkdirSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {rolldown} from 'rolldown';
import {minify} from 'terser';
import {minifyTemplatesPlugin} from './minify-templates.mjs';
import {packLanguagesPlugin} from './pack-languages.mjs';

const KB = 1024;

/**
 * What `npm run size --check` (run by `npm test`) enforces, gzip bytes: ceilings, not a ratchet
 * (CONTRIBUTING.md "Size policy"). A change may use the room below a ceiling for readable code
 * or a feature; raising one is a decision of its own.
 */
export const CEILINGS = {
  // The script-tag entry: everything the elements need up front, Lit and zod inside. DESIGN gives
  // 51 KB ("Settled for this round's issues"; docs/size-and-speed.md has how it grew from 44).
  // Each feature a customer may never open is its own chunk.
  bundle: 51 * KB,
  // The config path a headless host needs: createConfigClient, ConfigDraft, saveDraft, the errors.
  // DESIGN gives it 24 KB: room for the published request rules and the new-installation draft.
  core: 24 * KB,
  // The full headless client (every endpoint, the lifecycle calls included): DESIGN's 18 KB.
  client: 18 * KB,
  // What the first screen loads (DESIGN): the script-tag entry and the chunks FIRST_SCREEN names.
  firstScreen: 58 * KB,
  // `preload()`, a script of its own that a page loads beside the entry (docs/cold-load.md).
  preload: 1.5 * KB,
  // The same as a classic script a host pastes into its HTML: every byte of it is in each page.
  preloadInline: 1.5 * KB,
  // Each language loaded on demand: one module keyed by message name holding the words of every
  // feature (DESIGN: 4 KB, all of a language's chunks together).
  language: 4 * KB,
  // Each feature loaded on demand (an element or view a customer may never open): its own code
  // and its English (its other languages are in the language chunks).
  feature: 8 * KB,
};

/**
 * The chunks the demo's first screen fetches beside the entry (DESIGN: "the JS the first screen
 * loads"; issue 34: the entry plus the chunks the demo's first screen fetches): the object picker
 * (requested with the entry: the form's first section); the acme integration shows its connection
 * panel and the subscribe and proxy switches. The mapping editor, below the open object's rows,
 * loads as its section nears the view or the customer starts using the form: not part of it.
 * test/bundle/bundle.test.ts checks this list against what a first screen fetches at 1280 x 800
 * and 375 x 720. By chunk name; `npm run size` fails when one is not built. `subscribe-entries` is
 * the manifest's subscribe entries, which the switches (in form-extras) share with the first run's
 * chunk (through new-installation.ts), so Rolldown gives them a chunk of their own.
 */
export const FIRST_SCREEN = ['write-object-picker', 'form-extras', 'subscribe-entries'];

/**
 * What an on-demand chunk is, from its file name (`[name]-[hash].js`, the name being the module's
 * file name): `de`, `pt-BR` and `zh-Hans` are languages; so is a second chunk of one (`de-2`), and
 * so would be a feature's own strings in one (`<feature>.de` or `<feature>-de`, where `<feature>` is
 * a chunk too): `language` names the language each counts with (DESIGN: "each language 4 KB, all its
 * chunks together"). Anything else is a feature.
 */
export function chunkKind(fileName, allStems) {
  const stem = /^(.+)-[a-z0-9]{8}\.js$/.exec(fileName)?.[1] ?? fileName;
  const language = /^([a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?)(-\d+)?$/.exec(stem);
  if (language) return {kind: 'language', stem, language: language[1]};
  const m = /^(.+)[.-]([a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?)$/.exec(stem);
  if (m && allStems.includes(m[1])) return {kind: 'language', stem, language: m[2]};
  return {kind: 'feature', stem};
}

/**
 * `preload()` as a classic script (no imports, no exports, one global) for a host to paste into its
 * HTML (docs/cold-load.md "Inline it"). No source map: its lines become the page's.
 */
export const PRELOAD_INLINE = {
  entry: 'src/preload-inline.ts',
  name: 'install-config-preload.inline',
  format: 'iife',
  legalComments: 'inline',
};

/** The measured builds: the script-tag bundle, the two headless entry points and preload(). */
export const BUILDS = {
  bundle: {label: 'script-tag bundle (src/script-tag.ts, Lit and zod inside)', entry: 'src/script-tag.ts'},
  // The headless entries reach a browser through the app's own bundler, from the package's modules:
  // no compile hint of ours comes with them, so none is measured.
  core: {
    label: 'headless config path (src/headless.ts: createConfigClient, ConfigDraft, saveDraft, errors)',
    entry: 'src/headless.ts',
    compileHint: false,
  },
  client: {
    label: 'full headless client (src/client.ts: createClient, every endpoint)',
    entry: 'src/client.ts',
    compileHint: false,
  },
  preload: {
    label: 'preload (src/preload.ts: starts the first requests before the entry loads)',
    entry: 'src/preload.ts',
  },
  preloadInline: {
    label: 'preload, inline (src/preload-inline.ts: a classic script a host pastes into its HTML)',
    ...PRELOAD_INLINE,
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
 * The modules the entry loads at start: its static imports, followed from the entry. A plugin
 * records each module's static imports as it is parsed; the set is computed on first use, when
 * chunks are assigned (after every module was parsed).
 */
function startModules(entry) {
  const imports = new Map();
  let closure;
  const plugin = {
    name: 'start-modules',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const has = (id) => {
    if (!closure) {
      closure = new Set([resolve(entry)]);
      for (const m of closure) for (const next of imports.get(m) ?? []) closure.add(next);
    }
    return closure.has(id);
  };
  return {plugin, has};
}

/** A comment terser would keep as a license (`/*!`, `@license`, `@preserve`). */
const isLegal = (text) => /^\*?!|@license|@preserve/.test(text);

/**
 * Bundles one build with Rolldown: minified ESM, code splitting for what is imported on demand
 * (languages, features). The entry may gain exports (`preserveEntrySignatures: 'allow-extension'`),
 * so a lazy chunk imports the code it shares with the entry from the entry, instead of that code
 * moving to a third chunk the entry must load at start. Each output is minified again by terser
 * (module, toplevel, 4 passes). License comments go to `<name>.js.LEGAL.txt`, linked from the entry
 * (`legalComments: 'linked'`), or stay at their place (`'inline'`).
 * Returns `{files, entry, chunks}`: files are `{path, kind: 'entry' | 'chunk' | 'legal' | 'map',
 * contents}`; chunks are `{path, source, modules: {id: bytes}, imports: [path]}` for the size
 * report (imports: the chunks it imports statically). `format: 'iife'` makes a classic script (one
 * file, no imports or exports) for a host to paste into its HTML. `compileHint` (ESM by default) puts
 * V8's compile hint in front of the entry.
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
  format = 'esm',
  compileHint = format === 'esm',
}) {
  const start = startModules(entry);
  const build = await rolldown({
    input: {[name]: entry},
    platform: 'browser',
    tsconfig: 'tsconfig.json',
    transform: {target: 'es2022'},
    resolve: {conditionNames: ['production', 'import', 'module', 'browser', 'default']},
    preserveEntrySignatures: 'allow-extension',
    plugins: [minifyTemplatesPlugin, packLanguagesPlugin(), start.plugin],
    logLevel: 'warn',
  });
  const {output} = await build.generate({
    format,
    minify: true,
    comments: {legal: true},
    // Everything the entry loads at start is in the entry: a lazy chunk imports what it shares with
    // the entry from the entry. (Rolldown's own merge of such common chunks gives up once several
    // lazy chunks share Lit with the entry, leaving a chunk the entry would load at start.)
    codeSplitting: splitting && format === 'esm' && {groups: [{name, test: start.has}]},
    sourcemap,
    hashCharacters: 'base36',
    chunkFileNames: `${name}/[name]-[hash].js`,
  });
  await build.close();
  const files = [];
  const chunks = [];
  const legal = [];
  for (const chunk of output.filter((o) => o.type === 'chunk')) {
    const path = join(outdir, chunk.fileName);
    const kind = chunk.isEntry ? 'entry' : 'chunk';
    const modules = Object.fromEntries(
      Object.entries(chunk.modules).map(([id, m]) => [relative('.', id), m.renderedLength]),
    );
    chunks.push({
      path,
      source: chunk.facadeModuleId ? relative('.', chunk.facadeModuleId) : '?',
      modules,
      imports: chunk.imports.map((fileName) => join(outdir, fileName)),
    });
    let code = chunk.code;
    let map = chunk.map ? chunk.map.toString() : undefined;
    if (terser) {
      const t = await minify(code, {
        module: format === 'esm',
        toplevel: true,
        // ecma 2020: the output may use what the es2022 target has anyway; a fourth pass still finds
        // work (measured: -75 B gz on the bundle, nothing more from a fifth).
        ecma: 2020,
        compress: {passes: 4, ecma: 2020},
        mangle: true,
        format: {
          ecma: 2020,
          comments: (_node, comment) => {
            if (!isLegal(comment.value)) return false;
            if (legalComments === 'inline') return true;
            legal.push(`/*${comment.value}*/`);
            return false;
          },
        },
        sourceMap: map ? {content: map, url: `${basename(path)}.map`} : false,
      });
      code = t.code;
      // as text, like Rolldown's
      map = typeof t.map === 'object' ? JSON.stringify(t.map) : t.map;
    }
    if (legalComments === 'linked' && kind === 'entry' && legal.length)
      ({code, map} = prependLine(
        `/*! For license information please see ${basename(path)}.LEGAL.txt */`,
        code,
        map,
      ));
    if (kind === 'entry' && compileHint) ({code, map} = prependLine(COMPILE_HINT, code, map));
    files.push({path, kind, contents: Buffer.from(code)});
    if (map)
      files.push({
        path: `${path}.map`,
        kind: 'map',
        contents: Buffer.from(map),
      });
  }
  const entryFile = files.find((f) => f.kind === 'entry');
  if (legalComments === 'linked' && legal.length)
    files.push({
      path: `${entryFile.path}.LEGAL.txt`,
      kind: 'legal',
      contents: Buffer.from([...new Set(legal)].join('\n\n') + '\n'),
    });
  if (write) {
    for (const f of files) {
      mkdirSync(dirname(f.path), {recursive: true});
      writeFileSync(f.path, f.contents);
    }
  }
  return {files, entry: entryFile.contents, chunks};
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): it compiles every function
 * of the file on a background thread while the file streams in, not each one on the main thread at
 * its first call. Most of the entry runs on a cold load; in the cold-load trace at 4x CPU the main
 * thread's compile time went from about 300 to 80 ms. Only entries: in the chunks it gained nothing
 * measurable. It must be the file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `line` in front of `code`, and its source map (text) shifted to match (the map was made before it). */
function prependLine(line, code, map) {
  return {
    code: `${line}\n${code}`,
    map: map && shiftLines(map, 1),
  };
}

/** A source map for the same code with `lines` lines put in front of it (each `;` starts a generated line). */
export function shiftLines(map, lines) {
  const m = JSON.parse(map);
  m.mappings = ';'.repeat(lines) + m.mappings;
  return JSON.stringify(m);
}

export function gzipSize(bytes) {
  return gzipSync(bytes, {level: 9}).length;
}
