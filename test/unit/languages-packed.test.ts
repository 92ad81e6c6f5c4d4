// The script-tag bundle ships each language without its key names (scripts/pack-languages.mjs):
// each part's messages in the order of that part's English keys. Packed and keyed again by the
// elements (each feature's part when that feature first asks), every language is its keyed
// catalogue again, message for message (a count's forms that repeat its `other` left out).
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {ENGLISH_GERMAN_ONLY, FEATURES, PARTS} from '../../src/elements/message-parts.ts';
import {
  adoptLanguage,
  catalogueFor,
  featureText,
  format,
  type Catalogue,
} from '../../src/elements/strings.ts';
// @ts-expect-error: a build script in plain JS, without types
import {packCatalogue, packedModule, withoutRepeatedForms} from '../../scripts/pack-languages.mjs';

/** Every language module shipped (src/elements/strings/<tag>.ts). */
const SHIPPED = readdirSync('src/elements/strings').map((f) => f.replace(/\.ts$/, ''));

type Packed = Parameters<typeof adoptLanguage>[1];

/** The module the bundle ships for `lang`, as the browser would import it. */
async function packed(lang: string, keyed: Catalogue): Promise<Packed> {
  const pack = packedModule as (c: Catalogue, p: typeof PARTS, n: string, o: string[]) => string;
  const code = pack(keyed, PARTS, lang, ENGLISH_GERMAN_ONLY);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Packed;
}

describe('languages packed for the bundle', () => {
  for (const lang of SHIPPED)
    it(`${lang}: keyed again, part by part, is the keyed catalogue`, async () => {
      const keyed = ((await import(`../../src/elements/strings/${lang}.ts`)) as {default: Catalogue}).default;
      const module = await packed(lang, keyed);
      assert.ok(!JSON.stringify(module.parts!).includes('"previewTitle"'), 'no key names in the parts');
      try {
        adoptLanguage(lang, module);
        // the core is keyed at once; a feature's part waits for the feature
        assert.equal(catalogueFor(lang).save, keyed.save);
        assert.equal(catalogueFor(lang).bulkTitle, undefined);
        for (const feature of FEATURES) {
          const key = Object.keys(feature.en)[0]! as never;
          const text = featureText(feature, lang, key, {}, {object: 'Contact', field: 'Phone'});
          // a part shipped in English and German only: English where the language lacks it
          if (!(key in keyed))
            assert.equal(text, format(feature.en[key]!, {object: 'Contact', field: 'Phone'}));
          else assert.equal(text, format(keyed[key]!, {object: 'Contact', field: 'Phone'}, lang));
        }
        // a count's forms that repeat its `other` are left out: the elements read `other` for them
        assert.deepEqual(catalogueFor(lang), withoutRepeatedForms(keyed));
        const rules = new Intl.PluralRules(lang);
        for (const [key, forms] of Object.entries(keyed))
          if (forms && typeof forms === 'object')
            for (let n = 0; n <= 110; n++) {
              const source = forms as Record<string, string>;
              const shipped = catalogueFor(lang)[key as keyof Catalogue] as Record<string, string>;
              const category = rules.select(n);
              assert.equal(
                shipped[category] ?? shipped.other,
                source[category] ?? source.other,
                `${key} ${n}`,
              );
            }
      } finally {
        adoptLanguage(lang, {default: keyed});
      }
    });

  it('names what a language lacks, rather than shifting every message after it', () => {
    const {bulkTitle: _, ...lacking} = PARTS.bulk!;
    assert.throws(
      () => packCatalogue({...PARTS.core, ...lacking}, {bulk: PARTS.bulk}, 'xx'),
      /xx lacks bulkTitle/,
    );
  });

  it('ships no part for a feature in English and German only that a language lacks; it shows English', async () => {
    const fr = ((await import('../../src/elements/strings/fr.ts')) as {default: Catalogue}).default;
    const later = {part: 'later', en: {laterTitle: 'Later: {object}'}, englishGermanOnly: true} as const;
    const english = {...PARTS, later: later.en};
    const pack = packedModule as (c: object, p: object, n: string, o: string[]) => string;
    const code = pack(fr, english, 'fr', [...ENGLISH_GERMAN_ONLY, 'later']);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Packed;
    assert.equal(module.parts!.later, undefined);
    try {
      adoptLanguage('fr', module);
      const text = featureText(later as never, 'fr', 'laterTitle' as never, {}, {object: 'Contact'});
      assert.equal(text, 'Later: Contact');
      // German (or any language) that has the part ships it as any other
      const de = packCatalogue({...fr, laterTitle: 'Später: {object}'}, english, 'de', [
        ...ENGLISH_GERMAN_ONLY,
        'later',
      ]);
      assert.deepEqual(de.parts.later, ['Später: {object}']);
    } finally {
      adoptLanguage('fr', {default: fr});
    }
  });

  it('names a key missing from a part in English and German only that a language has in part', () => {
    const later = {laterTitle: 'Later', laterBody: 'Body'};
    assert.throws(
      () =>
        packCatalogue({...PARTS.core, laterTitle: 'Plus tard'}, {core: PARTS.core, later}, 'xx', ['later']),
      /xx lacks laterBody/,
    );
  });

  it('lists every feature’s part once', () => {
    const parts = FEATURES.map((f) => f.part);
    assert.deepEqual(new Set(parts).size, parts.length);
    assert.deepEqual(Object.keys(PARTS).sort(), ['core', ...parts].sort());
  });
});
