// The framework typings in src/frameworks/, generated from custom-elements.json by `npm run cem`
// (scripts/cem.mjs), and compared with it by `npm run cem:check`: every attribute, settable property
// and event the manifest lists for a tag is typed for React 19 JSX, Vue 3 and Svelte 5, so an
// element's new attribute or event reaches every framework with the manifest. The types are the
// element class's own (`InstallConfig['groupRef']`) and the event classes of src/elements/events.ts.
import {relative} from 'node:path';
import * as prettier from 'prettier';

const OUT = 'src/frameworks';
const HEADER = `// Generated from custom-elements.json by scripts/framework-types.mjs (\`npm run cem\`); do not edit.
// \`npm run cem:check\` fails when it lags the elements.`;

/** The manifest's custom elements, sorted by tag, with what the typings need of each. */
function elementsOf(manifest) {
  return manifest.modules
    .flatMap((mod) => (mod.declarations ?? []).map((d) => ({...d, path: mod.path})))
    .filter((d) => d.customElement && d.tagName)
    .sort((a, b) => (a.tagName < b.tagName ? -1 : 1))
    .map((d) => {
      const attributes = (d.attributes ?? []).filter((a) => a.fieldName);
      const withAttribute = new Set(attributes.map((a) => a.fieldName));
      const members = d.members ?? [];
      const describe = (field) => members.find((m) => m.name === field)?.description;
      // A property that has an attribute is typed once, under the attribute's (kebab-case) name:
      // that is the name a server-rendered page and every framework's template agree on.
      const properties = members.filter(
        (m) => m.kind === 'field' && !m.readonly && !m.static && !withAttribute.has(m.name),
      );
      return {
        tag: d.tagName,
        name: d.name,
        module: relative(OUT, d.path),
        props: [
          ...attributes.map((a) => ({
            key: a.name,
            field: a.fieldName,
            doc: a.description ?? describe(a.fieldName),
          })),
          ...properties.map((m) => ({key: m.name, field: m.name, doc: m.description})),
        ],
        events: (d.events ?? []).map((e) => ({name: e.name, type: e.type?.text, doc: e.description})),
      };
    });
}

const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);
/** `text` as a JSDoc block: one line when it fits, else wrapped at 96 characters a line. */
const doc = (text) => {
  if (!text) return '';
  const lines = [];
  for (const word of text.replace(/\*\//g, '*\\/').split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= 96) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  if (lines.length === 1) return `/** ${lines[0]} */\n`;
  return `/**\n${lines.map((line) => ` * ${line}`).join('\n')}\n */\n`;
};

function propsModule(elements) {
  const eventTypes = [...new Set(elements.flatMap((e) => e.events.map((ev) => ev.type)))].sort();
  const missing = elements.flatMap((e) =>
    e.events.filter((ev) => !ev.type).map((ev) => `${e.tag} ${ev.name}`),
  );
  if (missing.length) throw new Error(`events without a type in custom-elements.json: ${missing.join(', ')}`);
  return `${HEADER}
// Framework-neutral: imports no framework, so each typing needs only its own.
import type {${eventTypes.join(', ')}} from '../elements/events.ts';
${elements.map((e) => `import type {${e.name}} from '${e.module}';`).join('\n')}
${elements
  .map(
    (e) => `
/** \`<${e.tag}>\`: its attributes (kebab-case) and the properties that have none. */
export type ${e.name}Props = {
${e.props.map((p) => `${doc(p.doc)}${key(p.key)}?: ${e.name}['${p.field}'];`).join('\n')}
};
/** \`<${e.tag}>\`: its events by name. */
export type ${e.name}Events = {
${e.events.map((ev) => `${doc(ev.doc)}'${ev.name}': ${ev.type};`).join('\n')}
};`,
  )
  .join('\n')}

/** Each tag's element class, props and events. */
export type Tags = {
${elements.map((e) => `'${e.tag}': {element: ${e.name}; props: ${e.name}Props; events: ${e.name}Events};`).join('\n')}
};

/** The events as \`on<event>\` props, the form React 19 and Svelte 5 listen through (\`onic-saved\`). */
export type OnEvents<Events> = {[K in keyof Events & string as \`on\${K}\`]?: (e: Events[K]) => void};
`;
}

const propsNames = (elements) => elements.map((e) => `${e.name}Props`).join(', ');

function reactModule(elements) {
  return `${HEADER}
// React 19 JSX typings for the tags and their events. Opt in with
// \`import type {} from 'install-config-elements/jsx'\` (needs only @types/react). React 19 passes an
// \`on<event>\` prop of a custom element to addEventListener with the exact name (\`onic-saved\`).
// TypeScript checks no hyphenated JSX name it does not know (\`group-reff\` compiles): the
// components of install-config-elements/react have camelCase props that it does check.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {${propsNames(elements)}, OnEvents, Tags} from './props.ts';

export type {${propsNames(elements)}};

type ReactEl<T extends keyof Tags, E = Tags[T]['element'], P = Tags[T]['props']> = Omit<
  DetailedHTMLProps<HTMLAttributes<E>, E>,
  keyof P | 'onChange'
> &
  P &
  OnEvents<Tags[T]['events']>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
${elements.map((e) => `'${e.tag}': ReactEl<'${e.tag}'>;`).join('\n')}
    }
  }
}
`;
}

function vueModule(elements) {
  return `${HEADER}
// Vue 3 typings for the tags: props plus \`onIcChange\`-style listeners (templates: \`@ic-change\`).
// Opt in with \`import type {} from 'install-config-elements/vue'\` (needs only vue).
import type {DefineComponent} from 'vue';
import type {Tags} from './props.ts';

/** \`ic-before-save\` -> \`IcBeforeSave\`. */
type Pascal<S extends string> = S extends \`\${infer Head}-\${infer Rest}\`
  ? \`\${Capitalize<Head>}\${Pascal<Rest>}\`
  : Capitalize<S>;
type VueProps<T extends keyof Tags, Events = Tags[T]['events']> = Tags[T]['props'] & {lang?: string} & {
  [K in keyof Events & string as \`on\${Pascal<K>}\`]?: (e: Events[K]) => void;
};

${elements.map((e) => `export type ${e.name}VueProps = VueProps<'${e.tag}'>;`).join('\n')}

declare module 'vue' {
  interface GlobalComponents {
${elements.map((e) => `'${e.tag}': DefineComponent<${e.name}VueProps>;`).join('\n')}
  }
}
`;
}

function svelteModule(elements) {
  return `${HEADER}
// Svelte 5 typings for the tags. Opt in with \`import type {} from 'install-config-elements/svelte'\`
// (needs only svelte). Svelte 5 turns an \`on<event>\` attribute into a listener for \`<event>\`,
// so \`onic-saved={...}\` listens to \`ic-saved\`; properties are set as properties when the element
// has them (\`getToken={fn}\`).
import type {HTMLAttributes} from 'svelte/elements';
import type {OnEvents, Tags} from './props.ts';

type SvelteEl<T extends keyof Tags, P = Tags[T]['props'], Ev = OnEvents<Tags[T]['events']>> = Omit<
  HTMLAttributes<Tags[T]['element']>,
  keyof P | keyof Ev
> &
  P &
  Ev;

${elements.map((e) => `export type ${e.name}SvelteProps = SvelteEl<'${e.tag}'>;`).join('\n')}

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${elements.map((e) => `'${e.tag}': ${e.name}SvelteProps;`).join('\n')}
  }
}
`;
}

/** {path: formatted source} of every generated typing. */
export async function frameworkTypes(manifest) {
  const elements = elementsOf(manifest);
  const files = {
    [`${OUT}/props.ts`]: propsModule(elements),
    [`${OUT}/react.ts`]: reactModule(elements),
    [`${OUT}/vue.ts`]: vueModule(elements),
    [`${OUT}/svelte.ts`]: svelteModule(elements),
  };
  for (const [path, text] of Object.entries(files)) {
    const options = await prettier.resolveConfig(path);
    files[path] = await prettier.format(text, {...options, filepath: path});
  }
  return files;
}
