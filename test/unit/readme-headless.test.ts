// The headless examples of README.md and docs/headless.md run as written: each code block is
// taken from the document itself and run against the emulator (only its transport is routed: the
// example's https://api.example.com/v1 and /my-backend/token go to the emulator's fetch and dev
// token; the emulator takes the README example's placeholder API key).
import {describe, it, after} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import * as pkg from '../../src/index.ts';
import {createEmulator} from '../../src/emulator/index.ts';

const doc = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = doc('README.md');
const headless = doc('docs/headless.md');
const README_API_KEY = 'server-side-key';
const emu = createEmulator({timeScale: 0, apiKey: README_API_KEY});
const realFetch = globalThis.fetch;
after(() => {
  globalThis.fetch = realFetch;
});

/** The first ```ts block after `heading`, with its `import {...} from 'install-config-elements'` line. */
function block(heading: string, text = headless): {names: string[]; body: string} {
  const at = text.indexOf(heading);
  assert.ok(at >= 0, `the document has ${heading}`);
  const code = /```ts\n([\s\S]*?)```/.exec(text.slice(at))![1];
  return imports(code);
}

function imports(code: string): {names: string[]; body: string} {
  const imp = /^import \{([^}]+)\} from 'install-config-elements';\n/m.exec(code);
  assert.ok(imp, 'the example imports from the package root');
  return {names: imp[1].split(',').map((s) => s.trim()), body: code.replace(imp[0], '')};
}

/** Runs an example's code with the package's exports it imports, and the routed fetch. */
async function run(example: {names: string[]; body: string}, tail = ''): Promise<unknown> {
  for (const n of example.names) assert.ok(n in pkg, `the package exports ${n}`);
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    // the backend answers as the dev-token route does ({token}): the route stands in for it unchanged
    if (url.startsWith('/my-backend/token?'))
      return emu.fetch(`http://emulator.local${url.replace('/my-backend/token', '/_demo/token')}`);
    return emu.fetch(url.replace('https://api.example.com/v1', 'http://emulator.local/v1'), init);
  }) as typeof fetch;
  const AsyncFunction = (async () => undefined).constructor as new (
    ...args: string[]
  ) => (...a: unknown[]) => Promise<unknown>;
  return new AsyncFunction(...example.names, example.body + tail)(
    ...example.names.map((n) => (pkg as Record<string, unknown>)[n]),
  );
}

describe('README: headless', () => {
  it('the example reads, edits and saves an installation, as written', async () => {
    emu.reset();
    const out = (await run(block('## Headless', readme), '\nreturn {client, ids};')) as {
      client: pkg.Client;
      ids: pkg.InstallationRef;
    };
    const server = pkg.ConfigDraft.from(await out.client.getInstallation(out.ids)).writeObject('contact');
    assert.deepEqual(server.getFieldSettings('email'), {writeOnUpdate: 'never'});
  });
});

describe('docs/headless.md', () => {
  it('the example loads, edits and saves an installation through the client, as written', async () => {
    emu.reset();
    const out = (await run(block('# Headless core'), '\nreturn {client, ids, draft};')) as {
      client: pkg.Client;
      ids: pkg.InstallationRef;
      draft: pkg.ConfigDraft;
    };
    assert.equal(out.draft.isDirty, false, 'saved');
    const server = pkg.ConfigDraft.from(await out.client.getInstallation(out.ids)).writeObject('contact');
    assert.deepEqual(server.getFieldSettings('email'), {writeOnUpdate: 'never'});
    assert.deepEqual(server.getFieldSettings('phone'), {
      default: {stringValue: 'n/a'},
      writeOnCreate: 'always',
    });
    assert.equal(out.draft.revisionId, (await out.client.getInstallation(out.ids)).config.revisionId);
  });

  it('the "Saving headlessly" example runs after the first one, as its comment says (client, ids and draft as above)', async () => {
    emu.reset();
    const first = block('# Headless core');
    const second = block('## Saving headlessly');
    const names = [...new Set([...first.names, ...second.names])];
    const out = (await run({names, body: `${first.body}\n${second.body}`}, '\nreturn {draft, result};')) as {
      draft: pkg.ConfigDraft;
      result: pkg.SaveResult;
    };
    assert.equal(out.result.status, 'saved', 'nothing left to save is saved, not an error');
    assert.equal(out.draft.isDirty, false);
  });

  it('the "A new installation" example installs for a group that has none, as written', async () => {
    emu.reset();
    const out = (await run(block('## A new installation'), '\nreturn {client, integration};')) as {
      client: pkg.Client;
      integration: pkg.IntegrationRef;
    };
    const [inst] = await out.client.listInstallations(out.integration);
    assert.equal(inst.group?.groupRef, 'group-3');
    assert.equal(inst.config.content.read?.objects?.contact?.selectedFieldMappings?.emailAddress, 'email');
  });

  it('saveDraft, as "Saving headlessly" names it, is exported and saves', async () => {
    emu.reset();
    const at = headless.indexOf('## Saving headlessly');
    assert.ok(at >= 0, 'docs/headless.md has a Saving headlessly section');
    const call = /`(saveDraft)\(client, ref, draft, draft\.buildPatch\(\)/.exec(headless.slice(at));
    assert.ok(call, 'docs/headless.md documents saveDraft(client, ref, draft, draft.buildPatch(), ...)');
    assert.equal(
      typeof (pkg as Record<string, unknown>).saveDraft,
      'function',
      'import {saveDraft} from install-config-elements',
    );
    const client = pkg.createClient({
      baseUrl: 'http://emulator.local/v1',
      apiKey: emu.apiKey,
      fetch: (u, i) => emu.fetch(u, i),
    });
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
    const draft = pkg.ConfigDraft.from(await client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
    const r = await pkg.saveDraft(client, ref, draft, draft.buildPatch());
    assert.equal(r.status, 'saved');
    assert.equal(draft.isDirty, false);
  });
});
