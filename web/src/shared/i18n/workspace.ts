import { addCatalogPart } from './index';
import orders from './locales/en.orders.json';
import workspace from './locales/en.workspace.json';

// The words of the vendor's and the delivery person's workspaces, with the order words they
// share with the customer's pages (states, who moved it). Loaded with those screens only.
addCatalogPart('orders', orders);
addCatalogPart('workspace', workspace);
