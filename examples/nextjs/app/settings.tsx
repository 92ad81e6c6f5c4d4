'use client';
// The client component: functions (getToken, the event handlers) cannot cross from a server
// component, so they live here. The page lists the events as they arrive.
import {useState} from 'react';
import type {TokenScope} from 'install-config-elements';
import {InstallConfig} from 'install-config-elements/react';
import 'install-config-elements/placeholder.css';

// Defined once, outside the component: a new function on every render would reload the
// installation. Your backend mints the token; in development the emulator's /_demo/token does.
async function getToken({projectIdOrName, groupRef = '', consumerRef = ''}: TokenScope) {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch(`/_demo/token?${scope}`)).json()).token as string;
}

export function Settings({installation}: {installation: string}) {
  const [events, setEvents] = useState<string[]>([]);
  const [saved, setSaved] = useState('Not saved yet');
  const record = (e: Event) => setEvents((list) => [...list, e.type]);
  return (
    <>
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
        onIcSaved={(e) => {
          record(e);
          setSaved(`Saved revision ${e.detail.installation.config.revisionId}`);
        }}
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
    </>
  );
}
