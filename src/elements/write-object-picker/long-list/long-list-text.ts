// The long list's own words, English and German, in its chunk (see FeatureCatalogue in
// ../../strings.ts). A host overrides any of them through the picker's `strings` property, by key.
import type {FeatureCatalogue} from '../../strings.ts';

const en = {
  searchObjects: 'Search objects',
  objectCount: '{shown} of {total} objects',
  noObjectsMatch: 'No objects match.',
  selectAll: 'Select all',
  selectNone: 'Select none',
};

export type LongListKey = keyof typeof en;

const de: Record<LongListKey, string> = {
  searchObjects: 'Objekte suchen',
  objectCount: '{shown} von {total} Objekten',
  noObjectsMatch: 'Keine Objekte gefunden.',
  selectAll: 'Alle auswählen',
  selectNone: 'Keine auswählen',
};

export const longListCatalogue: FeatureCatalogue<LongListKey> = {en, de};
