import { addCatalogPart } from './index';
import admin from './locales/en.admin.json';
import adminRecords from './locales/en.admin-records.json';
import adminDirectory from './locales/en.admin-directory.json';
import adminContent from './locales/en.admin-content.json';
import adminMedical from './locales/en.admin-medical.json';
import adminTransport from './locales/en.admin-transport.json';

// The admins' screens' words (the notifications outbox, the orders desk, the records). Loaded with those screens only.
addCatalogPart('admin', admin);
addCatalogPart('admin-records', adminRecords);
addCatalogPart('admin-directory', adminDirectory);
addCatalogPart('admin-content', adminContent);
addCatalogPart('admin-medical', adminMedical);
addCatalogPart('admin-transport', adminTransport);
