// The "Fields to read" editor's own words, in its chunk (see FeatureCatalogue in ../strings.ts).
// A host overrides any of them through the element's (or <install-config>'s) `strings`, by these keys.
import type {FeatureCatalogue} from '../strings.ts';

export type ReadFieldsKey = keyof typeof en;

const en = {
  readTitle: 'Fields to read: {object}',
  readCount: 'Fields read: {count} of {total}',
  readSearch: 'Search fields',
  readSelectAll: 'Select all',
  readSelectNone: 'Select none',
  readEvery: 'Read every field, including fields added later',
  readColField: 'Field',
  readColRead: 'Read',
  readFieldFor: 'Read {field}',
  readAlways: 'Always read',
  readMapped: 'Read for the mapping to {target}',
  readByEvery: 'Read with every field',
  readNoMatch: 'No field matches.',
  readNoChoice: 'There are no fields to choose for {object}.',
  readRefusedRequired: '{field} is always read.',
  readRefusedMapped: '{field} is read for the mapping to {target}: remove that mapping to stop reading it.',
  readRefusedOther: '{field} cannot be chosen here.',
};

/** English and German only for now (DESIGN: the languages issue carries them further). */
export const readFieldsText: FeatureCatalogue<ReadFieldsKey> = {
  part: 'readFields',
  en,
  englishGermanOnly: true,
};
