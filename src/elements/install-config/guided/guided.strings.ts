// The words of <install-config mode="guided">, in its chunk (see FeatureCatalogue in ../../strings.ts).
// A host overrides any of them through the element's `strings`, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

export type GuidedKey = keyof typeof en;

const en = {
  guidedSteps: 'Steps',
  guidedStep: 'Step {step} of {total}: {name}',
  guidedObjects: 'Objects',
  guidedFields: 'Fields to read',
  guidedMappings: 'Field mappings',
  guidedWrite: 'Write settings',
  guidedReview: 'Review',
  guidedNext: 'Next',
  guidedNoChanges: 'No changes to save yet.',
};

/** English and German only for now (DESIGN: the languages issue carries them further). */
export const guidedText: FeatureCatalogue<GuidedKey> = {
  part: 'guided',
  en,
  englishGermanOnly: true,
};
