// Compiled by test/package/frameworks.test.ts (tsc --noEmit): the tags type-check in React 19 JSX,
// with every attribute, property and event custom-elements.json lists (src/frameworks/, generated).
import type {} from '../../../src/frameworks.ts';
import type {IcErrorEvent, IcSavedEvent} from '../../../src/elements/events.ts';

const getToken = async () => 'jwt';
export const ok = (
  <install-config
    project="demo"
    integration="acme-crm-sync"
    installation="inst-acme"
    group-ref="group-1"
    sections="write mapping"
    readonly
    getToken={getToken}
    onic-saved={(e: IcSavedEvent) => console.log(e.detail.installation.id)}
    onic-error={(e) => console.log(e.detail.phase)}
    onic-ready={(e) => console.log(e.detail.installation.id)}
    onic-reconnect={(e) => e.preventDefault()}
  />
);
export const picker = <write-object-picker disabled onic-change={(e) => console.log(e.detail.kind)} />;
export const panel = (
  <connection-status readonly reconnect-timeout={60_000} onic-reconnect={(e) => e.preventDefault()} />
);
export const editor = <field-settings-editor object="contact" test-writes onic-validity={(e) => e.detail} />;
// @ts-expect-error an unknown theme
export const badTheme = <install-config theme="purple" />;
// @ts-expect-error getToken must be a function
export const badToken = <install-config getToken="secret" />;
// @ts-expect-error a property the element does not have (misspelt)
export const badProperty = <install-config getTokn={getToken} />;
// @ts-expect-error ic-saved carries an IcSavedEvent, not an IcErrorEvent
export const badDetail = <install-config onic-saved={(e: IcErrorEvent) => e.detail.phase} />;
// @ts-expect-error the picker has no sections
export const badSections = <write-object-picker sections="write" />;
