import { addCatalogPart } from './index';
import orders from './locales/en.orders.json';

// The words of the cart, checkout, written lists (fordo, medicines), confirmation and Find Order
// pages beyond their titles, and of the catalogs' link to the lists.
// Imported for its effect by those pages, so the home page's first download does not carry them.
addCatalogPart('orders', orders);
