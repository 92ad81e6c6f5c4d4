// Every shipped language against English: the same keys (the core's and every feature's), the same
// placeholders in each message, a form for each plural category the language has, and a word for
// every broken rule. A language module's type already fails typecheck on a missing key; this test
// also catches a placeholder translated by mistake ("{champ}") or dropped. A feature shipped in
// English and German only (DESIGN; ENGLISH_GERMAN_ONLY) is held in German, and in another language
// wholly or not at all.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ENGLISH_GERMAN_ONLY, PARTS} from '../../src/elements/message-parts.ts';
import {
  catalogues,
  format,
  languageOf,
  loadCatalogue,
  type Catalogue,
  type Message,
  type RuleKey,
} from '../../src/elements/strings.ts';

/** The shipped languages besides English (each a module under src/elements/strings/). */
export const SHIPPED = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pt-BR', 'zh-Hans'];

/** The core's English and each feature's, by part (src/elements/message-parts.ts). */
const FEATURES = PARTS;
const english: Record<string, Message> = Object.assign({}, ...Object.values(FEATURES));

/** The keys `lang` must have: every English key, in German those shipped in English and German only too. */
function keysOf(lang: string, c: Catalogue): string[] {
  const keys = Object.entries(FEATURES)
    .filter(
      ([part]) =>
        lang === 'de' ||
        !ENGLISH_GERMAN_ONLY.includes(part) ||
        Object.keys(FEATURES[part]!).some((k) => k in c),
    )
    .flatMap(([, messages]) => Object.keys(messages));
  return [...keys, ...Object.keys(RULES)].sort();
}

const RULES = {
  ruleRequired: 1,
  ruleUnknownField: 1,
  ruleString: 1,
  ruleInteger: 1,
  ruleNumber: 1,
  ruleBoolean: 1,
  ruleEmpty: 1,
  ruleOneOf: 1,
  ruleExactlyOne: 1,
  ruleDefaultKind: 1,
  ruleTooLarge: 1,
  ruleNumeral: 1,
  ruleDate: 1,
  ruleDatetime: 1,
  ruleDuplicate: 1,
  ruleReadOnly: 1,
  ruleRequiredNever: 1,
} satisfies Record<RuleKey, 1>;

const forms = (m: Message): string[] =>
  typeof m === 'string' ? [m] : typeof m === 'object' ? Object.values(m) : [];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

async function load(lang: string): Promise<Catalogue> {
  const c = await loadCatalogue(lang);
  assert.ok(c, `${lang} loads`);
  return c as Catalogue;
}

describe('message keys', () => {
  it('no two features share a key, so one catalogue per language can hold them all', () => {
    const seen = new Map<string, string>();
    for (const [feature, messages] of Object.entries(FEATURES))
      for (const key of Object.keys(messages)) {
        assert.ok(!seen.has(key), `${key} is in ${seen.get(key)} and ${feature}`);
        seen.set(key, feature);
      }
  });
});

for (const lang of SHIPPED)
  describe(`the ${lang} catalogue`, () => {
    it('has every English key and every rule, and nothing else', async () => {
      const c = await load(lang);
      assert.deepEqual(Object.keys(c).sort(), keysOf(lang, c));
    });

    it('keeps the placeholders of English in each message, and translates every one', async () => {
      const c = await load(lang);
      for (const [key, en] of Object.entries(english)) {
        if (!(key in c) && lang !== 'de') continue; // a part shipped in English and German only
        const message = c[key as keyof Catalogue]!;
        assert.equal(typeof message, typeof en, `${key}: a count in English is a count in ${lang}`);
        const want = placeholders(forms(en).at(-1)!);
        for (const text of forms(message)) {
          assert.ok(text.trim(), `${key} is empty`);
          for (const p of placeholders(text)) assert.ok(want.includes(p), `${key}: ${p} is not English's`);
        }
        // the general form names every value ("one" may say its number in words)
        const general = typeof message === 'object' ? message.other : (message as string);
        assert.deepEqual(placeholders(general), want, `${key} in ${lang}: ${general}`);
      }
      for (const key of Object.keys(RULES))
        assert.ok(forms(c[key as RuleKey]!)[0]?.trim(), `${key} in ${lang}`);
    });

    it('gives each count a form for every plural category of the language', async () => {
      const c = await load(lang);
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, en] of Object.entries(english))
        if (typeof en === 'object' && key in c)
          assert.deepEqual(Object.keys(c[key as keyof Catalogue]!).sort(), [...categories].sort(), key);
    });
  });

describe('choosing the language', () => {
  it('serves a regional tag by its language, and knows no language it does not ship', () => {
    assert.equal(languageOf('de-CH'), 'de');
    assert.equal(languageOf('DE'), 'de');
    assert.equal(languageOf('en-GB'), 'en');
    assert.equal(languageOf('pt'), 'pt-BR');
    assert.equal(languageOf('pt-PT'), 'pt-BR');
    assert.equal(languageOf('zh'), 'zh-Hans');
    assert.equal(languageOf('zh-CN'), 'zh-Hans');
    assert.equal(languageOf('zh-Hans-SG'), 'zh-Hans');
    assert.equal(languageOf('sw'), undefined);
    assert.equal(languageOf(''), undefined);
  });

  it('counts by the language’s plural rules', async () => {
    await load('de');
    assert.equal(format(catalogues.de!.unsaved!, {count: 1}, 'de'), '1 ungespeicherte Änderung');
    assert.equal(format(catalogues.de!.unsaved!, {count: 2}, 'de'), '2 ungespeicherte Änderungen');
    await load('ar');
    const ar = (count: number) => format(catalogues.ar!.unsaved!, {count}, 'ar');
    assert.equal(ar(1), 'تغيير واحد غير محفوظ');
    assert.equal(ar(2), 'تغييران غير محفوظين');
    assert.equal(ar(3), `${new Intl.NumberFormat('ar').format(3)} تغييرات غير محفوظة`);
    assert.equal(ar(11), `${new Intl.NumberFormat('ar').format(11)} تغييرًا غير محفوظ`);
  });
});
