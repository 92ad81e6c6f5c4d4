// `npm run size --check` gates each on-demand chunk by what it is: a language at 4 KB for all its
// chunks together (a feature's own strings in it included), a feature at 8 KB. The kind comes from
// the chunk's file name.
import assert from 'node:assert/strict';
import {it} from 'node:test';
// @ts-expect-error: a build script in plain JS, without types
import {chunkKind} from '../../scripts/bundle.mjs';

it('tells languages and features apart by name, a feature’s own strings counting with their language', () => {
  const stems = ['de', 'conflict-notice', 'field-mapping-editor', 'field-mapping-editor.de'];
  assert.deepEqual(chunkKind('de-4envs3mx.js', stems), {kind: 'language', stem: 'de', language: 'de'});
  // a language with a region or script is one language; a second chunk of one counts with it
  assert.deepEqual(chunkKind('pt-BR-4envs3mx.js', stems), {
    kind: 'language',
    stem: 'pt-BR',
    language: 'pt-BR',
  });
  assert.deepEqual(chunkKind('zh-Hans-4envs3mx.js', stems), {
    kind: 'language',
    stem: 'zh-Hans',
    language: 'zh-Hans',
  });
  assert.deepEqual(chunkKind('de-2-4envs3mx.js', stems), {kind: 'language', stem: 'de-2', language: 'de'});
  assert.deepEqual(chunkKind('conflict-notice-ilhjfi73.js', stems), {
    kind: 'feature',
    stem: 'conflict-notice',
  });
  assert.deepEqual(chunkKind('field-mapping-editor.de-ab12cd34.js', stems), {
    kind: 'language',
    stem: 'field-mapping-editor.de',
    language: 'de',
  });
  assert.deepEqual(chunkKind('field-mapping-editor.pt-BR-ab12cd34.js', stems), {
    kind: 'language',
    stem: 'field-mapping-editor.pt-BR',
    language: 'pt-BR',
  });
  // A name that merely ends like a language is a feature unless that feature is a chunk too.
  assert.deepEqual(chunkKind('problem-rows-6ugzqylr.js', stems), {kind: 'feature', stem: 'problem-rows'});
  assert.deepEqual(chunkKind('chunk-wot6vmza.js', stems), {kind: 'feature', stem: 'chunk'});
});
