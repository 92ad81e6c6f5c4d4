// React 18 does not set properties on custom elements nor listen to their events; the components
// of install-config-elements/react do both. The installation comes from the URL
// (?installation=inst-acme), so a deep link opens it.
import {useState} from 'react';
import type {IcSavedEvent, TokenScope} from 'install-config-elements';
import {InstallConfig} from 'install-config-elements/react';

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
      <InstallConfig
        baseUrl="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation={installation}
        groupRef="group-1"
        consumerRef="consumer-1"
        getToken={getToken}
        onIcReady={record}
        onIcChange={record}
        onIcBeforeSave={record}
        onIcSaved={onSaved}
        onIcError={(e) => {
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
