// <install-config>'s subscribe and proxy switches and setConnectionId: what the customer sees, what
// Save sends, and the saved state's word that such a change takes a few minutes.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {executeServerCommand, sendKeys} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import type {
  Installation,
  ManifestIntegration,
  ProviderInfo,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';
import {allByRole, byRole, nameOf, partText, settled, waitFor} from '../harness.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
  subscribe: {
    objects: [
      {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMapping: true},
      {objectName: 'company', destination: 'companiesWebhook'},
    ],
  },
};
const held = {objectName: 'contact', destination: 'contactsWebhook', inheritFieldsAndMappings: true};
const INSTALLATION: Installation = {
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  connection: {id: 'conn-1', provider: 'acme'},
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      read: {objects: {company: {objectName: 'company', destination: 'd', schedule: '0 * * * *'}}},
      write: {objects: {contact: {objectName: 'contact'}}},
      subscribe: {objects: {contact: held}},
      proxy: {enabled: false},
    },
  },
} as Installation;

function fakeClient(support: ProviderInfo['support']) {
  const sent: UpdateInstallationRequest[] = [];
  const provider = {name: 'acme', displayName: 'Acme CRM', authType: 'oauth2', support} as ProviderInfo;
  const {client} = memoryClient(
    {manifest: MANIFEST, installation: INSTALLATION, provider},
    {
      updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) => {
        sent.push(body);
        const next = structuredClone(INSTALLATION);
        next.config.revisionId = 'rev-2';
        Object.assign(next.config.content!, body.installation.config?.content ?? {});
        return next;
      },
    },
  );
  return {client, sent};
}

async function mount(client: Client, lang = 'en', dir = 'ltr') {
  const wrap = await fixture<HTMLElement>(
    html`<div lang=${lang} dir=${dir}>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        .client=${client}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector('install-config')!;
  await waitUntil(() => el.draft, 'did not load');
  return el;
}
/** Whether a switch is one of the options' (not the write picker's). */
const byPartParent = (s: HTMLElement) => !!s.closest('[part=switches]');
/** The switch whose accessible name contains `text`. */
const labelled = (el: InstallConfig, text: string) =>
  allByRole<HTMLInputElement>(el, 'switch').find((s) => byPartParent(s) && nameOf(s).includes(text));
/** What the customer reads in the options, whitespace collapsed. */
const options = (el: InstallConfig) => partText(el, 'switches') ?? '';
/** The "Running now" line an object's switch is described by. */
const runsLine = (input: HTMLInputElement) =>
  (input.getRootNode() as ShadowRoot)
    .getElementById(input.getAttribute('aria-describedby')!)!
    .textContent!.replace(/\s+/g, ' ')
    .trim();

describe('<install-config> subscribe and proxy switches', () => {
  it('shows a switch per subscribe object and the proxy switch, as the installation holds them', async () => {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client);
    await waitUntil(() => labelled(el, 'Allow other'), 'no switches');
    expect(labelled(el, 'Get Contact changes as they happen')!.checked).to.equal(true);
    expect(labelled(el, 'Get Company changes as they happen')!.checked).to.equal(false);
    expect(labelled(el, 'Allow other requests through this connection')!.checked).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('says in plain words what each option does, under legends that name them', async () => {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client);
    await waitUntil(() => labelled(el, 'Allow other'), 'no switches');
    expect(byRole(el, 'group', /^Live updates from Acme CRM/)).to.not.equal(null);
    expect(byRole(el, 'group', /^Other access to Acme CRM/)).to.not.equal(null);
    expect(options(el)).to.contain(
      'New and changed records in Acme CRM reach this app at once, not at the next scheduled read.',
    );
    expect(runsLine(labelled(el, 'Allow other')!)).to.equal(
      'Lets this app read and change your Acme CRM data beyond what is set up here.',
    );
    // none of the old jargon
    expect(options(el)).to.not.match(/Options|Send changes to|direct access|provider\b/);
  });

  it('says per object what runs now, from the saved installation: reading off while changes flow', async () => {
    const {client} = fakeClient({write: true, subscribe: true, proxy: true});
    const el = await mount(client);
    await waitUntil(() => labelled(el, 'Company'), 'no switches');
    const contact = labelled(el, 'Contact')!;
    expect(runsLine(contact)).to.equal(
      'Running now: Reading off · Gets changes as they happen · Writes to Acme CRM',
    );
    expect(runsLine(labelled(el, 'Company')!)).to.equal(
      'Running now: Reads every hour · Live updates off · Writing off',
    );
    // an unsaved switch is not what runs: the line follows the save
    contact.click();
    await el.updateComplete;
    expect(runsLine(labelled(el, 'Contact')!)).to.contain('Gets changes as they happen');
    await el.save();
    await el.updateComplete;
    expect(runsLine(labelled(el, 'Contact')!)).to.equal(
      'Running now: Reading off · Live updates off · Writes to Acme CRM',
    );
  });

  it('speaks German: names, help and what runs now', async () => {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client, 'de');
    await waitUntil(() => labelled(el, 'Weitere Anfragen'), 'no German switches');
    expect(byRole(el, 'group', /^Live-Änderungen aus Acme CRM/)).to.not.equal(null);
    expect(
      labelled(el, 'Änderungen an Kontakt sofort erhalten') ?? labelled(el, 'Änderungen an Contact'),
    ).to.not.equal(undefined);
    expect(runsLine(labelled(el, 'Änderungen an Company') ?? labelled(el, 'Änderungen an Firma')!)).to.equal(
      'Läuft jetzt: Liest stündlich · Live-Änderungen aus · Schreiben aus',
    );
  });

  it('is accessible light and dark, with real switches', async () => {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client);
    await waitUntil(() => labelled(el, 'Allow other'), 'no switches');
    expect(allByRole(el, 'switch').filter((s) => byPartParent(s)).length).to.equal(3);
    await expect(el).to.be.accessible();
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('switching saves the subscribe and proxy masks, and the saved state says it takes minutes', async () => {
    const {client, sent} = fakeClient({write: true, subscribe: true, proxy: true});
    const el = await mount(client);
    await waitUntil(() => labelled(el, 'Company'), 'no switches');
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    labelled(el, 'Company')!.click();
    expect((await changed).detail).to.deep.equal({kind: 'subscribe', objectName: 'company', enabled: true});
    labelled(el, 'Contact')!.click();
    labelled(el, 'Allow other')!.click();
    await el.save();
    expect(sent[0]!.updateMask).to.deep.equal([
      'config.content.subscribe.objects',
      'config.content.proxy.enabled',
    ]);
    expect(sent[0]!.installation.config!.content!.subscribe).to.deep.equal({
      objects: {
        company: {objectName: 'company', destination: 'companiesWebhook', inheritFieldsAndMappings: false},
      },
    });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=saved]')).not.to.equal(null);
    expect(el.shadowRoot!.querySelector('[part=switches]')!.textContent).to.contain('within a few minutes');
  });

  it('shows no switch the provider does not support', async () => {
    const el = await mount(fakeClient({write: true, subscribe: false, proxy: false}).client);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=switches]')).to.equal(null);
  });
});

// A switch looks like one (a track and a thumb, not a tick box) and stays a native checkbox.
describe('<install-config> switches look like switches', () => {
  async function proxySwitch(dir = 'ltr') {
    const el = await mount(fakeClient({write: true, subscribe: true, proxy: true}).client, 'en', dir);
    return waitFor(() => labelled(el, 'Allow other'), 'the proxy switch');
  }
  /** Switched by a click, its slide over. */
  async function toggle(s: HTMLInputElement) {
    s.click();
    await settled();
    await Promise.all(s.getAnimations().map((a) => a.finished));
  }
  const media = (name: string, value: string) =>
    executeServerCommand('ic-media', {features: [{name, value}]});

  it('is a track wider than tall, its thumb at the start, at the end and filled when on', async () => {
    const s = await proxySwitch();
    const box = s.getBoundingClientRect();
    expect(s.type).to.equal('checkbox');
    expect(getComputedStyle(s).appearance, 'not the tick box').to.equal('none');
    expect(box.width / box.height).to.be.within(1.5, 2);
    expect(getComputedStyle(s).backgroundPositionX).to.equal('0%');
    const off = getComputedStyle(s).backgroundColor;
    await toggle(s);
    expect(s.checked).to.equal(true);
    expect(getComputedStyle(s).backgroundPositionX).to.equal('100%');
    const save = (s.getRootNode() as ShadowRoot).querySelector('[part=save-button]')!;
    expect(getComputedStyle(s).backgroundColor, 'filled with the accent, as Save').to.equal(
      getComputedStyle(save).backgroundColor,
    );
    expect(getComputedStyle(s).backgroundColor).not.to.equal(off);
  });

  it('right to left, its thumb starts on the right and slides left (the track mirrored)', async () => {
    const s = await proxySwitch('rtl');
    const style = getComputedStyle(s);
    expect(style.scale).to.equal('-1 1');
    expect(style.backgroundPositionX, 'at the start: the right, mirrored').to.equal('0%');
    await toggle(s);
    expect(style.backgroundPositionX, 'at the end: the left, mirrored').to.equal('100%');
  });

  it('slides, and with reduced motion jumps at once', async () => {
    const s = await proxySwitch();
    expect(getComputedStyle(s).transitionDuration).to.match(/^0\.15s/);
    await media('prefers-reduced-motion', 'reduce');
    try {
      expect(getComputedStyle(s).transitionDuration).to.equal('0s');
    } finally {
      await media('prefers-reduced-motion', 'no-preference');
    }
  });

  it('in forced colours keeps its track and thumb, in system colours', async () => {
    const s = await proxySwitch();
    await media('forced-colors', 'active');
    try {
      const style = getComputedStyle(s);
      expect(style.forcedColorAdjust).to.equal('none');
      expect(style.backgroundImage, 'the thumb').to.contain('radial-gradient');
      expect(style.borderColor).not.to.equal(style.backgroundColor);
      const off = style.backgroundColor;
      await toggle(s);
      expect(style.backgroundColor, 'on reads apart from off').not.to.equal(off);
    } finally {
      await media('forced-colors', 'none');
    }
  });

  it('their layout comes once with their chunk (shared with the connection panel)', async () => {
    const s = await proxySwitch();
    const sheets = (s.getRootNode() as ShadowRoot).adoptedStyleSheets;
    expect(new Set(sheets).size, 'no sheet adopted twice').to.equal(sheets.length);
    const label = s.closest('label')!;
    expect(getComputedStyle(label).display).to.equal('flex');
  });

  it('takes focus with the ring, and Space switches it as a checkbox', async () => {
    const s = await proxySwitch();
    s.focus();
    await sendKeys({press: 'Space'});
    await settled();
    expect(s.checked).to.equal(true);
    expect(s.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(s).outlineWidth).to.equal('3px');
  });
});

describe('<install-config>.setConnectionId', () => {
  it('returns the patch with mask connectionId and fires ic-change', async () => {
    const {client, sent} = fakeClient({write: true});
    const el = await mount(client);
    const changed = oneEvent(el, 'ic-change') as Promise<IcChangeEvent>;
    const patch = el.setConnectionId('conn-2');
    expect(patch.updateMask).to.deep.equal(['connectionId']);
    expect(patch.installation.connectionId).to.equal('conn-2');
    expect((await changed).detail).to.deep.equal({kind: 'connection', connectionId: 'conn-2'});
    await el.save();
    expect(sent[0]!.installation.connectionId).to.equal('conn-2');
  });
});
