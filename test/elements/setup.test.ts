// What a host developer meets wiring the elements into a framework: properties set before the
// element's code loaded (server-rendered HTML, a lazily imported define), and a token function
// that never arrives or fails. Runs against the emulator mounted in the test server.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {TokenError, ValidationError} from '../../src/contract/errors.ts';
import type {Installation} from '../../src/contract/schemas.ts';
import {ConnectionStatus} from '../../src/elements/connection-status/connection-status.ts';
import type {IcErrorEvent, IcReadyEvent} from '../../src/elements/events.ts';
import {NotReadyError} from '../../src/elements/errors.ts';
import {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {setupGrace} from '../../src/elements/install-config/setup-check.ts';
import {WriteObjectPicker} from '../../src/elements/write-object-picker/write-object-picker.ts';
import {ACME, apiClient, getToken, resetEmulator} from '../e2e/helpers.ts';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const saveButton = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=save-button]');
const editorRow = (el: Element) =>
  el.shadowRoot!.querySelector('field-settings-editor')?.shadowRoot?.querySelector('[part~=row]');

/** The public reactive properties of an element class (not its internal state). */
const publicProperties = (
  ctor: typeof InstallConfig | {elementProperties: Map<PropertyKey, {state?: boolean}>},
) => [...ctor.elementProperties].filter(([, options]) => !options.state).map(([name]) => String(name));

let tags = 0;

/**
 * An element whose properties are set while its tag is still unknown (server HTML before the
 * script, a define imported late), then upgraded: a fresh tag for a subclass, defined afterwards.
 */
async function setBeforeUpgrade<T extends HTMLElement>(
  base: CustomElementConstructor,
  values: Record<string, unknown>,
): Promise<T> {
  const tag = `late-${++tags}-${base.name.toLowerCase()}`;
  const el = document.createElement(tag);
  Object.assign(el, values);
  document.body.append(el);
  customElements.define(tag, class extends base {});
  await (el as unknown as InstallConfig).updateComplete;
  return el as unknown as T;
}

/** Every value reads back through the element's accessor: none is left shadowing it. */
function expectTakenOver(el: HTMLElement, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    expect(Object.hasOwn(el, name), `${name} is still an own property shadowing the accessor`).to.equal(
      false,
    );
    expect((el as unknown as Record<string, unknown>)[name], name).to.equal(value);
  }
}

describe('properties set before the element upgraded', () => {
  beforeEach(resetEmulator);

  it('<install-config> takes over every property and loads with them', async () => {
    const manifest = (await apiClient().getIntegration(ACME)).latestRevision!.content;
    const values = {
      project: ACME.projectIdOrName,
      integration: ACME.integrationId,
      installation: ACME.installationId,
      groupRef: 'group-1',
      consumerRef: 'consumer-1',
      baseUrl: '/v1',
      theme: 'dark',
      locale: 'en',
      confirmLeave: true,
      review: false,
      mode: 'guided',
      persist: 'none',
      connectionId: 'conn-1',
      allowUninstall: false,
      sections: 'connection write mapping',
      readonly: false,
      getToken,
      fetch: (url: string, init?: RequestInit) => globalThis.fetch(url, init),
      client: undefined,
      manifest,
      fields: {},
      mappings: {},
      strings: {save: 'Store'},
      names: {en: {objects: {contact: 'People'}}},
    };
    const el = await setBeforeUpgrade<InstallConfig>(InstallConfig, values);
    expect(Object.keys(values).sort()).to.deep.equal(publicProperties(InstallConfig).sort());
    expectTakenOver(el, values);
    await waitUntil(() => editorRow(el), 'the form did not load with the properties set before upgrade');
    expect(saveButton(el)!.textContent!.trim()).to.equal('Store');
    expect(el.getAttribute('theme')).to.equal('dark');
    el.remove();
  });

  it('<install-config> takes over a client set before upgrade', async () => {
    const client = apiClient();
    const el = await setBeforeUpgrade<InstallConfig>(InstallConfig, {
      project: ACME.projectIdOrName,
      integration: ACME.integrationId,
      installation: ACME.installationId,
      groupRef: 'group-1',
      client,
    });
    expectTakenOver(el, {client});
    await waitUntil(() => editorRow(el), 'the form did not load with the client set before upgrade');
    el.remove();
  });

  it('<write-object-picker> takes over every property and shows them', async () => {
    const values = {
      objects: [{objectName: 'contact', displayName: 'Contacts'}],
      value: {contact: {}},
      disabled: true,
      readonly: false,
      theme: 'dark',
      locale: 'en',
      strings: {pickerLabel: 'Objects to sync'},
    };
    const el = await setBeforeUpgrade<WriteObjectPicker>(WriteObjectPicker, values);
    expect(Object.keys(values).sort()).to.deep.equal(publicProperties(WriteObjectPicker).sort());
    expectTakenOver(el, values);
    const box = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(box.checked).to.equal(true);
    expect(box.disabled).to.equal(true);
    expect(text(el)).to.contain('Objects to sync');
    el.remove();
  });

  it('<field-settings-editor> takes over every property and shows them', async () => {
    const installation = {
      id: 'i',
      projectId: 'p',
      integrationId: 'x',
      config: {
        revisionId: 'r',
        content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
      },
    } as Installation;
    const values = {
      object: 'contact',
      fields: [{fieldName: 'email', displayName: 'Email address', valueType: 'string'}],
      settings: {email: {writeOnUpdate: 'never'}},
      disabled: false,
      readonly: false,
      theme: 'light',
      locale: 'en',
      strings: {colField: 'Column of fields'},
      draft: ConfigDraft.from(installation),
      serverIssues: [],
      sampleRecord: {email: 'a@example.com'},
      testWrites: false,
      writeTarget: undefined,
    };
    const el = await setBeforeUpgrade<FieldSettingsEditor>(FieldSettingsEditor, values);
    expect(Object.keys(values).sort()).to.deep.equal(publicProperties(FieldSettingsEditor).sort());
    expectTakenOver(el, values);
    await waitUntil(() => text(el).includes('Email address'), 'the fields set before upgrade did not show');
    expect(text(el)).to.contain('Column of fields');
    el.remove();
  });

  it('<field-mapping-editor> takes over every property and shows them', async () => {
    const draft = ConfigDraft.from({
      id: 'i',
      projectId: 'p',
      integrationId: 'x',
      config: {
        revisionId: 'r',
        content: {provider: 'acme', read: {objects: {contact: {objectName: 'contact', destination: 'd'}}}},
      },
    } as Installation);
    const values = {
      object: 'contact',
      targets: [{mapToName: 'emailAddress', mapToDisplayName: 'Email address'}],
      fields: [{fieldName: 'email', displayName: 'Email', valueType: 'string'}],
      draft,
      disabled: false,
      readonly: false,
      theme: 'dark',
      locale: 'en',
      strings: undefined,
      serverMessage: undefined,
    };
    const el = await setBeforeUpgrade<FieldMappingEditor>(FieldMappingEditor, values);
    expect(Object.keys(values).sort()).to.deep.equal(publicProperties(FieldMappingEditor).sort());
    expectTakenOver(el, values);
    await waitUntil(() => text(el).includes('Email address'), 'the targets set before upgrade did not show');
    el.remove();
  });

  it('<connection-status> takes over every property and shows them', async () => {
    const values = {
      installation: {
        id: 'inst-1',
        projectId: 'p',
        integrationId: 'i',
        healthStatus: 'healthy',
        connection: {id: 'conn-1', provider: 'acme', status: 'working'},
        config: {revisionId: 'r1', content: {provider: 'acme'}},
      },
      provider: {name: 'acme', displayName: 'Acme CRM'},
      disabled: false,
      readonly: false,
      theme: 'dark',
      locale: 'en',
      strings: undefined,
      reconnectTimeout: 60_000,
    };
    const el = await setBeforeUpgrade<ConnectionStatus>(ConnectionStatus, values);
    expect(Object.keys(values).sort()).to.deep.equal(publicProperties(ConnectionStatus).sort());
    expectTakenOver(el, values);
    expect(text(el)).to.contain('Connected to Acme CRM');
    el.remove();
  });
});

describe('<install-config> without a token function', () => {
  let grace: number;
  beforeEach(async () => {
    await resetEmulator();
    // the grace is a hook, not a clock: with 0 the check runs on the next task
    grace = setupGrace.ms;
    setupGrace.ms = 0;
  });
  afterEach(() => (setupGrace.ms = grace));

  /** The element inside a wrapper that records its ic-error events from the start. */
  async function mount(token?: typeof getToken) {
    const errors: IcErrorEvent[] = [];
    const wrap = await fixture<HTMLDivElement>(
      html`<div @ic-error=${(e: IcErrorEvent) => errors.push(e)}>
        <install-config
          project=${ACME.projectIdOrName}
          integration=${ACME.integrationId}
          installation=${ACME.installationId}
          group-ref="group-1"
          consumer-ref="consumer-1"
          .getToken=${token}
        ></install-config>
      </div>`,
    );
    return {el: wrap.querySelector('install-config')!, errors};
  }

  it('says so to the developer and fires ic-error with phase config, once', async () => {
    const {el, errors} = await mount();
    await waitUntil(() => text(el).includes('No token function set'), 'no setup state shown');
    expect(text(el)).to.contain('getToken: set getToken and base-url, or client');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part=base]')!.getAttribute('aria-busy')).to.equal('false');
    expect(errors.map((e) => e.detail.phase)).to.deep.equal(['config']);
    const error = errors[0]!.detail.error as ValidationError;
    expect(error).to.be.instanceOf(ValidationError);
    expect(error.issues.map((i) => i.path)).to.deep.equal(['getToken']);

    // other properties set while it is still missing: no second report
    el.baseUrl = '/v1';
    el.theme = 'dark';
    await el.updateComplete;
    await new Promise((r) => setTimeout(r));
    expect(errors.length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('clears, and loads, as soon as getToken is set', async () => {
    const {el, errors} = await mount();
    el.baseUrl = '/v1';
    await waitUntil(() => text(el).includes('No token function set'), 'no setup state shown');
    el.getToken = getToken;
    await el.updateComplete;
    expect(text(el)).not.to.contain('No token function set');
    await waitUntil(() => editorRow(el), 'the form did not load once getToken was set');
    expect(errors.length).to.equal(1);
  });

  it('clears, and loads, as soon as client is set', async () => {
    const {el} = await mount();
    await waitUntil(() => text(el).includes('No token function set'), 'no setup state shown');
    el.client = apiClient();
    await waitUntil(() => editorRow(el), 'the form did not load once client was set');
    expect(text(el)).not.to.contain('No token function set');
  });

  it('with getToken but no base-url, names base-url', async () => {
    const {el, errors} = await mount(getToken);
    await waitUntil(() => text(el).includes('No base-url set'), 'no setup state shown');
    expect((errors[0]!.detail.error as ValidationError).issues[0]!.path).to.equal('baseUrl');
  });

  it('set up in the markup, it never reports a setup error', async () => {
    const errors: IcErrorEvent[] = [];
    const wrap = await fixture<HTMLDivElement>(
      html`<div @ic-error=${(e: IcErrorEvent) => errors.push(e)}>
        <install-config
          project=${ACME.projectIdOrName}
          integration=${ACME.integrationId}
          installation=${ACME.installationId}
          group-ref="group-1"
          consumer-ref="consumer-1"
          base-url="/v1"
          .getToken=${getToken}
        ></install-config>
      </div>`,
    );
    const el = wrap.querySelector('install-config')!;
    await waitUntil(() => editorRow(el), 'the form did not load');
    expect(errors).to.deep.equal([]);
  });

  it('a failing token function is a TokenError on ic-error, and the customer reads a sign-in problem', async () => {
    const errors: IcErrorEvent[] = [];
    const wrap = await fixture<HTMLDivElement>(
      html`<div @ic-error=${(e: IcErrorEvent) => errors.push(e)}>
        <install-config
          project=${ACME.projectIdOrName}
          integration=${ACME.integrationId}
          installation=${ACME.installationId}
          group-ref="group-1"
          base-url="/v1"
          .getToken=${() => Promise.reject(new Error('backend down'))}
        ></install-config>
      </div>`,
    );
    const el = wrap.querySelector('install-config')!;
    await waitUntil(() => errors.length, 'no ic-error');
    expect(errors[0]!.detail.phase).to.equal('load');
    expect(errors[0]!.detail.error).to.be.instanceOf(TokenError);
    expect(errors[0]!.detail.error).not.to.be.instanceOf(ValidationError);
    await waitUntil(() => text(el).includes('Your sign-in could not be confirmed.'), 'no plain-words reason');
  });
});

describe('<install-config> readiness', () => {
  beforeEach(resetEmulator);

  it('ready resolves and ic-ready fires once the installation is loaded, not before', async () => {
    const ready: IcReadyEvent[] = [];
    const wrap = await fixture<HTMLDivElement>(
      html`<div @ic-ready=${(e: IcReadyEvent) => ready.push(e)}>
        <install-config
          project=${ACME.projectIdOrName}
          integration=${ACME.integrationId}
          installation=${ACME.installationId}
          group-ref="group-1"
          consumer-ref="consumer-1"
          base-url="/v1"
          .getToken=${getToken}
        ></install-config>
      </div>`,
    );
    const el = wrap.querySelector('install-config')!;
    const draft = await el.ready;
    expect(draft).to.equal(el.draft);
    expect(draft.baseline.id).to.equal(ACME.installationId);
    await waitUntil(() => ready.length, 'no ic-ready');
    expect(ready.length).to.equal(1);
    expect(ready[0]!.detail.installation.id).to.equal(ACME.installationId);
    expect(ready[0]!.composed && ready[0]!.bubbles).to.equal(true);
    // now the methods work
    expect(el.buildPatch().updateMask).to.deep.equal([]);
  });

  it('methods before it throw a NotReadyError synchronously, not a ValidationError', async () => {
    const el = await fixture<InstallConfig>(html`<install-config></install-config>`);
    for (const call of [
      () => el.buildPatch(),
      () => el.setFieldSettings('contact', 'age', {}),
      () => el.setFieldMapping('contact', 'email', 'email'),
      () => el.reset(),
    ]) {
      expect(call).to.throw(NotReadyError, /not loaded yet \(await ready\)/);
      expect(call).not.to.throw(ValidationError);
    }
    let rejected: unknown;
    await el.save().catch((e) => (rejected = e));
    expect(rejected).to.be.instanceOf(NotReadyError);
  });
});
