// The first run and uninstall of <install-config>, against the emulator mounted in the test server:
// without `installation` the element finds the group's installation, or offers the form built from
// the manifest with Install; Install creates the installation in production's shape and the form
// becomes the edit form; with `allow-uninstall`, Uninstall (confirmed) deletes it and the first run
// comes back.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {CreateInstallationRequest} from '../../src/contract/lifecycle.ts';
import type {
  IcErrorEvent,
  IcBeforeInstallEvent,
  IcInstalledEvent,
  IcReconnectEvent,
  IcUninstalledEvent,
} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, byRole, countEvents, isVisible, nextEvent, partText, settled, waitFor} from '../harness.ts';
import {ACME, PROJECT, apiClient, getToken, resetEmulator} from '../e2e/helpers.ts';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** `<install-config>` without an installation id, for `group`; `sent` logs every request it makes. */
async function mount(
  group: string,
  consumer: string,
  extra: {
    allowUninstall?: boolean;
    review?: boolean;
    mode?: 'guided';
    answer?: (url: string) => Response | undefined;
  } = {},
) {
  const sent: Sent[] = [];
  const logged = (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({method: init?.method ?? 'GET', url: String(input), body});
    const answer = extra.answer?.(String(input));
    return answer ? Promise.resolve(answer) : globalThis.fetch(input, init);
  };
  const el = await fixture<InstallConfig>(
    html`<install-config
      project=${PROJECT}
      integration=${ACME.integrationId}
      group-ref=${group}
      consumer-ref=${consumer}
      base-url="/v1"
      ?allow-uninstall=${extra.allowUninstall}
      ?review=${extra.review}
      mode=${extra.mode ?? (undefined as unknown as string)}
      .getToken=${getToken}
      .fetch=${logged}
    ></install-config>`,
  );
  return {el, sent};
}

const installButton = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'install-button');
const saveButton = (el: InstallConfig) => byPart<HTMLButtonElement>(el, 'save-button');
const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST' && s.url.endsWith('/installations'));
const deletes = (sent: Sent[]) => sent.filter((s) => s.method === 'DELETE');
const group = (ref: string) =>
  apiClient({groupRef: ref, consumerRef: ref.replace('group', 'consumer')}).listInstallations({
    ...ACME,
    groupRef: ref,
  });
/** The part that has focus in the element (compared as text: a failed match of elements is slow to print). */
const focusedPart = (el: InstallConfig) => el.shadowRoot!.activeElement?.getAttribute('part') ?? 'nothing';
/** The one mapping acme's manifest requires (Email address), as the customer would map it. */
async function mapEmail(el: InstallConfig) {
  await el.ready;
  el.setFieldMapping('contact', 'emailAddress', 'email');
  await el.updateComplete;
}

/** Install, once the group's connection is known to be there. */
const readyToInstall = (el: InstallConfig) =>
  waitFor(() => !installButton(el)?.disabled && installButton(el), 'Install enabled');

describe('<install-config> without an installation id', () => {
  beforeEach(resetEmulator);

  it('edits the group’s installation of the integration when it has one', async () => {
    const {el, sent} = await mount('group-2', 'consumer-2');
    const draft = await el.ready;
    expect(draft.baseline.id).to.equal('inst-acme-g2');
    await waitFor(() => saveButton(el), 'Save');
    expect(installButton(el)).to.equal(null);
    expect(sent.some((s) => s.url.includes('/installations?groupRef=group-2'))).to.equal(true);
    // a save goes to the installation found
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await el.save();
    const patch = sent.find((s) => s.method === 'PATCH')!;
    expect(patch.url).to.match(/\/installations\/inst-acme-g2$/);
  });

  it('offers the manifest’s form with Install; Install creates it and the form turns into the edit form', async () => {
    const {el, sent} = await mount('group-3', 'consumer-3');
    await waitFor(() => byPart(el, 'picker'), 'the write picker');
    expect(saveButton(el)).to.equal(null);
    expect(partText(el, 'first-run')).to.contain('then install it');
    const button = await readyToInstall(el);
    expect(button.textContent!.trim()).to.equal('Install');
    // the manifest requires a mapping: Install says so, and sends nothing
    const refused = nextEvent<IcErrorEvent>(el, 'ic-error');
    button.click();
    expect((await refused).detail.phase).to.equal('install');
    await waitFor(() => partText(el, 'notice')?.includes('was not installed'), 'the refusal');
    expect(partText(el, 'notice')).to.contain('emailAddress');
    expect(posts(sent)).to.deep.equal([]);
    await mapEmail(el);

    const before = nextEvent<IcBeforeInstallEvent>(el, 'ic-before-install');
    const installed = nextEvent<IcInstalledEvent>(el, 'ic-installed');
    button.click();
    const {request} = (await before).detail;
    const {installation} = (await installed).detail;

    const [post] = posts(sent);
    const body = post!.body as CreateInstallationRequest;
    expect(body).to.deep.equal(request);
    expect(body.groupRef).to.equal('group-3');
    // no connection-id: the group's default connection
    expect(body).not.to.have.property('connectionId');
    expect(body.config.content.provider).to.equal('acme-crm');
    expect(Object.keys(body.config.content.write?.objects ?? {})).to.include('contact');
    // the emulator holds it for the group, with its connection
    const held = await group('group-3');
    expect(held.map((i) => i.id)).to.deep.equal([installation.id]);
    expect(held[0]!.connection?.id).to.equal('conn-acme-g3');

    // from now on the edit form: Save, no Install; a save updates the new installation
    await waitFor(() => saveButton(el), 'Save after installing');
    expect(installButton(el)).to.equal(null);
    expect(el.draft!.baseline.id).to.equal(installation.id);
    el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
    await el.updateComplete;
    const saved = nextEvent(el, 'ic-saved');
    saveButton(el)!.click();
    await saved;
    expect(sent.find((s) => s.method === 'PATCH')!.url).to.match(
      new RegExp(`/installations/${installation.id}$`),
    );
  });

  it('Install from the keyboard leaves focus on the new form’s bar, not on the page', async () => {
    const {el} = await mount('group-3', 'consumer-3');
    const button = await readyToInstall(el);
    await mapEmail(el);
    button.focus();
    const installed = nextEvent(el, 'ic-installed');
    await sendKeys({press: 'Enter'});
    await installed;
    await waitFor(() => saveButton(el), 'Save after installing');
    expect(focusedPart(el)).to.equal('actions');
  });

  it('with review, Install opens the review of what installing sets up; its Confirm installs', async () => {
    const {el, sent} = await mount('group-3', 'consumer-3', {review: true});
    const button = await readyToInstall(el);
    await mapEmail(el);
    button.click();
    const review = await waitFor(() => byPart<HTMLDialogElement>(el, 'review'), 'the review');
    await waitFor(() => review.open, 'the review open as a modal dialog');
    expect(partText(el, 'review')).to.contain('Installing sets up Acme CRM sync with:');
    expect(posts(sent), 'nothing sent before Confirm').to.deep.equal([]);
    const confirm = byPart<HTMLButtonElement>(el, 'review-confirm')!;
    expect(confirm.textContent!.trim()).to.equal('Install');
    // Back keeps every choice and goes back to Install
    byPart<HTMLButtonElement>(el, 'review-back')!.click();
    await waitFor(() => focusedPart(el) === 'install-button', 'focus back on Install');
    expect(byPart(el, 'review')).to.equal(null);
    installButton(el)!.click();
    const installed = nextEvent(el, 'ic-installed');
    (await waitFor(() => byPart<HTMLButtonElement>(el, 'review-confirm'), 'Confirm again')).click();
    await installed;
    expect(posts(sent)).to.have.length(1);
    await waitFor(() => saveButton(el), 'the edit form after installing');
  });

  it('says nothing runs yet under the live-update switches until Install', async () => {
    const {el} = await mount('group-3', 'consumer-3');
    await readyToInstall(el);
    const live = await waitFor(
      () => byRole<HTMLInputElement>(el, 'switch', /Get Contact changes as they happen/),
      'the live-update switch',
    );
    // nothing is installed, so nothing runs: no "Running now" line describes the switch
    expect(partText(el, 'switches')).to.not.contain('Running now');
    expect(live.hasAttribute('aria-describedby')).to.equal(false);
    await mapEmail(el);
    await el.install();
    await waitFor(() => partText(el, 'switches')?.includes('Running now'), 'what runs once installed');
  });

  it('guided: Install shows on the review step alone, as Save does', async () => {
    const {el} = await mount('group-3', 'consumer-3', {mode: 'guided'});
    await waitFor(() => byPart(el, 'step-title'), 'the first step');
    await waitFor(() => installButton(el), 'Install rendered');
    expect(partText(el, 'step-title')).to.match(/^Step 1 of \d: Objects$/);
    expect(isVisible(installButton(el)!), 'no Install on the first step').to.equal(false);
    // nor an empty bar where Install would be: at 375 px it stuck to the bottom as a bare line
    expect(isVisible(byPart(el, 'actions')!), 'no empty bar on the first step').to.equal(false);
    for (let i = 0; i < 5 && !partText(el, 'step-title')!.endsWith('Review'); i++) {
      byPart<HTMLButtonElement>(el, 'next-button')!.click();
      await el.updateComplete;
    }
    expect(partText(el, 'step-title')).to.match(/: Review$/);
    expect(isVisible(installButton(el)!), 'Install on the review step').to.equal(true);
    expect(isVisible(byPart(el, 'actions')!), 'its bar on the review step').to.equal(true);
  });

  it('guided: the review says what installing sets up, not how it differs from the manifest', async () => {
    const {el} = await mount('group-3', 'consumer-3', {mode: 'guided'});
    await readyToInstall(el);
    await mapEmail(el);
    const draft = el.draft!;
    draft.writeObject('deal').disable();
    el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
    draft.writeObject('company').setDeletionEnabled(true);
    await el.updateComplete;
    for (let i = 0; i < 5 && !partText(el, 'step-title')!.endsWith('Review'); i++) {
      byPart<HTMLButtonElement>(el, 'next-button')!.click();
      await el.updateComplete;
    }
    const review = await waitFor(
      () => byPart(el, 'review')?.querySelector('ul') && byPart(el, 'review'),
      'review',
    );
    const items = [...review.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(review.querySelector('p')!.textContent).to.equal('Installing sets up Acme CRM sync with:');
    expect(items[0]).to.equal(
      'Contact: write to Acme CRM Contact: write to the fields mapped for reading Phone (Contact): never write on updates',
    );
    expect(items[1]).to.equal('Company: write to Acme CRM This app can delete Company records in Acme CRM');
    expect(items.join(' | '), 'what the installation holds, not a change').to.not.match(
      /Deal|stop|no longer/,
    );
    expect(items).to.include.members([
      'Contact: get changes as they happen',
      'Allow other requests through this connection',
    ]);
    const contactRead = items.find((i) => i.startsWith('Contact: read '))!;
    expect(contactRead).to.contain('Contact: read mapping Email address → Email');
    expect(contactRead).to.match(/^Contact: read [^:]*Email/);
  });

  it('installs with the host’s connection-id when it names one', async () => {
    const {el, sent} = await mount('group-3', 'consumer-3');
    el.connectionId = 'conn-acme-g3';
    await mapEmail(el);
    await el.install();
    expect((posts(sent)[0]!.body as CreateInstallationRequest).connectionId).to.equal('conn-acme-g3');
  });

  it('sends nothing when an ic-before-install listener cancels', async () => {
    const {el, sent} = await mount('group-3', 'consumer-3');
    el.addEventListener('ic-before-install', (e) => e.preventDefault());
    await mapEmail(el);
    const button = await readyToInstall(el);
    const cancelled = nextEvent(el, 'ic-before-install');
    button.click();
    await cancelled;
    await waitFor(() => partText(el, 'status')?.includes('Install was cancelled.'), 'the announcement');
    expect(posts(sent)).to.deep.equal([]);
    expect(installButton(el)).to.not.equal(null);
    expect(await group('group-3')).to.deep.equal([]);
    expect(await el.install()).to.equal(undefined);
  });

  it('says the group is not connected, fires ic-error, and hands Connect to the host', async () => {
    const errors = countEvents(document.body, 'ic-error');
    const changes = countEvents(document.body, 'ic-change');
    // a state the page is in before anyone did anything: ic-error tells the host, the console stays quiet
    const warnings: unknown[][] = [];
    const guarded = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    let el: InstallConfig, sent: Sent[];
    try {
      ({el, sent} = await mount('group-9', 'consumer-9'));
      await waitFor(
        () => partText(el, 'not-connected')?.includes('Acme CRM is not connected yet.'),
        'the not-connected state, naming the provider',
      );
      await waitFor(() => errors.count, 'ic-error');
    } finally {
      console.warn = guarded;
    }
    expect(warnings.map((w) => String(w[0]))).to.deep.equal([]);
    const error = (errors.events[0] as IcErrorEvent).detail;
    expect(error.phase).to.equal('install');
    expect((error.error as Error).name).to.equal('NoConnectionError');
    // the host's own install() call is an action that failed: the console says why
    expect(installButton(el), 'Install is not offered').to.equal(null);
    await el.install().then(
      () => expect.fail('install() must reject'),
      (e: Error) => expect(e.name).to.equal('NoConnectionError'),
    );
    expect(posts(sent)).to.deep.equal([]);

    // no form to fill in before there is a connection to read the account's objects through: none
    // asked for (each would answer 404), none switched off as missing, no ic-change the customer did not make
    expect(el.shadowRoot!.querySelector('write-object-picker, field-settings-editor')).to.equal(null);
    expect(sent.filter((s) => s.url.includes('/metadata')).map((s) => s.url)).to.deep.equal([]);
    expect(changes.count).to.equal(0);

    const reconnect = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
    byPart<HTMLButtonElement>(el, 'connect-button')!.focus();
    await sendKeys({press: 'Enter'});
    const {detail} = await reconnect;
    expect(detail.provider).to.equal('acme-crm');
    // the host's sign-in: the group gets a connection, then done()
    const signedIn = await fetch('/_emulator/groups/group-9/connections', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({provider: 'acme-crm', consumerRef: 'consumer-9'}),
    });
    expect(signedIn.status).to.equal(201);
    detail.done();
    await waitFor(() => installButton(el) && !installButton(el)!.disabled, 'Install, now connected');
    expect(byPart(el, 'not-connected')).to.equal(null);
    // Connect is gone: focus on the form's first words, from where Tab goes through it
    expect(focusedPart(el), 'focus after Connect').to.equal('first-run');
    // the account's objects, read through the new connection: none refused as missing
    expect(el.draft!.writeObject('contact').isEnabled).to.equal(true);
  });
});

describe('<install-config allow-uninstall>', () => {
  beforeEach(resetEmulator);

  const openConfirmation = async (el: InstallConfig) => {
    const button = await waitFor(() => byPart<HTMLButtonElement>(el, 'uninstall-button'), 'Uninstall');
    expect(button.textContent!.trim()).to.equal('Uninstall Acme CRM sync');
    button.focus();
    await sendKeys({press: 'Enter'});
    const dialog = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'),
      'the confirmation',
    );
    return dialog;
  };

  it('is not offered unless the host allows it', async () => {
    const {el} = await mount('group-2', 'consumer-2');
    await waitFor(() => saveButton(el), 'Save');
    expect(byPart(el, 'danger-zone')).to.equal(null);
  });

  it('asks first, naming the integration and what stops; Cancel and Escape keep it', async () => {
    const {el, sent} = await mount('group-2', 'consumer-2', {allowUninstall: true});
    const dialog = await openConfirmation(el);
    expect(byRole(el.shadowRoot!, 'dialog', 'Uninstall Acme CRM sync?')).to.equal(dialog);
    expect(dialog.textContent).to.contain('stops syncing');
    // focus moves into the dialog (on Cancel, the safe choice) and back to Uninstall after
    expect(el.shadowRoot!.activeElement).to.equal(byPart(el, 'uninstall-cancel'));
    await sendKeys({press: 'Enter'});
    await waitFor(() => !el.shadowRoot!.querySelector('dialog'), 'the confirmation closed');
    expect(el.shadowRoot!.activeElement).to.equal(byPart(el, 'uninstall-button'));

    await openConfirmation(el);
    await sendKeys({press: 'Escape'});
    await waitFor(() => !el.shadowRoot!.querySelector('dialog'), 'closed by Escape');
    expect(deletes(sent)).to.deep.equal([]);
    expect((await group('group-2')).length).to.equal(1);
  });

  const GOES = 'Your connection to Acme CRM is removed too, as no other installation uses it.';

  it('says the connection goes too when no other installation uses it', async () => {
    const {el} = await mount('group-2', 'consumer-2', {allowUninstall: true});
    const dialog = await openConfirmation(el);
    // in the dialog's description, read out with its name
    const description = dialog.querySelector(`#${dialog.getAttribute('aria-describedby')}`)!;
    await waitFor(() => description.textContent!.includes(GOES), 'the connection named');
    expect(description.textContent).to.contain('stops syncing');
  });

  it('does not say so when another integration’s installation in the group uses the connection', async () => {
    let answered = false;
    /** A JSON answer; `answered` once the element has read it. */
    const json = (data: unknown, last = false) =>
      Object.assign(new Response(JSON.stringify(data), {headers: {'content-type': 'application/json'}}), {
        text: async () => {
          answered ||= last;
          return JSON.stringify(data);
        },
      });
    const {el} = await mount('group-2', 'consumer-2', {
      allowUninstall: true,
      answer: (url) =>
        url.endsWith('/projects/demo/integrations')
          ? json([
              {id: 'acme-crm-sync', provider: 'acme-crm'},
              {id: 'acme-crm-extra', provider: 'acme-crm'},
              {id: 'beta-crm-sync', provider: 'beta-crm'},
            ])
          : url.includes('/integrations/acme-crm-extra/installations?groupRef=group-2')
            ? json([{id: 'inst-extra', connection: {id: 'conn-inst-acme-g2'}}], true)
            : undefined,
    });
    const dialog = await openConfirmation(el);
    await waitFor(() => answered, 'the other integration’s installations read');
    await settled();
    await el.updateComplete;
    expect(dialog.textContent).to.contain('stops syncing');
    expect(dialog.textContent).to.not.contain('Your connection to Acme CRM');
  });

  it('deletes nothing when an ic-before-uninstall listener cancels', async () => {
    const {el, sent} = await mount('group-2', 'consumer-2', {allowUninstall: true});
    el.addEventListener('ic-before-uninstall', (e) => e.preventDefault());
    await openConfirmation(el);
    const before = nextEvent(el, 'ic-before-uninstall');
    byPart<HTMLButtonElement>(el, 'uninstall-confirm')!.click();
    await before;
    await waitFor(() => !el.shadowRoot!.querySelector('dialog'), 'the confirmation closed');
    expect(deletes(sent)).to.deep.equal([]);
    expect(saveButton(el)).to.not.equal(null);
    expect((await group('group-2')).length).to.equal(1);
  });

  it('uninstalls on confirm, fires ic-uninstalled and offers the first run again', async () => {
    const {el, sent} = await mount('group-2', 'consumer-2', {allowUninstall: true});
    await openConfirmation(el);
    const uninstalled = nextEvent<IcUninstalledEvent>(el, 'ic-uninstalled');
    byPart<HTMLButtonElement>(el, 'uninstall-confirm')!.click();
    expect((await uninstalled).detail.installation.id).to.equal('inst-acme-g2');
    expect(deletes(sent).map((s) => s.url)).to.deep.equal([
      `/v1/projects/${PROJECT}/integrations/${ACME.integrationId}/installations/inst-acme-g2`,
    ]);
    expect(await group('group-2')).to.deep.equal([]);
    // the first run again; the group's connection went with its last installation: focus on Connect
    await waitFor(() => byPart(el, 'first-run') ?? byPart(el, 'not-connected'), 'the first run again');
    expect(saveButton(el)).to.equal(null);
    expect(byPart(el, 'danger-zone')).to.equal(null);
    await waitFor(() => byPart(el, 'not-connected'), 'connect again first');
    expect(focusedPart(el)).to.equal('connect-button');
  });

  it('guided: after Uninstall the first run starts again at its first step', async () => {
    const {el} = await mount('group-2', 'consumer-2', {allowUninstall: true, mode: 'guided'});
    await waitFor(() => byPart(el, 'step-title'), 'the first step');
    for (let i = 0; i < 5 && !partText(el, 'step-title')!.endsWith('Review'); i++) {
      byPart<HTMLButtonElement>(el, 'next-button')!.click();
      await el.updateComplete;
    }
    expect(await el.uninstall()).to.equal(true);
    // connected again, as a host's Connect would
    await waitFor(() => byPart(el, 'not-connected'), 'connect again first');
    await fetch('/_emulator/groups/group-2/connections', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({provider: 'acme-crm', consumerRef: 'consumer-2'}),
    });
    const reconnect = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
    byPart<HTMLButtonElement>(el, 'connect-button')!.click();
    (await reconnect).detail.done();
    await waitFor(() => byPart(el, 'first-run') && byPart(el, 'step-title'), 'the first run again');
    expect(partText(el, 'step-title')).to.match(/^Step 1 of \d: Objects$/);
  });

  it('uninstall() does what the confirmation does', async () => {
    const {el} = await mount('group-2', 'consumer-2', {allowUninstall: true});
    await el.ready;
    const errors = countEvents(el, 'ic-error');
    expect(await el.uninstall()).to.equal(true);
    await waitFor(() => byPart(el, 'not-connected') && errors.count, 'connect again first');
  });

  describe('accessibility', () => {
    it('the first-run form passes axe', async () => {
      const {el} = await mount('group-3', 'consumer-3');
      await readyToInstall(el);
      await expect(el).to.be.accessible();
    });

    it('the uninstall confirmation passes axe', async () => {
      const {el} = await mount('group-2', 'consumer-2', {allowUninstall: true});
      await openConfirmation(el);
      await expect(el).to.be.accessible();
    });
  });
});
