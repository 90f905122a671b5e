import { useTranslation } from 'react-i18next';
import { bengaliInDevanagari } from './bengali-in-devanagari';
import { textInLanguage } from './record-text';

export interface NamePart {
  text: string;
  lang: 'en' | 'bn' | 'hi';
}

/**
 * A record's names as the reader needs them. Read in Bengali, the Bengali name alone (a
 * shopkeeper's "চাল", not "Rice"): the page stays in one script. Read in Hindi, the Hindi name
 * where one was written, else the Bengali one in Devanagari letters ("चाल"), as a Hindi
 * signboard in Bengal writes it. Otherwise the English leads and the Bengali follows, the name
 * to say at the shop. The second is null when there is only one name to show. Which leads is
 * decided by the one rule of ./record-text.ts.
 */
export function namesInOrder(
  language: string,
  name: string,
  nameBn?: string | null,
  nameHi?: string | null,
): [NamePart, NamePart | null] {
  const english: NamePart = { text: name, lang: 'en' };
  const bengali: NamePart | null = nameBn?.trim() ? { text: nameBn, lang: 'bn' } : null;
  const chosen = textInLanguage({ en: name, bn: nameBn, hi: nameHi }, language);
  if (chosen.lang === 'hi') return [{ text: chosen.text, lang: 'hi' }, null];
  if (!bengali) return [english, null];
  if (language.split('-')[0] === 'hi') return [{ text: bengaliInDevanagari(bengali.text), lang: 'hi' }, null];
  return chosen.lang === 'bn' ? [bengali, null] : [english, bengali];
}

/** namesInOrder for the language on screen. */
export function useNamesInOrder(
  name: string,
  nameBn?: string | null,
  nameHi?: string | null,
): [NamePart, NamePart | null] {
  const { i18n } = useTranslation();
  return namesInOrder(i18n.language, name, nameBn, nameHi);
}

/** A record's one name for the reader, where there is room for one only: `name(shop.name, shop.nameBn)`. */
export function useNameInLanguage(): (name: string, nameBn?: string | null, nameHi?: string | null) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (name, nameBn, nameHi) => namesInOrder(language, name, nameBn, nameHi)[0].text;
}
