// The Preview view's own words, English and German, in its chunk (loaded with the view, not before;
// see FeatureCatalogue in ../../strings.ts). A host overrides any of them through the editor's
// `strings` property, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

const en = {
  previewTitle: 'Write preview',
  previewIntro:
    'What a create and an update send to your account with the settings above, unsaved changes included. It follows the write rules of the service: a default fills a value the record lacks, "Never" leaves a field out, "If empty" writes only into an empty value, and inherited field mapping renames fields.',
  previewColField: 'Field',
  previewColRecord: 'Sample record',
  previewColCurrent: 'Current value',
  previewColCreate: 'A create sends',
  previewColUpdate: 'An update sends',
  previewColStoredCreate: 'Stored after the test create',
  previewColStoredUpdate: 'Stored after the test update',
  previewInRecord: '{field} is in the sample record',
  previewValueOf: 'Sample value of {field}',
  previewCurrentOf: 'Current value of {field} in your account',
  previewEmpty: 'Empty',
  previewSet: 'Set',
  previewTrue: 'True',
  previewFalse: 'False',
  previewNotSent: 'Not sent',
  previewNotStored: 'Not stored',
  previewNull: '(empty)',
  previewAs: 'as {name}',
  previewMarkDefault: 'Default fills it',
  previewMarkNever: 'Left out: never',
  previewMarkIfEmpty: 'Skipped: current value is set',
  previewMarkRenamed: 'Renamed from {name}',
  previewMarkChanged: 'Saved settings: {what}',
  previewShown: 'Showing {shown} of {total} fields. Use the filter to see others.',
  previewReset: 'Reset the sample',
  previewTestWrite: 'Send a test write',
  previewTesting: 'Sending the test write…',
  previewTestNote: 'The test update changes the record the test create stored.',
  previewTestFailed: 'The test write failed: {message}',
  previewTestDone: 'Test write done: record {id}.',
  previewTestUnavailable: 'Test writes go to the local emulator only, and it does not answer here.',
};

export type PreviewKey = keyof typeof en;

const de: Record<PreviewKey, string> = {
  previewTitle: 'Schreibvorschau',
  previewIntro:
    'Was ein Anlegen und ein Ändern mit den Einstellungen oben an Ihr Konto senden, ungespeicherte Änderungen eingeschlossen. Die Vorschau folgt den Schreibregeln des Dienstes: Ein Standardwert füllt einen Wert, der im Datensatz fehlt, „Nie“ lässt ein Feld weg, „Wenn leer“ schreibt nur in einen leeren Wert, und übernommene Feldzuordnungen benennen Felder um.',
  previewColField: 'Feld',
  previewColRecord: 'Beispieldatensatz',
  previewColCurrent: 'Aktueller Wert',
  previewColCreate: 'Anlegen sendet',
  previewColUpdate: 'Ändern sendet',
  previewColStoredCreate: 'Gespeichert nach dem Testanlegen',
  previewColStoredUpdate: 'Gespeichert nach dem Teständern',
  previewInRecord: '{field} ist im Beispieldatensatz',
  previewValueOf: 'Beispielwert von {field}',
  previewCurrentOf: 'Aktueller Wert von {field} in Ihrem Konto',
  previewEmpty: 'Leer',
  previewSet: 'Gesetzt',
  previewTrue: 'Wahr',
  previewFalse: 'Falsch',
  previewNotSent: 'Nicht gesendet',
  previewNotStored: 'Nicht gespeichert',
  previewNull: '(leer)',
  previewAs: 'als {name}',
  previewMarkDefault: 'Standardwert füllt es',
  previewMarkNever: 'Weggelassen: nie',
  previewMarkIfEmpty: 'Übersprungen: aktueller Wert gesetzt',
  previewMarkRenamed: 'Umbenannt von {name}',
  previewMarkChanged: 'Gespeicherte Einstellungen: {what}',
  previewShown: '{shown} von {total} Feldern. Mit dem Filter sehen Sie andere.',
  previewReset: 'Beispiel zurücksetzen',
  previewTestWrite: 'Testschreiben senden',
  previewTesting: 'Testschreiben wird gesendet…',
  previewTestNote: 'Das Teständern ändert den Datensatz, den das Testanlegen gespeichert hat.',
  previewTestFailed: 'Das Testschreiben ist fehlgeschlagen: {message}',
  previewTestDone: 'Testschreiben fertig: Datensatz {id}.',
  previewTestUnavailable: 'Testschreiben gehen nur an den lokalen Emulator, und der antwortet hier nicht.',
};

export const previewCatalogue: FeatureCatalogue<PreviewKey> = {en, de};

/** A message of the preview in the current language, `{name}` placeholders filled. */
export type PreviewT = (key: PreviewKey, values?: Record<string, string | number>) => string;
