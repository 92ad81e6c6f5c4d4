import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {settled} from '../harness.ts';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {IcChangeEvent} from '../../src/elements/events.ts';
import type {
  PickerObject,
  WriteObjectPicker,
} from '../../src/elements/write-object-picker/write-object-picker.ts';

const OBJECTS: PickerObject[] = [
  {objectName: 'contact', displayName: 'Contacts', inheritMapping: true},
  {objectName: 'company', displayName: 'Companies'},
  {objectName: 'legacy_lead', displayName: 'Legacy leads', unavailable: 'missing'},
  {objectName: 'deal'},
];

const root = (el: WriteObjectPicker) => el.shadowRoot!;
const byLabel = (el: WriteObjectPicker, label: string) =>
  root(el).querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const inherit = (el: WriteObjectPicker, name: string) =>
  [...root(el).querySelectorAll<HTMLLabelElement>('label')]
    .find((l) => l.textContent!.includes(`Inherit field mapping for ${name}`))
    ?.querySelector('input') ?? null;

async function picker(value: Record<string, {inheritMapping?: boolean}> = {contact: {}}, objects = OBJECTS) {
  return fixture<WriteObjectPicker>(
    html`<write-object-picker .objects=${objects} .value=${value}></write-object-picker>`,
  );
}

describe('<write-object-picker>', () => {
  it('lists the objects by display name, falling back to the object name', async () => {
    const el = await picker();
    const names = [...root(el).querySelectorAll('[part=label]')].map((n) => n.textContent);
    expect(names).to.deep.equal(['Contacts', 'Companies', 'Legacy leads', 'deal']);
    expect(byLabel(el, 'Write Contacts').checked).to.equal(true);
    expect(byLabel(el, 'Write Companies').checked).to.equal(false);
    expect(byLabel(el, 'Write Contacts').getAttribute('role')).to.equal('switch');
  });

  it('says so when there is nothing to write', async () => {
    const el = await picker({}, []);
    expect(root(el).textContent).to.contain('This integration writes no objects.');
  });

  it('switching an object on and off updates value and fires ic-change', async () => {
    const el = await picker();
    setTimeout(() => byLabel(el, 'Write Companies').click());
    const on = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
    expect(on.detail).to.deep.equal({
      kind: 'object',
      objectName: 'company',
      enabled: true,
      inheritMapping: false,
    });
    expect(el.value).to.deep.equal({contact: {}, company: {inheritMapping: false}});
    setTimeout(() => byLabel(el, 'Write Contacts').click());
    const off = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
    expect(off.detail).to.include({objectName: 'contact', enabled: false});
    expect(el.value).to.deep.equal({company: {inheritMapping: false}});
  });

  it('offers inherit mapping only where the manifest allows it, and only for a switched-on object', async () => {
    const el = await picker({});
    expect(inherit(el, 'Companies')).to.equal(null);
    const box = inherit(el, 'Contacts')!;
    expect(box.disabled).to.equal(true);
    byLabel(el, 'Write Contacts').click();
    await oneEvent(el, 'ic-change');
    expect(box.disabled).to.equal(false);
    setTimeout(() => box.click());
    const ev = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
    expect(ev.detail).to.deep.equal({
      kind: 'object',
      objectName: 'contact',
      enabled: true,
      inheritMapping: true,
    });
    expect(el.value).to.deep.equal({contact: {inheritMapping: true}});
  });

  it('shows an object the customer lacks as unavailable, with the reason, without breaking the rest', async () => {
    const el = await picker();
    const box = byLabel(el, 'Write Legacy leads');
    expect(box.disabled).to.equal(true);
    const reason = root(el).getElementById(box.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('Not available in your account.');
    expect(byLabel(el, 'Write Companies').disabled).to.equal(false);
  });

  it('shows objects the provider cannot write as disabled, with the reason', async () => {
    const el = await picker({}, [{objectName: 'contact', unavailable: 'no-write'}]);
    const box = byLabel(el, 'Write contact');
    expect(box.disabled).to.equal(true);
    expect(box.checked).to.equal(false);
    expect(root(el).textContent).to.contain('The provider does not support writing.');
  });

  it('an unavailable object that is on can still be switched off (not on again), so the customer is never stuck with it', async () => {
    for (const unavailable of ['missing', 'no-write'] as const) {
      const el = await picker({legacy_lead: {}}, [
        {objectName: 'legacy_lead', displayName: 'Legacy leads', unavailable},
      ]);
      const box = byLabel(el, 'Write Legacy leads');
      expect(box.checked, unavailable).to.equal(true);
      expect(box.disabled, `${unavailable}: switch off`).to.equal(false);
      setTimeout(() => box.click());
      const off = (await oneEvent(el, 'ic-change')) as IcChangeEvent;
      expect(off.detail).to.include({objectName: 'legacy_lead', enabled: false});
      await el.updateComplete;
      expect(box.disabled, `${unavailable}: off, it cannot come back on`).to.equal(true);
    }
  });

  it('disabled disables every control; a host setting value fires nothing', async () => {
    const el = await picker();
    let changes = 0;
    el.addEventListener('ic-change', () => changes++);
    el.value = {company: {}};
    el.disabled = true;
    await el.updateComplete;
    expect(byLabel(el, 'Write Companies').checked).to.equal(true);
    for (const input of root(el).querySelectorAll('input')) expect(input.disabled).to.equal(true);
    // An event would be dispatched after the update, in a microtask: one task boundary covers it.
    await settled();
    expect(changes).to.equal(0);
  });

  it('when narrow, "Inherit field mapping" sits indented under its object, not like another object', async () => {
    const el = await fixture<WriteObjectPicker>(
      html`<write-object-picker
        style="width: 16rem"
        .objects=${OBJECTS}
        .value=${{contact: {}}}
      ></write-object-picker>`,
    );
    const name = root(el).querySelector('[part=label]')!.getBoundingClientRect();
    const box = inherit(el, 'Contacts')!.getBoundingClientRect();
    expect(box.top, 'it wraps below the object').to.be.at.least(name.bottom - 1);
    expect(Math.abs(box.left - name.left), 'lined up with the object name').to.be.at.most(2);
    // wide: beside the object name, as before
    el.style.width = '40rem';
    const wide = inherit(el, 'Contacts')!.getBoundingClientRect();
    expect(wide.top).to.be.below(name.bottom);
    expect(wide.left - root(el).querySelector('[part=label]')!.getBoundingClientRect().right).to.be.within(
      20,
      30,
    );
  });

  it('renders HTML in names as text', async () => {
    const evil = '<img src=x onerror="window.__pwned2=1">';
    const el = await picker({}, [{objectName: evil, displayName: evil, inheritMapping: true}]);
    expect(root(el).querySelector('img')).to.equal(null);
    expect(root(el).querySelector('[part=label]')!.textContent).to.equal(evil);
  });

  it('is keyboard-operable: Tab moves through the enabled controls, Space toggles', async () => {
    const el = await picker({});
    byLabel(el, 'Write Contacts').focus();
    await sendKeys({press: 'Space'});
    await el.updateComplete;
    expect(el.value).to.deep.equal({contact: {inheritMapping: false}});
    await sendKeys({press: 'Tab'});
    expect(root(el).activeElement!.closest('label')!.textContent).to.contain(
      'Inherit field mapping for Contacts',
    );
    await sendKeys({press: 'Tab'});
    expect(root(el).activeElement!.getAttribute('aria-label')).to.equal('Write Companies');
    await sendKeys({press: 'Tab'});
    expect(root(el).activeElement!.getAttribute('aria-label')).to.equal('Write deal'); // unavailable one skipped
  });

  it('speaks German under lang="de"', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div lang="de"><write-object-picker .objects=${OBJECTS}></write-object-picker></div>`,
    );
    const el = wrap.querySelector('write-object-picker')!;
    // German is loaded on first use.
    await waitUntil(
      () => root(el).querySelector('legend')!.textContent === 'Zu schreibende Objekte',
      'German legend',
    );
    expect(byLabel(el, 'Contacts schreiben')).to.exist;
  });

  describe('a long list (300 objects)', () => {
    // a few display names with accents, so the search is seen to ignore them
    const MANY: PickerObject[] = Array.from({length: 300}, (_, i) => ({
      objectName: `obj_${String(i).padStart(3, '0')}`,
      displayName: i % 25 === 0 ? `Société ${i}` : `Object ${i}`,
      ...(i === 5 ? {unavailable: 'missing' as const} : {}),
    }));
    const many = (value: Record<string, {inheritMapping?: boolean}> = {}) =>
      fixture<WriteObjectPicker>(
        html`<write-object-picker .objects=${MANY} .value=${value}></write-object-picker>`,
      );
    const search = (el: WriteObjectPicker) => root(el).querySelector<HTMLInputElement>('[part=search]');
    const count = (el: WriteObjectPicker) => root(el).querySelector('.count')!.textContent!.trim();
    const shownNames = (el: WriteObjectPicker) =>
      [...root(el).querySelectorAll('[part=label]')].map((n) => n.textContent);
    async function ready(el: WriteObjectPicker) {
      await waitUntil(() => search(el), 'the long list toolbar loads');
      return el;
    }
    async function type(el: WriteObjectPicker, text: string) {
      search(el)!.focus();
      await sendKeys({type: text});
      await el.updateComplete;
    }

    it('a short list has no search and no bulk switches: it looks as before', async () => {
      const el = await picker();
      // A long list decides to load its chunk in the render: settled, a short one asked for none.
      await settled();
      expect(search(el)).to.equal(null);
      expect(root(el).querySelector('[part=all-button]')).to.equal(null);
    });

    it('is a compact list of bounded height, not a 12,000 px column', async () => {
      const el = await ready(await many());
      expect(el.getBoundingClientRect().height).to.be.below(600);
      const rows = root(el).querySelectorAll<HTMLElement>('[part=object]');
      expect(rows).to.have.length(300);
      // one line a row: checkbox and name side by side
      expect(rows[1].getBoundingClientRect().height).to.be.below(40);
    });

    it('search narrows by display or API name, ignoring case and accents, and says how many match', async () => {
      const el = await ready(await many());
      expect(count(el)).to.equal('300 of 300 objects');
      await type(el, 'SOCIETE');
      expect(shownNames(el)).to.deep.equal(MANY.filter((_, i) => i % 25 === 0).map((o) => o.displayName));
      expect(count(el)).to.equal('12 of 300 objects');
      search(el)!.value = '';
      search(el)!.dispatchEvent(new Event('input'));
      // by API name: obj_290 to obj_299 (obj_029 is not one)
      await type(el, 'OBJ_29');
      expect(shownNames(el)).to.deep.equal(Array.from({length: 10}, (_, i) => `Object ${290 + i}`));
      await type(el, 'x');
      expect(root(el).textContent).to.contain('No objects match.');
      expect(count(el)).to.equal('0 of 300 objects');
      // Escape clears it
      await sendKeys({press: 'Escape'});
      await el.updateComplete;
      expect(search(el)!.value).to.equal('');
      expect(count(el)).to.equal('300 of 300 objects');
    });

    it("a search shows each object with its own switch: none slides from another object's state", async () => {
      // obj_001 is on and sits second; after the search, Société 25 (off) sits second
      const el = await ready(await many({obj_001: {}}));
      await type(el, 'société');
      expect(shownNames(el)[1]).to.equal('Société 25');
      // a reused row would slide its switch from on to off: a CSS transition would be running
      expect(root(el).getAnimations()).to.have.length(0);
      expect(byLabel(el, 'Write Société 25').checked).to.equal(false);
    });

    it('"Select all" switches on the objects shown in one change; "Select none" switches them off', async () => {
      const el = await ready(await many({obj_001: {}}));
      await type(el, 'société');
      const changes: IcChangeEvent[] = [];
      el.addEventListener('ic-change', (e) => changes.push(e));
      root(el).querySelector<HTMLButtonElement>('[part=all-button]')!.click();
      await waitUntil(() => changes.length);
      const matches = MANY.filter((_, i) => i % 25 === 0).map((o) => o.objectName);
      expect(Object.keys(el.value!).sort()).to.deep.equal(['obj_001', ...matches].sort());
      expect(changes.map((c) => c.detail)).to.deep.equal([
        {kind: 'objects', objectNames: matches, enabled: true},
      ]);
      // without the search: all but the unavailable one
      await sendKeys({press: 'Escape'});
      root(el).querySelector<HTMLButtonElement>('[part=all-button]')!.click();
      await waitUntil(() => changes.length === 2);
      expect(Object.keys(el.value!)).to.have.length(299);
      expect(el.value).not.to.have.property('obj_005');
      root(el).querySelector<HTMLButtonElement>('[part=none-button]')!.click();
      await waitUntil(() => changes.length === 3);
      expect(el.value).to.deep.equal({});
      expect(changes[2].detail).to.include({kind: 'objects', enabled: false});
    });

    it('Tab goes from the search to "Select all" and "Select none", then into the list', async () => {
      const el = await ready(await many());
      search(el)!.focus();
      const order = [];
      for (let i = 0; i < 3; i++) {
        await sendKeys({press: 'Tab'});
        const a = root(el).activeElement!;
        order.push(
          a.getAttribute('part') === 'input' ? a.getAttribute('aria-label') : a.getAttribute('part'),
        );
      }
      expect(order).to.deep.equal(['all-button', 'none-button', 'Write Société 0']);
    });

    it('fits 320 px without scrolling sideways', async () => {
      await setViewport({width: 320, height: 640});
      try {
        const el = await ready(await many());
        expect(el.scrollWidth).to.be.at.most(el.clientWidth);
        expect(document.documentElement.scrollWidth).to.be.at.most(320);
      } finally {
        await setViewport({width: 800, height: 600});
      }
    });

    it('speaks German under lang="de"', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de"><write-object-picker .objects=${MANY}></write-object-picker></div>`,
      );
      const el = await ready(wrap.querySelector('write-object-picker')!);
      await waitUntil(() => count(el) === '300 von 300 Objekten', 'German count');
      expect(root(el).querySelector('.search')!.textContent).to.contain('Objekte suchen');
      expect(root(el).querySelector('[part=all-button]')!.textContent!.trim()).to.equal('Alle auswählen');
      expect(root(el).querySelector('[part=none-button]')!.textContent!.trim()).to.equal('Keine auswählen');
    });

    it('read-only: the search only, every row shown as it is, still accessible', async () => {
      const el = await ready(await many({obj_001: {}}));
      el.readonly = true;
      await el.updateComplete;
      expect(root(el).querySelector('[part=all-button]')).to.equal(null);
      expect(
        [...root(el).querySelectorAll<HTMLInputElement>('[role=switch]')].every((b) => b.disabled),
      ).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('is accessible, light and dark, with a search typed', async () => {
      for (const theme of ['light', 'dark'] as const) {
        const el = await ready(await many({obj_001: {}}));
        el.theme = theme;
        await type(el, 'soc');
        await expect(el).to.be.accessible();
      }
    });
  });

  describe('accessibility', () => {
    it('is accessible in the light theme', async () => {
      const el = await picker();
      el.theme = 'light';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
    it('is accessible in the dark theme', async () => {
      const el = await picker();
      el.theme = 'dark';
      await el.updateComplete;
      expect(getComputedStyle(el).colorScheme).to.equal('dark');
      await expect(el).to.be.accessible();
    });
  });
});
