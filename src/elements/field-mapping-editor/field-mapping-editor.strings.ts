// The English text of <field-mapping-editor>, in the editor's own chunk (see
// FeatureCatalogue in ../strings.ts). A host overrides any entry through the `strings` property.
import type {SuggestionReason} from '../../config/suggest.ts';
import type {FeatureCatalogue} from '../strings.ts';

const en = {
  mapTitle: 'Field mapping: {object}',
  mapNotRead: '{object} is not read yet. Start reading it to map its fields.',
  mapStartReading: 'Start reading {object}',
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

export const mappingText: FeatureCatalogue<MappingKey> = {part: 'mapping', en};
