// When <install-config> loads the mapping editor (a chunk of its own): not as part of the first
// screen (the open object's rows, above it), but once the form is usable and the mapping section
// nears the view or the customer starts using the form. In view, it loads at once
// (install-config-mapping-view).
import '../console-guard.ts';
import {expect} from '@open-wc/testing';
import '../../src/define.ts';
import {settled, waitFor} from '../harness.ts';
import {mountHeld, usable} from './mapping-load-fixture.ts';

/** The mapping editor's define module, as the dev server serves it. */
const EDITOR = new URL('../../src/define/field-mapping-editor.ts', import.meta.url).href;

describe('<install-config> loads its mapping editor when first needed', () => {
  /** Whether the page asked for the editor's chunk (its own fetch of it answers first if not). */
  async function chunkAsked(): Promise<boolean> {
    await fetch(EDITOR);
    return performance
      .getEntriesByType('resource')
      .some(
        (e) =>
          e.name.includes('field-mapping-editor') &&
          (e as PerformanceResourceTiming).initiatorType !== 'fetch',
      );
  }

  it('below the view: not before usable, then when scrolled near', async () => {
    const {el, release} = await mountHeld(3 * innerHeight);
    release('lead');
    await settled();
    expect(await chunkAsked(), 'not while the open object is due').to.equal(false);
    release('contact');
    await usable(el);
    await settled();
    expect(await chunkAsked(), 'not while its section is far below the view').to.equal(false);
    expect(customElements.get('field-mapping-editor')).to.equal(undefined);
    el.shadowRoot!.querySelector('[part=mappings]')!.scrollIntoView();
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
