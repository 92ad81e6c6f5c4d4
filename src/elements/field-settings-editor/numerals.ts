// A decimal default as the customer reads and types it: "1,5" in German, "1.5" in English. The
// stored value stays the service's numeral (`1.5`); only the input's text follows the language.
import {numberFormat} from '../strings.ts';

/** The decimal separator of `lang` ("," in German, "." in English and when `lang` is unknown). */
export function decimalSeparator(lang: string): string {
  return (
    numberFormat(lang)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/**
 * Typed text -> the service's numeral, for a language that writes a decimal comma: "1,5" -> "1.5".
 * Other text (and every text in a decimal-point language) is returned as typed, for the field rule
 * to judge: "1.5" stays "1.5" in German too.
 */
export function fromLocalNumeral(text: string, lang: string): string {
  const t = text.trim();
  return decimalSeparator(lang) === ',' && /^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : text;
}

/** The service's numeral ("1.5") as the language writes it ("1,5"); other text as it is. */
export function toLocalNumeral(text: string, lang: string): string {
  const sep = decimalSeparator(lang);
  return sep !== '.' && /^-?\d+\.\d+$/.test(text) ? text.replace('.', sep) : text;
}
