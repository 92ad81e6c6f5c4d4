// The page of test/package/react.test.ts: the React components as an app writes them, rendered on
// the server by react-dom/server and hydrated in Chromium. Each event prop records its event.
import {InstallConfig} from 'install-config-elements/react';
import {getToken} from './token.ts';

declare global {
  interface Window {
    events: string[];
  }
}
const record = (e: Event) => (globalThis.window ? window.events.push(e.type) : 0);

export function App() {
  return (
    <main>
      <h1>Integration settings</h1>
      <InstallConfig
        baseUrl="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        groupRef="group-1"
        consumerRef="consumer-1"
        getToken={getToken}
        onIcReady={record}
        onIcChange={record}
        onIcBeforeSave={record}
        onIcSaved={record}
        onIcError={record}
      />
      <p>Below the settings</p>
    </main>
  );
}
