// inheritMapping, settled by DESIGN (service.md §2.6): the installation's flag where it has one,
// else the manifest's. One helper (src/contract/inherit-mapping.ts) for the write preview, the
// draft's cross-section warnings and the emulator's write engine; each case through all three.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {inheritsMapping} from '../../src/contract/inherit-mapping.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import {previewWrite} from '../../src/contract/write-preview.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {ACME, call, manualEmulator} from '../emulator/helpers.ts';

const manifestWith = (inherit: boolean | undefined) =>
  ({
    name: 'acme-crm',
    provider: 'acme',
    write: {objects: [{objectName: 'contact', ...(inherit === undefined ? {} : {inheritMapping: inherit})}]},
  }) as ManifestIntegration;

/** [the installation's flag, the manifest's, the effective value]; undefined: absent. */
const CASES: Array<[boolean | undefined, boolean | undefined, boolean]> = [
  [true, false, true],
  [true, undefined, true],
  [false, true, false],
  [false, false, false],
  [undefined, true, true],
  [undefined, false, false],
  [undefined, undefined, false],
];
const label = ([flag, manifest]: [unknown, unknown, boolean]) =>
  `installation ${flag ?? 'absent'}, manifest ${manifest ?? 'absent'}`;
const writeObject = (flag: boolean | undefined, settings = {}) => ({
  objectName: 'contact',
  ...(flag === undefined ? {} : {inheritMapping: flag}),
  selectedFieldSettings: settings,
});

describe('inheritsMapping: the installation flag where present, else the manifest', () => {
  for (const c of CASES)
    it(label(c), () => assert.equal(inheritsMapping(writeObject(c[0]), manifestWith(c[1]), 'contact'), c[2]));
});

describe('the write preview follows it', () => {
  for (const c of CASES)
    it(label(c), () => {
      const content = {
        read: {objects: {contact: {objectName: 'contact', selectedFieldMappings: {emailAddress: 'email'}}}},
        write: {objects: {contact: writeObject(c[0])}},
      };
      const p = previewWrite(
        content,
        'contact',
        {emailAddress: 'a@b.c'},
        {type: 'create', manifest: manifestWith(c[1])},
      );
      assert.deepEqual(p.record, c[2] ? {email: 'a@b.c'} : {emailAddress: 'a@b.c'});
    });
});

describe("the draft's cross-section warnings follow it", () => {
  for (const c of CASES)
    it(label(c), () => {
      const draft = ConfigDraft.from({
        id: 'inst-acme',
        projectId: 'demo',
        integrationId: 'acme-crm-sync',
        config: {
          revisionId: 'r1',
          content: {
            read: {
              objects: {contact: {objectName: 'contact', selectedFieldMappings: {emailAddress: 'email'}}},
            },
            write: {objects: {contact: writeObject(c[0], {phone: {writeOnUpdate: 'never'}})}},
          },
        },
      } as Installation);
      draft.setManifest(manifestWith(c[1]));
      const unmapped = draft.validate().filter((i) => i.code === 'unmapped_write');
      assert.deepEqual(
        unmapped.map((i) => i.path),
        c[2] ? ['write.objects.contact.selectedFieldSettings.phone'] : [],
      );
    });
});

describe("the emulator's write engine follows it (the seed's acme manifest inherits on contact)", () => {
  const emu = manualEmulator();
  const INST = `${ACME}/installations/inst-acme`;
  for (const [flag, want] of [
    [undefined, true],
    [false, false],
    [true, true],
  ] as const)
    it(`installation ${flag ?? 'absent'}, manifest true`, async () => {
      emu.reset();
      const {body: inst} = await call(emu, 'GET', INST);
      const r = await call(emu, 'PATCH', INST, {
        body: {
          updateMask: ['config.content.write.objects.contact'],
          installation: {
            config: {
              revisionId: inst.config.revisionId,
              content: {write: {objects: {contact: writeObject(flag)}}},
            },
          },
        },
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const w = await call(emu, 'POST', `${ACME}/objects/contact`, {
        body: {groupRef: 'group-1', type: 'create', record: {emailAddress: 'a@b.c', last_name: 'Byron'}},
      });
      if (!want) {
        // not renamed: the record's own name goes to the provider, which has no such field
        assert.equal(w.status, 422);
        assert.match(JSON.stringify(w.body), /unknown field emailAddress/);
        return;
      }
      assert.equal(w.status, 200, JSON.stringify(w.body));
      const {body} = await call(emu, 'GET', '/_emulator/providers/acme-crm/records/contact');
      const data = body.records.find((x: {id: string}) => x.id === w.body.result.recordId).data;
      assert.equal(data.email, 'a@b.c');
    });
});
