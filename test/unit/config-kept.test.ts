// Unsaved edits kept between page loads: stored as operations (never the installation), put back
// on a later load with the 409's merge.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {isKeptEdits, keptEdits, restoreKept} from '../../src/index.ts';
import {installationWith} from './config-helpers.ts';

const installation = (rev: string, email: string, more: Record<string, unknown> = {}) =>
  installationWith(
    {
      write: {
        objects: {
          contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: email}}},
          company: {objectName: 'company', selectedValueDefaults: {x: {value: 'held'}}},
        },
      },
      subscribe: {
        objects: {contact: {objectName: 'contact', destination: 'd', inheritFieldsAndMappings: true}},
      },
      ...more,
    },
    {revisionId: rev},
  );

/** Stores the draft's edits as a page would (JSON) and reads them back. */
const roundTrip = (draft: ConfigDraft) => JSON.parse(JSON.stringify(keptEdits(draft)));

describe('keptEdits', () => {
  it('is undefined for a draft without edits', () => {
    assert.equal(keptEdits(ConfigDraft.from(installation('rev-1', 'always'))), undefined);
  });

  it('holds each changed thing with its value before, and nothing else of the installation', () => {
    const draft = ConfigDraft.from(installation('rev-1', 'always'));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    draft.setProxyEnabled(true);
    const kept = roundTrip(draft);
    assert.ok(isKeptEdits(kept));
    assert.equal(kept.installationId, 'inst-1');
    assert.equal(kept.revisionId, 'rev-1');
    assert.deepEqual(kept.ops, [
      {
        path: ['write', 'contact'],
        before: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'always'}}},
        after: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}},
      },
      {path: ['proxy'], before: false, after: true},
    ]);
    assert.ok(!JSON.stringify(kept).includes('company'));
    assert.ok(!JSON.stringify(kept).includes('conn-1'));
  });
});

describe('restoreKept', () => {
  it('puts the edits back on the same revision', () => {
    const draft = ConfigDraft.from(installation('rev-1', 'always'));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    draft.writeObject('company').disable();
    draft.subscribeObject('contact').disable();
    const kept = roundTrip(draft);
    const patch = draft.buildPatch();

    const later = ConfigDraft.from(installation('rev-1', 'always'));
    const {conflicts} = restoreKept(later, kept);
    assert.deepEqual(conflicts, []);
    assert.deepEqual(later.buildPatch(), patch);
  });

  it('merges onto a newer revision: what merges stays, what collided is the server’s and reported', () => {
    const draft = ConfigDraft.from(installation('rev-1', 'always'));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    draft.writeObject('contact').setFieldSettings('age', {writeOnCreate: 'never'});
    draft.setProxyEnabled(true);
    const kept = roundTrip(draft);

    const later = ConfigDraft.from(installation('rev-2', 'ifEmpty'));
    const {conflicts} = restoreKept(later, kept);
    assert.deepEqual(
      conflicts.map((c) => c.path),
      ['write.objects.contact.selectedFieldSettings.email'],
    );
    const contact = later.writeObject('contact');
    assert.deepEqual(contact.getFieldSettings('email'), {writeOnUpdate: 'ifEmpty'});
    assert.deepEqual(contact.getFieldSettings('age'), {writeOnCreate: 'never'});
    assert.equal(later.proxyEnabled, true);
    assert.equal(later.revisionId, 'rev-2');
    assert.equal(later.buildPatch().installation.config!.revisionId, 'rev-2');
  });

  it('keeps the edits a draft already has where the kept ones do not touch them', () => {
    const draft = ConfigDraft.from(installation('rev-1', 'always'));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const kept = roundTrip(draft);
    const later = ConfigDraft.from(installation('rev-1', 'always'));
    later.setProxyEnabled(true);
    restoreKept(later, kept);
    assert.equal(later.proxyEnabled, true);
    assert.deepEqual(later.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
  });

  it('refuses what this library did not write', () => {
    assert.equal(isKeptEdits({v: 2, installationId: 'x', ops: []}), false);
    assert.equal(isKeptEdits('{"v":1}'), false);
    assert.equal(isKeptEdits({v: 1, installationId: 'x', ops: [{path: 'write'}]}), false);
  });
});
