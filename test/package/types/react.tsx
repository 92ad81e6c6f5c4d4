// Compiled by test/package/frameworks.test.ts (tsc --noEmit): the tags type-check in React 19 JSX.
import type {} from '../../../src/frameworks.ts';
import type {IcSavedEvent} from '../../../src/elements/events.ts';

const getToken = async () => 'jwt';
export const ok = (
  <install-config
    project="demo"
    integration="acme-crm-sync"
    installation="inst-acme"
    group-ref="group-1"
    getToken={getToken}
    onic-saved={(e: IcSavedEvent) => console.log(e.detail.installation.id)}
    onic-error={(e) => console.log(e.detail.phase)}
  />
);
export const picker = <write-object-picker disabled onic-change={(e) => console.log(e.detail.kind)} />;
// @ts-expect-error an unknown theme
export const badTheme = <install-config theme="purple" />;
// @ts-expect-error getToken must be a function
export const badToken = <install-config getToken="secret" />;
