// The headless save flow against the emulator (issue 12, finding 3 and the pre-read): a save whose
// answer was lost is recognised as saved; a revision that moved is rebased onto before sending.
import {describe, it, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type FetchLike} from '../../src/api/client.ts';
import {AbortError, NetworkError} from '../../src/contract/errors.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {saveDraft} from '../../src/config/save.ts';
import {createEmulator} from '../../src/emulator/index.ts';

const emu = createEmulator({timeScale: 0});
const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};

/** A client through the emulator's fetch that can lose the answer of the next PATCH (the server applies it). */
function clientOf() {
  const log: string[] = [];
  let loseNextPatch = false;
  const doFetch: FetchLike = async (url, init) => {
    const method = init?.method ?? 'GET';
    log.push(method);
    const res = await emu.fetch(url, init);
    if (method === 'PATCH' && loseNextPatch) {
      loseNextPatch = false;
      throw new TypeError('fetch failed: socket hang up');
    }
    return res;
  };
  const client = createClient({baseUrl: 'http://emulator.local/v1', apiKey: emu.apiKey, fetch: doFetch});
  return {client, log, loseNext: () => (loseNextPatch = true)};
}

const emailSettings = (draft: ConfigDraft) => draft.writeObject('contact').getFieldSettings('email');

describe('save flow', () => {
  beforeEach(() => emu.reset());

  for (const preRead of [false, true]) {
    it(`a save applied by the server whose answer was lost is reported saved on the retry (preRead ${preRead})`, async () => {
      const {client, log, loseNext} = clientOf();
      const draft = ConfigDraft.from(await client.getInstallation(ref));
      draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      loseNext();
      await assert.rejects(saveDraft(client, ref, draft, draft.buildPatch(), {preRead}), NetworkError);
      assert.equal(draft.isDirty, true, 'the draft is kept after the failure');
      const retry = await saveDraft(client, ref, draft, draft.buildPatch(), {preRead});
      assert.equal(retry.status, 'saved');
      assert.equal(draft.isDirty, false);
      assert.deepEqual(emailSettings(draft), {writeOnUpdate: 'never'});
      const server = await client.getInstallation(ref);
      assert.equal(draft.revisionId, server.config.revisionId);
      // Only the first PATCH changed anything: one revision after the seed's.
      assert.equal(
        log.filter((m) => m === 'PATCH').length,
        preRead ? 1 : 2,
        'with the pre-read no second PATCH is sent',
      );
    });
  }

  it('pre-read: a revision that moved stops the save like a 409 (nothing sent), rebased; saving again keeps both changes', async () => {
    const me = clientOf();
    const other = clientOf();
    const draft = ConfigDraft.from(await me.client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const theirs = ConfigDraft.from(await other.client.getInstallation(ref));
    theirs.writeObject('company').setFieldSettings('industry', {default: {stringValue: 'retail'}});
    assert.equal((await saveDraft(other.client, ref, theirs, theirs.buildPatch())).status, 'saved');
    const first = await saveDraft(me.client, ref, draft, draft.buildPatch());
    assert.equal(first.status, 'conflict');
    assert.deepEqual(first.status === 'conflict' && [first.error.status, first.conflicts], [409, []]);
    assert.deepEqual(me.log, ['GET', 'GET'], 'read, re-read: no PATCH went out on the old revision');
    assert.equal(draft.isDirty, true, 'our edit stays, on top of theirs');
    assert.equal((await saveDraft(me.client, ref, draft, draft.buildPatch())).status, 'saved');
    const server = await me.client.getInstallation(ref);
    const objects = server.config.content.write!.objects!;
    assert.deepEqual(objects.company.selectedFieldSettings!.industry, {default: {stringValue: 'retail'}});
    assert.deepEqual(objects.contact.selectedFieldSettings!.email, {writeOnUpdate: 'never'});
  });

  it('pre-read against a server that ignores revisionId: the concurrent change is still found, not overwritten', async () => {
    // A fetch that strips revisionId from PATCH bodies, as the production API (deprecated field) applies to the latest revision.
    const {client} = clientOf();
    const stripping = createClient({
      baseUrl: 'http://emulator.local/v1',
      apiKey: emu.apiKey,
      fetch: async (url, init) => {
        if (init?.method !== 'PATCH') return emu.fetch(url, init);
        const body = JSON.parse(String(init.body));
        const current = await client.getInstallation(ref);
        body.installation.config.revisionId = current.config.revisionId; // "latest revision"
        return emu.fetch(url, {...init, body: JSON.stringify(body)});
      },
    });
    const draft = ConfigDraft.from(await stripping.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const theirs = ConfigDraft.from(await client.getInstallation(ref));
    theirs.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    await saveDraft(client, ref, theirs, theirs.buildPatch());
    const r = await saveDraft(stripping, ref, draft, draft.buildPatch());
    assert.equal(r.status, 'conflict');
    assert.deepEqual(r.status === 'conflict' && r.conflicts.map((c) => c.fieldName), ['email']);
    assert.deepEqual(
      (await client.getInstallation(ref)).config.content.write!.objects!.contact.selectedFieldSettings!.email,
      {writeOnUpdate: 'always'},
      'theirs was not overwritten',
    );
    // Without the pre-read the same server would have overwritten it.
    const blind = ConfigDraft.from(
      await client.getInstallation(ref).then((i) => ({...i, config: {...i.config, revisionId: 'stale'}})),
    );
    blind.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    assert.equal(
      (await saveDraft(stripping, ref, blind, blind.buildPatch(), {preRead: false})).status,
      'saved',
    );
  });

  it('without the pre-read (a host option), the moved revision is found by the 409 and merged', async () => {
    const me = clientOf();
    const other = clientOf();
    const draft = ConfigDraft.from(await me.client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const theirs = ConfigDraft.from(await other.client.getInstallation(ref));
    theirs.writeObject('company').setFieldSettings('industry', {default: {stringValue: 'retail'}});
    await saveDraft(other.client, ref, theirs, theirs.buildPatch());
    const r = await saveDraft(me.client, ref, draft, draft.buildPatch(), {preRead: false});
    assert.equal(r.status, 'conflict');
    assert.deepEqual(r.status === 'conflict' && r.conflicts, []);
    // what the other save changed, in the draft's change-list terms
    assert.deepEqual(r.status === 'conflict' && r.theirs.map((c) => [c.kind, c.objectName, c.fieldName]), [
      ['field', 'company', 'industry'],
    ]);
    assert.equal(draft.isDirty, true, 'our edit stays, on top of theirs');
    assert.equal(
      (await saveDraft(me.client, ref, draft, draft.buildPatch(), {preRead: false})).status,
      'saved',
    );
  });

  it("a real collision is a conflict naming the field; the server's value is in the draft", async () => {
    const me = clientOf();
    const other = clientOf();
    const draft = ConfigDraft.from(await me.client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const theirs = ConfigDraft.from(await other.client.getInstallation(ref));
    theirs.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    await saveDraft(other.client, ref, theirs, theirs.buildPatch());
    for (const preRead of [true, false]) {
      const d = ConfigDraft.from(draft.baseline as never);
      d.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      const r = await saveDraft(me.client, ref, d, d.buildPatch(), {preRead});
      assert.equal(r.status, 'conflict');
      assert.deepEqual(r.status === 'conflict' && r.conflicts.map((c) => c.fieldName), ['email']);
      assert.deepEqual(emailSettings(d), {writeOnUpdate: 'always'});
    }
  });

  it('a 409 whose server config already holds every edit (someone saved the same) is reported saved', async () => {
    const me = clientOf();
    const other = clientOf();
    const draft = ConfigDraft.from(await me.client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const theirs = ConfigDraft.from(await other.client.getInstallation(ref));
    theirs.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    await saveDraft(other.client, ref, theirs, theirs.buildPatch());
    const r = await saveDraft(me.client, ref, draft, draft.buildPatch(), {preRead: false});
    assert.equal(r.status, 'saved');
    assert.equal(draft.isDirty, false);
    assert.deepEqual(
      me.log,
      ['GET', 'PATCH'],
      'one PATCH: its 409 carries the installation, no read after it',
    );
  });

  it('a 409 without the installation in its body reads it; one naming another installation is not used', async () => {
    for (const carried of [undefined, {id: 'inst-other', config: {revisionId: 'r9', content: {}}}]) {
      emu.reset();
      const other = clientOf();
      const theirs = ConfigDraft.from(await other.client.getInstallation(ref));
      theirs.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
      await saveDraft(other.client, ref, theirs, theirs.buildPatch());
      const log: string[] = [];
      const client = createClient({
        baseUrl: 'http://emulator.local/v1',
        apiKey: emu.apiKey,
        fetch: async (url, init) => {
          log.push(init?.method ?? 'GET');
          const res = await emu.fetch(url, init);
          if (res.status !== 409) return res;
          const problem = {...(await res.json()), installation: carried};
          return new Response(JSON.stringify(problem), {status: 409, headers: res.headers});
        },
      });
      const saved = theirs.baseline;
      const stale = ConfigDraft.from({...saved, config: {...saved.config, revisionId: 'old'}} as never);
      stale.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      const r = await saveDraft(client, ref, stale, stale.buildPatch(), {preRead: false});
      assert.equal(r.status, 'conflict');
      assert.deepEqual(log, ['PATCH', 'GET'], 'the installation is read after the 409');
      assert.equal(stale.revisionId, theirs.revisionId, "rebased onto the server's revision");
    }
  });

  it('edits made while a save is under way are kept, unsaved, on top of the saved baseline', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let patchSent!: () => void;
    const patching = new Promise<void>((r) => (patchSent = r));
    const doFetch: FetchLike = async (url, init) => {
      if (init?.method === 'PATCH') {
        patchSent();
        await held;
      }
      return emu.fetch(url, init);
    };
    const client = createClient({baseUrl: 'http://emulator.local/v1', apiKey: emu.apiKey, fetch: doFetch});
    const draft = ConfigDraft.from(await client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const saving = saveDraft(client, ref, draft, draft.buildPatch());
    await patching; // the PATCH is on its way, however long the machine took to send it
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.writeObject('company').setFieldSettings('name', {writeOnUpdate: 'never'});
    release();
    const r = await saving;
    assert.equal(r.status, 'saved');
    const server = await client.getInstallation(ref);
    assert.equal(draft.revisionId, server.config.revisionId, 'the saved answer is the baseline');
    assert.deepEqual(emailSettings(draft), {writeOnUpdate: 'never'});
    assert.deepEqual(
      draft.writeObject('contact').getFieldSettings('phone'),
      {writeOnCreate: 'never'},
      'the later edit is kept',
    );
    assert.deepEqual(draft.writeObject('company').getFieldSettings('name'), {writeOnUpdate: 'never'});
    assert.equal(draft.isDirty, true, 'and is still to be saved');
    assert.deepEqual(draft.buildPatch().updateMask.sort(), [
      'config.content.write.objects.company',
      'config.content.write.objects.contact',
    ]);
    assert.equal(await saveDraft(client, ref, draft, draft.buildPatch()).then((x) => x.status), 'saved');
    const after = ConfigDraft.from(await client.getInstallation(ref));
    assert.deepEqual(after.writeObject('contact').getFieldSettings('phone'), {writeOnCreate: 'never'});
    assert.deepEqual(after.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
    assert.equal(draft.isDirty, false);
  });

  it('a save stopped by its signal once the answer is in rejects with the typed AbortError and leaves the draft as it was', async () => {
    const {client} = clientOf();
    const draft = ConfigDraft.from(await client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const ctl = new AbortController();
    const stopping = {
      getInstallation: client.getInstallation,
      updateInstallation: async (...args: Parameters<typeof client.updateInstallation>) => {
        const saved = await client.updateInstallation(args[0], args[1]);
        ctl.abort(); // Discard pressed as the answer arrives
        return saved;
      },
    };
    await assert.rejects(
      saveDraft(stopping, ref, draft, draft.buildPatch(), {signal: ctl.signal, preRead: false}),
      AbortError,
    );
    assert.equal(draft.isDirty, true);
    assert.deepEqual(emailSettings(draft), {writeOnUpdate: 'never'});
  });

  it('a draft with nothing to save resolves saved without a request (an empty mask would be refused)', async () => {
    const {client, log} = clientOf();
    const draft = ConfigDraft.from(await client.getInstallation(ref));
    log.length = 0;
    const r = await saveDraft(client, ref, draft, draft.buildPatch());
    assert.equal(r.status, 'saved');
    assert.deepEqual(log, []);
    assert.equal(r.status === 'saved' && r.installation.config.revisionId, draft.revisionId);
  });
});
