import { addCatalogPart } from './index';
import staff from './locales/en.staff.json';

// Imported for its effect by every module whose screens use these words.
addCatalogPart('staff', staff);
