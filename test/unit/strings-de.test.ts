// The German module lists its messages by position (its chunk carries no key names): each line
// names its English key in a comment, and that comment must match the key at its position, so a
// key added to or moved in the English catalogue cannot shift the German text onto another label.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {catalogues} from '../../src/elements/strings.ts';
import de from '../../src/elements/strings/de.ts';
import deMore from '../../src/elements/strings/de-2.ts';

describe('German catalogue module', () => {
  it('gives one message per English key, in the order of the English keys, each line naming its key', () => {
    // two chunks, the second continuing the first's list
    const source = ['de.ts', 'de-2.ts']
      .map((f) => readFileSync(new URL(`../../src/elements/strings/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const named = [...source.matchAll(/^\s*'(?:[^'\\]|\\.)*',\s*\/\/ (\w+)$/gm)].map((m) => m[1]);
    const keys = Object.keys(catalogues.en);
    assert.deepEqual(named, keys.slice(0, named.length));
    assert.equal(de[0].length, named.length);
    for (const m of de[0]) assert.ok(typeof m === 'string' && m.trim(), 'a German message is missing');
  });

  it('the second German module gives, by key, exactly the English keys the first one lacks', () => {
    const keys = Object.keys(catalogues.en);
    assert.deepEqual(Object.keys(deMore).sort(), keys.slice(de[0].length).sort());
    for (const m of Object.values(deMore)) assert.ok(typeof m === 'string' && m.trim());
  });
});
