// Warnings across sections where they can be acted on: writes to Contact inherit its read mapping,
// so a written field no row maps is not written. The warning sits beside the row that fixes it,
// names the field as that row does, and a field the table has no row for is never named.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byRole, waitFor} from '../harness.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact', inheritMapping: true}]},
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'hook',
        optionalFields: [
          {mapToName: 'mail', mapToDisplayName: 'Email address'},
          {mapToName: 'phone', mapToDisplayName: 'Phone number'},
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
      write: {
        objects: {
          contact: {
            objectName: 'contact',
            // Phone and Lifecycle Stage are written, but no row maps them
            selectedFieldSettings: {phone: {writeOnUpdate: 'never'}, lifecycle: {writeOnCreate: 'never'}},
          },
        },
      },
      read: {
        objects: {
          contact: {objectName: 'contact', destination: 'hook', selectedFieldMappings: {mail: 'email'}},
        },
      },
    },
  },
} as unknown as Installation;
const FIELDS = {
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
  lifecycle: {fieldName: 'lifecycle', displayName: 'Lifecycle Stage', valueType: 'string'},
};

async function mount() {
  const {client} = memoryClient({
    manifest: MANIFEST,
    installation: INSTALLATION,
    provider: {...WRITING_PROVIDER, displayName: 'Acme CRM'},
    metadata: (objectName) => ({name: objectName, displayName: 'Contact', fields: FIELDS}),
  });
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      .client=${client}
    >
    </install-config>`,
  );
  // the mapping editor loads as its section nears the view
  const editor = await waitFor(() => {
    el.shadowRoot!.querySelector('section.mappings')?.scrollIntoView();
    return el.shadowRoot!.querySelector('field-mapping-editor')?.shadowRoot?.querySelector('[role=grid]');
  }, 'the mapping table');
  return {el, root: editor.getRootNode() as ShadowRoot};
}

const rowOf = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('[role=row]')].find(
    (r) => r.querySelector('[part=label]')?.textContent === label,
  )!;

describe('<install-config> warnings across sections', () => {
  it('beside the row that fixes them, in its words; never a field the table has no row for', async () => {
    const {root} = await mount();
    const text = root.textContent!.replace(/\s+/g, ' ');
    expect(text, 'Lifecycle Stage has no row').not.to.contain('Lifecycle Stage');
    const warning = rowOf(root, 'Phone number').querySelector('[part~=warning]');
    expect(warning?.textContent!.trim()).to.equal(
      'Writes to Contact use this mapping, but no field here maps to Phone number, so writes leave it as it is.',
    );
    // the row's field box is described by it, so a screen reader hears it there
    const input = byRole<HTMLInputElement>(root, 'textbox', 'Field in your account for Phone number')!;
    expect(input.getAttribute('aria-describedby')).to.contain(warning!.id);
    expect(
      rowOf(root, 'Email address').querySelector('[part~=warning]'),
      'a mapped row: no warning',
    ).to.equal(null);
    expect(root.querySelector('[part=warnings]'), 'no list away from the rows').to.equal(null);
  });

  it('goes once the row is mapped', async () => {
    const {el, root} = await mount();
    const input = byRole<HTMLInputElement>(root, 'textbox', 'Field in your account for Phone number')!;
    input.value = 'Phone';
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await waitFor(() => !rowOf(root, 'Phone number').querySelector('[part~=warning]'), 'the warning gone');
  });
});
