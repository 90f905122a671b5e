import 'i18next';
import type en from './locales/en.json';
import type staff from './locales/en.staff.json';
import type sections from './locales/en.sections.json';
import type orders from './locales/en.orders.json';
import type bookings from './locales/en.bookings.json';
import type workspace from './locales/en.workspace.json';
import type admin from './locales/en.admin.json';
import type adminRecords from './locales/en.admin-records.json';
import type adminDirectory from './locales/en.admin-directory.json';
import type adminContent from './locales/en.admin-content.json';
import type adminMedical from './locales/en.admin-medical.json';
import type adminTransport from './locales/en.admin-transport.json';
import type serverErrors from './locales/en.server-errors.json';

// Keys are checked against the English catalog, so a typo fails the type check, not a user.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof staff &
        typeof sections &
        typeof orders &
        typeof bookings &
        typeof workspace &
        typeof admin &
        typeof adminRecords &
        typeof adminDirectory &
        typeof adminContent &
        typeof adminMedical &
        typeof adminTransport &
        typeof serverErrors;
    };
    returnNull: false;
  }
}
