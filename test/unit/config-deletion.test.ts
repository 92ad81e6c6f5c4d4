// "Allow deleting records" in the headless draft (issue 36): writeObject(name).deletionEnabled and
// setDeletionEnabled(enabled) save `deletionSettings: {enabled}` on the write object in the minimal
// patch, keep what the server holds when untouched, count as one change, undo, and survive a 409.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft, describeChanges} from '../../src/index.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import {check, UpdateInstallationRequestSchema} from '../../src/contract/index.ts';
import {installationWith} from './config-helpers.ts';

type Json = Record<string, unknown>;
const withWrite = (objects: Json) => installationWith({write: {objects}}, {revisionId: 'rev-7'});
const contactWith = (members: Json = {}) =>
  withWrite({
    contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}, ...members},
    deal: {objectName: 'deal'},
  });

function patchOf(draft: ConfigDraft) {
  const patch = draft.buildPatch();
  if (patch.updateMask.length) assert.deepEqual(check(UpdateInstallationRequestSchema, patch), []);
  return patch;
}
const sentWrite = (draft: ConfigDraft) =>
  patchOf(draft).installation.config?.content?.write?.objects as Record<string, Json> | undefined;

describe('setDeletionEnabled', () => {
  it('is off by default and sends deletionSettings {enabled: true} on the object alone when switched on', () => {
    const draft = ConfigDraft.from(contactWith());
    const contact = draft.writeObject('contact');
    assert.equal(contact.deletionEnabled, false);
    contact.setDeletionEnabled(true);
    assert.equal(contact.deletionEnabled, true);
    assert.deepEqual(patchOf(draft).updateMask, ['config.content.write.objects.contact']);
    assert.deepEqual(sentWrite(draft), {
      contact: {
        objectName: 'contact',
        deletionSettings: {enabled: true},
        selectedFieldSettings: {email: {writeOnUpdate: 'never'}},
      },
    });
  });

  it('off where the server has nothing is no change; off where it allows deleting sends {enabled: false}', () => {
    const fresh = ConfigDraft.from(contactWith());
    fresh.writeObject('contact').setDeletionEnabled(false);
    assert.equal(fresh.isDirty, false);
    assert.deepEqual(patchOf(fresh).updateMask, []);

    const held = ConfigDraft.from(contactWith({deletionSettings: {enabled: true}}));
    assert.equal(held.writeObject('contact').deletionEnabled, true);
    held.writeObject('contact').setDeletionEnabled(false);
    assert.deepEqual(sentWrite(held)?.contact?.deletionSettings, {enabled: false});
    // and back on: the server's value again, nothing to send
    held.writeObject('contact').setDeletionEnabled(true);
    assert.equal(held.isDirty, false);
  });

  it('keeps what the server holds when untouched, and its other members when switched', () => {
    const draft = ConfigDraft.from(contactWith({deletionSettings: {enabled: true, scope: 'all'}}));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    assert.deepEqual(sentWrite(draft)?.contact?.deletionSettings, {enabled: true, scope: 'all'});
    draft.writeObject('contact').setDeletionEnabled(false);
    assert.deepEqual(sentWrite(draft)?.contact?.deletionSettings, {enabled: false, scope: 'all'});
  });

  it('a value the server holds that this library would refuse goes back untouched', () => {
    const draft = ConfigDraft.from(contactWith({deletionSettings: {}}));
    assert.equal(draft.writeObject('contact').deletionEnabled, false);
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    assert.deepEqual(sentWrite(draft)?.contact?.deletionSettings, {});
  });

  it('refuses a value that is not a boolean, changing nothing', () => {
    const draft = ConfigDraft.from(contactWith());
    assert.throws(
      () => draft.writeObject('contact').setDeletionEnabled('yes' as unknown as boolean),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues[0]?.path === 'write.objects.contact.deletionSettings.enabled',
    );
    assert.equal(draft.isDirty, false);
  });

  it('switches on an object not written yet, like setInheritMapping', () => {
    const draft = ConfigDraft.from(withWrite({}));
    draft.writeObject('deal').setDeletionEnabled(true);
    assert.deepEqual(sentWrite(draft), {deal: {objectName: 'deal', deletionSettings: {enabled: true}}});
  });

  it('is one change the review names, and one undo step', () => {
    const draft = ConfigDraft.from(contactWith());
    draft.writeObject('contact').setDeletionEnabled(true);
    assert.deepEqual(
      draft.changeList().map((c) => [c.kind, c.path]),
      [['deletion', 'write.objects.contact.deletionSettings']],
    );
    assert.deepEqual(describeChanges(draft, undefined, {object: () => 'Contact', provider: 'Acme CRM'}), [
      'This app can delete Contact records in Acme CRM',
    ]);
    assert.equal(draft.undo(), true);
    assert.equal(draft.writeObject('contact').deletionEnabled, false);
    assert.equal(draft.isDirty, false);
  });

  it('a locked object refuses the switch', () => {
    const draft = ConfigDraft.from(contactWith());
    draft.setLocked('contact', true);
    assert.throws(() => draft.writeObject('contact').setDeletionEnabled(true), {name: 'LockedError'});
  });
});

describe('deletion across a 409 and a save', () => {
  it('rebase keeps our switch where the server did not change it, and reports a collision', () => {
    const draft = ConfigDraft.from(contactWith());
    draft.writeObject('contact').setDeletionEnabled(true);
    // someone else changed a field: our switch stands
    const other = contactWith({selectedFieldSettings: {email: {writeOnUpdate: 'always'}}});
    assert.deepEqual(draft.rebase(other).conflicts, []);
    assert.deepEqual(sentWrite(draft)?.contact?.deletionSettings, {enabled: true});
    // someone else switched it differently: theirs wins, and it is reported
    const mine = ConfigDraft.from(contactWith());
    mine.writeObject('contact').setDeletionEnabled(true);
    const theirs = contactWith({deletionSettings: {enabled: false, scope: 'x'}});
    const {conflicts} = mine.rebase(theirs);
    assert.deepEqual(
      conflicts.map((c) => [c.kind, c.path]),
      [['deletion', 'write.objects.contact.deletionSettings']],
    );
    assert.equal(mine.writeObject('contact').deletionEnabled, false);
  });

  it('an edit kept across markSaved goes back with the deletion the server now holds', () => {
    const draft = ConfigDraft.from(contactWith());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    const sent = draft.buildPatch();
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.markSaved(
      contactWith({
        deletionSettings: {enabled: true},
        selectedFieldSettings: {email: {writeOnUpdate: 'always'}},
      }),
      sent,
    );
    assert.deepEqual(sentWrite(draft)?.contact?.deletionSettings, {enabled: true});
    assert.equal(draft.writeObject('contact').deletionEnabled, true);
  });
});
