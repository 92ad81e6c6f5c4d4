// The field-rule contract in the editor, in Chromium against the mounted emulator, driven by the
// same case table as the draft/client/emulator test (test/contract/cases.ts): a customer types or
// picks each value the editor's control can hold and sees the row's error, or not. Then the
// mission's API from a plain script: setFieldSettings returns the patch Save sends.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {rfc3339ToLocal} from '../../src/elements/field-settings-editor/default-input.ts';
import {localToRfc3339} from '../../src/elements/field-settings-editor/default-edit.ts';
import {CASES} from '../contract/cases.ts';
import {waitUntil} from '../wait.ts';
import {
  ACME,
  apiClient,
  clickSave,
  control,
  inEditor,
  editorOf,
  errorNotice,
  getToken,
  loaded,
  mountInstallConfig,
  resetEmulator,
  saveButton,
  typeDefault,
} from './helpers.ts';

const LABELS: Record<string, string> = {
  first_name: 'First Name',
  company_id: 'Company',
  age: 'Age',
  score: 'Lead score',
  is_customer: 'Is Customer',
  birthday: 'Birthday',
  last_contacted: 'Last Contacted',
  lifecycle_stage: 'Lifecycle Stage',
  interests: 'Interests',
};

function rowOf(control: Element): HTMLElement {
  return control.closest<HTMLElement>('[part=row]')!;
}

/**
 * A field's default-value control: the one named by aria-label, or a multiple choice's picker
 * button (named by a hidden label through aria-labelledby).
 */
async function defaultControl(el: InstallConfig, label: string) {
  const name = `Default value for ${label}`;
  const picker = () => {
    const root = editorOf(el)?.shadowRoot;
    const hidden = [...(root?.querySelectorAll('.multi > .visually-hidden') ?? [])].find(
      (l) => l.textContent === name,
    );
    return hidden ? root!.getElementById(hidden.id.replace(/-l$/, '-b')) : null;
  };
  await waitUntil(() => inEditor(el, name) ?? picker(), `no control "${name}" in the editor`);
  return (inEditor<HTMLInputElement | HTMLSelectElement>(el, name) ?? picker()) as
    HTMLInputElement | HTMLSelectElement | HTMLButtonElement;
}

/**
 * Clears a picker with "No default" and checks `values` (by their text), each box as a click
 * leaves it (checked + change). Not clicked: the table's fixture is off the page after its first
 * case, where a checkbox fires no change (opening the list is tested below, on the page).
 */
async function pick(editor: FieldSettingsEditor, button: HTMLButtonElement, values: string[]) {
  const list = editor.shadowRoot!.getElementById(button.getAttribute('popovertarget')!)!;
  const check = async (text: string) => {
    const box = [...list.querySelectorAll('label')]
      .find((l) => l.textContent!.trim() === text)
      ?.querySelector('input');
    expect(box, `a box for ${text}`).to.exist;
    box!.checked = true;
    box!.dispatchEvent(new Event('change', {bubbles: true}));
    await editor.updateComplete;
  };
  await check('No default');
  for (const value of values) await check(value);
}

describe('contract: the field-rule table in the editor', () => {
  let el: InstallConfig;
  before(async () => {
    await resetEmulator();
    el = await loaded(await mountInstallConfig());
  });

  for (const c of CASES.filter((x) => x.typed !== undefined)) {
    it(`${c.row}: typing ${JSON.stringify(c.typed)} into ${c.field} is ${c.ok ? 'kept' : 'refused on its row'}`, async () => {
      const label = LABELS[c.field]!;
      const input = await defaultControl(el, label);
      const editor: FieldSettingsEditor = editorOf(el);
      const before = editor.getFieldSettings(c.field)?.default;
      const native = input instanceof HTMLInputElement && /^(date|datetime-local)$/.test(input.type);
      // a datetime-local input holds local time: the customer's offset is added on change
      const zoned =
        native &&
        (input as HTMLInputElement).type === 'datetime-local' &&
        /(Z|[+-]\d\d:\d\d)$/.test(c.typed!);
      if (input instanceof HTMLButtonElement) {
        // a multiple choice's picker: open it, clear with "No default", check each value, close
        await pick(editor, input, c.typed!.split(';'));
      } else if (input instanceof HTMLSelectElement) {
        const option = [...input.options].find(
          (o) => o.textContent!.trim() === c.typed || o.value === c.typed,
        );
        expect(option, `an option ${c.typed}`).to.exist;
        input.value = option!.value;
      } else input.value = zoned ? rfc3339ToLocal(c.typed!) : c.typed!; // as typed, then left: input + change
      if (native && input.value === '') {
        // the browser's date control cannot hold it at all: refused before any rule runs
        expect(c.ok, 'a value the table accepts fits the control').to.equal(false);
        expect(editor.getFieldSettings(c.field)?.default).to.deep.equal(before);
        return;
      }
      if (!(input instanceof HTMLButtonElement)) {
        input.dispatchEvent(new Event('input', {bubbles: true}));
        input.dispatchEvent(new Event('change', {bubbles: true}));
      }
      await el.updateComplete;
      await editor.updateComplete;
      if (native && (input as HTMLInputElement).type === 'datetime-local') {
        // what the control sends is RFC 3339 with the customer's offset, the same instant when a zone was typed
        const sent = editor.getFieldSettings(c.field)?.default?.stringValue ?? '';
        expect(sent).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
        expect(sent).to.equal(localToRfc3339(input.value));
        if (zoned) expect(Date.parse(sent)).to.equal(Date.parse(c.typed!));
        return;
      }
      const row = rowOf(await defaultControl(el, label));
      const message = row.querySelector('.msg.error')?.textContent?.trim() ?? '';
      if (c.ok) {
        expect(message, 'no row error').to.equal('');
        expect(editor.getFieldSettings(c.field)?.default).to.deep.equal(c.settings.default);
      } else {
        expect(row.classList.contains('invalid'), 'the row is marked invalid').to.equal(true);
        expect(message).to.not.equal('');
        expect(editor.invalidFields.map((f) => f.fieldName)).to.include(c.field);
        editor.discardInvalid();
      }
    });
  }
});

describe('contract: a multiple choice default inside <install-config>', () => {
  beforeEach(resetEmulator);

  it('is picked by keyboard from its list, and Save stores the values joined by ";"', async () => {
    const el = await loaded(await mountInstallConfig());
    const editor = editorOf(el);
    const root = editor.shadowRoot!;
    const button = (await defaultControl(el, 'Interests')) as HTMLButtonElement;
    const list = root.getElementById(button.getAttribute('popovertarget')!)!;
    expect(button.textContent).to.equal('No default');
    button.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(
      () => list.matches(':popover-open') && list.contains(root.activeElement),
      'open, focus in it',
    );
    // No default, product, pricing, support, events
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Space'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Space'});
    await sendKeys({press: 'Escape'});
    await editor.updateComplete;
    expect(list.matches(':popover-open'), 'closed').to.equal(false);
    expect(root.activeElement, 'focus back on the button').to.equal(button);
    expect(button.textContent).to.equal('product, support');
    await expect(el).to.be.accessible();
    const outcome = await clickSave(el);
    expect(outcome.type, (outcome as CustomEvent).detail?.error?.message).to.equal('ic-saved');
    const inst = await apiClient().getInstallation(ACME);
    expect(inst.config.content.write?.objects?.contact?.selectedFieldSettings?.interests).to.deep.equal({
      default: {stringValue: 'product;support'},
    });
  });
});

describe('contract: setFieldSettings from a plain script', () => {
  beforeEach(resetEmulator);

  it('returns the patch, and Save sends exactly that body', async () => {
    const sent: unknown[] = [];
    const client = apiClient({
      fetch: (input, init) => {
        if (init?.method === 'PATCH') sent.push(JSON.parse(String(init.body)));
        return fetch(input, init);
      },
    });
    const el = await loaded(await mountInstallConfig({client}));
    const patch = el.setFieldSettings('contact', 'score', {default: {stringValue: '-12.5'}});
    expect(patch.updateMask).to.deep.equal(['config.content.write.objects.contact']);
    expect(patch.installation.config?.revisionId, 'the patch names the revision it edits').to.be.a('string');
    // a value the table refuses changes nothing and throws the typed error naming field and rule
    expect(() => el.setFieldSettings('contact', 'birthday', {default: {stringValue: '31/02/2024'}})).to.throw(
      /birthday\.default\.stringValue: must be a real date/,
    );
    await el.updateComplete;
    expect(saveButton(el).disabled, 'Save is offered').to.equal(false);
    const outcome = await clickSave(el);
    expect(outcome.type, (outcome as CustomEvent).detail?.error?.message).to.equal('ic-saved');
    expect(sent.length).to.equal(1);
    expect(sent[0]).to.deep.equal(JSON.parse(JSON.stringify(patch)));
    const inst = await apiClient().getInstallation(ACME);
    expect(inst.config.content.write?.objects?.contact?.selectedFieldSettings?.score).to.deep.equal({
      default: {stringValue: '-12.5'},
    });
  });
});

describe('contract: what the server refuses shows on the rows it names', () => {
  beforeEach(resetEmulator);

  it("a 422 naming a field puts its message on that field's row; editing the field clears it", async () => {
    // The host's metadata says birthday is plain text: the client lets "soon" through, the service
    // (which knows it is a date) refuses the save with a 422 naming the field.
    const fields = {
      contact: [
        {fieldName: 'email', displayName: 'Email', valueType: 'string'},
        {fieldName: 'birthday', displayName: 'Birthday', valueType: 'string'},
      ],
    };
    const el = await fixture<InstallConfig>(
      html`<install-config
        project=${ACME.projectIdOrName}
        integration=${ACME.integrationId}
        installation=${ACME.installationId}
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        .getToken=${getToken}
        .fields=${fields}
      ></install-config>`,
    );
    await loaded(el);
    await typeDefault(el, 'Birthday', 'soon');
    const outcome = await clickSave(el);
    expect(outcome.type).to.equal('ic-error');
    const error = (outcome as CustomEvent).detail.error;
    expect(error.status).to.equal(422);
    await el.updateComplete;
    await editorOf(el).updateComplete;
    expect(errorNotice(el)).to.contain('The service did not accept the change.');
    const row = rowOf(await control(el, 'Default value for Birthday'));
    expect(row.classList.contains('invalid')).to.equal(true);
    expect(row.querySelector('.msg.error')!.textContent!.trim()).to.equal(
      'Not saved: must be a real date written YYYY-MM-DD',
    );
    expect(rowOf(await control(el, 'Default value for Email')).querySelector('.msg.error')).to.equal(null);
    // Sending the same refused change again cannot help: the button stays Save, not Retry.
    expect(el.shadowRoot!.querySelector('[part=save-button]')!.textContent!.trim()).to.equal('Save');
    // the customer fixes the field: the server's message goes, and the save goes through
    await typeDefault(el, 'Birthday', '2024-02-29');
    expect(row.querySelector('.msg.error')).to.equal(null);
    const again = await clickSave(el);
    expect(again.type, (again as CustomEvent).detail?.error?.message).to.equal('ic-saved');
  });
});
