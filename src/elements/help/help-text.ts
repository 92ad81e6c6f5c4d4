// The longer help for the settings, in a chunk of its own: loaded when the customer opens "What do
// these mean?", so neither the entry nor the German catalogue (kept within 1.5 KB gz) carries it.
import type {FeatureCatalogue} from '../strings.ts';

export type HelpKey =
  'helpDefault' | 'helpWriteOnCreate' | 'helpWriteOnUpdate' | 'helpReset' | 'helpObjects' | 'helpInherit';

export const helpText: FeatureCatalogue<HelpKey> = {
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
  de: {
    helpDefault: 'Standardwert: was geschrieben wird, wenn der Datensatz keinen eigenen Wert hat.',
    helpWriteOnCreate:
      'Beim Anlegen schreiben: ob dieses Feld gefüllt wird, wenn in Ihrem Konto ein neuer Datensatz entsteht. Ohne Ihre Wahl gilt Immer.',
    helpWriteOnUpdate:
      'Beim Ändern schreiben: ob dieses Feld überschrieben wird, wenn sich ein bestehender Datensatz ändert. Wenn leer schreibt nur in ein leeres Feld.',
    helpReset:
      'Zurücksetzen: Ihre Einstellungen für das Feld vergessen, sodass es sich wie von der Integration vorgesehen verhält.',
    helpObjects:
      'Zu schreibende Objekte: die Arten von Datensätzen (etwa Kontakte), die diese Integration in Ihrem Konto anlegen und ändern darf.',
    helpInherit:
      'Feldzuordnung übernehmen: in dieselben Felder schreiben, die Sie zum Lesen dieses Objekts zugeordnet haben.',
  },
};
