// A reload of the same installation rebases the customer's edits onto what the server now has.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Installation, ManifestIntegration, ProviderInfo} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  displayName: 'Acme CRM sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}, {objectName: 'company'}]},
};
const PROVIDER: ProviderInfo = {
  name: 'acme',
  authType: 'oauth2',
  displayName: 'Acme CRM',
  support: {write: true},
};
const installationWith = (objects: Record<string, unknown>, revisionId: string): Installation => ({
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {revisionId, content: {provider: 'acme', write: {objects: objects as never}}},
});

describe('<install-config> reload', () => {
  it('keeps the edits on top of the reloaded installation and shows the server change beside them', async () => {
    let installation = installationWith(
      {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}}},
      'rev-1',
    );
    const {client} = memoryClient({
      manifest: MANIFEST,
      installation: () => installation,
      provider: PROVIDER,
      metadata: () => ({
        name: 'contact',
        fields: {
          email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
          age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
        },
      }),
    });
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        .client=${client}
      ></install-config>`,
    );
    await waitUntil(() => el.draft, 'the installation did not load');
    // The 409 merge is not in the element's entry: the reload loads it (with the save path).
    expect(el.draft!.rebase).to.equal(undefined);
    el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
    // Someone else changes the email setting; a changed group-ref makes the element load again
    // (in the same task as the edit: before the save path the edit asks for has arrived).
    installation = installationWith(
      {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'always'}}}},
      'rev-2',
    );
    el.groupRef = 'group-2';
    await waitUntil(() => el.draft?.revisionId === 'rev-2', 'the reload did not rebase the draft');
    const contact = el.draft!.writeObject('contact');
    expect(contact.getFieldSettings('email')).to.deep.equal({writeOnUpdate: 'always'});
    expect(contact.getFieldSettings('age')).to.deep.equal({writeOnCreate: 'never'});
    expect(el.draft!.isDirty).to.equal(true);
    expect(el.buildPatch().updateMask).to.deep.equal(['config.content.write.objects.contact']);
  });
});
