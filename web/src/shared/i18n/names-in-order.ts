import { useTranslation } from 'react-i18next';
import { textInLanguage } from './record-text';

export interface NamePart {
  text: string;
  lang: 'en' | 'bn';
}

/**
 * A record's names as the reader needs them. Read in Bengali, the Bengali name alone (a
 * shopkeeper's "চাল", not "Rice"): the page stays in one script. Otherwise the English leads and
 * the Bengali follows, the name to say at the shop. The second is null when there is only one
 * name to show. Which leads is decided by the one rule of ./record-text.ts.
 */
export function namesInOrder(language: string, name: string, nameBn?: string | null): [NamePart, NamePart | null] {
  const english: NamePart = { text: name, lang: 'en' };
  const bengali: NamePart | null = nameBn?.trim() ? { text: nameBn, lang: 'bn' } : null;
  return textInLanguage({ en: name, bn: nameBn }, language).lang === 'bn' && bengali ? [bengali, null] : [english, bengali];
}

/** namesInOrder for the language on screen. */
export function useNamesInOrder(name: string, nameBn?: string | null): [NamePart, NamePart | null] {
  const { i18n } = useTranslation();
  return namesInOrder(i18n.language, name, nameBn);
}
