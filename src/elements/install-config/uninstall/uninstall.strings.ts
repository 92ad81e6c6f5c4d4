// The uninstall action's own words, in its chunk (see FeatureCatalogue in ../../../strings.ts). A
// host overrides any of them through <install-config>'s `strings` property, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

export type UninstallKey = keyof typeof en;

const en = {
  dangerZone: 'Danger zone',
  uninstallButton: 'Uninstall {integration}',
  uninstallTitle: 'Uninstall {integration}?',
  uninstallStops:
    '{integration} stops syncing: nothing more is read from or written to {provider}, and these settings are deleted. You can install it again later.',
  connectionGoes: 'Your connection to {provider} is removed too, as no other installation uses it.',
  uninstallConfirm: 'Uninstall',
  uninstallCancel: 'Cancel',
  uninstalling: 'Uninstalling…',
  uninstallFailedTitle: '{integration} was not uninstalled.',
};

/** English and German only for now (DESIGN: the languages issue carries them further). */
export const uninstallText: FeatureCatalogue<UninstallKey> = {part: 'uninstall', en, englishGermanOnly: true};
