// "Fields to read" (issue 36): <read-fields-editor> alone with a draft (select, search, select all /
// none, required fields fixed, a mapped field read, the keyboard of its grid, 5,000 fields), and
// inside <install-config>: the section opens, its chunk loads, and Save sends the minimal patch.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import '../../src/define/read-fields-editor.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {
  Installation,
  ManifestIntegration,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {ReadFieldsEditor} from '../../src/elements/read-fields-editor/read-fields-editor.ts';
import {byPart, byRole, partText, waitFor} from '../harness.ts';
import {waitUntil} from '../wait.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'acme-sync',
  provider: 'acme',
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'contactsWebhook',
        requiredFields: [{fieldName: 'id'}, {mapToName: 'emailAddress', mapToDisplayName: 'Email address'}],
        optionalFieldsAuto: 'all',
      },
    ],
  },
} as unknown as ManifestIntegration;

const NAMES = ['id', 'email', 'first_name', 'last_name', 'phone', 'fax'];
const FIELDS = NAMES.map((fieldName) => ({
  fieldName,
  displayName: fieldName === 'id' ? 'Record ID' : fieldName.replace('_', ' '),
  valueType: 'string',
}));
const CONTACT = {
  objectName: 'contact',
  destination: 'contactsWebhook',
  selectedFields: {id: true, first_name: true},
  selectedFieldMappings: {emailAddress: 'email'},
  backfill: {defaultPeriod: {days: 7}},
};
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-sync',
  connection: {id: 'conn-1', provider: 'acme'},
  config: {revisionId: 'rev-1', content: {provider: 'acme', read: {objects: {contact: CONTACT}}}},
} as unknown as Installation;

function draftOf() {
  const d = ConfigDraft.from(INSTALLATION);
  d.setManifest(MANIFEST);
  return d;
}

async function mountAlone(draft = draftOf(), fields: unknown[] = FIELDS) {
  const el = await fixture<ReadFieldsEditor>(
    html`<read-fields-editor object="contact" .draft=${draft} .fields=${fields}></read-fields-editor>`,
  );
  await waitFor(() => byPart(el, 'table'), 'the grid shows');
  return {el, draft};
}

const box = (el: ReadFieldsEditor, label: string) =>
  byRole<HTMLInputElement>(el.shadowRoot!, 'checkbox', `Read ${label}`)!;
const shown = (el: ReadFieldsEditor) =>
  [...el.shadowRoot!.querySelectorAll('[role=rowheader] [part=label]')].map((l) => l.textContent);

describe('<read-fields-editor>', () => {
  it('shows required fields as always read, a mapped field as read, and the rest as chosen', async () => {
    const {el} = await mountAlone();
    expect(shown(el)).to.deep.equal(['Record ID', 'email', 'first name', 'last name', 'phone', 'fax']);
    expect(box(el, 'Record ID').checked && box(el, 'Record ID').disabled).to.equal(true);
    expect(box(el, 'email').checked && box(el, 'email').disabled).to.equal(true);
    expect(partText(el, 'table')).to.include('Read for the mapping to Email address');
    expect(box(el, 'first name').checked).to.equal(true);
    expect(box(el, 'phone').checked).to.equal(false);
    expect(partText(el, 'count')).to.equal('Fields read: 3 of 6');
  });

  it('selecting a field edits the draft, fires ic-change and counts it', async () => {
    const {el, draft} = await mountAlone();
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    box(el, 'phone').click();
    expect((await changed).detail).to.deep.equal({
      kind: 'fields-read',
      objectName: 'contact',
      fieldNames: ['phone'],
      selected: true,
    });
    expect(draft.readObject('contact').get()!.selectedFields).to.deep.equal({
      id: true,
      first_name: true,
      phone: true,
    });
    await el.updateComplete;
    expect(partText(el, 'count')).to.equal('Fields read: 4 of 6');
  });

  it('search narrows the list; Select all and Select none act on the fields shown', async () => {
    const {el, draft} = await mountAlone();
    const search = byPart<HTMLInputElement>(el, 'search')!;
    search.value = 'NAME';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['first name', 'last name']);
    byPart<HTMLButtonElement>(el, 'select-all-button')!.click();
    await el.updateComplete;
    expect(draft.readFields('contact').selected).to.deep.equal({id: true, first_name: true, last_name: true});
    byPart<HTMLButtonElement>(el, 'select-none-button')!.click();
    await el.updateComplete;
    expect(draft.readFields('contact').selected).to.deep.equal({id: true});
    search.value = 'zzz';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.include('No field matches.');
  });

  it('Select none keeps the required and mapped fields read', async () => {
    const {el, draft} = await mountAlone();
    byPart<HTMLButtonElement>(el, 'select-all-button')!.click();
    byPart<HTMLButtonElement>(el, 'select-none-button')!.click();
    await el.updateComplete;
    const fields = draft.readFields('contact');
    expect(fields.isRead('id') && fields.isRead('email')).to.equal(true);
    expect(partText(el, 'count')).to.equal('Fields read: 2 of 6');
  });

  it('"Read every field" reads them all and locks the choice', async () => {
    const {el, draft} = await mountAlone();
    const every = byPart<HTMLInputElement>(el, 'every-switch')!;
    every.click();
    await el.updateComplete;
    expect(draft.readFields('contact').auto).to.equal(true);
    expect(box(el, 'phone').checked && box(el, 'phone').disabled).to.equal(true);
    expect(byPart<HTMLButtonElement>(el, 'select-all-button')!.disabled).to.equal(true);
  });

  it('keyboard: one tab stop, arrows between fields, Space switches reading', async () => {
    const {el, draft} = await mountAlone();
    byPart<HTMLButtonElement>(el, 'select-none-button')!.focus();
    await sendKeys({press: 'Tab'});
    const active = () => el.shadowRoot!.activeElement as HTMLElement;
    expect(active().getAttribute('role')).to.equal('rowheader');
    expect(active().textContent).to.include('Record ID');
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    expect(active().textContent).to.include('phone');
    await sendKeys({press: ' '});
    await el.updateComplete;
    expect(draft.readFields('contact').isRead('phone')).to.equal(true);
    await sendKeys({press: 'Home'});
    await sendKeys({press: ' '});
    await el.updateComplete;
    expect(byRole(el.shadowRoot!, 'alert')!.textContent).to.include('Record ID is always read.');
  });

  it('5,000 fields: only a window of rows renders; search and select all still work', async () => {
    const many = Array.from({length: 5000}, (_, i) => ({fieldName: `f${i}`, displayName: `Field ${i}`}));
    const {el, draft} = await mountAlone(draftOf(), [...FIELDS, ...many]);
    expect(el.shadowRoot!.querySelectorAll('[role=row]').length).to.be.below(40);
    expect(partText(el, 'count')).to.equal('Fields read: 3 of 5,006');
    byPart<HTMLButtonElement>(el, 'select-all-button')!.click();
    await el.updateComplete;
    expect(Object.keys(draft.readFields('contact').selected).length).to.equal(5005);
    expect(partText(el, 'count')).to.equal('Fields read: 5,006 of 5,006');
  });

  describe('accessibility', () => {
    it('is accessible with fixed rows and a refusal', async () => {
      const {el} = await mountAlone();
      await expect(el).to.be.accessible();
    });
  });
});

describe('<install-config> "Fields to read"', () => {
  function service() {
    const sent: UpdateInstallationRequest[] = [];
    const {client} = memoryClient(
      {
        manifest: MANIFEST,
        installation: INSTALLATION,
        metadata: (name) => ({name, fields: Object.fromEntries(FIELDS.map((f) => [f.fieldName, f]))}),
      },
      {
        updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
          sent.push(body);
          return structuredClone(INSTALLATION);
        },
      },
    );
    return {client, sent};
  }

  // DESIGN: issue 36's words ship in English and German only; the other languages show English
  for (const [lang, summary, count] of [
    ['de', 'Zu lesende Felder: Contact', 'Gelesene Felder: 3 von 6'],
    ['fr', 'Fields to read: Contact', 'Fields read: 3 of 6'],
  ] as const)
    it(`in ${lang}, the section and its editor speak ${lang === 'de' ? 'German' : 'English'}`, async () => {
      const {client} = service();
      const el = await fixture<InstallConfig>(
        html`<install-config
          project="demo"
          integration="acme-sync"
          installation="inst-acme"
          locale=${lang}
          .client=${client}
        ></install-config>`,
      );
      // the language's own word for Save first: its chunk has loaded
      const save = lang === 'de' ? 'Speichern' : 'Enregistrer';
      await waitFor(() => partText(el, 'save-button') === save || undefined, `Save in ${lang}`);
      const section = await waitFor(
        () => el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~=read-fields]'),
        'the section shows',
      );
      await waitUntil(() => section.querySelector('summary')!.textContent!.includes(summary), summary);
      section.querySelector('summary')!.click();
      const editor = section.querySelector<ReadFieldsEditor>('read-fields-editor')!;
      await waitUntil(() => editor.shadowRoot && byPart(editor, 'count'), 'the editor shows');
      expect(partText(editor, 'count')).to.equal(count);
    });

  it('opens per read object, loads its editor, and Save sends only the read object, whole', async () => {
    const {client, sent} = service();
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>`,
    );
    const section = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~=read-fields]'),
      'the section shows',
    );
    expect(section.querySelector('summary')!.textContent).to.include('Fields to read: Contact');
    section.querySelector('summary')!.click();
    const editor = section.querySelector<ReadFieldsEditor>('read-fields-editor')!;
    const phone = await waitFor(
      () => editor.shadowRoot && byRole<HTMLInputElement>(editor.shadowRoot, 'checkbox', 'Read phone'),
      'the editor shows the contact fields',
    );
    expect(byRole<HTMLInputElement>(editor.shadowRoot!, 'checkbox', 'Read email')!.checked).to.equal(true);
    phone.click();
    await waitUntil(() => el.draft?.isDirty, 'the draft changed');
    await el.save();
    expect(sent).to.have.length(1);
    expect(sent[0]!.updateMask).to.deep.equal(['config.content.read.objects.contact']);
    expect(sent[0]!.installation.config!.content!.read!.objects!.contact).to.deep.equal({
      ...CONTACT,
      selectedFields: {id: true, first_name: true, phone: true},
    });
  });
});
