import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../storage/keys';
import { readText, writeText } from '../storage/local-storage';
import en from './locales/en.json';

/**
 * Catalogs are one JSON file a language under ./locales, keys grouped by feature. English ships
 * in the main bundle and is the fallback for any key another catalog lacks; other languages are
 * fetched only when chosen, so a phone downloads one language, not three.
 *
 * To add Bengali: write locales/bn.json with the same keys, add 'bn' to `languages` and a loader
 * `bn: () => import('./locales/bn.json')` to `catalogLoaders`.
 *
 * Words only staff screens use (sign-in, password reset, the signed-in areas) are a part of their
 * own, locales/en.staff.json, added by ./staff.ts when such a screen's code loads: most visitors
 * are customers and never download them.
 *
 * In the same way, the directory pages' words beyond their titles (locales/en.sections.json) come
 * with those pages through ./sections.ts, and the cart's and orders' (locales/en.orders.json)
 * through ./orders.ts, and the booking and request forms' (locales/en.bookings.json) through
 * ./bookings.ts, keeping the home page's first download small. The vendor's and delivery
 * person's workspaces bring theirs (locales/en.workspace.json) through ./workspace.ts, and the
 * admins' screens theirs (locales/en.admin.json) through ./admin.ts.
 */
export type Catalog = typeof en;
export const languages = ['en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
const catalogLoaders: Partial<Record<Language, () => Promise<{ default: DeepPartial<Catalog> }>>> = {};

function isLanguage(value: string | null): value is Language {
  return value != null && (languages as readonly string[]).includes(value);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** Switches the whole app to `lng`, fetching its catalog first, and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  const load = catalogLoaders[lng];
  if (load && !i18n.hasResourceBundle(lng, 'translation')) {
    const catalog = await load();
    i18n.addResourceBundle(lng, 'translation', catalog.default, true, true);
  }
  writeText(storageKeys.language, lng);
  await i18n.changeLanguage(lng);
}

const saved = readText(storageKeys.language);
if (isLanguage(saved) && saved !== defaultLanguage) void setLanguage(saved);

/** Merges a part of the English catalog that some screens bring with them. */
export function addCatalogPart(part: DeepPartial<Catalog> | Record<string, unknown>): void {
  i18n.addResourceBundle(defaultLanguage, 'translation', part, true, false);
}

export { i18n };
