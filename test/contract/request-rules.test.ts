// One published request schema, enforced twice (issue 31): every case of request-cases.ts through
// the emulator on its own (a raw PATCH of the held object with the case's members) and through the
// draft (readObject(n).set(), subscribeObject(n).set(), setTargets()), then the draft's patch
// through the client. Beside it: "" is unmapped, no size limit of our own, the emulator's caps,
// integers beyond 2^53 in a held read object, and the manifest's event settings when subscribing.
import {beforeEach, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from '../../src/api/client.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import type {Installation} from '../../src/contract/schemas.ts';
import {subscribeEntries} from '../../src/contract/subscribe-entries.ts';
import {ConfigDraft, type InstallationPatch} from '../../src/config/draft.ts';
import {saveDraft} from '../../src/config/save.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {ACCEPTED, REFUSED, type RequestCase, type Section} from './request-cases.ts';

const REF = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
const URL_ = 'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme';
const emu = createEmulator({timeScale: 0, now: Date.parse('2026-03-01T12:00:00Z')});
const client = createClient({
  baseUrl: 'http://emulator.local/v1',
  apiKey: emu.apiKey,
  groupRef: 'group-1',
  fetch: emu.fetch,
});
const get = () => client.getInstallation(REF);
const objects = (inst: Installation, section: Section) =>
  (inst.config.content[section] as {objects: Record<string, Record<string, unknown>>}).objects;

async function rawPatch(body: unknown) {
  const res = await emu.fetch(URL_, {
    method: 'PATCH',
    headers: {'x-api-key': emu.apiKey, 'content-type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {status: res.status, bytes: text.length, body: JSON.parse(text)};
}

/** The body that puts `object` at `section.objects.contact`, as the service's own client sends it. */
const objectBody = (inst: Installation, section: Section, object: unknown) => ({
  updateMask: [`config.content.${section}.objects.contact`],
  installation: {
    config: {revisionId: inst.config.revisionId, content: {[section]: {objects: {contact: object}}}},
  },
});

const names = (r: {body: {issues?: Array<{name: string}>}}) => (r.body.issues ?? []).map((i) => i.name);

beforeEach(() => emu.reset());

describe('published request rules: the emulator refuses each violation', () => {
  for (const c of REFUSED) {
    it(`${c.section}: ${c.label}`, async () => {
      const inst = await get();
      const object = {...objects(inst, c.section).contact, ...c.members};
      const path = `installation.config.content.${c.section}.objects.contact.${c.refused}`;
      const r = await rawPatch(objectBody(inst, c.section, object));
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.ok(names(r).includes(path), `${names(r)} lacks ${path}`);
      assert.equal((await get()).config.revisionId, inst.config.revisionId);
    });
  }

  it('a violation the installation already holds, sent back unchanged, is not refused', async () => {
    const inst = await get();
    objects(emu.store.installations.get('inst-acme')!, 'read').contact.schedule = 5 as never;
    const held = await get();
    const object = {...objects(held, 'read').contact, selectedFields: {first_name: true}};
    assert.equal((await rawPatch(objectBody(held, 'read', object))).status, 200);
    assert.ok(inst);
    // and through the draft: the held schedule goes back as held
    const d = ConfigDraft.from(await get());
    d.readObject('contact').set({...objects(await get(), 'read').contact, selectedFields: {email: true}});
    await client.updateInstallation(REF, d.buildPatch());
  });
});

/** A client on the emulator that counts the requests it sends. */
function countingClient() {
  const sent: string[] = [];
  const counting = createClient({
    baseUrl: 'http://emulator.local/v1',
    apiKey: emu.apiKey,
    groupRef: 'group-1',
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return emu.fetch(input, init);
    },
  });
  return {client: counting, sent};
}

/**
 * The case through the draft: a read or subscribe object through its handle's set(); a write object
 * (the draft has no setter of whole write objects) as the patch a host hands saveDraft.
 */
function draftWith(c: RequestCase, inst: Installation): {draft: ConfigDraft; patch: InstallationPatch} {
  const draft = ConfigDraft.from(inst);
  const object = {...objects(inst, c.section).contact, ...c.members};
  if (c.section === 'write') return {draft, patch: objectBody(inst, 'write', object) as InstallationPatch};
  if (c.section === 'read') draft.readObject('contact').set(object);
  else draft.subscribeObject('contact').set(object);
  return {draft, patch: draft.buildPatch()};
}

describe('published request rules: saveDraft sends nothing production refuses', () => {
  for (const c of REFUSED) {
    it(`${c.section}: ${c.label}`, async () => {
      const inst = await get();
      const {client: counting, sent} = countingClient();
      const {draft, patch} = draftWith(c, inst);
      const error = await saveDraft(counting, REF, draft, patch).then(
        () => assert.fail('saved'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof ValidationError, String(error));
      const path = `${c.section}.objects.contact.${c.refused}`;
      const issue = error.issues.find((i) => i.path === path);
      assert.ok(issue, `${error.message} lacks ${path}`);
      assert.ok(issue.message, 'the rule is named');
      assert.deepEqual(sent, [], 'a request was sent');
      // nothing entered is lost: the draft still holds the edit, unsaved
      assert.equal(draft.isDirty, c.section !== 'write');
      if (c.section !== 'write') assert.deepEqual(draft.buildPatch(), patch);
    });
  }

  it('setTargets: a mapped value without its display value is refused at save, nothing sent', async () => {
    const {client: counting, sent} = countingClient();
    const draft = ConfigDraft.from(await get());
    draft.setManifest((await client.getIntegration(REF)).latestRevision!.content);
    const read = draft.readObject('contact');
    read.setTargets([{mapToName: 'tier', mappedValues: [{mappedValue: 'gold'}]} as never]);
    read.setFieldMapping('tier', 'lifecycle_stage');
    await assert.rejects(saveDraft(counting, REF, draft, draft.buildPatch()), (e: ValidationError) =>
      e.issues.some(
        (i) => i.path === 'read.objects.contact.dynamicMappingsInput[0].mappedValues[0].mappedDisplayValue',
      ),
    );
    assert.deepEqual(sent, []);
    assert.equal(read.getFieldMapping('tier'), 'lifecycle_stage');
  });

  for (const c of ACCEPTED) {
    it(`saves the valid case ${c.section}: ${c.label}`, async () => {
      const inst = await get();
      const {client: counting, sent} = countingClient();
      const {draft, patch} = draftWith(c, inst);
      const r = await saveDraft(counting, REF, draft, patch);
      assert.equal(r.status, 'saved');
      assert.ok(sent.some((s) => s.startsWith('PATCH ')));
      assert.deepEqual(objects(await get(), c.section).contact, {
        ...objects(inst, c.section).contact,
        ...c.members,
      });
    });
  }

  it('a violation the installation holds, sent back unchanged, saves', async () => {
    objects(emu.store.installations.get('inst-acme')!, 'read').contact.schedule = 5 as never;
    const held = await get();
    const draft = ConfigDraft.from(held);
    draft.readObject('contact').set({...objects(held, 'read').contact, selectedFields: {email: true}});
    assert.equal((await saveDraft(client, REF, draft, draft.buildPatch())).status, 'saved');
  });
});

describe('published request rules: valid cases save and are stored exactly', () => {
  for (const c of ACCEPTED) {
    it(`${c.section}: ${c.label}`, async () => {
      const inst = await get();
      const object = {...objects(inst, c.section).contact, ...c.members};
      if (c.section === 'write') {
        const r = await rawPatch(objectBody(inst, c.section, object));
        assert.equal(r.status, 200, JSON.stringify(r.body));
      } else {
        const d = ConfigDraft.from(inst);
        if (c.section === 'read') d.readObject('contact').set(object);
        else d.subscribeObject('contact').set(object);
        await client.updateInstallation(REF, d.buildPatch());
      }
      assert.deepEqual(objects(await get(), c.section).contact, object);
    });
  }

  it("the service's own client's read update (selectedFields, mappings, backfill, with revisionId) saves exactly", async () => {
    const inst = await get();
    const company = {
      objectName: 'company',
      schedule: '0 * * * *',
      destination: 'companiesWebhook',
      selectedFields: {domain: true, employees: true},
      selectedFieldMappings: {companyName: 'name', website: ''},
      selectedValueMappings: {},
      backfill: {defaultPeriod: {days: 0}},
    };
    const r = await rawPatch({
      updateMask: ['config.content.read.objects.company'],
      installation: {
        config: {revisionId: inst.config.revisionId, content: {provider: 'acme', read: {objects: {company}}}},
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(objects(await get(), 'read').company, company);
  });
});

describe('"" means unmapped', () => {
  it('the emulator stores a cleared mapping; the draft reads it as unmapped and it never satisfies a required target', async () => {
    const inst = await get();
    const contact = {...objects(inst, 'read').contact};
    contact.selectedFieldMappings = {firstName: 'first_name', lastName: 'last_name', emailAddress: ''};
    const r = await rawPatch(objectBody(inst, 'read', contact));
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const d = ConfigDraft.from(await get());
    d.setManifest((await client.getIntegration(REF)).latestRevision!.content);
    assert.equal(d.readObject('contact').getFieldMapping('emailAddress'), undefined);
    assert.equal(Object.hasOwn(d.readObject('contact').fieldMappings, 'emailAddress'), false);
    d.readObject('contact').setFieldMapping('phoneNumber', 'phone');
    assert.ok(
      d.validate().some((i) => i.path === 'read.objects.contact.selectedFieldMappings.emailAddress'),
      'a required target mapped to "" must block the save',
    );
  });
});

describe('no invented limits; the emulator protects itself', () => {
  it('a held read object with an integer beyond 2^53 takes a mapping edit and keeps the integer exact', async () => {
    // 2^60: beyond 2^53, and a double the emulator's plain JSON keeps exact; the client reads it as a BigInt
    objects(emu.store.installations.get('inst-acme')!, 'read').contact.cursor = 2 ** 60;
    const d = ConfigDraft.from(await get());
    d.readObject('contact').setFieldMapping('phoneNumber', 'phone');
    await client.updateInstallation(REF, d.buildPatch());
    const res = await emu.fetch(URL_, {headers: {'x-api-key': emu.apiKey}});
    assert.match(await res.text(), /"cursor":1152921504606847000/);
  });

  it('a body of 1,000,000 bytes is accepted', async () => {
    const inst = await get();
    const selectedFields: Record<string, boolean> = {};
    const object = {...objects(inst, 'read').contact, selectedFields};
    // each entry `"custom_field_000000":true,` is 27 bytes
    const base = JSON.stringify(objectBody(inst, 'read', object)).length;
    const count = Math.floor((1_000_000 - base) / 27);
    for (let i = 0; i < count; i++) selectedFields[`custom_field_${String(i).padStart(6, '0')}`] = true;
    assert.ok(JSON.stringify(objectBody(inst, 'read', object)).length > 999_900);
    // fields the installation already reads: a new field must be one the manifest offers, so the
    // size is what is tested, not that rule
    objects(emu.store.installations.get('inst-acme')!, 'read').contact.selectedFields = selectedFields;
    const r = await rawPatch(objectBody(inst, 'read', object));
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 500));
  });

  for (const [label, section, members, path] of [
    ['createdBy', undefined, undefined, 'installation.config.createdBy'],
    ['a subscribe destination', 'subscribe', {destination: 'd'.repeat(5000)}, 'destination'],
    [
      'a default string',
      'write',
      {selectedFieldSettings: {industry: {default: {stringValue: 's'.repeat(20_000)}}}},
      'selectedFieldSettings.industry.default.stringValue',
    ],
  ] as const) {
    it(`${label} over its cap is a 422 naming the path`, async () => {
      const inst = await get();
      const body = section
        ? objectBody(inst, section, {...objects(inst, section).contact, ...members})
        : {
            updateMask: ['config.createdBy'],
            installation: {config: {revisionId: inst.config.revisionId, createdBy: 'u'.repeat(5000)}},
          };
      const r = await rawPatch(body);
      assert.equal(r.status, 422, JSON.stringify(r.body).slice(0, 500));
      const want = section ? `installation.config.content.${section}.objects.contact.${path}` : path;
      assert.ok(names(r).includes(want), names(r).join());
    });
  }

  it("a read object's objectName must equal its key (422)", async () => {
    const inst = await get();
    const r = await rawPatch(
      objectBody(inst, 'read', {...objects(inst, 'read').contact, objectName: 'lead'}),
    );
    assert.equal(r.status, 422);
    assert.ok(names(r).includes('installation.config.content.read.objects.contact.objectName'));
  });

  it('an error answer stays under 64 KB however much is sent', async () => {
    const inst = await get();
    const selectedFieldMappings: Record<string, string> = {};
    for (let i = 0; i < 40; i++) selectedFieldMappings[`t${i}`] = 'x'.repeat(20_000);
    const r = await rawPatch(
      objectBody(inst, 'read', {...objects(inst, 'read').contact, selectedFieldMappings}),
    );
    assert.equal(r.status, 422);
    assert.ok(r.bytes <= 64 * 1024, `${r.bytes} bytes`);
  });
});

describe('subscribing carries the manifest event settings', () => {
  it("in production's config shape", async () => {
    const d = ConfigDraft.from(await get());
    const [entry] = subscribeEntries({
      name: 'acme-crm',
      provider: 'acme',
      subscribe: {
        objects: [
          {
            objectName: 'company',
            destination: 'companiesWebhook',
            createEvent: {enabled: 'always'},
            updateEvent: {enabled: 'always', watchFieldsAuto: 'selected', requiredWatchFields: ['name']},
            deleteEvent: {enabled: 'always'},
            associationChangeEvent: {enabled: 'always'},
            otherEvents: ['object.merged'],
          },
        ],
      },
    });
    d.subscribeObject('company').enable(entry);
    await client.updateInstallation(REF, d.buildPatch());
    assert.deepEqual(objects(await get(), 'subscribe').company, {
      objectName: 'company',
      destination: 'companiesWebhook',
      inheritFieldsAndMappings: false,
      createEvent: {enabled: 'always'},
      updateEvent: {enabled: 'always', requiredWatchFields: ['name']},
      deleteEvent: {enabled: 'always'},
      otherEvents: ['object.merged'],
    });
  });
});
