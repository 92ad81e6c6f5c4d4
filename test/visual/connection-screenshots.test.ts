// Screenshots of the connection panel as <install-config> shows it against the emulator, in each
// state (healthy, unhealthy, bad credentials) at 375 and 1280 px, light and dark, English and
// German, compared with committed references (test/visual/screenshots/panel-*.png).
// Regenerate after an intended change: `npm run screenshots -- --update`, then look at the PNGs.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {setViewport} from '@web/test-runner-commands';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {getToken, resetEmulator, shadow} from '../e2e/helpers.ts';
import {blurAll, matchesReference} from './helpers.ts';

type State = 'healthy' | 'unhealthy' | 'bad-credentials';

const HEALTH: Record<State, object> = {
  healthy: {healthStatus: 'healthy'},
  unhealthy: {healthStatus: 'unhealthy'},
  'bad-credentials': {connectionStatus: 'bad_credentials'},
};

async function panelShot(state: State, width: number, theme: 'light' | 'dark', lang: 'en' | 'de') {
  const res = await fetch('/_emulator/installations/inst-acme/health', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(HEALTH[state]),
  });
  expect(res.ok, 'the control API set the health').to.equal(true);
  await setViewport({width, height: 1200});
  document.body.style.margin = '0';
  const wrap = await fixture<HTMLDivElement>(
    html`<div class="shot" lang=${lang}>
      <style>
        .shot install-config {
          --ic-font: 15px/1.45 'DejaVu Sans', sans-serif;
          --ic-editor-height: 16rem;
        }
      </style>
      <install-config
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        base-url="/v1"
        theme=${theme}
        .getToken=${getToken}
      ></install-config>
    </div>`,
  );
  const el = wrap.querySelector<InstallConfig>('install-config')!;
  // the panel's words in the asked language (its chunk carries them), and the provider's name
  const summary = {healthy: ['Connected', 'Verbunden'], unhealthy: ['attention', 'Aufmerksamkeit']}[
    state === 'bad-credentials' ? 'unhealthy' : state
  ];
  const word =
    state === 'bad-credentials' ? (lang === 'de' ? 'akzeptiert' : 'accepts') : summary[lang === 'de' ? 1 : 0];
  const panel = () => shadow(el).querySelector('connection-status');
  await waitUntil(
    () =>
      panel()?.shadowRoot?.textContent?.includes(word) && panel()!.shadowRoot!.textContent!.includes('Acme'),
    `the ${state} panel`,
  );
  blurAll();
  await el.updateComplete;
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return panel()!;
}

describe('the connection panel, screenshots', () => {
  beforeEach(resetEmulator);
  after(() => setViewport({width: 800, height: 600}));

  const shots: Array<[State, number, 'light' | 'dark', 'en' | 'de']> = [
    ['healthy', 1280, 'light', 'en'],
    ['healthy', 375, 'dark', 'de'],
    ['unhealthy', 1280, 'dark', 'en'],
    ['unhealthy', 375, 'light', 'de'],
    ['bad-credentials', 1280, 'light', 'de'],
    ['bad-credentials', 375, 'dark', 'en'],
  ];
  for (const [state, width, theme, lang] of shots) {
    const name = `panel-${state}-${width}-${theme}-${lang}`;
    it(name, async () => {
      const panel = await panelShot(state, width, theme, lang);
      expect(await matchesReference(name, panel)).to.equal(undefined);
    });
  }
});
