import { addCatalogPart } from './index';
import orders from './locales/en.orders.json';

// The words of the cart, checkout, confirmation and Find Order pages beyond their titles.
// Imported for its effect by those pages, so the home page's first download does not carry them.
addCatalogPart(orders);
