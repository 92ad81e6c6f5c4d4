// Which rows of <install-config> break a rule, and the error Save and buildPatch() meet for them.
import type {ReactiveControllerHost} from 'lit';
import type {ConfigDraft} from '../../config/draft.ts';
import {deepEqual} from '../../config/json.ts';
import {ValidationError} from '../../contract/errors.ts';
import {fieldSettingsIssues} from '../../contract/field-rules.ts';
import type {FieldMetadata, FieldSettings} from '../../contract/schemas.ts';
import type {InvalidField, ValidityDetail} from '../events.ts';

/** What the form's validity is judged on: the draft, its switched-on objects and their loaded fields. */
export interface ValiditySource {
  draft: ConfigDraft | undefined;
  enabled: readonly string[];
  field: (objectName: string, fieldName: string) => FieldMetadata | undefined;
}

/**
 * The one owner of <install-config>'s validity: what the editor reports by event (rows holding
 * input that breaks a rule, a default being typed) beside what the draft itself breaks. The actions
 * bar, Save, `buildPatch()` and the jump to the first invalid field all read it; no one reads an
 * editor's inputs.
 */
export class FormValidity {
  #reported: ValidityDetail = {invalid: [], typing: false};
  /** Each mapping editor's report: its targets holding a refused mapping, by read object. */
  #mappings = new Map<string, InvalidField[]>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: () => ValiditySource,
  ) {}

  /** The editor's report (its ic-validity); one the same as the last changes nothing on screen. */
  report(detail: ValidityDetail): void {
    if (!deepEqual(detail, this.#reported)) this.host.requestUpdate();
    this.#reported = detail;
  }

  /** A mapping editor's report (its ic-validity): `objectName`'s targets holding a refused mapping. */
  reportMappings(objectName: string, invalid: InvalidField[]): void {
    this.#mappings.set(objectName, invalid);
    this.host.requestUpdate();
  }

  /** Targets holding a refused mapping (`fieldName` is the target), in the order reported. */
  get mappings(): InvalidField[] {
    return [...this.#mappings.values()].flat();
  }

  /** A default is being typed: Save is on (leaving the input commits it). */
  get typing(): boolean {
    return this.#reported.typing;
  }

  /** Rows that break a rule: the editor's, then the draft's field-rule issues (judged when asked). */
  get fields(): InvalidField[] {
    const {draft, enabled, field} = this.source();
    return draft ? invalidFields(draft, enabled, this.#reported.invalid, field) : [];
  }

  /** How many things block Save: invalid rows, refused mappings and the draft's request-rule errors, each once. */
  count(fields = this.fields): number {
    const issues = this.source().draft?.validate() ?? [];
    return new Set([
      ...fields.map((f) => `${f.objectName}\n${f.fieldName}`),
      ...this.mappings.map((f) => `read\n${f.objectName}\n${f.fieldName}`),
      ...issues.filter((i) => i.severity !== 'warning').map((i) => i.path),
    ]).size;
  }

  /** The ValidationError Save and `buildPatch()` meet; undefined when no row breaks a rule. */
  error(): ValidationError | undefined {
    return inputError(this.fields, this.mappings);
  }
}

/**
 * Rows that break a rule: input held on a row (`held`, the editor's ic-validity), and settings in
 * the draft that break the field-rule table for their loaded field (a required field set to
 * "never" on create without a default), so Save is blocked before the service answers 422.
 */
export function invalidFields(
  draft: ConfigDraft,
  enabled: readonly string[],
  held: readonly InvalidField[],
  field: (objectName: string, fieldName: string) => FieldMetadata | undefined,
): InvalidField[] {
  const out = [...held];
  for (const name of enabled) {
    const saved = draft.baseline.config.content.write?.objects?.[name]?.selectedFieldSettings;
    // Only the fields that have settings, once the object's fields have loaded.
    for (const [fieldName, s] of Object.entries(draft.writeObject(name).fieldSettings)) {
      const f = field(name, fieldName);
      if (!f || out.some((x) => x.objectName === name && x.fieldName === fieldName)) continue;
      const issues = fieldSettingsIssues(f, s, saved?.[fieldName] as FieldSettings | undefined);
      if (issues.length)
        out.push({
          objectName: name,
          fieldName,
          issues: issues.map((i) => ({...i, path: i.path ? `${fieldName}.${i.path}` : fieldName})),
        });
    }
  }
  return out;
}

/** Each issue of `list` at its config path: `<part>.objects.<object>.<key>.<issue's path>`. */
const issuesAt = (part: string, key: string, list: readonly InvalidField[]) =>
  list.flatMap((f) =>
    f.issues.map((i) => ({path: `${part}.objects.${f.objectName}.${key}.${i.path}`, message: i.message})),
  );

/** The ValidationError for invalid rows and refused mappings, named by their config paths; undefined when none. */
export function inputError(
  fields: readonly InvalidField[],
  mappings: readonly InvalidField[] = [],
): ValidationError | undefined {
  const issues = [
    ...issuesAt('write', 'selectedFieldSettings', fields),
    ...issuesAt('read', 'selectedFieldMappings', mappings),
  ];
  return issues.length ? new ValidationError(issues, 'Invalid input') : undefined;
}
