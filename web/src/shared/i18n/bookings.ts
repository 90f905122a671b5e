import { addCatalogPart } from './index';
import bookings from './locales/en.bookings.json';

// The words of the booking and request forms (lab tests, appointments, medical assistance, a
// service) and their confirmations. Imported for its effect by those forms, so the home page's
// first download does not carry them.
addCatalogPart('bookings', bookings);
