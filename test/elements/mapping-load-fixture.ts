// <install-config> whose objects' metadata answers when a test releases it, below a spacer: for
// the tests of when the mapping editor's chunk loads (install-config-mapping-*.test.ts).
import {fixture, html} from '@open-wc/testing';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

export const MANIFEST = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
  read: {objects: [{objectName: 'lead', destination: 'leadsWebhook'}]},
} as ManifestIntegration;
export const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  connection: {id: 'conn-1', provider: 'acme', status: 'working'},
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
  },
} as Installation;
const FIELDS = {
  contact: {email: {fieldName: 'email', displayName: 'Email', valueType: 'string'}},
  lead: {score: {fieldName: 'score', displayName: 'Score', valueType: 'int'}},
};

/**
 * <install-config> below `spacer` pixels of page showing `sections`, each object's metadata
 * answered when the test releases it (`release(name)`).
 */
export async function mountHeld(spacer: number, sections = 'write mapping') {
  const held = new Map<string, () => void>();
  const {client, calls} = memoryClient(
    {manifest: MANIFEST, installation: INSTALLATION},
    {
      getObjectMetadata: ({objectName}: {objectName: 'contact' | 'lead'}) =>
        new Promise((resolve) =>
          held.set(objectName, () => resolve({name: objectName, fields: FIELDS[objectName]})),
        ),
    },
  );
  const page = await fixture<HTMLElement>(
    html`<div>
      <div style="height: ${spacer}px"></div>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        sections=${sections}
        .client=${client}
      ></install-config>
    </div>`,
  );
  const el = page.querySelector<InstallConfig>('install-config')!;
  await waitFor(() => held.has('contact') && held.has('lead'), 'both objects asked for');
  return {el, calls, release: (name: string) => held.get(name)!()};
}

/** The open object's field grid once it shows rows: its one tab stop. */
export const usable = (el: Element) =>
  waitFor(
    () =>
      el
        .shadowRoot!.querySelector('field-settings-editor')
        ?.shadowRoot?.querySelector<HTMLElement>('[part~=row] [tabindex="0"], [part~=table] [tabindex="0"]'),
    'the open object is usable',
  );
