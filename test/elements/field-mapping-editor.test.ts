import '../console-guard.ts';
import {expect, fixture, html, nextFrame, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define/field-mapping-editor.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import type {FieldMetadata, Installation, ManifestIntegration} from '../../src/index.ts';

const MANIFEST = {
  name: 'acme-sync',
  provider: 'acme',
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'contactsWebhook',
        schedule: '*/15 * * * *',
        requiredFields: [
          {mapToName: 'emailAddress', mapToDisplayName: 'Email address', prompt: 'Main email'},
        ],
        optionalFields: [
          {mapToName: 'firstName', mapToDisplayName: 'First name'},
          {mapToName: 'score', mapToDisplayName: 'Score', default: 'lead_score'},
          {mapToName: 'phoneNumber', mapToDisplayName: 'Phone number'},
        ],
      },
    ],
  },
} as unknown as ManifestIntegration;

const f = (fieldName: string, displayName: string, valueType = 'string'): FieldMetadata => ({
  fieldName,
  displayName,
  valueType,
});
const FIELDS = [
  f('email', 'Email'),
  f('first_name', 'First name'),
  f('lead_score', 'Lead score', 'float'),
  f('phone', 'Phone'),
  f('mobile', 'Phone'),
];

function draftWith(mappings: Record<string, string> | undefined) {
  const inst = {
    id: 'i',
    projectId: 'p',
    integrationId: 'acme-sync',
    config: {
      revisionId: 'rev-1',
      content: {
        provider: 'acme',
        read: {
          objects: mappings
            ? {
                contact: {
                  objectName: 'contact',
                  destination: 'contactsWebhook',
                  selectedFieldMappings: mappings,
                },
              }
            : {},
        },
      },
    },
  } as unknown as Installation;
  const d = ConfigDraft.from(inst);
  d.setManifest(MANIFEST);
  return d;
}

async function editor(draft = draftWith({emailAddress: 'email'}), fields: FieldMetadata[] = FIELDS) {
  return fixture<FieldMappingEditor>(
    html`<field-mapping-editor object="contact" .draft=${draft} .fields=${fields}></field-mapping-editor>`,
  );
}
const root = (el: FieldMappingEditor) => el.shadowRoot!;
const picker = (el: FieldMappingEditor, target: string) =>
  root(el).querySelector<HTMLInputElement>(`input[aria-label="Field in your account for ${target}"]`)!;
const rowOf = (el: FieldMappingEditor, target: string) => picker(el, target).closest('[role=row]')!;
async function type(el: FieldMappingEditor, target: string, text: string) {
  const input = picker(el, target);
  input.value = text;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('<field-mapping-editor>', () => {
  it('shows each target with its name, prompt, required mark and mapped field', async () => {
    const el = await editor();
    const names = [...root(el).querySelectorAll('[part=label]')].map((n) => n.textContent);
    expect(names).to.deep.equal(['Email address', 'First name', 'Score', 'Phone number']);
    expect(rowOf(el, 'Email address').textContent).to.contain('required').and.contain('Main email');
    expect(picker(el, 'Email address').value).to.equal('Email');
    expect(picker(el, 'First name').value).to.equal('');
  });

  it('lists provider fields by label, with the API name only where two labels collide, and their type', async () => {
    const el = await editor();
    const options = [...root(el).querySelectorAll('datalist option')].map((o) => [
      o.getAttribute('value'),
      o.getAttribute('label'),
    ]);
    expect(options).to.deep.include.members([
      ['Email', 'Text'],
      ['Lead score', 'Decimal number'],
      ['Phone (phone)', 'Text'],
      ['Phone (mobile)', 'Text'],
    ]);
  });

  it('readonly: the mappings shown, every picker disabled', async () => {
    const el = await editor();
    el.readonly = true;
    await el.updateComplete;
    expect(picker(el, 'Email address').value).to.equal('Email');
    const inputs = [...root(el).querySelectorAll('input, select, button')] as HTMLInputElement[];
    expect(inputs.length).to.be.greaterThan(0);
    expect(inputs.filter((i) => !i.disabled).map((i) => i.outerHTML)).to.deep.equal([]);
  });

  it('maps a field picked by label, fires ic-change and changes the draft', async () => {
    const draft = draftWith({emailAddress: 'email'});
    const el = await editor(draft);
    setTimeout(() => type(el, 'Phone number', 'Phone (mobile)'));
    const e = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
    expect(e.detail).to.deep.equal({
      kind: 'mapping',
      objectName: 'contact',
      target: 'phoneNumber',
      providerField: 'mobile',
    });
    expect(draft.readObject('contact').getFieldMapping('phoneNumber')).to.equal('mobile');
  });

  it('refuses a field already mapped to another target on the row, plainly, and keeps the text', async () => {
    const draft = draftWith({emailAddress: 'email'});
    const el = await editor(draft);
    await type(el, 'First name', 'Email');
    expect(rowOf(el, 'First name').textContent).to.contain(
      'Email is already mapped to Email address. Each field can be mapped only once.',
    );
    expect(picker(el, 'First name').getAttribute('aria-invalid')).to.equal('true');
    expect(picker(el, 'First name').value).to.equal('Email');
    expect(draft.readObject('contact').getFieldMapping('firstName')).to.equal(undefined);
  });

  it('a pick leaves what is typed in another row; undo shows the draft in every picker again', async () => {
    const draft = draftWith({emailAddress: 'email'});
    const el = await editor(draft);
    picker(el, 'Phone number').value = 'Pho';
    await type(el, 'First name', 'First name');
    expect(picker(el, 'First name').value).to.equal('First name');
    expect(picker(el, 'Phone number').value).to.equal('Pho');
    picker(el, 'Email address').value = 'Emai';
    draft.undo();
    await el.updateComplete;
    expect([...root(el).querySelectorAll('input')].map((i) => i.value)).to.deep.equal(['Email', '', '', '']);
  });

  it('refuses text that names no field', async () => {
    const el = await editor();
    await type(el, 'First name', 'Nope');
    expect(rowOf(el, 'First name').textContent).to.contain('There is no field called “Nope”.');
  });

  it('shows a mapping whose field vanished as missing and keeps it until changed', async () => {
    const draft = draftWith({emailAddress: 'old_mail'});
    const el = await editor(draft);
    const row = rowOf(el, 'Email address');
    expect(row.textContent).to.contain('missing').and.contain('old_mail is no longer in your account.');
    expect(picker(el, 'Email address').value).to.equal('old_mail');
    expect(draft.isDirty).to.equal(false);
    await type(el, 'Email address', 'Email');
    expect(draft.readObject('contact').getFieldMapping('emailAddress')).to.equal('email');
  });

  it('suggests fields with their reason; accepting one maps it, rejecting hides it, nothing saved before', async () => {
    const draft = draftWith({emailAddress: 'email'});
    const el = await editor(draft);
    expect(rowOf(el, 'First name').textContent).to.contain('Suggested: First name').and.contain('same name');
    const labelled = await editor(draftWith({}), [...FIELDS, f('primary_mail', 'Email address')]);
    expect(rowOf(labelled, 'Email address').textContent)
      .to.contain('Suggested: Email address')
      .and.contain('same label');
    expect(rowOf(el, 'Score').textContent).to.contain('Suggested: Lead score').and.contain('recommended');
    expect(draft.isDirty).to.equal(false, 'suggestions are not edits');
    rowOf(el, 'Score').querySelector<HTMLButtonElement>('[part=reject-button]')!.click();
    await el.updateComplete;
    expect(rowOf(el, 'Score').querySelector('[part=suggestion]')).to.equal(null);
    rowOf(el, 'First name').querySelector<HTMLButtonElement>('[part=accept-button]')!.click();
    await el.updateComplete;
    expect(draft.readObject('contact').getFieldMapping('firstName')).to.equal('first_name');
  });

  it('"accept all" maps every suggestion shown', async () => {
    const draft = draftWith({});
    const el = await editor(draft, [...FIELDS, f('email_address', 'Email address')]);
    const all = root(el).querySelector<HTMLButtonElement>('[part=accept-all-button]')!;
    expect(all.textContent).to.contain('Accept all suggestions (3)');
    all.click();
    await el.updateComplete;
    expect(draft.readObject('contact').fieldMappings).to.deep.equal({
      emailAddress: 'email_address',
      firstName: 'first_name',
      score: 'lead_score',
    });
  });

  it('an object not read yet offers "Start reading" first: no grid, no mapping edit starts it', async () => {
    const draft = draftWith(undefined);
    const el = await editor(draft);
    expect(root(el).querySelector('[role=grid]')).to.equal(null);
    expect(root(el).textContent).to.contain('Contact is not read yet. Start reading it to map its fields.');
    const start = root(el).querySelector<HTMLButtonElement>('[part=start-reading-button]')!;
    expect(start.textContent!.trim()).to.equal('Start reading Contact');
    expect(draft.isDirty).to.equal(false);
    const changed = oneEvent(el, 'ic-change');
    start.click();
    expect(((await changed) as IcChangeEvent).detail).to.deep.equal({kind: 'read', objectName: 'contact'});
    // reading starts with the manifest's destination and schedule; then the grid maps its fields
    expect(draft.readObject('contact').get()).to.deep.equal({
      objectName: 'contact',
      destination: 'contactsWebhook',
      schedule: '*/15 * * * *',
      selectedFields: {},
      selectedFieldMappings: {},
    });
    await el.updateComplete;
    expect(picker(el, 'Email address')).to.not.equal(null);
    await type(el, 'Email address', 'Email');
    expect(draft.readObject('contact').getFieldMapping('emailAddress')).to.equal('email');
  });

  it('setFieldMapping returns the patch Save will send; undefined removes the mapping', async () => {
    const el = await editor();
    const patch = el.setFieldMapping('firstName', 'first_name')!;
    expect(patch.updateMask).to.deep.equal(['config.content.read.objects.contact']);
    expect(patch.installation.config?.content?.read?.objects?.contact?.selectedFieldMappings).to.deep.equal({
      emailAddress: 'email',
      firstName: 'first_name',
    });
    expect(el.setFieldMapping('firstName', undefined)!.updateMask).to.deep.equal([]);
  });

  it('an unmapped required target says so on its row once the object is to be saved', async () => {
    const draft = draftWith({emailAddress: 'email'});
    const el = await editor(draft);
    expect(el.setFieldMapping('emailAddress', undefined)).to.equal(undefined, 'Save is blocked');
    await el.updateComplete;
    expect(rowOf(el, 'Email address').textContent).to.contain('Map this field to save.');
  });

  // beside the row that fixes it: install-config-mapping-warnings.test.ts
  it('names no written field that no row of the table would map (two fields share "Phone")', async () => {
    const inst = {
      id: 'i',
      projectId: 'p',
      integrationId: 'acme-sync',
      config: {
        revisionId: 'rev-1',
        content: {
          read: {objects: {contact: {objectName: 'contact', selectedFieldMappings: {emailAddress: 'email'}}}},
          write: {
            objects: {
              contact: {
                objectName: 'contact',
                inheritMapping: true,
                selectedFieldSettings: {phone: {writeOnUpdate: 'never'}, email: {writeOnUpdate: 'never'}},
              },
            },
          },
        },
      },
    } as unknown as Installation;
    const draft = ConfigDraft.from(inst);
    draft.setManifest({...MANIFEST, write: {objects: [{objectName: 'contact'}]}});
    const el = await editor(draft);
    expect(root(el).querySelector('[part~=warning], [part=warnings]')).to.equal(null);
    expect(root(el).textContent).not.to.contain('Phone (phone)');
  });

  it('works standalone without a draft, with host targets', async () => {
    const el = await fixture<FieldMappingEditor>(
      html`<field-mapping-editor
        object="contact"
        .targets=${[
          {mapToName: 'mobile', mapToDisplayName: 'Mobile'},
          {mapToName: 'fixed', fieldName: 'phone'},
        ]}
        .fields=${FIELDS}
      ></field-mapping-editor>`,
    );
    expect([...root(el).querySelectorAll('[part=label]')].map((n) => n.textContent)).to.deep.equal([
      'Mobile',
    ]);
    expect(el.setFieldMapping('mobile', 'mobile')).to.equal(undefined);
    expect(el.getFieldMapping('mobile')).to.equal('mobile');
    // a new list is new rows: the rows are made once per list, not once per element
    el.targets = [{mapToName: 'email', mapToDisplayName: 'Work email'}];
    await el.updateComplete;
    expect([...root(el).querySelectorAll('[part=label]')].map((n) => n.textContent)).to.deep.equal([
      'Work email',
    ]);
  });

  it('stays responsive with thousands of provider fields: one shared list, rows only per target', async () => {
    const many = Array.from({length: 5000}, (_, i) => f(`field_${i}`, `Field ${i}`));
    const el = await editor(draftWith({emailAddress: 'field_10'}), many);
    expect(root(el).querySelectorAll('datalist').length).to.equal(1);
    expect(root(el).querySelectorAll('datalist option').length).to.equal(5000);
    expect(root(el).querySelectorAll('[role=row]').length).to.equal(5);
    await type(el, 'First name', 'Field 4999');
    expect(el.getFieldMapping('firstName')).to.equal('field_4999');
  });

  it('renders only the rows in view at its default height; scrolled, each row shows its own target', async () => {
    const targets = Array.from({length: 200}, (_, i) => ({
      mapToName: `t${i}`,
      mapToDisplayName: `Target ${i}`,
    }));
    const many = Array.from({length: 300}, (_, i) => f(`field_${i}`, `Field ${i}`));
    const el = await fixture<FieldMappingEditor>(
      html`<field-mapping-editor
        object="contact"
        .targets=${targets}
        .fields=${many}
      ></field-mapping-editor>`,
    );
    el.setFieldMapping('t150', 'field_7');
    el.setFieldMapping('t199', 'field_299');
    await el.updateComplete;
    const rows = () => [...root(el).querySelectorAll('.body [role=row]')];
    expect(rows().length).to.be.within(5, 30);
    const table = root(el).querySelector<HTMLElement>('.table')!;
    expect(table.clientHeight).to.be.at.most(480);
    table.scrollTop = table.scrollHeight;
    await waitUntil(() => rows().some((r) => r.textContent!.includes('Target 199')), 'last row not shown');
    expect(rows().length).to.be.within(5, 30);
    expect(picker(el, 'Target 199').value).to.equal('Field 299');
    expect(rowOf(el, 'Target 199').getAttribute('aria-rowindex')).to.equal('201');
    table.scrollTop = 150 * 72;
    await waitUntil(() => rows().some((r) => r.textContent!.includes('Target 150')), 'row 150 not shown');
    expect(picker(el, 'Target 150').value).to.equal('Field 7');
    expect(picker(el, 'Target 151').value).to.equal('');
  });

  it('every required row in view says it is unmapped, also one scrolled into view', async () => {
    const required = Array.from({length: 40}, (_, i) => ({
      mapToName: `r${i}`,
      mapToDisplayName: `Need ${i}`,
    }));
    const draft = draftWith({});
    const contact = {objectName: 'contact', destination: 'contactsWebhook', schedule: '*/15 * * * *'};
    draft.setManifest({
      ...MANIFEST,
      read: {objects: [{...contact, requiredFields: required, optionalFields: []}]},
    } as unknown as ManifestIntegration);
    const many = Array.from({length: 300}, (_, i) => f(`field_${i}`, `Field ${i}`));
    const el = await editor(draft, many);
    const table = root(el).querySelector<HTMLElement>('.table')!;
    const message = 'Map this field to save.';
    const seen = () => {
      const box = table.getBoundingClientRect();
      return [...root(el).querySelectorAll<HTMLElement>('.body [role=row]')].filter((r) => {
        const b = r.getBoundingClientRect();
        return b.bottom > box.top + 40 && b.top < box.bottom;
      });
    };
    expect(root(el).textContent).not.to.contain(message, 'nothing to save yet');
    await type(el, 'Need 0', 'Field 0');
    const unmapped = (rows: HTMLElement[]) => rows.filter((r) => !r.textContent!.includes('Need 0'));
    expect(unmapped(seen()).length).to.be.at.least(4);
    for (const row of unmapped(seen())) expect(row.textContent).to.contain(message);
    // less than a row: the row below the view comes into sight
    table.scrollTop = 30;
    await nextFrame();
    await el.updateComplete;
    for (const row of unmapped(seen())) expect(row.textContent).to.contain(message);
    table.scrollTop = 30 * 72;
    await waitUntil(() => seen().some((r) => r.textContent!.includes('Need 30')), 'row 30 not shown');
    await nextFrame();
    await el.updateComplete;
    expect(seen().length).to.be.at.least(4);
    for (const row of seen()) expect(row.textContent).to.contain(message);
  });

  it('a new field list is indexed anew: no stale suggestion, option or refusal', async () => {
    const el = await editor(draftWith({emailAddress: 'email'}));
    expect(rowOf(el, 'First name').textContent).to.contain('Suggested: First name');
    el.fields = [
      f('email', 'Email'),
      f('given_name', 'Given name'),
      f('first', 'First Name'),
      f('phone', 'Phone'),
    ];
    await el.updateComplete;
    expect(rowOf(el, 'First name').textContent).to.contain('Suggested: First Name').and.contain('same label');
    expect(rowOf(el, 'Phone number').textContent).not.to.contain('Suggested');
    const options = [...root(el).querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(options).to.deep.equal(['Email', 'Given name', 'First Name', 'Phone']);
    await type(el, 'Phone number', 'phone');
    expect(el.getFieldMapping('phoneNumber')).to.equal('phone');
    await type(el, 'Score', 'Lead score');
    expect(rowOf(el, 'Score').textContent).to.contain('There is no field called “Lead score”.');
    await type(el, 'Score', 'given NAME');
    expect(el.getFieldMapping('score')).to.equal('given_name');
  });

  it('speaks German under lang="de"', async () => {
    const el = await fixture<FieldMappingEditor>(
      html`<div lang="de">
        <field-mapping-editor
          object="contact"
          .draft=${draftWith({emailAddress: 'gone'})}
          .fields=${FIELDS}
        ></field-mapping-editor>
      </div>`,
    ).then((d) => d.querySelector('field-mapping-editor')!);
    // German is the German language chunk, loaded on first use; a required target is a
    // "Pflichtfeld" as everywhere else, and a suggestion is accepted with "Annehmen"
    await waitUntil(() => root(el).textContent!.includes('Feld in Ihrem Konto'), 'German not shown');
    expect(root(el).textContent)
      .to.contain('Feld in Ihrem Konto')
      .and.contain('Pflichtfeld')
      .and.contain('Annehmen')
      .and.contain('fehlt');
  });

  describe('keyboard', () => {
    it('is one grid with a single tab stop; arrows move between rows, Enter into the picker', async () => {
      const el = await editor();
      const headers = () => [...root(el).querySelectorAll<HTMLElement>('[role=rowheader]')];
      expect(headers().filter((h) => h.tabIndex === 0).length).to.equal(1);
      headers()[0]!.focus();
      await sendKeys({press: 'ArrowDown'});
      await waitUntil(() => root(el).activeElement === headers()[1]);
      await sendKeys({press: 'Enter'});
      expect(root(el).activeElement).to.equal(picker(el, 'First name'));
    });
  });

  describe('accessibility', () => {
    it('is accessible with a missing mapping, a refusal and suggestions', async () => {
      const el = await editor(draftWith({emailAddress: 'gone'}));
      await type(el, 'Phone number', 'Nope');
      await expect(el).to.be.accessible();
    });

    it('is accessible in dark mode', async () => {
      const el = await editor();
      el.theme = 'dark';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  });
});
