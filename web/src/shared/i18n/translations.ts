/**
 * The catalogs of the languages besides English, by part, each fetched only when that language
 * is on screen and a screen needs that part. A language is offered once every part is here: the
 * catalog test fails on any key English has and it lacks.
 */
export type CatalogPart = 'main' | 'staff' | 'sections' | 'orders' | 'bookings' | 'workspace' | 'admin' | 'admin-records' | 'admin-directory' | 'admin-medical' | 'admin-transport' | 'admin-content';

type CatalogLoader = () => Promise<{ default: Record<string, unknown> }>;
export type LanguageCatalogs = Record<CatalogPart, CatalogLoader>;

export const translations: Record<never, LanguageCatalogs> = {};
