/**
 * Bengali script written in Roman letters the way people in the villages type it on a phone:
 * সরষের তেল → "sorsher tel", আলু → "alu", ডিম → "dim", ডাক্তার → "daktar".
 *
 * A consonant carries the inherent vowel "o" only when it starts a word and another consonant
 * follows (স in সরষের, ক in কলম); elsewhere a bare consonant is read without it (ডিম, তেল), as
 * Bengali is spoken. The hasanta (্) joins consonants into a conjunct (ক্ত → kt).
 */

const INDEPENDENT_VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};

const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'ph',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09dc': 'r',
  '\u09dd': 'rh',
  '\u09df': 'y',
  ৎ: 't',
};

const SIGNS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' };
const HASANTA = '্';
const NUKTA = '়';
const DIGITS = '০১২৩৪৫৬৭৮৯';

function isConsonant(char: string | undefined): boolean {
  return char !== undefined && char in CONSONANTS;
}

/** One word (no spaces) of Bengali, in Roman letters. */
function romaniseWord(chars: string[]): string {
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (isConsonant(char)) {
      const next = chars[i + 1];
      // য after a hasanta (য-ফলা) is heard as a doubling or not at all: ব্যাগ → bag.
      if (char === 'য' && chars[i - 1] === HASANTA) continue;
      out += CONSONANTS[char];
      if (next === undefined || next === HASANTA || next in VOWEL_SIGNS) continue;
      // The inherent vowel: only after a word's first consonant, before another consonant.
      const wordStart = i === 0;
      if (wordStart && (isConsonant(next) || next in SIGNS)) out += 'o';
      continue;
    }
    if (char in VOWEL_SIGNS) out += VOWEL_SIGNS[char];
    else if (char in INDEPENDENT_VOWELS) out += INDEPENDENT_VOWELS[char];
    else if (char in SIGNS) out += SIGNS[char];
    else if (char === HASANTA || char === NUKTA) continue;
    else if (DIGITS.includes(char)) out += String(DIGITS.indexOf(char));
    else out += char;
  }
  return out;
}

/** Any text with its Bengali in Roman letters; Latin letters, digits and the rest pass unchanged. */
export function romaniseBengali(text: string): string {
  // ড় and য় may come as two code points (base + nukta) or one; NFC leaves them apart, so join here.
  const composed = text
    .normalize('NFC')
    .replace(/\u09a1\u09bc/g, '\u09dc')
    .replace(/\u09a2\u09bc/g, '\u09dd')
    .replace(/\u09af\u09bc/g, '\u09df');
  return composed
    .split(/(\s+)/u)
    .map((part) => (/\s/u.test(part) ? part : romaniseWord(Array.from(part))))
    .join('');
}

export function hasBengali(text: string): boolean {
  return /[\u0980-\u09ff]/u.test(text);
}
