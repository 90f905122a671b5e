/**
 * The catalogs of the languages besides English, by part, each fetched only when that language
 * is on screen and a screen needs that part. The catalog test fails on any key English has and a
 * language lacks, and on a part without its loader here.
 */
export type CatalogPart =
  | 'main'
  | 'staff'
  | 'sections'
  | 'orders'
  | 'bookings'
  | 'workspace'
  | 'admin'
  | 'admin-records'
  | 'admin-directory'
  | 'admin-content'
  | 'admin-medical'
  | 'admin-transport'
  | 'server-errors';

type CatalogLoader = () => Promise<{ default: Record<string, unknown> }>;
export type LanguageCatalogs = Record<CatalogPart, CatalogLoader>;

export const translations = {
  bn: {
    main: () => import('./locales/bn.json'),
    staff: () => import('./locales/bn.staff.json'),
    sections: () => import('./locales/bn.sections.json'),
    orders: () => import('./locales/bn.orders.json'),
    bookings: () => import('./locales/bn.bookings.json'),
    workspace: () => import('./locales/bn.workspace.json'),
    admin: () => import('./locales/bn.admin.json'),
    'admin-records': () => import('./locales/bn.admin-records.json'),
    'admin-directory': () => import('./locales/bn.admin-directory.json'),
    'admin-content': () => import('./locales/bn.admin-content.json'),
    'admin-medical': () => import('./locales/bn.admin-medical.json'),
    'admin-transport': () => import('./locales/bn.admin-transport.json'),
    'server-errors': () => import('./locales/bn.server-errors.json'),
  },
  hi: {
    main: () => import('./locales/hi.json'),
    staff: () => import('./locales/hi.staff.json'),
    sections: () => import('./locales/hi.sections.json'),
    orders: () => import('./locales/hi.orders.json'),
    bookings: () => import('./locales/hi.bookings.json'),
    workspace: () => import('./locales/hi.workspace.json'),
    admin: () => import('./locales/hi.admin.json'),
    'admin-records': () => import('./locales/hi.admin-records.json'),
    'admin-directory': () => import('./locales/hi.admin-directory.json'),
    'admin-content': () => import('./locales/hi.admin-content.json'),
    'admin-medical': () => import('./locales/hi.admin-medical.json'),
    'admin-transport': () => import('./locales/hi.admin-transport.json'),
    'server-errors': () => import('./locales/hi.server-errors.json'),
  },
} satisfies Record<string, LanguageCatalogs>;
