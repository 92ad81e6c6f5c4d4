// A decimal default as the customer reads and types it: "1,5" in German, "1.5" in English, "١٫٥"
// in Egyptian Arabic. The stored value stays the service's numeral (`1.5`); only the input's text
// follows the language.
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

/** The ten digits `lang` writes, when they are not ASCII ("٠١٢٣٤٥٦٧٨٩" in Egyptian Arabic). */
function nativeDigits(lang: string): string | undefined {
  if (!digitsOf.has(lang)) {
    const f = numberFormat(lang);
    digitsOf.set(
      lang,
      f.format(0) === '0' ? undefined : [...'0123456789'].map((d) => f.format(Number(d))).join(''),
    );
  }
  return digitsOf.get(lang);
}
const digitsOf = new Map<string, string | undefined>();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Typed text -> the service's numeral, for a language whose decimal sign is not a point: "1,5" ->
 * "1.5", "1.234,5" -> "1234.5" in German, "١٬٢٣٤٫٥" -> "1234.5" in Egyptian Arabic (its digits too).
 * Other text (and every text in a decimal-point language) is returned as typed, for the field
 * rule to judge: "1.5" stays "1.5" in German too, and so does "2.750" (no comma: the point is the
 * decimal point, as the service writes it).
 */
export function fromLocalNumeral(text: string, lang: string): string {
  const digits = nativeDigits(lang);
  let trimmed = text.trim();
  if (digits) trimmed = trimmed.replace(/./gu, (c) => (digits.includes(c) ? String(digits.indexOf(c)) : c));
  const sep = decimalSeparator(lang);
  if (sep === '.' || !trimmed.includes(sep))
    return digits && /^-?\d+(\.\d+)?$/.test(trimmed) ? trimmed : text;
  // thousands grouped by the language's mark, a point, a space or an apostrophe ("1 234,5", "1’234,5")
  const groups = `[.\\s'’${escape(separator(lang, 'group', ''))}]`;
  const numeral = new RegExp(`^-?(\\d{1,3}(${groups}\\d{3})+|\\d+)(${escape(sep)}\\d+)?$`);
  if (!numeral.test(trimmed)) return text;
  return trimmed.replace(new RegExp(groups, 'g'), '').replace(sep, '.');
}

/**
 * The service's numeral ("1234.5") as a language with another decimal sign writes it ("1.234,5"
 * in German, in its own digits where it has them), its digits as stored (no rounding); other text
 * as it is. Only a numeral with a decimal part is grouped: its decimal sign says which mark is the
 * decimal one, where a whole "1.234" would read back as 1.234.
 */
export function toLocalNumeral(text: string, lang: string): string {
  const numeral = /^(-?\d+)\.(\d+)$/.exec(text);
  // Intl only for a numeral it changes: most defaults are empty, and Intl's first use in a page is
  // slow (see formatNumber in strings.ts)
  if (!numeral) return text;
  const sep = decimalSeparator(lang);
  if (sep === '.') return text;
  const whole = numeral[1]!.replace(/\B(?=(\d{3})+$)/g, separator(lang, 'group', ''));
  const digits = nativeDigits(lang);
  const local = `${whole}${sep}${numeral[2]}`;
  return digits ? local.replace(/\d/g, (d) => digits[Number(d)]!) : local;
}
