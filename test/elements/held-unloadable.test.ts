// An object the installation already writes whose fields cannot be loaded (its metadata answers
// 404, or fails any other way) is the customer's, not the element's, to switch off (issue 30): it
// shows as "its fields can't be loaded right now", stays on exactly as held, and a Save of another
// edit leaves it alone.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/define.ts';
import {ApiError} from '../../src/contract/errors.ts';
import type {
  Installation,
  ManifestIntegration,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';
import {waitUntil} from '../wait.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}, {objectName: 'legacy_lead'}]},
};
/** What the installation holds for the object whose fields cannot be loaded, unknown member included. */
const HELD_LEAD = {
  objectName: 'legacy_lead',
  selectedFieldSettings: {stage: {writeOnUpdate: 'never'}},
  futureFlag: true,
};
const INSTALLATION = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}, legacy_lead: HELD_LEAD}}},
  },
} as Installation;
const CONTACT = {
  name: 'contact',
  displayName: 'Contacts',
  fields: {age: {fieldName: 'age', displayName: 'Age', valueType: 'int'}},
};

/** Each failure, and the words the editor shows for it. */
const FAILURES = {
  'a 404': {
    error: () => new ApiError(404, {title: 'Not Found', status: 404}),
    says: [
      "The fields of Legacy lead can't be loaded right now.",
      'Its saved settings are kept as they are.',
    ],
  },
  'a 500': {
    error: () => new ApiError(500, {title: 'Boom', status: 500}),
    says: ['Could not load the fields of Legacy lead.', 'The service had a problem.'],
  },
};

const shadow = (el: Element) => el.shadowRoot!;
const editorOf = (el: InstallConfig) => shadow(el).querySelector('field-settings-editor')!;
const leadSwitch = (el: InstallConfig) =>
  shadow(shadow(el).querySelector('write-object-picker')!).querySelector<HTMLInputElement>(
    '[aria-label="Write Legacy lead"]',
  )!;

async function open(el: InstallConfig, objectName: string) {
  const choice = shadow(el).querySelector<HTMLSelectElement>('#object')!;
  choice.value = objectName;
  choice.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/**
 * Opens the held object and waits until its fields' failure shows, or until it was switched off
 * (the defect this file guards against), so either outcome is asserted at once.
 */
async function openHeld(el: InstallConfig, says = FAILURES['a 404'].says[0]!) {
  await open(el, 'legacy_lead');
  await waitUntil(
    () => !el.draft!.writeObject('legacy_lead').isEnabled || shadow(editorOf(el)).textContent!.includes(says),
    'neither shown nor switched off',
  );
  await el.updateComplete;
  expect(el.draft!.writeObject('legacy_lead').isEnabled, 'switched off by the element').to.equal(true);
}

async function mount(failure: () => Error) {
  const sent: UpdateInstallationRequest[] = [];
  const {client} = memoryClient(
    {
      manifest: MANIFEST,
      installation: INSTALLATION,
      metadata: (objectName) => {
        if (objectName === 'contact') return structuredClone(CONTACT);
        throw failure();
      },
    },
    {
      updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
        sent.push(structuredClone(body));
        return structuredClone(INSTALLATION);
      },
    },
  );
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation="inst-acme"
      .client=${client}
    ></install-config>`,
  );
  await el.ready;
  return {el, sent};
}

describe('<install-config>: a held object whose fields cannot be loaded', () => {
  for (const [what, {error, says}] of Object.entries(FAILURES)) {
    it(`after ${what}, says its fields can't be loaded and keeps it on as held, with no change`, async () => {
      const {el} = await mount(error);
      const changes: IcChangeEvent[] = [];
      el.addEventListener('ic-change', (e) => changes.push(e));
      await openHeld(el, says[0]!);
      for (const words of says) expect(shadow(editorOf(el)).textContent).to.contain(words);
      // still on, exactly as held: nothing to save, nothing to undo, nothing told to the host
      expect(leadSwitch(el).checked).to.equal(true);
      expect(el.draft!.isDirty).to.equal(false);
      expect(el.buildPatch().updateMask).to.deep.equal([]);
      expect(el.draft!.canUndo, 'an undo step was made').to.equal(false);
      expect(changes.map((e) => e.detail)).to.deep.equal([]);
    });
  }

  it('a Save of another edit leaves it out of the patch', async () => {
    const {el, sent} = await mount(FAILURES['a 404'].error);
    await openHeld(el);
    await open(el, 'contact');
    const ageInput = () =>
      shadow(editorOf(el)).querySelector<HTMLInputElement>('[aria-label="Default value for Age"]');
    await waitUntil(ageInput, 'the contact editor did not open');
    const age = ageInput()!;
    age.value = '3';
    age.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const saved = oneEvent(el, 'ic-saved');
    shadow(el).querySelector<HTMLButtonElement>('[part=save-button]')!.click();
    await saved;
    expect(sent).to.have.length(1);
    expect(sent[0]!.updateMask).to.deep.equal(['config.content.write.objects.contact']);
    expect(sent[0]!.installation.config!.content!.write!.objects).to.have.keys(['contact']);
  });

  it("switching it off stays the customer's choice, and switching it back on restores it as held", async () => {
    const {el} = await mount(FAILURES['a 404'].error);
    await openHeld(el);
    const off = oneEvent(el, 'ic-change');
    leadSwitch(el).click();
    expect((await off).detail).to.include({kind: 'object', objectName: 'legacy_lead', enabled: false});
    expect(el.buildPatch().updateMask).to.deep.equal(['config.content.write.objects']);
    await el.updateComplete;
    expect(leadSwitch(el).disabled, 'it cannot come back on').to.equal(false);
    const on = oneEvent(el, 'ic-change');
    leadSwitch(el).click();
    await on;
    await el.updateComplete;
    expect(el.draft!.writeObject('legacy_lead').isEnabled).to.equal(true);
    expect(el.draft!.isDirty).to.equal(false);
  });
});
