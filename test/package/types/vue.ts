// Compiled by test/package/frameworks.test.ts (tsc --noEmit): Vue h() with the typed props.
import {h} from 'vue';
import type {InstallConfigVueProps} from '../../../src/frameworks.ts';

const props: InstallConfigVueProps = {
  project: 'demo',
  integration: 'acme-crm-sync',
  installation: 'inst-acme',
  getToken: async () => 'jwt',
  onIcSaved: (e) => console.log(e.detail.installation.id),
};
export const vnode = h('install-config', props);
// @ts-expect-error onIcError gets an IcErrorEvent, not a string
export const bad: InstallConfigVueProps = {onIcError: (e: string) => e};
