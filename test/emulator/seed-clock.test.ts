// The default seed is valid by the shared schemas and rules, and the emulated clock moves as told.
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  InstallationSchema,
  IntegrationSchema,
  ObjectMetadataSchema,
  ProviderInfoSchema,
  WriteObjectConfigSchema,
  VALUE_TYPES,
  check,
} from '../../src/contract/schemas.ts';
import {Clock} from '../../src/emulator/clock.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {defaultSeed} from '../../src/emulator/seed.ts';
import {ACME, call} from './helpers.ts';

describe('default seed', () => {
  const seed = defaultSeed();

  test('every resource passes the shared response schemas', () => {
    for (const p of Object.values(seed.providers)) {
      assert.deepEqual(check(ProviderInfoSchema, p.info), [], p.info.name);
      for (const o of Object.values(p.objects)) assert.deepEqual(check(ObjectMetadataSchema, o), [], o.name);
    }
    for (const i of seed.integrations) assert.deepEqual(check(IntegrationSchema, i), [], i.id);
    for (const i of seed.installations) assert.deepEqual(check(InstallationSchema, i), [], i.id);
  });

  test('installation configs follow the request rules and match their manifests', () => {
    for (const inst of seed.installations) {
      const integ = seed.integrations.find((i) => i.id === inst.integrationId)!;
      const manifest = new Set(integ.latestRevision.content.write!.objects!.map((o) => o.objectName));
      const objects = seed.providers[integ.provider].objects;
      for (const [name, w] of Object.entries(inst.config.content.write?.objects ?? {})) {
        assert.deepEqual(check(WriteObjectConfigSchema, w), [], `${inst.id}.${name}`);
        assert.ok(manifest.has(name), `${inst.id}: ${name} in manifest`);
        for (const f of Object.keys(w.selectedFieldSettings ?? {}))
          assert.ok(objects[name].fields[f], `${name}.${f} exists`);
      }
      assert.ok(inst.connection && inst.group && inst.config.revisionId);
    }
  });

  test('what the issue promises: five providers, media except gamma, 5,000 fields, every valueType, legacy_lead missing, a long object list', () => {
    assert.deepEqual(Object.keys(seed.providers).sort(), [
      'acme-crm',
      'beta-crm',
      'delta-readonly',
      'gamma-api',
      'omega-erp',
    ]);
    // Omega ERP writes more objects than the picker shows without its search (8): the long list
    const omega = seed.integrations.find((i) => i.provider === 'omega-erp')!;
    assert.ok(omega.latestRevision.content.write!.objects!.length > 8, 'a long write object list');
    assert.equal(seed.providers['gamma-api'].info.media, undefined);
    assert.ok(seed.providers['acme-crm'].info.media?.darkMode?.logoURL);
    assert.equal(seed.providers['delta-readonly'].info.support.write, false);
    assert.equal(Object.keys(seed.providers['acme-crm'].objects.wide_object.fields).length, 5000);
    const types = new Set(
      Object.values(seed.providers['acme-crm'].objects.contact.fields).map((f) => f.valueType),
    );
    for (const t of VALUE_TYPES) assert.ok(types.has(t), t);
    assert.equal(seed.providers['acme-crm'].objects.legacy_lead, undefined);
    assert.deepEqual(
      seed.installations.map((i) => `${i.id}:${i.group?.groupRef}`),
      [
        'inst-acme:group-1',
        'inst-beta:group-1',
        'inst-gamma:group-1',
        'inst-delta:group-1',
        'inst-omega:group-1',
        'inst-acme-g2:group-2',
      ],
    );
  });

  test('a reset returns a fresh copy; edits to one emulator do not leak into the seed', async () => {
    const emu = createEmulator({timeScale: 0});
    await call(emu, 'PATCH', `${ACME}/installations/inst-acme`, {
      body: {
        updateMask: ['config.content.proxy.enabled'],
        installation: {config: {content: {proxy: {enabled: false}}}},
      },
    });
    emu.reset();
    assert.equal(
      (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.config.content.proxy.enabled,
      true,
    );
  });
});

describe('clock', () => {
  test('starts at `now`, runs timers in order at their own times, waits for their work', async () => {
    const clock = new Clock({now: Date.parse('2026-01-01T00:00:00Z'), timeScale: 0});
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.iso()}`), 20_000);
    clock.setTimeout(async () => {
      await new Promise((r) => setImmediate(r));
      seen.push(`a@${clock.iso()}`);
      clock.setTimeout(() => seen.push(`c@${clock.iso()}`), 5_000);
    }, 10_000);
    const cancelled = clock.setTimeout(() => seen.push('never'), 1_000);
    clock.clearTimeout(cancelled);
    await clock.advance(9);
    assert.deepEqual(seen, []);
    await clock.advance(60);
    assert.deepEqual(seen, [
      'a@2026-01-01T00:00:10.000Z',
      'c@2026-01-01T00:00:15.000Z',
      'b@2026-01-01T00:00:20.000Z',
    ]);
    assert.equal(clock.iso(), '2026-01-01T00:01:09.000Z');
    await clock.advance(NaN);
    await clock.advance(-5);
    assert.equal(clock.iso(), '2026-01-01T00:01:09.000Z', 'bad amounts do not move time');
  });

  test('a running clock (timeScale) fires auto-batch delays by itself', async () => {
    const emu = createEmulator({timeScale: 6000}); // one emulated minute per 10 real ms
    const r = await call(emu, 'POST', `${ACME}/objects/contact`, {
      body: {
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        record: {email: 't@x.y'},
        autoBatchPolicy: {maxDelayMinutes: 1},
      },
    });
    const id = r.body.operationId;
    for (let i = 0; i < 200 && emu.store.operations.get(id)!.op.status === 'in_progress'; i++)
      await new Promise((res) => setTimeout(res, 10));
    assert.equal(emu.store.operations.get(id)!.op.status, 'success');
    await emu.close();
  });
});
