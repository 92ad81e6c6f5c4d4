// The browser half: register the tags (the server never does: there is no customElements there),
// then hydrate the server's HTML.
import 'install-config-elements/define';
import {hydrateRoot} from 'react-dom/client';
import {App} from './App.tsx';

hydrateRoot(document.getElementById('root')!, <App />);
