// React 19 sets the props an element has as properties (getToken) and turns `onic-*` props into
// listeners, so a client-rendered app may write the tags themselves; `install-config-elements/jsx`
// types them. (Server-rendered and hydrated, or in React 18, use install-config-elements/react.)
// The installation comes from the URL (?installation=inst-acme), so a deep link opens it.
import {useState} from 'react';
import 'install-config-elements/define';
import type {} from 'install-config-elements/jsx';
import type {IcSavedEvent, TokenScope} from 'install-config-elements';

// Defined once, outside the component: a new function on every render would reload the
// installation. Your backend mints the token; in development the emulator's /_demo/token does.
async function getToken({projectIdOrName, groupRef = '', consumerRef = ''}: TokenScope) {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch(`/_demo/token?${scope}`)).json()).token as string;
}

const installation = new URLSearchParams(location.search).get('installation') ?? 'inst-acme';

export function App() {
  const [events, setEvents] = useState<string[]>([]);
  const [saved, setSaved] = useState('Not saved yet');
  const record = (e: Event) => setEvents((list) => [...list, e.type]);
  const onSaved = (e: IcSavedEvent) => {
    record(e);
    setSaved(`Saved revision ${e.detail.installation.config.revisionId}`);
  };
  return (
    <main>
      <h1>Integration settings</h1>
      <install-config
        base-url="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation={installation}
        group-ref="group-1"
        consumer-ref="consumer-1"
        getToken={getToken}
        onic-ready={record}
        onic-change={record}
        onic-before-save={record}
        onic-saved={onSaved}
        onic-error={(e) => {
          record(e);
          console.error(e.detail.phase, e.detail.error);
        }}
      />
      <p role="status">{saved}</p>
      <ol aria-label="Events">
        {events.map((type, i) => (
          <li key={i}>{type}</li>
        ))}
      </ol>
    </main>
  );
}
