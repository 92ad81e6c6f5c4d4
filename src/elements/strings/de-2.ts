// German UI text added after strings/de.ts reached the language chunk's size ceiling, by key. It
// loads beside strings/de.ts (its own chunk); test/unit/strings-de.test.ts checks that the two
// together give every English key.
import type {Strings} from '../strings.ts';

const de: Partial<Strings> = {
  bulkEdit: 'Mehrere bearbeiten',
  dismiss: 'Schließen',
  fieldsUnavailable: 'Die Felder von {object} können gerade nicht geladen werden.',
  keptAsSaved: 'Die gespeicherten Einstellungen bleiben unverändert.',
};

export default de;
