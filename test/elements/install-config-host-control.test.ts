// What the host controls in <install-config>: locked objects and fields (shown with the reason,
// never changed by the customer or a patch), hidden sections, readonly; and the connection panel
// it shows with the loaded installation.
import {takeWarnings} from '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import type {
  Installation,
  ManifestIntegration,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcReconnectEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {LockedError} from '../../src/index.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}, {objectName: 'company'}]},
  subscribe: {objects: [{objectName: 'contact', destination: 'contactsWebhook'}]},
  read: {
    objects: [{objectName: 'lead', destination: 'leadsWebhook', optionalFields: [{mapToName: 'score'}]}],
  },
} as ManifestIntegration;
const email = {writeOnUpdate: 'never'} as const;
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  healthStatus: 'unhealthy',
  connection: {id: 'conn-1', provider: 'acme', status: 'working', providerWorkspaceRef: 'acme-eu'},
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {email}}}},
    },
  },
} as unknown as Installation;
const FIELDS = {
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
};

function fakeClient() {
  const sent: UpdateInstallationRequest[] = [];
  const metadataOf: string[] = [];
  const service = {
    manifest: MANIFEST,
    installation: INSTALLATION,
    provider: {
      ...WRITING_PROVIDER,
      displayName: 'Acme CRM',
      support: {write: true, subscribe: true, proxy: true},
    },
    metadata: (objectName: string) => {
      metadataOf.push(objectName);
      return {name: objectName, displayName: 'Contact', fields: FIELDS};
    },
  };
  const {client} = memoryClient(service, {
    updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
      sent.push(body);
      return {...structuredClone(INSTALLATION), config: {...INSTALLATION.config, revisionId: 'rev-2'}};
    },
  });
  return {client, sent, metadataOf};
}

async function mount(client: Client, attrs: {sections?: string; readonly?: boolean; lang?: string} = {}) {
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      lang=${attrs.lang ?? 'en'}
      sections=${attrs.sections ?? 'connection write subscribe proxy'}
      ?readonly=${attrs.readonly}
      .client=${client}
    ></install-config>`,
  );
  await waitUntil(() => el.draft, 'did not load');
  return el;
}
const root = (el: InstallConfig) => el.shadowRoot!;
const editorRoot = (el: InstallConfig) => root(el).querySelector('field-settings-editor')!.shadowRoot!;
const row = (el: InstallConfig, name: string) =>
  [...editorRoot(el).querySelectorAll('[part=row]')].find((r) =>
    r.querySelector('[part=label]')!.textContent!.includes(name),
  ) as HTMLElement | undefined;

describe('<install-config> locks', () => {
  it('a locked field shows its settings with the reason, every control disabled; others stay editable', async () => {
    const el = await mount(fakeClient().client);
    el.draft!.setLocked('contact', 'email', true);
    await waitUntil(() => row(el, 'Email'), 'no rows');
    await waitUntil(() => row(el, 'Email')!.querySelector('[part=lock]'), 'no lock mark');
    const locked = row(el, 'Email')!;
    expect(locked.querySelector('[part=lock]')!.textContent).to.contain('cannot be changed here');
    const controls = [...locked.querySelectorAll('select, input, button')] as HTMLInputElement[];
    expect(controls.length).to.be.greaterThan(0);
    expect(controls.every((c) => c.disabled)).to.equal(true);
    const phone = row(el, 'Phone')!;
    expect(phone.querySelector('[part=lock]')).to.equal(null);
    expect((phone.querySelector('select') as HTMLSelectElement).disabled).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('a locked field never reaches the patch: setFieldSettings throws LockedError, Save sends the held value', async () => {
    const {client, sent} = fakeClient();
    const el = await mount(client);
    el.draft!.setLocked('contact', 'email', true);
    expect(() => el.setFieldSettings('contact', 'email', undefined)).to.throw(LockedError);
    el.setFieldSettings('contact', 'phone', {writeOnCreate: 'never'});
    await el.save();
    const contact = (sent[0]!.installation.config!.content!.write!.objects as Record<string, any>).contact;
    expect(contact.selectedFieldSettings).to.deep.equal({email, phone: {writeOnCreate: 'never'}});
  });

  it('a locked object: its switch and subscription are disabled with the reason, in German too', async () => {
    const el = await mount(fakeClient().client, {lang: 'de'});
    el.draft!.setLocked('contact', true);
    await waitUntil(() => root(el).querySelector('[part=switches] [part=lock]'), 'no lock in the switches');
    const picker = root(el).querySelector('write-object-picker')!.shadowRoot!;
    await waitUntil(() => picker.querySelector('[part=lock]'), 'no lock in the picker');
    expect(picker.querySelector('[part=lock]')!.textContent).to.contain('nicht änderbar');
    const contactSwitch = picker.querySelector('[part=object] input') as HTMLInputElement;
    expect(contactSwitch.disabled).to.equal(true);
    const subscribe = root(el).querySelector('[part=switches] input') as HTMLInputElement;
    expect(subscribe.disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });
});

describe('<install-config> sections and readonly', () => {
  it('sections="write" shows neither the connection panel nor the switches, and the patch holds writes only', async () => {
    const el = await mount(fakeClient().client, {sections: 'write'});
    await waitUntil(() => row(el, 'Phone'), 'no rows');
    expect(root(el).querySelector('connection-status')).to.equal(null);
    expect(root(el).querySelector('[part=switches]')).to.equal(null);
    const phone = row(el, 'Phone')!.querySelector('select') as HTMLSelectElement;
    phone.value = 'never';
    phone.dispatchEvent(new Event('change', {bubbles: true}));
    expect(el.buildPatch().updateMask).to.deep.equal(['config.content.write.objects.contact']);
  });

  it('the mapping section shows only when named; hidden, it asks for no read object fields', async () => {
    const hidden = fakeClient();
    const el = await mount(hidden.client, {sections: 'write'});
    await waitUntil(() => row(el, 'Phone'), 'no rows');
    expect(root(el).querySelector('field-mapping-editor')).to.equal(null);
    expect(hidden.metadataOf).not.to.include('lead');
    const shown = fakeClient();
    const again = await mount(shown.client, {sections: 'write mapping'});
    await waitUntil(() => root(again).querySelector('field-mapping-editor'), 'no mapping editor');
    expect(shown.metadataOf).to.include('lead');
  });

  it('a section the host leaves out is not rendered; an unknown name is skipped, not fatal', async () => {
    const el = await mount(fakeClient().client, {sections: 'connection nonsense'});
    await waitUntil(() => root(el).querySelector('connection-status'), 'no panel');
    expect(root(el).querySelector('field-settings-editor')).to.equal(null);
    expect(root(el).querySelector('write-object-picker')).to.equal(null);
    // The host developer is told which name is wrong and which are allowed.
    expect(takeWarnings(/sections: nonsense is not a section/)).to.have.length(1);
  });

  it('readonly: everything shown, nothing editable, no Save', async () => {
    const el = await mount(fakeClient().client, {readonly: true});
    await waitUntil(() => row(el, 'Phone'), 'no rows');
    await waitUntil(() => root(el).querySelector('[part=switches]'), 'no switches');
    expect(root(el).querySelector('[part=save-button]')).to.equal(null);
    const inputs = [
      ...root(el).querySelectorAll('[part=switches] input'),
      ...root(el).querySelector('write-object-picker')!.shadowRoot!.querySelectorAll('input'),
      ...row(el, 'Phone')!.querySelectorAll('select, input'),
    ] as HTMLInputElement[];
    expect(inputs.length).to.be.greaterThan(2);
    expect(inputs.every((i) => i.disabled)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});

describe('<install-config> connection panel', () => {
  it('shows the unhealthy advice; Reconnect fires ic-reconnect at the host with provider and connection', async () => {
    const el = await mount(fakeClient().client);
    await waitUntil(
      () => root(el).querySelector('connection-status')?.shadowRoot?.querySelector('[part=reconnect-button]'),
      'no Reconnect',
    );
    const panel = root(el).querySelector('connection-status')!.shadowRoot!;
    expect(panel.textContent).to.contain('Reconnect to sign in to Acme CRM again');
    const fired = oneEvent(el, 'ic-reconnect') as Promise<IcReconnectEvent>;
    (panel.querySelector('[part=reconnect-button]') as HTMLButtonElement).click();
    const event = await fired;
    expect([event.detail.provider, event.detail.connectionId]).to.deep.equal(['Acme CRM', 'conn-1']);
    expect(event.cancelable).to.equal(true);
    event.detail.done(false); // the host's sign-in failed: Reconnect is back
    await waitUntil(() => panel.querySelector('[part=reconnect-button]'), 'no Reconnect after done(false)');
    await expect(el).to.be.accessible();
  });

  it('fits 320 px: nothing wider than the element', async () => {
    const el = await mount(fakeClient().client);
    el.style.width = '320px';
    el.style.display = 'block';
    await waitUntil(() => root(el).querySelector('connection-status')?.shadowRoot?.querySelector('section'));
    await waitUntil(() => root(el).querySelector('[part=switches]'), 'no switches');
    for (const part of ['connection', 'switches']) {
      const box = root(el).querySelector(`[part=${part}]`)!.getBoundingClientRect();
      expect(box.width, part).to.be.at.most(320);
    }
    expect(el.scrollWidth).to.be.at.most(320);
  });
});
