/**
 * Digits as a Bengali or Hindi keyboard types them (০–৯, ०–९) read as 0–9, so "৯৮৭৬৫ ৪৩২১০" is the
 * same number as "98765 43210". (The web app reads typed digits the same way: shared/format/digits.ts.)
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\u0966-\u096f]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

/**
 * An Indian mobile number in the one form we store, +91XXXXXXXXXX, from whatever a person types:
 * "98765 43210", "098765-43210", "+91 98765 43210", "919876543210". Null when it is not one.
 */
export function normalizeIndianMobile(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/**
 * A number to call, as directories list them: a mobile or a landline with its STD code (stored
 * +91 and ten digits: "03463 252222" is +913463252222), a short service number ("100", "1912"),
 * or a toll-free one ("1800 345 3344"). Null when it is none of these.
 */
export function normalizeContactNumber(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-().]/g, '');
  if (/^\d{3,5}$/.test(digits)) return digits;
  if (/^1800\d{6,7}$/.test(digits)) return digits;
  const match = /^(?:\+91|91|0)?([1-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}
