// A provider that cannot write (support.write false): the form says so once, with no write picker
// and no "switch on an object" notice; Save shows only while something else can change.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define.ts';
import type {Installation, ManifestIntegration, ProviderInfo} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

const DELTA = {
  name: 'delta-readonly',
  authType: 'oauth2',
  displayName: 'Delta',
  support: {write: false, read: true},
} as ProviderInfo;
const INSTALLATION = {
  id: 'inst-delta',
  projectId: 'demo',
  integrationId: 'delta',
  config: {revisionId: 'rev-1', content: {provider: 'delta-readonly'}},
} as unknown as Installation;
const FIELDS = {name: {fieldName: 'name', displayName: 'Name', valueType: 'string'}};

async function mount(manifest: ManifestIntegration) {
  const {client} = memoryClient({
    manifest,
    installation: INSTALLATION,
    provider: DELTA,
    metadata: (objectName) => ({name: objectName, displayName: 'Account', fields: FIELDS}),
  });
  const el = await fixture<InstallConfig>(
    html`<install-config project="demo" integration="delta" installation="inst-delta" .client=${client}>
    </install-config>`,
  );
  await waitFor(
    () => el.shadowRoot!.textContent!.includes('The provider does not support writing.'),
    'said so',
  );
  await el.updateComplete;
  return el;
}

const text = (el: InstallConfig) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('<install-config> with a provider that cannot write', () => {
  it('says so once, with no write picker and no notice to switch an object on', async () => {
    const el = await mount({
      name: 'delta',
      provider: 'delta-readonly',
      write: {objects: [{objectName: 'account'}]},
    } as ManifestIntegration);
    expect(text(el).split('The provider does not support writing.')).to.have.length(2);
    expect(byPart(el, 'picker'), 'no write picker').to.equal(null);
    expect(text(el)).not.to.contain('Switch on an object to edit its fields.');
    expect(byPart(el, 'save-button'), 'nothing can change: no Save').to.equal(null);
  });

  it('keeps Save while something else can change (a read mapping)', async () => {
    const el = await mount({
      name: 'delta',
      provider: 'delta-readonly',
      write: {objects: [{objectName: 'account'}]},
      read: {
        objects: [
          {
            objectName: 'account',
            destination: 'hook',
            optionalFields: [{mapToName: 'title', mapToDisplayName: 'Title'}],
          },
        ],
      },
    } as unknown as ManifestIntegration);
    expect(byPart(el, 'picker')).to.equal(null);
    expect(byPart(el, 'save-button'), 'the mapping can change: Save').not.to.equal(null);
  });
});
