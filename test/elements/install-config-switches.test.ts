// <install-config>'s subscribe and proxy switches and setConnectionId: what the customer sees, what
// Save sends, and the saved state's word that such a change takes a few minutes.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import type {
  Installation,
  ManifestIntegration,
  ProviderInfo,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
  subscribe: {
    objects: [
      {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMapping: true},
      {objectName: 'company', destination: 'companiesWebhook'},
    ],
  },
};
const held = {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMappings: true};
const INSTALLATION: Installation = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  connection: {id: 'conn-1', provider: 'acme'},
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {objects: {contact: {objectName: 'contact'}}},
      subscribe: {objects: {contact: held}},
      proxy: {enabled: false},
    },
  },
} as Installation;

function fakeClient(support: ProviderInfo['support']) {
  const sent: UpdateInstallationRequest[] = [];
  const provider = {name: 'acme', authType: 'oauth2', support} as ProviderInfo;
  const {client} = memoryClient(
    {manifest: MANIFEST, installation: INSTALLATION, provider},
    {
      updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
        sent.push(body);
        const next = structuredClone(INSTALLATION);
        next.config.revisionId = 'rev-2';
        Object.assign(next.config.content!, body.installation.config?.content ?? {});
        return next;
      },
    },
  );
  return {client, sent};
}

async function mount(client: Client) {
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      .client=${client}
    ></install-config>`,
  );
  await waitUntil(() => el.draft, 'did not load');
  return el;
}
const labelled = (el: InstallConfig, text: string) =>
  [...el.shadowRoot!.querySelectorAll('[part=switches] label')]
    .find((l) => l.textContent!.includes(text))
    ?.querySelector('input') as HTMLInputElement | undefined;

describe('<install-config> subscribe and proxy switches', () => {
  it('shows a switch per subscribe object and the proxy switch, as the installation holds them', async () => {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client);
    await waitUntil(() => labelled(el, 'Allow direct'), 'no switches');
    expect(labelled(el, 'Send changes to Contact')!.checked).to.equal(true);
    expect(labelled(el, 'Send changes to Company')!.checked).to.equal(false);
    expect(labelled(el, 'Allow direct access to the provider')!.checked).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('switching saves the subscribe and proxy masks, and the saved state says it takes minutes', async () => {
    const {client, sent} = fakeClient({write: true, subscribe: true, proxy: true});
    const el = await mount(client);
    await waitUntil(() => labelled(el, 'Company'), 'no switches');
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    labelled(el, 'Company')!.click();
    expect((await changed).detail).to.deep.equal({kind: 'subscribe', objectName: 'company', enabled: true});
    labelled(el, 'Contact')!.click();
    labelled(el, 'Allow direct')!.click();
    await el.save();
    expect(sent[0]!.updateMask).to.deep.equal([
      'config.content.subscribe.objects',
      'config.content.proxy.enabled',
    ]);
    expect(sent[0]!.installation.config!.content!.subscribe).to.deep.equal({
      objects: {
        company: {objectName: 'company', destination: 'companiesWebhook', inheritFieldsAndMappings: false},
      },
    });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=saved]')).not.to.equal(null);
    expect(el.shadowRoot!.querySelector('[part=switches]')!.textContent).to.contain('within a few minutes');
  });

  it('shows no switch the provider does not support', async () => {
    const el = await mount(fakeClient({write: true, subscribe: false, proxy: false}).client);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=switches]')).to.equal(null);
  });
});

describe('<install-config>.setConnectionId', () => {
  it('returns the patch with mask connectionId and fires ic-change', async () => {
    const {client, sent} = fakeClient({write: true});
    const el = await mount(client);
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    const patch = el.setConnectionId('conn-2');
    expect(patch.updateMask).to.deep.equal(['connectionId']);
    expect(patch.installation.connectionId).to.equal('conn-2');
    expect((await changed).detail).to.deep.equal({kind: 'connection', connectionId: 'conn-2'});
    await el.save();
    expect(sent[0]!.installation.connectionId).to.equal('conn-2');
  });
});
