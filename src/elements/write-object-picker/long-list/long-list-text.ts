// The long list's own words in English, in its chunk (see FeatureCatalogue in
// ../../strings.ts). A host overrides any of them through the picker's `strings` property, by key.
import type {FeatureCatalogue} from '../../strings.ts';

const en = {
  searchObjects: 'Search objects',
  objectCount: {one: '{shown} of {total} object', other: '{shown} of {total} objects'},
  noObjectsMatch: 'No objects match.',
  selectAll: 'Select all',
  selectNone: 'Select none',
};

export type LongListKey = keyof typeof en;

export const longListCatalogue: FeatureCatalogue<LongListKey> = {part: 'longList', en};
