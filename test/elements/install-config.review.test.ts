// The review before Save (<install-config review>): Save first shows the pending changes as
// sentences by display name; Confirm saves them, Back (or Escape) keeps every edit unsaved.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import {allByRole, byPart, byRole, partText, waitFor} from '../harness.ts';
import '../../src/define.ts';
import type {Installation, UpdateInstallationRequest} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {WRITING_PROVIDER, memoryClient} from './memory-client.ts';

const INSTALLATION: Installation = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {}}}},
    },
  },
};

/** A client answering from fixtures; `saved` collects the bodies of update calls. */
function fakeClient() {
  const saved: UpdateInstallationRequest[] = [];
  const service = {
    manifest: {name: 'acme-crm-sync', provider: 'acme', write: {objects: [{objectName: 'contact'}]}},
    installation: INSTALLATION,
    provider: {...WRITING_PROVIDER, displayName: 'Acme CRM'},
    metadata: () => ({
      name: 'contact',
      displayName: 'Contacts',
      fields: {
        phone: {fieldName: 'phone', displayName: 'Phone', valueType: 'string'},
        email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
      },
    }),
  };
  const {client} = memoryClient(service, {
    updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
      saved.push(body);
      return {...structuredClone(INSTALLATION), config: {...body.installation.config, revisionId: 'rev-2'}};
    },
  });
  return {client, saved};
}

const root = (el: HTMLElement) => el.shadowRoot!;
const part = <T extends HTMLElement>(el: HTMLElement, name: string) =>
  root(el).querySelector<T>(`[part=${name}]`);
const editorOf = (el: InstallConfig) => root(el).querySelector('field-settings-editor')!;

async function mount(lang = 'en') {
  const {client, saved} = fakeClient();
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <install-config
        review
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector('install-config')!;
  await waitUntil(() => editorOf(el)?.shadowRoot?.querySelector('[role=row][aria-rowindex="2"]'), 'rows');
  return {el, saved};
}

/** "Phone: stop writing on updates", as the customer's edit through the element's method. */
async function editPhone(el: InstallConfig) {
  el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
  await el.updateComplete;
}

async function pressSave(el: InstallConfig) {
  part(el, 'save-button')!.click();
  await waitUntil(() => part(el, 'review'), 'the review loaded');
  await el.updateComplete;
}

const sentences = (el: InstallConfig) =>
  [...part(el, 'review')!.querySelectorAll('li')].map((li) => li.textContent!.trim());

describe('<install-config review>', () => {
  it('Save shows the pending changes as sentences by display name, and saves nothing yet', async () => {
    const {el, saved} = await mount();
    await editPhone(el);
    el.setFieldSettings('contact', 'email', {default: {stringValue: 'n/a'}});
    await pressSave(el);
    expect(sentences(el)).to.deep.equal([
      'Phone (Contacts): stop writing on updates',
      'Email (Contacts): default value “n/a”',
    ]);
    expect(saved).to.deep.equal([]);
    await waitUntil(() => root(el).activeElement?.id === 'review-title', 'focus moves to the review');
  });

  it('is a modal dialog: in view, focus inside, one primary action, Escape is Back', async () => {
    await setViewport({width: 375, height: 640});
    const {el} = await mount();
    // a long form: the review must not open below the fold
    await editPhone(el);
    await pressSave(el);
    const dialog = await waitFor(
      () => byRole<HTMLDialogElement>(root(el), 'dialog', 'Check your changes'),
      'the dialog',
    );
    expect(dialog.matches(':modal'), 'modal: the form behind it is inert').to.equal(true);
    const box = dialog.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(innerHeight);
    await waitUntil(() => dialog.contains(root(el).activeElement), 'focus inside the dialog');
    const primaries = allByRole(dialog, 'button').filter((b) => b.classList.contains('primary'));
    expect(primaries.map((b) => b.textContent!.trim())).to.deep.equal(['Confirm and save']);
    await sendKeys({press: 'Escape'});
    await waitUntil(() => !byRole(root(el), 'dialog'), 'Escape is Back');
    await waitUntil(() => root(el).activeElement === byPart(el, 'save-button'), 'focus back on Save');
    expect(el.draft!.isDirty).to.equal(true);
    await setViewport({width: 800, height: 600});
  });

  it('on a phone is a sheet over the actions bar, Back and Confirm side by side', async () => {
    await setViewport({width: 375, height: 640});
    try {
      const {el} = await mount();
      await editPhone(el);
      el.setFieldSettings('contact', 'email', {default: {stringValue: 'n/a'}});
      await pressSave(el);
      const dialog = await waitFor(() => byRole<HTMLDialogElement>(root(el), 'dialog'), 'the dialog');
      const box = dialog.getBoundingClientRect();
      expect(box.width, 'the whole width').to.equal(innerWidth);
      expect(innerHeight - box.bottom, 'on the bottom edge').to.be.below(1);
      const bar = part(el, 'save-button')!.getBoundingClientRect();
      expect(box.top, 'the bar under it, not half covered').to.be.at.most(bar.top);
      const [back, confirm] = allByRole(dialog, 'button').map((b) => b.getBoundingClientRect());
      expect(back!.top + back!.height / 2, 'one row').to.be.closeTo(confirm!.top + confirm!.height / 2, 1);
      expect(confirm!.right - back!.left).to.be.above(innerWidth / 2);
    } finally {
      await setViewport({width: 800, height: 600});
    }
  });

  it('counts changes by the same rule as the bar', async () => {
    const {el} = await mount();
    // one field, two settings: one change
    el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never', default: {stringValue: 'n/a'}});
    await el.updateComplete;
    expect(partText(el, 'actions')).to.contain('1 unsaved change');
    await pressSave(el);
    const dialog = await waitFor(() => byRole(root(el), 'dialog'), 'the dialog');
    expect(dialog.textContent).to.contain('Saving makes 1 change:');
    expect(dialog.querySelectorAll('li')).to.have.length(1);

    el.setFieldSettings('contact', 'email', {writeOnCreate: 'never'});
    await el.updateComplete;
    expect(partText(el, 'actions')).to.contain('2 unsaved changes');
    await pressSave(el);
    await waitFor(() => byRole(root(el), 'dialog')?.textContent!.includes('Saving makes 2 changes:'), 'two');
    expect(byRole(root(el), 'dialog')!.querySelectorAll('li')).to.have.length(2);
  });

  it('Confirm saves the changes it showed', async () => {
    const {el, saved} = await mount();
    await editPhone(el);
    await pressSave(el);
    const done = oneEvent(el, 'ic-saved');
    part(el, 'review-confirm')!.click();
    await done;
    expect(saved).to.have.length(1);
    const objects = saved[0]!.installation.config!.content!.write!.objects!;
    expect(objects.contact!.selectedFieldSettings).to.deep.equal({phone: {writeOnUpdate: 'never'}});
    await el.updateComplete;
    expect(part(el, 'review'), 'the review is gone').to.equal(null);
    expect(el.draft!.isDirty).to.equal(false);
  });

  it('Back and Escape keep every edit unsaved, with focus back on Save', async () => {
    const {el, saved} = await mount();
    await editPhone(el);
    await pressSave(el);
    part(el, 'review-back')!.click();
    await waitUntil(() => root(el).activeElement === part(el, 'save-button'), 'focus on Save');
    expect(part(el, 'review')).to.equal(null);
    expect(el.draft!.writeObject('contact').getFieldSettings('phone')).to.deep.equal({
      writeOnUpdate: 'never',
    });

    await pressSave(el);
    await waitUntil(() => root(el).activeElement?.id === 'review-title', 'focus in the review');
    await sendKeys({press: 'Escape'});
    await waitUntil(() => !part(el, 'review'), 'Escape is Back');
    expect(el.draft!.isDirty).to.equal(true);
    expect(saved).to.deep.equal([]);
  });

  it('an edit while the review shows closes it: it would no longer say what Save sends', async () => {
    const {el} = await mount();
    await editPhone(el);
    await pressSave(el);
    el.setFieldSettings('contact', 'email', {writeOnCreate: 'never'});
    await el.updateComplete;
    expect(part(el, 'review')).to.equal(null);
  });

  it('save() from script does not ask', async () => {
    const {el, saved} = await mount();
    await editPhone(el);
    await el.save();
    expect(saved).to.have.length(1);
    expect(part(el, 'review')).to.equal(null);
  });

  it('speaks German', async () => {
    const {el} = await mount('de');
    await editPhone(el);
    await pressSave(el);
    await waitUntil(() => part(el, 'review')!.textContent!.includes('Änderungen prüfen'), 'German');
    expect(sentences(el)).to.deep.equal(['Phone (Contacts): beim Ändern nicht mehr schreiben']);
    expect(part(el, 'review-confirm')!.textContent!.trim()).to.equal('Bestätigen und speichern');
  });

  describe('accessibility', () => {
    afterEach(() => setViewport({width: 800, height: 600}));

    it('is axe clean and fits 320 px', async () => {
      await setViewport({width: 320, height: 640});
      const {el} = await mount();
      await editPhone(el);
      await pressSave(el);
      await expect(el).to.be.accessible();
      const review = part(el, 'review')!;
      expect(review.scrollWidth).to.be.at.most(review.clientWidth);
      expect(review.getBoundingClientRect().right).to.be.at.most(320);
    });
  });
});
