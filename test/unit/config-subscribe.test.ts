// Subscribe and proxy switches, headless: what a save sends when the customer turns a subscription
// or the proxy on or off (spec §4.1 masks; the entry's shape is production's Subscribe Config Object).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {ValidationError} from '../../src/index.ts';
import {subscribeEntries, type ManifestIntegration} from '../../src/contract/index.ts';
import {installationWith, patchBody} from './config-helpers.ts';

const held = {
  objectName: 'contact',
  destination: 'contactsWebhook',
  inheritFieldsAndMappings: true,
  extra: 1,
};
const manifestEntry = {objectName: 'company', destination: 'companyWebhook', inheritFieldsAndMapping: true};

const draftWith = (objects: Record<string, unknown> = {contact: held}) =>
  ConfigDraft.from(installationWith({subscribe: {objects}, proxy: {enabled: false}}));

describe('draft.subscribeObject(name).enable() / .disable()', () => {
  it('enable sends the manifest entry as {objectName, destination, inheritFieldsAndMappings}', () => {
    const draft = draftWith();
    draft.subscribeObject('company').enable(manifestEntry);
    assert.equal(draft.subscribeObject('company').isEnabled, true);
    assert.deepEqual(draft.buildPatch(), {
      updateMask: ['config.content.subscribe.objects.company'],
      installation: patchBody('rev-1', {
        subscribe: {
          objects: {
            company: {objectName: 'company', destination: 'companyWebhook', inheritFieldsAndMappings: true},
          },
        },
      }),
    });
  });

  it('inheritFieldsAndMappings is false when the manifest entry does not say', () => {
    const draft = draftWith();
    draft.subscribeObject('deal').enable({objectName: 'deal', destination: 'dealHook'});
    assert.deepEqual(draft.subscribeObject('deal').get(), {
      objectName: 'deal',
      destination: 'dealHook',
      inheritFieldsAndMappings: false,
    });
  });

  it('disable removes the entry and sends every other object back as held', () => {
    const draft = draftWith({contact: held, company: {objectName: 'company', destination: 'x', future: [1]}});
    draft.subscribeObject('contact').disable();
    assert.equal(draft.subscribeObject('contact').isEnabled, false);
    assert.deepEqual(draft.buildPatch(), {
      updateMask: ['config.content.subscribe.objects'],
      installation: patchBody('rev-1', {
        subscribe: {objects: {company: {objectName: 'company', destination: 'x', future: [1]}}},
      }),
    });
  });

  it('enabling a held object again brings back what the server held: nothing to send', () => {
    const draft = draftWith();
    draft.subscribeObject('contact').disable();
    draft.subscribeObject('contact').enable(manifestEntry);
    assert.equal(draft.isDirty, false);
    assert.deepEqual(draft.subscribeObject('contact').get(), held);
  });

  it('enable without a destination is a ValidationError naming the field', () => {
    const draft = draftWith();
    assert.throws(
      () => draft.subscribeObject('company').enable({objectName: 'company'} as never),
      (e: unknown) =>
        e instanceof ValidationError && e.issues[0]!.path === 'subscribe.objects.company.destination',
    );
    assert.throws(
      () => draft.subscribeObject('company').enable(),
      (e: unknown) =>
        e instanceof ValidationError && e.issues[0]!.path === 'subscribe.objects.company.destination',
    );
    assert.equal(draft.isDirty, false);
  });

  it('setProxyEnabled sends config.content.proxy.enabled, and nothing once back', () => {
    const draft = draftWith();
    draft.setProxyEnabled(true);
    assert.deepEqual(draft.buildPatch(), {
      updateMask: ['config.content.proxy.enabled'],
      installation: patchBody('rev-1', {proxy: {enabled: true}}),
    });
    draft.setProxyEnabled(false);
    assert.equal(draft.isDirty, false);
  });
});

describe('subscribeEntries(manifest integration)', () => {
  it("lists the manifest's subscribe objects, skipping entries without a name or destination", () => {
    const integration = {
      name: 'x',
      provider: 'acme',
      subscribe: {objects: [manifestEntry, {objectName: 'deal'}, {destination: 'y'}, 'junk']},
    } as ManifestIntegration;
    assert.deepEqual(subscribeEntries(integration), [manifestEntry]);
    assert.deepEqual(subscribeEntries({name: 'x', provider: 'acme'} as ManifestIntegration), []);
  });
});
