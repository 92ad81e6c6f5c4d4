// Screenshots of <write-object-picker> with 300 objects (a long list: search, "Select all" /
// "Select none", rows that scroll within a bounded height) at 375 and 1280 px, one with a search
// typed, and German in dark at 375 px, compared with committed references
// (test/visual/screenshots/picker-300-*.png).
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {setViewport} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {
  PickerObject,
  WriteObjectPicker,
} from '../../src/elements/write-object-picker/write-object-picker.ts';
import {blurAll, matchesReference} from './helpers.ts';

const KINDS = ['Account', 'Contact', 'Opportunity', 'Invoice', 'Ticket', 'Campaign'];
/** 300 objects as a large CRM names them; one the account lacks, one with inherit mapping. */
const OBJECTS: PickerObject[] = Array.from({length: 300}, (_, i) => ({
  objectName: `${KINDS[i % KINDS.length].toLowerCase()}_${Math.floor(i / KINDS.length)}`,
  displayName: `${KINDS[i % KINDS.length]} ${Math.floor(i / KINDS.length) + 1}`,
  ...(i === 3 ? {unavailable: 'missing' as const} : {}),
  ...(i === 1 ? {inheritMapping: true} : {}),
}));
const VALUE = {account_0: {}, contact_0: {inheritMapping: true}, ticket_0: {}};

async function shot(width: number, search = '', {lang = 'en', theme = 'light'} = {}) {
  await setViewport({width, height: 900});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang=${lang}>
      <style>
        .shot write-object-picker {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          display: block;
          padding: 1rem;
        }
      </style>
      <write-object-picker theme=${theme} .objects=${OBJECTS} .value=${VALUE}></write-object-picker>
    </div>`,
  );
  const el = wrap.querySelector<WriteObjectPicker>('write-object-picker')!;
  const input = () => el.shadowRoot!.querySelector<HTMLInputElement>('[part=search]');
  await waitUntil(input, 'the long list toolbar');
  if (search) {
    input()!.value = search;
    input()!.dispatchEvent(new Event('input'));
  }
  blurAll();
  await el.updateComplete;
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return el;
}

describe('<write-object-picker> screenshots, 300 objects', () => {
  after(() => setViewport({width: 800, height: 600}));

  it('1280 px', async () => {
    expect(await matchesReference('picker-300-1280', await shot(1280))).to.equal(undefined);
  });

  it('375 px', async () => {
    expect(await matchesReference('picker-300-375', await shot(375))).to.equal(undefined);
  });

  it('375 px, a search typed', async () => {
    const el = await shot(375, 'contact 1');
    expect(el.shadowRoot!.querySelector('.count')!.textContent).to.contain('of 300 objects');
    expect(await matchesReference('picker-300-375-search', el)).to.equal(undefined);
  });

  it('375 px, German, dark, a search typed', async () => {
    const el = await shot(375, 'contact 1', {lang: 'de', theme: 'dark'});
    await waitUntil(() => el.shadowRoot!.querySelector('.count')!.textContent!.includes('von 300 Objekten'));
    expect(await matchesReference('picker-300-375-de-dark', el)).to.equal(undefined);
  });
});
