// The text of <field-mapping-editor>, English and German, in the editor's own chunk (see
// FeatureCatalogue in ../strings.ts). A host overrides any entry through the `strings` property.
import type {SuggestionReason} from '../../config/suggest.ts';
import type {FeatureCatalogue} from '../strings.ts';

const en = {
  mapTitle: 'Field mapping: {object}',
  mapColTarget: 'Field',
  mapColSource: 'Field in your account',
  mapPickFor: 'Field in your account for {target}',
  mapRequired: 'required',
  mapNone: 'Not mapped',
  mapMissing: '{field} is no longer in your account. Choose another field.',
  mapMissingMark: 'missing',
  mapDuplicate: '{field} is already mapped to {target}. Each field can be mapped only once.',
  mapUnknown: 'There is no field called “{field}”.',
  mapRequiredUnmapped: 'Map this field to save.',
  mapSuggested: 'Suggested: {field}',
  mapReason_default: 'recommended',
  mapReason_name: 'same name',
  mapReason_label: 'same label',
  mapAcceptFor: 'Accept {field} for {target}',
  mapRejectFor: 'Reject the suggestion for {target}',
  mapAccept: 'Accept',
  mapReject: 'Reject',
  mapAcceptAll: 'Accept all suggestions ({count})',
  mapClearFor: 'Remove the mapping of {target}',
  mapClear: 'Remove',
  mapNoTargets: 'There are no fields to map for this object.',
  mapSampleFailed: 'Your account could not read {object} with these fields: {reason}',
  mapWarnUnmappedWrite:
    'Writes to {object} use this mapping, but no field here maps to {field}, so writes leave it as it is.',
  mapWarnTargetGone: '{target} is no longer asked for by this integration; its mapping is kept.',
};

export type MappingKey = keyof typeof en;
export const reasonKey = (r: SuggestionReason): MappingKey => `mapReason_${r}`;

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

export const mappingText: FeatureCatalogue<MappingKey> = {en, de};
