// <install-config> against the mounted emulator when the network misbehaves (issue 12, findings 2
// and 3): a save that never gets an answer ends in the failed-save state with the draft kept and
// Retry (the Save button offers it); Discard works during a save; a save whose answer was lost is reported saved on Retry.
import '../console-guard.ts';
import {expect, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import type {Client, FetchLike} from '../../src/api/client.ts';
import type {IcErrorEvent, IcSavedEvent} from '../../src/elements/events.ts';
import {
  ACME,
  apiClient,
  errorNotice,
  mountInstallConfig,
  resetEmulator,
  saveButton,
  shadow,
  writeSettings,
} from './helpers.ts';

/** fetch that can hang (never answer) or lose the answer of the next PATCH after the server applied it. */
function faultyFetch() {
  const mode = {next: 'pass' as 'pass' | 'hang' | 'lose', patches: 0};
  const doFetch: FetchLike = async (url, init) => {
    if (init?.method !== 'PATCH' || mode.next === 'pass') return fetch(url, init);
    const m = mode.next;
    mode.next = 'pass';
    mode.patches++;
    if (m === 'hang') {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(init.signal!.reason ?? new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    await fetch(url, init); // the server applies it...
    throw new TypeError('Failed to fetch'); // ...and the answer never arrives
  };
  return {mode, doFetch};
}

const resetButton = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('[part=reset-button]')!;

/**
 * `<install-config>` loaded, with one unsaved edit. `limit.nextSave`: a time limit for the next
 * save's PATCH alone (the request under test); every other request keeps the client's default,
 * since how long loading takes is the machine's business.
 */
async function loadedWithEdit() {
  const f = faultyFetch();
  const limit = {nextSave: undefined as number | undefined};
  const client = apiClient({fetch: f.doFetch});
  const limited: Client = {
    ...client,
    updateInstallation: (ref, body, options) => {
      const timeoutMs = limit.nextSave ?? options?.timeoutMs;
      limit.nextSave = undefined;
      return client.updateInstallation(ref, body, {...options, timeoutMs});
    },
  };
  const el = await mountInstallConfig({client: limited});
  await waitUntil(() => el.draft, 'not loaded');
  el.setFieldSettings('contact', 'email', {writeOnUpdate: 'never'});
  await el.updateComplete;
  return {el, f, limit};
}

describe('saving when the network misbehaves', () => {
  beforeEach(resetEmulator);

  it('a save that never gets an answer times out into the failed-save state: draft kept, Retry saves it', async () => {
    const {el, f, limit} = await loadedWithEdit();
    f.mode.next = 'hang';
    limit.nextSave = 300;
    const failed = oneEvent(el, 'ic-error') as Promise<IcErrorEvent>;
    saveButton(el).click();
    await el.updateComplete;
    expect(saveButton(el).textContent!.trim()).to.equal('Saving…');
    const ev = await failed;
    expect((ev.detail.error as Error).name).to.equal('TimeoutError');
    await el.updateComplete;
    // The failed-save state: the notice, and Save offered again as Retry.
    expect(saveButton(el).textContent!.trim()).to.equal('Retry');
    expect(saveButton(el).disabled).to.equal(false);
    expect(el.draft!.isDirty).to.equal(true);
    expect(errorNotice(el)).to.not.equal('');
    const saved = oneEvent(el, 'ic-saved') as Promise<IcSavedEvent>;
    saveButton(el).click();
    await saved;
    expect(writeSettings(await apiClient().getInstallation(ACME), 'contact').email).to.deep.equal({
      writeOnUpdate: 'never',
    });
  });

  it('Discard works while a save is running: the save stops and the edits are dropped', async () => {
    const {el, f} = await loadedWithEdit();
    f.mode.next = 'hang';
    const run = el.save();
    await el.updateComplete;
    expect(resetButton(el).disabled).to.equal(false);
    resetButton(el).click();
    expect(await run).to.equal(undefined);
    await el.updateComplete;
    expect(el.draft!.isDirty).to.equal(false);
    expect(saveButton(el).textContent!.trim()).to.equal('Save');
    expect(errorNotice(el)).to.equal('');
  });

  it('a save the server applied but whose answer was lost is reported saved on Retry (ic-saved), not as a conflict', async () => {
    const {el, f} = await loadedWithEdit();
    f.mode.next = 'lose';
    const failed = oneEvent(el, 'ic-error');
    saveButton(el).click();
    await failed;
    await el.updateComplete;
    expect(saveButton(el).textContent!.trim()).to.equal('Retry');
    const saved = oneEvent(el, 'ic-saved') as Promise<IcSavedEvent>;
    saveButton(el).click();
    const ev = await saved;
    expect(writeSettings(ev.detail.installation, 'contact').email).to.deep.equal({writeOnUpdate: 'never'});
    await el.updateComplete;
    expect(el.draft!.isDirty).to.equal(false);
    expect(errorNotice(el)).to.equal('');
    expect(f.mode.patches).to.equal(1);
  });
});
