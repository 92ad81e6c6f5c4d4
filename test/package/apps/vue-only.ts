// A Vue-only app's view of the package (see react-only.tsx).
import {h} from 'vue';
import type {InstallConfigVueProps} from 'install-config-elements/vue';

const props: InstallConfigVueProps = {
  project: 'demo',
  onIcSaved: (e) => console.log(e.detail.installation.id),
};
export const vnode = h('install-config', props);
// @ts-expect-error onIcError gets an IcErrorEvent, not a string
export const bad: InstallConfigVueProps = {onIcError: (e: string) => e};
