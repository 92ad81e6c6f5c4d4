// describeInstallation: what a first run's review says before Install, that is what the new
// installation will hold (objects written with their settings, objects read with their fields and
// mappings), never a change from the manifest's offer ("stop writing").
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/index.ts';
import {describeInstallation} from '../../src/config/describe-install.ts';
import type {ManifestIntegration} from '../../src/contract/schemas.ts';
import de from '../../src/elements/strings/de.ts';

const manifest = {
  name: 'acme-sync',
  provider: 'acme',
  write: {objects: [{objectName: 'contact', inheritMapping: true}, {objectName: 'deal'}]},
  read: {
    objects: [
      {
        objectName: 'contact',
        destination: 'd',
        requiredFields: [{fieldName: 'id'}, {mapToName: 'emailAddress', default: 'email'}],
        optionalFields: [{fieldName: 'phone'}],
      },
    ],
  },
  proxy: {enabled: true},
} as unknown as ManifestIntegration;

const names = {
  object: (o: string) => ({contact: 'Contact', deal: 'Deal'})[o],
  provider: 'Acme CRM',
};

describe('describeInstallation()', () => {
  it('lists what the installation holds: written objects with their settings, read objects, other requests', () => {
    const draft = ConfigDraft.forNewInstallation(manifest);
    draft.writeObject('deal').disable();
    draft.writeObject('contact').setFieldSettings('phone', {writeOnUpdate: 'never', writeOnCreate: 'always'});
    draft.writeObject('contact').setDeletionEnabled(true);
    assert.deepEqual(describeInstallation(draft, {}, names), [
      [
        'Contact: write to Acme CRM',
        'Contact: write to the fields mapped for reading',
        'phone (Contact): never write on updates',
        'phone (Contact): always write on create',
        'This app can delete Contact records in Acme CRM',
      ],
      ['Contact: read id and email', 'Contact: read mapping emailAddress → email'],
      ['Allow other requests through this connection'],
    ]);
  });

  it('counts more than five fields, says "every field" when chosen, and speaks German', () => {
    const draft = ConfigDraft.forNewInstallation(manifest);
    const fields = ['a', 'b', 'c', 'd', 'e'];
    draft.readObject('contact').set({
      objectName: 'contact',
      destination: 'd',
      selectedFields: Object.fromEntries(fields.map((f) => [f, true])),
      selectedFieldMappings: {emailAddress: 'email'},
    });
    assert.equal(describeInstallation(draft, {}, names)[2]![0], 'Contact: read 6 fields');
    const german = describeInstallation(draft, de as Record<string, string>, names, 'de');
    assert.deepEqual(german[0]![0], 'Contact: in Acme CRM schreiben');
    assert.deepEqual(german[2]![0], 'Contact: 6 Felder lesen');
    draft.readObject('contact').set({
      objectName: 'contact',
      destination: 'd',
      selectedFields: {a: true, b: true},
      selectedFieldsAuto: 'all',
    });
    assert.equal(
      describeInstallation(draft, {}, names)[2]![0],
      'Contact: read every field, including fields added later',
    );
    draft
      .readObject('contact')
      .set({objectName: 'contact', destination: 'd', selectedFields: {a: true, b: true}});
    assert.equal(
      describeInstallation(draft, de as Record<string, string>, names, 'de')[2]![0],
      'Contact: a und b lesen',
    );
  });
});
