// Screenshots of <field-mapping-editor> (standalone, with a draft of the seeded contact read object
// and the emulator's contact fields), compared with committed references like screenshots.test.ts.
// Wide and narrow, light and dark, German, a mapping whose field vanished and a refused duplicate.
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import '../../src/define/field-mapping-editor.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import type {FieldMappingEditor} from '../../src/elements/field-mapping-editor/field-mapping-editor.ts';
import {ACME, apiClient, resetEmulator} from '../e2e/helpers.ts';
import {blurAll, matchesReference} from './helpers.ts';

async function shot(options: {
  width: number;
  theme?: 'light' | 'dark';
  lang?: string;
  mappings?: Record<string, string>;
}) {
  await setViewport({width: options.width, height: 2400});
  document.body.style.margin = '0';
  const client = apiClient();
  const [inst, integration, meta] = await Promise.all([
    client.getInstallation(ACME),
    client.getIntegration(ACME),
    client.getObjectMetadata({...ACME, objectName: 'contact', groupRef: 'group-1'}),
  ]);
  if (options.mappings) inst.config.content.read!.objects!.contact!.selectedFieldMappings = options.mappings;
  const draft = ConfigDraft.from(inst);
  draft.setManifest(integration.latestRevision!.content);
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang=${options.lang ?? 'en'}>
      <style>
        .shot field-mapping-editor {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          font:
            15px/1.45 'DejaVu Sans',
            sans-serif;
          display: block;
          padding: 1rem;
        }
      </style>
      <field-mapping-editor
        object="contact"
        theme=${options.theme ?? 'light'}
        .draft=${draft}
        .fields=${meta.fields}
      ></field-mapping-editor>
    </div>`,
  );
  return wrap.querySelector<FieldMappingEditor>('field-mapping-editor')!;
}

async function expectMatch(name: string, el: FieldMappingEditor) {
  blurAll();
  await el.updateComplete;
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  expect(await matchesReference(name, el)).to.equal(undefined);
}

async function type(el: FieldMappingEditor, target: string, text: string) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>(
    `input[aria-label="Field in your account for ${target}"]`,
  )!;
  input.value = text;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('<field-mapping-editor> screenshots', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  it('light and dark, 1280 px, with suggestions', async () => {
    await expectMatch('mapping-light-1280', await shot({width: 1280}));
    await expectMatch('mapping-dark-1280', await shot({width: 1280, theme: 'dark'}));
  });

  it('narrow, 375 px, light and dark', async () => {
    await expectMatch('mapping-narrow-375', await shot({width: 375}));
    await expectMatch('mapping-narrow-375-dark', await shot({width: 375, theme: 'dark'}));
  });

  it('German, 1280 px, with a missing mapping', async () => {
    const el = await shot({
      width: 1280,
      lang: 'de',
      mappings: {emailAddress: 'old_email', firstName: 'first_name'},
    });
    await expectMatch('mapping-german-missing-1280', el);
  });

  it('a refused duplicate, 1280 px', async () => {
    const el = await shot({width: 1280});
    await type(el, 'Phone number', 'Email');
    expect(el.shadowRoot!.textContent).to.contain('already mapped');
    await expectMatch('mapping-duplicate-1280', el);
  });
});
