// <field-mapping-editor> in German: a chunk of its own, loaded when an editor first shows German.
import type {MappingKey} from './field-mapping-editor.strings.ts';

const de: Record<MappingKey, string> = {
  mapTitle: 'Feldzuordnung: {object}',
  mapColTarget: 'Feld',
  mapColSource: 'Feld in Ihrem Konto',
  mapPickFor: 'Feld in Ihrem Konto für {target}',
  mapRequired: 'erforderlich',
  mapNone: 'Nicht zugeordnet',
  mapMissing: '{field} gibt es in Ihrem Konto nicht mehr. Wählen Sie ein anderes Feld.',
  mapMissingMark: 'fehlt',
  mapDuplicate: '{field} ist schon {target} zugeordnet. Jedes Feld kann nur einmal zugeordnet werden.',
  mapUnknown: 'Es gibt kein Feld „{field}“.',
  mapRequiredUnmapped: 'Ordnen Sie dieses Feld zu, um zu speichern.',
  mapSuggested: 'Vorschlag: {field}',
  mapReason_default: 'empfohlen',
  mapReason_name: 'gleicher Name',
  mapReason_label: 'gleiche Bezeichnung',
  mapAcceptFor: '{field} für {target} übernehmen',
  mapRejectFor: 'Vorschlag für {target} ablehnen',
  mapAccept: 'Übernehmen',
  mapReject: 'Ablehnen',
  mapAcceptAll: 'Alle Vorschläge übernehmen ({count})',
  mapClearFor: 'Zuordnung von {target} entfernen',
  mapClear: 'Entfernen',
  mapNoTargets: 'Für dieses Objekt gibt es keine Felder zuzuordnen.',
  mapSampleFailed: 'Ihr Konto konnte {object} mit diesen Feldern nicht lesen: {reason}',
  mapWarnUnmappedWrite:
    'Schreibvorgänge in {object} nutzen diese Zuordnung, aber kein Feld hier ist {field} zugeordnet; sie lassen es unverändert.',
  mapWarnTargetGone:
    '{target} wird von dieser Integration nicht mehr abgefragt; die Zuordnung bleibt erhalten.',
};

export default de;
