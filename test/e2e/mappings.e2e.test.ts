// The read-mapping rule in <field-mapping-editor>, in Chromium against the mounted emulator, driven
// by the same table as the draft/client/emulator test (MAPPING_CASES in test/contract/cases.ts): a
// customer types a field's label (or clears the picker) and sees the row refuse it, or not; what
// was accepted is saved through the client and comes back as the editor showed it.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define/field-mapping-editor.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import type {ObjectMetadata} from '../../src/index.ts';
import {MAPPING_CASES} from '../contract/cases.ts';
import {ACME, apiClient, resetEmulator} from './helpers.ts';

const TARGETS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Email address',
  phoneNumber: 'Phone number',
  leadScore: 'Lead score',
};

async function mount() {
  const client = apiClient();
  const [inst, integration, meta] = await Promise.all([
    client.getInstallation(ACME),
    client.getIntegration(ACME),
    client.getObjectMetadata({...ACME, objectName: 'contact', groupRef: 'group-1'}),
  ]);
  const draft = ConfigDraft.from(inst);
  draft.setManifest(integration.latestRevision!.content);
  const el = await fixture<FieldMappingEditor>(
    html`<field-mapping-editor
      object="contact"
      .draft=${draft}
      .fields=${meta.fields}
    ></field-mapping-editor>`,
  );
  return {el, draft, client, meta};
}

/** What the customer types for a provider field: its label as the picker lists it, or its API name. */
const typed = (meta: ObjectMetadata, field: string | undefined) =>
  field === undefined ? '' : (meta.fields[field]?.displayName ?? field);

describe('contract: the read-mapping rule in <field-mapping-editor>', () => {
  beforeEach(resetEmulator);

  for (const c of MAPPING_CASES) {
    it(`${c.row}: ${c.target} -> ${c.field ?? '(cleared)'} is ${c.ok ? 'saved' : 'refused on its row'}`, async () => {
      const {el, draft, client, meta} = await mount();
      const label = TARGETS[c.target]!;
      const input = el.shadowRoot!.querySelector<HTMLInputElement>(
        `input[aria-label="Field in your account for ${label}"]`,
      )!;
      input.value = typed(meta, c.field);
      input.dispatchEvent(new Event('change'));
      await el.updateComplete;
      const row = input.closest('[role=row]')!;
      if (!c.ok) {
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(row.querySelector('.error')?.textContent).to.match(
          c.code === 'duplicate_mapping' ? /is already mapped to/ : /There is no field called/,
        );
        expect(draft.isDirty).to.equal(false);
        return;
      }
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(el.getFieldMapping(c.target)).to.equal(c.field);
      const shown = draft.readObject('contact').fieldMappings;
      const saved = await client.updateInstallation(ACME, draft.buildPatch());
      expect(saved.config.content.read?.objects?.contact?.selectedFieldMappings).to.deep.equal(shown);
    });
  }
});
