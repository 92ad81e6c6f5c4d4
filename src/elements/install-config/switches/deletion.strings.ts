// The "Allow deleting records" switch's own words, in the switches' chunk (see FeatureCatalogue in
// ../../strings.ts). A host overrides any of them through <install-config>'s `strings`, by these keys.
// The help says what the switch allows in the words the review uses (config/describe.ts deletionOn).
import type {FeatureCatalogue} from '../../strings.ts';

export type DeletionSwitchKey = keyof typeof en;

const en = {
  deletionLabel: 'Allow deleting {object} records',
  deletionHelp: 'When on, this app can delete {object} records in {provider}.',
};

/** English and German only for now (DESIGN: the languages issue carries them further). */
export const deletionText: FeatureCatalogue<DeletionSwitchKey> = {
  part: 'deletion',
  en,
  englishGermanOnly: true,
};
