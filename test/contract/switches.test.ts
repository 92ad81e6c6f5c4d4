// The subscribe and proxy cases (switch-cases.ts) through the draft and the client's PATCH to the
// emulator, read back; the element runs the same table in Chromium (test/e2e/switches.e2e.test.ts).
import {beforeEach, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from '../../src/api/client.ts';
import {ApiError} from '../../src/contract/errors.ts';
import {subscribeEntries} from '../../src/contract/subscribe-entries.ts';
import type {ManifestIntegration} from '../../src/contract/schemas.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {createEmulator} from '../../src/emulator/index.ts';
import {SWITCH_CASES} from './switch-cases.ts';

const REF = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};

function setup() {
  const emu = createEmulator({timeScale: 0, now: Date.parse('2026-03-01T12:00:00Z')});
  const client = createClient({
    baseUrl: 'http://emulator.local/v1',
    apiKey: emu.apiKey,
    groupRef: 'group-1',
    fetch: emu.fetch,
  });
  return {emu, client};
}
let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});

describe('subscribe and proxy: draft, client and emulator', () => {
  for (const c of SWITCH_CASES) {
    it(c.name, async () => {
      const {client} = env;
      const integration = await client.getIntegration(REF);
      const entries = subscribeEntries(integration.latestRevision!.content as ManifestIntegration);
      const draft = ConfigDraft.from(await client.getInstallation(REF));
      for (const [name, on] of Object.entries(c.subscribe)) {
        const object = draft.subscribeObject(name);
        if (on) object.enable(entries.find((e) => e.objectName === name));
        else object.disable();
      }
      if (c.proxy !== undefined) draft.setProxyEnabled(c.proxy);
      const patch = draft.buildPatch();
      assert.deepEqual(patch.updateMask, c.updateMask);
      await client.updateInstallation(REF, patch);
      const stored = (await client.getInstallation(REF)).config.content;
      assert.deepEqual(stored.subscribe, {objects: c.stored.subscribe});
      assert.equal(stored.proxy?.enabled, c.stored.proxy);
    });
  }

  it('the emulator refuses a subscription outside the manifest, naming the object', async () => {
    const {client} = env;
    const draft = ConfigDraft.from(await client.getInstallation(REF));
    draft.subscribeObject('deal').enable({destination: 'dealsWebhook'});
    await assert.rejects(client.updateInstallation(REF, draft.buildPatch()), (e: unknown) => {
      assert.ok(e instanceof ApiError);
      assert.equal(e.status, 422);
      assert.match(JSON.stringify(e.problem.issues), /subscribe\.objects\.deal/);
      return true;
    });
  });
});
