import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define/connection-status.ts';
import {captureTimers, nextEvent, waitFor} from '../harness.ts';
import type {ConnectionStatus} from '../../src/elements/connection-status/connection-status.ts';
import type {IcReconnectEvent} from '../../src/elements/events.ts';
import type {Installation} from '../../src/contract/schemas.ts';

const PROVIDER = {name: 'acme', displayName: 'Acme CRM'} as never;

function installation(over: {
  healthStatus?: string;
  status?: string;
  workspace?: string;
  lastOperationStatus?: string;
  connection?: false;
}): Installation {
  return {
    id: 'inst-1',
    projectId: 'p',
    integrationId: 'i',
    healthStatus: over.healthStatus ?? 'healthy',
    ...(over.lastOperationStatus ? {lastOperationStatus: over.lastOperationStatus} : {}),
    ...(over.connection === false
      ? {}
      : {
          connection: {
            id: 'conn-1',
            provider: 'acme',
            status: over.status ?? 'working',
            ...(over.workspace ? {providerWorkspaceRef: over.workspace} : {}),
          },
        }),
    config: {revisionId: 'r1', content: {provider: 'acme'}},
  } as Installation;
}

const mount = (inst: Installation, lang = 'en') =>
  fixture<ConnectionStatus>(
    html`<div lang=${lang}>
      <connection-status .installation=${inst} .provider=${PROVIDER}></connection-status>
    </div>`,
  ).then((wrap) => wrap.querySelector('connection-status')!);

const text = (el: ConnectionStatus) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const reconnect = (el: ConnectionStatus) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=reconnect-button]');
const cancel = (el: ConnectionStatus) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=cancel-button]');
/** The sign-in's live line (the panel's only role=status, always there so it is announced). */
const statusLine = (el: ConnectionStatus) =>
  el.shadowRoot!.querySelector('[role=status]')!.textContent!.replace(/\s+/g, ' ').trim();

describe('<connection-status>', () => {
  it('says a working connection is connected, and to which account, without a Reconnect button', async () => {
    const el = await mount(installation({workspace: 'acme-eu-42', lastOperationStatus: 'success'}));
    expect(text(el)).to.contain('Connected to Acme CRM (account acme-eu-42).');
    expect(text(el)).to.contain('The last sync or write succeeded.');
    expect(reconnect(el)).to.equal(null);
  });

  it('tells the customer what to do when the provider no longer accepts the sign-in', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    expect(text(el)).to.contain('Acme CRM no longer accepts the saved sign-in.');
    expect(text(el)).to.contain('Reconnect to sign in to Acme CRM again. Your settings are kept.');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.not.equal(null);
    expect(reconnect(el)!.getAttribute('aria-label')).to.equal('Reconnect to Acme CRM');
  });

  it('an unhealthy installation says it needs attention, and the last failure', async () => {
    const el = await mount(installation({healthStatus: 'unhealthy', lastOperationStatus: 'failure'}));
    expect(text(el)).to.contain('The connection to Acme CRM needs attention.');
    expect(text(el)).to.contain('The last sync or write failed.');
    expect(text(el)).to.contain('Needs attention');
  });

  it('Reconnect fires a cancelable ic-reconnect with the provider and connection, then waits', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    const seen: IcReconnectEvent[] = [];
    el.addEventListener('ic-reconnect', (e) => seen.push(e));
    reconnect(el)!.click();
    // the sign-in runs from a chunk loaded on the first press (or as the pointer reaches the button)
    await waitFor(() => cancel(el), 'Cancel');
    await el.updateComplete;
    expect(seen.length).to.equal(1);
    expect([seen[0].detail.provider, seen[0].detail.connectionId]).to.deep.equal(['Acme CRM', 'conn-1']);
    expect(seen[0].cancelable && seen[0].bubbles && seen[0].composed).to.equal(true);
    // no window is claimed until the host says one opened
    expect(statusLine(el)).to.equal('Signing in to Acme CRM…');
    expect(text(el)).to.not.contain('window');
    expect(reconnect(el)).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(cancel(el));

    // The host saved a new connection: a new installation ends the wait.
    el.installation = installation({workspace: 'acme-eu-43'});
    await el.updateComplete;
    expect(text(el)).to.contain('Connected to Acme CRM (account acme-eu-43).');
    expect(text(el)).to.not.contain('Signing in');
    expect(seen[0].detail.signal.aborted).to.equal(true);
  });

  it('says to finish in the window only once the host calls detail.opened()', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    el.addEventListener('ic-reconnect', (e) => e.detail.opened());
    reconnect(el)!.click();
    await waitFor(() => cancel(el), 'Cancel');
    expect(statusLine(el)).to.equal('Finish signing in to Acme CRM in the window that opened.');
    expect(cancel(el)!.getAttribute('aria-label')).to.equal('Cancel signing in to Acme CRM');
  });

  it('Cancel brings Reconnect back, focused, and aborts the host signal', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    const fired = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
    reconnect(el)!.click();
    const {detail} = await fired;
    await el.updateComplete;
    cancel(el)!.click();
    await el.updateComplete;
    expect(detail.signal.aborted).to.equal(true);
    expect(statusLine(el)).to.equal('');
    expect(reconnect(el)!.disabled).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(reconnect(el));
    // a late word from the host changes nothing
    detail.opened();
    await el.updateComplete;
    expect(statusLine(el)).to.equal('');
  });

  it('the host calling done(false) brings Reconnect back with a line saying the sign-in did not finish', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    const fired = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
    reconnect(el)!.click();
    const {detail} = await fired;
    detail.opened();
    detail.done(false);
    await el.updateComplete;
    expect(statusLine(el)).to.equal('The sign-in to Acme CRM did not finish. You can try again.');
    expect(reconnect(el)!.disabled).to.equal(false);
    expect(cancel(el)).to.equal(null);

    // trying again clears the line
    reconnect(el)!.click();
    await el.updateComplete;
    expect(statusLine(el)).to.equal('Signing in to Acme CRM…');
  });

  it('the host calling done() ends the wait without aborting its signal', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    const fired = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
    reconnect(el)!.click();
    const {detail} = await fired;
    detail.done();
    await el.updateComplete;
    expect(detail.signal.aborted).to.equal(false);
    expect(statusLine(el)).to.equal('');
    expect(reconnect(el)!.disabled).to.equal(false);
  });

  it('after its time limit it stops waiting and offers Reconnect again', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    expect(el.reconnectTimeout).to.equal(180_000);
    el.reconnectTimeout = 60_000;
    const timers = captureTimers();
    try {
      const fired = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
      reconnect(el)!.click();
      const {detail} = await fired;
      await el.updateComplete;
      expect(timers.count).to.equal(1);
      expect(statusLine(el)).to.equal('Signing in to Acme CRM…');
      timers.runAll();
      await el.updateComplete;
      expect(detail.signal.aborted).to.equal(true);
      expect(statusLine(el)).to.equal(
        'The sign-in to Acme CRM took too long and was stopped. You can try again.',
      );
      expect(reconnect(el)!.disabled).to.equal(false);
    } finally {
      timers.restore();
    }
  });

  it('takes its time limit from the reconnect-timeout attribute', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><connection-status reconnect-timeout="5000"></connection-status></div>`,
    );
    expect(wrap.querySelector('connection-status')!.reconnectTimeout).to.equal(5000);
  });

  it('a host that cancels ic-reconnect keeps the panel as it was', async () => {
    const el = await mount(installation({status: 'bad_credentials'}));
    el.addEventListener('ic-reconnect', (e) => e.preventDefault());
    reconnect(el)!.click();
    await el.updateComplete;
    expect(statusLine(el)).to.equal('');
    expect(reconnect(el)!.disabled).to.equal(false);
  });

  it('speaks German inside lang="de", from its own chunk', async () => {
    const el = await mount(installation({status: 'bad_credentials'}), 'de');
    // German is a chunk of its own, loaded on first use
    await waitUntil(() => text(el).includes('akzeptiert'), 'German not shown');
    expect(text(el)).to.contain('Acme CRM akzeptiert die gespeicherte Anmeldung nicht mehr.');
    expect(reconnect(el)!.textContent!.trim()).to.equal('Neu verbinden');
  });

  it('without a connection says so', async () => {
    const el = await mount(installation({connection: false}));
    expect(text(el)).to.contain('No connection yet.');
  });

  it('never shows token data the installation might carry', async () => {
    const inst = installation({});
    (inst.connection as Record<string, unknown>).oauth2AuthorizationCode = {
      accessToken: {token: 'secret-access-token'},
    };
    const el = await mount(inst);
    expect(text(el)).to.not.contain('secret-access-token');
  });

  describe('accessibility', () => {
    it('is accessible when working and when it needs attention, light and dark', async () => {
      for (const inst of [installation({}), installation({status: 'bad_credentials'})]) {
        const el = await mount(inst);
        await expect(el).to.be.accessible();
        el.setAttribute('theme', 'dark');
        await el.updateComplete;
        await expect(el).to.be.accessible();
      }
    });

    it('is accessible while waiting (Cancel) and after a sign-in that did not finish', async () => {
      const el = await mount(installation({status: 'bad_credentials'}));
      const fired = nextEvent<IcReconnectEvent>(el, 'ic-reconnect');
      reconnect(el)!.click();
      const {detail} = await fired;
      detail.opened();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      detail.done(false);
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  });
});
