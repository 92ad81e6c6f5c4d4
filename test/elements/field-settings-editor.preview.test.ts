// The Preview view of <field-settings-editor>: loaded when first opened, what a create and an update
// send with the settings as edited (each marker in light and dark, English and German), differences
// from the saved settings, the sample record, 320 px, and test writes against the mounted emulator.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {FieldMetadata, FieldSettings, Installation} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import {apiClient, resetEmulator, storedRecords} from '../e2e/helpers.ts';

const FIELDS: FieldMetadata[] = [
  {fieldName: 'email', displayName: 'Email', valueType: 'string', isRequired: true},
  {fieldName: 'first_name', displayName: 'First name', valueType: 'string'},
  {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
  {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  {
    fieldName: 'lifecycle_stage',
    displayName: 'Lifecycle stage',
    valueType: 'singleSelect',
    values: [
      {value: 'lead', displayValue: 'Lead'},
      {value: 'customer', displayValue: 'Customer'},
    ],
  },
  {fieldName: 'created_at', displayName: 'Created', valueType: 'datetime', readOnly: true},
];

/** Saved: a default for phone, never-on-create for first_name, never-on-update for lifecycle_stage, ifEmpty for email. */
const SAVED: Record<string, FieldSettings> = {
  phone: {default: {stringValue: '+1 555 0100'}},
  first_name: {writeOnCreate: 'never'},
  lifecycle_stage: {writeOnUpdate: 'never'},
  email: {writeOnUpdate: 'ifEmpty'},
};

function installation(inheritMapping = false): Installation {
  return {
    id: 'inst-1',
    projectId: 'p',
    integrationId: 'i',
    config: {
      id: 'c',
      revisionId: 'r1',
      content: {
        read: {objects: {contact: {objectName: 'contact', selectedFieldMappings: {emailAddress: 'email'}}}},
        write: {objects: {contact: {objectName: 'contact', inheritMapping, selectedFieldSettings: SAVED}}},
      },
    },
  } as unknown as Installation;
}

const root = (el: FieldSettingsEditor) => el.shadowRoot!;
const previewRow = (el: FieldSettingsEditor, field: string) =>
  root(el).querySelector<HTMLElement>(`.preview [data-field="${field}"]`)!;
/** The create (0) or update (1) cell of a field. */
const cell = (el: FieldSettingsEditor, field: string, which: 0 | 1) =>
  previewRow(el, field).querySelectorAll<HTMLElement>('[data-outcome]')[which];
const marks = (c: HTMLElement) =>
  [...c.querySelectorAll('.mark')].map((m) => m.className.replace('mark ', ''));

async function openPreview(el: FieldSettingsEditor) {
  root(el).querySelector<HTMLButtonElement>('[part=preview-button]')!.click();
  await waitUntil(() => root(el).querySelector('.preview'), 'the preview did not load');
  await el.updateComplete;
}

async function mount(options: {draft?: ConfigDraft; theme?: string; lang?: string; sample?: object} = {}) {
  const draft = options.draft ?? ConfigDraft.from(installation());
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${options.lang ?? 'en'}>
      <field-settings-editor
        object="contact"
        theme=${options.theme ?? 'light'}
        .fields=${FIELDS}
        .draft=${draft}
        .sampleRecord=${options.sample}
      ></field-settings-editor>
    </div>`,
  );
  const el = wrapper.querySelector('field-settings-editor')!;
  await el.updateComplete;
  return {el, draft};
}

describe('<field-settings-editor> Preview', () => {
  it('loads its code only when first opened, and closes again', async () => {
    const loaded = () =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/preview/preview-view'));
    const {el} = await mount();
    expect(loaded()).to.equal(false);
    expect(root(el).querySelector('.preview')).to.equal(null);
    const button = root(el).querySelector<HTMLButtonElement>('[part=preview-button]')!;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    await openPreview(el);
    expect(loaded()).to.equal(true);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    button.click();
    await el.updateComplete;
    expect(root(el).querySelector('.preview')).to.equal(null);
  });

  for (const theme of ['light', 'dark']) {
    for (const [lang, words] of [
      [
        'en',
        {default: 'Filled in by the default', never: 'Never sent', ifEmpty: 'the field already has a value'},
      ],
      ['de', {default: 'Vom Standardwert gefüllt', never: 'Nie gesendet', ifEmpty: 'schon einen Wert'}],
    ] as const) {
      it(`marks a default filled, never and ifEmpty skipped (${theme}, ${lang}), axe clean`, async () => {
        const {el} = await mount({theme, lang});
        await openPreview(el);
        // the preview's words arrive with its language (German loads on first use)
        await waitUntil(
          () => cell(el, 'phone', 0)?.textContent?.includes(words.default),
          `the preview in ${lang}`,
        );
        // phone has a default: the sample starts without it, so the default fills it on create and update
        expect(marks(cell(el, 'phone', 0))).to.include('default');
        expect(cell(el, 'phone', 0).textContent)
          .to.contain('+1 555 0100')
          .and.contain(words.default);
        // first_name: never on create, sent on update
        expect(marks(cell(el, 'first_name', 0))).to.include('never');
        expect(cell(el, 'first_name', 0).textContent).to.contain(words.never);
        expect(marks(cell(el, 'first_name', 1))).to.deep.equal([]);
        expect(cell(el, 'first_name', 1).textContent).to.contain('Ada');
        // lifecycle_stage: sent on create, never on update
        expect(cell(el, 'lifecycle_stage', 0).dataset.outcome).to.equal('sent');
        expect(marks(cell(el, 'lifecycle_stage', 1))).to.include('never');
        // email: ifEmpty, and the sample's current value is set: skipped on update only
        expect(cell(el, 'email', 0).dataset.outcome).to.equal('sent');
        expect(marks(cell(el, 'email', 1))).to.include('ifempty');
        expect(cell(el, 'email', 1).textContent).to.contain(words.ifEmpty);
        // read-only fields are never written: not in the preview
        expect(previewRow(el, 'created_at')).to.equal(null);
        await expect(el).to.be.accessible();
      });
    }

    it(`names fields by their display names, API names only for developers (${theme}, de)`, async () => {
      const {el} = await mount({draft: ConfigDraft.from(installation(true)), theme, lang: 'de'});
      await openPreview(el);
      const table = root(el).querySelector<HTMLElement>('.preview [role=table]')!;
      expect(previewRow(el, 'lifecycle_stage').querySelector('[role=rowheader]')!.textContent).to.equal(
        'Lifecycle stage',
      );
      for (const api of ['emailAddress', 'lifecycle_stage', 'first_name'])
        expect(table.innerText, `${api} in the table`).to.not.contain(api);
      const dev = root(el).querySelector<HTMLDetailsElement>('.preview details')!;
      expect(dev.open).to.equal(false);
      expect(dev.textContent).to.contain('lifecycle_stage').and.contain('emailAddress');
      await expect(el).to.be.accessible();
    });
  }

  it('follows the settings as edited (the draft), and marks each difference from the saved settings', async () => {
    const {el, draft} = await mount();
    await openPreview(el);
    expect(marks(cell(el, 'age', 0))).to.deep.equal([]);
    // an edit in the rows above: age never written on create
    const select = root(el).querySelector<HTMLSelectElement>('[aria-label="Write Age on create"]')!;
    select.value = 'never';
    select.dispatchEvent(new Event('change', {bubbles: true}));
    await el.updateComplete;
    expect(draft.writeObject('contact').getFieldSettings('age')).to.deep.equal({writeOnCreate: 'never'});
    expect(marks(cell(el, 'age', 0))).to.deep.equal(['never', 'changed']);
    expect(cell(el, 'age', 0).textContent).to.contain('With your saved settings: 42');
    // an edit through the API: the phone default goes
    draft.writeObject('contact').setFieldSettings('phone', undefined);
    await el.updateComplete;
    expect(cell(el, 'phone', 0).textContent).to.contain('Not sent');
    expect(marks(cell(el, 'phone', 0))).to.deep.equal(['changed']);
    expect(cell(el, 'phone', 0).textContent).to.contain('With your saved settings: +1 555 0100');
  });

  it('the customer edits the sample only when asked: in or out of the record, its text, its current value', async () => {
    const {el} = await mount();
    await openPreview(el);
    const row = previewRow(el, 'phone');
    expect(root(el).querySelector('.preview input, .preview select'), 'no controls until asked').to.equal(
      null,
    );
    expect(row.querySelector('.pv-record')!.textContent).to.contain('Not in the sample');
    const edit = root(el).querySelector<HTMLButtonElement>('[part=sample-button]')!;
    expect(edit.textContent!.trim()).to.equal('Edit sample');
    edit.click();
    await el.updateComplete;
    expect(edit.getAttribute('aria-pressed')).to.equal('true');
    const inRecord = row.querySelector<HTMLInputElement>('[aria-label="Phone is in the sample record"]')!;
    expect(inRecord.checked).to.equal(false);
    const text = row.querySelector<HTMLInputElement>('[aria-label="Sample value of Phone"]')!;
    text.value = '+49 30 1234';
    text.dispatchEvent(new Event('input'));
    await el.updateComplete;
    // typing a value puts it into the record: it wins over the default
    expect(inRecord.checked).to.equal(true);
    expect(cell(el, 'phone', 0).dataset.outcome).to.equal('sent');
    expect(cell(el, 'phone', 0).textContent).to.contain('+49 30 1234');
    // only a field written "if empty" asks whether the account has a value: email's has none
    expect(previewRow(el, 'age').querySelector('.pv-current')).to.equal(null);
    const current = previewRow(el, 'email').querySelector<HTMLInputElement>('.pv-current input')!;
    expect(current.labels![0]!.textContent).to.contain('Already has a value in your account');
    current.click();
    await el.updateComplete;
    expect(cell(el, 'email', 1).dataset.outcome).to.equal('sent');
    expect(cell(el, 'email', 1).textContent).to.contain('ada@example.com');
  });

  it("takes the host's sample record, by the names its app writes", async () => {
    const {el} = await mount({
      draft: ConfigDraft.from(installation(true)),
      sample: {emailAddress: 'grace@example.com', age: 85},
    });
    await openPreview(el);
    expect(cell(el, 'email', 0).textContent).to.contain('grace@example.com');
    expect(cell(el, 'age', 0).textContent).to.contain('85');
    // not in the host's sample: not sent (first_name), or the default (phone)
    expect(cell(el, 'lifecycle_stage', 0).textContent).to.contain('Not sent');
    expect(marks(cell(el, 'phone', 0))).to.include('default');
  });

  it('reads Yes and No, and choices by their names, in the sample and in what is sent', async () => {
    const fields: FieldMetadata[] = [...FIELDS, {fieldName: 'vip', displayName: 'VIP', valueType: 'boolean'}];
    const draft = ConfigDraft.from(installation());
    draft.writeObject('contact').setFieldSettings('lifecycle_stage', {default: {stringValue: 'customer'}});
    const el = await fixture<FieldSettingsEditor>(
      html`<field-settings-editor
        object="contact"
        .fields=${fields}
        .draft=${draft}
      ></field-settings-editor>`,
    );
    await openPreview(el);
    const text = root(el).querySelector<HTMLElement>('.preview [role=table]')!.innerText;
    expect(previewRow(el, 'vip').innerText).to.contain('Yes');
    expect(text).to.not.match(/\b(true|false|True|False)\b/);
    expect(cell(el, 'lifecycle_stage', 0).textContent).to.contain('Customer');
  });

  describe('on a phone (375 × 667)', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    for (const lang of ['en', 'de'])
      it(`a 6-field object is at most 1.5 views tall, nothing cut (${lang})`, async () => {
        await setViewport({width: 375, height: 667});
        const six: FieldMetadata[] = [
          ...FIELDS.filter((f) => !f.readOnly),
          {fieldName: 'last_seen', displayName: 'Last seen', valueType: 'datetime'},
        ];
        const el = await fixture<FieldSettingsEditor>(
          html`<div lang=${lang}>
            <field-settings-editor object="contact" .fields=${six} .draft=${ConfigDraft.from(installation())}>
            </field-settings-editor>
          </div>`,
        ).then((w) => w.querySelector('field-settings-editor')!);
        await openPreview(el);
        const preview = root(el).querySelector<HTMLElement>('.preview')!;
        expect(preview.querySelectorAll('[role=row][data-field]')).to.have.length(6);
        const views = preview.getBoundingClientRect().height / innerHeight;
        expect(views, `${views.toFixed(2)} views`).to.be.at.most(1.5);
        // every value shows whole: no text wider than its box, the date sample included
        // (a mark's words for screen readers are hidden on purpose: its sign and the legend show them)
        for (const c of preview.querySelectorAll<HTMLElement>('[role=cell] *:not(.visually-hidden)'))
          expect(c.scrollWidth, c.textContent!).to.be.at.most(c.clientWidth + 1);
        expect(previewRow(el, 'last_seen').innerText).to.contain('2024-05-01T09:30:00Z');
        // editing the sample: each control takes the card's width, its value and label shown whole
        root(el).querySelector<HTMLButtonElement>('[part=sample-button]')!.click();
        await el.updateComplete;
        const date = previewRow(el, 'last_seen').querySelector<HTMLInputElement>('input[type=text]')!;
        expect(date.scrollWidth, 'the date sample').to.be.at.most(date.clientWidth);
        const hasValue = previewRow(el, 'email').querySelector<HTMLElement>('.pv-current')!;
        expect(hasValue.scrollWidth).to.be.at.most(hasValue.clientWidth);
        expect(hasValue.getBoundingClientRect().right).to.be.at.most(preview.getBoundingClientRect().right);
        await expect(el).to.be.accessible();
      });
  });

  describe('on a phone, compact', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    it('a field sent as sampled on create and update is one line; the rest say what differs', async () => {
      await setViewport({width: 375, height: 667});
      const {el} = await mount();
      await openPreview(el);
      const row = previewRow(el, 'age');
      const name = row.querySelector<HTMLElement>('[role=rowheader]')!.getBoundingClientRect();
      const sample = row.querySelector<HTMLElement>('.pv-record')!.getBoundingClientRect();
      expect(Math.abs(name.top - sample.top), 'name and sample on one line').to.be.below(2);
      expect(row.getBoundingClientRect().height, 'one line').to.be.below(2 * name.height);
      // what a create and an update send is still there for a screen reader, not shown twice
      for (const which of [0, 1] as const) {
        const sent = cell(el, 'age', which);
        expect(getComputedStyle(sent).display).to.not.equal('none');
        expect(sent.getBoundingClientRect().height).to.be.at.most(1);
        expect(sent.textContent).to.contain('42');
      }
      // email is not sent on update (ifEmpty): that line shows, labelled
      const update = cell(el, 'email', 1);
      expect(update.getBoundingClientRect().height).to.be.above(10);
      expect(update.innerText).to.match(/Sent on update\s+Not sent/);
      await expect(el).to.be.accessible();
    });

    it('an object of 16 fields is at most 1.5 views tall', async () => {
      await setViewport({width: 375, height: 667});
      const more = Array.from({length: 11}, (_, i): FieldMetadata => ({
        fieldName: `note_${i}`,
        displayName: `Note ${i + 1}`,
        valueType: 'string',
      }));
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor
          object="contact"
          .fields=${[...FIELDS.filter((f) => !f.readOnly), ...more]}
          .draft=${ConfigDraft.from(installation())}
        ></field-settings-editor>`,
      );
      await openPreview(el);
      const preview = root(el).querySelector<HTMLElement>('.preview')!;
      expect(preview.querySelectorAll('[role=row][data-field]')).to.have.length(16);
      const views = preview.getBoundingClientRect().height / innerHeight;
      expect(views, `${views.toFixed(2)} views`).to.be.at.most(1.5);
    });
  });

  it('shows a long field name whole on a wide screen (no ellipsis)', async () => {
    const long = 'Preferred contact channel for renewals and invoices';
    const fields: FieldMetadata[] = [{fieldName: 'channel', displayName: long, valueType: 'string'}];
    const el = await fixture<FieldSettingsEditor>(
      html`<field-settings-editor
        object="contact"
        style="width: 1000px"
        .fields=${fields}
        .draft=${ConfigDraft.from(installation())}
      ></field-settings-editor>`,
    );
    await openPreview(el);
    const name = previewRow(el, 'channel').querySelector<HTMLElement>('[role=rowheader]')!;
    expect(name.innerText).to.equal(long);
    expect(name.scrollWidth).to.be.at.most(name.clientWidth);
  });

  it('fits 320 px: nothing wider than the editor', async () => {
    const {el} = await mount();
    el.style.width = '320px';
    await openPreview(el);
    const preview = root(el).querySelector<HTMLElement>('.preview')!;
    expect(preview.scrollWidth).to.be.at.most(preview.clientWidth + 1);
    for (const c of preview.querySelectorAll<HTMLElement>('[role=cell]'))
      expect(c.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right + 1);
    await expect(el).to.be.accessible();
  });

  describe('test writes', () => {
    beforeEach(resetEmulator);

    const target = () => ({client: apiClient(), projectIdOrName: 'demo', integrationId: 'acme-crm-sync'});

    async function emulatorEditor(writeTarget: object) {
      const client = apiClient();
      const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
      const draft = ConfigDraft.from(await client.getInstallation(ref));
      const fields = Object.values(
        (await client.getObjectMetadata({...ref, objectName: 'contact', groupRef: 'group-1'})).fields,
      );
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor
          object="contact"
          test-writes
          .fields=${fields}
          .draft=${draft}
          .writeTarget=${writeTarget}
        ></field-settings-editor>`,
      );
      await openPreview(el);
      return el;
    }

    it('sends the sample through the emulator and shows what it stored beside the preview', async () => {
      const el = await emulatorEditor(target());
      await waitUntil(() => root(el).querySelector('[part=test-write-button]'), 'no test write offered');
      root(el).querySelector<HTMLButtonElement>('[part=test-write-button]')!.click();
      await waitUntil(() => root(el).querySelector('[data-stored]'), 'no stored record shown');
      const stored = (await storedRecords('acme-crm', 'contact')).at(-1)!;
      // the seed's lifecycle_stage default filled the create, and the stored value is shown beside the preview
      expect(stored.data.lifecycle_stage).to.equal('lead');
      const created = previewRow(el, 'lifecycle_stage').querySelectorAll<HTMLElement>('[data-stored]')[0];
      expect(created.textContent).to.contain('lead');
      expect(root(el).querySelector('.pv-actions [role=status]')!.textContent).to.contain(stored.id);
      await expect(el).to.be.accessible();
    });

    it('is not offered where the control route does not answer (not the emulator)', async () => {
      const el = await emulatorEditor({
        ...target(),
        client: {...apiClient(), baseUrl: 'http://127.0.0.1:9/v1'},
      });
      await waitUntil(() => root(el).querySelector('.pv-actions')!.textContent!.includes('emulator only'));
      expect(root(el).querySelector('[part=test-write-button]')).to.equal(null);
    });
  });
});
