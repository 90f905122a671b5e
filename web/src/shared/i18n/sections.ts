import { addCatalogPart } from './index';
import sections from './locales/en.sections.json';

// The words of the directory pages (education, transport, services, feeds, gallery) and the
// carousel, beyond their titles. Imported for its effect by those pages, so the home page's
// first download does not carry them.
addCatalogPart('sections', sections);
