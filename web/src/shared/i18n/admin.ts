import { addCatalogPart } from './index';
import admin from './locales/en.admin.json';

// The admins' screens' words (the notifications outbox, the orders desk). Loaded with those screens only.
addCatalogPart(admin);
