// Each element's events as React props (`onIcSaved` listens to `ic-saved`), typed with the event
// classes; test/unit/react.test.ts compares them with custom-elements.json, so none can lag.
import type {EventName} from '@lit/react';
import type {
  IcBeforeInstallEvent,
  IcBeforeSaveEvent,
  IcBeforeUninstallEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcInstalledEvent,
  IcReadyEvent,
  IcReconnectEvent,
  IcSavedEvent,
  IcUninstalledEvent,
  IcValidityEvent,
} from './elements/events.ts';

const onIcChange = 'ic-change' as EventName<IcChangeEvent>;
const onIcReconnect = 'ic-reconnect' as EventName<IcReconnectEvent>;
const onIcValidity = 'ic-validity' as EventName<IcValidityEvent>;

export const events = {
  'install-config': {
    onIcReady: 'ic-ready' as EventName<IcReadyEvent>,
    onIcChange,
    onIcBeforeSave: 'ic-before-save' as EventName<IcBeforeSaveEvent>,
    onIcSaved: 'ic-saved' as EventName<IcSavedEvent>,
    onIcError: 'ic-error' as EventName<IcErrorEvent>,
    onIcReconnect,
    onIcBeforeInstall: 'ic-before-install' as EventName<IcBeforeInstallEvent>,
    onIcInstalled: 'ic-installed' as EventName<IcInstalledEvent>,
    onIcBeforeUninstall: 'ic-before-uninstall' as EventName<IcBeforeUninstallEvent>,
    onIcUninstalled: 'ic-uninstalled' as EventName<IcUninstalledEvent>,
  },
  'write-object-picker': {onIcChange},
  'field-settings-editor': {onIcChange, onIcValidity},
  'field-mapping-editor': {onIcChange, onIcValidity},
  'read-fields-editor': {onIcChange},
  'connection-status': {onIcReconnect},
};
