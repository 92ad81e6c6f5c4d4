// The draft's editing API: field settings, enable/disable, inheritMapping, change events and
// untrusted input. The patch contents are covered in config-patch.test.ts.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigDraft} from '../../src/config/index.ts';
import {ValidationError, type Installation} from '../../src/index.ts';
import {countChanges, installationWith} from './config-helpers.ts';

const installation = (write: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  installationWith({write: {objects: write}, ...extra});

const contactWithEmail = () =>
  installation({
    contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}},
    company: {objectName: 'company', inheritMapping: true},
  });

/** Everything a reader of the draft can see, to prove a rejected call changed nothing. */
function snapshot(draft: ConfigDraft, names: string[]) {
  return JSON.stringify({
    names: draft.writeObjectNames,
    dirty: draft.isDirty,
    patch: draft.buildPatch(),
    objects: names.map((n) => {
      const o = draft.writeObject(n);
      return [o.isEnabled, o.inheritMapping, {...o.fieldSettings}];
    }),
  });
}

function assertRejected(fn: () => unknown, path: RegExp | string, message?: RegExp): ValidationError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof ValidationError, `expected a ValidationError, got ${String(caught)}`);
  const err = caught as ValidationError;
  assert.ok(err.issues.length > 0);
  const hit = err.issues.find((i) => (typeof path === 'string' ? i.path === path : path.test(i.path)));
  assert.ok(hit, `no issue at ${path} in ${JSON.stringify(err.issues)}`);
  if (message) assert.match(hit.message, message);
  return err;
}

describe('ConfigDraft.from', () => {
  it('copies the installation: later changes to the input do not reach the draft, the draft never writes to it', () => {
    const input = contactWithEmail();
    const before = structuredClone(input);
    const draft = ConfigDraft.from(input);
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    draft.writeObject('company').disable();
    assert.deepEqual(input, before);
    (
      input.config.content.write!.objects!.contact as {selectedFieldSettings: Record<string, unknown>}
    ).selectedFieldSettings.email = {writeOnUpdate: 'always'};
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
    assert.equal(
      draft.baseline.config.content.write!.objects!.contact!.selectedFieldSettings!.email!.writeOnUpdate,
      'never',
    );
  });

  it('exposes the baseline read-only, with its revision and unknown fields kept', () => {
    const draft = ConfigDraft.from({...contactWithEmail(), futureField: {x: 1}} as Installation);
    assert.equal(draft.revisionId, 'rev-1');
    assert.deepEqual((draft.baseline as Record<string, unknown>).futureField, {x: 1});
    assert.throws(() => {
      (draft.baseline.config as {revisionId?: string}).revisionId = 'hacked';
    }, TypeError);
    assert.equal(draft.revisionId, 'rev-1');
  });

  it('rejects what is not an installation with a ValidationError', () => {
    for (const bad of [null, undefined, 'installation', 42, [1, 2]]) {
      assert.throws(() => ConfigDraft.from(bad as unknown as Installation), ValidationError);
    }
  });

  it('rejects circular input with a ValidationError, not a stack overflow', () => {
    const inst = contactWithEmail() as Installation & {self?: unknown};
    inst.self = inst;
    assert.throws(() => ConfigDraft.from(inst), ValidationError);
  });

  it('accepts installations without config, content, write block, or with null maps and null entries', () => {
    const shapes: unknown[] = [
      {id: 'i', projectId: 'p', integrationId: 'g'},
      {id: 'i', projectId: 'p', integrationId: 'g', config: null},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: null}},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: {write: null}}},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: {write: {objects: null}}}},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: {write: {objects: {contact: null}}}}},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: {write: {objects: 'garbage'}}}},
      {id: 'i', projectId: 'p', integrationId: 'g', config: {content: {write: {objects: [1, 2]}}}},
    ];
    for (const shape of shapes) {
      const draft = ConfigDraft.from(shape as Installation);
      assert.deepEqual(draft.writeObjectNames, [], JSON.stringify(shape));
      assert.equal(draft.isDirty, false);
      draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      assert.deepEqual(draft.buildPatch().updateMask, ['config.content.write.objects.contact']);
    }
  });

  it('reads a null selectedFieldSettings map, null entries and null members as "no settings"', () => {
    const draft = ConfigDraft.from(
      installation({
        a: {objectName: 'a', selectedFieldSettings: null, inheritMapping: null},
        b: {
          objectName: 'b',
          selectedFieldSettings: {x: null, y: {writeOnCreate: null, writeOnUpdate: 'never'}},
        },
      }),
    );
    assert.deepEqual({...draft.writeObject('a').fieldSettings}, {});
    assert.equal(draft.writeObject('a').inheritMapping, false);
    assert.deepEqual({...draft.writeObject('b').fieldSettings}, {y: {writeOnUpdate: 'never'}});
    assert.equal(draft.isDirty, false);
  });

  it('lists enabled write objects in the server order, then the ones enabled in the draft', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    assert.deepEqual(draft.writeObjectNames, ['contact', 'company']);
    draft.writeObject('deal').enable();
    draft.writeObject('contact').disable();
    assert.deepEqual(draft.writeObjectNames, ['company', 'deal']);
  });
});

describe('writeObject(name)', () => {
  it('refuses names that are not non-empty strings', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    for (const bad of ['', null, undefined, 5, {}, Symbol('x')]) {
      assertRejected(() => draft.writeObject(bad as string), 'write.objects', /non-empty string/);
    }
  });

  it('treats HTML, 10,000-character and prototype names as plain data', () => {
    const long = 'o'.repeat(10_000);
    const html = '<img src=x onerror=alert(1)>';
    const draft = ConfigDraft.from(installation({}));
    for (const name of [long, html, '__proto__', 'constructor', 'toString']) {
      draft.writeObject(name).setFieldSettings('f', {writeOnUpdate: 'never'});
    }
    assert.deepEqual(draft.writeObjectNames, [long, html, '__proto__', 'constructor', 'toString']);
    const objects = draft.buildPatch().installation.config!.content!.write!.objects!;
    assert.deepEqual(Object.keys(objects), [long, html, '__proto__', 'constructor', 'toString']);
    assert.equal(Object.getPrototypeOf(objects), Object.prototype);
    assert.equal(objects['__proto__']!.objectName, '__proto__');
    assert.equal(({} as Record<string, unknown>).f, undefined, 'Object.prototype untouched');
  });
});

describe('setFieldSettings / getFieldSettings', () => {
  it('validates, stores and returns a copy', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft.writeObject('contact');
    contact.setFieldSettings('age', {
      default: {integerValue: 42},
      writeOnCreate: 'always',
      writeOnUpdate: 'ifEmpty',
    });
    const got = contact.getFieldSettings('age')!;
    assert.deepEqual(got, {default: {integerValue: 42}, writeOnCreate: 'always', writeOnUpdate: 'ifEmpty'});
    got.writeOnUpdate = 'never';
    got.default!.integerValue = 1;
    assert.deepEqual(contact.getFieldSettings('age'), {
      default: {integerValue: 42},
      writeOnCreate: 'always',
      writeOnUpdate: 'ifEmpty',
    });
    assert.equal(contact.getFieldSettings('missing'), undefined);
    assert.equal(contact.getFieldSettings(7 as unknown as string), undefined);
  });

  it('replaces the whole entry rather than merging', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    draft.writeObject('contact').setFieldSettings('email', {writeOnCreate: 'never'});
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnCreate: 'never'});
  });

  it("keeps the caller's object out of the draft (later edits of it do nothing)", () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const settings = {default: {stringValue: 'a'}};
    draft.writeObject('contact').setFieldSettings('name', settings);
    settings.default.stringValue = 'changed';
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('name'), {default: {stringValue: 'a'}});
  });

  it('drops keys whose value is undefined; {} and undefined and null remove the entry', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft.writeObject('contact');
    contact.setFieldSettings('x', {writeOnUpdate: 'never', writeOnCreate: undefined, default: undefined});
    assert.deepEqual(Object.keys(contact.getFieldSettings('x')!), ['writeOnUpdate']);
    contact.setFieldSettings('x', {});
    assert.equal(contact.getFieldSettings('x'), undefined);
    contact.setFieldSettings('email', {writeOnUpdate: undefined});
    assert.equal(contact.getFieldSettings('email'), undefined);
    contact.setFieldSettings('y', {writeOnUpdate: 'never'});
    contact.setFieldSettings('y', undefined);
    assert.equal(contact.getFieldSettings('y'), undefined);
    contact.setFieldSettings('z', {writeOnUpdate: 'never'});
    contact.setFieldSettings('z', null);
    assert.equal(contact.getFieldSettings('z'), undefined);
    assert.deepEqual({...contact.fieldSettings}, {});
  });

  const badSettings: Array<[string, unknown, string, RegExp]> = [
    ['fractional integer', {default: {integerValue: 1.5}}, '.default.integerValue', /integer/],
    ['NaN integer', {default: {integerValue: NaN}}, '.default.integerValue', /integer|number/],
    ['Infinity integer', {default: {integerValue: Infinity}}, '.default.integerValue', /integer|number/],
    ['integer as string', {default: {integerValue: '5'}}, '.default.integerValue', /integer/],
    ['two default values', {default: {stringValue: 'a', booleanValue: true}}, '.default', /exactly one/],
    ['no default value', {default: {}}, '.default', /exactly one/],
    ['null default', {default: null}, '.default', /object/],
    ['null inside the default', {default: {stringValue: null}}, '.default.stringValue', /string/],
    ['null writeOnUpdate', {writeOnUpdate: null}, '.writeOnUpdate', /string/],
    ['unknown default kind', {default: {floatValue: 1.5}}, '.default.floatValue', /unknown/],
    [
      'unknown writeOnUpdate',
      {writeOnUpdate: 'sometimes'},
      '.writeOnUpdate',
      /one of always, never, ifEmpty/,
    ],
    ['ifEmpty on create', {writeOnCreate: 'ifEmpty'}, '.writeOnCreate', /one of always, never/],
    ['writeOnCreate not a string', {writeOnCreate: true}, '.writeOnCreate', /string/],
    ['HTML as a value', {writeOnUpdate: '<b>never</b>'}, '.writeOnUpdate', /one of/],
    ['a string', 'never', '', /object/],
    ['a number', 5, '', /object/],
    ['an array', [{writeOnUpdate: 'never'}], '', /object/],
    // No own keys, so a loose check would read these as {} and silently remove the entry.
    ['a Date', new Date(0), '', /plain object/],
    ['a Map', new Map([['writeOnUpdate', 'never']]), '', /plain object/],
  ];
  for (const [label, settings, suffix, message] of badSettings) {
    it(`rejects ${label} with the rule and its path, and changes nothing`, () => {
      const draft = ConfigDraft.from(contactWithEmail());
      const counter = countChanges(draft);
      const before = snapshot(draft, ['contact', 'company', 'deal']);
      assertRejected(
        () => draft.writeObject('deal').setFieldSettings('email', settings as never),
        `write.objects.deal.selectedFieldSettings.email${suffix}`,
        message,
      );
      assertRejected(
        () => draft.writeObject('contact').setFieldSettings('email', settings as never),
        `write.objects.contact.selectedFieldSettings.email${suffix}`,
        message,
      );
      assert.equal(snapshot(draft, ['contact', 'company', 'deal']), before);
      assert.equal(counter.count, 0);
    });
  }

  it('rejects an own __proto__ member (JSON input) rather than dropping it silently', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const before = snapshot(draft, ['contact']);
    const settings = JSON.parse('{"writeOnUpdate": "never", "__proto__": {"polluted": true}}');
    assertRejected(
      () => draft.writeObject('contact').setFieldSettings('email', settings),
      /__proto__$/,
      /unknown/,
    );
    assert.equal(snapshot(draft, ['contact']), before);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('refuses field names that are not non-empty strings, and changes nothing', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    for (const bad of ['', null, undefined, 3, {}]) {
      assertRejected(
        () => draft.writeObject('contact').setFieldSettings(bad as string, {writeOnUpdate: 'never'}),
        'write.objects.contact.selectedFieldSettings',
        /field name/,
      );
    }
    assert.equal(counter.count, 0);
    assert.equal(draft.isDirty, false);
  });

  it('stores 10,000-character strings, HTML and prototype keys as plain data', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft.writeObject('contact');
    const long = 'f'.repeat(10_000);
    const html = '<script>alert(1)</script>';
    contact.setFieldSettings(long, {default: {stringValue: 'v'.repeat(10_000)}});
    contact.setFieldSettings(html, {default: {stringValue: html}});
    contact.setFieldSettings('__proto__', {writeOnUpdate: 'never'});
    contact.setFieldSettings('constructor', {default: {booleanValue: false}});
    contact.setFieldSettings('hasOwnProperty', {default: {stringValue: ''}});
    assert.equal(contact.getFieldSettings(long)!.default!.stringValue!.length, 10_000);
    assert.deepEqual(contact.getFieldSettings(html), {default: {stringValue: html}});
    assert.deepEqual(contact.getFieldSettings('__proto__'), {writeOnUpdate: 'never'});
    assert.deepEqual(contact.getFieldSettings('constructor'), {default: {booleanValue: false}});
    const rec = contact.fieldSettings;
    assert.deepEqual(Object.keys(rec), ['email', long, html, '__proto__', 'constructor', 'hasOwnProperty']);
    assert.deepEqual(rec['__proto__'], {writeOnUpdate: 'never'});
    assert.equal(({} as Record<string, unknown>).writeOnUpdate, undefined, 'Object.prototype untouched');
    const sent =
      draft.buildPatch().installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!;
    assert.deepEqual(Object.keys(sent), ['email', long, html, '__proto__', 'constructor', 'hasOwnProperty']);
    assert.deepEqual(JSON.parse(JSON.stringify(sent))['__proto__'], {writeOnUpdate: 'never'});
  });

  it('fieldSettings has no inherited keys and cannot be written to', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const rec = draft.writeObject('contact').fieldSettings;
    assert.equal(rec['constructor'], undefined);
    assert.equal(rec['toString'], undefined);
    assert.throws(() => {
      (rec as Record<string, unknown>).email = {writeOnUpdate: 'always'};
    }, TypeError);
    assert.throws(() => {
      (rec.email as {writeOnUpdate?: string}).writeOnUpdate = 'always';
    }, TypeError);
    assert.deepEqual(draft.writeObject('contact').getFieldSettings('email'), {writeOnUpdate: 'never'});
  });

  it('setting field settings on a disabled object enables it; removing does not', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const deal = draft.writeObject('deal');
    deal.setFieldSettings('amount', undefined);
    assert.equal(deal.isEnabled, false);
    assert.equal(draft.isDirty, false);
    deal.setFieldSettings('amount', {default: {integerValue: 0}});
    assert.equal(deal.isEnabled, true);
    assert.deepEqual(draft.writeObjectNames, ['contact', 'company', 'deal']);
  });
});

describe('setFields', () => {
  it('null forgets the metadata as undefined does (it threw a TypeError)', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft
      .writeObject('contact')
      .setFields([{fieldName: 'email', valueType: 'string', readOnly: true}]);
    assertRejected(
      () => contact.setFieldSettings('phone', {writeOnUpdate: 'never'}),
      'write.objects.contact.selectedFieldSettings.phone',
      /not a field of contact/,
    );
    contact.setFields(null as never);
    assert.equal(contact.getField('email'), undefined);
    contact.setFieldSettings('phone', {writeOnUpdate: 'never'});
    assert.deepEqual(contact.getFieldSettings('phone'), {writeOnUpdate: 'never'});
  });
});

describe('setFields with malformed metadata from a host', () => {
  it('options that are not a list, or null items, are read as no options or skipped: no bare TypeError', () => {
    const contact = ConfigDraft.from(contactWithEmail()).writeObject('contact');
    contact.setFields([{fieldName: 'stage', valueType: 'singleSelect', values: 'lead' as never}]);
    contact.setFieldSettings('stage', {default: {stringValue: 'anything'}});
    assert.deepEqual(contact.getFieldSettings('stage'), {default: {stringValue: 'anything'}});
    contact.setFields([
      {fieldName: 'stage', valueType: 'singleSelect', values: [null as never, {value: 'lead'}]},
    ]);
    const e = assertRejected(
      () => contact.setFieldSettings('stage', {default: {stringValue: 'other'}}),
      'write.objects.contact.selectedFieldSettings.stage.default.stringValue',
    );
    assert.equal(e.issues[0]!.code, 'one_of');
    assert.equal(e.issues[0]!.params?.values, 'lead');
  });
});

describe('enable / disable / inheritMapping', () => {
  it('enable() on a fresh object creates {objectName}; enable({inheritMapping}) sets it', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    draft.writeObject('deal').enable();
    draft.writeObject('lead').enable({inheritMapping: true});
    const objects = draft.buildPatch().installation.config!.content!.write!.objects!;
    assert.deepEqual(objects.deal, {objectName: 'deal'});
    assert.deepEqual(objects.lead, {objectName: 'lead', inheritMapping: true});
  });

  it('disable() then enable() restores field settings and inheritMapping', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft.writeObject('contact');
    contact.setFieldSettings('phone', {writeOnCreate: 'never'});
    contact.setInheritMapping(true);
    contact.disable();
    assert.equal(contact.isEnabled, false);
    assert.deepEqual(draft.writeObjectNames, ['company']);
    // what enable() will bring back stays visible
    assert.deepEqual(contact.getFieldSettings('phone'), {writeOnCreate: 'never'});
    contact.enable();
    assert.equal(contact.inheritMapping, true);
    assert.deepEqual(
      {...contact.fieldSettings},
      {email: {writeOnUpdate: 'never'}, phone: {writeOnCreate: 'never'}},
    );
  });

  it('an object enabled in the draft and disabled again leaves no change to save', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    draft.writeObject('deal').setFieldSettings('x', {writeOnCreate: 'never'});
    draft.writeObject('deal').disable();
    assert.equal(draft.isDirty, false);
    assert.deepEqual(draft.buildPatch().updateMask, []);
  });

  it('setInheritMapping refuses non-booleans and enables a disabled object', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    for (const bad of ['true', 1, null, undefined, NaN]) {
      assertRejected(
        () => draft.writeObject('deal').setInheritMapping(bad as never),
        'write.objects.deal.inheritMapping',
        /boolean/,
      );
      // an absent (undefined) option is no option at all
      if (bad !== undefined) {
        assertRejected(
          () => draft.writeObject('deal').enable({inheritMapping: bad as never}),
          'write.objects.deal.inheritMapping',
          /boolean/,
        );
      }
    }
    assertRejected(() => draft.writeObject('deal').enable('yes' as never), 'write.objects.deal', /object/);
    assert.equal(counter.count, 0);
    assert.equal(draft.writeObject('deal').isEnabled, false);
    draft.writeObject('deal').setInheritMapping(true);
    assert.equal(draft.writeObject('deal').isEnabled, true);
    assert.equal(draft.writeObject('deal').inheritMapping, true);
  });

  it('clearFieldSettings removes every entry and keeps the object enabled', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    draft.writeObject('contact').clearFieldSettings();
    assert.deepEqual({...draft.writeObject('contact').fieldSettings}, {});
    assert.equal(draft.writeObject('contact').isEnabled, true);
    assert.deepEqual(draft.buildPatch().installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      // the server held a settings map: it goes back, emptied
      selectedFieldSettings: {},
    });
  });
});

describe('change events', () => {
  it('fires once per effective change, never on a no-op', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    const contact = draft.writeObject('contact');
    contact.setFieldSettings('email', {writeOnUpdate: 'never'}); // same as now
    contact.enable(); // already enabled
    draft.writeObject('deal').disable(); // already disabled
    draft.writeObject('company').setInheritMapping(true); // already true
    contact.setFieldSettings('nothing', undefined); // not there
    draft.writeObject('deal').clearFieldSettings(); // nothing to clear
    draft.reset(); // clean
    draft.setProxyEnabled(false); // already false (absent)
    draft.setConnectionId('conn-1'); // same
    assert.equal(counter.count, 0);

    contact.setFieldSettings('email', {writeOnUpdate: 'always'});
    assert.equal(counter.count, 1);
    contact.disable();
    assert.equal(counter.count, 2);
    contact.enable({inheritMapping: true});
    assert.equal(counter.count, 3);
    contact.clearFieldSettings();
    assert.equal(counter.count, 4);
    draft.setProxyEnabled(true);
    assert.equal(counter.count, 5);
    draft.reset();
    assert.equal(counter.count, 6);
    draft.reset();
    assert.equal(counter.count, 6);
  });

  it('fires for read and subscribe objects only when they change', () => {
    const draft = ConfigDraft.from(
      installation({}, {read: {objects: {contact: {objectName: 'contact', destination: 'd'}}}}),
    );
    const counter = countChanges(draft);
    draft.readObject('contact').set({destination: 'd'});
    draft.readObject('lead').remove();
    draft.subscribeObject('contact').remove();
    assert.equal(counter.count, 0);
    draft.readObject('contact').set({destination: 'e'});
    draft.subscribeObject('contact').set({objectName: 'contact'});
    draft.subscribeObject('contact').set({objectName: 'contact'});
    assert.equal(counter.count, 2);
    draft.subscribeObject('contact').remove();
    assert.equal(counter.count, 3);
    assert.equal(draft.subscribeObject('contact').get(), undefined);
  });

  it('keeps handles working across rebase and markSaved', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const contact = draft.writeObject('contact');
    draft.markSaved(
      installation({
        contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'ifEmpty'}}},
      }),
    );
    assert.deepEqual(contact.getFieldSettings('email'), {writeOnUpdate: 'ifEmpty'});
    contact.setFieldSettings('email', undefined);
    assert.deepEqual(draft.buildPatch().installation.config!.content!.write!.objects!.contact, {
      objectName: 'contact',
      // the server held a settings map: it goes back, emptied
      selectedFieldSettings: {},
    });
  });

  it('fires a plain Event named change, with the draft as target', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    let seen: Event | undefined;
    draft.addEventListener('change', (e) => (seen = e));
    draft.writeObject('deal').enable();
    assert.ok(seen instanceof Event);
    assert.equal(seen.target, draft);
  });

  it('fires on reset after change-then-revert only when something shown differs', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    const contact = draft.writeObject('contact');
    contact.setFieldSettings('email', {writeOnUpdate: 'always'});
    contact.setFieldSettings('email', {writeOnUpdate: 'never'});
    assert.equal(counter.count, 2);
    assert.equal(draft.isDirty, false);
    draft.reset();
    assert.equal(counter.count, 2);
  });
});

describe('headless setters', () => {
  it('setProxyEnabled, setConnectionId and setCreatedBy refuse wrong types and empty strings', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    for (const bad of ['true', 1, null, undefined])
      assertRejected(() => draft.setProxyEnabled(bad as never), 'proxy.enabled');
    for (const bad of ['', null, 5, undefined]) {
      assertRejected(() => draft.setConnectionId(bad as string), 'connectionId');
      assertRejected(() => draft.setCreatedBy(bad as string), 'createdBy');
    }
    assert.equal(counter.count, 0);
    assert.equal(draft.isDirty, false);
    assert.equal(draft.connectionId, 'conn-1');
    assert.equal(draft.createdBy, 'builder:b1');
    assert.equal(draft.proxyEnabled, false);
  });

  it('readObject.set validates and keeps unknown members; remove() of a server read object throws', () => {
    const draft = ConfigDraft.from(
      installation(
        {},
        {
          read: {
            objects: {contact: {objectName: 'contact', destination: 'd1', selectedFieldMappings: {a: 'b'}}},
          },
        },
      ),
    );
    assertRejected(
      () => draft.readObject('lead').set({destination: 5} as never),
      'read.objects.lead.destination',
    );
    assertRejected(
      () => draft.readObject('lead').set({selectedFieldMappings: {a: 1}} as never),
      'read.objects.lead.selectedFieldMappings.a',
    );
    assertRejected(() => draft.readObject('lead').set({objectName: 'other'}), 'read.objects.lead.objectName');
    assertRejected(() => draft.readObject('lead').set(null as never), 'read.objects.lead');
    assertRejected(
      () => draft.readObject('lead').set(JSON.parse('{"selectedFieldMappings": {"__proto__": 5}}')),
      'read.objects.lead.selectedFieldMappings.__proto__',
    );
    assert.equal(draft.isDirty, false);
    draft.readObject('lead').set({destination: 'leads', future: 1} as never);
    assert.deepEqual(draft.readObject('lead').get(), {destination: 'leads', future: 1, objectName: 'lead'});
    const err = assertRejected(
      () => draft.readObject('contact').remove(),
      'read.objects.contact',
      /cannot be removed/,
    );
    assert.match(err.message, /read\.objects\.<name>/);
    draft.readObject('lead').remove();
    assert.equal(draft.readObject('lead').get(), undefined);
    assert.equal(draft.isDirty, false);
  });

  it('refuses what JSON cannot carry (BigInt, NaN, Infinity) with its path, and changes nothing', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const counter = countChanges(draft);
    assertRejected(
      () => draft.subscribeObject('contact').set({limits: {max: 1n}}),
      'subscribe.objects.contact.limits.max',
      /BigInt/,
    );
    assertRejected(
      () => draft.subscribeObject('contact').set({weights: [1, NaN]}),
      'subscribe.objects.contact.weights[1]',
      /finite/,
    );
    assertRejected(
      () => draft.readObject('lead').set({objectName: 'lead', extra: {ratio: Infinity}} as never),
      'read.objects.lead.extra.ratio',
      /finite/,
    );
    assert.equal(counter.count, 0);
    assert.equal(draft.isDirty, false);
    assert.deepEqual(draft.buildPatch().updateMask, []);
  });

  it('keeps a baseline BigInt (an integer beyond 2^53, as the client reads one) and sends it back', () => {
    const inst = installation({
      contact: {objectName: 'contact', selectedFieldSettings: {age: {default: {integerValue: 2n ** 60n}}}},
    });
    const draft = ConfigDraft.from(inst);
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    assert.deepEqual(
      draft.buildPatch().installation.config!.content!.write!.objects!.contact!.selectedFieldSettings!.age,
      {default: {integerValue: 2n ** 60n}},
    );
  });

  it('subscribeObject.set requires an object', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    for (const bad of [null, 'x', 1, [1]])
      assertRejected(() => draft.subscribeObject('contact').set(bad as never), 'subscribe.objects.contact');
    assert.equal(draft.isDirty, false);
    draft.subscribeObject('contact').set({events: ['create']});
    assert.deepEqual(draft.subscribeObject('contact').get(), {events: ['create']});
  });
});

describe('unknown members a host sets', () => {
  it('keeps an unknown member of field settings and sends it (the request rule is lenient on them)', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    draft.writeObject('deal').setFieldSettings('email', {writeOnDelete: 'never'} as never);
    assert.deepEqual(draft.writeObject('deal').getFieldSettings('email'), {writeOnDelete: 'never'});
    assert.deepEqual(
      draft.buildPatch().installation.config!.content!.write!.objects!.deal!.selectedFieldSettings,
      {email: {writeOnDelete: 'never'}},
    );
  });

  it('keeps its own copy of an unknown member: changing the input afterwards changes nothing', () => {
    const draft = ConfigDraft.from(contactWithEmail());
    const mine = {writeOnUpdate: 'never', routing: {queue: 'a'}};
    draft.writeObject('deal').setFieldSettings('email', mine as never);
    mine.routing.queue = 'b';
    assert.deepEqual(draft.writeObject('deal').getFieldSettings('email'), {
      writeOnUpdate: 'never',
      routing: {queue: 'a'},
    });
  });
});
