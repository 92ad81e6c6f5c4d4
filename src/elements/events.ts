// The events the elements fire: one plain Event subclass each (as Web Awesome's src/events), with a
// readonly typed `detail`, bubbling and composed so a host listening on any ancestor hears them.
import type {ValidationIssue} from '../contract/errors.ts';
import type {Conflict} from '../config/draft.ts';
import type {CreateInstallationRequest} from '../contract/lifecycle.ts';
import type {FieldSettings, Installation, UpdateInstallationRequest} from '../contract/schemas.ts';
// The install and uninstall events load with the chunks that fire them (lifecycle-events.ts), not
// with the entry; their types are exported here with the others.
import type {
  IcBeforeInstallEvent,
  IcBeforeUninstallEvent,
  IcInstalledEvent,
  IcUninstalledEvent,
} from './lifecycle-events.ts';
export type {IcBeforeInstallEvent, IcBeforeUninstallEvent, IcInstalledEvent, IcUninstalledEvent};

/** One field's settings changed (`settings` undefined = back to default behaviour). */
export interface FieldChangeDetail {
  kind: 'field';
  objectName: string;
  fieldName: string;
  settings: FieldSettings | undefined;
}
/** The customer asked to reconnect the installation's connection (`<connection-status>`). */
export interface ReconnectDetail {
  /** The provider to sign in to again. */
  provider: string;
  /** The connection the installation uses now, when it has one. */
  connectionId: string | undefined;
  /**
   * Call when your sign-in window or page opened: the panel then says to finish signing in there
   * (it never says so on its own) and its time limit starts again.
   */
  opened(): void;
  /**
   * Call when your sign-in ended: `done(false)` (failed or closed) brings Reconnect back at once
   * with a line saying the sign-in did not finish; `done()` ends the wait (then set the new
   * installation, or `setConnectionId(id)` and `save()` inside `<install-config>`).
   */
  done(ok?: boolean): void;
  /** Aborted when the customer presses Cancel or the time limit passes: close your sign-in window. */
  signal: AbortSignal;
}
/** A write object was switched on or off, or its inherit mapping changed. */
export interface ObjectChangeDetail {
  kind: 'object';
  objectName: string;
  enabled: boolean;
  inheritMapping: boolean;
}
/** Several write objects were switched at once ("Select all" / "Select none"), as one undoable step. */
export interface ObjectsChangeDetail {
  kind: 'objects';
  /** The objects whose switch changed. */
  objectNames: string[];
  enabled: boolean;
}
/** A read field mapping changed (`providerField` undefined = the mapping was removed). */
export interface MappingChangeDetail {
  kind: 'mapping';
  objectName: string;
  target: string;
  providerField: string | undefined;
}
/** The customer started reading an object the installation did not read (`<field-mapping-editor>`). */
export interface ReadChangeDetail {
  kind: 'read';
  objectName: string;
}
/** Fields of a read object were selected or unselected to read (`<read-fields-editor>`). */
export interface FieldsReadChangeDetail {
  kind: 'fields-read';
  objectName: string;
  fieldNames: string[];
  selected: boolean;
}
/** "Read every field" (`selectedFieldsAuto: all`) was switched on or off (`<read-fields-editor>`). */
export interface ReadEveryChangeDetail {
  kind: 'read-every';
  objectName: string;
  enabled: boolean;
}
/** Every edit was dropped (`reset()`). */
export interface ResetChangeDetail {
  kind: 'reset';
}
/** The edits dropped by the last Discard, or the last bulk edit, were undone (their Undo). */
export interface UndoChangeDetail {
  kind: 'undo';
}
/** The unsaved edits an earlier visit left were restored (`persist`: Restore). */
export interface RestoreChangeDetail {
  kind: 'restore';
}
/** One bulk edit (a write preset) changed the settings of `fieldNames`, as one undoable step. */
export interface BulkChangeDetail {
  kind: 'bulk';
  objectName: string;
  fieldNames: string[];
}
/** A subscription was switched on or off (`<install-config>`'s subscribe switches). */
export interface SubscribeChangeDetail {
  kind: 'subscribe';
  objectName: string;
  enabled: boolean;
}
/** Deleting the object's records was allowed or not (`deletionSettings.enabled`, its switch). */
export interface DeletionChangeDetail {
  kind: 'deletion';
  objectName: string;
  enabled: boolean;
}
/** The proxy was switched on or off. */
export interface ProxyChangeDetail {
  kind: 'proxy';
  enabled: boolean;
}
/** The installation was given another connection (`setConnectionId`). */
export interface ConnectionChangeDetail {
  kind: 'connection';
  connectionId: string;
}
export type ChangeDetail =
  | FieldChangeDetail
  | ObjectChangeDetail
  | ObjectsChangeDetail
  | MappingChangeDetail
  | ReadChangeDetail
  | FieldsReadChangeDetail
  | ReadEveryChangeDetail
  | ResetChangeDetail
  | UndoChangeDetail
  | RestoreChangeDetail
  | BulkChangeDetail
  | SubscribeChangeDetail
  | DeletionChangeDetail
  | ProxyChangeDetail
  | ConnectionChangeDetail;

/** One edit that collided with a change someone else saved first (HTTP 409); theirs was kept. */
export type SaveConflict = Conflict;

export interface BeforeSaveDetail {
  /** Exactly the body the PATCH will send. */
  patch: UpdateInstallationRequest;
}
export interface SavedDetail {
  installation: Installation;
  patch: UpdateInstallationRequest;
}
export interface ErrorDetail {
  /**
   * What failed: the setup (no token function or client set, shortly after connecting), loading
   * the installation, loading one object's fields, saving, installing (also when the group has no
   * connection to install with: a `NoConnectionError`, with no console warning, as it is a state
   * the page is in) or uninstalling.
   */
  phase: 'config' | 'load' | 'fields' | 'save' | 'install' | 'uninstall';
  error: unknown;
  /** On a 409: the edits that collided (the server's value was kept for these). */
  conflicts?: SaveConflict[];
}

export interface BeforeInstallDetail {
  /** Exactly the body the create request will send (`draft.buildCreate()`). */
  request: CreateInstallationRequest;
}
export interface InstalledDetail {
  /** The new installation, as the service answered. */
  installation: Installation;
}
export interface UninstallDetail {
  /** The installation being (or that was) deleted. */
  installation: Installation;
}

/** The installation loaded: the element's draft is ready for its methods. */
export interface ReadyDetail {
  installation: Installation;
}

/** Edits that break a rule: kept in their inputs, not in the settings, and they block Save. */
export interface InvalidField {
  objectName: string;
  fieldName: string;
  issues: ValidationIssue[];
}
/** What an editor holds that the draft does not: rows breaking a rule, and a default being typed. */
export interface ValidityDetail {
  invalid: InvalidField[];
  /** A default is being typed (before its change event): Save is on, leaving the input commits it. */
  typing: boolean;
}

/** What every event shares: it bubbles and crosses shadow roots, so a listener on any ancestor hears it. */
export const SHARED = {bubbles: true, composed: true} as const;
/** What the cancelable events share: `preventDefault()` stops what the element was about to do. */
export const CANCELABLE = {...SHARED, cancelable: true} as const;

/** @event ic-change A user edit or a method call changed the configuration. */
export class IcChangeEvent extends Event {
  static readonly eventName = 'ic-change';
  readonly detail: ChangeDetail;
  constructor(detail: ChangeDetail) {
    super(IcChangeEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/** @event ic-before-save Fired before a save; `preventDefault()` cancels it. */
export class IcBeforeSaveEvent extends Event {
  static readonly eventName = 'ic-before-save';
  readonly detail: BeforeSaveDetail;
  constructor(detail: BeforeSaveDetail) {
    super(IcBeforeSaveEvent.eventName, CANCELABLE);
    this.detail = detail;
  }
}

/** @event ic-saved The service stored the change. */
export class IcSavedEvent extends Event {
  static readonly eventName = 'ic-saved';
  readonly detail: SavedDetail;
  constructor(detail: SavedDetail) {
    super(IcSavedEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/** @event ic-error Loading or saving failed; the draft is kept. */
export class IcErrorEvent extends Event {
  static readonly eventName = 'ic-error';
  readonly detail: ErrorDetail;
  constructor(detail: ErrorDetail) {
    super(IcErrorEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/**
 * @event ic-ready The installation loaded (after the first load, a Retry or another installation):
 * a lifecycle event, fired when loading ends rather than on a user action.
 */
export class IcReadyEvent extends Event {
  static readonly eventName = 'ic-ready';
  readonly detail: ReadyDetail;
  constructor(detail: ReadyDetail) {
    super(IcReadyEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/**
 * @event ic-validity The set of fields with invalid input changed, or a default began or stopped
 * being typed (fired by <field-settings-editor>).
 */
export class IcValidityEvent extends Event {
  static readonly eventName = 'ic-validity';
  readonly detail: ValidityDetail;
  constructor(detail: ValidityDetail) {
    super(IcValidityEvent.eventName, SHARED);
    this.detail = detail;
  }
}

/**
 * @event ic-reconnect The customer pressed Reconnect: run your sign-in flow, then save the new
 * connection with `setConnectionId(id)`. `detail.opened()` / `detail.done(ok)` tell the panel how your
 * sign-in goes; `detail.signal` aborts on Cancel or the time limit. `preventDefault()` keeps the panel
 * as it was (no waiting state).
 */
export class IcReconnectEvent extends Event {
  static readonly eventName = 'ic-reconnect';
  readonly detail: ReconnectDetail;
  constructor(detail: ReconnectDetail) {
    super(IcReconnectEvent.eventName, CANCELABLE);
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ic-reconnect': IcReconnectEvent;
    'ic-change': IcChangeEvent;
    'ic-before-save': IcBeforeSaveEvent;
    'ic-saved': IcSavedEvent;
    'ic-error': IcErrorEvent;
    'ic-ready': IcReadyEvent;
    'ic-validity': IcValidityEvent;
    'ic-before-install': IcBeforeInstallEvent;
    'ic-installed': IcInstalledEvent;
    'ic-before-uninstall': IcBeforeUninstallEvent;
    'ic-uninstalled': IcUninstalledEvent;
  }
}
