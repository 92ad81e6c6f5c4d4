// When <install-config> loads the mapping editor (a chunk of its own): not beside the first screen
// (the open object's rows, above it), but as soon as the open object's fields have answered and
// the form is usable. Without a write section it loads at once (install-config-mapping-view).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import '../../src/define.ts';
import {settled, waitFor} from '../harness.ts';
import {mountHeld} from './mapping-load-fixture.ts';

/** The mapping editor's define module, as the dev server serves it. */
const EDITOR = new URL('../../src/define/field-mapping-editor.ts', import.meta.url).href;

describe('<install-config> loads its mapping editor when first needed', () => {
  it('not before the open object is usable; then at once, in view or not', async () => {
    const {el, release} = await mountHeld(3 * innerHeight);
    release('lead');
    await settled();
    // had the element asked for the chunk, its answer would be in before this one's
    await fetch(EDITOR);
    const asked = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.name.includes('field-mapping-editor') && e.initiatorType !== 'fetch');
    expect(asked, 'not part of the first screen').to.deep.equal([]);
    expect(customElements.get('field-mapping-editor')).to.equal(undefined);
    release('contact');
    const heading = await waitFor(
      () =>
        el.shadowRoot!.querySelector('field-mapping-editor')?.shadowRoot?.querySelector('[part~=heading]'),
      'the mapping editor shows its heading',
    );
    expect(heading.textContent).to.match(/lead/i);
  });
});

describe('<install-config> that leaves the page while fields are due', () => {
  it('asks for no object again until it is back', async () => {
    const {el, calls} = await mountHeld(0);
    const asked = () => calls.getObjectMetadata!.length;
    expect(asked()).to.equal(2);
    const page = el.parentElement!;
    el.remove();
    await settled();
    expect(asked(), 'nothing asked for from outside the page').to.equal(2);
    page.append(el);
    await waitFor(() => asked() === 4, 'both objects asked for again');
  });
});
