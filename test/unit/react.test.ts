// install-config-elements/react: a component for each tag of custom-elements.json, and an event
// prop for each event the manifest lists for it (none missing, none extra).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {it} from 'node:test';
import {events} from '../../src/react-events.ts';
import * as react from '../../src/react.ts';

type Declaration = {tagName?: string; name: string; events?: {name: string}[]};
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../custom-elements.json'), 'utf8'),
) as {
  modules: {declarations?: Declaration[]}[];
};
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
const camel = (event: string) => `on${event.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;

it('has a component per element, named like its class', () => {
  assert.deepEqual(Object.keys(react).sort(), elements.map((d) => d.name).sort());
  for (const d of elements) {
    assert.equal((react as Record<string, {displayName?: string}>)[d.name]?.displayName, d.name);
  }
});

it("has an event prop for each of the element's events, named after it", () => {
  const expected = Object.fromEntries(
    elements.map((d) => [
      d.tagName,
      Object.fromEntries((d.events ?? []).map((e) => [camel(e.name), e.name])),
    ]),
  );
  assert.deepEqual(events, expected);
});
