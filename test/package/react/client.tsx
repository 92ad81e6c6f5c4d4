// The browser half: the tags register when the components' module loads; hydration waits for the
// test to call window.hydrate(), so the test can hold the element in any state before it.
import {hydrateRoot} from 'react-dom/client';
import {setupGrace} from '../../../src/elements/install-config/setup-check.ts';
import {App} from './App.tsx';

declare global {
  interface Window {
    hydrate(): void;
  }
}
// ?grace=0: the "No token function set" notice shows at once; otherwise it never does
setupGrace.ms = new URLSearchParams(location.search).get('grace') === '0' ? 0 : 1e9;
window.events = [];
window.hydrate = () => void hydrateRoot(document.getElementById('root')!, <App />);
