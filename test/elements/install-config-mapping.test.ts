// The read field mapping inside <install-config>: a mapping the editor refuses (a field already
// mapped, or no such field) blocks Save like an invalid setting, counted in the bar and reached
// from it; a mapping the service refuses on save is named in words, and Save becomes Retry.
import {takeWarnings} from '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define.ts';
import {ApiError} from '../../src/contract/errors.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, byRole, partText, scrollToMappings, waitFor} from '../harness.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
  read: {
    objects: [
      {
        objectName: 'lead',
        destination: 'leadsWebhook',
        optionalFields: [
          {mapToName: 'score', mapToDisplayName: 'Lead score'},
          {mapToName: 'mail', mapToDisplayName: 'Email address'},
        ],
      },
    ],
  },
} as unknown as ManifestIntegration;
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {}}}},
      read: {
        objects: {
          lead: {objectName: 'lead', destination: 'leadsWebhook', selectedFieldMappings: {mail: 'email'}},
        },
      },
    },
  },
} as unknown as Installation;
const FIELDS = {
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
};

async function mount(updateInstallation?: () => Promise<Installation>) {
  const {client} = memoryClient(
    {
      manifest: MANIFEST,
      installation: INSTALLATION,
      provider: {...WRITING_PROVIDER, displayName: 'Acme CRM'},
      metadata: (objectName) => ({
        name: objectName,
        displayName: objectName === 'lead' ? 'Lead' : 'Contact',
        fields: FIELDS,
      }),
    },
    updateInstallation ? {updateInstallation} : {},
  );
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      .client=${client}
    ></install-config>`,
  );
  // its editor loads as the customer scrolls toward it
  await waitFor(() => scrollToMappings(el) && mappingInput(el, 'Lead score'), 'the mapping row');
  return el;
}

const mappingEditor = (el: InstallConfig) => el.shadowRoot!.querySelector('field-mapping-editor')!;
const mappingInput = (el: InstallConfig, target: string) =>
  el.shadowRoot?.querySelector('field-mapping-editor')?.shadowRoot
    ? byRole<HTMLInputElement>(
        mappingEditor(el).shadowRoot!,
        'textbox',
        `Field in your account for ${target}`,
      )
    : null;
const save = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'save-button')!;

async function typeMapping(el: InstallConfig, target: string, text: string) {
  const input = mappingInput(el, target)!;
  input.value = text;
  input.dispatchEvent(new Event('change'));
  await mappingEditor(el).updateComplete;
  await el.updateComplete;
}

describe('<install-config> read field mapping', () => {
  it('a refused mapping blocks Save, is counted in the bar, and the count takes the customer to it', async () => {
    const el = await mount();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await el.updateComplete;
    expect(save(el).disabled, 'an edit: Save is on').to.equal(false);

    await typeMapping(el, 'Lead score', 'Nope');
    await waitFor(() => byPart(el, 'invalid-button'), 'the count of what blocks Save');
    expect(partText(el, 'invalid-button')).to.equal('Fields with invalid settings: 1. Fix them to save.');
    expect(save(el).disabled, 'a refused mapping blocks Save').to.equal(true);
    expect(() => el.buildPatch()).to.throw(/selectedFieldMappings\.score/);

    byPart(el, 'invalid-button')!.click();
    await waitFor(
      () => mappingEditor(el).shadowRoot!.activeElement === mappingInput(el, 'Lead score'),
      'focus on the refused mapping',
    );

    await typeMapping(el, 'Lead score', 'Email');
    expect(partText(el, 'invalid-button'), 'a duplicate is refused too').to.equal(
      'Fields with invalid settings: 1. Fix them to save.',
    );
    await typeMapping(el, 'Lead score', 'Phone');
    await waitFor(() => !byPart(el, 'invalid-button'), 'fixed: the count goes');
    expect(save(el).disabled).to.equal(false);
  });

  it('a mapping the service refuses on save is named in words, and Save becomes Retry', async () => {
    const el = await mount(async () => {
      throw new ApiError(422, {
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'The config breaks a field-mapping rule.',
        issues: [
          {
            in: 'body',
            name: 'installation.config.content.read.objects.lead.selectedFieldMappings.score',
            detail: 'phone is not a field of lead',
            code: 'unknown_field',
          },
        ],
      });
    });
    await typeMapping(el, 'Lead score', 'Phone');
    save(el).click();
    await waitFor(() => byPart(el, 'notice'), 'the notice');
    takeWarnings(/save failed/);
    expect(partText(el, 'notice')).to.contain(
      'Your account did not accept the field chosen for Lead score (Lead). Choose another field, then retry.',
    );
    expect(save(el).textContent!.trim()).to.equal('Retry');
    expect(save(el).disabled).to.equal(false);
  });
});
