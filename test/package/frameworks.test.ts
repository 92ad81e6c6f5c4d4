// The framework typings: a React 19 .tsx and a Vue h() usage must compile, and the misuses
// marked @ts-expect-error (unknown theme, a string for getToken, a wrong event type) must fail.
// settings.ts: the setters take the write-on literals (a misspelt one fails), the getters a string.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {it} from 'node:test';

const root = resolve(import.meta.dirname, '../..');

it('React 19 JSX and Vue 3 type-check the tags, their properties and events', () => {
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
