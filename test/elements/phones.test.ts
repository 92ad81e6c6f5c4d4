// Phones and tablets as a customer meets them: the sticky bar never covers more than a quarter of
// a 640 px screen, the save's notice reads in full above it and can be closed, the field list lets
// the page scroll on, and cards are as tall as their content, so a tablet at 200 % zoom shows more
// than one and a half.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {executeServerCommand, setViewport} from '@web/test-runner-commands';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import {ApiError} from '../../src/contract/errors.ts';
import type {FieldMetadata, Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST: ManifestIntegration = {
  name: 'crm-sync',
  displayName: 'CRM sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
};
const INSTALLATION: Installation = {
  id: 'inst-1',
  projectId: 'demo',
  integrationId: 'crm-sync',
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
  },
};
const FIELDS: FieldMetadata[] = Array.from({length: 40}, (_, i) => ({
  fieldName: `field_${i}`,
  displayName: `Field ${i}`,
  valueType: i % 2 ? 'int' : 'string',
  readOnly: i % 5 === 4,
}));

/** A client whose saves fail with a 500. */
function failingClient(): Client {
  const metadata = () => ({
    name: 'contact',
    displayName: 'Contacts',
    fields: Object.fromEntries(FIELDS.map((f) => [f.fieldName, f])),
  });
  return memoryClient(
    {manifest: MANIFEST, installation: INSTALLATION, metadata},
    {
      updateInstallation: async () => {
        throw new ApiError(500, {title: 'Internal Server Error', status: 500});
      },
    },
  ).client;
}

const rootOf = (el: Element) => el.shadowRoot!;

afterEach(() => setViewport({width: 800, height: 600}));

describe('on phones and tablets', () => {
  describe('the notice in the sticky bar', () => {
    async function failedSave() {
      await setViewport({width: 360, height: 640});
      const el = await fixture<InstallConfig>(
        html`<install-config
          project="demo"
          integration="crm-sync"
          installation="inst-1"
          group-ref="g"
          .client=${failingClient()}
          .strings=${{
            // a host's own, long wording: the notice must still leave the page in view
            whyServer: 'The service had a problem. '.repeat(12),
          }}
        ></install-config>`,
      );
      const editor = () => rootOf(el).querySelector<FieldSettingsEditor>('field-settings-editor')!;
      await waitUntil(() => editor()?.shadowRoot?.querySelector('[aria-label="Default value for Field 0"]'));
      editor().setFieldSettings('field_0', {writeOnUpdate: 'never'});
      await el.updateComplete;
      const failed = oneEvent(el, 'ic-error');
      rootOf(el).querySelector<HTMLButtonElement>('[part=save-button]')!.click();
      await failed;
      await el.updateComplete;
      return el;
    }

    it('leaves the bar at most a quarter of a 640 px screen; a long notice reads in full above it', async () => {
      const el = await failedSave();
      const bar = rootOf(el).querySelector('[part=actions]')!.getBoundingClientRect();
      expect(bar.height, 'the sticky bar').to.be.at.most(640 * 0.25);
      const text = rootOf(el).querySelector<HTMLElement>('.notice-text')!;
      expect(text.scrollHeight, 'no inner scroller cuts the message').to.be.at.most(text.clientHeight + 1);
      expect(text.textContent).to.contain('The service had a problem.');
      expect(text.getBoundingClientRect().bottom, 'in view, above the bar').to.be.at.most(bar.top + 0.5);
      await expect(el).to.be.accessible();
    });

    it('can be closed: the notice goes, Save still reads Retry, the next outcome shows again', async () => {
      const el = await failedSave();
      const close = rootOf(el).querySelector<HTMLButtonElement>('[part=dismiss-button]')!;
      expect(close.getAttribute('aria-label')).to.equal('Dismiss');
      close.click();
      await el.updateComplete;
      expect(rootOf(el).querySelector('[part=notice]')).to.equal(null);
      const save = rootOf(el).querySelector<HTMLButtonElement>('[part=save-button]')!;
      expect(save.textContent!.trim()).to.equal('Retry');
      const failed = oneEvent(el, 'ic-error');
      save.click();
      await failed;
      await el.updateComplete;
      expect(rootOf(el).querySelector('[part=notice]'), 'a new failure is shown').not.to.equal(null);
    });

    it('shows one message at a time: no unsaved count beside the notice', async () => {
      const el = await failedSave();
      const bar = rootOf(el).querySelector('[part=actions]')!;
      expect(bar.querySelector('.state')).to.equal(null);
      expect(bar.querySelector('[part=reset-button]')!.textContent!.trim()).to.equal('Discard 1 change');
    });

    it('says Dismiss in German', async () => {
      const el = await failedSave();
      el.setAttribute('lang', 'de');
      const close = () => rootOf(el).querySelector<HTMLButtonElement>('[part=dismiss-button]')!;
      await waitUntil(() => close().getAttribute('aria-label') === 'Schließen', 'German Dismiss');
    });
  });

  async function editor(width: number, height = '30rem') {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <div style="height: 150vh"></div>
        <field-settings-editor
          style="width: ${width}px; --ic-editor-height: ${height}"
          object="contact"
          .fields=${FIELDS}
        ></field-settings-editor>
        <div style="height: 150vh"></div>
      </div>`,
    );
    const el = wrap.querySelector('field-settings-editor')!;
    await waitUntil(() => rootOf(el).querySelector('.body [role=row]'), 'rows');
    // the window measures its scroller, then renders the rows that fit
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    return el;
  }

  it('the field list lets the page scroll on once its end is reached', async () => {
    await setViewport({width: 360, height: 640});
    const el = await editor(340);
    const table = rootOf(el).querySelector<HTMLElement>('.table')!;
    table.scrollIntoView({block: 'center'});
    table.scrollTop = table.scrollHeight;
    await waitUntil(() => table.scrollTop + table.clientHeight >= table.scrollHeight - 1, 'list at its end');
    const before = window.scrollY;
    const box = table.getBoundingClientRect();
    await executeServerCommand('ic-wheel', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      deltaY: 300,
    });
    await waitUntil(() => window.scrollY > before, 'the page did not scroll on past the list');
  });

  describe('cards', () => {
    /** Empty space at the bottom of a card: from its last visible part to its bottom edge, in px. */
    const emptyBelow = (row: HTMLElement) => {
      const parts = [...row.children].filter((c) => (c as HTMLElement).offsetParent !== null);
      const content = Math.max(...parts.map((c) => c.getBoundingClientRect().bottom));
      return row.getBoundingClientRect().bottom - content - parseFloat(getComputedStyle(row).paddingBottom);
    };

    for (const width of [352, 600]) {
      it(`at ${width} px a card, read-only or not, is as tall as its content`, async () => {
        // tall enough to show Field 4's card (only the rows in view are built)
        const el = await editor(width, '100rem');
        const rows = [...rootOf(el).querySelectorAll<HTMLElement>('.body [role=row]')];
        const readOnly = rows.find((r) => r.querySelector('[part=label]')!.textContent === 'Field 4')!;
        const editable = rows.find((r) => r.querySelector('[part=label]')!.textContent === 'Field 1')!;
        for (const row of [readOnly, editable]) {
          const empty = emptyBelow(row);
          // what is left is the room a second line of the name takes (one card height per kind)
          const share = empty / row.getBoundingClientRect().height;
          expect(share, 'share of the card left empty').to.be.below(0.2);
        }
        expect(readOnly.getBoundingClientRect().height).to.be.below(editable.getBoundingClientRect().height);
      });
    }

    it('a 768 px tablet at 200 % zoom (384 CSS px) shows more than one and a half fields', async () => {
      await setViewport({width: 384, height: 512});
      const el = await editor(352);
      const table = rootOf(el).querySelector<HTMLElement>('.table')!;
      const view = table.getBoundingClientRect();
      const shown = [...rootOf(el).querySelectorAll<HTMLElement>('.body [role=row]')]
        .map((r) => r.getBoundingClientRect())
        .map((r) => Math.max(0, Math.min(r.bottom, view.bottom) - Math.max(r.top, view.top)) / r.height)
        .reduce((a, b) => a + b, 0);
      // cards of one height for every field showed 480 / 317 = 1.51 here
      expect(shown).to.be.greaterThan(1.7);
    });

    it('keyboard still reaches a field far down the list of mixed card heights', async () => {
      const el = await editor(352);
      expect(await el.focusField('field_38')).to.equal(true);
      const focused = rootOf(el).activeElement!.closest('[role=row]')!;
      expect(focused.querySelector('[part=label]')!.textContent).to.equal('Field 38');
      const table = rootOf(el).querySelector('.table')!.getBoundingClientRect();
      const row = focused.getBoundingClientRect();
      expect(row.top >= table.top - 1 && row.top < table.bottom, 'the row is in view').to.equal(true);
    });
  });
});
