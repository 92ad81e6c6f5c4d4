// preload(): the first requests start before the element's bundle, and the element takes them over.
// Counted with the browser's own resource timing, so a request made twice shows as two.
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {preload} from '../../src/preload.ts';
import type {GetToken} from '../../src/api/token.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {IcErrorEvent} from '../../src/elements/events.ts';
import {ACME, getToken, loaded, resetEmulator} from './helpers.ts';

const PATHS = {
  integration: '/v1/projects/demo/integrations/acme-crm-sync',
  installation: '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
  provider: '/v1/providers/acme-crm',
  contactFields: '/v1/projects/demo/integrations/acme-crm-sync/objects/contact/metadata',
};
const COMPANY_FIELDS = '/v1/projects/demo/integrations/acme-crm-sync/objects/company/metadata';

/** How many requests reached the network for `path` since the test began. */
const requestsTo = (path: string) =>
  performance
    .getEntriesByType('resource')
    .filter(
      (e) => new URL(e.name).pathname === path && (e as PerformanceResourceTiming).initiatorType === 'fetch',
    ).length;

/** The browser's timing of the one fetch made to `path`. */
function timingOf(path: string): PerformanceResourceTiming {
  const [entry, ...more] = performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname === path) as PerformanceResourceTiming[];
  if (!entry || more.length)
    throw new Error(`expected one request to ${path}, got ${more.length + (entry ? 1 : 0)}`);
  return entry;
}

/** An `<install-config>` as a page writes it, not yet in the document. */
function element(): InstallConfig {
  const el = document.createElement('install-config') as InstallConfig;
  el.setAttribute('base-url', '/v1');
  el.setAttribute('project', ACME.projectIdOrName);
  el.setAttribute('integration', ACME.integrationId);
  el.setAttribute('installation', ACME.installationId);
  el.setAttribute('group-ref', 'group-1');
  el.setAttribute('consumer-ref', 'consumer-1');
  return el;
}

const mounted: Element[] = [];
function mount(el: InstallConfig): InstallConfig {
  mounted.push(document.body.appendChild(el));
  return el;
}

describe('preload(): the first requests before the bundle', () => {
  beforeEach(async () => {
    await resetEmulator();
    performance.clearResourceTimings();
  });
  afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

  it('the element takes over all four requests: each reaches the service once', async () => {
    const el = element();
    preload(el, {getToken});
    await loaded(mount(el));
    // the header's placeholder gives way to the provider's logo once its answer is in
    await waitUntil(() => el.shadowRoot!.querySelector('[part=logo]'), 'no provider logo');
    for (const [what, path] of Object.entries(PATHS)) expect(requestsTo(path), what).to.equal(1);
  });

  it('told the open object, it asks for its fields with the installation, not after it', async () => {
    const el = element();
    preload(el, {getToken, object: 'contact'});
    await loaded(mount(el));
    await waitUntil(() => el.shadowRoot!.querySelector('[part=logo]'), 'no provider logo');
    for (const [what, path] of Object.entries(PATHS)) expect(requestsTo(path), what).to.equal(1);
    const fields = timingOf(PATHS.contactFields);
    const installation = timingOf(PATHS.installation);
    expect(fields.startTime, 'sent before the installation had answered').to.be.below(
      installation.responseEnd,
    );
  });

  it('without it, the fields of the open object wait for the installation and the manifest', async () => {
    const el = element();
    preload(el, {getToken});
    await loaded(mount(el));
    const fields = timingOf(PATHS.contactFields);
    for (const path of [PATHS.installation, PATHS.integration])
      expect(fields.startTime, path).to.be.at.least(timingOf(path).responseEnd);
  });

  it('told another object than the one the form opens, it still asks for the open one once', async () => {
    const el = element();
    preload(el, {getToken, object: 'company'});
    await loaded(mount(el));
    expect(el.shadowRoot!.querySelector('field-settings-editor')?.object).to.equal('contact');
    expect(requestsTo(PATHS.contactFields)).to.equal(1);
    expect(requestsTo(COMPANY_FIELDS), 'the element takes the answer over when it wants it').to.be.at.most(1);
  });

  it('an answer older than maxAgeMs is not used: the element asks again and loads', async () => {
    const el = element();
    preload(el, {getToken, maxAgeMs: 0});
    await loaded(mount(el));
    expect(requestsTo(PATHS.installation)).to.equal(2);
    expect(requestsTo(PATHS.integration)).to.equal(2);
  });

  it('a preloaded 401 (a token the service refuses) is retried by the element with a new token', async () => {
    let calls = 0;
    const rotating: GetToken = (scope) => (++calls === 1 ? 'not-a-token' : getToken(scope));
    const el = element();
    preload(el, {getToken: rotating});
    await loaded(mount(el));
    expect(calls).to.equal(2);
    expect(requestsTo(PATHS.installation), 'the refused one, then the retry').to.equal(2);
  });

  it('a failed token is reported by the element as usual, and preload asked the service nothing', async () => {
    const el = element();
    const failing: GetToken = () => Promise.reject(new Error('backend down'));
    preload(el, {getToken: failing});
    const error = new Promise<IcErrorEvent>((resolve) =>
      el.addEventListener('ic-error', (e) => resolve(e as IcErrorEvent), {once: true}),
    );
    mount(el);
    const {detail} = await error;
    expect(detail.phase).to.equal('load');
    expect((detail.error as Error).name).to.equal('TokenError');
    expect(requestsTo(PATHS.installation) + requestsTo(PATHS.integration)).to.equal(0);
  });

  it('names what is missing', () => {
    const el = element();
    el.removeAttribute('installation');
    expect(() => preload(el, {getToken})).to.throw(TypeError, /installation/);
    expect(() => preload(element(), {} as {getToken: GetToken})).to.throw(TypeError, /getToken/);
    expect(() => preload(element(), {getToken, object: 5 as unknown as string})).to.throw(
      TypeError,
      /options\.object/,
    );
  });
});
