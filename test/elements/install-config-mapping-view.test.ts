// <install-config> without a write section: the mapping editor is the first screen, so it loads at
// once (install-config-mapping-load: below the open object's rows, it waits for them).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import '../../src/define.ts';
import {waitFor} from '../harness.ts';
import {mountHeld} from './mapping-load-fixture.ts';

describe('<install-config> with only the mapping section', () => {
  it('loads the mapping editor without waiting for the open object', async () => {
    const {el, release} = await mountHeld(0, 'mapping');
    release('lead');
    await waitFor(() => customElements.get('field-mapping-editor'), 'the mapping editor is defined');
    const heading = await waitFor(
      () =>
        el.shadowRoot!.querySelector('field-mapping-editor')?.shadowRoot?.querySelector('[part~=heading]'),
      'the mapping editor shows its heading',
    );
    expect(heading.textContent).to.match(/lead/i);
    release('contact');
  });
});
