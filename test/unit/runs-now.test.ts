// The "Running now" line's read schedule in words: what the customer reads for a cron schedule,
// in English and German written by hand as Intl writes them (a page's first Intl formatter is
// slow on a phone), other languages by Intl.
import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {readPhrase} from '../../src/elements/install-config/switches/runs-now.ts';

const byIntl = (n: number, unit: string, lang: string) =>
  new Intl.NumberFormat(lang, {style: 'unit', unit, unitDisplay: 'long'}).format(n);

describe('readPhrase', () => {
  const RealNumberFormat = Intl.NumberFormat;
  afterEach(() => void (Intl.NumberFormat = RealNumberFormat));

  it('says every n minutes or hours as Intl would, in English and German', () => {
    for (const lang of ['', 'en', 'en-GB', 'de', 'de-CH'])
      for (const n of [1, 2, 15, 59]) {
        assert.deepEqual(
          readPhrase(`*/${n} * * * *`, true, lang),
          ['readsEvery', {interval: byIntl(n, 'minute', lang || 'en')}],
          `${n} minutes in "${lang}"`,
        );
        if (n < 24 && n > 1)
          assert.deepEqual(
            readPhrase(`0 */${n} * * *`, true, lang),
            ['readsEvery', {interval: byIntl(n, 'hour', lang || 'en')}],
            `${n} hours in "${lang}"`,
          );
      }
  });

  it('makes no Intl formatter for English or German, and asks Intl for other languages', () => {
    const french = byIntl(15, 'minute', 'fr');
    let made = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new RealNumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    readPhrase('*/15 * * * *', true, 'en');
    readPhrase('0 */2 * * *', true, 'de');
    assert.equal(made, 0);
    assert.deepEqual(readPhrase('*/15 * * * *', true, 'fr'), ['readsEvery', {interval: french}]);
    assert.equal(made, 1);
  });

  it('names the other schedules without a count', () => {
    assert.deepEqual(readPhrase('0 * * * *', true), ['readsHourly']);
    assert.deepEqual(readPhrase('30 6 * * *', true), ['readsDay']);
    assert.deepEqual(readPhrase('0 6 1 * *', true), ['readsScheduled']);
    assert.deepEqual(readPhrase('*/15 * * * *', false), ['readOff']);
  });
});
