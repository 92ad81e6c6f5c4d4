// The shipped languages other than English, by tag, for the tests that go through each of them.
import type {Catalogue} from '../src/elements/strings.ts';
import ar from '../src/elements/strings/ar.ts';
import de from '../src/elements/strings/de.ts';
import es from '../src/elements/strings/es.ts';
import fr from '../src/elements/strings/fr.ts';
import it_ from '../src/elements/strings/it.ts';
import ja from '../src/elements/strings/ja.ts';
import nl from '../src/elements/strings/nl.ts';
import ptBR from '../src/elements/strings/pt-BR.ts';
import zhHans from '../src/elements/strings/zh-Hans.ts';

export const LANGUAGES: Readonly<Record<string, Catalogue>> = {
  ar,
  de,
  es,
  fr,
  it: it_,
  ja,
  nl,
  'pt-BR': ptBR,
  'zh-Hans': zhHans,
};
