// The ConfigDraft the package's entries export has every member, those defined outside draft.ts
// included (draft.ts's header): rebase() (rebase.ts), forNewInstallation and buildCreate()
// (new-installation.ts). The script-tag element's entry leaves them out; npm users never miss them.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as root from '../../src/index.ts';
import * as headless from '../../src/headless.ts';
import {installationWith} from './config-helpers.ts';

const contact = (email: string, rev: string) =>
  installationWith(
    {
      write: {
        objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: email}}}},
      },
    },
    {revisionId: rev},
  );

for (const [entry, {ConfigDraft}] of [
  ['install-config-elements', root],
  ['install-config-elements/headless', headless],
] as const) {
  describe(`ConfigDraft from ${entry}`, () => {
    it('has rebase(), forNewInstallation and buildCreate()', () => {
      assert.equal(typeof ConfigDraft.prototype.rebase, 'function');
      assert.equal(typeof ConfigDraft.forNewInstallation, 'function');
      assert.equal(typeof ConfigDraft.prototype.buildCreate, 'function');
    });

    it('rebases after a 409: its edits stay on the server’s installation, a collision is reported', () => {
      const draft = ConfigDraft.from(contact('never', 'rev-1'));
      draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
      draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
      const {conflicts, theirs} = draft.rebase(contact('unset', 'rev-2'));
      assert.equal(draft.revisionId, 'rev-2');
      assert.deepEqual(
        conflicts.map((c) => [c.path, c.ours, c.theirs]),
        [
          [
            'write.objects.contact.selectedFieldSettings.email',
            {writeOnUpdate: 'always'},
            {writeOnUpdate: 'unset'},
          ],
        ],
      );
      assert.deepEqual(
        theirs.map((c) => [c.kind, c.fieldName]),
        [['field', 'email']],
      );
      const contactDraft = draft.writeObject('contact');
      assert.deepEqual(contactDraft.getFieldSettings('email'), {writeOnUpdate: 'unset'});
      assert.deepEqual(contactDraft.getFieldSettings('phone'), {writeOnCreate: 'never'});
      assert.equal(draft.isDirty, true);
    });
  });
}
