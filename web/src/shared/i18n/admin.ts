import { addCatalogPart } from './index';
import admin from './locales/en.admin.json';
import adminRecords from './locales/en.admin-records.json';
import adminTransport from './locales/en.admin-transport.json';

// The admins' screens' words (the notifications outbox, the orders desk). Loaded with those screens only.
addCatalogPart(admin);
addCatalogPart(adminRecords);
addCatalogPart(adminTransport);
