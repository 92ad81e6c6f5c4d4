// The longer help for the settings, in a chunk of its own: loaded when the customer opens "What do
// these mean?", so the entry does not carry it. Other languages have it in their modules (../strings/).
import type {FeatureCatalogue} from '../strings.ts';

export type HelpKey =
  'helpDefault' | 'helpWriteOnCreate' | 'helpWriteOnUpdate' | 'helpReset' | 'helpObjects' | 'helpInherit';

export const helpText: FeatureCatalogue<HelpKey> = {
  part: 'help',
  en: {
    helpDefault: 'Default value: what is written when the record has no value of its own.',
    helpWriteOnCreate:
      'Write on create: whether this field is filled in when a new record is created in your account. Always is what happens unless you choose otherwise.',
    helpWriteOnUpdate:
      'Write on update: whether this field is overwritten when an existing record changes. If empty writes only into a blank field.',
    helpReset: 'Reset: forget your settings for the field, so it behaves as the integration does by default.',
    helpObjects:
      'Objects to write: the kinds of record (such as contacts) this integration may create and update in your account.',
    helpInherit: 'Inherit field mapping: write to the same fields you mapped for reading this object.',
  },
};
