// The bulk-edit toolbar's own words in English, in its chunk (other languages are in
// ../../strings/; see FeatureCatalogue in ../../strings.ts). A host overrides any of them through the editor's `strings` property, by key.
import type {FeatureCatalogue} from '../../strings.ts';

const en = {
  bulkTitle: 'Edit many fields at once',
  bulkSelect: 'Select fields…',
  bulkAllShown: 'All shown',
  bulkChanged: 'Changed',
  bulkWithDefault: 'With a default',
  bulkRequired: 'Required',
  bulkOfType: 'Of a type',
  bulkClear: 'Clear selection',
  bulkSelected: 'Selected: {count}',
  bulkApply: 'Apply to the selected fields',
  bulkIfEmpty: 'Fill only when empty',
  bulkCreateOnly: 'Set on create only',
  bulkDefault: 'Back to default',
  bulkDone: 'Fields changed: {count}.',
  bulkSkipped: 'Skipped (read-only or locked): {count}.',
  bulkNothing: 'The selected fields have this already.',
  bulkUndo: 'Undo',
  bulkUndone: 'The bulk edit was undone.',
  bulkClose: 'Close',
  bulkSelectAll: 'Select all fields shown',
  bulkSelectField: 'Select {field}',
};

export type BulkKey = keyof typeof en;

export const bulkCatalogue: FeatureCatalogue<BulkKey> = {part: 'bulk', en};

/** A message of the toolbar in the current language, `{name}` placeholders filled. */
export type BulkT = (key: BulkKey, values?: Record<string, string | number>) => string;
