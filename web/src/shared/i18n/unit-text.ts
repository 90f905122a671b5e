import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../format/digits';
import { localeOf } from '.';

/**
 * A product's unit ("500 g", "pack of 8", "1 plate (4 pieces)") as the reader says it. Shops write
 * units in English from a small vocabulary; each word is in the main catalog's `units` (with
 * `unitsOf` for "pack of 8"), so "500 g" reads "৫০০ গ্রাম" on a Bengali page. A word the catalog
 * does not know is kept as the shop wrote it, with the language's digits.
 */
export function unitInLanguage(unit: string, language: string | null | undefined): string {
  const lng = language?.split('-')[0] ?? 'en';
  if (lng === 'en') return unit;
  const words = i18n.getResource(lng, 'translation', 'units') as Record<string, string> | undefined;
  const digits = (text: string) => localDigits(text, localeOf(lng));
  if (!words) return digits(unit);
  const word = (text: string) => words[text.toLowerCase()] ?? text;
  // Longest first, so "tetra pack" is one word and not "tetra" then "pack".
  const known = Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  const translated = unit
    .replace(new RegExp(`\\b(${known}) of (\\d+)\\b`, 'gi'), (_, what: string, count: string) =>
      i18n.t('unitsOf', { lng, what: word(what), count: Number(count) }),
    )
    .replace(new RegExp(`\\b(${known})\\b`, 'gi'), (found: string) => word(found));
  return digits(translated);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** unitInLanguage for the language on screen. */
export function useUnitText(): (unit: string) => string {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return (unit: string) => unitInLanguage(unit, language);
}
