// The script-tag entry (src/script-tag.ts) as the bundle runs it: <write-object-picker> is a chunk
// of its own, requested at once and defined when it arrives. <install-config> shows it from there,
// and a picker the host page uses alone is defined too. (test/bundle runs the built bundle: the
// placeholder while the chunk is in flight, and a chunk that does not arrive.)
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/script-tag.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../../src/elements/write-object-picker/write-object-picker.ts';
import {byRole, waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact', displayName: 'Contacts'}, {objectName: 'company'}]},
};
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  connection: {id: 'conn-1', provider: 'acme'},
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
  },
} as Installation;

describe('<write-object-picker> as a chunk of the script-tag entry', () => {
  it('<install-config> shows the picker with its objects, as the installation holds them', async () => {
    const {client} = memoryClient({manifest: MANIFEST, installation: INSTALLATION});
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        sections="write"
        .client=${client}
      ></install-config>`,
    );
    const contacts = await waitFor(
      () => byRole<HTMLInputElement>(el.shadowRoot!, 'switch', 'Write Contacts'),
      'the picker with its objects',
    );
    expect(contacts.checked).to.equal(true);
    expect(byRole<HTMLInputElement>(el.shadowRoot!, 'switch', /^Write company$/i)!.checked).to.equal(false);
    expect(el.shadowRoot!.querySelector('.skeleton')).to.equal(null);
  });

  it('a page that uses <write-object-picker> alone gets it defined', async () => {
    const el = await fixture<WriteObjectPicker>(
      html`<write-object-picker .objects=${MANIFEST.write!.objects} .value=${{}}></write-object-picker>`,
    );
    await customElements.whenDefined('write-object-picker');
    await el.updateComplete;
    expect(byRole<HTMLInputElement>(el.shadowRoot!, 'switch', 'Write Contacts')!.checked).to.equal(false);
  });
});
