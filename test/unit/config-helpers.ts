// Test helpers for the config draft tests: one sample installation builder, the body a patch
// carries around its content, and a counter of the draft's `change` events.
import assert from 'node:assert/strict';
import type {ConfigDraft} from '../../src/config/index.ts';
import type {Installation} from '../../src/index.ts';

type Json = Record<string, unknown>;

/**
 * An installation of provider `acme` (revision `rev-1` unless `config` says otherwise) with
 * `content` merged into its config content.
 */
export function installationWith(content: Json = {}, config: Json = {}): Installation {
  return {
    id: 'inst-1',
    projectId: 'proj',
    integrationId: 'int-1',
    connection: {id: 'conn-1', provider: 'acme'},
    config: {
      id: 'cfg-1',
      revisionId: 'rev-1',
      createdBy: 'builder:b1',
      content: {provider: 'acme', ...content},
      ...config,
    },
  } as Installation;
}

/** The `installation` member of a patch built on an installationWith() baseline. */
export function patchBody(revisionId: string, content: Json = {}, config: Json = {}): Json {
  return {config: {revisionId, ...config, content: {provider: 'acme', ...content}}};
}

/** Counts the draft's `change` events (and checks each is one). */
export function countChanges(draft: ConfigDraft): {count: number} {
  const c = {count: 0};
  draft.addEventListener('change', (e) => {
    assert.equal(e.type, 'change');
    c.count++;
  });
  return c;
}
