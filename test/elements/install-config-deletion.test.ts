// <install-config>'s "Allow deleting records" switch (issue 36): shown for the open write object
// only where the provider supports deletes, off unless the installation allows it, its consequence
// in one sentence, saved as deletionSettings {enabled}, said in the review in the same words, in
// English and German.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {
  Installation,
  ManifestIntegration,
  ProviderInfo,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';
import {allByRole, byPart, byRole, nameOf, nextEvent, partText, waitFor} from '../harness.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}, {objectName: 'deal'}]},
};
const installation = (contact: Record<string, unknown> = {}): Installation =>
  ({
    id: 'inst-acme',
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    config: {
      revisionId: 'rev-1',
      content: {
        provider: 'acme',
        write: {objects: {contact: {objectName: 'contact', ...contact}, deal: {objectName: 'deal'}}},
        proxy: {enabled: false},
      },
    },
  }) as Installation;

function fakeClient(support: ProviderInfo['support'], held = installation()) {
  const sent: UpdateInstallationRequest[] = [];
  const provider = {name: 'acme', displayName: 'Acme CRM', authType: 'oauth2', support} as ProviderInfo;
  const {client} = memoryClient(
    {
      manifest: MANIFEST,
      installation: held,
      provider,
      metadata: (name) => ({name, displayName: name === 'contact' ? 'Contact' : 'Deal', fields: {}}),
    },
    {
      updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
        sent.push(body);
        const next = structuredClone(held);
        next.config.revisionId = 'rev-2';
        Object.assign(
          next.config.content!.write!.objects!,
          body.installation.config?.content?.write?.objects,
        );
        return next;
      },
    },
  );
  return {client, sent};
}

async function mount(client: ReturnType<typeof fakeClient>['client'], lang = 'en', review = false) {
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <install-config
        ?review=${review}
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector('install-config')!;
  await waitUntil(() => el.draft, 'did not load');
  return el;
}

/** The deletion switch of the open object, once its chunk is there. */
const deletion = (el: InstallConfig) =>
  allByRole<HTMLInputElement>(el.shadowRoot!, 'switch').find((s) => !!s.closest('[part=deletion]'));
const helpOf = (input: HTMLInputElement) =>
  (input.getRootNode() as ShadowRoot)
    .getElementById(input.getAttribute('aria-describedby')!)!
    .textContent!.replace(/\s+/g, ' ')
    .trim();

describe('<install-config> allow deleting records', () => {
  it('is not offered where the provider cannot delete records', async () => {
    const el = await mount(fakeClient({write: true, proxy: true, delete: false}).client);
    // the proxy switch comes in the same chunk: once it shows, so would the deletion switch
    await waitFor(() => byRole(el.shadowRoot!, 'switch', /Allow other requests/), 'the proxy switch');
    expect(deletion(el)).to.equal(undefined);
    expect(byPart(el, 'deletion')).to.equal(null);
  });

  it('is off by default, names the object, and says its consequence in one sentence', async () => {
    const el = await mount(fakeClient({write: true, delete: true}).client);
    const input = await waitFor(() => deletion(el), 'the deletion switch');
    expect(input.checked).to.equal(false);
    expect(nameOf(input)).to.equal('Allow deleting Contact records');
    expect(helpOf(input)).to.equal('When on, this app can delete Contact records in Acme CRM.');
    await expect(el).to.be.accessible();
  });

  it('shows the installation holding deletion as on, per object', async () => {
    const el = await mount(
      fakeClient({write: true, delete: true}, installation({deletionSettings: {enabled: true}})).client,
    );
    expect((await waitFor(() => deletion(el), 'the switch')).checked).to.equal(true);
    // the other object, opened: its own switch, off
    const choice = el.shadowRoot!.querySelector<HTMLSelectElement>('#object')!;
    choice.value = 'deal';
    choice.dispatchEvent(new Event('change'));
    await waitUntil(() => deletion(el) && nameOf(deletion(el)!).includes('Deal'), 'the deal switch');
    expect(deletion(el)!.checked).to.equal(false);
  });

  it('on: fires ic-change and Save sends deletionSettings {enabled: true} on that object alone', async () => {
    const {client, sent} = fakeClient({write: true, delete: true});
    const el = await mount(client);
    const input = await waitFor(() => deletion(el), 'the switch');
    const change = nextEvent<IcChangeEvent>(el, 'ic-change');
    input.click();
    expect((await change).detail).to.deep.equal({kind: 'deletion', objectName: 'contact', enabled: true});
    await el.save();
    expect(sent.length).to.equal(1);
    expect(sent[0]!.updateMask).to.deep.equal(['config.content.write.objects.contact']);
    expect(sent[0]!.installation.config!.content!.write!.objects!.contact).to.deep.equal({
      objectName: 'contact',
      deletionSettings: {enabled: true},
    });
    await el.updateComplete;
    expect(deletion(el)!.checked).to.equal(true);
  });

  it('the review says it in the same words', async () => {
    const el = await mount(fakeClient({write: true, delete: true}).client, 'en', true);
    (await waitFor(() => deletion(el), 'the switch')).click();
    await el.updateComplete;
    byPart<HTMLButtonElement>(el, 'save-button')!.click();
    await waitFor(() => byPart(el, 'review')?.querySelector('li'), 'the review');
    expect(partText(el, 'review')).to.contain('This app can delete Contact records in Acme CRM');
  });

  it('in German', async () => {
    const el = await mount(fakeClient({write: true, delete: true}).client, 'de', true);
    const input = await waitFor(
      () => deletion(el) && nameOf(deletion(el)!).startsWith('Löschen') && deletion(el),
      'the German switch',
    );
    expect(nameOf(input)).to.equal('Löschen von Contact-Datensätzen erlauben');
    expect(helpOf(input)).to.equal('Wenn an, kann diese App Contact-Datensätze in Acme CRM löschen.');
    input.click();
    await el.updateComplete;
    byPart<HTMLButtonElement>(el, 'save-button')!.click();
    await waitFor(() => byPart(el, 'review')?.querySelector('li'), 'the review');
    expect(partText(el, 'review')).to.contain('Diese App kann Contact-Datensätze in Acme CRM löschen');
  });
});
