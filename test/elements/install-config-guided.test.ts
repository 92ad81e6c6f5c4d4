// <install-config mode="guided">: the one form as steps (objects, fields to read, field mappings,
// write settings, review) over the same draft. Steps with nothing to do are skipped; Back and Next
// keep every answer; each step's heading takes focus so it is read out; Save shows on the review
// step alone; the keyboard alone goes from the first step to a save; German.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {
  Installation,
  ManifestIntegration,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, byRole, isVisible, nextEvent, partText, waitFor} from '../harness.ts';
import {waitUntil} from '../wait.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const READ = {
  objects: [
    {
      objectName: 'lead',
      destination: 'leadsWebhook',
      requiredFields: [{fieldName: 'id'}],
      optionalFields: [{fieldName: 'phone'}, {mapToName: 'mail', mapToDisplayName: 'Email address'}],
    },
  ],
};
const WRITE = {objects: [{objectName: 'contact'}, {objectName: 'deal'}]};
const FULL = {name: 'acme-crm-sync', provider: 'acme', write: WRITE, read: READ};

const CONTACT = {objectName: 'contact', selectedFieldSettings: {}};
const LEAD = {
  objectName: 'lead',
  destination: 'leadsWebhook',
  selectedFields: {id: true},
  selectedFieldMappings: {mail: 'email'},
};
const installationWith = (content: Record<string, unknown>) =>
  ({
    id: 'inst-acme',
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    config: {revisionId: 'rev-1', content: {provider: 'acme', ...content}},
  }) as unknown as Installation;
const BOTH = installationWith({write: {objects: {contact: CONTACT}}, read: {objects: {lead: LEAD}}});

const FIELDS = {
  id: {fieldName: 'id', displayName: 'Record ID', valueType: 'string'},
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
  age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
};
const LABELS: Record<string, string> = {contact: 'Contact', deal: 'Deal', lead: 'Lead'};

async function mount({
  manifest = FULL,
  installation = BOTH,
  lang = 'en',
}: {manifest?: object; installation?: Installation; lang?: string} = {}) {
  const saved: UpdateInstallationRequest[] = [];
  const {client} = memoryClient(
    {
      manifest: manifest as unknown as ManifestIntegration,
      installation,
      provider: {...WRITING_PROVIDER, displayName: 'Acme CRM'},
      metadata: (name) => ({name, displayName: LABELS[name], fields: FIELDS}),
    },
    {
      updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
        saved.push(body);
        return {...structuredClone(installation), config: {...body.installation.config, revisionId: 'rev-2'}};
      },
    },
  );
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <install-config
        mode="guided"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector('install-config')!;
  await waitFor(() => byPart(el, 'step-title'), 'the first step');
  return {el, saved};
}

const root = (el: InstallConfig) => el.shadowRoot!;
const title = (el: InstallConfig) => partText(el, 'step-title');
const stepNames = (el: InstallConfig) =>
  [...byPart(el, 'steps')!.querySelectorAll('li')].map((li) =>
    li.querySelector('.name')!.textContent!.trim(),
  );
const current = (el: InstallConfig) =>
  byPart(el, 'steps')!.querySelector('[aria-current=step] .name')!.textContent!.trim();
const shown = (el: InstallConfig, selector: string) => {
  const found = root(el).querySelector(selector);
  return !!found && isVisible(found);
};
const next = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'next-button');
const back = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'back-button');
const save = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'save-button')!;

/** Presses Next (or Back) and waits for the step's heading to take focus. */
async function go(el: InstallConfig, button: 'next' | 'back') {
  (button === 'next' ? next(el) : back(el))!.click();
  await waitUntil(() => root(el).activeElement === byPart(el, 'step-title'), 'the heading takes focus');
}

/** The picker's checkbox of `label`, once the picker shows it. */
const pickerBox = (el: InstallConfig, label: string) =>
  waitFor(
    () =>
      root(el).querySelector('write-object-picker')?.shadowRoot &&
      byRole<HTMLInputElement>(
        root(el).querySelector('write-object-picker')!.shadowRoot!,
        'switch',
        new RegExp(`^Write ${label}$`, 'i'),
      ),
    `the picker's ${label}`,
  );

describe('<install-config mode="guided">', () => {
  it('shows the steps in order, one at a time, the first named in its heading', async () => {
    const {el} = await mount();
    expect(stepNames(el)).to.deep.equal([
      'Objects',
      'Fields to read',
      'Field mappings',
      'Write settings',
      'Review',
    ]);
    expect(title(el)).to.equal('Step 1 of 5: Objects');
    expect(current(el)).to.equal('Objects');
    expect(shown(el, 'write-object-picker'), 'the picker').to.equal(true);
    expect(shown(el, 'field-settings-editor'), 'not the write settings yet').to.equal(false);
    expect(shown(el, 'field-mapping-editor'), 'not the mappings yet').to.equal(false);
    expect(back(el), 'no Back on the first step').to.equal(null);

    const seen = [title(el)];
    const sections: boolean[][] = [];
    while (next(el)) {
      await go(el, 'next');
      seen.push(title(el));
      sections.push(
        ['write-object-picker', '[part~=read-fields]', 'field-mapping-editor', 'field-settings-editor'].map(
          (s) => shown(el, s),
        ),
      );
    }
    expect(seen).to.deep.equal([
      'Step 1 of 5: Objects',
      'Step 2 of 5: Fields to read',
      'Step 3 of 5: Field mappings',
      'Step 4 of 5: Write settings',
      'Step 5 of 5: Review',
    ]);
    expect(sections).to.deep.equal([
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
      [false, false, false, false],
    ]);
  });

  it('skips the steps with nothing to do for the manifest', async () => {
    // read only: no objects to write, so neither the picker nor write settings
    const readOnly = await mount({
      manifest: {name: 'acme-crm-sync', provider: 'acme', read: READ},
      installation: installationWith({read: {objects: {lead: LEAD}}}),
    });
    expect(stepNames(readOnly.el)).to.deep.equal(['Fields to read', 'Field mappings', 'Review']);
    expect(title(readOnly.el)).to.equal('Step 1 of 3: Fields to read');

    // write only, nothing switched on yet: write settings come once an object is
    const writeOnly = await mount({
      manifest: {name: 'acme-crm-sync', provider: 'acme', write: WRITE},
      installation: installationWith({}),
    });
    const el = writeOnly.el;
    expect(stepNames(el)).to.deep.equal(['Objects', 'Review']);
    (await pickerBox(el, 'Deal')).click();
    await waitUntil(() => stepNames(el).length === 3, 'the write settings step');
    expect(stepNames(el)).to.deep.equal(['Objects', 'Write settings', 'Review']);
    expect(title(el)).to.equal('Step 1 of 3: Objects');
  });

  it('Back and Next keep every answer: the same draft, the choices shown again', async () => {
    const {el} = await mount();
    const draft = el.draft;
    (await pickerBox(el, 'Deal')).click();
    await waitUntil(() => el.draft!.writeObject('deal').isEnabled, 'deal on');
    await go(el, 'next');
    await go(el, 'next');
    await go(el, 'next');
    expect(title(el)).to.equal('Step 4 of 5: Write settings');
    el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
    await el.updateComplete;
    await go(el, 'back');
    await go(el, 'back');
    await go(el, 'back');
    expect(title(el)).to.equal('Step 1 of 5: Objects');
    expect((await pickerBox(el, 'Deal')).checked, 'the object chosen').to.equal(true);
    while (next(el)) await go(el, 'next');
    expect(el.draft).to.equal(draft);
    expect(el.draft!.writeObject('contact').getFieldSettings('phone')).to.deep.equal({
      writeOnUpdate: 'never',
    });
    expect(partText(el, 'review')).to.contain('Saving makes 2 changes:');
    expect(partText(el, 'actions')).to.contain('2 unsaved changes');
  });

  it('moves focus to the step heading on Next and Back, which names the step', async () => {
    const {el} = await mount();
    await go(el, 'next');
    const heading = root(el).activeElement!;
    expect(heading.localName).to.equal('h3');
    expect(heading.textContent!.trim()).to.equal('Step 2 of 5: Fields to read');
    expect(current(el)).to.equal('Fields to read');
    await go(el, 'back');
    expect(root(el).activeElement!.textContent!.trim()).to.equal('Step 1 of 5: Objects');
  });

  it('shows Save on the review step alone, which sends the one patch', async () => {
    const {el, saved} = await mount();
    el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
    await el.updateComplete;
    for (let step = 1; step < 5; step++) {
      expect(isVisible(save(el)), `no Save on step ${step}`).to.equal(false);
      await go(el, 'next');
    }
    expect(title(el)).to.equal('Step 5 of 5: Review');
    expect(next(el), 'no Next on the last step').to.equal(null);
    expect(isVisible(save(el))).to.equal(true);
    expect(partText(el, 'review')).to.contain('Phone (Contact): stop writing on updates');
    const done = nextEvent(el, 'ic-saved');
    save(el).click();
    await done;
    expect(saved).to.have.length(1);
    expect(
      saved[0]!.installation.config!.content!.write!.objects!.contact!.selectedFieldSettings,
    ).to.deep.equal({phone: {writeOnUpdate: 'never'}});
    await el.updateComplete;
    expect(partText(el, 'review')).to.equal('No changes to save yet.');
  });

  it('review with guided mode: Save on the last step saves, no dialog on top', async () => {
    const {el, saved} = await mount();
    el.review = true;
    el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
    while (next(el)) await go(el, 'next');
    const done = nextEvent(el, 'ic-saved');
    save(el).click();
    await done;
    expect(saved).to.have.length(1);
    expect(root(el).querySelector('dialog')).to.equal(null);
  });

  it('"Fields with invalid settings" on the review step leads to the write settings step', async () => {
    const {el} = await mount();
    while (next(el)) await go(el, 'next');
    // a default that breaks the rule, typed in the editor: Save is blocked
    const editor = root(el).querySelector('field-settings-editor')!;
    const input = await waitFor(
      () => byRole<HTMLInputElement>(editor.shadowRoot!, 'textbox', 'Default value for Age'),
      'the Age row',
    );
    input.value = 'abc';
    input.dispatchEvent(new Event('change'));
    const jump = await waitFor(() => byPart<HTMLButtonElement>(el, 'invalid-button'), 'the count');
    jump.click();
    await waitUntil(() => title(el) === 'Step 4 of 5: Write settings', 'the write settings step');
    expect(shown(el, 'field-settings-editor')).to.equal(true);
  });

  it('goes from the first step to a save with the keyboard alone', async () => {
    const {el, saved} = await mount();
    // Tab until `part` has focus (bounded: each step has few stops besides its editor's one)
    const tabTo = async (part: string) => {
      for (let i = 0; i < 40 && root(el).activeElement !== byPart(el, part); i++)
        await sendKeys({press: 'Tab'});
      expect(root(el).activeElement, `focus on ${part}`).to.equal(byPart(el, part));
    };
    // switch Deal on from the keyboard: Tab into the picker, Space
    const box = await pickerBox(el, 'Deal');
    for (
      let i = 0;
      i < 20 && root(el).querySelector('write-object-picker')!.shadowRoot!.activeElement !== box;
      i++
    )
      await sendKeys({press: 'Tab'});
    await sendKeys({press: 'Space'});
    await waitUntil(() => el.draft!.writeObject('deal').isEnabled, 'deal on');
    for (const step of [2, 3, 4, 5]) {
      await tabTo('next-button');
      await sendKeys({press: 'Enter'});
      await waitUntil(() => root(el).activeElement === byPart(el, 'step-title'), 'the heading');
      expect(title(el)).to.match(new RegExp(`^Step ${step} of 5`));
    }
    await tabTo('save-button');
    const done = nextEvent(el, 'ic-saved');
    await sendKeys({press: 'Enter'});
    await done;
    expect(Object.keys(saved[0]!.installation.config!.content!.write!.objects!)).to.include('deal');
  });

  it('speaks German', async () => {
    const {el} = await mount({lang: 'de'});
    await waitUntil(() => title(el) === 'Schritt 1 von 5: Objekte', 'German');
    expect(stepNames(el)).to.deep.equal([
      'Objekte',
      'Zu lesende Felder',
      'Feldzuordnungen',
      'Schreibeinstellungen',
      'Prüfen',
    ]);
    expect(partText(el, 'next-button')).to.equal('Weiter');
    await go(el, 'next');
    expect(partText(el, 'back-button')).to.equal('Zurück');
    expect(byPart(el, 'steps')!.getAttribute('aria-label')).to.equal('Schritte');
  });

  it('without mode the form is one page', async () => {
    const {client} = memoryClient({manifest: FULL as unknown as ManifestIntegration, installation: BOTH});
    const el = await fixture<InstallConfig>(
      html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>`,
    );
    await el.ready;
    await el.updateComplete;
    expect(byPart(el, 'steps')).to.equal(null);
    expect(shown(el, 'field-settings-editor') && shown(el, 'write-object-picker')).to.equal(true);
  });

  describe('accessibility', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    it('is axe clean on a middle step and the review, and fits 320 px', async () => {
      await setViewport({width: 320, height: 640});
      const {el} = await mount();
      el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
      await go(el, 'next');
      await expect(el).to.be.accessible();
      while (next(el)) await go(el, 'next');
      await expect(el).to.be.accessible();
      const steps = byPart(el, 'steps')!;
      expect(steps.scrollWidth).to.be.at.most(steps.clientWidth);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
    });
  });
});
