// Every getToken snippet in the documents, run as written against the emulator's dev-token route
// (what a developer does first: point `/my-backend/token` at `/_demo/token`). A snippet that reads
// the answer differently from how the route (and the documented backend) gives it fails here.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {after, it} from 'node:test';
import {createEmulator} from '../../src/emulator/index.ts';

const root = resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const emu = createEmulator({timeScale: 0});
after(() => emu.close());

/** Each `getToken` (or cold-load's `mint`) arrow function with a block body in `text` (TypeScript parameter types dropped). */
function snippets(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:getToken|mint)(?: =|:) (async \((\{[^}]*\})(?:: \w+)?\) => \{)/g)) {
    let depth = 0;
    let end = m.index! + m[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      if (text[end] === '}' && --depth === 0) break;
    }
    const body = text.slice(m.index! + m[0].length, end);
    out.push(`async (${m[2]}) => {${body}}`);
  }
  return out;
}

/** The fetch a snippet sees: its backend route answered by the emulator's dev-token route. */
const routed = (async (input: string | URL) => {
  const url = String(input);
  assert.match(url, /^\/my-backend\/token\?/, 'the snippet asks its backend');
  return emu.fetch(`http://emulator.local${url.replace('/my-backend/token', '/_demo/token')}`);
}) as typeof fetch;

it('every documented getToken reads what the token route answers, and its token opens the installation', async () => {
  let count = 0;
  for (const file of documents) {
    for (const source of snippets(readFileSync(join(root, file), 'utf8'))) {
      count++;
      const getToken = new Function('fetch', `return ${source}`)(routed) as (
        scope: object,
      ) => Promise<unknown>;
      const token = await getToken({projectIdOrName: 'demo', groupRef: 'group-1', consumerRef: 'consumer-1'});
      assert.equal(typeof token, 'string', `${file}: ${source}`);
      const res = await emu.fetch(
        'http://emulator.local/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme',
        {headers: {authorization: `Bearer ${token}`}},
      );
      assert.equal(res.status, 200, `${file}: the token is accepted`);
    }
  }
  assert.ok(count >= 5, `found ${count} snippets`);
});
