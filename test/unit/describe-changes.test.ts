// describeChanges: the sentences a customer reads in the review before Save, and a headless host
// can show the same way. English by default, German with the German catalogue's sentences, display names first.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft, describeChanges} from '../../src/index.ts';
import {reviewStringsEn, type ReviewStrings} from '../../src/config/describe.ts';
import de from '../../src/elements/strings/de.ts';

/** The review's sentences as the German catalogue has them (what the review step passes). */
const reviewDe = Object.fromEntries(
  Object.keys(reviewStringsEn).map((key) => [key, de[key as keyof typeof de]]),
) as ReviewStrings;
import {installationWith} from './config-helpers.ts';

const base = () =>
  installationWith({
    write: {
      objects: {
        contact: {
          objectName: 'contact',
          selectedFieldSettings: {email: {writeOnCreate: 'never'}, phone: {default: {stringValue: 'n/a'}}},
        },
        company: {objectName: 'company'},
      },
    },
    read: {
      objects: {
        contact: {objectName: 'contact', destination: 'd', selectedFieldMappings: {pronoun: 'salutation'}},
      },
    },
    proxy: {enabled: false},
  });

const names = {
  object: (o: string) => ({contact: 'Contact', company: 'Company', deal: 'Deal'})[o],
  target: (_o: string, t: string) => ({pronoun: 'Pronoun'})[t],
};

describe('describeChanges()', () => {
  it('says what each change does, by display name, in the order of the change list (fields as the server orders them)', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFields([
      {fieldName: 'phone', displayName: 'Phone'},
      {fieldName: 'email', displayName: 'Email'},
      {fieldName: 'gender', displayName: 'Gender'},
      {fieldName: 'salutation', displayName: 'Salutation'},
    ]);
    draft.transaction((d) => {
      const contact = d.writeObject('contact');
      contact.setFieldSettings('phone', {default: {stringValue: 'n/a'}, writeOnUpdate: 'never'});
      contact.setFieldSettings('email', undefined);
      d.writeObject('company').disable();
      d.writeObject('deal').enable();
      d.readObject('contact').set({
        objectName: 'contact',
        destination: 'd',
        selectedFieldMappings: {pronoun: 'gender'},
      });
      d.setProxyEnabled(true);
    });
    const field = (o: string, f: string) => draft.writeObject(o).getField(f)?.displayName;
    assert.deepEqual(describeChanges(draft, undefined, {...names, field}), [
      'Email (Contact): back to default behaviour',
      'Phone (Contact): stop writing on updates',
      'Company: stop writing',
      'Deal: start writing',
      'Contact: read mapping Pronoun → Gender',
      'Allow other requests through this connection',
    ]);
  });

  it('names each setting that changed on one field, and falls back to the names the draft has', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('email', {
      writeOnCreate: 'always',
      writeOnUpdate: 'ifEmpty',
      default: {stringValue: 'x@example.com'},
    });
    assert.deepEqual(describeChanges(draft), [
      'email (contact): on updates, fill only when empty',
      'email (contact): always write on create',
      'email (contact): default value “x@example.com”',
    ]);
  });

  it('speaks German with the German catalogue, and a host may reword any sentence', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('phone', {writeOnUpdate: 'never'});
    assert.deepEqual(describeChanges(draft, reviewDe, names), [
      'phone (Contact): beim Ändern nicht mehr schreiben',
      'phone (Contact): kein Standardwert',
    ]);
    assert.deepEqual(describeChanges(draft, {defaultRemoved: '{field}: no fallback'}, names), [
      'phone (Contact): stop writing on updates',
      'phone: no fallback',
    ]);
  });

  it('a clean draft has nothing to say; a removed mapping says so', () => {
    const draft = ConfigDraft.from(base());
    assert.deepEqual(describeChanges(draft), []);
    draft.readObject('contact').set({objectName: 'contact', destination: 'd'});
    assert.deepEqual(describeChanges(draft, undefined, names), ['Contact: no read mapping for Pronoun']);
  });

  it("names a mapping by the draft's target and field names when the host gives none", () => {
    const draft = ConfigDraft.from(base());
    draft.readObject('contact').setTargets([{mapToName: 'pronoun', mapToDisplayName: 'Pronoun'}]);
    draft.readObject('contact').setFields([{fieldName: 'gender', displayName: 'Gender'}]);
    draft.readObject('contact').setFieldMapping('pronoun', 'gender');
    assert.deepEqual(describeChanges(draft), ['contact: read mapping Pronoun → Gender']);
  });

  it('puts a display name in as text: nothing in it is read as a placeholder or markup', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('phone', undefined);
    const sneaky = {object: () => '{field}<img src=x onerror=alert(1)>'};
    assert.deepEqual(describeChanges(draft, undefined, sneaky), [
      'phone ({field}<img src=x onerror=alert(1)>): back to default behaviour',
    ]);
  });
});
