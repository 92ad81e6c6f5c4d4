// Which rows of <install-config> break a rule, and the error Save and buildPatch() meet for them.
import type {ConfigDraft} from '../../config/draft.ts';
import {ValidationError} from '../../contract/errors.ts';
import {fieldSettingsIssues} from '../../contract/field-rules.ts';
import type {FieldMetadata, FieldSettings} from '../../contract/schemas.ts';
import type {InvalidField} from '../events.ts';

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

/** The ValidationError for invalid rows, named by their config paths; undefined when none. */
export function inputError(fields: readonly InvalidField[]): ValidationError | undefined {
  if (!fields.length) return undefined;
  const issues = fields.flatMap((f) =>
    f.issues.map((i) => ({
      path: `write.objects.${f.objectName}.selectedFieldSettings.${i.path}`,
      message: i.message,
    })),
  );
  return new ValidationError(issues, 'Invalid input');
}
