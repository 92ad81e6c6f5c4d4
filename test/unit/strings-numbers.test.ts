// Numbers in messages as a host developer's text meets them: a template's number placeholder is
// written as the language writes it; a function message gets the number itself (to pick a plural
// by), and text values pass as they are.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {format} from '../../src/elements/strings.ts';
import {fromLocalNumeral} from '../../src/elements/field-settings-editor/default-edit.ts';
import {toLocalNumeral} from '../../src/elements/field-settings-editor/numerals.ts';

describe('numbers in messages', () => {
  it('writes a number placeholder the language’s way, and leaves text values alone', () => {
    assert.equal(format('{count} unsaved changes', {count: 1200}, 'en'), '1,200 unsaved changes');
    assert.equal(
      format('{count} ungespeicherte Änderungen', {count: 1200}, 'de'),
      '1.200 ungespeicherte Änderungen',
    );
    assert.equal(format('Custom: {value}', {value: '2.750'}, 'de'), 'Custom: 2.750');
  });

  it('writes a small count as Intl would, without Intl only where the digits are the same', () => {
    // 0 to 999 in English and German skip Intl (its first use is slow); the text is what Intl gives
    for (const lang of ['en', 'de', 'de-CH', 'en-IN'])
      for (const n of [0, 7, 999])
        assert.equal(format('{n}', {n}, lang), new Intl.NumberFormat(lang).format(n));
    assert.equal(format('{n}', {n: 999.5}, 'de'), '999,5');
    assert.equal(format('{n}', {n: -3}, 'de'), new Intl.NumberFormat('de').format(-3));
    // a language writing other digits still gets them (Eastern Arabic in Egyptian Arabic)
    assert.equal(format('{n}', {n: 5}, 'ar-EG'), '\u0665');
  });

  it('gives a function message the number itself', () => {
    const plural = (v: Record<string, string | number>) =>
      v.count === 1 ? 'one change' : `${v.count} changes`;
    assert.equal(format(plural, {count: 1}, 'de'), 'one change');
    assert.equal(format(plural, {count: 1200}, 'de'), '1200 changes');
  });
});

describe('decimal numerals in a language', () => {
  it('reads grouped thousands with a decimal comma, in German and French', () => {
    assert.equal(fromLocalNumeral('-1.234,25', 'de'), '-1234.25');
    assert.equal(fromLocalNumeral('1\u202f234,5', 'fr'), '1234.5');
    assert.equal(fromLocalNumeral('1,5', 'de'), '1.5');
    // no comma: the point is the decimal point; wrong groups are left for the rule to refuse
    assert.equal(fromLocalNumeral('2.750', 'de'), '2.750');
    assert.equal(fromLocalNumeral('12.34,5', 'de'), '12.34,5');
    assert.equal(fromLocalNumeral('1.234,5', 'en'), '1.234,5');
  });

  it('shows a stored decimal grouped with its digits as stored; a whole number without groups', () => {
    assert.equal(toLocalNumeral('1234567.125', 'de'), '1.234.567,125');
    assert.equal(toLocalNumeral('-1234.50', 'de'), '-1.234,50');
    assert.equal(toLocalNumeral('2.750', 'de'), '2,750');
    assert.equal(toLocalNumeral('1234', 'de'), '1234');
    assert.equal(toLocalNumeral('1234.5', 'en'), '1234.5');
    for (const stored of ['1234567.125', '-1234.50', '0.000001', '98765.4321'])
      assert.equal(fromLocalNumeral(toLocalNumeral(stored, 'de'), 'de'), stored);
  });
});

describe('decimal input in every shipped language', () => {
  it('reads the language’s decimal sign and grouping, and writes a stored decimal back its way', () => {
    const cases: [lang: string, typed: string, stored: string][] = [
      ['fr', '1\u202f234,5', '1234.5'],
      ['es', '1234,5', '1234.5'],
      ['it', '1.234,5', '1234.5'],
      ['nl', '1.234,5', '1234.5'],
      ['pt-BR', '1.234,5', '1234.5'],
      ['ar-EG', '\u0661\u066c\u0662\u0663\u0664\u066b\u0665', '1234.5'],
    ];
    for (const [lang, typed, stored] of cases) {
      assert.equal(fromLocalNumeral(typed, lang), stored, `${lang} reads ${typed}`);
      assert.equal(fromLocalNumeral(toLocalNumeral(stored, lang), lang), stored, `${lang} round trip`);
    }
    // Egyptian Arabic shows its own digits and decimal sign; typed Latin digits are read as well
    assert.equal(toLocalNumeral('1.5', 'ar-EG'), '\u0661\u066b\u0665');
    assert.equal(fromLocalNumeral('1.5', 'ar-EG'), '1.5');
    assert.equal(fromLocalNumeral('\u0661\u0665', 'ar-EG'), '15');
    // a decimal-point language keeps what was typed
    for (const lang of ['ja', 'zh-Hans', 'en']) {
      assert.equal(fromLocalNumeral('1.5', lang), '1.5');
      assert.equal(toLocalNumeral('1234.5', lang), '1234.5');
    }
  });
});
