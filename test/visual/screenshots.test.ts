// Screenshots of <install-config> against the emulator, compared with committed references
// (test/visual/screenshots/*.png) with a small tolerance, so a layout regression fails.
// Deterministic: a fixed font Debian ships (DejaVu Sans), no focus (no caret or ring), logos loaded,
// no animation (the only one is the loading skeleton, gone by then).
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {scrollToMappings} from '../harness.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {executeServerCommand, setViewport} from '@web/test-runner-commands';
import type {Client} from '../../src/api/client.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {
  ACME,
  apiClient,
  clickSave,
  getToken,
  loaded,
  logosLoaded,
  reachGrid,
  resetEmulator,
  shadow,
  typeDefault,
} from '../e2e/helpers.ts';
import {waitFor} from '../harness.ts';
import {blurAll, matchesReference} from './helpers.ts';
import {format} from '../../src/elements/strings.ts';
import {LANGUAGES} from '../languages.ts';

async function shot(options: {
  width: number;
  theme?: 'light' | 'dark';
  lang?: string;
  dir?: 'ltr' | 'rtl';
  ready?: (el: InstallConfig) => Promise<unknown>;
  client?: Client;
}) {
  await setViewport({width: options.width, height: 2400});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang=${options.lang ?? 'en'} dir=${options.dir ?? 'ltr'}>
      <style>
        .shot install-config {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          --ic-editor-height: 16rem;
        }
      </style>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        theme=${options.theme ?? 'light'}
        .getToken=${getToken}
        .client=${options.client}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  await (options.ready
    ? options.ready(el)
    : loaded(el, options.lang === 'de' ? 'Standardwert für Email' : 'Default value for Email'));
  // the connection panel and the switches load as chunks of their own: in the picture once loaded
  await waitUntil(
    () =>
      shadow(el).querySelector('connection-status')?.shadowRoot?.querySelector('section') &&
      shadow(el).querySelector('[part=switches]') &&
      shadow(el).querySelector('[part=deletion]'),
    'the connection panel and the switches',
  );
  return el;
}

async function settled(el: InstallConfig) {
  blurAll();
  await el.updateComplete;
  // the field mapping editors load as a chunk of their own, then their objects' fields
  // (loaded as their section nears the view: scrolled to, then back)
  scrollToMappings(el);
  await waitUntil(
    () =>
      [...shadow(el).querySelectorAll('field-mapping-editor')].every((m) =>
        m.shadowRoot?.querySelector('[role=grid], .status, [role=alert]'),
      ),
    'the mapping editors',
  );
  scrollTo(0, 0);
  await waitUntil(() => logosLoaded(el), 'logos loaded');
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

async function expectMatch(name: string, el: InstallConfig) {
  await settled(el);
  expect(await matchesReference(name, el)).to.equal(undefined);
}

describe('<install-config> screenshots', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  it('light, 1280 px', async () => {
    await expectMatch('light-1280', await shot({width: 1280}));
  });

  it('dark, 1280 px', async () => {
    await expectMatch('dark-1280', await shot({width: 1280, theme: 'dark'}));
  });

  it('German, 1280 px', async () => {
    await expectMatch('german-1280', await shot({width: 1280, lang: 'de'}));
  });

  // every shipped language, phone and desktop (Arabic right to left): the words fit as they lay out
  for (const [lang, catalogue] of Object.entries(LANGUAGES))
    for (const width of [375, 1280])
      it(`${lang}, ${width} px`, async () => {
        const dir = lang === 'ar' ? 'rtl' : 'ltr';
        const label = format(catalogue.defaultFor, {field: 'Email'}, lang);
        await expectMatch(
          `lang-${lang.toLowerCase()}-${width}`,
          await shot({width, lang, dir, ready: (el) => loaded(el, label)}),
        );
      });

  // one shot a test: the page must hold the whole element (the actions bar sticks to the view's bottom)
  it('narrow, 375 px', async () => {
    await expectMatch('narrow-375', await shot({width: 375}));
  });

  it('narrow, 375 px, dark', async () => {
    await expectMatch('narrow-375-dark', await shot({width: 375, theme: 'dark'}));
  });

  it('right to left, 1280 px', async () => {
    await expectMatch('rtl-1280', await shot({width: 1280, dir: 'rtl'}));
  });

  it('forced colours, 1280 px', async () => {
    await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'active'}]});
    try {
      await expectMatch('forced-colors-1280', await shot({width: 1280}));
    } finally {
      await executeServerCommand('ic-media', {features: [{name: 'forced-colors', value: 'none'}]});
    }
  });

  // A 768 px tablet zoomed to 200 % lays out like a 384 CSS px wide view (the zoom doubles each
  // CSS px); the picture is that layout at 1x.
  it('a 768 px tablet at 200 % zoom', async () => {
    await expectMatch('tablet-768-zoom-200', await shot({width: 384}));
  });

  for (const [width, theme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`the bulk-edit toolbar after a preset, German, ${width} px, ${theme}`, async () => {
      const el = await shot({width, theme, lang: 'de'});
      const editor = shadow(el).querySelector('field-settings-editor')!;
      const inside = editor.shadowRoot!;
      inside.querySelector<HTMLButtonElement>('[part=bulk-button]')!.click();
      await waitUntil(() => inside.querySelector('[part=bulk]'), 'the toolbar did not load');
      await editor.updateComplete;
      // Record ID (read-only) and Email, Phone and Age: one skipped, three changed (the grid
      // scrolled once renders the rows below the view too)
      reachGrid(el);
      await editor.updateComplete;
      for (const index of [0, 1, 4, 5])
        inside.querySelectorAll<HTMLInputElement>('[part=select]')[index]!.click();
      await editor.updateComplete;
      inside.querySelector<HTMLButtonElement>('[part=bulk-preset]')!.click();
      await waitUntil(() => inside.querySelector('[part=bulk-undo]'), 'the preset did not apply');
      await expectMatch(`bulk-de-${width}-${theme}`, el);
    });

    it(`Fields to read open, a field chosen, ${width} px, ${theme}`, async () => {
      const el = await shot({width, theme});
      const section = shadow(el).querySelector<HTMLDetailsElement>('[part~=read-fields]')!;
      section.querySelector('summary')!.click();
      const editor = section.querySelector('read-fields-editor')!;
      const phone = () =>
        [...(editor.shadowRoot?.querySelectorAll<HTMLInputElement>('[part=checkbox]') ?? [])].find((c) =>
          /phone/i.test(c.getAttribute('aria-label') ?? ''),
        );
      await waitUntil(phone, 'the fields to read did not load');
      phone()!.click();
      await waitUntil(() => el.draft?.isDirty, 'the choice did not apply');
      await expectMatch(`read-fields-${width}-${theme}`, el);
    });
  }

  // The new half of the form, each state clipped to its section: at a phone's and a desktop's
  // width, light and dark, in English and German.
  const inside = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
  const mapping = (el: InstallConfig) => shadow(el).querySelector('field-mapping-editor')!;
  const STATES: Record<string, (el: InstallConfig, lang: string) => Promise<Element>> = {
    // subscribe and proxy in the customer's words, with what runs now
    options: async (el) => inside(el, '[part=switches]')!,
    // the open write object's options: which object, and whether this app may delete its records
    'write-options': async (el) => inside(el, '.object-options')!,
    preview: async (el) => {
      const editor = shadow(el).querySelector('field-settings-editor')!;
      inside(editor, '[part=preview-button]')!.click();
      return waitUntil(() => inside(editor, '.preview'), 'the preview').then(() => editor);
    },
    // the installation answered unhealthy (see mountReconnect): the panel offers Reconnect
    reconnect: async (el) =>
      waitUntil(
        () => inside(el, 'connection-status')?.shadowRoot?.querySelector('[part=reconnect-button]'),
        'Reconnect',
      ).then(() => inside(el, 'connection-status')!),
    review: async (el) => {
      el.review = true;
      el.setFieldSettings('contact', 'phone', {writeOnUpdate: 'never'});
      el.setFieldSettings('contact', 'age', {default: {integerValue: 30}, writeOnUpdate: 'ifEmpty'});
      await el.updateComplete;
      inside(el, '[part=save-button]')!.click();
      await waitUntil(() => inside(el, '[part=review] li'), 'the review');
      if (innerWidth >= 500) return inside(el, '[part=review]')!;
      // a phone: the whole view, the sheet over its bottom and the form dimmed behind it (in the
      // 2,400 px tall view of the other shots it would sit far below the form)
      await setViewport({width: innerWidth, height: 740});
      const view = document.createElement('div');
      view.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
      el.parentElement!.append(view);
      return view;
    },
    // Lead score is written to, and its row (which suggests the field) maps nothing yet
    warnings: async (el) => {
      el.setFieldSettings('contact', 'score', {writeOnUpdate: 'never'});
      await el.updateComplete;
      await waitUntil(() => inside(mapping(el), '[part~=warning]'), 'the warning beside its row');
      return mapping(el);
    },
    'mapping-refused': async (el) => {
      const input = await waitFor(() => inside(mapping(el), '[part=input]'), 'a mapping row');
      (input as HTMLInputElement).value = 'No such field';
      input.dispatchEvent(new Event('change'));
      await waitUntil(() => inside(el, '[part=invalid-button]'), 'the refused mapping counted');
      return mapping(el);
    },
  };

  /** The acme installation, answered as unhealthy while it loads. */
  async function unhealthy<T>(run: () => Promise<T>): Promise<T> {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const answer = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!answer.ok || !url.pathname.endsWith('/installations/inst-acme')) return answer;
      return Response.json({...(await answer.json()), healthStatus: 'unhealthy'});
    };
    try {
      return await run();
    } finally {
      window.fetch = original;
    }
  }

  for (const [state, reach] of Object.entries(STATES))
    for (const lang of ['en', 'de'])
      for (const width of [375, 1280])
        for (const theme of ['light', 'dark'] as const)
          it(`${state}, ${lang}, ${width} px, ${theme}`, async () => {
            const open = () => shot({width, theme, lang});
            const el = state === 'reconnect' ? await unhealthy(open) : await open();
            const part = await reach(el, lang);
            await settled(el);
            expect(await matchesReference(`${state}-${lang}-${width}-${theme}`, part)).to.equal(undefined);
          });

  it('an invalid row, Save blocked', async () => {
    const el = await shot({width: 1280});
    await typeDefault(el, 'Age', 'abc');
    await expectMatch('invalid-1280', el);
  });

  it('saved', async () => {
    const el = await shot({width: 1280});
    await typeDefault(el, 'Age', '30');
    expect((await clickSave(el)).type).to.equal('ic-saved');
    await expectMatch('saved-1280', el);
  });

  it('a 409 merged (info notice)', async () => {
    const el = await shot({width: 1280});
    await typeDefault(el, 'Age', '30');
    const other = apiClient();
    const current = await other.getInstallation(ACME);
    const contact = structuredClone(current.config.content.write!.objects!.contact!);
    contact.selectedFieldSettings = {...contact.selectedFieldSettings, phone: {writeOnCreate: 'never'}};
    await other.updateInstallation(ACME, {
      updateMask: ['config.content.write.objects.contact'],
      installation: {config: {revisionId: current.config.revisionId, content: {write: {objects: {contact}}}}},
    } as never);
    expect((await clickSave(el)).type).to.equal('ic-error');
    await expectMatch('conflict-1280', el);
  });

  it('a failed save (500), narrow', async () => {
    const original = window.fetch;
    window.fetch = async (input, init) =>
      init?.method === 'PATCH'
        ? new Response('<h1>500</h1>', {status: 500, headers: {'content-type': 'text/html'}})
        : original(input, init);
    try {
      const el = await shot({width: 375});
      await typeDefault(el, 'Age', '30');
      expect((await clickSave(el)).type).to.equal('ic-error');
      await expectMatch('failed-375', el);
    } finally {
      window.fetch = original;
    }
  });

  it('the fields of an object fail to load (offline), with Retry', async () => {
    const original = window.fetch;
    window.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/metadata')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : original(input, init);
    try {
      const el = await shot({
        width: 1280,
        ready: (el) =>
          waitUntil(
            () =>
              shadow(el)
                .querySelector('field-settings-editor')
                ?.shadowRoot?.querySelector('[role=alert] button'),
            'the load error',
          ),
      });
      const alert = shadow(el)
        .querySelector('field-settings-editor')!
        .shadowRoot!.querySelector('[role=alert]')!;
      expect(alert.textContent).to.contain('Could not reach the service');
      await expectMatch('fields-failed-1280', el);
    } finally {
      window.fetch = original;
    }
  });

  // An API-style object name of 120 characters without a space, in the picker and as the object
  // being edited, at a phone's width: wrapped or cut inside the element, never wider than the page.
  it('a 120-character object name, 375 px', async () => {
    const long = `Custom_Object_${'VeryLongApiStyleNameWithoutSpaces'.repeat(4)}__c`.slice(0, 120);
    // the emulator's acme installation with its contact object renamed (its objects have short names)
    const real = apiClient();
    const client: Client = {
      ...real,
      getIntegration: async (ref) => {
        const integration = await real.getIntegration(ref);
        const write = integration.latestRevision!.content.write!;
        write.objects = [{objectName: long}, ...write.objects!.filter((o) => o.objectName !== 'contact')];
        return integration;
      },
      getInstallation: async (ref) => {
        const installation = await real.getInstallation(ref);
        const write = installation.config.content.write!;
        const {contact, ...others} = write.objects!;
        write.objects = {[long]: {...contact!, objectName: long}, ...others};
        return installation;
      },
      getObjectMetadata: async (ref) => {
        if (ref.objectName !== long) return real.getObjectMetadata(ref);
        const {displayName: _, ...contact} = await real.getObjectMetadata({...ref, objectName: 'contact'});
        return {...contact, name: long};
      },
    };
    const el = await shot({width: 375, client});
    expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(375);
    await expectMatch('long-name-375', el);
  });

  it('the multiple choice picker open, German, 375 px, dark', async () => {
    const el = await shot({width: 375, theme: 'dark', lang: 'de'});
    const editor = shadow(el).querySelector('field-settings-editor')!;
    await editor.focusField('interests');
    const button = editor.shadowRoot!.querySelector<HTMLButtonElement>('button.picker')!;
    button.click();
    const list = editor.shadowRoot!.getElementById(button.getAttribute('popovertarget')!)!;
    // opened, focus on its first checked box (settled() then takes focus away: no ring in the picture)
    await waitUntil(() => list.contains(editor.shadowRoot!.activeElement), 'focus in the list');
    for (const box of [...list.querySelectorAll('input')].slice(1, 3)) {
      box.click();
      await editor.updateComplete;
    }
    expect(list.matches(':popover-open'), 'the list is open').to.equal(true);
    expect(button.textContent).to.equal('product, pricing');
    await expectMatch('multi-choice-de-375-dark', el);
  });
});
