// The read-mapping rule through every node-side layer, driven by MAPPING_CASES (cases.ts): the
// draft (setFieldMapping with the object's fields), the emulator on its own (a raw PATCH), and the
// draft's patch through the client; with inheritMapping on, a write lands in the mapped field.
// <field-mapping-editor> runs the same table in Chromium (test/e2e/mappings.e2e.test.ts).
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client} from '../../src/api/client.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import type {ManifestIntegration, ObjectMetadata} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {MAPPING_CASES, type MappingCase} from './cases.ts';

const REF = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
const OBJ = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'};
const emu = createEmulator({timeScale: 0, now: Date.parse('2026-03-01T12:00:00Z')});
const client: Client = createClient({
  baseUrl: 'http://emulator.local/v1',
  apiKey: emu.apiKey,
  groupRef: 'group-1',
  fetch: emu.fetch,
});
let metadata: ObjectMetadata;
let manifest: ManifestIntegration;

const label = (c: MappingCase) =>
  `${c.row}: ${c.target} -> ${c.field ?? '(none)'} ${c.ok ? 'accepted' : 'refused'}`;

async function draft() {
  const d = ConfigDraft.from(await client.getInstallation(REF));
  d.setManifest(manifest);
  d.readObject('contact').setFields(metadata.fields);
  return d;
}

/** The emulator's own answer: the held contact read object with the case applied, no client pre-check. */
async function rawPatch(c: MappingCase) {
  const inst = await client.getInstallation(REF);
  const contact = structuredClone(inst.config.content.read!.objects!.contact!);
  const mappings = {...contact.selectedFieldMappings};
  if (c.field === undefined) delete mappings[c.target];
  else mappings[c.target] = c.field;
  contact.selectedFieldMappings = mappings;
  const res = await emu.fetch(
    `http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme`,
    {
      method: 'PATCH',
      headers: {'x-api-key': emu.apiKey, 'content-type': 'application/json'},
      body: JSON.stringify({
        updateMask: ['config.content.read.objects.contact'],
        installation: {config: {revisionId: inst.config.revisionId, content: {read: {objects: {contact}}}}},
      }),
    },
  );
  return {status: res.status, body: (await res.json()) as {issues?: Array<{name: string; code?: string}>}};
}

before(async () => {
  metadata = await client.getObjectMetadata(OBJ);
  manifest = (await client.getIntegration(OBJ)).latestRevision!.content;
});

describe('read mappings: draft -> client PATCH -> emulator', () => {
  it('the table has accepted and refused cases for each rule', () => {
    const rows = new Set(MAPPING_CASES.map((c) => `${c.row}:${c.ok}`));
    assert.deepEqual([...rows].sort(), ['duplicate:false', 'new:true', 'remove:true', 'unknown:false']);
  });

  for (const c of MAPPING_CASES) {
    it(label(c), async () => {
      emu.reset();
      // 1. the draft refuses what the server would, naming the target and the rule
      const d = await draft();
      let draftError: unknown;
      try {
        d.readObject('contact').setFieldMapping(c.target, c.field);
      } catch (e) {
        draftError = e;
      }
      if (c.ok) assert.equal(draftError, undefined, String(draftError));
      else {
        assert.ok(draftError instanceof ValidationError, 'the draft accepted it');
        assert.equal(draftError.issues[0]!.path, `read.objects.contact.selectedFieldMappings.${c.target}`);
        assert.equal(draftError.issues[0]!.code, c.code);
        assert.equal(d.isDirty, false, 'a refusal changes nothing');
      }

      // 2. the emulator, on its own, answers the same
      const r = await rawPatch(c);
      if (c.ok) assert.equal(r.status, 200, JSON.stringify(r.body));
      else {
        assert.equal(r.status, 422, JSON.stringify(r.body));
        const issue = r.body.issues!.find(
          (i) =>
            i.name === `installation.config.content.read.objects.contact.selectedFieldMappings.${c.target}`,
        );
        assert.equal(issue?.code, c.code, JSON.stringify(r.body.issues));
      }
      if (!c.ok) return;

      // 3. the draft's patch, through the client, is stored as the draft showed it, every other member kept
      emu.reset();
      const fresh = await draft();
      const before = fresh.readObject('contact').get();
      fresh.readObject('contact').setFieldMapping(c.target, c.field);
      const shown = fresh.readObject('contact').fieldMappings;
      const saved = await client.updateInstallation(REF, fresh.buildPatch());
      const stored = saved.config.content.read!.objects!.contact!;
      assert.deepEqual(stored.selectedFieldMappings, shown);
      assert.deepEqual(
        {...stored, selectedFieldMappings: undefined},
        {...before, selectedFieldMappings: undefined},
      );
    });
  }

  it('with inheritMapping on, a write through the emulator lands in the mapped provider fields', async () => {
    emu.reset();
    const d = await draft();
    d.readObject('contact').setFieldMapping('phoneNumber', 'phone');
    assert.equal(d.writeObject('contact').inheritMapping, true);
    await client.updateInstallation(REF, d.buildPatch());
    const w = await client.writeRecords(OBJ, {
      type: 'create',
      mode: 'synchronous',
      record: {emailAddress: 'lin@example.com', firstName: 'Lin', phoneNumber: '+49 30 1234'},
    });
    assert.equal(w.result?.success, true, JSON.stringify(w));
    const stored = emu.store.providers.stores
      .get('acme-crm')
      ?.get('contact')
      ?.get(String(w.result?.recordId));
    assert.deepEqual(
      {email: stored?.data.email, first_name: stored?.data.first_name, phone: stored?.data.phone},
      {email: 'lin@example.com', first_name: 'Lin', phone: '+49 30 1234'},
    );
  });
});
