// defineOnce: a tag is defined once; a second copy of the package (the bundle under another URL)
// defines nothing and warns once, however many of its tags were taken.
import assert from 'node:assert/strict';
import {it} from 'node:test';

const registry = new Map<string, CustomElementConstructor>();
const warnings: unknown[] = [];
Object.assign(globalThis, {
  customElements: {
    get: (tag: string) => registry.get(tag),
    define: (tag: string, ctor: CustomElementConstructor) => {
      if (registry.has(tag)) throw new Error(`${tag} has already been defined`);
      registry.set(tag, ctor);
    },
  },
});
const {defineOnce} = await import('../../src/define/define-once.ts');
// Two copies of the package: each has its own classes.
const copy = () =>
  ({picker: class {}, config: class {}}) as unknown as Record<string, CustomElementConstructor>;
const firstCopy = copy();
const secondCopy = copy();

it('defines a tag, and says nothing when the same copy defines it again', (t) => {
  t.mock.method(console, 'warn', (...args: unknown[]) => warnings.push(args));
  defineOnce('write-object-picker', firstCopy.picker);
  defineOnce('install-config', firstCopy.config);
  defineOnce('install-config', firstCopy.config);
  assert.equal(registry.get('install-config'), firstCopy.config);
  assert.deepEqual(warnings, []);
});

it("leaves another copy's tags alone and warns once for all of them", (t) => {
  t.mock.method(console, 'warn', (...args: unknown[]) => warnings.push(args));
  defineOnce('write-object-picker', secondCopy.picker);
  defineOnce('install-config', secondCopy.config);
  assert.equal(registry.get('write-object-picker'), firstCopy.picker);
  assert.equal(registry.get('install-config'), firstCopy.config);
  assert.deepEqual(warnings, [['install-config-elements loaded twice; the second copy defines nothing']]);
});
