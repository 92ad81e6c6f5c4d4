// Read field mapping inside <install-config>, in Chromium against the mounted emulator: the editor
// loads as its own chunk for each read object; the customer maps a field, accepts the suggestions
// and saves; a reload shows what is stored, and it equals what was shown; with inheritMapping on, a
// write lands in the mapped provider fields; a failed sample read is said on the object.
import '../console-guard.ts';
import {scrollToMappings} from '../harness.ts';
import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import type {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {
  ACME,
  apiClient,
  clickSave,
  errorNotice,
  loaded,
  mountInstallConfig,
  resetEmulator,
  shadow,
  storedRecords,
} from './helpers.ts';

/** The mapping editor of `object` once its chunk is defined and its fields have loaded. */
async function mappingEditor(el: InstallConfig, object: string): Promise<FieldMappingEditor> {
  let m: FieldMappingEditor | null = null;
  await waitUntil(
    () =>
      scrollToMappings(el) &&
      (m = shadow(el).querySelector<FieldMappingEditor>(`field-mapping-editor[object="${object}"]`)) &&
      m.shadowRoot?.querySelector('[role=grid]'),
    `the mapping editor of ${object}`,
  );
  return m!;
}
const picker = (m: FieldMappingEditor, target: string) =>
  m.shadowRoot!.querySelector<HTMLInputElement>(`input[aria-label="Field in your account for ${target}"]`)!;
/** What the editor shows: target -> the picker's text. */
const shown = (m: FieldMappingEditor) =>
  Object.fromEntries(
    [...m.shadowRoot!.querySelectorAll<HTMLInputElement>('input[part=input]')].map((i) => [
      i.getAttribute('aria-label')!.replace('Field in your account for ', ''),
      i.value,
    ]),
  );

describe('e2e: read field mapping in <install-config>', () => {
  beforeEach(resetEmulator);

  it('map, accept suggestions, save, reload: stored mappings equal what was shown', async () => {
    const el = await loaded(await mountInstallConfig());
    const m = await mappingEditor(el, 'contact');
    expect(customElements.get('field-mapping-editor'), 'loaded on demand').to.not.equal(undefined);
    const input = picker(m, 'Phone number');
    input.value = 'Phone';
    input.dispatchEvent(new Event('change'));
    await m.updateComplete;
    m.shadowRoot!.querySelector<HTMLButtonElement>('[part=accept-button]')!.click(); // Lead score (recommended)
    await m.updateComplete;
    const before = shown(m);
    expect(before['Phone number']).to.equal('Phone');
    expect(before['Lead score']).to.equal('Lead score');
    expect((await clickSave(el)).type).to.equal('ic-saved');

    const stored = (await apiClient().getInstallation(ACME)).config.content.read!.objects!.contact!;
    expect(stored.selectedFieldMappings).to.deep.equal({
      firstName: 'first_name',
      lastName: 'last_name',
      emailAddress: 'email',
      phoneNumber: 'phone',
      leadScore: 'score',
    });
    expect(stored.destination).to.equal('contactsWebhook');

    const again = await loaded(await mountInstallConfig());
    expect(shown(await mappingEditor(again, 'contact'))).to.deep.equal(before);
  });

  it("the review before Save names a mapping by the manifest's and the account's display names", async () => {
    const el = await loaded(await mountInstallConfig());
    el.review = true;
    const m = await mappingEditor(el, 'contact');
    const input = picker(m, 'Phone number');
    input.value = 'Phone';
    input.dispatchEvent(new Event('change'));
    await m.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part=save-button]')!.click();
    await waitUntil(() => shadow(el).querySelector('[part=review] li'), 'the review');
    const said = [...shadow(el).querySelectorAll('[part=review] li')].map((li) => li.textContent!.trim());
    expect(said).to.include('Contact: read mapping Phone number → Phone');
  });

  it('with inheritMapping on, a write through the emulator lands in the mapped provider fields', async () => {
    const el = await loaded(await mountInstallConfig());
    expect(el.draft!.writeObject('contact').inheritMapping).to.equal(true);
    el.setFieldMapping('contact', 'phoneNumber', 'phone');
    await el.updateComplete;
    expect((await clickSave(el)).type).to.equal('ic-saved');
    const w = await apiClient().writeRecords(
      {projectIdOrName: ACME.projectIdOrName, integrationId: ACME.integrationId, objectName: 'contact'},
      {
        type: 'create',
        mode: 'synchronous',
        record: {emailAddress: 'mapped@example.com', firstName: 'Map', phoneNumber: '+1 555 0100'},
      },
    );
    const record = (await storedRecords('acme-crm', 'contact')).find((r) => r.id === w.result?.recordId)!;
    expect(record.data).to.include({email: 'mapped@example.com', first_name: 'Map', phone: '+1 555 0100'});
  });

  it('a read object the installation lacks is read once the customer starts reading it, then mapped', async () => {
    const el = await loaded(await mountInstallConfig());
    let start: HTMLButtonElement | null | undefined;
    await waitUntil(
      () =>
        scrollToMappings(el) &&
        (start = shadow(el)
          .querySelector<FieldMappingEditor>('field-mapping-editor[object="company"]')
          ?.shadowRoot?.querySelector<HTMLButtonElement>('[part=start-reading-button]')),
      'Start reading Company',
    );
    expect(start!.textContent!.trim()).to.equal('Start reading Company');
    start!.click();
    const m = await mappingEditor(el, 'company');
    m.shadowRoot!.querySelector<HTMLButtonElement>('[part=accept-button]')!.click(); // Company name <- Name
    await m.updateComplete;
    expect((await clickSave(el)).type).to.equal('ic-saved');
    const company = (await apiClient().getInstallation(ACME)).config.content.read!.objects!.company;
    expect(company).to.deep.equal({
      objectName: 'company',
      destination: 'companiesWebhook',
      schedule: '0 * * * *',
      selectedFields: {},
      selectedFieldMappings: {companyName: 'name'},
    });
  });

  it('a failed sample read is said on the object in plain words; the edits are kept', async () => {
    await fetch('/_emulator/faults', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        objectName: 'contact',
        kind: 'sample',
        message: 'the connected user cannot see Phone',
      }),
    });
    const el = await loaded(await mountInstallConfig());
    const m = await mappingEditor(el, 'contact');
    el.setFieldMapping('contact', 'phoneNumber', 'phone');
    await el.updateComplete;
    expect((await clickSave(el)).type).to.equal('ic-error');
    await m.updateComplete;
    expect(m.shadowRoot!.querySelector('[part=notice]')!.textContent).to.contain(
      'Your account could not read Contact with these fields: the connected user cannot see Phone',
    );
    expect(errorNotice(el)).to.not.equal(null);
    expect(el.draft!.readObject('contact').getFieldMapping('phoneNumber')).to.equal('phone');
  });

  it('an unmapped required target blocks Save and says so on its row', async () => {
    const el = await loaded(await mountInstallConfig());
    const m = await mappingEditor(el, 'contact');
    m.shadowRoot!.querySelector<HTMLButtonElement>(
      '[aria-label="Remove the mapping of Email address"]',
    )!.click();
    await el.updateComplete;
    await m.updateComplete;
    expect(picker(m, 'Email address').closest('[role=row]')!.textContent).to.contain(
      'Map this field to save.',
    );
    expect(shadow(el).querySelector<HTMLButtonElement>('[part=save-button]')!.disabled).to.equal(true);
  });
});
