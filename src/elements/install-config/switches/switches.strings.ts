// The subscribe and proxy switches' own words, in their chunk (see FeatureCatalogue in ../../strings.ts).
// A host overrides any of them through <install-config>'s `strings` property, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

export type SwitchesKey = keyof typeof en;

const en = {
  switchesLegend: 'Options',
  subscribeTo: 'Send changes to {object}',
  proxyLabel: 'Allow direct access to the provider',
  takesMinutes: 'The change takes effect within a few minutes.',
};

export const switchesText: FeatureCatalogue<SwitchesKey> = {part: 'switches', en};
