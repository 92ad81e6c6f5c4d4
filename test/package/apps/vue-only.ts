// A Vue-only app's view of the package (see react-only.tsx).
import {h} from 'vue';
import type {InstallConfigVueProps} from 'install-config-elements/vue';

const props: InstallConfigVueProps = {
  project: 'demo',
  sections: 'write',
  onIcSaved: (e) => console.log(e.detail.installation.id),
  onIcReady: (e) => console.log(e.detail.installation.id),
};
export const vnode = h('install-config', props);
// @ts-expect-error onIcError gets an IcErrorEvent, not a string
export const bad: InstallConfigVueProps = {onIcError: (e: string) => e};
// @ts-expect-error an event the element does not fire (misspelt)
export const misspelt: InstallConfigVueProps = {onIcSaevd: () => {}};
