// The first run's own words, in its chunk (see FeatureCatalogue in ../../../strings.ts). A host
// overrides any of them through <install-config>'s `strings` property, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

export type FirstRunKey = keyof typeof en;

const en = {
  firstRunIntro: 'Choose what {integration} syncs, then install it.',
  installButton: 'Install',
  installing: 'Installing…',
  installCancelled: 'Install was cancelled.',
  installFailedTitle: '{integration} was not installed. Your choices are kept here.',
  notConnectedTitle: '{provider} is not connected yet.',
  notConnected: 'Connect your {provider} account first; then you can install {integration}.',
  connectButton: 'Connect {provider}',
  connectionCheckFailed: 'Could not check your connection to {provider}.',
};

/** English and German only for now (DESIGN: the languages issue carries them further). */
export const firstRunText: FeatureCatalogue<FirstRunKey> = {part: 'firstRun', en, englishGermanOnly: true};
