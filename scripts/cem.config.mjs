// custom-elements.json from the elements' JSDoc (`npm run cem`, `npm run build`). The tags are
// registered through a helper (defineOnce in src/define/*.ts), which the analyzer cannot follow, so
// the tag names are read from those calls here; Lit's internal state (`_x`, `state: true`) and
// unnamed dispatches are not public API and are dropped. So are events the analyzer guesses from
// `dispatchEvent(new IcErrorEvent(detail))` (it takes the argument's name, `detail`, for the
// event's): the elements fire only the `ic-*` events of @fires.
import {readdirSync, readFileSync} from 'node:fs';

/** {ClassName: 'tag-name'} from every `defineOnce('tag-name', ClassName)` in src/define/. */
const TAGS = Object.fromEntries(
  readdirSync('src/define')
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [
      ...readFileSync(`src/define/${f}`, 'utf8').matchAll(/defineOnce\(\s*'([a-z][\w-]*)',\s*(\w+)\s*\)/g),
    ])
    .map(([, tag, name]) => [name, tag]),
);
const isPrivate = (m) =>
  m.name?.startsWith('_') || m.name?.startsWith('#') || m.privacy === 'private' || m.privacy === 'protected';

export default {
  globs: ['src/elements/**/*.ts'],
  exclude: ['src/elements/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest itself; the analyzer would point it at any --outdir.
  packagejson: false,
  plugins: [
    {
      name: 'ic-public-api',
      packageLinkPhase({customElementsManifest: cem}) {
        // The analyzer lists modules in the file system's order, which differs between checkouts;
        // sorted, the generated file is the same everywhere and a fresh clone stays clean after npm test.
        cem.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const mod of cem.modules) {
          for (const d of mod.declarations ?? []) {
            if (!TAGS[d.name]) continue;
            d.tagName = TAGS[d.name];
            d.customElement = true;
            d.attributes = (d.attributes ?? []).filter((a) => !isPrivate(a) && !a.fieldName?.startsWith('_'));
            d.members = (d.members ?? []).filter((m) => !isPrivate(m) && m.static !== true);
            d.events = (d.events ?? []).filter((e) => e.name?.startsWith('ic-'));
            mod.exports = (mod.exports ?? []).filter((e) => e.kind !== 'custom-element-definition');
            mod.exports.push({
              kind: 'custom-element-definition',
              name: d.tagName,
              declaration: {name: d.name, module: mod.path},
            });
          }
        }
      },
    },
  ],
};
