/**
 * Bengali written in Devanagari letters: "মা তারা ভাণ্ডার" → "मा तारा भाण्डार". The two scripts
 * share one layout in Unicode (each Bengali letter sits 0x80 above its Devanagari twin), so a
 * name sounds the same to a Hindi reader as to a Bengali one (ব stays ब, as Bengali says it).
 * For names only (of people, shops, products, places): a Bengali sentence stays Bengali in any
 * letters, so sentences fall back to the English.
 */
const BENGALI = /[\u0980-\u09ff]/g;

/** Letters whose twin is not 0x80 below, or that Devanagari writes another way. */
const SPECIAL: Record<string, string> = {
  '\u09ce': '\u0924\u094d', // ৎ, khanda ta: a t with no vowel after it → त्
  '\u09dc': '\u0921\u093c', // ড় → ड़
  '\u09dd': '\u0922\u093c', // ঢ় → ढ़
  '\u09df': '\u092f', // য় → य
  '\u09d7': '\u094c', // ৗ, the au length mark
  '\u09f3': '\u20b9', // ৳ → ₹
};

export function bengaliInDevanagari(text: string): string {
  // য় is often typed as য and a dot below; Hindi writes the sound as a plain य.
  return text.replace(/\u09af\u09bc/g, '\u09df').replace(BENGALI, (letter) => {
    const special = SPECIAL[letter];
    if (special) return special;
    const code = letter.charCodeAt(0);
    // Bengali digits as the Hindi pages write numbers: 0–9.
    if (code >= 0x09e6 && code <= 0x09ef) return String(code - 0x09e6);
    return String.fromCharCode(code - 0x80);
  });
}
