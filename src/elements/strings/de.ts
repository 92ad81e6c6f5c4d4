// German UI text, loaded on demand (its own chunk in the script-tag bundle). The messages come in
// the order of the English catalogue's keys (`en` in ../strings.ts; each line's comment names its
// key, and test/unit/strings-de.test.ts checks that order), so the chunk carries no key names;
// rule messages are keyed by RuleKey. A key without a message here shows in English.
import type {ShippedCatalogue} from '../strings.ts';

const de: ShippedCatalogue = [
  [
    'Wird geladen…', // loading
    'Erneut versuchen', // retry
    'Felder filtern', // filterLabel
    'Nur Felder mit Einstellungen', // onlyWithSettings
    '{shown} von {total} Feldern', // fieldCount
    'Keine passenden Felder.', // noFieldsMatch
    'Dieses Objekt hat keine Felder.', // noFields
    'Feld', // colField
    'Standardwert', // colDefault
    'Beim Anlegen schreiben', // colWriteOnCreate
    'Beim Ändern schreiben', // colWriteOnUpdate
    'Zurücksetzen', // colClear
    'Standardwert für {field}', // defaultFor
    'Typ des Standardwerts für {field}', // defaultTypeFor
    '{field} beim Anlegen schreiben', // writeOnCreateFor
    '{field} beim Ändern schreiben', // writeOnUpdateFor
    '{field} auf Standardverhalten zurücksetzen', // clearFor
    'Zurücksetzen', // clear
    '{value} (Standard)', // optInherit
    'Immer', // optAlways
    'Nie', // optNever
    'Wenn leer', // optIfEmpty
    'Kein Standardwert', // optNoDefault
    'Text', // optText
    'Ganzzahl', // optInteger
    'Ja/Nein', // optBoolean
    'Ja', // optTrue
    'Nein', // optFalse
    'Eigener Wert: {value}', // optUnknown
    'unbekannter Typ', // typeUnknown
    'schreibgeschützt', // readOnly
    'Schreibgeschützt: wird nie geschrieben.', // readOnlyNote
    'Eigener Wert: bleibt wie gespeichert; zum Ändern zurücksetzen.', // customDefault
    'Eigener Wert: {value} ist zu groß zum Bearbeiten, bleibt wie gespeichert; zum Ändern zurücksetzen.', // customBig
    'Pflichtfeld', // required
    'Nicht gespeichert: {message}', // notSaved
    'Geändert', // markChanged
    'Ungespeichert', // markUnsaved
    'Text', // vt_string
    'Ja/Nein', // vt_boolean
    'Einfachauswahl', // vt_singleSelect
    'Mehrfachauswahl', // vt_multiSelect
    'Datum', // vt_date
    'Datum und Uhrzeit', // vt_datetime
    'Ganzzahl', // vt_int
    'Dezimalzahl', // vt_float
    'Verweis', // vt_reference
    'Sonstiges', // vt_other
    'Die Felder von {object} konnten nicht geladen werden.', // fieldsLoadFailed
    '{object} ist in Ihrem Konto nicht verfügbar.', // objectMissing
    'Schalten Sie ein Objekt ein, um seine Felder zu bearbeiten.', // chooseObject
    'Vorschau', // preview
    'Die Vorschau konnte nicht geladen werden.', // previewFailed
    'Zu schreibende Objekte', // pickerLabel
    '{object} schreiben', // writeObject
    'Feldzuordnung für {object} übernehmen', // inheritFor
    'Der Anbieter unterstützt kein Schreiben.', // reasonNoWrite
    'In Ihrem Konto nicht verfügbar.', // reasonMissing
    'Nicht mehr in dieser Integration. Sie können es ausschalten.', // reasonRetired
    'Diese Integration schreibt keine Objekte.', // noObjects
    'Diese Integration schreibt nichts; hier ist nichts einzurichten.', // nothingToWrite
    'Zu bearbeitendes Objekt', // objectToEdit
    'Speichern', // save
    'Wird gespeichert…', // saving
    'Änderungen verwerfen', // reset
    'Ihre Änderungen wurden gespeichert.', // saved
    'Das Speichern wurde abgebrochen.', // saveCancelled
    'Sitzung abgelaufen. Melden Sie sich zum Speichern erneut an; Ihre Änderungen bleiben erhalten.', // sessionExpired
    'Ihre Änderungen wurden nicht gespeichert. Sie bleiben hier erhalten.', // saveFailedTitle
    'Ihre Einstellungen konnten nicht geladen werden.', // loadFailedTitle
    'Die Angaben zum Anbieter konnten nicht geladen werden.', // providerFailedTitle
    'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', // whyNetwork
    'Beim Dienst ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich erneut.', // whyServer
    'Ihre Anmeldung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.', // whyAuth
    'Diese Installation wurde nicht gefunden.', // whyNotFound
    'Der Dienst hat die Änderung nicht angenommen.', // whyRejected
    'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.', // whyUnknown
    'Jemand anderes hat inzwischen gespeichert. Ihre Änderungen bleiben erhalten; prüfen und speichern Sie erneut.', // conflictMerged
    'Jemand anderes hat inzwischen {list} geändert. Ihre Änderungen bleiben erhalten; prüfen und speichern Sie erneut.', // conflictTheirs
    'Jemand anderes hat inzwischen gespeichert. Für {list} gilt der andere Stand; Ihre übrigen Änderungen bleiben erhalten.', // conflictCollided
    '{field} ({object})', // fieldInObject
    '{object} (Lesen)', // changeRead
    '{object} (Abonnement)', // changeSubscribe
    'die Proxy-Einstellung', // changeProxy
    'die Verbindung', // changeConnection
    'den Ersteller', // changeCreatedBy
    '1 ungespeicherte Änderung', // unsavedOne
    '{count} ungespeicherte Änderungen', // unsavedMany
    'Gespeichert · 1 Änderung', // savedOne
    'Gespeichert · {count} Änderungen', // savedMany
    '1 Änderung verwerfen', // discardOne
    '{count} Änderungen verwerfen', // discardMany
    'Felder mit ungültigen Einstellungen: {count}. Zum Speichern korrigieren.', // invalidFields
    'Änderungen verworfen.', // discarded
    'Rückgängig', // undo
    'Gesetzt', // markSet
    'Hilfe', // helpToggle
  ],
  {
    ruleRequired: 'erforderlich',
    ruleUnknownField: 'unbekanntes Feld',
    ruleString: 'muss ein Text sein',
    ruleInteger: 'muss eine ganze Zahl sein',
    ruleNumber: 'muss eine Zahl sein',
    ruleBoolean: 'muss Ja/Nein sein',
    ruleEmpty: 'darf nicht leer sein',
    ruleDefaultKind: 'passt nicht zum Typ des Felds',
    ruleTooLarge: 'ist zu groß',
    ruleNumeral: 'muss eine Dezimalzahl sein',
    ruleDate: 'muss ein echtes Datum im Format JJJJ-MM-TT sein',
    ruleDatetime: 'muss Datum und Uhrzeit mit Zeitzone sein',
    ruleDuplicate: 'nennt einen Wert doppelt',
    ruleReadOnly: 'ist schreibgeschützt und hat keine Einstellungen',
    ruleRequiredNever: 'ist ein Pflichtfeld: „Nie“ beim Anlegen braucht einen Standardwert',
    ruleOneOf: 'muss einer dieser Werte sein: {values}',
    ruleExactlyOne: 'muss genau eines davon haben: {values}',
  },
];

export default de;
