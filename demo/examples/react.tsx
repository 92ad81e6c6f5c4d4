// React 19 with the custom elements: no wrapper needed. React 19 sets props the element has as
// properties (getToken) and turns `onic-*` props into addEventListener('ic-*').
import {StrictMode, useCallback, useState} from 'react';
import {createRoot} from 'react-dom/client';
import '../../src/define.ts';
import type {IcErrorEvent} from '../../src/elements/events.ts';
import type {} from '../../src/frameworks.ts'; // in your app: 'install-config-elements/frameworks'
import {describeEvent, getToken} from './token.ts';

// getToken is defined once, outside the component: a new function on every render would give the
// element a new client and reload the installation.

function App() {
  const [log, setLog] = useState<string[]>([]);
  const [lang, setLang] = useState('en');
  const [blockSave, setBlockSave] = useState(false);
  const add = useCallback(
    (e: Event) => setLog((l) => [...l, `${new Date().toLocaleTimeString()} ${describeEvent(e)}`]),
    [],
  );

  return (
    <>
      <p>
        <label>
          Language{' '}
          <select value={lang} onChange={(e) => setLang(e.target.value)}>
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
        </label>{' '}
        <label>
          <input type="checkbox" checked={blockSave} onChange={(e) => setBlockSave(e.target.checked)} />{' '}
          Cancel saves in <code>onic-before-save</code>
        </label>
      </p>
      <install-config
        base-url="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        lang={lang}
        getToken={getToken}
        onic-change={add}
        onic-before-save={(e) => {
          add(e);
          if (blockSave) e.preventDefault();
        }}
        onic-saved={add}
        onic-error={(e: IcErrorEvent) => add(e)}
      />
      <h2>Events</h2>
      <ol className="log" aria-label="Event log" aria-live="polite">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
