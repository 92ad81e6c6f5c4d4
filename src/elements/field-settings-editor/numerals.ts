// A decimal default as the customer reads and types it: "1,5" in German, "1.5" in English. The
// stored value stays the service's numeral (`1.5`); only the input's text follows the language.
import {numberFormat} from '../strings.ts';

/** The separator of `type` ("decimal" or "group") that `lang` writes ("," and "." in German). */
function separator(lang: string, type: 'decimal' | 'group', fallback: string): string {
  return (
    numberFormat(lang)
      .formatToParts(12345.5)
      .find((p) => p.type === type)?.value ?? fallback
  );
}

/** The decimal separator of `lang` ("," in German, "." in English and when `lang` is unknown). */
export function decimalSeparator(lang: string): string {
  return separator(lang, 'decimal', '.');
}

// A numeral written with a decimal comma, optionally with thousands grouped by `.`, a space or an
// apostrophe (German, French, Swiss): "-1.234,5", "1 234,5", "1’234,5", "1,5".
const COMMA_NUMERAL = /^-?(\d{1,3}([.\s'’]\d{3})+|\d+)(,\d+)?$/;

/**
 * Typed text -> the service's numeral, for a language that writes a decimal comma: "1,5" -> "1.5",
 * "1.234,5" -> "1234.5". Other text (and every text in a decimal-point language) is returned as
 * typed, for the field rule to judge: "1.5" stays "1.5" in German too, and so does "2.750" (no
 * comma: the point is the decimal point, as the service writes it).
 */
export function fromLocalNumeral(text: string, lang: string): string {
  const trimmed = text.trim();
  if (decimalSeparator(lang) !== ',' || !trimmed.includes(',') || !COMMA_NUMERAL.test(trimmed)) return text;
  return trimmed.replace(/[.\s'’]/g, '').replace(',', '.');
}

/**
 * The service's numeral ("1234.5") as a decimal-comma language writes it ("1.234,5"), its digits
 * as stored (no rounding); other text as it is. Only a numeral with a decimal part is grouped: its
 * comma says which mark is the decimal one, where a whole "1.234" would read back as 1.234.
 */
export function toLocalNumeral(text: string, lang: string): string {
  const numeral = /^(-?\d+)\.(\d+)$/.exec(text);
  // Intl only for a numeral it changes: most defaults are empty, and Intl's first use in a page is
  // slow (see formatNumber in strings.ts)
  if (!numeral) return text;
  const sep = decimalSeparator(lang);
  if (sep === '.') return text;
  const whole = numeral[1]!.replace(/\B(?=(\d{3})+$)/g, separator(lang, 'group', ''));
  return `${whole}${sep}${numeral[2]}`;
}
