// Every event the elements fire: its name, that it reaches a listener on any ancestor (bubbling,
// composed), its detail as given, and which ones a host may cancel. The list is read from the module,
// so an event added later is tested here without anyone remembering to add it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as coreEvents from '../../src/elements/events.ts';
import * as lifecycleEvents from '../../src/elements/lifecycle-events.ts';

// the install and uninstall events load with their chunks, beside the others' module
const events = {...coreEvents, ...lifecycleEvents};

type EventClass = (new (detail: unknown) => Event & {readonly detail: unknown}) & {eventName: string};

const classes = Object.entries(events as Record<string, unknown>).filter(
  (entry): entry is [string, EventClass] =>
    typeof entry[1] === 'function' && entry[1].prototype instanceof Event,
);
/** The events whose default action the element waits on: a save, the reconnect hand-off, an install and an uninstall. */
const CANCELABLE = ['ic-before-save', 'ic-reconnect', 'ic-before-install', 'ic-before-uninstall'];

test('the module exports each of the events the docs list, and no other', () => {
  assert.deepEqual(classes.map(([, C]) => C.eventName).sort(), [
    'ic-before-install',
    'ic-before-save',
    'ic-before-uninstall',
    'ic-change',
    'ic-error',
    'ic-installed',
    'ic-ready',
    'ic-reconnect',
    'ic-saved',
    'ic-uninstalled',
    'ic-validity',
  ]);
});

for (const [className, Ctor] of classes) {
  const name = Ctor.eventName;
  test(`${className} (${name}): its type, bubbling and composed, the detail given`, () => {
    const detail = {any: 'detail', nested: {kept: true}};
    const e = new Ctor(detail);
    assert.ok(e instanceof Event);
    assert.equal(e.type, name);
    assert.equal(e.bubbles, true);
    assert.equal(e.composed, true);
    assert.equal(e.detail, detail, 'the very object passed in');
    assert.deepEqual(Object.keys(e), ['detail'], 'one own field, nothing else');
  });

  test(`${className} (${name}): ${CANCELABLE.includes(name) ? 'a host may cancel it' : 'not cancelable'}`, () => {
    const e = new Ctor({});
    assert.equal(e.cancelable, CANCELABLE.includes(name));
    e.preventDefault();
    assert.equal(e.defaultPrevented, CANCELABLE.includes(name));
  });
}
