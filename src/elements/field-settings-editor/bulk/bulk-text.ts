// The bulk-edit toolbar's own words, English and German, in its chunk (see FeatureCatalogue in
// ../../strings.ts). A host overrides any of them through the editor's `strings` property, by key.
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

const de: Record<BulkKey, string> = {
  bulkTitle: 'Viele Felder auf einmal bearbeiten',
  bulkSelect: 'Felder auswählen…',
  bulkAllShown: 'Alle gezeigten',
  bulkChanged: 'Geändert',
  bulkWithDefault: 'Mit Standardwert',
  bulkRequired: 'Pflichtfelder',
  bulkOfType: 'Vom Typ',
  bulkClear: 'Auswahl aufheben',
  bulkSelected: 'Ausgewählt: {count}',
  bulkApply: 'Auf die ausgewählten Felder anwenden',
  bulkIfEmpty: 'Nur füllen, wenn leer',
  bulkCreateOnly: 'Nur beim Anlegen setzen',
  bulkDefault: 'Zurück zum Standard',
  bulkDone: 'Geänderte Felder: {count}.',
  bulkSkipped: 'Übersprungen, nicht änderbar: {count}.',
  bulkNothing: 'Die ausgewählten Felder haben das schon.',
  bulkUndo: 'Rückgängig',
  bulkUndone: 'Die Mehrfachänderung wurde rückgängig gemacht.',
  bulkClose: 'Schließen',
  bulkSelectAll: 'Alle gezeigten Felder auswählen',
  bulkSelectField: '{field} auswählen',
};

export const bulkCatalogue: FeatureCatalogue<BulkKey> = {en, de};

/** A message of the toolbar in the current language, `{name}` placeholders filled. */
export type BulkT = (key: BulkKey, values?: Record<string, string | number>) => string;
