// draft.content(): the config content a save would leave on the server, which the write preview
// reads. Checked against what the emulator actually holds after the save.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from '../../src/api/client.ts';
import {ConfigDraft} from '../../src/config/index.ts';
import {previewWrite} from '../../src/index.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {installationWith} from './config-helpers.ts';

const REF = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};

describe('draft.content()', () => {
  it('is the content the server holds after saving the draft', async () => {
    const emu = createEmulator({timeScale: 0});
    const client = createClient({baseUrl: 'http://emulator.local/v1', apiKey: emu.apiKey, fetch: emu.fetch});
    const draft = ConfigDraft.from(await client.getInstallation(REF));
    draft.writeObject('contact').setFieldSettings('phone', {default: {stringValue: '+1 555 0100'}});
    draft.writeObject('contact').setFieldSettings('email', undefined);
    draft.writeObject('deal').disable();
    draft.writeObject('wide_object').enable();
    draft.readObject('contact').set({
      objectName: 'contact',
      destination: 'contactsWebhook',
      selectedFieldMappings: {mobile: 'phone'},
    });
    draft.setProxyEnabled(false);
    const content = draft.content();
    const saved = await client.updateInstallation(REF, draft.buildPatch());
    assert.deepEqual(content, saved.config.content);
  });

  it('is the baseline content while nothing changed, and leaves the baseline alone after edits', () => {
    const base = installationWith({
      write: {
        objects: {contact: {objectName: 'contact', selectedFieldSettings: {a: {writeOnUpdate: 'never'}}}},
      },
      subscribe: {objects: {x: {objectName: 'x'}}},
    });
    const draft = ConfigDraft.from(base);
    assert.deepEqual(draft.content(), base.config.content);
    draft.writeObject('contact').setFieldSettings('a', {writeOnUpdate: 'ifEmpty'});
    assert.deepEqual(draft.content().write?.objects?.contact?.selectedFieldSettings, {
      a: {writeOnUpdate: 'ifEmpty'},
    });
    assert.deepEqual(draft.baseline.config.content.write?.objects?.contact?.selectedFieldSettings, {
      a: {writeOnUpdate: 'never'},
    });
    assert.deepEqual(draft.content().subscribe, {objects: {x: {objectName: 'x'}}});
  });

  it('is a fresh copy each time: changing it changes neither the draft nor the next copy', () => {
    const draft = ConfigDraft.from(installationWith({write: {objects: {contact: {objectName: 'contact'}}}}));
    draft.writeObject('contact').setFieldSettings('a', {writeOnUpdate: 'never'});
    const first = draft.content();
    first.write!.objects!.contact!.selectedFieldSettings!.a = {writeOnUpdate: 'always'};
    first.provider = 'other';
    const again = draft.content();
    assert.notEqual(again, first);
    assert.equal(again.provider, 'acme');
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('a'), {writeOnUpdate: 'never'});
    assert.deepEqual(again.write?.objects?.contact?.selectedFieldSettings?.a, {writeOnUpdate: 'never'});
  });

  it("feeds previewWrite with the draft's unsaved settings", () => {
    const draft = ConfigDraft.from(installationWith({write: {objects: {contact: {objectName: 'contact'}}}}));
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    const p = previewWrite(draft.content(), 'contact', {phone: '1', email: 'a@b.c'}, {type: 'create'});
    assert.deepEqual(p.record, {email: 'a@b.c'});
  });
});
