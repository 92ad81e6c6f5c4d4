// The summary of a read object's "Fields to read" toggle, in the entry (the editor itself is a chunk
// with its own words). English and German only for now (DESIGN: the languages issue carries it).
import type {FeatureCatalogue} from '../strings.ts';

export type ReadSummaryKey = 'readFieldsTitle';

export const readSummaryText: FeatureCatalogue<ReadSummaryKey> = {
  part: 'readSummary',
  en: {readFieldsTitle: 'Fields to read: {object}'},
  englishGermanOnly: true,
};
