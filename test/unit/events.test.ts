// The five events a host listens for: their names, and that they reach a listener on any ancestor
// (bubbling, composed); only ic-before-save can be cancelled.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  IcValidityEvent,
} from '../../src/elements/events.ts';

const cases = [
  [IcChangeEvent, 'ic-change', {kind: 'reset'}],
  [IcBeforeSaveEvent, 'ic-before-save', {patch: {updateMask: [], installation: {}}}],
  [IcSavedEvent, 'ic-saved', {installation: {id: 'i'}, patch: {updateMask: [], installation: {}}}],
  [IcErrorEvent, 'ic-error', {phase: 'load', error: new Error('x')}],
  [IcValidityEvent, 'ic-validity', {invalid: []}],
] as const;

for (const [Ctor, name, detail] of cases) {
  test(`${name}: its name, bubbling and composed, the detail given`, () => {
    assert.equal(Ctor.eventName, name);
    const e = new (Ctor as new (d: unknown) => Event & {detail: unknown})(detail);
    assert.ok(e instanceof Event);
    assert.ok(e instanceof Ctor);
    assert.equal(e.type, name);
    assert.equal(e.bubbles, true);
    assert.equal(e.composed, true);
    assert.equal(e.detail, detail);
    assert.equal(e.cancelable, name === 'ic-before-save');
    e.preventDefault();
    assert.equal(e.defaultPrevented, name === 'ic-before-save');
  });
}
