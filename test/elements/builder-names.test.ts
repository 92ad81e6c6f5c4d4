// The builder's own words per language (<install-config names>): object, field and mapping-target
// display names and the targets' prompts, shown in the customer's language wherever the manifest's
// or the provider's names would be (picker, field rows, mapping editor, review); a regional tag
// takes its language's words; a language without words shows the manifest's names.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {byPart, deepQueryAll, waitFor, scrollToMappings} from '../harness.ts';
import '../../src/define.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {BuilderNames} from '../../src/elements/strings.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
  read: {objects: [{objectName: 'lead', destination: 'leadsWebhook'}]},
} as ManifestIntegration;
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {}}}},
      read: {objects: {lead: {objectName: 'lead', destination: 'leadsWebhook', schedule: '*/10 * * * *'}}},
    },
  },
} as Installation;
const METADATA: Record<string, unknown> = {
  contact: {
    name: 'contact',
    displayName: 'Contacts',
    fields: {email: {fieldName: 'email', displayName: 'Email', valueType: 'string'}},
  },
  lead: {name: 'lead', displayName: 'Leads', fields: {score: {fieldName: 'score', displayName: 'Score'}}},
};
const TARGETS = {
  lead: [{mapToName: 'priority', mapToDisplayName: 'Priority', prompt: 'Which field ranks a lead?'}],
};
const NAMES: BuilderNames = {
  de: {
    objects: {contact: 'Kontakte', lead: 'Interessenten'},
    fields: {contact: {email: 'E-Mail-Adresse'}},
    targets: {lead: {priority: 'Priorität'}},
    prompts: {lead: {priority: 'Welches Feld ordnet einen Interessenten ein?'}},
  },
};

async function mount(lang: string) {
  const {client} = memoryClient({
    manifest: MANIFEST,
    installation: INSTALLATION,
    provider: {...WRITING_PROVIDER, displayName: 'Acme CRM'},
    metadata: (name) => METADATA[name],
  });
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <install-config
        review
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
        .mappings=${TARGETS}
        .names=${NAMES}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  await waitFor(
    () => scrollToMappings(el) && (mappingText(el).includes('Score') || mappingText(el).includes('Priorit')),
    'mapping rows',
  );
  return {el};
}

const shadowText = (el: Element | null | undefined) =>
  (el?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
const editor = (el: InstallConfig) => el.shadowRoot!.querySelector('field-settings-editor');
const mapping = (el: InstallConfig) => el.shadowRoot!.querySelector('field-mapping-editor');
const picker = (el: InstallConfig) => el.shadowRoot!.querySelector('write-object-picker');
const mappingText = (el: InstallConfig) => shadowText(mapping(el));
/** The visible labels of the field rows of the open object. */
const rowLabels = (el: InstallConfig) =>
  deepQueryAll(editor(el)!.shadowRoot!, '[part~=label]').map((l) => l.textContent!.trim());

describe('<install-config names>: the builder’s words per language', () => {
  it('shows the German words everywhere a display name shows', async () => {
    const {el} = await mount('de');
    await waitFor(() => rowLabels(el).includes('E-Mail-Adresse'), 'the field row in German');
    expect(shadowText(picker(el))).to.contain('Kontakte');
    expect(mappingText(el)).to.contain('Priorität');
    expect(mappingText(el)).to.contain('Welches Feld ordnet einen Interessenten ein?');
    expect(mappingText(el)).not.to.contain('Priority');

    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await el.updateComplete;
    byPart<HTMLButtonElement>(el, 'save-button')!.click();
    const review = await waitFor(() => byPart(el, 'review'), 'the review');
    await waitFor(() => review.textContent!.includes('E-Mail-Adresse (Kontakte)'), 'the review in the words');
  });

  it('takes the language’s words for a regional tag', async () => {
    const {el} = await mount('de-CH');
    await waitFor(() => rowLabels(el).includes('E-Mail-Adresse'), 'de-CH reads the de words');
    expect(mappingText(el)).to.contain('Priorität');
  });

  it('shows the manifest’s and the provider’s names in a language without words, and follows locale', async () => {
    const {el} = await mount('fr');
    await waitFor(() => rowLabels(el).includes('Email'), 'the provider’s field name');
    expect(shadowText(picker(el))).to.contain('Contacts');
    expect(mappingText(el)).to.contain('Priority');
    expect(mappingText(el)).to.contain('Which field ranks a lead?');

    el.locale = 'de';
    await waitFor(() => rowLabels(el).includes('E-Mail-Adresse'), 'the German words once locale is de');
    await waitFor(() => mappingText(el).includes('Priorität'), 'the target in German');
  });
});
