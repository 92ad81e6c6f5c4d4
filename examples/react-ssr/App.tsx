'use client';
// A React 19 page rendered on the server and hydrated in the browser, as the Next.js App Router
// does. React does not set function or object properties on a custom element while it hydrates
// server HTML, nor add `onic-*` listeners, so both happen in an effect, on the element itself.
import {useEffect, useRef, useState} from 'react';
import type {InstallConfig} from 'install-config-elements';
import type {} from 'install-config-elements/jsx';
import {getToken} from '../token.ts';

export function App() {
  const ref = useRef<InstallConfig>(null);
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    const el = ref.current!;
    el.getToken = getToken;
    const onSaved = () => setSaved((n) => n + 1);
    el.addEventListener('ic-saved', onSaved);
    return () => el.removeEventListener('ic-saved', onSaved);
  }, []);
  return (
    <main>
      <h1>Integration settings</h1>
      <install-config
        ref={ref}
        base-url="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
      />
      <p role="status">{saved ? `Saved (${saved})` : 'Not saved yet'}</p>
    </main>
  );
}
