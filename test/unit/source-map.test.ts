// The shipped source map points at the right lines: the compile hint and the licence line put in
// front of the entry after terser made the map shift every mapping by two lines (issue 34).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {SourceMap} from 'node:module';
import {it} from 'node:test';
// @ts-expect-error: a build script in plain JS, without types
import {bundle} from '../../scripts/bundle.mjs';

it('maps code in the built entry, below its compile hint and licence line, back to the line it came from', async () => {
  const {files} = await bundle({entry: 'src/script-tag.ts', outdir: 'map-out', sourcemap: true});
  const entry = files.find((f: {kind: string}) => f.kind === 'entry');
  const map = files.find((f: {path: string}) => f.path === `${entry.path}.map`);
  const code: string = entry.contents.toString();
  const [hint, licence] = code.split('\n');
  assert.equal(hint, '//# allFunctionsCalledOnLoad', "V8's compile hint is the first line");
  assert.match(licence!, /^\/\*! For license information please see /, 'the licence line is second');
  const sourceMap = new SourceMap(JSON.parse(map.contents.toString()));
  // strings of the English catalogue, each on a line of its own in src/elements/strings.ts
  for (const text of ['Default value for {field}', 'Write {field} on create', 'Reset to default: {field}']) {
    const at = code.indexOf(text);
    assert.ok(at > 0, `${text} is in the entry`);
    const before = code.slice(0, at).split('\n');
    const found = sourceMap.findEntry(before.length - 1, before.at(-1)!.length);
    assert.ok('originalSource' in found && found.originalSource, `${text} has a mapping`);
    assert.match(found.originalSource, /src\/elements\/strings\.ts$/);
    const line = readFileSync('src/elements/strings.ts', 'utf8').split('\n')[found.originalLine]!;
    assert.ok(line.includes(text), `${text} maps to "${line.trim()}"`);
  }
});
