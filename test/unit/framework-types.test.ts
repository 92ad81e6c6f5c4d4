// The framework typings are generated from custom-elements.json (scripts/framework-types.mjs): the
// committed ones are what the committed manifest gives, and an attribute, property or event added to
// an element reaches React, Vue and Svelte with it.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {it} from 'node:test';
// @ts-expect-error: a build script in plain JS, without types
import {frameworkTypes} from '../../scripts/framework-types.mjs';

type Files = Record<string, string>;
type Declaration = {tagName?: string; attributes?: object[]; members?: object[]; events?: object[]};
const root = resolve(import.meta.dirname, '../..');
const manifest = () =>
  JSON.parse(readFileSync(resolve(root, 'custom-elements.json'), 'utf8')) as {
    modules: {declarations?: Declaration[]}[];
  };

it('the committed typings are the ones the committed manifest gives', async () => {
  const files = (await frameworkTypes(manifest())) as Files;
  for (const [path, text] of Object.entries(files)) {
    assert.equal(readFileSync(resolve(root, path), 'utf8'), text, `${path} lags: run npm run cem`);
  }
});

it("types an element's new attribute, property and event in every framework", async () => {
  const m = manifest();
  const picker = m.modules
    .flatMap((x) => x.declarations ?? [])
    .find((d) => d.tagName === 'write-object-picker');
  picker!.attributes!.push({name: 'max-shown', fieldName: 'maxShown', description: 'At most this many.'});
  picker!.members!.push({kind: 'field', name: 'sorter', description: 'Orders the objects.'});
  picker!.events!.push({
    name: 'ic-search',
    type: {text: 'IcSearchEvent'},
    description: 'A search was typed.',
  });
  const files = (await frameworkTypes(m)) as Files;
  const props = files['src/frameworks/props.ts'];
  assert.match(props, /\/\*\* At most this many\. \*\/\n {2}'max-shown'\?: WriteObjectPicker\['maxShown'\];/);
  assert.match(props, /sorter\?: WriteObjectPicker\['sorter'\];/);
  assert.match(props, /'ic-search': IcSearchEvent;/);
  assert.match(props, /import type \{[^}]*IcSearchEvent[^}]*\} from '..\/elements\/events.ts'/);
  // Each framework's typing takes a tag's props and events from the generated table.
  assert.match(files['src/frameworks/react.ts'], /'write-object-picker': ReactEl<'write-object-picker'>;/);
  assert.match(
    files['src/frameworks/vue.ts'],
    /'write-object-picker': DefineComponent<WriteObjectPickerVueProps>;/,
  );
  assert.match(files['src/frameworks/svelte.ts'], /'write-object-picker': WriteObjectPickerSvelteProps;/);
});
