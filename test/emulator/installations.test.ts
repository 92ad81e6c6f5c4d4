// Installation reads and updates: the mask, 400/409/422 rules, revisions.
import {test, describe, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, P, call, manualEmulator} from './helpers.ts';

const INST = `${ACME}/installations/inst-acme`;

describe('installations', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  async function current() {
    return (await call(emu, 'GET', INST)).body;
  }
  /** A PATCH of INST that sends the current revision (a config change must: 428 otherwise). */
  async function patch(opts: {body?: any; raw?: string; headers?: Record<string, string>}) {
    const rev: string = (await current()).config.revisionId;
    if (opts.raw)
      return call(emu, 'PATCH', INST, {
        ...opts,
        raw: opts.raw.replace('"config":{', `"config":{"revisionId":"${rev}",`),
      });
    const b = opts.body;
    if (
      b &&
      typeof b.installation === 'object' &&
      b.installation &&
      typeof b.installation.config === 'object' &&
      b.installation.config &&
      !('revisionId' in b.installation.config)
    ) {
      return call(emu, 'PATCH', INST, {
        ...opts,
        body: {...b, installation: {...b.installation, config: {revisionId: rev, ...b.installation.config}}},
      });
    }
    return call(emu, 'PATCH', INST, opts);
  }

  test('integration (by id or name) carries the manifest; metadata has typed fields; legacy_lead is 404', async () => {
    const i = await call(emu, 'GET', ACME);
    assert.equal(i.status, 200);
    assert.deepEqual(
      i.body.latestRevision.content.write.objects.map((o: {objectName: string}) => o.objectName),
      ['contact', 'company', 'deal', 'wide_object', 'legacy_lead'],
    );
    assert.equal(i.body.latestRevision.specVersion, '1.0.0');
    const meta = await call(emu, 'GET', `${ACME}/objects/contact/metadata?groupRef=group-1`);
    assert.equal(meta.status, 200);
    assert.equal(meta.body.fields.email.valueType, 'string');
    const types = new Set(Object.values(meta.body.fields).map((f: any) => f.valueType));
    for (const t of [
      'string',
      'int',
      'float',
      'boolean',
      'singleSelect',
      'multiSelect',
      'date',
      'datetime',
      'reference',
      'other',
    ])
      assert.ok(types.has(t), t);
    const wide = await call(emu, 'GET', `${ACME}/objects/wide_object/metadata?groupRef=group-1`);
    assert.equal(Object.keys(wide.body.fields).length, 5000);
    assert.equal(
      (await call(emu, 'GET', `${ACME}/objects/legacy_lead/metadata?groupRef=group-1`)).status,
      404,
    );
    assert.equal(
      (await call(emu, 'GET', `${ACME}/objects/contact/metadata`)).status,
      400,
      'groupRef required with an API key',
    );
    assert.equal((await call(emu, 'GET', `${ACME}/objects/contact/metadata?groupRef=group-9`)).status, 404);
  });

  test('provider info: full blocks; gamma has no media; delta cannot write; absolute media URLs are served', async () => {
    const acme = (await call(emu, 'GET', '/v1/providers/acme-crm', {headers: {host: '127.0.0.1:8787'}})).body;
    for (const k of [
      'name',
      'authType',
      'baseURL',
      'defaultModule',
      'support',
      'providerOpts',
      'oauth2Opts',
      'media',
      'authHealthCheck',
      'metadata',
      'subscribeOpts',
      'modules',
      'labels',
    ])
      assert.ok(k in acme, k);
    // absolute, on the host the request came to: a page on another origin loads them from here
    const logoUrl = new URL(acme.media.darkMode.logoURL);
    assert.equal(logoUrl.origin, 'http://127.0.0.1:8787');
    assert.equal(acme.media.regular.iconURL, 'http://127.0.0.1:8787/_emulator/media/acme-crm/icon.svg');
    const logo = await call(emu, 'GET', logoUrl.pathname, {apiKey: null});
    assert.equal(logo.status, 200);
    assert.match(logo.headers.get('content-type')!, /image\/svg\+xml/);
    const gamma = (await call(emu, 'GET', '/v1/providers/gamma-api')).body;
    assert.equal(gamma.media, undefined);
    assert.equal(gamma.authType, 'apiKey');
    assert.ok(gamma.apiKeyOpts);
    assert.equal((await call(emu, 'GET', '/_emulator/media/gamma-api/logo.svg')).status, 404);
    assert.equal((await call(emu, 'GET', '/v1/providers/delta-readonly')).body.support.write, false);
    assert.equal((await call(emu, 'GET', '/v1/providers/nope')).status, 404);
  });

  test('only masked fields are applied; a new revision and updateTime come back', async () => {
    const before = await current();
    const r = await patch({
      body: {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {
            revisionId: before.config.revisionId,
            content: {
              write: {
                objects: {
                  contact: {objectName: 'contact', selectedFieldSettings: {phone: {writeOnUpdate: 'never'}}},
                  deal: {objectName: 'deal', inheritMapping: true},
                },
              },
              proxy: {enabled: false},
            },
          },
        },
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.config.content.write.objects.contact, {
      objectName: 'contact',
      selectedFieldSettings: {phone: {writeOnUpdate: 'never'}},
    });
    assert.deepEqual(
      r.body.config.content.write.objects.deal,
      {objectName: 'deal'},
      'unmasked object untouched',
    );
    assert.equal(r.body.config.content.proxy.enabled, true, 'unmasked proxy untouched');
    assert.notEqual(r.body.config.revisionId, before.config.revisionId);
    assert.notEqual(r.body.updateTime, before.updateTime);
    assert.deepEqual(await current(), r.body, 'GET returns what PATCH returned');
  });

  test('the whole write map replaces the objects (removal)', async () => {
    const r = await patch({
      body: {
        updateMask: ['config.content.write.objects'],
        installation: {config: {content: {write: {objects: {company: {objectName: 'company'}}}}}},
      },
    });
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body.config.content.write.objects), ['company']);
  });

  test('other mask entries: proxy, createdBy, read objects, subscribe objects, connectionId', async () => {
    const r = await patch({
      body: {
        updateMask: [
          'config.content.proxy.enabled',
          'config.createdBy',
          'config.content.read.objects.contact',
          'config.content.subscribe.objects',
          'connectionId',
        ],
        installation: {
          connectionId: 'conn-inst-acme',
          config: {
            createdBy: 'builder:someone',
            content: {
              proxy: {enabled: false},
              read: {objects: {contact: {objectName: 'contact', destination: 'd'}}},
              // production's required members, and one it may add later
              subscribe: {
                objects: {
                  contact: {
                    objectName: 'contact',
                    destination: 'contactsWebhook',
                    inheritFieldsAndMappings: false,
                    events: ['create'],
                  },
                },
              },
            },
          },
        },
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.config.content.proxy.enabled, false);
    assert.equal(r.body.config.createdBy, 'builder:someone');
    // the object is replaced whole, as the mask names it
    assert.deepEqual(r.body.config.content.read.objects.contact, {objectName: 'contact', destination: 'd'});
    assert.deepEqual(r.body.config.content.subscribe.objects, {
      contact: {
        objectName: 'contact',
        destination: 'contactsWebhook',
        inheritFieldsAndMappings: false,
        events: ['create'],
      },
    });
    const bad = await patch({
      body: {updateMask: ['connectionId'], installation: {connectionId: 'conn-nope'}},
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.issues[0].name, 'installation.connectionId');
    const otherGroup = await patch({
      body: {updateMask: ['connectionId'], installation: {connectionId: 'conn-inst-acme-g2'}},
    });
    assert.equal(otherGroup.status, 400, "another group's connection is refused");
    // the same group's connection to another provider (beta-crm) cannot carry this acme-crm installation
    const otherProvider = await patch({
      body: {updateMask: ['connectionId'], installation: {connectionId: 'conn-inst-beta'}},
    });
    assert.equal(otherProvider.status, 400, 'a connection to another provider is refused');
    assert.equal(otherProvider.body.issues[0].name, 'installation.connectionId');
    assert.match(otherProvider.body.issues[0].detail, /beta-crm.*acme-crm/);
    assert.equal((await current()).connection.provider, 'acme-crm');
  });

  test("a write object the customer's instance lacks (legacy_lead) cannot be added: 422 naming it; held objects still save", async () => {
    const before = await current();
    const add = await patch({
      body: {
        updateMask: ['config.content.write.objects.legacy_lead'],
        installation: {config: {content: {write: {objects: {legacy_lead: {objectName: 'legacy_lead'}}}}}},
      },
    });
    assert.equal(add.status, 422);
    assert.equal(add.body.issues[0].name, 'installation.config.content.write.objects.legacy_lead');
    assert.match(add.body.issues[0].detail, /does not exist in the customer's acme-crm instance/);
    assert.equal((await current()).config.revisionId, before.config.revisionId, 'nothing changed');
    // the whole map sent back as it is, minus one object, still saves
    const {company: _dropped, ...rest} = before.config.content.write.objects;
    const whole = await patch({
      body: {
        updateMask: ['config.content.write.objects'],
        installation: {config: {content: {write: {objects: rest}}}},
      },
    });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
  });

  test('an unknown mask entry is a 400 naming it; nothing changes', async () => {
    const before = await current();
    for (const updateMask of [
      ['config.content.bogus'],
      ['healthStatus'],
      ['config.content.write.objects.'],
      [],
      ['<b>x</b>'],
    ]) {
      const r = await patch({body: {updateMask, installation: {}}});
      assert.equal(r.status, 400, JSON.stringify(updateMask));
      assert.match(r.body.issues[0].name, /^updateMask/);
      assert.match(r.headers.get('content-type')!, /problem\+json/);
    }
    assert.deepEqual(await current(), before);
  });

  test('a masked path without a value is a 400 naming it', async () => {
    const r = await patch({
      body: {
        updateMask: ['config.content.write.objects.deal', 'config.content.proxy.enabled'],
        installation: {config: {content: {write: {objects: {}}}}},
      },
    });
    assert.equal(r.status, 400);
    const names = r.body.issues.map((i: {name: string}) => i.name);
    assert.ok(names.includes('installation.config.content.write.objects.deal'), names.join());
    assert.ok(names.includes('installation.config.content.proxy.enabled'), names.join());
  });

  test('wrong shapes are 400s: unknown fields, wrong types, null maps', async () => {
    const bodies = [
      {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {content: {proxy: {enabled: 'yes'}}}},
      },
      {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {content: {proxy: {enabled: true}}}},
        extra: 1,
      },
      {
        updateMask: ['config.content.write.objects'],
        installation: {config: {content: {write: {objects: null}}}},
      },
      {updateMask: 'config.content.write.objects', installation: {}},
    ];
    for (const body of bodies) assert.equal((await patch({body})).status, 400, JSON.stringify(body));
  });

  test('a config that breaks a field-settings rule is a 422 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{email: {default: {stringValue: 'a', integerValue: 1}}}, 'selectedFieldSettings.email.default'],
      [{age: {default: {integerValue: 1.5}}}, 'selectedFieldSettings.age.default.integerValue'],
      [{email: {writeOnCreate: 'ifEmpty'}}, 'selectedFieldSettings.email.writeOnCreate'],
      [{email: {writeOnUpdate: 'sometimes'}}, 'selectedFieldSettings.email.writeOnUpdate'],
      [{email: {default: {}}}, 'selectedFieldSettings.email.default'],
      [{age: {default: {stringValue: 'ten'}}}, 'selectedFieldSettings.age.default'],
      [{is_customer: {default: {integerValue: 1}}}, 'selectedFieldSettings.is_customer.default'],
      [
        {lifecycle_stage: {default: {stringValue: 'alien'}}},
        'selectedFieldSettings.lifecycle_stage.default.stringValue',
      ],
      [{created_at: {default: {stringValue: '2020-01-01T00:00:00Z'}}}, 'selectedFieldSettings.created_at'],
      [{no_such_field: {writeOnUpdate: 'never'}}, 'selectedFieldSettings.no_such_field'],
    ];
    // an unknown member is not a broken rule: requests are lenient on unknown members (issue 19)
    for (const [settings, name] of cases) {
      const r = await patch({
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              content: {
                write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: settings}}},
              },
            },
          },
        },
      });
      assert.equal(
        r.status,
        422,
        `${JSON.stringify(settings)} -> ${r.status} ${JSON.stringify(r.body.issues)}`,
      );
      assert.ok(
        r.body.issues.some(
          (i: {name: string}) => i.name === `installation.config.content.write.objects.contact.${name}`,
        ),
        `${name}: ${JSON.stringify(r.body.issues)}`,
      );
    }
    const notInManifest = await patch({
      body: {
        updateMask: ['config.content.write.objects.ticket'],
        installation: {config: {content: {write: {objects: {ticket: {objectName: 'ticket'}}}}}},
      },
    });
    assert.equal(notInManifest.status, 422);
    const keyMismatch = await patch({
      body: {
        updateMask: ['config.content.write.objects.deal'],
        installation: {config: {content: {write: {objects: {deal: {objectName: 'company'}}}}}},
      },
    });
    assert.equal(keyMismatch.status, 422);
  });

  test('a field setting that is null or not an object is a 422 naming it, never a 500; nothing changes', async () => {
    const before = await current();
    for (const value of [null, 5, 'never', [1]]) {
      const r = await patch({
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              content: {
                write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: value}}}},
              },
            },
          },
        },
      });
      assert.equal(r.status, 422, `${JSON.stringify(value)} -> ${r.status} ${JSON.stringify(r.body)}`);
      assert.deepEqual(
        r.body.issues.map((i: {name: string}) => i.name),
        ['installation.config.content.write.objects.contact.selectedFieldSettings.email'],
      );
    }
    // the same through the whole write map
    const whole = await patch({
      body: {
        updateMask: ['config.content.write.objects'],
        installation: {
          config: {
            content: {
              write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: null}}}},
            },
          },
        },
      },
    });
    assert.equal(whole.status, 422);
    assert.equal(
      whole.body.issues[0].name,
      'installation.config.content.write.objects.contact.selectedFieldSettings.email',
    );
    assert.deepEqual((await current()).config, before.config);
  });

  test('Object.prototype names are not objects or fields: 422 naming them, never a 500; nothing stored', async () => {
    const before = await current();
    const patchObjects = (objects: string) =>
      patch({
        raw: `{"updateMask":["config.content.write.objects"],"installation":{"config":{"content":{"write":{"objects":${objects}}}}}}`,
        headers: {'content-type': 'application/json'},
      });
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const r = await patchObjects(
        `{"${key}":{"objectName":"${key}","selectedFieldSettings":{"email":{"writeOnUpdate":"never"}}}}`,
      );
      assert.equal(r.status, 422, `${key} -> ${r.status} ${JSON.stringify(r.body)}`);
      assert.ok(
        r.body.issues.some(
          (i: {name: string}) => i.name === `installation.config.content.write.objects.${key}`,
        ),
        JSON.stringify(r.body.issues),
      );
    }
    for (const field of ['constructor', 'toString', 'valueOf', '__proto__']) {
      const r = await patchObjects(
        `{"contact":{"objectName":"contact","selectedFieldSettings":{"${field}":{"default":{"stringValue":"x"}}}}}`,
      );
      assert.equal(r.status, 422, `${field} -> ${r.status} ${JSON.stringify(r.body)}`);
      assert.deepEqual(
        r.body.issues.map((i: {name: string; detail: string}) => [i.name, i.detail]),
        [
          [
            `installation.config.content.write.objects.contact.selectedFieldSettings.${field}`,
            `${field} is not a field of contact`,
          ],
        ],
      );
    }
    // a single-object mask entry naming one
    const one = await patch({
      body: {
        updateMask: ['config.content.write.objects.constructor'],
        installation: {
          config: {
            content: {
              write: {
                objects: {
                  constructor: {
                    objectName: 'constructor',
                    selectedFieldSettings: {email: {writeOnUpdate: 'never'}},
                  },
                },
              },
            },
          },
        },
      },
    });
    assert.equal(one.status, 422);
    assert.deepEqual((await current()).config, before.config);
  });

  test('a stale revisionId is a 409 carrying the current revision; the current one succeeds', async () => {
    const before = await current();
    const body = (rev: string) => ({
      updateMask: ['config.content.proxy.enabled'],
      installation: {config: {revisionId: rev, content: {proxy: {enabled: false}}}},
    });
    const first = await patch({body: body(before.config.revisionId)});
    assert.equal(first.status, 200);
    const stale = await patch({body: body(before.config.revisionId)});
    assert.equal(stale.status, 409);
    assert.equal(stale.body.currentRevisionId, first.body.config.revisionId);
    assert.equal(stale.body.installation.config.revisionId, first.body.config.revisionId);
    assert.equal(stale.body.installation.config.content.proxy.enabled, false);
    assert.equal((await patch({body: body(first.body.config.revisionId)})).status, 200);
  });

  test('unknown project, integration, installation: 404; HTML and prototype keys stay plain data', async () => {
    assert.equal((await call(emu, 'GET', '/v1/projects/nope/integrations')).status, 404);
    assert.equal((await call(emu, 'GET', `${P}/integrations/nope`)).status, 404);
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-beta`)).status, 404);
    const r = await patch({
      raw: '{"updateMask":["config.content.subscribe.objects.__proto__"],"installation":{"config":{"content":{"subscribe":{"objects":{"__proto__":{"objectName":"__proto__","destination":"hook","inheritFieldsAndMappings":false,"polluted":true}}}}}}}',
      headers: {'content-type': 'application/json'},
    });
    // checked as any other name (not a subscribe object of the manifest), never as the prototype
    assert.equal(r.status, 422, JSON.stringify(r.body));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.ok(
      r.body.issues.some(
        (i: {name: string; detail: string}) =>
          i.name === 'installation.config.content.subscribe.objects.__proto__' && /manifest/.test(i.detail),
      ),
    );
  });

  test('a just-read installation sent back with a one-entry mask: 200, only that path changes; settings outside the mask are ignored', async () => {
    const before = await current();
    const body = structuredClone(before);
    body.config.content.proxy.enabled = false;
    // outside the mask: a setting no rule allows, and a changed object; neither is checked or applied
    body.config.content.write.objects.contact = {
      objectName: 'contact',
      selectedFieldSettings: {email: {default: {integerValue: 5}}},
    };
    const r = await call(emu, 'PATCH', INST, {
      body: {updateMask: ['config.content.proxy.enabled'], installation: body},
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.config.content.proxy.enabled, false);
    const expected = structuredClone(before);
    expected.config.content.proxy.enabled = false;
    for (const k of ['revisionId', 'createTime']) {
      delete expected.config[k];
      delete r.body.config[k];
    }
    delete expected.updateTime;
    delete r.body.updateTime;
    assert.deepEqual(r.body, expected, 'nothing but the masked path changed');
  });

  test('a config change without installation.config.revisionId is a 428 naming it; nothing changes', async () => {
    const before = await current();
    const r = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {content: {proxy: {enabled: false}}}},
      },
    });
    assert.equal(r.status, 428, JSON.stringify(r.body));
    assert.match(r.headers.get('content-type')!, /problem\+json/);
    assert.deepEqual(
      r.body.issues.map((i: {name: string}) => i.name),
      ['installation.config.revisionId'],
    );
    assert.deepEqual(await current(), before);
    // a connection change alone edits no config revision
    const conn = await call(emu, 'PATCH', INST, {
      body: {updateMask: ['connectionId'], installation: {connectionId: 'conn-inst-acme'}},
    });
    assert.equal(conn.status, 200, JSON.stringify(conn.body));
  });

  test('error lists are capped at 100 issues with the full count; 30,000 repeated mask entries answer once', async () => {
    const updateMask = Array.from({length: 300}, (_, i) => `config.content.bogus${i}`);
    const r = await call(emu, 'PATCH', INST, {body: {updateMask, installation: {}}});
    assert.equal(r.status, 400);
    assert.equal(r.body.issues.length, 100);
    assert.equal(r.body.issueCount, 300);
    const rev = (await current()).config.revisionId;
    const many = Array.from({length: 30000}, () => 'config.content.proxy.enabled');
    const d = await call(emu, 'PATCH', INST, {
      body: {updateMask: many, installation: {config: {revisionId: rev, content: {proxy: {enabled: false}}}}},
    });
    assert.equal(d.status, 400);
    assert.deepEqual(d.body.issues, [
      {
        in: 'body',
        name: 'updateMask',
        value: 'config.content.proxy.enabled',
        detail: 'names the same path twice',
      },
    ]);
  });

  test('a writeOn value the server holds is kept: sending it back is 200, a new unknown value is a 422', async () => {
    const before = await current();
    // the store holds a value this library does not know (a newer server's)
    const inst = emu.store.installations.get('inst-acme')!;
    inst.config.content.write!.objects!.contact = {
      objectName: 'contact',
      selectedFieldSettings: {phone: {writeOnUpdate: 'onChange'}},
    };
    const send = (settings: unknown) =>
      call(emu, 'PATCH', INST, {
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              revisionId: before.config.revisionId,
              content: {
                write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: settings}}},
              },
            },
          },
        },
      });
    const fresh = await send({email: {writeOnUpdate: 'onChange'}});
    assert.equal(fresh.status, 422, 'new on this field');
    assert.equal(fresh.body.issues[0].code, 'one_of');
    const kept = await send({phone: {writeOnUpdate: 'onChange'}, email: {writeOnUpdate: 'never'}});
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(
      kept.body.config.content.write.objects.contact.selectedFieldSettings.phone.writeOnUpdate,
      'onChange',
    );
  });

  test("a 422 for a settings shape rule carries the rule's code too (translations go by it), like a field rule's", async () => {
    const before = await current();
    const send = (settings: unknown) =>
      call(emu, 'PATCH', INST, {
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              revisionId: before.config.revisionId,
              content: {
                write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: settings}}},
              },
            },
          },
        },
      });
    for (const [settings, code] of [
      [{raw_payload: {default: {stringValue: 'a', integerValue: 1}}}, 'exactly_one'],
      [{raw_payload: {default: {integerValue: 2 ** 60}}}, 'too_large'],
      [{phone: {default: {stringValue: 5}}}, 'string'],
      [{phone: {writeOnUpdate: ''}}, 'empty'],
    ] as const) {
      const r = await send(settings);
      assert.equal(r.status, 422, JSON.stringify(settings));
      assert.equal(r.body.issues[0].code, code, JSON.stringify(r.body.issues));
    }
  });

  test('settings the server holds that the metadata now refuses do not block saving the object: only changed ones are checked', async () => {
    // the CRM changed since: created_at became read-only, email required, ghost_field was deleted
    const inst = emu.store.installations.get('inst-acme')!;
    const contactObj = inst.config.content.write!.objects!.contact as {
      selectedFieldSettings?: Record<string, unknown>;
    };
    const held = {
      created_at: {writeOnUpdate: 'never'},
      email: {writeOnCreate: 'never'},
      ghost_field: {writeOnUpdate: 'never'},
    };
    contactObj.selectedFieldSettings = {...contactObj.selectedFieldSettings, ...held};
    const before = await current();
    const sfs = before.config.content.write.objects.contact.selectedFieldSettings;
    const send = (settings: unknown) =>
      call(emu, 'PATCH', INST, {
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              revisionId: before.config.revisionId,
              content: {
                write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: settings}}},
              },
            },
          },
        },
      });
    // a new setting on one field, the held ones sent back as they are (key order may differ)
    const r = await send({...sfs, phone: {writeOnUpdate: 'never'}, email: {writeOnCreate: 'never'}});
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.config.content.write.objects.contact.selectedFieldSettings.ghost_field, {
      writeOnUpdate: 'never',
    });
    // changing a held one is checked: a new read-only setting is still refused
    const changed = await send({
      ...r.body.config.content.write.objects.contact.selectedFieldSettings,
      created_at: {writeOnUpdate: 'always'},
    });
    assert.equal(changed.status, 409, 'stale revision first');
    const now = await current();
    const again = await call(emu, 'PATCH', INST, {
      body: {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {
            revisionId: now.config.revisionId,
            content: {
              write: {
                objects: {
                  contact: {
                    objectName: 'contact',
                    selectedFieldSettings: {
                      ...now.config.content.write.objects.contact.selectedFieldSettings,
                      created_at: {writeOnUpdate: 'always'},
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    assert.equal(again.status, 422);
    assert.equal(again.body.issues[0].code, 'read_only');
  });
});
