// End to end, in Chromium against the mounted emulator: the subscribe and proxy switches (the case
// table of test/contract/switch-cases.ts: toggle, save, reload, stored) and the connection panel
// (an unhealthy installation's advice, Reconnect, setConnectionId saved and reloaded).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import type {IcReconnectEvent} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {SWITCH_CASES} from '../contract/switch-cases.ts';
import {ACME, apiClient, clickSave, loaded, mountInstallConfig, resetEmulator, shadow} from './helpers.ts';

const SUBSCRIBE_LABEL: Record<string, string> = {contact: 'Contact', company: 'Company'};

/** The switch whose label includes `text`, once the switches' chunk has loaded. */
async function switchOf(el: InstallConfig, text: string): Promise<HTMLInputElement> {
  const find = () =>
    [...shadow(el).querySelectorAll('[part=switches] label')]
      .find((l) => l.textContent!.includes(text))
      ?.querySelector('input');
  await waitUntil(find, `no switch "${text}"`);
  return find()!;
}

async function control(path: string, body: unknown) {
  const res = await fetch(`/_emulator/installations/inst-acme/${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

const panelOf = async (el: InstallConfig) => {
  await waitUntil(
    () => shadow(el).querySelector('connection-status')?.shadowRoot?.querySelector('section'),
    'no connection panel',
  );
  return shadow(el).querySelector('connection-status')!.shadowRoot!;
};

describe('end to end: subscribe and proxy switches', () => {
  beforeEach(resetEmulator);

  for (const c of SWITCH_CASES) {
    it(c.name, async () => {
      const el = await loaded(await mountInstallConfig());
      for (const [name, on] of Object.entries(c.subscribe)) {
        const box = await switchOf(el, `Get ${SUBSCRIBE_LABEL[name]} changes as they happen`);
        expect(box.checked, `${name} before`).to.equal(!on);
        box.click();
      }
      if (c.proxy !== undefined) (await switchOf(el, 'Allow other requests')).click();
      await el.updateComplete; // Save turns on with the render after the edit
      const saved = (await clickSave(el)) as CustomEvent;
      expect(saved.type).to.equal('ic-saved');
      expect(saved.detail.patch.updateMask).to.deep.equal(c.updateMask);
      await waitUntil(() =>
        shadow(el).querySelector('[part=switches]')!.textContent!.includes('few minutes'),
      );

      const stored = (await apiClient().getInstallation(ACME)).config.content;
      expect(stored.subscribe).to.deep.equal({objects: c.stored.subscribe});
      expect(stored.proxy?.enabled).to.equal(c.stored.proxy);
      // a fresh page load shows what was saved
      const again = await loaded(await mountInstallConfig());
      for (const name of ['contact', 'company'])
        expect(
          (await switchOf(again, `Get ${SUBSCRIBE_LABEL[name]} changes as they happen`)).checked,
          name,
        ).to.equal(name in c.stored.subscribe);
      expect((await switchOf(again, 'Allow other requests')).checked).to.equal(c.stored.proxy);
    });
  }
});

describe('end to end: the connection panel', () => {
  beforeEach(resetEmulator);

  it('a healthy installation says connected, to which account, with no Reconnect', async () => {
    const el = await loaded(await mountInstallConfig());
    const panel = await panelOf(el);
    await waitUntil(() => panel.textContent!.includes('Connected to'), 'no connected state');
    expect(panel.querySelector('[part=reconnect-button]')).to.equal(null);
  });

  it('an unhealthy installation shows the advice; Reconnect fires ic-reconnect; setConnectionId saves and reloads', async () => {
    await control('health', {healthStatus: 'unhealthy'});
    const el = await loaded(await mountInstallConfig());
    const panel = await panelOf(el);
    await waitUntil(() => panel.querySelector('[part=reconnect-button]'), 'no Reconnect');
    expect(panel.textContent).to.contain('needs attention');
    expect(panel.textContent).to.contain('Reconnect to sign in to');

    // the host runs its own sign-in: here the emulator's control API adds the new connection
    const reconnect = new Promise<IcReconnectEvent>((resolve) =>
      el.addEventListener('ic-reconnect', resolve as EventListener, {once: true}),
    );
    (panel.querySelector('[part=reconnect-button]') as HTMLButtonElement).click();
    const event = await reconnect;
    expect(event.detail.connectionId).to.equal(el.draft!.baseline.connection!.id);
    const fresh = (await control('connections', {id: 'conn-acme-2'})) as {id: string};

    expect(el.setConnectionId(fresh.id).updateMask).to.deep.equal(['connectionId']);
    await el.updateComplete;
    const saved = (await clickSave(el)) as CustomEvent;
    expect(saved.type).to.equal('ic-saved');
    expect((await apiClient().getInstallation(ACME)).connection?.id).to.equal('conn-acme-2');
    const again = await loaded(await mountInstallConfig());
    expect(again.draft!.baseline.connection!.id).to.equal('conn-acme-2');
  });

  it('bad credentials say the provider no longer accepts the sign-in', async () => {
    await control('health', {connectionStatus: 'bad_credentials'});
    const el = await loaded(await mountInstallConfig());
    const panel = await panelOf(el);
    await waitUntil(() => panel.textContent!.includes('no longer accepts'), 'no bad-credentials advice');
    expect(panel.querySelector('[part=reconnect-button]')).not.to.equal(null);
  });
});
