/**
 * Digits as people here type and read them. A Bengali phone's keyboard types ০–৯ and a Hindi one
 * may type ०–९: whatever is typed is read as the same number. What is shown follows the language:
 * a Bengali page writes Bengali digits everywhere (never "1টা" beside "২৮ নভে"); Hindi pages keep
 * the international digits, as Hindi print and India's own formats for Hindi do.
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const BENGALI_ZERO = 0x09e6;
const DEVANAGARI_ZERO = 0x0966;

/** "৯৮১২৩" and "९८१२३" → "98123"; anything else untouched. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\u0966-\u096f]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= BENGALI_ZERO ? BENGALI_ZERO : DEVANAGARI_ZERO));
  });
}

/** The text's digits in the script of `locale` (Bengali for bn-*); other locales keep 0–9. */
export function localDigits(text: string, locale: string): string {
  return locale.startsWith('bn') ? text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}
