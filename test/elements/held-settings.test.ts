// What the server holds that the elements cannot edit (issue 19): shown, kept and never blocking.
// Stored defaults no input can hold are "Custom"; objects the manifest no longer offers stay in the
// picker to be switched off; an integration without write objects says so instead of failing.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {FieldMetadata, Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../../src/elements/write-object-picker/write-object-picker.ts';
import {memoryClient} from './memory-client.ts';

const FIELDS: Record<string, FieldMetadata> = {
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  score: {fieldName: 'score', displayName: 'Score', valueType: 'other'},
  stage: {fieldName: 'stage', displayName: 'Stage', valueType: 'string'},
};
const HELD = {
  email: {default: {}},
  age: {default: {integerValue: 2n ** 60n}},
  score: {default: {stringValue: '1', integerValue: 2}},
  stage: {writeOnUpdate: 'sometimes', futureFlag: true},
};
const installation = (objects: Record<string, unknown>): Installation =>
  ({
    id: 'inst-acme',
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    config: {revisionId: 'rev-1', content: {provider: 'acme', write: {objects}}},
  }) as Installation;
const held = () =>
  installation({
    contact: {objectName: 'contact', deletionSettings: {enabled: true}, selectedFieldSettings: HELD},
  });

const shadow = (el: Element) => el.shadowRoot!;
const rowText = (el: FieldSettingsEditor, label: string) =>
  [...shadow(el).querySelectorAll<HTMLElement>('[role=row]')]
    .find((r) => r.querySelector('[part=label]')?.textContent === label)!
    .textContent!.replace(/\s+/g, ' ');
const control = <T extends HTMLElement>(el: Element, label: string) =>
  shadow(el).querySelector<T>(`[aria-label="${label}"]`);

async function editor(draft: ConfigDraft, lang = 'en') {
  return fixture<FieldSettingsEditor>(
    html`<field-settings-editor
      lang=${lang}
      object="contact"
      .fields=${FIELDS}
      .draft=${draft}
    ></field-settings-editor>`,
  );
}

describe('<field-settings-editor>: settings it cannot edit', () => {
  it('shows an unusual stored default as Custom with a plain reason, and no input for it', async () => {
    const el = await editor(ConfigDraft.from(held()));
    expect(rowText(el, 'Email')).to.contain('Custom: kept as saved. Reset to default to change it.');
    expect(rowText(el, 'Score')).to.contain('Custom: kept as saved.');
    expect(rowText(el, 'Age')).to.contain('Custom: 1152921504606846976 is too large to edit here.');
    for (const name of ['Email', 'Age', 'Score'])
      expect(control(el, `Default value for ${name}`)).to.equal(null);
    // an unknown writeOn value is named as such, kept selected
    const update = control<HTMLSelectElement>(el, 'Write Stage on update')!;
    expect(update.selectedOptions[0]!.textContent).to.equal('Custom: sometimes');
    expect(el.invalidFields).to.deep.equal([]);
  });

  it('does not stop the customer editing the same or other fields, and sends every held value back', async () => {
    const draft = ConfigDraft.from(held());
    const el = await editor(draft);
    const create = control<HTMLSelectElement>(el, 'Write Email on create')!;
    create.value = 'never';
    setTimeout(() => create.dispatchEvent(new Event('change')));
    await oneEvent(el, 'ic-change');
    expect(el.invalidFields).to.deep.equal([]);
    const sent = draft.buildPatch().installation.config!.content!.write!.objects!.contact!;
    expect((sent as Record<string, unknown>).deletionSettings).to.deep.equal({enabled: true});
    expect(sent.selectedFieldSettings).to.deep.equal({...HELD, email: {default: {}, writeOnCreate: 'never'}});
  });

  it('reset to default removes the custom value; the row is editable again', async () => {
    const draft = ConfigDraft.from(held());
    const el = await editor(draft);
    control<HTMLButtonElement>(el, 'Reset to default: Age')!.click();
    await waitUntil(() => control(el, 'Default value for Age'), 'the input did not come back');
    expect(rowText(el, 'Age')).not.to.contain('Custom');
    const sent = draft.buildPatch().installation.config!.content!.write!.objects!.contact!;
    expect(sent.selectedFieldSettings).not.to.have.property('age');
    expect(sent.selectedFieldSettings).to.have.property('email');
  });

  it('says so in German', async () => {
    const el = await editor(ConfigDraft.from(held()), 'de');
    await waitUntil(() => rowText(el, 'Email').includes('Eigener Wert'), 'no German text');
    expect(rowText(el, 'Email')).to.contain('Eigener Wert: bleibt wie gespeichert; zum Ändern zurücksetzen.');
    expect(rowText(el, 'Age')).to.contain('ist zu groß zum Bearbeiten und bleibt gespeichert');
  });

  it('is accessible with custom rows', async () => {
    const el = await editor(ConfigDraft.from(held()));
    await expect(el).to.be.accessible();
  });
});

// ------------------------------------------------------------------ inside <install-config>

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
};

function client(manifest: ManifestIntegration, inst: Installation): Client {
  return memoryClient({manifest, installation: inst, metadata: () => ({name: 'contact', fields: FIELDS})})
    .client;
}

async function mount(c: Client) {
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      group-ref="group-1"
      .client=${c}
    ></install-config>`,
  );
  await waitUntil(() => el.draft, 'did not load');
  await el.updateComplete;
  return el;
}
const picker = (el: InstallConfig) => shadow(el).querySelector<WriteObjectPicker>('write-object-picker')!;

describe('<install-config>: what the manifest does not offer', () => {
  it('an integration whose write is {} loads and says there is nothing to write', async () => {
    for (const write of [{}, {objects: null}]) {
      const el = await mount(client({...MANIFEST, write: write as never}, installation({})));
      expect(shadow(el).querySelector('[role=alert]')).to.equal(null);
      expect(shadow(el).textContent).to.contain('This integration has nothing to write');
      await picker(el).updateComplete;
      expect(shadow(picker(el)).textContent).to.contain('This integration writes no objects.');
    }
  });

  it('keeps a held object the manifest no longer offers visible, switchable off, and sends the rest as held', async () => {
    const inst = installation({
      contact: {objectName: 'contact', deletionSettings: {enabled: true}, selectedFieldSettings: HELD},
      ticket: {objectName: 'ticket', selectedValueDefaults: {x: {value: 'y'}}},
    });
    const el = await mount(client(MANIFEST, inst));
    const p = picker(el);
    await p.updateComplete;
    const ticket = control<HTMLInputElement>(p, 'Write ticket')!;
    expect(ticket.checked).to.equal(true);
    expect(ticket.disabled).to.equal(false);
    expect(shadow(p).textContent).to.contain('No longer offered by this integration. You can switch it off.');
    await expect(p).to.be.accessible();
    setTimeout(() => ticket.click());
    await oneEvent(p, 'ic-change');
    const patch = el.buildPatch();
    expect(patch.updateMask).to.deep.equal(['config.content.write.objects']);
    expect(patch.installation.config!.content!.write!.objects).to.deep.equal({
      contact: inst.config.content.write!.objects!.contact,
    });
    // and back on: the installation holds it, so it comes back as held
    setTimeout(() => ticket.click());
    await oneEvent(p, 'ic-change');
    expect(el.buildPatch().updateMask).to.deep.equal([]);
  });
});
