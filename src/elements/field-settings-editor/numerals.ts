// A decimal default as the customer reads and types it: "1,5" in German, "1.5" in English, "١٫٥"
// in Egyptian Arabic. The stored value stays the service's numeral (`1.5`); only the input's text
// follows the language.
import {numberFormat} from '../strings.ts';

/** How `lang` writes a number: its decimal sign, its grouping mark, its ten digits. */
interface Marks {
  decimal: string;
  group: string;
  /** "0123456789", or the language's own ("٠١٢٣٤٥٦٧٨٩" in Egyptian Arabic). */
  digits: string;
}
const marksOf = new Map<string, Marks>();

/** The marks of `lang` (a point and no grouping mark when `lang` says none), made once per tag. */
export function marks(lang: string): Marks {
  let m = marksOf.get(lang);
  if (!m) {
    const f = numberFormat(lang);
    const parts = f.formatToParts(12345.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    const digits = [...'0123456789'].map((d) => f.format(Number(d))).join('');
    marksOf.set(lang, (m = {decimal: part('decimal') ?? '.', group: part('group') ?? '', digits}));
  }
  return m;
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
  const {decimal, group, digits} = marks(lang);
  if (decimal === '.') return text;
  const whole = numeral[1]!.replace(/\B(?=(\d{3})+$)/g, group);
  return `${whole}${decimal}${numeral[2]}`.replace(/\d/g, (d) => digits[Number(d)]!);
}
