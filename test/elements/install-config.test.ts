import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {emulateMedia, sendKeys, setViewport} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import {ApiError, NetworkError, ValidationError} from '../../src/contract/errors.ts';
import type {
  Installation,
  ManifestIntegration,
  ObjectMetadata,
  ProviderInfo,
  UpdateInstallationRequest,
} from '../../src/contract/schemas.ts';
import type {
  ChangeDetail,
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {NotReadyError} from '../../src/elements/errors.ts';
import {safeImageUrl} from '../../src/elements/url.ts';
import {memoryClient} from './memory-client.ts';
import {byRole, captureTimers, nextEvent, partText, settled, waitFor} from '../harness.ts';

const MANIFEST: ManifestIntegration = {
  name: 'acme-crm-sync',
  displayName: 'Acme CRM sync',
  provider: 'acme',
  write: {
    objects: [
      {objectName: 'contact', inheritMapping: true},
      {objectName: 'company'},
      {objectName: 'legacy_lead'},
    ],
  },
};
const PROVIDER: ProviderInfo = {
  name: 'acme',
  authType: 'oauth2',
  displayName: 'Acme CRM',
  support: {write: true},
  media: {
    regular: {logoURL: '/test/elements/fixtures/logo-light.svg'},
    darkMode: {logoURL: '/test/elements/fixtures/logo-dark.svg'},
  },
};
const installationWith = (objects: Record<string, unknown>, revisionId = 'rev-1'): Installation => ({
  id: 'inst-acme',
  projectId: 'demo',
  integrationId: 'acme-crm-sync',
  config: {revisionId, content: {provider: 'acme', write: {objects: objects as never}}},
});
const INSTALLATION = installationWith({
  contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}},
});
const METADATA: Record<string, ObjectMetadata> = {
  contact: {
    name: 'contact',
    displayName: 'Contacts',
    fields: {
      email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
      age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
      owner: {fieldName: 'owner', displayName: 'Owner', valueType: 'string', isRequired: true},
    },
  },
  company: {
    name: 'company',
    displayName: 'Companies',
    fields: {name: {fieldName: 'name', displayName: 'Name', valueType: 'string'}},
  },
};

const notFound = () => new ApiError(404, {title: 'Not Found', status: 404});

interface Deferred<T> {
  promise: Promise<T>;
  resolve(v: T): void;
  reject(e: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return {promise, resolve, reject};
}

/** A fake client: each method answers from the fixtures unless a test replaces it. */
function fakeClient(overrides: Partial<Record<keyof Client, unknown>> = {}) {
  const service = {
    manifest: MANIFEST,
    installation: INSTALLATION,
    provider: PROVIDER,
    metadata: (objectName: string) => {
      if (!METADATA[objectName]) throw notFound();
      return structuredClone(METADATA[objectName]);
    },
  };
  return memoryClient(service, {
    updateInstallation: async (_ref: unknown, body: UpdateInstallationRequest) =>
      installationWith(body.installation.config!.content!.write!.objects as never, 'rev-2'),
    ...overrides,
  });
}

async function mount(client: Client, extra = html``) {
  const el = await fixture<InstallConfig>(
    html`<install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        .client=${client}
      ></install-config
      >${extra}`,
  );
  return el;
}

const root = (el: InstallConfig) => el.shadowRoot!;

/**
 * A focus ring the customer sees whole: inside `holder` (the sticky box at the view's bottom edge,
 * which would cut off what lies outside it; `el` itself where the holder draws no box) and clear
 * of every box in `el` (its words, its buttons).
 */
function expectRingClear(el: HTMLElement, holder: HTMLElement) {
  const {outlineOffset, outlineWidth} = getComputedStyle(el);
  const r = el.getBoundingClientRect();
  const grown = (by: number) => new DOMRect(r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by);
  const ring = grown(parseFloat(outlineOffset) + parseFloat(outlineWidth));
  const hole = grown(parseFloat(outlineOffset));
  const within = (a: DOMRect, b: DOMRect) =>
    a.left >= b.left && a.top >= b.top && a.right <= b.right && a.bottom <= b.bottom;
  const box = getComputedStyle(holder).display === 'contents' ? el : holder;
  expect(within(ring, box.getBoundingClientRect()), 'the whole ring in view').to.equal(true);
  for (const child of el.children)
    expect(within(child.getBoundingClientRect(), hole), `the ring clear of ${child.className}`).to.equal(
      true,
    );
}
const editorOf = (el: InstallConfig) => root(el).querySelector('field-settings-editor')!;
const pickerOf = (el: InstallConfig) => root(el).querySelector('write-object-picker')!;
const inEditor = <T extends HTMLElement>(el: InstallConfig, label: string) =>
  editorOf(el)?.shadowRoot?.querySelector<T>(`[aria-label="${label}"]`) as T;
const saveButton = (el: InstallConfig) => root(el).querySelector<HTMLButtonElement>('[part=save-button]')!;
const resetButton = (el: InstallConfig) => root(el).querySelector<HTMLButtonElement>('[part=reset-button]')!;
const status = (el: InstallConfig) => partText(el, 'status');

async function loaded(client: Client) {
  const el = await mount(client);
  await waitUntil(() => inEditor(el, 'Default value for Email'), 'editor rows did not render');
  return el;
}

async function edit(el: InstallConfig, label: string, value: string) {
  const input = inEditor<HTMLInputElement>(el, label);
  input.value = value;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
  await editorOf(el).updateComplete;
  await el.updateComplete;
}

describe('<install-config>', () => {
  describe('loading', () => {
    it('shows a skeleton, not a blank box, while loading', async () => {
      const never = deferred<Installation>();
      const el = await mount(fakeClient({getInstallation: () => never.promise}).client);
      const base = root(el).querySelector('[part=base]')!;
      expect(base.getAttribute('aria-busy')).to.equal('true');
      expect(root(el).querySelectorAll('.skeleton').length).to.be.greaterThan(1);
      expect(base.textContent).to.contain('Loading');
    });

    it('waits with a skeleton until it has a client or getToken', async () => {
      const el = await fixture<InstallConfig>(
        html`<install-config project="demo" integration="x" installation="y"></install-config>`,
      );
      expect(root(el).querySelectorAll('.skeleton').length).to.be.greaterThan(1);
    });

    it('a new installation while one is loading cancels that load, and its late answer never shows', async () => {
      const first = deferred<Installation>();
      const signals: AbortSignal[] = [];
      const {client} = fakeClient({
        getInstallation: ({installationId}: {installationId: string}, {signal}: {signal: AbortSignal}) => {
          signals.push(signal);
          return installationId === 'inst-acme'
            ? first.promise
            : Promise.resolve(structuredClone(INSTALLATION));
        },
      });
      const el = await mount(client);
      el.installation = 'inst-other';
      await waitUntil(() => inEditor(el, 'Default value for Email'), 'the second load did not render');
      expect(signals[0].aborted).to.equal(true);
      expect(signals[1].aborted).to.equal(false);
      // The first answer arrives late, with other settings: the customer still sees the second.
      first.resolve(installationWith({company: {objectName: 'company'}}));
      await settled();
      await el.updateComplete;
      expect(el.draft!.writeObject('contact').isEnabled).to.equal(true);
      expect(el.draft!.writeObject('company').isEnabled).to.equal(false);
      expect(root(el).querySelector('[role=alert]')).to.equal(null);
    });

    it('fetches only the logo its theme shows; the other loads when the theme changes to it', async () => {
      // URLs no other test fetched, so the cache cannot have them
      const url = (file: string) => `/test/elements/fixtures/${file}?only-shown=${Math.random()}`;
      const media = {regular: {logoURL: url('logo-light.svg')}, darkMode: {logoURL: url('logo-dark.svg')}};
      const el = await loaded(fakeClient({getProvider: async () => ({...PROVIDER, media})}).client);
      const [light, dark] = root(el).querySelectorAll<HTMLImageElement>('h2 img[part=logo]');
      await waitUntil(() => light.complete && light.naturalWidth > 0, 'the light logo did not load');
      const fetched = (img: HTMLImageElement) => performance.getEntriesByName(img.src).length;
      expect([fetched(light), fetched(dark)]).to.deep.equal([1, 0]);
      el.theme = 'dark';
      await el.updateComplete;
      await waitUntil(() => dark.complete && dark.naturalWidth > 0, 'the dark logo did not load once shown');
      expect(fetched(dark)).to.equal(1);
    });

    it('renders the provider, the picker and the editor of the first enabled object', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      // One product name: the provider's wordmark logo is the heading (not the integration's name beside it).
      const [light, dark] = root(el).querySelectorAll<HTMLImageElement>('h2 img[part=logo]');
      expect(root(el).querySelector('[part=header]')!.textContent!.trim()).to.equal('');
      expect(root(el).textContent).not.to.contain('Acme CRM sync');
      expect(light.getAttribute('src')).to.equal(`${location.origin}/test/elements/fixtures/logo-light.svg`);
      expect(dark.getAttribute('src')).to.equal(`${location.origin}/test/elements/fixtures/logo-dark.svg`);
      expect(light.alt).to.equal('Acme CRM');
      // the logo that fits the theme is the one shown
      expect(getComputedStyle(light).display).to.equal('block');
      expect(getComputedStyle(dark).display).to.equal('none');
      el.theme = 'dark';
      await el.updateComplete;
      expect(getComputedStyle(light).display).to.equal('none');
      expect(getComputedStyle(dark).display).to.equal('block');
      // a dark page: the dark logo unless theme="light"
      await emulateMedia({colorScheme: 'dark'});
      try {
        el.theme = undefined;
        await el.updateComplete;
        expect([getComputedStyle(light).display, getComputedStyle(dark).display]).to.deep.equal([
          'none',
          'block',
        ]);
        el.theme = 'light';
        await el.updateComplete;
        expect([getComputedStyle(light).display, getComputedStyle(dark).display]).to.deep.equal([
          'block',
          'none',
        ]);
      } finally {
        await emulateMedia({colorScheme: 'light'});
      }
      expect(editorOf(el).object).to.equal('contact');
      expect(inEditor<HTMLSelectElement>(el, 'Write Email on update').value).to.equal('never');
      const picker = pickerOf(el).shadowRoot!;
      expect(picker.querySelector<HTMLInputElement>('[aria-label="Write Contacts"]')!.checked).to.equal(true);
      expect(picker.querySelector<HTMLInputElement>('[aria-label="Write Company"]')!.checked).to.equal(false);
      expect(calls.getIntegration[0][0]).to.deep.equal({
        projectIdOrName: 'demo',
        integrationId: 'acme-crm-sync',
      });
      expect(calls.getProvider[0][0]).to.equal('acme');
      // Only the switched-on object's fields are fetched; the others wait until they are switched on.
      expect(
        (calls.getObjectMetadata as [{objectName: string; groupRef: string}][]).map(([r]) => [
          r.objectName,
          r.groupRef,
        ]),
      ).to.deep.equal([['contact', 'group-1']]);
    });

    it('shows the form without waiting for the provider; the header fills in when it arrives', async () => {
      const provider = deferred<ProviderInfo>();
      const {client, calls} = fakeClient({getProvider: () => provider.promise});
      const el = await loaded(client);
      // the open object's fields were asked for beside the provider, not after it
      expect(calls.getObjectMetadata).to.have.length(1);
      expect(root(el).querySelector('[part=header] .skeleton'), 'a placeholder holds its place').not.to.equal(
        null,
      );
      // nothing can be switched on before the provider says whether it writes at all
      const boxes = [...pickerOf(el).shadowRoot!.querySelectorAll<HTMLInputElement>('[role=switch]')];
      expect(boxes.map((b) => b.disabled)).to.deep.equal([true, true, true]);
      await edit(el, 'Default value for Age', '30');
      provider.resolve(structuredClone(PROVIDER));
      await waitUntil(() => root(el).querySelector('h2 img[part=logo]'), 'the header did not fill in');
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('30');
      await pickerOf(el).updateComplete;
      expect(boxes.map((b) => b.disabled)).to.deep.equal([false, false, false]);
    });

    it('asks for the token when it connects, before its first render', async () => {
      const scopes: unknown[] = [];
      const token = deferred<string>();
      const el = document.createElement('install-config');
      Object.assign(el, {
        baseUrl: 'https://api.example.invalid/v1',
        project: 'demo',
        integration: 'acme-crm-sync',
        installation: 'inst-acme',
        getToken: (scope: unknown) => (scopes.push(scope), token.promise),
      });
      document.body.append(el);
      try {
        expect(scopes, 'getToken was not called on connect').to.have.length(1);
        expect(el.shadowRoot?.querySelector('[part=base]') ?? null, 'not rendered yet').to.equal(null);
      } finally {
        // end the load this test started while the element is in the page: a token left pending
        // would time out 30 s later, and its warning and ic-error land in whichever test runs then
        const failed = nextEvent(el, 'ic-error');
        token.reject(new Error('no token in this test'));
        await failed;
        el.remove();
      }
    });

    it('an object the account lacks is refused on its row when switched on, and never counts as a change', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      const picker = pickerOf(el).shadowRoot!;
      const changes: ChangeDetail[] = [];
      el.addEventListener('ic-change', (e) => changes.push(e.detail));
      picker.querySelector<HTMLInputElement>('[aria-label="Write Legacy lead"]')!.click();
      await waitUntil(() => picker.textContent!.includes('Not available in your account.'));
      // switched off again at once: nothing to save, and the host heard both steps
      await waitUntil(() => !el.draft!.isDirty, 'the refused object still counts as a change');
      const box = picker.querySelector<HTMLInputElement>('[aria-label="Write Legacy lead"]')!;
      expect(box.checked).to.equal(false);
      expect(el.buildPatch().updateMask).to.deep.equal([]);
      expect(changes.map((c) => c.kind === 'object' && [c.objectName, c.enabled])).to.deep.equal([
        ['legacy_lead', true],
        ['legacy_lead', false],
      ]);
      // remembered: the row stays off and cannot be switched on again, so no second request
      expect(box.disabled).to.equal(true);
      const asked = calls.getObjectMetadata.length;
      box.click();
      await el.updateComplete;
      expect(calls.getObjectMetadata.length).to.equal(asked);
      expect(el.draft!.isDirty).to.equal(false);
      expect(picker.querySelector<HTMLInputElement>('[aria-label="Write Company"]')!.disabled).to.equal(
        false,
      );
      // the refusal is no undo step: undo goes back past the switch-on, with nothing left to undo
      expect(el.draft!.undo()).to.equal(true);
      await el.updateComplete;
      expect(el.draft!.writeObject('legacy_lead').isEnabled).to.equal(false);
      expect(el.draft!.canUndo, 'undo would only bring the refusal back').to.equal(false);
    });

    it('uses the manifest and fields properties instead of fetching them', async () => {
      const {client, calls} = fakeClient();
      const el = await fixture<InstallConfig>(
        html`<install-config
          project="demo"
          integration="acme-crm-sync"
          installation="inst-acme"
          .client=${client}
          .manifest=${{specVersion: '1.0.0', integrations: [MANIFEST]}}
          .fields=${{contact: [{fieldName: 'email', displayName: 'E-mail address', valueType: 'string'}]}}
        ></install-config>`,
      );
      await waitUntil(() => inEditor(el, 'Default value for E-mail address'));
      expect(calls.getIntegration).to.equal(undefined);
      expect(calls.getObjectMetadata).to.equal(undefined);
    });

    it('falls back to a monogram when the provider has no logo, an unsafe one, or it fails to load', async () => {
      const unsafe = {...PROVIDER, displayName: 'gamma', media: {regular: {logoURL: 'javascript:alert(1)'}}};
      const el = await loaded(fakeClient({getProvider: async () => unsafe}).client);
      expect(root(el).querySelector('img')).to.equal(null);
      expect(root(el).querySelector('.monogram')!.textContent).to.equal('G');
      const broken = {...PROVIDER, media: {regular: {logoURL: '/test/elements/fixtures/no-such-logo.svg'}}};
      const el2 = await loaded(fakeClient({getProvider: async () => broken}).client);
      await waitUntil(() => !root(el2).querySelector('img'), 'the broken logo stayed');
      expect(root(el2).querySelector('.monogram')!.textContent).to.equal('A');
    });

    it('renders HTML from the server as text', async () => {
      const evil = '<img src=x onerror="window.__pwned3=1">';
      const el = await loaded(
        fakeClient({getProvider: async () => ({...PROVIDER, displayName: evil, media: undefined})}).client,
      );
      expect(root(el).querySelector('h2')!.textContent).to.equal(evil);
      expect(root(el).querySelector('img')).to.equal(null);
    });

    it('a load error says what failed and Retry loads again', async () => {
      let fail = true;
      const {client} = fakeClient({
        getInstallation: async () => {
          if (fail) throw new ApiError(500, {title: 'Internal Server Error', detail: 'database down'});
          return structuredClone(INSTALLATION);
        },
      });
      const errorEvent = oneEvent(document.body, 'ic-error');
      const el = await mount(client);
      const ev = (await errorEvent) as IcErrorEvent;
      expect(ev.detail.phase).to.equal('load');
      await el.updateComplete;
      const alert = root(el).querySelector('[role=alert]')!;
      // Plain words for the customer; the technical detail is on the event.
      expect(alert.textContent).to.contain('Your settings could not be loaded.');
      expect(alert.textContent).to.contain('The service had a problem. Please try again in a moment.');
      expect(alert.textContent).not.to.contain('database down');
      expect((ev.detail.error as ApiError).problem.detail).to.equal('database down');
      fail = false;
      root(el).querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
      await waitUntil(() => inEditor(el, 'Default value for Email'));
      expect(root(el).querySelector('[role=alert]')).to.equal(null);
    });

    it('a failed reload keeps the form and the edits in view under the notice; Retry reloads with the edits kept', async () => {
      let fail = false;
      const {client} = fakeClient({
        getInstallation: async () => {
          if (fail) throw new NetworkError('offline');
          return structuredClone(INSTALLATION);
        },
      });
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      fail = true;
      // the host hands over a new client (a new token function, say): the installation loads again, and fails
      el.client = {...client};
      await waitUntil(() => root(el).querySelector('[role=alert]'), 'no load error');
      expect(root(el).querySelector('[role=alert]')!.textContent).to.contain(
        'Your settings could not be loaded.',
      );
      expect(
        inEditor<HTMLInputElement>(el, 'Default value for Age').value,
        'the edit is still in view',
      ).to.equal('30');
      expect(root(el).querySelector('.actions')!.textContent).to.contain('1 unsaved change');
      fail = false;
      root(el).querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
      await waitUntil(() => !root(el).querySelector('[role=alert]'), 'the notice stayed after a good reload');
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('30');
      expect(el.draft!.writeObject('contact').getFieldSettings('age')).to.deep.equal({
        default: {integerValue: 30},
      });
    });

    it('a load error of another installation shows no form of the previous one', async () => {
      const {client} = fakeClient({
        getInstallation: async ({installationId}: {installationId: string}) => {
          if (installationId !== 'inst-acme') throw notFound();
          return structuredClone(INSTALLATION);
        },
      });
      const el = await loaded(client);
      el.installation = 'inst-other';
      await waitUntil(() => root(el).querySelector('[role=alert]'), 'no load error');
      expect(root(el).querySelector('field-settings-editor'), "the previous installation's form").to.equal(
        null,
      );
    });

    it('a garbage provider answer is a load error in plain words, its detail on ic-error', async () => {
      const errorEvent = oneEvent(document.body, 'ic-error');
      const el = await mount(
        fakeClient({getProvider: async () => Promise.reject(new TypeError('Unexpected token <'))}).client,
      );
      await waitUntil(() => root(el).querySelector('[role=alert]'));
      const text = root(el).querySelector('[role=alert]')!.textContent!;
      expect(text).to.contain('Something went wrong. Please try again.');
      expect(text).not.to.contain('Unexpected token');
      expect(((await errorEvent) as IcErrorEvent).detail.error).to.have.property(
        'message',
        'Unexpected token <',
      );
    });

    it('an object whose fields fail to load offers a retry for that object', async () => {
      let fail = true;
      const {client} = fakeClient({
        getObjectMetadata: async ({objectName}: {objectName: string}) => {
          if (objectName === 'contact' && fail) throw new NetworkError('offline');
          if (!METADATA[objectName]) throw notFound();
          return structuredClone(METADATA[objectName]);
        },
      });
      const el = await mount(client);
      await waitUntil(() => editorOf(el)?.shadowRoot!.querySelector('[role=alert]'));
      const alert = editorOf(el).shadowRoot!.querySelector('[role=alert]')!;
      // a notice like the other failures: what failed as its title, why under it, then Retry
      const [title, why] = [...alert.querySelectorAll('p')].map((p) => p.textContent);
      expect(title).to.equal('Could not load the fields of Contact.');
      expect(why).to.contain('Could not reach the service.');
      expect(alert.classList.contains('notice')).to.be.true;
      // the technical reason is for the host (ic-error, console), not for the customer
      expect(alert.textContent).not.to.contain('offline');
      fail = false;
      alert.querySelector('button')!.click();
      await waitUntil(() => inEditor(el, 'Default value for Email'));
    });

    it('creates its own client from base-url and getToken and sends the token', async () => {
      const seen: Array<{url: string; auth: string | null}> = [];
      const original = window.fetch;
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        seen.push({url, auth: new Headers(init?.headers).get('authorization')});
        if (url.includes('/metadata')) return json({title: 'Not Found', status: 404}, 404);
        if (url.includes('/installations/')) return json(INSTALLATION);
        if (url.includes('/providers/')) return json(PROVIDER);
        return json({id: 'acme-crm-sync', latestRevision: {content: MANIFEST}});
      };
      try {
        const scopes: unknown[] = [];
        const el = await fixture<InstallConfig>(
          html`<install-config
            base-url="https://api.example.com/v1"
            project="demo"
            integration="acme-crm-sync"
            installation="inst-acme"
            group-ref="group-1"
            consumer-ref="consumer-1"
            .getToken=${async (scope: unknown) => (scopes.push(scope), 'tok-1')}
          ></install-config>`,
        );
        await waitUntil(() => root(el).querySelector('h2'));
        expect(scopes[0]).to.deep.equal({
          projectIdOrName: 'demo',
          groupRef: 'group-1',
          consumerRef: 'consumer-1',
        });
        const inst = seen.find((s) =>
          s.url.endsWith('/projects/demo/integrations/acme-crm-sync/installations/inst-acme'),
        )!;
        expect(inst.url).to.equal(
          'https://api.example.com/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
        );
        expect(inst.auth).to.equal('Bearer tok-1');
      } finally {
        window.fetch = original;
      }
    });
  });

  describe('saving', () => {
    it('Save is disabled while nothing changed, and enabled by an edit', async () => {
      const el = await loaded(fakeClient().client);
      expect(saveButton(el).disabled).to.equal(true);
      expect(resetButton(el).disabled).to.equal(true);
      await edit(el, 'Default value for Age', '30');
      expect(saveButton(el).disabled).to.equal(false);
      expect(resetButton(el).disabled).to.equal(false);
    });

    it('Save turns on while a default is typed, and a click on it saves what was typed', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      inEditor<HTMLInputElement>(el, 'Default value for Age').focus();
      await sendKeys({type: '42'});
      await el.updateComplete;
      expect(saveButton(el).disabled, 'on while typing').to.equal(false);
      // typing in the filter box is not an edit
      const filter = editorOf(el).shadowRoot!.querySelector<HTMLInputElement>('[part=filter]')!;
      filter.focus();
      await el.updateComplete;
      expect(saveButton(el).disabled, 'committed on leaving the input').to.equal(false);
      expect(el.draft!.writeObject('contact').getFieldSettings('age')).to.deep.equal({
        default: {integerValue: 42},
      });
      el.reset();
      await el.updateComplete;
      filter.focus();
      await sendKeys({type: 'mail'});
      await el.updateComplete;
      expect(saveButton(el).disabled, 'the filter is not an edit').to.equal(true);
      filter.value = '';
      filter.dispatchEvent(new Event('input'));
      await editorOf(el).updateComplete;
      // typing that ends where it started turns Save off again once focus leaves the fields
      inEditor<HTMLInputElement>(el, 'Default value for Age').focus();
      await sendKeys({type: '7'});
      await sendKeys({press: 'Backspace'});
      root(el).querySelector<HTMLSelectElement>('#object')!.focus();
      await el.updateComplete;
      expect(saveButton(el).disabled, 'nothing typed in the end').to.equal(true);
      // a click straight from the input: the input commits on leaving, then Save saves it
      inEditor<HTMLInputElement>(el, 'Default value for Age').focus();
      await sendKeys({type: '5'});
      await el.updateComplete;
      const saved = oneEvent(el, 'ic-saved');
      saveButton(el).focus();
      saveButton(el).click();
      await saved;
      expect(JSON.stringify(calls.updateInstallation.at(-1))).to.contain('"integerValue":5');
    });

    it('saves the exact patch, shows it is saving, ignores a second click, then announces success', async () => {
      const gate = deferred<Installation>();
      const {client, calls} = fakeClient({updateInstallation: () => gate.promise});
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      const before = oneEvent(el, 'ic-before-save');
      saveButton(el).click();
      const {detail} = (await before) as IcBeforeSaveEvent;
      const expected = {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {
            revisionId: 'rev-1',
            content: {
              provider: 'acme',
              write: {
                objects: {
                  contact: {
                    objectName: 'contact',
                    selectedFieldSettings: {
                      email: {writeOnUpdate: 'never'},
                      age: {default: {integerValue: 30}},
                    },
                  },
                },
              },
            },
          },
        },
      };
      expect(detail.patch).to.deep.equal(expected);
      await el.updateComplete;
      expect(saveButton(el).disabled).to.equal(true);
      expect(saveButton(el).getAttribute('aria-busy')).to.equal('true');
      expect(saveButton(el).textContent!.trim()).to.equal('Saving…');
      await editorOf(el).updateComplete;
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').disabled).to.equal(true);
      saveButton(el).click();
      el.save();
      // The request leaves once the save path's chunk is in (it starts loading at the first edit).
      await waitUntil(() => calls.updateInstallation?.length, 'the save request never left');
      expect(calls.updateInstallation[0][1]).to.deep.equal(expected);
      const saved = oneEvent(el, 'ic-saved');
      gate.resolve(installationWith(expected.installation.config.content.write.objects, 'rev-2'));
      const ev = (await saved) as IcSavedEvent;
      // The second click and save() during the first were ignored: one request in all.
      expect(calls.updateInstallation).to.have.length(1);
      expect(ev.detail.installation.config.revisionId).to.equal('rev-2');
      expect(status(el)).to.equal('Your changes were saved.');
      expect(el.draft!.isDirty).to.equal(false);
      expect(saveButton(el).disabled).to.equal(true);
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('30');
    });

    it('ic-before-save can cancel the save', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      el.addEventListener('ic-before-save', (e) => e.preventDefault());
      expect(await el.save()).to.equal(undefined);
      expect(calls.updateInstallation).to.equal(undefined);
      expect(el.draft!.isDirty).to.equal(true);
      await el.updateComplete;
      expect(status(el)).to.equal('Saving was cancelled.');
    });

    it('a failed save keeps every edit, announces it, fires ic-error, and Retry saves again', async () => {
      let fail = true;
      const {client, calls} = fakeClient({
        updateInstallation: async (_r: unknown, body: UpdateInstallationRequest) => {
          if (fail) throw new ApiError(500, {title: 'Internal Server Error'});
          return installationWith(body.installation.config!.content!.write!.objects as never, 'rev-2');
        },
      });
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      const err = oneEvent(el, 'ic-error');
      saveButton(el).click();
      const ev = (await err) as IcErrorEvent;
      expect(ev.detail.phase).to.equal('save');
      expect((ev.detail.error as ApiError).status).to.equal(500);
      await el.updateComplete;
      expect(status(el)).to.equal(
        'Your changes were not saved. They are kept here. The service had a problem. Please try again in a moment.',
      );
      // The full message is visible, not only announced; Save turned into Retry (one action).
      const notice = root(el).querySelector('.notice.error')!.textContent!.replace(/\s+/g, ' ');
      expect(notice).to.contain(
        'Your changes were not saved. They are kept here. The service had a problem. Please try again in a moment.',
      );
      expect(saveButton(el).textContent!.trim()).to.equal('Retry');
      expect(
        root(el).querySelectorAll('button:not([part=reset-button]):not([part=dismiss-button])'),
      ).to.have.length(1);
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('30');
      expect(el.draft!.writeObject('contact').getFieldSettings('age')).to.deep.equal({
        default: {integerValue: 30},
      });
      expect(saveButton(el).disabled).to.equal(false);
      fail = false;
      const saved = oneEvent(el, 'ic-saved');
      saveButton(el).click();
      await saved;
      expect(calls.updateInstallation).to.have.length(2);
      await el.updateComplete;
      expect(root(el).querySelector('.notice')).to.equal(null);
      expect(saveButton(el).textContent!.trim()).to.equal('Save');
    });

    it('save() from script rejects with the typed error', async () => {
      const el = await loaded(
        fakeClient({updateInstallation: async () => Promise.reject(new NetworkError('offline'))}).client,
      );
      el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
      let caught: unknown;
      await el.save().catch((e) => (caught = e));
      expect(caught).to.be.instanceOf(NetworkError);
      await el.updateComplete;
      expect(status(el)).to.contain('Could not reach the service.');
    });

    it('a setting the service would refuse is never sent: the notice names the object, ic-error the path and the rule', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      const reads = calls.getInstallation!.length;
      // a host's read object with a schedule production refuses (it must be a string)
      el.draft!.readObject('contact').set({objectName: 'contact', schedule: 5} as never);
      await el.updateComplete;
      const err = oneEvent(el, 'ic-error');
      saveButton(el).click();
      const {detail} = (await err) as IcErrorEvent;
      expect(detail.phase).to.equal('save');
      expect(detail.error).to.be.instanceOf(ValidationError);
      expect((detail.error as ValidationError).issues[0]).to.include({
        path: 'read.objects.contact.schedule',
        message: 'must be a string',
      });
      expect(calls.updateInstallation).to.equal(undefined);
      expect(calls.getInstallation!.length).to.equal(reads);
      await el.updateComplete;
      expect(partText(el, 'notice')).to.equal(
        'Your changes were not saved. They are kept here. Contacts has a setting the service does not accept, so nothing was sent.',
      );
      // the same save would meet the same refusal: no Retry; the edit is kept
      expect(saveButton(el).textContent!.trim()).to.equal('Save');
      expect(el.draft!.readObject('contact').get()).to.deep.equal({objectName: 'contact', schedule: 5});
    });

    it('a 409 reloads the server state, keeps edits that do not collide and names those that do', async () => {
      const server = installationWith(
        {
          contact: {
            objectName: 'contact',
            selectedFieldSettings: {email: {writeOnUpdate: 'always'}, phone: {writeOnCreate: 'never'}},
          },
        },
        'rev-9',
      );
      let conflict = true;
      const {client, calls} = fakeClient({
        updateInstallation: async (_r: unknown, body: UpdateInstallationRequest) => {
          if (conflict) throw new ApiError(409, {title: 'Conflict', detail: 'revision mismatch'});
          return installationWith(body.installation.config!.content!.write!.objects as never, 'rev-10');
        },
      });
      const el = await loaded(client);
      (client as unknown as {getInstallation: () => Promise<Installation>}).getInstallation = async () =>
        structuredClone(server);
      el.setFieldSettings('contact', 'email', {writeOnUpdate: 'ifEmpty'});
      el.setFieldSettings('contact', 'age', {default: {integerValue: 5}});
      await el.updateComplete;
      const err = oneEvent(el, 'ic-error');
      saveButton(el).click();
      const ev = (await err) as IcErrorEvent;
      expect(ev.detail.conflicts!.map((c) => [c.objectName, c.fieldName])).to.deep.equal([
        ['contact', 'email'],
      ]);
      await el.updateComplete;
      // Named by display names, as information (not a red error).
      expect(status(el)).to.contain('Their version was kept for Email (Contacts)');
      expect(root(el).querySelector('.notice.error')).to.equal(null);
      expect(root(el).querySelector('.notice.info')!.textContent).to.contain('Email (Contacts)');
      const draft = el.draft!;
      expect(draft.revisionId).to.equal('rev-9');
      expect(draft.writeObject('contact').getFieldSettings('email')).to.deep.equal({writeOnUpdate: 'always'});
      expect(draft.writeObject('contact').getFieldSettings('phone')).to.deep.equal({writeOnCreate: 'never'});
      expect(draft.writeObject('contact').getFieldSettings('age')).to.deep.equal({
        default: {integerValue: 5},
      });
      await editorOf(el).updateComplete;
      expect(inEditor<HTMLSelectElement>(el, 'Write Email on update').value).to.equal('always');
      conflict = false;
      await el.save();
      // The first save found rev-9 by its pre-read and stopped there; this one sends on rev-9.
      expect(
        (calls.updateInstallation.at(-1)![1] as UpdateInstallationRequest).installation.config!.revisionId,
      ).to.equal('rev-9');
    });

    it('a 409 that merges cleanly is an info notice naming what the other person changed by display names', async () => {
      const {client} = fakeClient({
        updateInstallation: async () => Promise.reject(new ApiError(409, {title: 'Conflict'})),
      });
      const el = await loaded(client);
      (client as unknown as {getInstallation: () => Promise<Installation>}).getInstallation = async () =>
        installationWith(
          {
            contact: {
              objectName: 'contact',
              selectedFieldSettings: {email: {writeOnUpdate: 'never'}, age: {writeOnCreate: 'never'}},
            },
          },
          'rev-5',
        );
      el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never', writeOnCreate: 'never'});
      await el.save().catch(() => undefined);
      await el.updateComplete;
      const notice = root(el).querySelector('.notice.info')!;
      expect(notice.textContent).to.contain('Someone else changed Age (Contacts) meanwhile.');
      expect(notice.textContent).not.to.contain('contact.age');
      expect(root(el).querySelector('.notice.error')).to.equal(null);
      // Information in the accent colour, not the danger red.
      expect(getComputedStyle(notice).borderLeftColor).to.equal('rgb(11, 87, 208)');
      expect(el.draft!.isDirty).to.equal(true);
      expect(saveButton(el).textContent!.trim()).to.equal('Save');
    });

    it('a 401 after the client refreshed says the session expired and keeps the edits', async () => {
      const {client} = fakeClient({
        updateInstallation: async () => Promise.reject(new ApiError(401, {title: 'Unauthorized'})),
      });
      const el = await loaded(client);
      el.setFieldSettings('contact', 'age', {default: {integerValue: 5}});
      await el.save().catch(() => undefined);
      await el.updateComplete;
      expect(status(el)).to.equal('Your session expired. Sign in again to save; your changes are kept.');
      expect(root(el).querySelector('.notice.error')!.textContent).to.contain('session expired');
      expect(el.draft!.isDirty).to.equal(true);
    });

    it('invalid input blocks Save and buildPatch, and says how many fields are wrong', async () => {
      const el = await loaded(fakeClient().client);
      await edit(el, 'Default value for Email', 'x@y.z');
      expect(saveButton(el).disabled).to.equal(false);
      await edit(el, 'Default value for Age', '1.5');
      await waitUntil(() => saveButton(el).disabled);
      expect(root(el).querySelector('.actions')!.textContent).to.contain(
        'Fields with invalid settings: 1. Fix them to save.',
      );
      expect(() => el.buildPatch()).to.throw(
        ValidationError,
        /write\.objects\.contact\.selectedFieldSettings\.age\.default: must be a whole number/,
      );
      await edit(el, 'Default value for Age', '2');
      await waitUntil(() => !saveButton(el).disabled);
    });
  });

  describe('visible states', () => {
    const actions = (el: InstallConfig) =>
      root(el).querySelector('.actions')!.textContent!.replace(/\s+/g, ' ').trim();

    it('counts unsaved changes beside Save, and Discard says what it discards', async () => {
      const el = await loaded(fakeClient().client);
      expect(actions(el)).to.equal('Discard changes Save');
      await edit(el, 'Default value for Age', '30');
      expect(actions(el)).to.equal('1 unsaved change Discard 1 change Save');
      el.setFieldSettings('contact', 'email', undefined);
      await el.updateComplete;
      expect(actions(el)).to.equal('2 unsaved changes Discard 2 changes Save');
      resetButton(el).click();
      await el.updateComplete;
      expect(actions(el)).to.equal('Changes discarded. Undo Discard changes Save');
      // Discard is undoable: Undo brings both changes back, and says so to the host
      const undone = oneEvent(el, 'ic-change');
      root(el).querySelector<HTMLButtonElement>('[part=undo-button]')!.click();
      expect(((await undone) as IcChangeEvent).detail).to.deep.equal({kind: 'undo'});
      expect(actions(el)).to.equal('2 unsaved changes Discard 2 changes Save');
      await editorOf(el).updateComplete;
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('30');
    });

    it('a saved confirmation stays visible until the next edit', async () => {
      const el = await loaded(fakeClient().client);
      await edit(el, 'Default value for Age', '30');
      el.setFieldSettings('contact', 'email', undefined);
      // Any timer the save sets runs at once below, as if its delay had passed: none may hide it.
      const timers = captureTimers();
      try {
        await el.save();
        await el.updateComplete;
        const saved = root(el).querySelector<HTMLElement>('[part=saved]')!;
        expect(saved.textContent!.trim()).to.equal('✓ Saved · 2 changes');
        expect(saved.getBoundingClientRect().height).to.be.greaterThan(0);
        timers.runAll();
      } finally {
        timers.restore();
      }
      await el.updateComplete;
      expect(root(el).querySelector('[part=saved]')).not.to.equal(null);
      await edit(el, 'Default value for Age', '31');
      expect(root(el).querySelector('[part=saved]')).to.equal(null);
      expect(actions(el)).to.contain('1 unsaved change');
    });

    it('Retry is disabled while an invalid value blocks Save', async () => {
      const {client} = fakeClient({
        updateInstallation: async () => Promise.reject(new ApiError(503, {title: 'Unavailable'})),
      });
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      await el.save().catch(() => undefined);
      await el.updateComplete;
      expect(saveButton(el).textContent!.trim()).to.equal('Retry');
      expect(saveButton(el).disabled).to.equal(false);
      await edit(el, 'Default value for Age', 'abc');
      await waitUntil(() => saveButton(el).disabled, 'Retry stayed enabled with an invalid value');
      expect(actions(el)).to.contain('Fields with invalid settings: 1.');
    });

    it('with confirm-leave, the browser asks before leaving unsaved edits or a running save; not without', async () => {
      const save = deferred<Installation>();
      const {client} = fakeClient({updateInstallation: () => save.promise});
      const el = await loaded(client);
      const leave = () => {
        const e = new Event('beforeunload', {cancelable: true});
        window.dispatchEvent(e);
        return e.defaultPrevented;
      };
      await edit(el, 'Default value for Age', '30');
      expect(leave(), 'not opted in').to.equal(false);
      el.setAttribute('confirm-leave', '');
      await el.updateComplete;
      expect(leave(), 'unsaved edit').to.equal(true);
      const saving = el.save();
      await el.updateComplete;
      expect(leave(), 'save running').to.equal(true);
      save.resolve(el.draft!.baseline);
      await saving.catch(() => undefined);
      await waitUntil(() => !el.draft!.isDirty, 'save did not finish');
      expect(leave(), 'all saved').to.equal(false);
      el.remove();
      expect(leave(), 'element gone').to.equal(false);
    });

    it('"Fields with invalid settings" takes the customer to the first one, even past a filter', async () => {
      const el = await loaded(fakeClient().client);
      await edit(el, 'Default value for Age', 'abc');
      const editor = editorOf(el);
      const filter = editor.shadowRoot!.querySelector<HTMLInputElement>('[part=filter]')!;
      filter.value = 'no such field';
      filter.dispatchEvent(new Event('input'));
      await editor.updateComplete;
      const jump = root(el).querySelector<HTMLButtonElement>('[part=invalid-button]')!;
      expect(jump.textContent!.trim()).to.equal('Fields with invalid settings: 1. Fix them to save.');
      jump.click();
      await waitUntil(
        () => editor.shadowRoot!.activeElement?.getAttribute('role') === 'rowheader',
        'no row focused',
      );
      const row = editor.shadowRoot!.activeElement!.closest('[role=row]')!;
      expect(row.querySelector('[part=label]')!.textContent).to.equal('Age');
      expect(row.textContent).to.contain('Not saved:');
      expect(filter.value).to.equal('');
    });

    it('settings the server holds on a field that became required since do not block saving another change', async () => {
      // held before Owner became required: the service keeps them as they are (the field-rule table says so)
      const held = installationWith({
        contact: {objectName: 'contact', selectedFieldSettings: {owner: {writeOnCreate: 'never'}}},
      });
      const {client, calls} = fakeClient({getInstallation: async () => structuredClone(held)});
      const el = await loaded(client);
      await edit(el, 'Default value for Age', '30');
      expect(saveButton(el).disabled, 'Save blocked by a setting the customer did not touch').to.equal(false);
      expect(actions(el)).not.to.contain('invalid');
      const row = inEditor<HTMLSelectElement>(el, 'Write Owner on create').closest('[role=row]')!;
      expect(row.querySelector('.msg.error')).to.equal(null);
      await el.save();
      expect(calls.updateInstallation).to.have.length(1);
      // changed, it is checked as new
      const select = inEditor<HTMLSelectElement>(el, 'Write Owner on update');
      select.value = 'never';
      select.dispatchEvent(new Event('change'));
      await waitUntil(
        () => saveButton(el).disabled,
        'a changed setting on the required field was not checked',
      );
    });

    it('a required field set to never on create is refused on its row before Save, not by a 422 after', async () => {
      const {client, calls} = fakeClient();
      const el = await loaded(client);
      const writeOwner = () => byRole<HTMLSelectElement>(el, 'combobox', 'Write Owner on create')!;
      const refusal = () => writeOwner().closest('[role=row]')!.querySelector('.msg.error');
      const choose = async (text: string) => {
        const select = writeOwner();
        select.value = [...select.options].find((o) => o.text === text)!.value;
        select.dispatchEvent(new Event('change'));
        await editorOf(el).updateComplete;
      };
      await choose('Never');
      await waitUntil(() => saveButton(el).disabled, 'Save stayed enabled for a rule the service refuses');
      expect(actions(el)).to.contain('Fields with invalid settings: 1.');
      // the row names the rule, not the field's internal name (the row already shows "Owner")
      const message = refusal()?.textContent ?? '';
      expect(message).to.contain('is required, so it must be written on create');
      expect(message).not.to.contain('owner');
      expect(() => el.buildPatch()).to.throw(ValidationError);
      expect(await el.save().catch((e) => e)).to.be.instanceOf(ValidationError);
      expect(calls.updateInstallation).to.equal(undefined);
      // a default does not help: "never" keeps the default off creates too
      await edit(el, 'Default value for Owner', 'n/a');
      expect(refusal()?.textContent).to.contain('is required, so it must be written on create');
      expect(saveButton(el).disabled).to.equal(true);
      // writing it on create again clears the refusal, and the default typed meanwhile is kept
      await choose('Always (default)');
      await waitUntil(() => !refusal(), 'the refusal stayed after choosing Always');
      await waitUntil(() => !saveButton(el).disabled, 'Save stayed blocked with Always chosen');
      expect(actions(el)).not.to.contain('Fields with invalid settings');
      expect(byRole<HTMLInputElement>(el, 'textbox', 'Default value for Owner')!.value).to.equal('n/a');
      // so does resetting the field to its default behaviour
      await choose('Never');
      await waitFor(refusal, 'the refusal on choosing Never again');
      byRole(el, 'button', 'Reset to default: Owner')!.click();
      await waitUntil(() => !refusal(), 'the refusal stayed after Reset to default');
      expect(actions(el)).not.to.contain('Fields with invalid settings');
    });

    it('on a phone, the outcome of a failed save shows in view beside Save, not below the fold', async () => {
      await setViewport({width: 375, height: 640});
      try {
        const el = await loaded(
          fakeClient({updateInstallation: async () => Promise.reject(new ApiError(500, {title: 'Boom'}))})
            .client,
        );
        expect(el.getBoundingClientRect().bottom, 'the element is taller than the view').to.be.greaterThan(
          innerHeight,
        );
        await edit(el, 'Default value for Age', '30');
        await el.save().catch(() => undefined);
        await el.updateComplete;
        const notice = root(el).querySelector('[part=notice]')!.getBoundingClientRect();
        expect(notice.height).to.be.greaterThan(0);
        expect(notice.top, 'notice top').to.be.at.least(0);
        expect(notice.bottom, 'notice bottom').to.be.at.most(innerHeight);
        expect(saveButton(el).getBoundingClientRect().bottom).to.be.at.most(innerHeight);
      } finally {
        await setViewport({width: 800, height: 600});
      }
    });

    it('a row reached by keyboard is never hidden under the sticky actions bar', async () => {
      await setViewport({width: 1000, height: 700});
      try {
        const fields = Object.fromEntries(
          Array.from({length: 30}, (_, i) => [
            `f${i}`,
            {fieldName: `f${i}`, displayName: `Field ${i}`, valueType: 'string'},
          ]),
        );
        const el = await mount(
          fakeClient({getObjectMetadata: async () => ({name: 'contact', displayName: 'Contacts', fields})})
            .client,
        );
        // Taller than the view, so the grid always runs under the bar, wherever the sections
        // above it (some load on demand) have pushed it when the first row takes focus.
        el.style.setProperty('--ic-editor-height', '60rem');
        await waitUntil(() => inEditor(el, 'Default value for Field 0'), 'editor rows did not render');
        const editor = editorOf(el);
        const bar = root(el).querySelector('[part=actions]')!;
        editor.shadowRoot!.querySelector<HTMLElement>('[role=rowheader]')!.focus();
        const grid = editor.shadowRoot!.querySelector('[role=grid]')!.getBoundingClientRect();
        expect(grid.bottom, 'the grid reaches below the actions bar').to.be.greaterThan(
          bar.getBoundingClientRect().top,
        );
        for (let i = 1; i <= 12; i++) {
          await sendKeys({press: i % 2 ? 'ArrowDown' : 'ArrowRight'});
          await editor.updateComplete;
          await new Promise((r) => requestAnimationFrame(r));
          const focused = editor.shadowRoot!.activeElement!;
          const box = focused.getBoundingClientRect();
          expect(
            box.bottom,
            `${focused.getAttribute('aria-label') ?? focused.textContent} under the bar`,
          ).to.be.at.most(bar.getBoundingClientRect().top + 0.5);
          if (i % 2 === 0) await sendKeys({press: 'Escape'});
        }
      } finally {
        await setViewport({width: 800, height: 600});
      }
    });

    it('spaces alone in a text default are no default, not an invisible value written into records', async () => {
      const el = await loaded(fakeClient().client);
      await edit(el, 'Default value for Email', '   ');
      expect(el.buildPatch().updateMask).to.deep.equal([]);
      expect(actions(el)).to.equal('Discard changes Save');
      await edit(el, 'Default value for Email', ' x ');
      expect(el.draft!.writeObject('contact').getFieldSettings('email')).to.deep.equal({
        writeOnUpdate: 'never',
        default: {stringValue: ' x '},
      });
    });

    it('tells the host developer the technical detail on the console', async () => {
      const warnings: unknown[][] = [];
      const original = console.warn;
      console.warn = (...a: unknown[]) => void warnings.push(a);
      try {
        const el = await loaded(
          fakeClient({
            updateInstallation: async () =>
              Promise.reject(
                new ApiError(500, {title: 'Internal Server Error', detail: 'answered 500 with text/html'}),
              ),
          }).client,
        );
        el.setFieldSettings('contact', 'age', {writeOnCreate: 'never'});
        await el.save().catch(() => undefined);
      } finally {
        console.warn = original;
      }
      expect(String(warnings[0][0])).to.contain('save failed: ApiError: 500 answered 500 with text/html');
    });

    it('falls back to a system UI font when the host sets none', async () => {
      const el = await loaded(fakeClient().client);
      expect(getComputedStyle(el).fontFamily).to.contain('system-ui');
      el.style.setProperty('--ic-font', '12px serif');
      expect(getComputedStyle(el).fontFamily).to.equal('serif');
    });
  });

  describe('from script', () => {
    it('setFieldSettings validates like the UI, fires ic-change, and shows in the editor', async () => {
      const el = await loaded(fakeClient().client);
      setTimeout(() => el.setFieldSettings('contact', 'age', {default: {integerValue: 7}}));
      const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(ev.detail).to.deep.equal({
        kind: 'field',
        objectName: 'contact',
        fieldName: 'age',
        settings: {default: {integerValue: 7}},
      });
      await editorOf(el).updateComplete;
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('7');
      expect(() => el.setFieldSettings('contact', 'age', {default: {integerValue: 1.5}})).to.throw(
        ValidationError,
      );
      expect(() => el.setFieldSettings('contact', 'age', {writeOnUpdate: 'sometimes' as never})).to.throw(
        ValidationError,
      );
      expect(() => el.setFieldSettings('', 'age', {})).to.throw(ValidationError);
      expect(el.draft!.writeObject('contact').getFieldSettings('age')).to.deep.equal({
        default: {integerValue: 7},
      });
    });

    it('buildPatch returns only what changed; reset drops every edit', async () => {
      const el = await loaded(fakeClient().client);
      expect(el.buildPatch().updateMask).to.deep.equal([]);
      el.setFieldSettings('contact', 'email', undefined);
      expect(el.buildPatch().installation.config!.content!.write!.objects!.contact).to.deep.equal({
        objectName: 'contact',
        // the server held a settings map: it goes back, emptied
        selectedFieldSettings: {},
      });
      await oneEvent(el, 'ic-change');
      setTimeout(() => el.reset());
      const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(ev.detail).to.deep.equal({kind: 'reset'});
      expect(el.buildPatch().updateMask).to.deep.equal([]);
      await editorOf(el).updateComplete;
      expect(inEditor<HTMLSelectElement>(el, 'Write Email on update').value).to.equal('never');
    });

    it('invalid input on a row goes when the draft changes that field or Discard resets it, and Save unblocks', async () => {
      const el = await loaded(fakeClient().client);
      const actions = () => root(el).querySelector('.actions')!.textContent!;
      await edit(el, 'Default value for Age', '1.5');
      await waitUntil(() => saveButton(el).disabled, 'the invalid input did not block Save');
      el.setFieldSettings('contact', 'age', {default: {integerValue: 3}});
      await waitUntil(() => !saveButton(el).disabled, 'Save stayed blocked by input the draft replaced');
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('3');
      // an edit of another field leaves a row's input alone
      await edit(el, 'Default value for Age', 'abc');
      el.setFieldSettings('contact', 'email', undefined);
      await el.updateComplete;
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('abc');
      expect(actions()).to.contain('Fields with invalid settings: 1.');
      // Discard drops it all, the kept input too
      el.reset();
      await waitUntil(() => !actions().includes('invalid'), 'the invalid input survived Discard');
      expect(inEditor<HTMLInputElement>(el, 'Default value for Age').value).to.equal('');
      expect(() => el.buildPatch()).not.to.throw();
    });

    it('methods before loading throw a NotReadyError', async () => {
      const el = await fixture<InstallConfig>(html`<install-config></install-config>`);
      expect(() => el.buildPatch()).to.throw(NotReadyError);
      expect(() => el.setFieldSettings('contact', 'age', {})).to.throw(NotReadyError);
    });
  });

  describe('picker and editor inside', () => {
    it('switching an object on edits the draft and lets the customer edit its fields', async () => {
      const el = await loaded(fakeClient().client);
      const picker = pickerOf(el).shadowRoot!;
      const changed = oneEvent(el, 'ic-change');
      picker.querySelector<HTMLInputElement>('[aria-label="Write Company"]')!.click();
      expect(((await changed) as IcChangeEvent).detail).to.include({
        kind: 'object',
        objectName: 'company',
        enabled: true,
      });
      expect(el.buildPatch().updateMask).to.deep.equal(['config.content.write.objects.company']);
      // Switched on: its fields are fetched and it opens in the editor.
      await waitUntil(() => inEditor(el, 'Default value for Name'));
      expect(editorOf(el).object).to.equal('company');
      const choice = root(el).querySelector<HTMLSelectElement>('.object-choice select')!;
      expect([...choice.options].map((o) => o.textContent)).to.deep.equal(['Contacts', 'Companies']);
      choice.value = 'contact';
      choice.dispatchEvent(new Event('change'));
      await waitUntil(() => inEditor(el, 'Default value for Email'));
    });

    it('a provider that cannot write disables every object with the reason (one that is on can only be switched off)', async () => {
      const el = await loaded(
        fakeClient({getProvider: async () => ({...PROVIDER, support: {write: false}})}).client,
      );
      const picker = pickerOf(el).shadowRoot!;
      for (const box of picker.querySelectorAll<HTMLInputElement>('[role=switch]'))
        expect(box.disabled, box.getAttribute('aria-label')!).to.equal(!box.checked);
      expect(picker.textContent).to.contain('The provider does not support writing.');
    });

    it('is keyboard-operable: Tab reaches the picker, the editor and Save in order', async () => {
      const el = await loaded(fakeClient().client);
      await edit(el, 'Default value for Age', '3');
      saveButton(el).focus();
      await sendKeys({down: 'Shift'});
      await sendKeys({press: 'Tab'});
      await sendKeys({up: 'Shift'});
      expect(root(el).activeElement).to.equal(resetButton(el));
      await sendKeys({press: 'Enter'});
      await el.updateComplete;
      expect(el.draft!.isDirty).to.equal(false);
    });

    it('keyboard focus stays in the actions bar when Save or Discard disables itself (it fell to the page)', async () => {
      const el = await loaded(fakeClient().client);
      // What holds focus, by name (the rendering step moves focus away from a disabled element).
      const focused = () => {
        if (document.activeElement !== el) return document.activeElement?.tagName.toLowerCase();
        const a = root(el).activeElement;
        return a && !(a as HTMLButtonElement).disabled ? a.getAttribute('part') : 'nothing';
      };
      const settle = async () => {
        await el.updateComplete;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      };
      await edit(el, 'Default value for Age', '3');
      saveButton(el).focus();
      const saved = oneEvent(el, 'ic-saved');
      await sendKeys({press: 'Enter'});
      await saved;
      await settle();
      expect(focused(), 'after Save').to.equal('actions');
      const bar = root(el).querySelector<HTMLElement>('.actions')!;
      expect(bar.matches(':focus-visible'), 'the keyboard user sees where focus is').to.equal(true);
      expectRingClear(bar, root(el).querySelector<HTMLElement>('.end')!);
      await edit(el, 'Default value for Age', '4');
      resetButton(el).focus();
      await sendKeys({press: 'Enter'});
      await settle();
      expect(el.draft!.isDirty).to.equal(false);
      expect(focused(), 'after Discard').to.equal('actions');
    });

    it('passes lang and string overrides to the elements inside', async () => {
      const {client} = fakeClient();
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de">
          <install-config
            project="demo"
            integration="acme-crm-sync"
            installation="inst-acme"
            .client=${client}
          ></install-config>
        </div>`,
      );
      const el = wrap.querySelector('install-config')!;
      await waitUntil(() => inEditor(el, 'Standardwert für Email'));
      expect(saveButton(el).textContent!.trim()).to.equal('Speichern');
      el.strings = {save: 'Sichern'};
      await el.updateComplete;
      expect(saveButton(el).textContent!.trim()).to.equal('Sichern');
    });
  });

  describe('accessibility', () => {
    it('is accessible in the light theme, loaded', async () => {
      const el = await loaded(fakeClient().client);
      el.theme = 'light';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('is accessible in the dark theme, with a save error shown', async () => {
      const el = await loaded(
        fakeClient({updateInstallation: async () => Promise.reject(new ApiError(500, {title: 'Boom'}))})
          .client,
      );
      el.theme = 'dark';
      el.setFieldSettings('contact', 'age', {default: {integerValue: 1}});
      await el.save().catch(() => undefined);
      await el.updateComplete;
      expect(getComputedStyle(el).colorScheme).to.equal('dark');
      await expect(el).to.be.accessible();
    });

    it('is accessible while loading and after a load error', async () => {
      const el = await mount(fakeClient({getInstallation: () => new Promise(() => undefined)}).client);
      await expect(el).to.be.accessible();
      const failed = await mount(
        fakeClient({getInstallation: async () => Promise.reject(new ApiError(503, {title: 'Unavailable'}))})
          .client,
      );
      failed.theme = 'dark';
      await waitUntil(() => root(failed).querySelector('[role=alert]'));
      await expect(failed).to.be.accessible();
    });
  });

  describe('safeImageUrl', () => {
    it('allows https, http on localhost and same-origin paths only', () => {
      expect(safeImageUrl('https://cdn.example.com/a.svg')).to.equal('https://cdn.example.com/a.svg');
      expect(safeImageUrl('http://localhost:8080/a.png')).to.equal('http://localhost:8080/a.png');
      expect(safeImageUrl('/logo.svg')).to.equal(`${location.origin}/logo.svg`);
      for (const bad of [
        'http://evil.example/a.png',
        'javascript:alert(1)',
        'data:image/svg+xml,<svg/>',
        'ftp://x/a',
        '',
        '   ',
        null,
        42,
        {},
      ]) {
        expect(safeImageUrl(bad), String(bad)).to.equal(undefined);
      }
    });
  });
});
