// One notice at a time: the newest outcome wins. A token failure on a reload that follows a 409
// shows only the token failure.
import {takeWarnings} from '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define.ts';
import {TokenError} from '../../src/contract/errors.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, isVisible, settled, waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
} as ManifestIntegration;
const installation = (revisionId: string, phone?: object) =>
  ({
    id: 'inst-acme',
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    config: {
      revisionId,
      content: {
        provider: 'acme',
        write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: phone ? {phone} : {}}}},
      },
    },
  }) as unknown as Installation;
const FIELDS = {
  phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
};

/** Someone else saved Phone after the first read: the save meets a newer revision (a 409). */
function service() {
  let reads = 0;
  return memoryClient({
    manifest: MANIFEST,
    installation: () =>
      reads++ === 0 ? installation('rev-1') : installation('rev-2', {writeOnCreate: 'never'}),
    metadata: (name) => ({name, displayName: 'Contacts', fields: FIELDS}),
  });
}

/** The notices in view: the save's beside Save, and a failed load's above the form. */
const notices = (el: InstallConfig) =>
  [...el.shadowRoot!.querySelectorAll('[part~=notice], [role=alert]')].filter(isVisible);

describe('<install-config> notices', () => {
  it('a token failure after a conflict shows only the token failure', async () => {
    const {client} = service();
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      >
      </install-config>`,
    );
    await el.ready;
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await el.updateComplete;
    byPart(el, 'save-button')!.click();
    await waitFor(() => byPart(el, 'notice'), 'the conflict notice');
    takeWarnings(/save failed/);
    expect(notices(el)).to.have.length(1);

    // the host hands a new client whose token function fails: the reload fails
    const {client: failing} = memoryClient(
      {manifest: MANIFEST, installation: installation('rev-2')},
      {
        getInstallation: async () => {
          throw new TokenError('getToken failed');
        },
      },
    );
    el.client = failing;
    await waitFor(
      () => el.shadowRoot!.textContent!.includes('Your sign-in could not be confirmed.'),
      'the failure',
    );
    await el.updateComplete;
    takeWarnings(/load failed/);
    const shown = notices(el);
    expect(shown.map((n) => n.textContent!.replace(/\s+/g, ' ').trim())).to.have.length(1);
    expect(shown[0]!.textContent).to.contain('Your sign-in could not be confirmed.');
  });
});

describe('<install-config> removed by the host', () => {
  it('says nothing of a request that fails after it left the page', async () => {
    let fail!: (e: Error) => void;
    const {client} = memoryClient(
      {manifest: MANIFEST, installation: installation('rev-1')},
      {getObjectMetadata: () => new Promise((_, reject) => (fail = reject))},
    );
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <install-config project="demo" integration="acme-crm-sync" installation="inst-acme" .client=${client}>
        </install-config>
      </div>`,
    );
    const el = wrap.querySelector<InstallConfig>('install-config')!;
    await waitFor(() => fail, 'the fields asked for');
    const errors: Event[] = [];
    el.addEventListener('ic-error', (e) => errors.push(e));
    el.remove();
    fail(new Error('401 No JWT key'));
    await settled();
    expect(errors).to.deep.equal([]);
    expect(takeWarnings(/failed/)).to.deep.equal([]);
  });
});
