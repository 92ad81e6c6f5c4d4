// The one table of subscribe and proxy cases, run through every layer: the draft and the client's
// PATCH to the emulator (test/contract/switches.test.ts), and <install-config>'s switches in
// Chromium against the emulator, saved and reloaded (test/e2e/switches.e2e.test.ts).
// The seed's inst-acme subscribes to contact, has the proxy on, and its manifest lists contact and
// company for subscribe (contact with inheritFieldsAndMapping).

export interface SwitchCase {
  name: string;
  /** Subscriptions switched, by object: on or off. */
  subscribe: Record<string, boolean>;
  /** The proxy switched on or off (undefined: left alone). */
  proxy?: boolean;
  updateMask: string[];
  /** What the installation holds after the save, as read back. */
  stored: {subscribe: Record<string, unknown>; proxy: boolean};
}

const contact = {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMappings: true};
const company = {objectName: 'company', destination: 'companiesWebhook', inheritFieldsAndMappings: false};

export const SWITCH_CASES: SwitchCase[] = [
  {
    name: 'subscribing to company sends its manifest entry only',
    subscribe: {company: true},
    updateMask: ['config.content.subscribe.objects.company'],
    stored: {subscribe: {contact, company}, proxy: true},
  },
  {
    name: 'unsubscribing from contact sends the map without it',
    subscribe: {contact: false},
    updateMask: ['config.content.subscribe.objects'],
    stored: {subscribe: {}, proxy: true},
  },
  {
    name: 'one off and one on: the map, the held entry of neither lost',
    subscribe: {contact: false, company: true},
    updateMask: ['config.content.subscribe.objects'],
    stored: {subscribe: {company}, proxy: true},
  },
  {
    name: 'the proxy switched off',
    subscribe: {},
    proxy: false,
    updateMask: ['config.content.proxy.enabled'],
    stored: {subscribe: {contact}, proxy: false},
  },
];
