import { useTranslation } from 'react-i18next';
import i18n from 'i18next';

/**
 * The block's villages and towns are a short, settled list, written in every record in English
 * ("Ilambazar"). Their Bengali and Hindi names are in the main catalog's `places` (keyed by the
 * English, as the seed and the admins write it), so every screen shows a place in the reader's
 * language from its first frame. A place the catalog does not know is shown as written.
 */
export function placeInLanguage(text: string, language: string | null | undefined): string {
  const names = i18n.getResource(language?.split('-')[0] ?? 'en', 'translation', 'places') as
    Record<string, string> | undefined;
  if (!names) return text;
  // "Ilambazar, Supur": a list of places, each on its own.
  return text
    .split(',')
    .map((part) => {
      const place = part.trim();
      return Object.prototype.hasOwnProperty.call(names, place) ? part.replace(place, names[place]) : part;
    })
    .join(',');
}

/** placeInLanguage for the language on screen: `const place = usePlaceName(); place(vendor.village)`. */
export function usePlaceName(): (text: string) => string {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return (text: string) => placeInLanguage(text, language);
}
