// buildPatch: the exact update (spec 4.1) for each kind of change, and nothing for no change.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import type {FieldSettings, FieldSettingsInput, Installation} from '../../src/index.ts';
import {check, UpdateInstallationRequestSchema} from '../../src/contract/index.ts';
import {installationWith, patchBody} from './config-helpers.ts';

const installation = (content: Record<string, unknown>, config: Record<string, unknown> = {}) =>
  installationWith(content, {revisionId: 'rev-7', ...config});

const base = () =>
  installation({
    write: {
      objects: {
        contact: {
          objectName: 'contact',
          inheritMapping: false,
          selectedFieldSettings: {email: {writeOnUpdate: 'never'}, age: {default: {integerValue: 18}}},
        },
        company: {objectName: 'company', selectedFieldSettings: {}},
        deal: {objectName: 'deal', inheritMapping: true},
      },
    },
    read: {
      objects: {
        contact: {objectName: 'contact', destination: 'contacts', selectedFieldMappings: {mail: 'email'}},
      },
    },
    subscribe: {objects: {contact: {objectName: 'contact', events: ['create']}, deal: {objectName: 'deal'}}},
    proxy: {enabled: false},
  });

/** The patch, after checking it against the request rule the client applies before sending. */
function patchOf(draft: ConfigDraft) {
  const patch = draft.buildPatch();
  if (patch.updateMask.length) assert.deepEqual(check(UpdateInstallationRequestSchema, patch), []);
  return patch;
}

const emptyBody = patchBody('rev-7');

describe('buildPatch: nothing changed', () => {
  it('gives an empty mask and a body with only the revision and provider', () => {
    const draft = ConfigDraft.from(base());
    assert.deepEqual(draft.buildPatch(), {updateMask: [], installation: emptyBody});
    assert.equal(draft.isDirty, false);
  });

  const reverts: Array<[string, (d: ConfigDraft) => void]> = [
    [
      'a field changed and changed back',
      (d) => {
        d.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
        d.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      },
    ],
    [
      'a field added and removed',
      (d) => {
        d.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
        d.writeObject('contact').setFieldSettings('phone', undefined);
      },
    ],
    [
      'a field removed and added back',
      (d) => {
        d.writeObject('contact').setFieldSettings('age', undefined);
        d.writeObject('contact').setFieldSettings('age', {default: {integerValue: 18}});
      },
    ],
    [
      'an object disabled and enabled',
      (d) => {
        d.writeObject('deal').disable();
        d.writeObject('deal').enable();
      },
    ],
    [
      'an object enabled and disabled',
      (d) => {
        d.writeObject('lead').enable({inheritMapping: true});
        d.writeObject('lead').disable();
      },
    ],
    [
      'inheritMapping set where the server has none, then back to false',
      (d) => {
        d.writeObject('company').setInheritMapping(true);
        d.writeObject('company').setInheritMapping(false);
      },
    ],
    [
      'inheritMapping false set where the server has none',
      (d) => d.writeObject('company').setInheritMapping(false),
    ],
    [
      'proxy toggled twice',
      (d) => {
        d.setProxyEnabled(true);
        d.setProxyEnabled(false);
      },
    ],
    [
      'connection changed back',
      (d) => {
        d.setConnectionId('conn-2');
        d.setConnectionId('conn-1');
      },
    ],
    [
      'createdBy changed back',
      (d) => {
        d.setCreatedBy('consumer:c9');
        d.setCreatedBy('builder:b1');
      },
    ],
    [
      'a read object set to what it is',
      (d) =>
        d
          .readObject('contact')
          .set({objectName: 'contact', destination: 'contacts', selectedFieldMappings: {mail: 'email'}}),
    ],
    [
      'a subscribe object removed and set back',
      (d) => {
        d.subscribeObject('deal').remove();
        d.subscribeObject('deal').set({objectName: 'deal'});
      },
    ],
    [
      'an object cleared, then its fields set back',
      (d) => {
        d.writeObject('contact').clearFieldSettings();
        d.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
        d.writeObject('contact').setFieldSettings('age', {default: {integerValue: 18}});
      },
    ],
  ];
  for (const [label, edit] of reverts) {
    it(`gives an empty mask after ${label}`, () => {
      const draft = ConfigDraft.from(base());
      edit(draft);
      assert.deepEqual(draft.buildPatch(), {updateMask: [], installation: emptyBody});
      assert.equal(draft.isDirty, false);
    });
  }

  it('leaves out revisionId and provider when the installation has none', () => {
    const draft = ConfigDraft.from({
      id: 'i',
      projectId: 'p',
      integrationId: 'g',
      config: {content: {}},
    } as Installation);
    assert.deepEqual(draft.buildPatch(), {updateMask: [], installation: {config: {content: {}}}});
    draft.writeObject('x').enable();
    assert.deepEqual(patchOf(draft), {
      updateMask: ['config.content.write.objects.x'],
      installation: {config: {content: {write: {objects: {x: {objectName: 'x'}}}}}},
    });
  });
});

describe('buildPatch: write objects', () => {
  it("sends one entry per changed object, with the object's whole config", () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    draft.writeObject('deal').setInheritMapping(false);
    draft.writeObject('company').setFieldSettings('x', {writeOnCreate: 'never'});
    draft.writeObject('company').setFieldSettings('x', undefined); // company back to as it was
    assert.deepEqual(patchOf(draft), {
      updateMask: ['config.content.write.objects.contact', 'config.content.write.objects.deal'],
      installation: patchBody('rev-7', {
        write: {
          objects: {
            contact: {
              objectName: 'contact',
              inheritMapping: false,
              selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}, age: {default: {integerValue: 18}}},
            },
            deal: {objectName: 'deal', inheritMapping: false},
          },
        },
      }),
    });
    assert.equal(draft.isDirty, true);
  });

  it('sends a newly enabled object as an entry of its own', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('lead').setFieldSettings('source', {default: {stringValue: 'web'}});
    const patch = patchOf(draft);
    assert.deepEqual(patch.updateMask, ['config.content.write.objects.lead']);
    assert.deepEqual(patch.installation.config!.content!.write!.objects, {
      lead: {objectName: 'lead', selectedFieldSettings: {source: {default: {stringValue: 'web'}}}},
    });
  });

  it('replaces the whole map (no per-object entries) when an object was removed', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('email', undefined);
    draft.writeObject('company').disable();
    draft.writeObject('lead').enable();
    assert.deepEqual(patchOf(draft), {
      updateMask: ['config.content.write.objects'],
      installation: patchBody('rev-7', {
        write: {
          objects: {
            contact: {
              objectName: 'contact',
              inheritMapping: false,
              selectedFieldSettings: {age: {default: {integerValue: 18}}},
            },
            deal: {objectName: 'deal', inheritMapping: true},
            lead: {objectName: 'lead'},
          },
        },
      }),
    });
  });

  it('sends an empty map when every object was removed', () => {
    const draft = ConfigDraft.from(base());
    for (const n of draft.writeObjectNames) draft.writeObject(n).disable();
    const patch = patchOf(draft);
    assert.deepEqual(patch.updateMask, ['config.content.write.objects']);
    assert.deepEqual(patch.installation.config!.content!.write, {objects: {}});
  });

  it('takes objectName from the map key and sends back every member the server holds, known or not', () => {
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            contact: {
              futureOption: true,
              selectedFieldSettings: {
                email: {writeOnUpdate: 'never', futureFlag: 1, default: {stringValue: 'x', floatValue: 2}},
              },
            },
          },
        },
      }),
    );
    assert.equal(draft.isDirty, false);
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    assert.deepEqual(patchOf(draft).installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      futureOption: true,
      selectedFieldSettings: {
        email: {writeOnUpdate: 'never', futureFlag: 1, default: {stringValue: 'x', floatValue: 2}},
        phone: {writeOnCreate: 'never'},
      },
    });
  });

  it('leaves out server entries with an empty name or no object when it sends the whole map', () => {
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            '': {objectName: ''},
            broken: 'yes',
            nul: null,
            contact: {objectName: 'contact', selectedFieldSettings: {'': {writeOnUpdate: 'never'}}},
            deal: {},
          },
        },
      }),
    );
    assert.deepEqual(draft.writeObjectNames, ['contact', 'deal']);
    assert.deepEqual({...draft.writeObject('contact').fieldSettings}, {});
    draft.writeObject('deal').disable();
    assert.deepEqual(patchOf(draft).installation.config!.content!.write!.objects, {
      contact: {objectName: 'contact', selectedFieldSettings: {}},
    });
  });

  it('sends settings the server holds back untouched, though the draft would refuse them as new input', () => {
    const held = {
      a: {writeOnUpdate: 'sometimes'},
      b: {default: {}},
      c: {default: {stringValue: 'a', booleanValue: true}},
      d: {writeOnUpdate: 'never'},
      e: {default: {integerValue: Number.MAX_SAFE_INTEGER + 2}},
    };
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            contact: {objectName: 'contact', selectedFieldSettings: held},
            deal: {objectName: 'deal', selectedFieldSettings: {x: {writeOnCreate: 'maybe'}}},
          },
        },
      }),
    );
    draft.writeObject('contact').setFieldSettings('d', {writeOnUpdate: 'always'});
    assert.deepEqual(draft.validate(), []);
    assert.deepEqual(patchOf(draft).installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      selectedFieldSettings: {...held, d: {writeOnUpdate: 'always'}},
    });
    // a held value may be set again (typed as input only by a cast); a new unknown value is refused
    draft
      .writeObject('contact')
      .setFieldSettings('a', {writeOnUpdate: 'sometimes'} as FieldSettings as FieldSettingsInput);
    draft.writeObject('contact').setFieldSettings('b', {default: {}});
    assert.throws(
      () =>
        draft
          .writeObject('contact')
          .setFieldSettings('a', {writeOnUpdate: 'often'} as FieldSettings as FieldSettingsInput),
      /must be one of always, never, ifEmpty/,
    );
    assert.throws(() => draft.writeObject('contact').setFieldSettings('d', {default: {}}), /exactly one/);
    // the customer edits a writeOn value of a field whose held default is unusual: the default stays
    draft.writeObject('contact').setFieldSettings('c', {...held.c, writeOnCreate: 'never'});
    assert.deepEqual(
      patchOf(draft).installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!.c,
      {default: {stringValue: 'a', booleanValue: true}, writeOnCreate: 'never'},
    );
    // disabling another object sends the whole map: this one goes back as held too
    draft.writeObject('deal').disable();
    assert.deepEqual(draft.validate(), []);
  });

  it('returns a patch the caller may change without touching the draft', () => {
    const draft = ConfigDraft.from(base());
    draft.writeObject('contact').setFieldSettings('age', {default: {integerValue: 21}});
    const first = draft.buildPatch();
    const objects = first.installation.config!.content!.write!.objects!;
    objects.contact!.selectedFieldSettings!.age!.default!.integerValue = 99;
    objects.contact!.selectedFieldSettings!.email = {writeOnUpdate: 'always'};
    first.updateMask.push('connectionId');
    const second = draft.buildPatch();
    assert.equal(
      second.installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!.age!.default!
        .integerValue,
      21,
    );
    assert.deepEqual(second.updateMask, ['config.content.write.objects.contact']);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
  });

  it("returns the whole map after a removal as the caller's to change too, down to what the server held", () => {
    const held = {
      objectName: 'contact',
      selectedValueDefaults: {tags: {values: ['a', 'b']}},
      selectedFieldSettings: {age: {default: {integerValue: 18}, extra: {kept: [1, 2]}}},
    };
    const draft = ConfigDraft.from(
      installation({write: {objects: {contact: held, deal: {objectName: 'deal'}}}}),
    );
    draft.writeObject('deal').disable();
    const first = draft.buildPatch().installation.config!.content!.write!.objects!.contact!;
    const age = first.selectedFieldSettings!.age! as FieldSettings & {extra: {kept: number[]}};
    age.default!.integerValue = 99;
    age.extra.kept.push(3);
    (first as unknown as typeof held).selectedValueDefaults.tags.values.push('c');
    const second = draft.buildPatch().installation.config!.content!.write!.objects!.contact;
    assert.deepEqual(second, held);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('age'), held.selectedFieldSettings.age);
  });
});

describe('buildPatch: read, subscribe, proxy, connection, createdBy', () => {
  it('sends a changed or added read object as its own entry, unknown members kept', () => {
    const draft = ConfigDraft.from(base());
    draft
      .readObject('contact')
      .set({destination: 'people', selectedFieldMappings: {mail: 'email'}, future: 'x'} as never);
    draft.readObject('lead').set({destination: 'leads'});
    assert.deepEqual(patchOf(draft), {
      updateMask: ['config.content.read.objects.contact', 'config.content.read.objects.lead'],
      installation: patchBody('rev-7', {
        read: {
          objects: {
            contact: {
              destination: 'people',
              selectedFieldMappings: {mail: 'email'},
              future: 'x',
              objectName: 'contact',
            },
            lead: {destination: 'leads', objectName: 'lead'},
          },
        },
      }),
    });
  });

  it('sends a changed subscribe object as its own entry, and the whole map after a removal', () => {
    const draft = ConfigDraft.from(base());
    draft.subscribeObject('contact').set({objectName: 'contact', events: ['create', 'update']});
    assert.deepEqual(patchOf(draft).updateMask, ['config.content.subscribe.objects.contact']);
    assert.deepEqual(patchOf(draft).installation.config!.content!.subscribe, {
      objects: {contact: {objectName: 'contact', events: ['create', 'update']}},
    });
    draft.subscribeObject('deal').remove();
    draft.subscribeObject('deal').remove(); // no-op
    draft.subscribeObject('nothing').remove(); // not there: no-op
    assert.deepEqual(patchOf(draft), {
      updateMask: ['config.content.subscribe.objects'],
      installation: patchBody('rev-7', {
        subscribe: {objects: {contact: {objectName: 'contact', events: ['create', 'update']}}},
      }),
    });
  });

  it('sends proxy.enabled, connectionId and config.createdBy', () => {
    const draft = ConfigDraft.from(base());
    draft.setProxyEnabled(true);
    draft.setConnectionId('conn-<b>2</b>');
    draft.setCreatedBy('consumer:c1');
    assert.deepEqual(patchOf(draft), {
      updateMask: ['connectionId', 'config.createdBy', 'config.content.proxy.enabled'],
      installation: {
        connectionId: 'conn-<b>2</b>',
        ...patchBody('rev-7', {proxy: {enabled: true}}, {createdBy: 'consumer:c1'}),
      },
    });
    assert.equal(draft.proxyEnabled, true);
    assert.equal(draft.connectionId, 'conn-<b>2</b>');
  });

  it('puts every kind of change in one patch, in a stable order', () => {
    const draft = ConfigDraft.from(base());
    draft.setProxyEnabled(true);
    draft.subscribeObject('deal').set({objectName: 'deal', events: []});
    draft.writeObject('deal').disable();
    draft.readObject('contact').set({destination: 'x'});
    draft.setCreatedBy('consumer:c1');
    draft.setConnectionId('conn-2');
    assert.deepEqual(patchOf(draft).updateMask, [
      'connectionId',
      'config.createdBy',
      'config.content.read.objects.contact',
      'config.content.write.objects',
      'config.content.subscribe.objects.deal',
      'config.content.proxy.enabled',
    ]);
  });
});

describe('buildPatch: what the server holds goes back as held', () => {
  const objectWith = (name: string, selectedFieldSettings: Record<string, unknown>) => ({
    objectName: name,
    selectedFieldSettings,
  });

  it('sends a held setting the draft would refuse as new back untouched, also when the whole map is sent', () => {
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            contact: objectWith('contact', {
              email: {writeOnUpdate: 'never'},
              age: {default: {integerValue: 18}},
            }),
            deal: objectWith('deal', {
              stage: {writeOnUpdate: 'never'},
              amount: {default: {}},
            }),
          },
        },
      }),
    );
    draft.writeObject('deal').setFieldSettings('stage', {writeOnUpdate: 'always'});
    const amount = () =>
      patchOf(draft).installation.config!.content!.write!.objects!.deal!.selectedFieldSettings!.amount;
    assert.deepEqual(amount(), {default: {}});
    draft.writeObject('contact').disable();
    assert.deepEqual(patchOf(draft).updateMask, ['config.content.write.objects']);
    assert.deepEqual(amount(), {default: {}});
  });

  it('sends a held setting of a field called __proto__ back as held', () => {
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            contact: JSON.parse(
              '{"objectName": "contact", "selectedFieldSettings": {"email": {"writeOnUpdate": "never"}, "__proto__": {"writeOnUpdate": "sometimes"}}}',
            ),
          },
        },
      }),
    );
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    const sent = patchOf(draft).installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!;
    assert.deepEqual(
      JSON.parse(JSON.stringify(sent)),
      JSON.parse('{"email": {"writeOnUpdate": "always"}, "__proto__": {"writeOnUpdate": "sometimes"}}'),
    );
  });

  it('edits kept across markSaved go back with the members the server now holds', () => {
    const server = (deletion: boolean, selectedFieldSettings?: unknown) =>
      installation({
        write: {
          objects: {
            contact: {objectName: 'contact', deletionSettings: {enabled: deletion}, selectedFieldSettings},
          },
        },
      });
    const draft = ConfigDraft.from(server(false));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const sent = draft.buildPatch();
    // made while the save was under way; meanwhile someone switched deletion on
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.markSaved(server(true, {email: {writeOnUpdate: 'never'}}), sent);
    assert.deepEqual(patchOf(draft).installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      deletionSettings: {enabled: true},
      selectedFieldSettings: {email: {writeOnUpdate: 'never'}, phone: {writeOnCreate: 'never'}},
    });
  });

  it("a new baseline's held values (rebase, save) go back untouched too", () => {
    const server = (age: unknown) =>
      installation({
        write: {objects: {contact: objectWith('contact', {email: {writeOnUpdate: 'never'}, age})}},
      });
    const draft = ConfigDraft.from(server({default: {integerValue: 18}}));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'always'});
    patchOf(draft);
    // someone else saved a value this library does not know; our edit does not collide with it
    assert.deepEqual(draft.rebase(server({writeOnCreate: 'later'})).conflicts, []);
    const age = () =>
      patchOf(draft).installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!.age;
    assert.deepEqual(age(), {writeOnCreate: 'later'});
    draft.markSaved(server({default: {stringValue: 'x', integerValue: 1}}));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'ifEmpty'});
    assert.deepEqual(age(), {default: {stringValue: 'x', integerValue: 1}});
  });

  it('sends what was checked: changing the inputs or the patch afterwards changes neither the draft nor the next patch', () => {
    const inst = installation({
      write: {
        objects: {
          contact: objectWith('contact', {
            email: {writeOnUpdate: 'never'},
            age: {default: {integerValue: 18}},
          }),
        },
      },
    });
    const draft = ConfigDraft.from(inst);
    const mine = {writeOnCreate: 'always', default: {stringValue: 'x'}} as Record<string, unknown>;
    draft.writeObject('contact').setFieldSettings('phone', mine);
    const first = patchOf(draft);
    const expected = structuredClone(first);
    // the caller's objects, after the draft took them in
    mine.writeOnCreate = 'sometimes';
    (mine.default as Record<string, unknown>).integerValue = 1;
    const serverAge = (
      inst.config!.content!.write!.objects!.contact as {
        selectedFieldSettings: Record<string, Record<string, unknown>>;
      }
    ).selectedFieldSettings.age!;
    serverAge.default = {integerValue: 1.5};
    serverAge.writeOnUpdate = 'sometimes';
    // the patch handed out
    const sent = first.installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!;
    sent.email!.writeOnUpdate = 'sometimes' as never;
    sent.age!.default = {integerValue: 2.5};
    // what the draft hands out is read-only
    const contact = draft.writeObject('contact');
    assert.throws(() => {
      (contact.fieldSettings.email as Record<string, unknown>).writeOnUpdate = 'sometimes';
    }, TypeError);
    assert.throws(() => {
      (contact.fieldSettings.age!.default as Record<string, unknown>).integerValue = 1.5;
    }, TypeError);
    assert.throws(() => {
      (
        draft.baseline.config!.content!.write!.objects!.contact!.selectedFieldSettings!.email as Record<
          string,
          unknown
        >
      ).writeOnUpdate = 'x';
    }, TypeError);
    assert.deepEqual(patchOf(draft), expected);
    assert.deepEqual(draft.validate(), []);
  });

  it('sends server settings with null members or null entries as the draft shows them', () => {
    const draft = ConfigDraft.from(
      installation({
        write: {
          objects: {
            contact: objectWith('contact', {
              email: null,
              phone: {writeOnUpdate: 'never', writeOnCreate: null, default: null},
              age: {default: {integerValue: 3, stringValue: null}},
            }),
          },
        },
      }),
    );
    assert.deepEqual(
      {...draft.writeObject('contact').fieldSettings},
      {phone: {writeOnUpdate: 'never'}, age: {default: {integerValue: 3}}},
    );
    draft.writeObject('contact').setFieldSettings('name', {writeOnCreate: 'never'});
    assert.deepEqual(patchOf(draft).installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      selectedFieldSettings: {
        phone: {writeOnUpdate: 'never'},
        age: {default: {integerValue: 3}},
        name: {writeOnCreate: 'never'},
      },
    });
  });
});
