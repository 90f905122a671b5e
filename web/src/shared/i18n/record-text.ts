import { useTranslation } from 'react-i18next';

/** A record's words as stored: the English always, a Bengali and a Hindi form when someone wrote them. */
export interface RecordText<T extends string | readonly string[] = string> {
  en: T;
  bn?: T | null;
  hi?: T | null;
}

export interface TextInLanguage<T> {
  text: T;
  /** The language the text is in, for the element's lang attribute. */
  lang: 'en' | 'bn' | 'hi';
}

const written = (value: string | readonly string[] | null | undefined): boolean =>
  value != null &&
  (typeof value === 'string' ? value.trim() !== '' : value.length > 0 && value.some((part) => part.trim() !== ''));

/**
 * The one rule for a record's text by language: a Bengali reader gets the Bengali when it was
 * written, a Hindi reader the Hindi, and everyone else (or anyone whose form is missing) the
 * English. Every screen that shows an admin's or a shop's words goes through here.
 */
export function textInLanguage<T extends string | readonly string[]>(
  text: RecordText<T>,
  language: string | null | undefined,
): TextInLanguage<T> {
  const lang = language?.split('-')[0];
  if (lang === 'bn' && written(text.bn)) return { text: text.bn as T, lang: 'bn' };
  if (lang === 'hi' && written(text.hi)) return { text: text.hi as T, lang: 'hi' };
  return { text: text.en, lang: 'en' };
}

/** textInLanguage's text alone. */
export function inLanguage<T extends string | readonly string[]>(
  text: RecordText<T>,
  language: string | null | undefined,
): T {
  return textInLanguage(text, language).text;
}

/** A text a record may leave out (a subtitle, a note), in each language. */
export interface OptionalRecordText {
  en: string | null | undefined;
  bn?: string | null;
  hi?: string | null;
}

/** A record's text as it may be left out: null when the reader's form and the English are both missing. */
export function optionalInLanguage(text: OptionalRecordText, language: string | null | undefined): string | null {
  if (!written(text.en) && !written(text.bn) && !written(text.hi)) return null;
  const chosen = textInLanguage({ en: text.en ?? '', bn: text.bn, hi: text.hi }, language).text;
  // An English left empty but a Bengali written: a Bengali reader sees it, others see nothing.
  return chosen.trim() ? chosen : null;
}

/** The chooser for the language on screen: `const pick = useInLanguage(); pick({ en: page.body, bn: page.bodyBn })`. */
export function useInLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    pick: <T extends string | readonly string[]>(text: RecordText<T>) => inLanguage(text, language),
    pickWithLang: <T extends string | readonly string[]>(text: RecordText<T>) => textInLanguage(text, language),
    optional: (text: OptionalRecordText) => optionalInLanguage(text, language),
  };
}
