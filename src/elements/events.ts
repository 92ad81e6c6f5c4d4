// The events the elements fire: one small Event subclass each, with a typed `detail`,
// bubbling and composed so a host listening on any ancestor hears them.
import type {ValidationIssue} from '../contract/errors.ts';
import type {Conflict} from '../config/draft.ts';
import type {FieldSettings, Installation, UpdateInstallationRequest} from '../contract/schemas.ts';

/** One field's settings changed (`settings` undefined = back to default behaviour). */
export interface FieldChangeDetail {
  kind: 'field';
  objectName: string;
  fieldName: string;
  settings: FieldSettings | undefined;
}
/** A write object was switched on or off, or its inherit mapping changed. */
export interface ObjectChangeDetail {
  kind: 'object';
  objectName: string;
  enabled: boolean;
  inheritMapping: boolean;
}
/** Every edit was dropped (`reset()`). */
export interface ResetChangeDetail {
  kind: 'reset';
}
export type ChangeDetail = FieldChangeDetail | ObjectChangeDetail | ResetChangeDetail;

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
  /** What failed: loading the installation, loading one object's fields, or saving. */
  phase: 'load' | 'fields' | 'save';
  error: unknown;
  /** On a 409: the edits that collided (the server's value was kept for these). */
  conflicts?: SaveConflict[];
}

/** Edits that break a rule: kept in their inputs, not in the settings, and they block Save. */
export interface InvalidField {
  objectName: string;
  fieldName: string;
  issues: ValidationIssue[];
}
export interface ValidityDetail {
  invalid: InvalidField[];
}

const init = (cancelable = false): EventInit => ({bubbles: true, composed: true, cancelable});

/** @event ic-change A user edit or a method call changed the configuration. */
export class IcChangeEvent extends Event {
  static readonly eventName = 'ic-change';
  readonly detail: ChangeDetail;
  constructor(detail: ChangeDetail) {
    super(IcChangeEvent.eventName, init());
    this.detail = detail;
  }
}

/** @event ic-before-save Fired before a save; `preventDefault()` cancels it. */
export class IcBeforeSaveEvent extends Event {
  static readonly eventName = 'ic-before-save';
  readonly detail: BeforeSaveDetail;
  constructor(detail: BeforeSaveDetail) {
    super(IcBeforeSaveEvent.eventName, init(true));
    this.detail = detail;
  }
}

/** @event ic-saved The service stored the change. */
export class IcSavedEvent extends Event {
  static readonly eventName = 'ic-saved';
  readonly detail: SavedDetail;
  constructor(detail: SavedDetail) {
    super(IcSavedEvent.eventName, init());
    this.detail = detail;
  }
}

/** @event ic-error Loading or saving failed; the draft is kept. */
export class IcErrorEvent extends Event {
  static readonly eventName = 'ic-error';
  readonly detail: ErrorDetail;
  constructor(detail: ErrorDetail) {
    super(IcErrorEvent.eventName, init());
    this.detail = detail;
  }
}

/** @event ic-validity The set of fields with invalid input changed (fired by <field-settings-editor>). */
export class IcValidityEvent extends Event {
  static readonly eventName = 'ic-validity';
  readonly detail: ValidityDetail;
  constructor(detail: ValidityDetail) {
    super(IcValidityEvent.eventName, init());
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ic-change': IcChangeEvent;
    'ic-before-save': IcBeforeSaveEvent;
    'ic-saved': IcSavedEvent;
    'ic-error': IcErrorEvent;
    'ic-validity': IcValidityEvent;
  }
}
