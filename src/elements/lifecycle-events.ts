// The events of a first run and of Uninstall (see events.ts for the others): only the first-run and
// uninstall chunks fire them, so they load with those chunks and not with the script-tag entry.
// Their details and their GlobalEventHandlersEventMap entries are in events.ts.
import {
  CANCELABLE,
  SHARED,
  type BeforeInstallDetail,
  type InstalledDetail,
  type UninstallDetail,
} from './events.ts';

/** @event ic-before-install Fired before Install creates the installation; `preventDefault()` cancels it. */
export class IcBeforeInstallEvent extends Event {
  static readonly eventName = 'ic-before-install';
  readonly detail: BeforeInstallDetail;
  constructor(detail: BeforeInstallDetail) {
    super(IcBeforeInstallEvent.eventName, CANCELABLE);
    this.detail = detail;
  }
}

/** @event ic-installed The service created the installation; the element edits it from now on. */
export class IcInstalledEvent extends Event {
  static readonly eventName = 'ic-installed';
  readonly detail: InstalledDetail;
  constructor(detail: InstalledDetail) {
    super(IcInstalledEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/** @event ic-before-uninstall Fired before the installation is deleted; `preventDefault()` cancels it. */
export class IcBeforeUninstallEvent extends Event {
  static readonly eventName = 'ic-before-uninstall';
  readonly detail: UninstallDetail;
  constructor(detail: UninstallDetail) {
    super(IcBeforeUninstallEvent.eventName, CANCELABLE);
    this.detail = detail;
  }
}

/** @event ic-uninstalled The service deleted the installation; the element offers the first run again. */
export class IcUninstalledEvent extends Event {
  static readonly eventName = 'ic-uninstalled';
  readonly detail: UninstallDetail;
  constructor(detail: UninstallDetail) {
    super(IcUninstalledEvent.eventName, SHARED);
    this.detail = detail;
  }
}
