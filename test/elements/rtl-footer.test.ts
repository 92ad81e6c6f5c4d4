// Right to left with English words: the footer's count of invalid fields reads in its own order,
// its full stop at the end ("… Fix them to save."), never ".Fields with invalid settings: 1".
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/define.ts';
import type {Installation, ManifestIntegration} from '../../src/contract/schemas.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {byPart, byRole, waitFor} from '../harness.ts';
import {memoryClient} from './memory-client.ts';

const MANIFEST = {
  name: 'crm',
  provider: 'acme',
  write: {objects: [{objectName: 'contact'}]},
} as unknown as ManifestIntegration;
const INSTALLATION = {
  id: 'inst-1',
  projectId: 'demo',
  integrationId: 'crm',
  config: {
    revisionId: 'rev-1',
    content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
  },
} as unknown as Installation;
const FIELDS = {age: {fieldName: 'age', displayName: 'Age', valueType: 'int'}};

/** Where characters `start` to `end` of `el`'s text are drawn. */
function placeOf(el: Element, start: number, end: number): DOMRect {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode() as Text | null;
  while (node && !node.data.trim()) node = walker.nextNode() as Text | null;
  const offset = node!.data.indexOf(node!.data.trim());
  const range = document.createRange();
  range.setStart(node!, offset + start);
  range.setEnd(node!, offset + end);
  return range.getBoundingClientRect();
}

describe('<install-config> right to left', () => {
  it("the invalid count's full stop stays at the end of its English words", async () => {
    const {client} = memoryClient({
      manifest: MANIFEST,
      installation: INSTALLATION,
      metadata: (name) => ({name, displayName: 'Contact', fields: FIELDS}),
    });
    const wrap = await fixture<HTMLDivElement>(
      html`<div dir="rtl" lang="en" style="width: 900px">
        <install-config
          project="demo"
          integration="crm"
          installation="inst-1"
          .client=${client}
        ></install-config>
      </div>`,
    );
    const el = wrap.querySelector<InstallConfig>('install-config')!;
    const editor = await waitFor(
      () => el.shadowRoot!.querySelector('field-settings-editor')?.shadowRoot,
      'the field editor',
    );
    const input = await waitFor(
      () => byRole<HTMLInputElement>(editor, 'textbox', 'Default value for Age'),
      'Age',
    );
    input.value = 'abc';
    input.dispatchEvent(new Event('change', {bubbles: true}));
    const count = await waitFor(() => byPart(el, 'invalid-button'), 'the invalid count');
    const text = count.textContent!.trim();
    expect(text).to.equal('Fields with invalid settings: 1. Fix them to save.');
    expect(placeOf(count, text.length - 1, text.length).left, 'the full stop after the words').to.be.at.least(
      placeOf(count, 0, 6).right,
    );
  });
});
