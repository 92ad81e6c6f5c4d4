// Compiled by test/package/frameworks.test.ts (tsc --noEmit): Vue h() with the typed props, with
// every attribute, property and event custom-elements.json lists (src/frameworks/, generated).
import {h} from 'vue';
import type {ConnectionStatusVueProps, InstallConfigVueProps} from '../../../src/frameworks.ts';

const props: InstallConfigVueProps = {
  project: 'demo',
  integration: 'acme-crm-sync',
  installation: 'inst-acme',
  'group-ref': 'group-1',
  sections: 'write mapping',
  readonly: true,
  getToken: async () => 'jwt',
  onIcSaved: (e) => console.log(e.detail.installation.id),
  onIcReady: (e) => console.log(e.detail.installation.id),
  onIcBeforeSave: (e) => e.preventDefault(),
};
export const vnode = h('install-config', props);
export const panel: ConnectionStatusVueProps = {
  'reconnect-timeout': 60_000,
  onIcReconnect: (e) => e.preventDefault(),
};
// @ts-expect-error onIcError gets an IcErrorEvent, not a string
export const bad: InstallConfigVueProps = {onIcError: (e: string) => e};
// @ts-expect-error an event the element does not fire (misspelt)
export const badEvent: InstallConfigVueProps = {onIcSaevd: () => {}};
// @ts-expect-error an attribute the element does not have (misspelt)
export const badAttribute: InstallConfigVueProps = {'group-reff': 'group-1'};
