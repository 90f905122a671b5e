import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localDigits } from '../format/digits';
import { storageKeys } from '../storage/keys';
import { readText, writeText } from '../storage/local-storage';
import en from './locales/en.json';
import { translations, type CatalogPart, type LanguageCatalogs } from './translations';

/**
 * Catalogs are JSON files under ./locales, one a language and part ("en.json", "bn.staff.json"),
 * keys grouped by feature. English ships in the main bundle and is the fallback for any key;
 * another language is fetched only when chosen, so a phone downloads one language, not three.
 *
 * The catalog is cut into parts that come with the screens using them (./staff.ts,
 * ./sections.ts, ./orders.ts, ./bookings.ts, ./workspace.ts, ./admin.ts, ./server-errors.ts): most
 * visitors are customers on the home page and never download the admin's words. A part registers its
 * English words with addCatalogPart; in another language its translation is fetched then (or
 * when the language is chosen), from the loaders in ./translations.ts.
 */
export type Catalog = typeof en;
export const languages = ['en', ...(Object.keys(translations) as Array<keyof typeof translations>)] as const;
export type Language = 'en' | keyof typeof translations;
export const defaultLanguage: Language = 'en';

/** Each language's name in itself, for the switcher. */
export const languageNames: Record<Language, string> = { en: 'English', bn: 'বাংলা', hi: 'हिन्दी' };

/** The locale numbers, dates and money are written in for a language (India's conventions). */
export function localeOf(lng: string): string {
  return `${(languages as readonly string[]).includes(lng) ? lng : defaultLanguage}-IN`;
}

/** The locale of the language on screen now: "bn-IN" shows ১২৩ and "২৫ নভে". */
export function uiLocale(): string {
  return localeOf(i18n.language ?? defaultLanguage);
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function isLanguage(value: string | null | undefined): value is Language {
  return value != null && (languages as readonly string[]).includes(value);
}

/** The parts screens have brought so far; a language chosen later fetches these too. */
const partsInUse = new Set<CatalogPart>(['main']);

async function loadTranslation(lng: Language, part: CatalogPart): Promise<void> {
  if (lng === defaultLanguage) return;
  const load = (translations as Record<string, LanguageCatalogs>)[lng]?.[part];
  if (!load) return;
  const catalog = await load();
  i18n.addResourceBundle(lng, 'translation', catalog.default, true, true);
}

/**
 * Every number put into a sentence is written in the language's digits: "১টা জিনিস", never "1টা".
 * The catalogs use no {{value, format}} specifiers, so this stands in for i18next's own formatter.
 */
const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) =>
    typeof value === 'number' ? localDigits(String(value), localeOf(lng ?? defaultLanguage)) : (value as string),
};

void i18n
  .use(initReactI18next)
  .use(digitsFormatter)
  .init({
    resources: { en: { translation: en } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    // Every value goes through the formatter below, numbers included.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
    // A part's translation may arrive after its screen has rendered: render again when it does.
    react: { bindI18nStore: 'added' },
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** The language being switched to (or on screen): parts that arrive meanwhile fetch its words. */
let wanted: Language = defaultLanguage;

async function switchTo(lng: Language): Promise<void> {
  wanted = lng;
  await Promise.all([...partsInUse].map((part) => loadTranslation(lng, part)));
  // A quicker second choice wins over a slow first one.
  if (wanted === lng) await i18n.changeLanguage(lng);
}

/** Switches the whole app to `lng`, fetching its catalogs first, and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  writeText(storageKeys.language, lng);
  await switchTo(lng);
}

/** The language to start in: the one chosen before, else the browser's first we speak (a Bengali phone gets Bengali). */
export function startingLanguage(saved: string | null, preferred: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/**
 * Resolves when the starting language's words are in, so the first screen is drawn in it rather
 * than in English and then again. English resolves at once.
 */
export const languageReady: Promise<void> = (() => {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const lng = startingLanguage(readText(storageKeys.language), preferred);
  if (lng === defaultLanguage) return Promise.resolve();
  // Offline with the catalog not cached: English rather than no page at all.
  return switchTo(lng).catch(() => undefined);
})();

/** Translations asked for by parts that arrived with a page's code and not yet in. */
const arriving = new Set<Promise<void>>();

/** Registers a part of the catalog some screens bring with them, in English and in the language on screen. */
export function addCatalogPart(name: CatalogPart, part: DeepPartial<Catalog> | Record<string, unknown>): void {
  i18n.addResourceBundle(defaultLanguage, 'translation', part, true, false);
  if (partsInUse.has(name)) return;
  partsInUse.add(name);
  const loading = loadTranslation(wanted, name).catch(() => undefined);
  arriving.add(loading);
  void loading.then(() => arriving.delete(loading));
}

/**
 * Resolves when every part registered so far has its words in the language on screen. A page's
 * loader waits for this after importing the page's code (whose imports register its parts), so
 * a page opened by its address in Bengali draws its first frame in Bengali, never English first.
 * A part that cannot be fetched (offline, not cached) falls back to English rather than no page.
 */
export async function catalogPartsSettled(): Promise<void> {
  while (arriving.size > 0) await Promise.all([...arriving]);
}

export { i18n };
