// previewWrite: what a create or an update of a record would send to the provider, by a config's
// write settings, for hosts (headless or the elements' users). The rule itself is write-rule.ts,
// which the emulator's fake provider runs too; this adds the input check and the per-field notes.
import {ValidationError, type ValidationIssue} from './errors.ts';
import {isRecord} from './object.ts';
import {WRITE_TYPES, type ConfigContent} from './schemas.ts';
import {notedWrite, type WritePreview, type WritePreviewOptions} from './write-rule.ts';

export type {WriteFieldOutcome, WriteFieldPreview, WritePreview, WritePreviewOptions} from './write-rule.ts';

/**
 * What a create or an update of `record` would send to the provider for `objectName`, by the
 * write settings in `content` (a config's `content`, such as `draft.content()`), following the
 * contract (service.md §2.6 and the reference notes): the record sent and what happened to each
 * field. Throws a ValidationError naming the argument when the input is not what it takes.
 */
export function previewWrite(
  content: Readonly<ConfigContent> | undefined,
  objectName: string,
  record: Readonly<Record<string, unknown>>,
  options: WritePreviewOptions,
): WritePreview {
  const issues: ValidationIssue[] = [];
  const bad = (path: string, message: string) => issues.push({path, message});
  if (content !== undefined && !isRecord(content)) bad('content', 'must be a config content object');
  if (typeof objectName !== 'string' || !objectName) bad('objectName', 'must be a non-empty string');
  if (!isRecord(record)) bad('record', 'must be an object (field name -> value)');
  if (!isRecord(options) || !(WRITE_TYPES as readonly unknown[]).includes(options.type))
    bad('options.type', `must be one of ${WRITE_TYPES.join(', ')}`);
  for (const key of ['current', 'fields'] as const)
    if (isRecord(options) && options[key] !== undefined && !isRecord(options[key]))
      bad(`options.${key}`, 'must be an object');
  if (issues.length) throw new ValidationError(issues, 'Invalid write preview');
  return notedWrite(content, objectName, record, options);
}
