// <install-config> whose mapping section is far below the view loads the mapping editor once the
// customer starts using the form (a keyboard user tabs toward it): its own file, so no earlier
// test has defined the editor (install-config-mapping-load has the scroll case).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import '../../src/define.ts';
import {settled, waitFor} from '../harness.ts';
import {mountHeld, usable} from './mapping-load-fixture.ts';

describe('<install-config> with its mapping section below the view', () => {
  it('loads the mapping editor once the customer focuses the form', async () => {
    const {el, release} = await mountHeld(3 * innerHeight);
    release('lead');
    release('contact');
    const first = await usable(el);
    await settled();
    expect(customElements.get('field-mapping-editor')).to.equal(undefined);
    first.focus();
    await waitFor(() => customElements.get('field-mapping-editor'), 'the editor loads on first focus');
  });
});
