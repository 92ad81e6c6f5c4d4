// Saving and conflicts: reset, markSaved, and rebase after a 409 (someone else saved first).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {ValidationError} from '../../src/index.ts';
import {countChanges, installationWith, patchBody} from './config-helpers.ts';

type Objects = Record<string, unknown>;

const installation = (rev: string, write: Objects, more: Record<string, unknown> = {}) =>
  installationWith({write: {objects: write}, ...more}, {revisionId: rev});

const v1 = () =>
  installation('rev-1', {
    contact: {
      objectName: 'contact',
      selectedFieldSettings: {email: {writeOnUpdate: 'never'}, phone: {writeOnCreate: 'always'}},
    },
    company: {objectName: 'company'},
  });

describe('reset', () => {
  it('drops every edit, including what a disabled object kept', () => {
    const draft = ConfigDraft.from(v1());
    const counter = countChanges(draft);
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    draft.writeObject('deal').setFieldSettings('amount', {default: {integerValue: 0}});
    draft.writeObject('deal').disable(); // not dirty any more, but deal still shows its kept settings
    draft.setProxyEnabled(true);
    const before = counter.count;
    draft.reset();
    assert.equal(counter.count, before + 1);
    assert.equal(draft.isDirty, false);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
    assert.equal(draft.writeObject('deal').getFieldSettings('amount'), undefined);
    assert.equal(draft.proxyEnabled, false);
    assert.deepEqual(draft.buildPatch().updateMask, []);
  });
});

describe('markSaved', () => {
  it('makes the response the baseline and the draft clean', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    const saved = installation('rev-2', {
      contact: {
        objectName: 'contact',
        selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}, phone: {writeOnCreate: 'always'}},
      },
      company: {objectName: 'company'},
    });
    const counter = countChanges(draft);
    draft.markSaved(saved);
    assert.equal(counter.count, 1);
    assert.equal(draft.isDirty, false);
    assert.equal(draft.revisionId, 'rev-2');
    assert.deepEqual(draft.buildPatch().updateMask, []);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'ifEmpty'});
    draft.writeObject('company').disable();
    assert.equal(draft.buildPatch().installation.config!.revisionId, 'rev-2');
  });

  it('keeps nothing the server did not store', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('fax', {writeOnCreate: 'never'});
    draft.writeObject('deal').setFieldSettings('amount', {default: {integerValue: 1}});
    draft.writeObject('deal').disable();
    // the server stored contact without the fax setting
    draft.markSaved(v1());
    assert.equal(draft.writeObject('contact').getFieldSettings('fax'), undefined);
    assert.equal(draft.writeObject('deal').getFieldSettings('amount'), undefined);
    draft.writeObject('deal').enable();
    assert.deepEqual(draft.buildPatch().installation.config!.content!.write!.objects!.deal, {
      objectName: 'deal',
    });
  });

  it('with the patch that was saved: edits made after it are kept on top of the response', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    const sent = draft.buildPatch();
    // while the save is under way
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.setProxyEnabled(true);
    const saved = installation('rev-2', {
      contact: {
        objectName: 'contact',
        selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}, phone: {writeOnCreate: 'always'}},
      },
      company: {objectName: 'company'},
    });
    const counter = countChanges(draft);
    draft.markSaved(saved, sent);
    assert.equal(counter.count, 1);
    assert.equal(draft.revisionId, 'rev-2');
    assert.equal(draft.isDirty, true);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('phone'), {writeOnCreate: 'never'});
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'ifEmpty'});
    const next = draft.buildPatch();
    assert.deepEqual(next.updateMask.sort(), [
      'config.content.proxy.enabled',
      'config.content.write.objects.contact',
    ]);
    assert.equal(next.installation.config!.revisionId, 'rev-2');
    // nothing edited since the patch: clean, as without it
    const other = ConfigDraft.from(v1());
    other.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    other.markSaved(saved, other.buildPatch());
    assert.equal(other.isDirty, false);
  });

  it('refuses a response that is not an installation and keeps the draft', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    const counter = countChanges(draft);
    for (const bad of [null, 'ok', 500]) assert.throws(() => draft.markSaved(bad as never), ValidationError);
    assert.throws(() => draft.rebase(undefined as never), ValidationError);
    assert.equal(counter.count, 0);
    assert.equal(draft.isDirty, true);
    assert.equal(draft.revisionId, 'rev-1');
  });
});

describe('rebase', () => {
  it("without collisions: the server's changes and the customer's edits both stand", () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    draft.writeObject('deal').enable();
    draft.setProxyEnabled(true);
    // meanwhile someone changed phone, added a field, and enabled lead
    const server = installation('rev-2', {
      contact: {
        objectName: 'contact',
        selectedFieldSettings: {
          email: {writeOnUpdate: 'never'},
          phone: {writeOnCreate: 'never'},
          name: {default: {stringValue: 'n/a'}},
        },
      },
      company: {objectName: 'company'},
      lead: {objectName: 'lead'},
    });
    const counter = countChanges(draft);
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(conflicts, []);
    assert.equal(counter.count, 1);
    assert.equal(draft.revisionId, 'rev-2');
    assert.deepEqual(draft.writeObjectNames, ['contact', 'company', 'lead', 'deal']);
    assert.deepEqual(draft.buildPatch(), {
      updateMask: [
        'config.content.write.objects.contact',
        'config.content.write.objects.deal',
        'config.content.proxy.enabled',
      ],
      installation: patchBody('rev-2', {
        write: {
          objects: {
            contact: {
              objectName: 'contact',
              selectedFieldSettings: {
                email: {writeOnUpdate: 'always'},
                phone: {writeOnCreate: 'never'},
                name: {default: {stringValue: 'n/a'}},
              },
            },
            deal: {objectName: 'deal'},
          },
        },
        proxy: {enabled: true},
      }),
    });
  });

  it('with collisions: the server wins each collided field and reports it; the rest of the edits stand', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.writeObject('contact').setInheritMapping(true);
    draft.setConnectionId('conn-mine');
    const server = installation('rev-2', {
      contact: {
        objectName: 'contact',
        inheritMapping: false,
        selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}, phone: {writeOnCreate: 'never'}},
      },
      company: {objectName: 'company'},
    });
    (server as {connectionId?: string}).connectionId = 'conn-theirs';
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(conflicts, [
      {
        kind: 'object',
        objectName: 'contact',
        path: 'write.objects.contact.inheritMapping',
        ours: true,
        theirs: false,
      },
      {
        kind: 'field',
        objectName: 'contact',
        fieldName: 'email',
        path: 'write.objects.contact.selectedFieldSettings.email',
        ours: {writeOnUpdate: 'always'},
        theirs: {writeOnUpdate: 'ifEmpty'},
      },
      {kind: 'connection', path: 'connectionId', ours: 'conn-mine', theirs: 'conn-theirs'},
    ]);
    // phone: both made the same change -> no collision, nothing left to send
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'ifEmpty'});
    assert.equal(draft.writeObject('contact').inheritMapping, false);
    assert.equal(draft.connectionId, 'conn-theirs');
    assert.equal(draft.isDirty, false);
  });

  it('a field the customer removed and the server changed: server wins, reported', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', undefined);
    const server = installation('rev-2', {
      contact: {
        objectName: 'contact',
        selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}, phone: {writeOnCreate: 'always'}},
      },
      company: {objectName: 'company'},
    });
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(conflicts, [
      {
        kind: 'field',
        objectName: 'contact',
        fieldName: 'email',
        path: 'write.objects.contact.selectedFieldSettings.email',
        ours: undefined,
        theirs: {writeOnUpdate: 'ifEmpty'},
      },
    ]);
    assert.equal(draft.isDirty, false);
  });

  it('an object the customer disabled and the server changed: it stays, reported', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('company').disable();
    draft.writeObject('contact').disable();
    const server = installation('rev-2', {
      contact: {
        objectName: 'contact',
        selectedFieldSettings: {email: {writeOnUpdate: 'never'}, phone: {writeOnCreate: 'always'}},
      },
      company: {objectName: 'company', inheritMapping: true},
    });
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(conflicts, [
      {
        kind: 'object',
        objectName: 'company',
        path: 'write.objects.company',
        ours: undefined,
        theirs: {objectName: 'company', inheritMapping: true},
      },
    ]);
    assert.deepEqual(draft.writeObjectNames, ['company']);
    assert.deepEqual(draft.buildPatch().updateMask, ['config.content.write.objects']);
  });

  it('an object the customer edited and the server removed: removed, reported, the edits kept for a later enable()', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('fax', {writeOnCreate: 'never'});
    const server = installation('rev-2', {company: {objectName: 'company'}});
    const {conflicts} = draft.rebase(server);
    assert.equal(conflicts.length, 1);
    assert.equal(conflicts[0]!.path, 'write.objects.contact');
    assert.equal(conflicts[0]!.theirs, undefined);
    assert.deepEqual((conflicts[0]!.ours as {selectedFieldSettings: object}).selectedFieldSettings, {
      email: {writeOnUpdate: 'never'},
      phone: {writeOnCreate: 'always'},
      fax: {writeOnCreate: 'never'},
    });
    assert.equal(draft.writeObject('contact').isEnabled, false);
    assert.equal(draft.isDirty, false);
    draft.writeObject('contact').enable();
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('fax'), {writeOnCreate: 'never'});
  });

  it('objects both sides added: fields merge, different values collide', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('deal').setFieldSettings('amount', {default: {integerValue: 1}});
    draft.writeObject('deal').setFieldSettings('stage', {writeOnUpdate: 'never'});
    const server = installation('rev-2', {
      ...(v1().config.content.write!.objects as Objects),
      deal: {
        objectName: 'deal',
        selectedFieldSettings: {amount: {default: {integerValue: 2}}, owner: {writeOnCreate: 'never'}},
      },
    });
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(
      conflicts.map((c) => [c.objectName, c.fieldName]),
      [['deal', 'amount']],
    );
    assert.deepEqual(
      {...draft.writeObject('deal').fieldSettings},
      {
        amount: {default: {integerValue: 2}},
        owner: {writeOnCreate: 'never'},
        stage: {writeOnUpdate: 'never'},
      },
    );
  });

  it('read, subscribe, proxy and createdBy collide like the rest', () => {
    const start = installation(
      'rev-1',
      {},
      {
        read: {objects: {contact: {objectName: 'contact', destination: 'a'}}},
        subscribe: {objects: {contact: {objectName: 'contact'}, deal: {objectName: 'deal'}}},
        proxy: {enabled: false},
      },
    );
    const draft = ConfigDraft.from(start);
    draft.readObject('contact').set({destination: 'mine'});
    draft.subscribeObject('contact').set({objectName: 'contact', events: ['create']});
    draft.subscribeObject('deal').remove();
    draft.setProxyEnabled(true);
    draft.setCreatedBy('consumer:me');
    const server = installation(
      'rev-2',
      {},
      {
        read: {objects: {contact: {objectName: 'contact', destination: 'theirs'}}},
        subscribe: {objects: {contact: {objectName: 'contact'}, deal: {objectName: 'deal'}}},
        proxy: {enabled: true},
      },
    );
    (server.config as {createdBy?: string}).createdBy = 'builder:other';
    const {conflicts} = draft.rebase(server);
    assert.deepEqual(conflicts, [
      {
        kind: 'read',
        objectName: 'contact',
        path: 'read.objects.contact',
        ours: {destination: 'mine', objectName: 'contact'},
        theirs: {objectName: 'contact', destination: 'theirs'},
      },
      {kind: 'createdBy', path: 'createdBy', ours: 'consumer:me', theirs: 'builder:other'},
    ]);
    // subscribe edits did not collide (server left them alone); proxy: same change on both sides
    assert.deepEqual(draft.buildPatch().updateMask, ['config.content.subscribe.objects']);
    assert.deepEqual(draft.buildPatch().installation.config!.content!.subscribe, {
      objects: {contact: {objectName: 'contact', events: ['create']}},
    });
  });

  it("keeps the customer's edits when the server has no write block at all any more", () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('deal').enable({inheritMapping: true});
    const {conflicts} = draft.rebase({
      id: 'inst-1',
      projectId: 'proj',
      integrationId: 'int-1',
      config: {revisionId: 'rev-9', content: {write: null}},
    } as never);
    assert.deepEqual(conflicts, []);
    assert.deepEqual(draft.buildPatch(), {
      updateMask: ['config.content.write.objects.deal'],
      installation: {
        config: {
          revisionId: 'rev-9',
          content: {write: {objects: {deal: {objectName: 'deal', inheritMapping: true}}}},
        },
      },
    });
  });

  it('rebasing onto the same installation changes nothing and reports nothing', () => {
    const draft = ConfigDraft.from(v1());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    const before = draft.buildPatch();
    assert.deepEqual(draft.rebase(v1()).conflicts, []);
    assert.deepEqual(draft.buildPatch(), before);
  });
});
