// The draft's change list, transactions and undo: what a customer counts as "N unsaved changes",
// what Discard and a bulk edit do as one step, and what the client is spared re-checking.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {sealedPatch} from '../../src/config/draft.ts';
import {isChecked} from '../../src/contract/checked.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import {countChanges, installationWith} from './config-helpers.ts';

const base = () =>
  installationWith({
    write: {
      objects: {
        contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}},
        company: {objectName: 'company'},
      },
    },
    read: {objects: {contact: {objectName: 'contact', destination: 'd', schedule: '*/5 * * * *'}}},
    subscribe: {objects: {contact: {objectName: 'contact', destination: 'd'}}},
    proxy: {enabled: false},
  });

const kinds = (draft: ConfigDraft) =>
  draft.changeList().map((c) => [c.kind, c.path, c.objectName, c.fieldName].filter(Boolean).join(' '));

describe('draft.changeList()', () => {
  it('names every maskable thing the customer changed, one entry each', () => {
    const draft = ConfigDraft.from(base());
    assert.deepEqual(draft.changeList(), []);
    draft.writeObject('contact').setFieldSettings('email', undefined);
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.writeObject('company').disable();
    draft.writeObject('lead').enable();
    draft.readObject('contact').set({objectName: 'contact', destination: 'd', schedule: '0 * * * *'});
    draft.subscribeObject('contact').remove();
    draft.setProxyEnabled(true);
    draft.setConnectionId('conn-2');
    assert.deepEqual(kinds(draft), [
      'field write.objects.contact.selectedFieldSettings.email contact email',
      'field write.objects.contact.selectedFieldSettings.phone contact phone',
      'object write.objects.company company',
      'object write.objects.lead lead',
      'read read.objects.contact contact',
      'subscribe subscribe.objects.contact contact',
      'proxy proxy.enabled',
      'connection connectionId',
    ]);
  });

  it('counts a switched-off object once, not its kept settings; an edit undone by hand is no change', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'}).disable();
    assert.deepEqual(kinds(draft), ['object write.objects.contact contact']);
    draft.writeObject('contact').enable().setFieldSettings('email', {writeOnUpdate: 'never'});
    assert.deepEqual(draft.changeList(), []);
  });

  it('is the same array until the next edit (elements ask on every render)', () => {
    const draft = ConfigDraft.from(base());
    draft.setProxyEnabled(true);
    const first = draft.changeList();
    assert.equal(draft.changeList(), first);
    assert.throws(() => (first as unknown[]).push({}), TypeError, 'frozen: a reader cannot change it');
    draft.setProxyEnabled(false);
    assert.notEqual(draft.changeList(), first);
    assert.deepEqual(draft.changeList(), []);
  });
});

describe('draft.transaction() and undo()', () => {
  it('a bulk edit is one change event and one undo step', () => {
    const draft = ConfigDraft.from(base());
    const events = countChanges(draft);
    draft.transaction((d) => {
      for (const f of ['a', 'b', 'c']) d.writeObject('contact').setFieldSettings(f, {writeOnCreate: 'never'});
    });
    assert.equal(events.count, 1);
    assert.equal(draft.changeList().length, 3);
    assert.equal(draft.undo(), true);
    assert.equal(draft.isDirty, false);
    assert.equal(events.count, 2);
    assert.equal(draft.canUndo, false);
    assert.equal(draft.undo(), false, 'nothing left to undo');
  });

  it('a bulk edit that throws leaves the draft as it was, and tells nobody', () => {
    const draft = ConfigDraft.from(base());
    draft.setProxyEnabled(true);
    const events = countChanges(draft);
    assert.throws(
      () =>
        draft.transaction((d) => {
          d.writeObject('contact').setFieldSettings('a', {writeOnCreate: 'never'});
          d.writeObject('contact').setFieldSettings('b', {writeOnCreate: 'sometimes' as never});
        }),
      ValidationError,
    );
    assert.equal(events.count, 0);
    assert.deepEqual(kinds(draft), ['proxy proxy.enabled']);
    assert.equal(draft.writeObject('contact').getFieldSettings('a'), undefined);
    draft.undo();
    assert.equal(draft.isDirty, false, 'the failed transaction left no step of its own');
  });

  it('an edit with {step: false} is no step: undo goes back past it to before the last step', () => {
    const draft = ConfigDraft.from(base());
    draft.transaction((d) => {
      d.writeObject('deal').enable();
      d.writeObject('lead').enable();
    });
    let events = 0;
    draft.addEventListener('change', () => events++);
    // the service refuses lead: switched off again for the customer
    draft.transaction((d) => d.writeObject('lead').disable(), {step: false});
    assert.equal(events, 1, 'views still hear it');
    assert.equal(draft.writeObject('lead').isEnabled, false);
    assert.equal(draft.undo(), true);
    assert.deepEqual(
      [draft.writeObject('deal').isEnabled, draft.writeObject('lead').isEnabled],
      [false, false],
      'back to before the switch-on, not to lead on again',
    );
    assert.equal(draft.canUndo, false);
  });

  it('Discard (reset) is undoable, and tells views to drop input they hold', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.setProxyEnabled(true);
    let resets = 0;
    draft.addEventListener('reset', () => resets++);
    draft.reset();
    assert.equal(draft.isDirty, false);
    assert.equal(resets, 1);
    assert.equal(draft.undo(), true);
    assert.deepEqual(kinds(draft), [
      'field write.objects.contact.selectedFieldSettings.phone contact phone',
      'proxy proxy.enabled',
    ]);
    draft.undo();
    draft.undo();
    assert.equal(draft.isDirty, false);
    draft.reset();
    assert.equal(resets, 2, 'a reset of a clean draft still says so');
  });

  it('single edits undo one by one; a save or a rebase starts over', () => {
    const draft = ConfigDraft.from(base());
    draft.setProxyEnabled(true);
    draft.setConnectionId('conn-9');
    draft.undo();
    assert.deepEqual(kinds(draft), ['proxy proxy.enabled']);
    draft.markSaved(installationWith({proxy: {enabled: true}}));
    assert.equal(draft.canUndo, false);
    draft.setConnectionId('conn-9');
    draft.rebase(installationWith({proxy: {enabled: true}}, {revisionId: 'rev-2'}));
    assert.equal(draft.canUndo, false);
  });
});

describe('the patch the draft seals for saving', () => {
  it('is frozen and marked checked; the copy buildPatch() hands out is neither', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    const sealed = sealedPatch(draft);
    assert.equal(isChecked(sealed), true);
    assert.throws(() => (sealed.updateMask as string[]).push('connectionId'), TypeError);
    assert.deepEqual(sealed, draft.buildPatch());
    assert.equal(isChecked(draft.buildPatch()), false);
    assert.equal(isChecked(Object.freeze({...draft.buildPatch()})), false, 'only what the draft sealed');
  });
});
