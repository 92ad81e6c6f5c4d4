// Every framework typing at once (React 19, Vue 3, Svelte 5), for apps that have all three.
// An app with one framework imports its own entry instead ('install-config-elements/react',
// '/vue' or '/svelte'), so that `skipLibCheck: false` never asks for the other frameworks.
export type * from './frameworks/react.ts';
export type * from './frameworks/vue.ts';
export type * from './frameworks/svelte.ts';
