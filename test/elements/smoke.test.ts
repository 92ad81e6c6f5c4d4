import {expect, fixture, html} from '@open-wc/testing';
import {LitElement} from 'lit';

class SmokeEl extends LitElement {
  override render() {
    return html`<button>ok</button>`;
  }
}
customElements.define('smoke-el', SmokeEl);

describe('harness', () => {
  it('renders a Lit element in Chromium', async () => {
    const el = await fixture<SmokeEl>(html`<smoke-el></smoke-el>`);
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('ok');
    await expect(el).to.be.accessible();
  });
});
