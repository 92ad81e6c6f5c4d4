import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ValidationIssue} from '../../contract/errors.ts';
import {FieldSettingsSchema, check, type FieldMetadata, type FieldSettings} from '../../contract/schemas.ts';
import {compactSettings, fieldSettingsIssues} from '../../contract/field-rules.ts';
import {deepEqual} from '../../config/json.ts';
import type {InvalidField, ValidityDetail} from '../events.ts';
import type {DefaultKind} from '../field-settings-editor/default-value.ts';

/**
 * `{}` and members holding undefined mean "default behaviour": the contract's one rule for it
 * (compactSettings, also used by the draft's setFieldSettings).
 */
export const compact = (settings: FieldSettings): FieldSettings | undefined =>
  compactSettings(settings) as FieldSettings | undefined;

/** No issues: one array, so a row without settings compares equal from one render to the next. */
const NONE: ValidationIssue[] = [];

/** Input kept on a row because it breaks a rule (or a kind chosen before any value). */
export interface Pending {
  kind: DefaultKind;
  raw: string;
  issues: ValidationIssue[];
  /** The field's settings the input was typed over: when they change elsewhere, the input goes. */
  over: FieldSettings | undefined;
}

/**
 * Input the draft cannot hold yet, by object then field, kept until it is fixed or reset, and text
 * being typed (before its change event) so a re-render never overwrites it. Tells the host when the
 * set of invalid rows changed (after an update) and when typing begins or ends (at once).
 */
export class PendingStore implements ReactiveController {
  #byObject = new Map<string, Map<string, Pending>>();
  #typing = new Map<string, string>();
  #lastKey = '';
  #checked = new WeakMap<object, [FieldMetadata, ValidationIssue[]]>();
  #onValidity: (detail: ValidityDetail) => void;

  constructor(host: ReactiveControllerHost, onValidity: (detail: ValidityDetail) => void) {
    this.#onValidity = onValidity;
    host.addController(this);
  }

  /** The kept input of one object's rows (made on first use). */
  of(objectName: string): Map<string, Pending> {
    let m = this.#byObject.get(objectName);
    if (!m) this.#byObject.set(objectName, (m = new Map()));
    return m;
  }

  /** Text typed into a row's input, by field name, until its change event or focus leaves it. */
  get typing(): ReadonlyMap<string, string> {
    return this.#typing;
  }

  type(fieldName: string, text: string): void {
    this.#typing.set(fieldName, text);
    this.#report();
  }

  /** Typing into `fieldName` (no argument: into any row) ended. */
  stopTyping(fieldName?: string): void {
    if (fieldName === undefined) this.#typing.clear();
    else this.#typing.delete(fieldName);
    this.#report();
  }

  /** Rows holding input that breaks a rule, over every object. */
  get invalid(): InvalidField[] {
    const out: InvalidField[] = [];
    for (const [objectName, rows] of this.#byObject) {
      for (const [fieldName, p] of rows)
        if (p.issues.length) out.push({objectName, fieldName, issues: p.issues});
    }
    return out;
  }

  /**
   * Drops the kept input of every field whose settings are no longer the ones it was typed over
   * (the draft changed that field: an edit from script, a rebase, Undo). Returns whether any went.
   */
  dropStale(settingsOf: (objectName: string, fieldName: string) => FieldSettings | undefined): boolean {
    let dropped = false;
    for (const [objectName, rows] of this.#byObject) {
      for (const [fieldName, p] of rows) {
        if (deepEqual(settingsOf(objectName, fieldName), p.over)) continue;
        rows.delete(fieldName);
        dropped = true;
      }
    }
    return dropped;
  }

  /** After the editor's own commit: the field's kept input now stands over `settings`. */
  restamp(objectName: string, fieldName: string, settings: FieldSettings | undefined): void {
    const p = this.#byObject.get(objectName)?.get(fieldName);
    if (p) p.over = settings;
  }

  /** Drops kept input: of one field, of one object, or (no arguments) all of it. */
  discard(objectName?: string, fieldName?: string): void {
    if (objectName === undefined) this.#byObject.clear();
    else if (fieldName === undefined) this.#byObject.delete(objectName);
    else this.#byObject.get(objectName)?.delete(fieldName);
    this.#typing.clear();
  }

  /** Keeps `pending` input on a row (undefined: the row holds none); typing into it ended. */
  keep(objectName: string, fieldName: string, pending: Pending | undefined): void {
    const rows = this.of(objectName);
    if (pending) rows.set(fieldName, pending);
    else rows.delete(fieldName);
    this.#typing.delete(fieldName);
  }

  /** What is wrong with stored settings (`held`: what the server holds): their shape, then the field-rule table. */
  issuesOf(
    field: FieldMetadata,
    settings: FieldSettings | undefined,
    held: FieldSettings | undefined,
  ): ValidationIssue[] {
    if (!settings) return NONE;
    const hit = this.#checked.get(settings);
    if (hit?.[0] === field) return hit[1];
    let issues = check(FieldSettingsSchema, settings);
    if (!issues.length) issues = fieldSettingsIssues(field, settings, held);
    this.#checked.set(settings, [field, issues]);
    return issues;
  }

  hostUpdated(): void {
    this.#report();
  }

  /** Tells the host the invalid rows and whether a default is being typed, when either changed. */
  #report(): void {
    const invalid = this.invalid;
    const typing = this.#typing.size > 0;
    const key = JSON.stringify([typing, invalid.map((i) => [i.objectName, i.fieldName, i.issues])]);
    if (key === this.#lastKey) return;
    this.#lastKey = key;
    this.#onValidity({invalid, typing});
  }
}
