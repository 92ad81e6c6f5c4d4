// Compiled by test/package/frameworks.test.ts (tsc --noEmit): the attributes a Svelte 5 template may
// put on the tags, as svelte-check sees them, from custom-elements.json (src/frameworks/, generated).
import type {SvelteHTMLElements} from 'svelte/elements';
import type {} from '../../../src/frameworks.ts';

export const ok: SvelteHTMLElements['install-config'] = {
  project: 'demo',
  'group-ref': 'group-1',
  sections: 'write mapping',
  readonly: true,
  getToken: async () => 'jwt',
  'onic-saved': (e) => console.log(e.detail.installation.id),
  'onic-ready': (e) => console.log(e.detail.installation.id),
  'onic-reconnect': (e) => e.preventDefault(),
};
export const panel: SvelteHTMLElements['connection-status'] = {'reconnect-timeout': 60_000};
// @ts-expect-error an unknown theme
export const badTheme: SvelteHTMLElements['install-config'] = {theme: 'purple'};
// @ts-expect-error an event the element does not fire (misspelt)
export const badEvent: SvelteHTMLElements['install-config'] = {'onic-saevd': () => {}};
// @ts-expect-error a property the element does not have (misspelt)
export const badProperty: SvelteHTMLElements['install-config'] = {getTokn: async () => 'jwt'};
