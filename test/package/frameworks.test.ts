// The framework typings (src/frameworks/, generated from custom-elements.json): a React 19 .tsx, a
// Vue h() and a Svelte attribute usage of every tag must compile, with the attributes, properties and
// events the manifest lists, and the misuses marked @ts-expect-error (an unknown theme or property,
// a misspelt event, a handler of another event's type) must fail.
// settings.ts: the setters take the write-on literals (a misspelt one fails), the getters a string.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {it} from 'node:test';

const root = resolve(import.meta.dirname, '../..');

it('React 19 JSX, Vue 3 and Svelte 5 type-check the tags, their properties and events', () => {
  const r = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'test/package/types/tsconfig.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  assert.equal(r.stdout + r.stderr, '');
  assert.equal(r.status, 0);
});
