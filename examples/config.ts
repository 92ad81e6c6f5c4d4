// How the example apps are built (test/package/examples.test.ts builds each once per run): Vite,
// with the package's name pointing at this repository's sources, and the smallest compile steps
// for .vue and .svelte files. A real app uses @vitejs/plugin-vue or @sveltejs/vite-plugin-svelte;
// these two call the compilers that vue and svelte ship (already devDependencies), and the
// emulator is mounted as in the demo (`npm run demo`). Angular needs no plugin: it compiles its
// templates in the browser (JIT), and examples/angular/tsconfig.json turns on its decorators.
import {transformSync} from 'esbuild';
import {resolve} from 'node:path';
import {compile} from 'svelte/compiler';
import type {InlineConfig, Plugin} from 'vite';
import {compileScript, parse} from 'vue/compiler-sfc';
import {emulatorPlugin} from '../src/emulator/vite-plugin.ts';

const root = resolve(import.meta.dirname, '..');
export const EXAMPLES = ['react-ssr', 'vue', 'svelte', 'angular'] as const;
export type Example = (typeof EXAMPLES)[number];

/** The tags are custom elements: Vue sets their properties and listens to their events. */
const isCustomElement = (tag: string) => tag.includes('-');

/** `.vue` single-file components with `<script setup lang="ts">` and an inlined template. */
function vueSfc(): Plugin {
  return {
    name: 'examples:vue-sfc',
    transform(code, id) {
      if (!id.endsWith('.vue')) return undefined;
      const {descriptor, errors} = parse(code, {filename: id});
      if (errors.length) throw errors[0];
      const script = compileScript(descriptor, {
        id,
        inlineTemplate: true,
        templateOptions: {compilerOptions: {isCustomElement}},
      });
      return {code: transformSync(script.content, {loader: 'ts'}).code, map: null};
    },
  };
}

/** `.svelte` components (Svelte 5 strips the TypeScript itself). */
function svelte(): Plugin {
  return {
    name: 'examples:svelte',
    transform(code, id) {
      if (!id.endsWith('.svelte')) return undefined;
      const {js} = compile(code, {filename: id, generate: 'client'});
      return {code: js.code, map: js.map};
    },
  };
}

/** The Vite config of one example, served under `/<name>/`. */
export function exampleConfig(name: Example, outDir?: string): InlineConfig {
  return {
    root: resolve(import.meta.dirname, name),
    base: `/${name}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [vueSfc(), svelte(), emulatorPlugin()],
    resolve: {
      alias: [
        {find: /^install-config-elements$/, replacement: resolve(root, 'src/index.ts')},
        {find: /^install-config-elements\/define$/, replacement: resolve(root, 'src/define.ts')},
      ],
    },
    // Vue's bundler build wants its feature flags (@vitejs/plugin-vue would define them).
    define: {
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // Angular's JIT compiler ships to the browser: the app is about 1 MB minified (320 KB gz)
      chunkSizeWarningLimit: name === 'angular' ? 1200 : undefined,
      // 'use client' marks the React component for frameworks that split on it (Next.js); a plain
      // bundle has nothing to do with it
      rolldownOptions: {
        onwarn: (warning, warn) => void (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning)),
      },
    },
  };
}
