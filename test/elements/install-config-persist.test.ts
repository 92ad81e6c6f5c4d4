// Unsaved edits survive a reload (`persist`): stored per installation, offered back with Restore /
// Discard, merged onto a newer revision as a 409 merges, and gone once saved or discarded.
import '../console-guard.ts';
import {expect, fixture, fixtureCleanup, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, nextEvent, partText, settled, waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  displayName: 'Acme CRM sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}, {objectName: 'company'}]},
};
const SECRET = 'SECRET-ACCESS-TOKEN';

const installationOf = (id: string, email: string, revisionId = 'rev-1'): Installation =>
  ({
    id,
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    connection: {id: 'conn-1', oauth2AuthorizationCode: {accessToken: {token: SECRET}}},
    config: {
      revisionId,
      content: {
        provider: 'acme',
        write: {
          objects: {
            contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: email}}},
            company: {objectName: 'company', deletionSettings: {enabled: false}},
          },
        },
      },
    },
  }) as Installation;

const METADATA = () => ({
  name: 'contact',
  fields: {
    email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
    age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  },
});

let server: Record<string, Installation>;

async function open(installation = 'inst-1', persist?: string): Promise<InstallConfig> {
  const {client} = memoryClient(
    {manifest: MANIFEST, installation: () => server[installation]!, metadata: METADATA},
    {
      updateInstallation: async () => {
        const inst = structuredClone(server[installation]!);
        inst.config!.revisionId = 'rev-saved';
        return inst;
      },
    },
  );
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="acme-crm-sync"
      installation=${installation}
      persist=${persist ?? (undefined as unknown as string)}
      .client=${client}
    ></install-config>`,
  );
  await el.ready;
  await el.updateComplete;
  return el;
}

/** Leaves the page as a reload does: the element goes, storage stays. */
async function reload(installation = 'inst-1', persist?: string): Promise<InstallConfig> {
  fixtureCleanup();
  return open(installation, persist);
}

/** The part that has focus in the element (compared as text: a failed match of elements is slow to print). */
const focusedPart = (el: InstallConfig) => el.shadowRoot!.activeElement?.getAttribute('part') ?? 'nothing';
const stored = (store: Storage = sessionStorage) =>
  Object.fromEntries(Object.keys(store).map((k) => [k, store.getItem(k)!]));
const storedText = () => JSON.stringify(stored()) + JSON.stringify(stored(localStorage));

describe('<install-config> keeps unsaved edits across a reload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    server = {
      'inst-1': installationOf('inst-1', 'always'),
      'inst-2': installationOf('inst-2', 'always'),
    };
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('offers the edit back after a reload, and Restore brings it back', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    // what is stored is the edit, never the installation, a token or a credential
    expect(storedText()).to.include('never');
    expect(storedText()).not.to.include(SECRET);
    expect(storedText()).not.to.include('company');
    expect(storedText()).not.to.include('conn-1');

    const again = await reload();
    await waitFor(() => byPart(again, 'restore-button'), 'no offer after the reload');
    expect(partText(again, 'notice')).to.include('You have unsaved changes from earlier.');
    expect(again.draft!.isDirty).to.equal(false);
    const changed = nextEvent(again, 'ic-change');
    byPart(again, 'restore-button')!.click();
    expect(((await changed) as CustomEvent).detail).to.deep.equal({kind: 'restore'});
    expect(again.draft!.writeObject('contact').getFieldSettings('email')).to.deep.equal({
      writeOnUpdate: 'never',
    });
    expect(partText(again, 'actions')).to.include('1 unsaved change');
    expect(byPart(again, 'restore-button')).to.equal(null);
  });

  it('Restore and Discard from the keyboard leave focus in the bar, not on the page', async () => {
    for (const button of ['restore-button', 'restore-discard-button']) {
      const el = await open();
      el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
      await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
      const again = await reload();
      const pressed = await waitFor(() => byPart(again, button), 'the offer');
      pressed.focus();
      await sendKeys({press: 'Enter'});
      await waitFor(() => !byPart(again, button), 'the offer answered');
      await again.updateComplete;
      // the offer's buttons are gone: focus goes to the bar that says what is unsaved now
      expect(focusedPart(again), button).to.equal('actions');
    }
  });

  it('Discard drops the earlier edits: nothing stays stored', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    const again = await reload();
    const discard = await waitFor(() => byPart(again, 'restore-discard-button'), 'no offer');
    discard.click();
    await again.updateComplete;
    expect(byPart(again, 'restore-button')).to.equal(null);
    expect(again.draft!.isDirty).to.equal(false);
    expect(stored()).to.deep.equal({});
    const third = await reload();
    await settled();
    expect(byPart(third, 'restore-button')).to.equal(null);
  });

  it('a save leaves nothing stored', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    await el.save();
    expect(stored()).to.deep.equal({});
    const again = await reload();
    await settled();
    expect(byPart(again, 'restore-button')).to.equal(null);
  });

  it('stores on pagehide too', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    sessionStorage.clear();
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(Object.keys(stored())).to.have.length(1);
  });

  it('an element that left the page stores nothing more', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    const draft = el.draft!;
    fixtureCleanup();
    sessionStorage.clear();
    // the host still holds the draft and edits it; another element may show the installation
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    draft.writeObject('contact').setFieldSettings('age', {writeOnUpdate: 'never'});
    el.requestUpdate();
    await el.updateComplete;
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(stored()).to.deep.equal({});
    const again = await open();
    await settled();
    expect(byPart(again, 'restore-button'), 'no offer of the removed element’s edits').to.equal(null);
  });

  it('persist="none" stores nothing, and persist="local" uses localStorage', async () => {
    const none = await open('inst-1', 'none');
    none.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await none.save().catch(() => undefined);
    none.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
    dispatchEvent(new PageTransitionEvent('pagehide'));
    await settled();
    expect(stored()).to.deep.equal({});
    expect(stored(localStorage)).to.deep.equal({});

    const local = await reload('inst-2', 'local');
    local.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored(localStorage)).length, 'nothing in localStorage');
    expect(stored()).to.deep.equal({});
  });

  it('does not offer another installation’s edits', async () => {
    const el = await open('inst-1');
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
    const other = await reload('inst-2');
    other.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
    await waitFor(() => Object.keys(stored()).length === 2, 'the second edit was not stored');
    expect(byPart(other, 'restore-button')).to.equal(null);
    expect(other.draft!.writeObject('contact').getFieldSettings('email')).to.deep.equal({
      writeOnUpdate: 'always',
    });
  });

  it('restores onto a newer revision what merges, and names what could not be kept', async () => {
    const el = await open();
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
    await waitFor(() => storedText().includes('age'), 'the edits were not stored');
    // someone else saves the email setting differently meanwhile
    server['inst-1'] = installationOf('inst-1', 'ifEmpty', 'rev-2');
    const again = await reload();
    (await waitFor(() => byPart(again, 'restore-button'), 'no offer')).click();
    await waitFor(() => partText(again, 'notice')?.includes('Not restored'), 'no word on the conflict');
    expect(partText(again, 'notice')).to.include('Email (Contact)');
    const contact = again.draft!.writeObject('contact');
    expect(contact.getFieldSettings('email')).to.deep.equal({writeOnUpdate: 'ifEmpty'});
    expect(contact.getFieldSettings('age')).to.deep.equal({writeOnCreate: 'never'});
    expect(again.buildPatch().installation.config!.revisionId).to.equal('rev-2');
  });

  describe('accessibility', () => {
    it('the offer is accessible', async () => {
      const el = await open();
      el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
      await waitFor(() => Object.keys(stored()).length, 'the edit was not stored');
      const again = await reload();
      await waitFor(() => byPart(again, 'restore-button'), 'no offer');
      await expect(again).to.be.accessible();
    });
  });
});
