// Schemas are built on first use (issue 34): loading the contract, the client and the draft builds
// none, reading an installation builds what it reads with, and the update request's schemas wait
// for the first save. Each test file runs in a process of its own, so the count starts at zero.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import {lazySchema, lazySchemasBuilt} from '../../src/contract/lazy-schema.ts';
import {
  InstallationSchema,
  UpdateInstallationRequestSchema,
  check,
  parseOrThrow,
} from '../../src/contract/index.ts';
import '../../src/client.ts';
import '../../src/headless.ts';

const INSTALLATION = {
  id: 'inst-1',
  projectId: 'p',
  integrationId: 'i',
  config: {content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}}},
};

describe('schemas built on first use', () => {
  it('loading the contract, the client and the headless core builds no schema', () => {
    assert.equal(lazySchemasBuilt(), 0);
  });

  it('reading an installation leaves the update request unbuilt until it is checked', () => {
    const read = parseOrThrow(InstallationSchema, INSTALLATION, '', 'installation');
    assert.equal(read.config.content.provider, 'acme');
    const afterRead = lazySchemasBuilt();
    assert.ok(afterRead > 0, 'the installation schema was built to read it');
    const issues = check(UpdateInstallationRequestSchema, {updateMask: [], installation: {}});
    assert.ok(lazySchemasBuilt() > afterRead, 'the update request is built at its first check');
    assert.deepEqual(
      issues.map((i) => [i.path, i.message]),
      [['updateMask', 'must name at least one field']],
    );
  });

  it('a stand-in is the schema: instanceof, checks, nesting and issues as built', () => {
    const define = () => z.strictObject({a: z.string('must be a string')});
    const lazy = lazySchema(define);
    const nested = z.record(z.string(), z.optional(z.array(lazy)));
    assert.ok(lazy instanceof z.ZodMiniObject);
    assert.deepEqual(nested.parse({k: [{a: 'x'}]}), {k: [{a: 'x'}]});
    const eager = z.record(z.string(), z.optional(z.array(define())));
    const bad = {k: [{a: 1}, {a: 'y', b: 2}]};
    assert.deepEqual(nested.safeParse(bad).error?.issues, eager.safeParse(bad).error?.issues);
    const refined = lazy.check(z.refine((v) => v.a !== 'no', 'must not be no'));
    assert.equal(refined.safeParse({a: 'no'}).error?.issues[0]?.message, 'must not be no');
  });

  it('builds its schema once', () => {
    let calls = 0;
    const lazy = lazySchema(() => (calls++, z.string()));
    lazy.parse('a');
    lazy.parse('b');
    assert.equal(calls, 1);
  });
});
