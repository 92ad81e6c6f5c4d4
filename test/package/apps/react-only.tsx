// A React-only app's view of the package: compiled by pack.test.ts with skipLibCheck false and no
// other framework resolvable, against the installed tarball's types.
import type {} from 'install-config-elements/jsx';
import type {IcSavedEvent} from 'install-config-elements';

export const ok = (
  <install-config
    project="demo"
    group-ref="group-1"
    sections="write"
    getToken={async () => 'jwt'}
    onic-saved={(e: IcSavedEvent) => console.log(e.detail.installation.id)}
    onic-ready={(e) => console.log(e.detail.installation.id)}
  />
);
export const status = <connection-status onic-reconnect={(e) => e.preventDefault()} />;
// @ts-expect-error getToken must be a function
export const bad = <install-config getToken="secret" />;

// The components of 'install-config-elements/react': camelCase props, typed event props.
import {ConnectionStatus, InstallConfig} from 'install-config-elements/react';
import type {IcReconnectEvent} from 'install-config-elements';

export const component = (
  <InstallConfig
    project="demo"
    groupRef="group-1"
    baseUrl="/v1"
    getToken={async () => 'jwt'}
    onIcSaved={(e) => console.log(e.detail.installation.id)}
    onIcReady={(e) => console.log(e.detail.installation.id)}
  />
);
export const panel = <ConnectionStatus onIcReconnect={(e: IcReconnectEvent) => e.preventDefault()} />;
// @ts-expect-error a misspelt event prop
export const misspelt = <InstallConfig onIcSaevd={() => {}} />;
