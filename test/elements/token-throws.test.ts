// Issue 31, S9: a getToken that throws synchronously, or an accessor (getter) that throws when the
// element reads it, ends like any token failure: the plain-words notice with Retry and an
// ic-error carrying a TokenError; never a blank element.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import {TokenError} from '../../src/contract/errors.ts';
import type {IcErrorEvent} from '../../src/elements/events.ts';
import {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {ACME, getToken, resetEmulator} from '../e2e/helpers.ts';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const retryButton = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=retry-button]');
const editorRow = (el: Element) =>
  el.shadowRoot!.querySelector('field-settings-editor')?.shadowRoot?.querySelector('[part~=row]');

/** `<install-config>` whose getToken is whatever `arrange` makes of it; its ic-error events recorded from the start. */
async function mount(arrange: (el: InstallConfig) => void) {
  const errors: IcErrorEvent[] = [];
  const wrap = await fixture<HTMLDivElement>(
    html`<div @ic-error=${(e: IcErrorEvent) => errors.push(e)}></div>`,
  );
  const el = document.createElement('install-config') as InstallConfig;
  el.setAttribute('project', ACME.projectIdOrName);
  el.setAttribute('integration', ACME.integrationId);
  el.setAttribute('installation', ACME.installationId);
  el.setAttribute('group-ref', 'group-1');
  el.setAttribute('consumer-ref', 'consumer-1');
  el.setAttribute('base-url', '/v1');
  arrange(el);
  wrap.append(el);
  return {el, errors};
}

async function expectTokenNotice(el: InstallConfig, errors: IcErrorEvent[]) {
  await waitUntil(() => errors.length > 0, 'no ic-error');
  expect(errors[0]!.detail.phase).to.equal('load');
  expect(errors[0]!.detail.error).to.be.instanceOf(TokenError);
  await waitUntil(
    () => text(el).includes('Your sign-in could not be confirmed.'),
    `no notice: "${text(el)}"`,
  );
  expect(retryButton(el), 'Retry').to.not.equal(null);
}

describe('<install-config> with a getToken that throws', () => {
  beforeEach(resetEmulator);

  it('a function that throws synchronously: the notice with Retry and ic-error; Retry loads once it works', async () => {
    let fail = true;
    const {el, errors} = await mount((e) => {
      e.getToken = (scope) => {
        if (fail) throw new Error('token backend threw');
        return getToken(scope);
      };
    });
    await expectTokenNotice(el, errors);
    fail = false;
    retryButton(el)!.click();
    await waitUntil(() => editorRow(el), 'Retry did not load the form');
  });

  it('a getter that throws when the element reads getToken: the same notice and ic-error, not a stuck form', async () => {
    const {el, errors} = await mount((e) => (e.getToken = getToken));
    await waitUntil(() => editorRow(el), 'the form did not load');
    // The host swaps in an accessor whose token source fails, then opens another group's installation.
    let fail = true;
    Object.defineProperty(el, 'getToken', {
      configurable: true,
      get() {
        if (fail) throw new Error('getter threw');
        return getToken;
      },
    });
    el.installation = 'inst-acme-g2';
    el.groupRef = 'group-2';
    el.consumerRef = 'consumer-2';
    await expectTokenNotice(el, errors);
    fail = false;
    retryButton(el)!.click();
    await waitUntil(() => el.draft?.baseline.id === 'inst-acme-g2', 'Retry did not load the installation');
    await waitUntil(() => editorRow(el), 'Retry did not show the form');
  });
});
