// <install-config> with an integration that writes 300 objects: what the customer sees in the
// picker, and which metadata requests that costs (the service answers each object on its own).
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import type {Client} from '../../src/api/client.ts';
import {ApiError} from '../../src/contract/errors.ts';
import type {Installation, ManifestIntegration, ObjectMetadata} from '../../src/contract/schemas.ts';
import type {ChangeDetail} from '../../src/elements/events.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {memoryClient} from './memory-client.ts';

const COUNT = 300;
const NAMES = Array.from({length: COUNT}, (_, i) => `obj_${String(i).padStart(3, '0')}`);
/** The account lacks this one (its metadata answers 404). */
const LACKING = 'obj_290';

const MANIFEST: ManifestIntegration = {
  name: 'many',
  provider: 'acme',
  write: {objects: NAMES.map((objectName) => ({objectName}))},
};
const INSTALLATION: Installation = {
  id: 'inst-many',
  projectId: 'demo',
  integrationId: 'many',
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {obj_000: {objectName: 'obj_000'}}}},
  },
};
const metadata = (name: string): ObjectMetadata => ({
  name,
  displayName: `Object ${name.slice(4)}`,
  fields: {email: {fieldName: 'email', displayName: 'Email', valueType: 'string'}},
});

/**
 * A fake service. Metadata answers wait for `release()` when `hold` is set, so a test sees how
 * many are in flight at once; `asked` lists every object asked for, in order.
 */
function service({hold = false} = {}) {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const {client} = memoryClient({
    manifest: MANIFEST,
    installation: INSTALLATION,
    metadata: async (objectName) => {
      asked.push(objectName);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        if (hold) await new Promise<void>((r) => waiting.push(r));
        if (objectName === LACKING) throw new ApiError(404, {title: 'Not Found', status: 404});
        return metadata(objectName);
      } finally {
        inFlight--;
      }
    },
  });
  return {
    client,
    asked,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Answers every request waiting now. */
    release() {
      for (const r of waiting.splice(0)) r();
    },
  };
}

const root = (el: InstallConfig) => el.shadowRoot!;
const pickerRoot = (el: InstallConfig) => root(el).querySelector('write-object-picker')!.shadowRoot!;
/** The picker's rows; none while the form is still loading (no picker yet). */
const rows = (el: InstallConfig) => [
  ...(root(el)
    .querySelector('write-object-picker')
    ?.shadowRoot?.querySelectorAll<HTMLElement>('[part=object]') ?? []),
];
const switchOf = (row: HTMLElement) => row.querySelector<HTMLInputElement>('[role=switch]')!;

/** The objects whose rows the customer can see now (inside the viewport and the list's box). */
function rowsInView(el: InstallConfig): string[] {
  const list = pickerRoot(el).querySelector('ul')!.getBoundingClientRect();
  const top = Math.max(0, list.top);
  const bottom = Math.min(innerHeight, list.bottom);
  return rows(el)
    .map((row, i) => [row.getBoundingClientRect(), NAMES[i]] as const)
    .filter(([r]) => r.bottom > top && r.top < bottom)
    .map(([, name]) => name);
}

async function mount(client: Client) {
  const el = await fixture<InstallConfig>(
    html`<install-config
      project="demo"
      integration="many"
      installation="inst-many"
      .client=${client}
    ></install-config>`,
  );
  await waitUntil(() => rows(el).length === COUNT, 'the picker lists every object');
  return el;
}

/** Two frames: the intersection observer has reported the rows now in view. */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('<install-config> with 300 objects', () => {
  it('switching every object on asks for the metadata of the rows in view only, 4 at a time', async () => {
    const s = service({hold: true});
    const el = await mount(s.client);
    // the open object first, on its own
    await waitUntil(() => s.inFlight === 1, 'the open object is asked for');
    expect(s.asked).to.deep.equal(['obj_000']);
    s.release();
    el.draft!.transaction((d) => NAMES.forEach((n) => d.writeObject(n).enable()));
    const shown = rowsInView(el);
    expect(shown.length, 'more rows in view than may be in flight').to.be.greaterThan(4);
    // answered as they come, never more than 4 at a time, until every row in view has its name
    await waitUntil(async () => {
      s.release();
      await frames();
      return shown.every((n) => s.asked.includes(n)) && s.inFlight === 0;
    }, 'the rows in view are asked for');
    await frames();
    expect(s.maxInFlight).to.be.at.most(4);
    expect([...new Set(s.asked)].sort()).to.deep.equal(shown);
    expect(s.asked.length, 'each object once').to.equal(new Set(s.asked).size);
    expect(switchOf(rows(el)[1]).getAttribute('aria-label')).to.equal('Write Object 001');
  });

  it('an object switched on by hand is checked at once, wherever its row is, and refused if the account lacks it', async () => {
    const s = service();
    const el = await mount(s.client);
    await waitUntil(() => s.asked.includes('obj_000') && s.inFlight === 0);
    const row = rows(el)[NAMES.indexOf(LACKING)];
    expect(rowsInView(el)).not.to.include(LACKING);
    switchOf(row).click();
    await waitUntil(() => row.textContent!.includes('Not available in your account.'), 'refused on its row');
    expect(s.asked.filter((n) => n === LACKING)).to.have.length(1);
    expect(switchOf(row).checked).to.equal(false);
    expect(el.draft!.isDirty).to.equal(false);
  });

  it('"Select all" is one step: one change, one undo, locked objects left as they are, and no request beyond the rows in view', async () => {
    const s = service();
    const el = await mount(s.client);
    await waitUntil(() => pickerRoot(el).querySelector('[part=all-button]'), 'the long list toolbar');
    await waitUntil(() => s.asked.includes('obj_000') && s.inFlight === 0, 'the open object');
    await frames();
    // the rows in view are off: they cost no request
    expect(s.asked).to.deep.equal(['obj_000']);
    el.draft!.setLocked('obj_002', true);
    const changes: ChangeDetail[] = [];
    el.addEventListener('ic-change', (e) => changes.push(e.detail));
    pickerRoot(el).querySelector<HTMLButtonElement>('[part=all-button]')!.click();
    await waitUntil(() => changes.length, 'the change event');
    const on = NAMES.filter((n) => el.draft!.writeObject(n).isEnabled);
    expect(on).to.have.length(COUNT - 1);
    expect(on).not.to.include('obj_002');
    expect(changes).to.deep.equal([
      {kind: 'objects', objectNames: NAMES.filter((n) => n !== 'obj_000' && n !== 'obj_002'), enabled: true},
    ]);
    await frames();
    await waitUntil(() => s.inFlight === 0);
    expect(s.asked.every((n) => n === 'obj_000' || rowsInView(el).includes(n))).to.equal(true);
    // one undo takes the whole step back
    el.draft!.undo();
    expect(NAMES.filter((n) => el.draft!.writeObject(n).isEnabled)).to.deep.equal(['obj_000']);
  });

  it('an object the account lacks, switched on by "Select all", is switched off again when its row comes into view', async () => {
    const s = service();
    const el = await mount(s.client);
    await waitUntil(() => pickerRoot(el).querySelector('[part=all-button]'), 'the long list toolbar');
    pickerRoot(el).querySelector<HTMLButtonElement>('[part=all-button]')!.click();
    await waitUntil(() => el.draft!.writeObject(LACKING).isEnabled);
    await frames();
    expect(s.asked).not.to.include(LACKING);
    const row = rows(el)[NAMES.indexOf(LACKING)];
    row.scrollIntoView({block: 'nearest'});
    await waitUntil(() => row.textContent!.includes('Not available in your account.'), 'refused on its row');
    expect(switchOf(row).checked).to.equal(false);
    expect(el.draft!.writeObject(LACKING).isEnabled).to.equal(false);
    expect(s.asked.filter((n) => n === LACKING)).to.have.length(1);
  });

  it('is accessible with 300 objects and a search typed', async () => {
    const el = await mount(service().client);
    await waitUntil(() => pickerRoot(el).querySelector('[part=search]'), 'the long list toolbar');
    const search = pickerRoot(el).querySelector<HTMLInputElement>('[part=search]')!;
    search.value = 'object 1';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
