// Host locks, headless: a locked object or field is shown but never changed by a patch, and a
// change to it is a LockedError naming the object and field.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {LockedError, ValidationError} from '../../src/index.ts';
import {installationWith, patchBody} from './config-helpers.ts';

const email = {writeOnUpdate: 'never'} as const;
const draftWith = () =>
  ConfigDraft.from(
    installationWith({
      write: {
        objects: {
          contact: {objectName: 'contact', selectedFieldSettings: {email, phone: {writeOnCreate: 'never'}}},
          company: {objectName: 'company'},
        },
      },
      subscribe: {
        objects: {contact: {objectName: 'contact', destination: 'd', inheritFieldsAndMappings: true}},
      },
    }),
  );

function assertLocked(fn: () => unknown, objectName: string, fieldName?: string): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof LockedError, `expected a LockedError, got ${String(e)}`);
    assert.ok(e instanceof ValidationError, 'a LockedError is a ValidationError');
    assert.equal(e.objectName, objectName);
    assert.equal(e.fieldName, fieldName);
    assert.equal(e.issues[0]!.code, 'locked');
    return true;
  });
}

describe('draft.setLocked / isLocked', () => {
  it('a locked field cannot be changed: LockedError, nothing to send', () => {
    const draft = draftWith();
    draft.setLocked('contact', 'email', true);
    assert.equal(draft.isLocked('contact', 'email'), true);
    assert.equal(draft.isLocked('contact', 'phone'), false);
    assert.equal(draft.isLocked('contact'), false);
    assertLocked(
      () => draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'}),
      'contact',
      'email',
    );
    assertLocked(() => draft.writeObject('contact').setFieldSettings('email', undefined), 'contact', 'email');
    assert.equal(draft.isDirty, false);
  });

  it("a locked field's held value goes back unchanged when its object is sent", () => {
    const draft = draftWith();
    draft.setLocked('contact', 'email', true);
    draft.writeObject('contact').clearFieldSettings();
    assert.deepEqual(draft.buildPatch(), {
      updateMask: ['config.content.write.objects.contact'],
      installation: patchBody('rev-1', {
        write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {email}}}},
      }),
    });
  });

  it('and when the whole map is sent (another object removed)', () => {
    const draft = draftWith();
    draft.setLocked('contact', 'email', true);
    draft.writeObject('company').disable();
    const sent = draft.buildPatch().installation.config!.content!.write!.objects as Record<string, any>;
    assert.deepEqual(sent.contact.selectedFieldSettings.email, email);
  });

  it('locking drops a pending edit of the field: the patch never changes it', () => {
    const draft = draftWith();
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    draft.writeObject('contact').setFieldSettings('phone', undefined);
    let changes = 0;
    draft.addEventListener('change', () => changes++);
    draft.setLocked('contact', 'email', true);
    assert.equal(changes, 1);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), email);
    const sent = draft.buildPatch().installation.config!.content!.write!.objects as Record<string, any>;
    assert.deepEqual(sent.contact.selectedFieldSettings, {email});
  });

  it('a locked object: no write, read or subscribe change, and every field is locked', () => {
    const draft = draftWith();
    draft.writeObject('contact').setInheritMapping(true);
    draft.setLocked('contact', true);
    assert.equal(draft.isDirty, false);
    assert.equal(draft.isLocked('contact', 'anything'), true);
    const contact = draft.writeObject('contact');
    assertLocked(() => contact.disable(), 'contact');
    assertLocked(() => contact.enable(), 'contact');
    assertLocked(() => contact.setInheritMapping(false), 'contact');
    assertLocked(() => contact.clearFieldSettings(), 'contact');
    assertLocked(() => contact.setFieldSettings('phone', email), 'contact');
    assertLocked(() => draft.subscribeObject('contact').disable(), 'contact');
    assertLocked(() => draft.readObject('contact').set({destination: 'x'}), 'contact');
    assert.equal(draft.isDirty, false);
    // others stay editable
    draft.writeObject('company').setFieldSettings('name', email);
    assert.deepEqual(draft.buildPatch().updateMask, ['config.content.write.objects.company']);
  });

  it('locks outlive reset and unlocking makes the field editable again', () => {
    const draft = draftWith();
    draft.setLocked('contact', 'email', true);
    draft.reset();
    assert.equal(draft.isLocked('contact', 'email'), true);
    draft.setLocked('contact', 'email', false);
    draft.writeObject('contact').setFieldSettings('email', undefined);
    assert.equal(draft.isDirty, true);
  });

  it('bad arguments are ValidationErrors naming the argument', () => {
    const draft = draftWith();
    assert.throws(() => draft.setLocked('', true), ValidationError);
    assert.throws(() => draft.setLocked('contact', 'email', 'yes' as never), /locked: must be a boolean/);
    assert.throws(() => draft.setLocked('contact', '', true), /field name/);
  });
});

describe('locks and undo', () => {
  it('undo() never brings back an edit of a field locked since', () => {
    const draft = ConfigDraft.from(installationWith({write: {objects: {contact: {objectName: 'contact'}}}}));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    draft.writeObject('contact').setFieldSettings('phone', {writeOnUpdate: 'never'});
    draft.setLocked('contact', 'email', true);
    draft.undo();
    assert.equal(draft.writeObject('contact').getFieldSettings('email'), undefined);
    assert.equal(draft.writeObject('contact').getFieldSettings('phone'), undefined);
    assert.equal(draft.isDirty, false);
  });

  it('a transaction that touches a locked field rolls back whole', () => {
    const draft = ConfigDraft.from(installationWith({write: {objects: {contact: {objectName: 'contact'}}}}));
    draft.setLocked('contact', 'email', true);
    assert.throws(
      () =>
        draft.transaction((d) => {
          d.writeObject('contact').setFieldSettings('phone', {writeOnUpdate: 'never'});
          d.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
        }),
      LockedError,
    );
    assert.equal(draft.isDirty, false);
  });
});
