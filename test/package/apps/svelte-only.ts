// A Svelte-only app's view of the package (see react-only.tsx): the attributes a Svelte 5
// template may put on the tag, as svelte-check sees them.
import type {SvelteHTMLElements} from 'svelte/elements';
import type {} from 'install-config-elements/svelte';

export const ok: SvelteHTMLElements['install-config'] = {
  project: 'demo',
  'group-ref': 'group-1',
  getToken: async () => 'jwt',
  sections: 'write',
  'onic-saved': (e) => console.log(e.detail.installation.id),
  'onic-ready': (e) => console.log(e.detail.installation.id),
};
// @ts-expect-error an unknown theme
export const bad: SvelteHTMLElements['install-config'] = {theme: 'purple'};
// @ts-expect-error an event the element does not fire (misspelt)
export const misspelt: SvelteHTMLElements['install-config'] = {'onic-saevd': () => {}};
