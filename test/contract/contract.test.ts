// The field-rule contract through every node-side layer, driven by the one case table (cases.ts):
// the draft (setFieldSettings with the object's metadata), the client's PATCH to the emulator (200,
// or a refusal naming the field and the rule), and a write that fills the default and shows what
// the fake provider stored. The editor runs the same table in Chromium (test/e2e/contract.e2e.test.ts).
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client} from '../../src/api/client.ts';
import {ApiError, ValidationError} from '../../src/contract/errors.ts';
import type {ObjectMetadata} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {CASES, type ContractCase} from './cases.ts';

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

const label = (c: ContractCase) =>
  `${c.row}: ${c.field} ${JSON.stringify(c.settings)} ${c.ok ? 'accepted' : 'refused'}`;
const fieldPath = (c: ContractCase) =>
  `installation.config.content.write.objects.contact.selectedFieldSettings.${c.field}`;

/** The PATCH the emulator answers, sent without the client's pre-check (so a refusal is the server's own). */
async function rawPatch(settings: Record<string, unknown>, field: string) {
  const inst = await client.getInstallation(REF);
  const current = inst.config.content.write?.objects?.contact ?? {objectName: 'contact'};
  const body = {
    updateMask: ['config.content.write.objects.contact'],
    installation: {
      config: {
        revisionId: inst.config.revisionId,
        content: {write: {objects: {contact: {...current, selectedFieldSettings: {[field]: settings}}}}},
      },
    },
  };
  const res = await emu.fetch(
    `http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme`,
    {
      method: 'PATCH',
      headers: {'x-api-key': emu.apiKey, 'content-type': 'application/json'},
      body: JSON.stringify(body),
    },
  );
  return {status: res.status, body: (await res.json()) as {issues?: Array<{name: string; code?: string}>}};
}

before(async () => {
  metadata = await client.getObjectMetadata(OBJ);
});

describe('the case table covers the rule table', () => {
  it('every row has at least two accepted and two refused values', () => {
    const rows = new Map<string, {ok: number; bad: number}>();
    for (const c of CASES) {
      const r = rows.get(c.row) ?? {ok: 0, bad: 0};
      r[c.ok ? 'ok' : 'bad']++;
      rows.set(c.row, r);
    }
    const expected = [
      'string',
      'reference',
      'int',
      'float',
      'boolean',
      'date',
      'datetime',
      'singleSelect',
      'multiSelect',
      'other',
      'readOnly',
      'required',
    ];
    assert.deepEqual([...rows.keys()].sort(), expected.sort());
    for (const [row, n] of rows) {
      if (row === 'readOnly')
        assert.ok(n.bad >= 2, row); // a read-only field accepts nothing
      else assert.ok(n.ok >= 2 && n.bad >= 2, `${row}: ${JSON.stringify(n)}`);
    }
  });
});

describe('draft -> client PATCH -> emulator -> fake provider', () => {
  for (const c of CASES) {
    it(label(c), async () => {
      emu.reset();
      // 1. the draft, given the object's metadata, judges like the server
      const draft = ConfigDraft.from(await client.getInstallation(REF));
      draft.writeObject('contact').setFields(metadata.fields);
      let draftError: unknown;
      try {
        draft.writeObject('contact').setFieldSettings(c.field, c.settings as never);
      } catch (e) {
        draftError = e;
      }
      if (c.ok) assert.equal(draftError, undefined, String(draftError));
      else {
        assert.ok(draftError instanceof ValidationError, `draft accepted it`);
        const issue = draftError.issues[0]!;
        assert.ok(
          issue.path.startsWith(`write.objects.contact.selectedFieldSettings.${c.field}`),
          issue.path,
        );
        if (c.code) assert.equal(issue.code, c.code, issue.message);
      }

      // 2. the emulator, on its own, answers the same
      const r = await rawPatch(c.settings, c.field);
      if (c.ok) assert.equal(r.status, 200, JSON.stringify(r.body));
      else {
        assert.equal(r.status, 422, JSON.stringify(r.body));
        const issue = r.body.issues!.find((i) => i.name.startsWith(fieldPath(c)));
        assert.ok(issue, JSON.stringify(r.body.issues));
        if (c.code) assert.equal(issue.code, c.code);
      }
      if (!c.ok) return;

      // 3. the draft's patch, through the client, is what the server takes
      emu.reset();
      const fresh = ConfigDraft.from(await client.getInstallation(REF));
      fresh
        .writeObject('contact')
        .setFields(metadata.fields)
        .setFieldSettings(c.field, c.settings as never);
      const patch = fresh.buildPatch();
      // the seed may hold the setting already: then there is nothing to send
      const saved = patch.updateMask.length
        ? await client.updateInstallation(REF, patch)
        : await client.getInstallation(REF);
      assert.deepEqual(
        saved.config.content.write?.objects?.contact?.selectedFieldSettings?.[c.field],
        c.settings,
      );

      // 4. a create that leaves the field out gets the default, as the provider stores it
      if (c.stored === undefined) return;
      const record: Record<string, unknown> = {email: 'writer@example.com', first_name: 'W'};
      delete record[c.field];
      const w = await client.writeRecords(OBJ, {type: 'create', mode: 'synchronous', record});
      assert.equal(w.result?.success, true, JSON.stringify(w));
      const stored = emu.store.providers.stores
        .get('acme-crm')
        ?.get('contact')
        ?.get(String(w.result?.recordId));
      assert.deepEqual(stored?.data[c.field], c.stored);
    });
  }

  it('the client refuses before sending what breaks the request shape, and the server refuses the rest', async () => {
    for (const c of CASES.filter((x) => !x.ok)) {
      emu.reset();
      const inst = await client.getInstallation(REF);
      const body = {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {
            revisionId: inst.config.revisionId,
            content: {
              write: {
                objects: {contact: {objectName: 'contact', selectedFieldSettings: {[c.field]: c.settings}}},
              },
            },
          },
        },
      };
      const e = await client.updateInstallation(REF, body as never).then(
        () => undefined,
        (x: unknown) => x,
      );
      if (c.code) assert.ok(e instanceof ApiError && e.status === 422, `${label(c)}: ${String(e)}`);
      else
        assert.ok(
          e instanceof ValidationError || (e instanceof ApiError && e.status === 422),
          `${label(c)}: ${String(e)}`,
        );
    }
  });
});
