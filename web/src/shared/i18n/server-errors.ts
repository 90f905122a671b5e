import { addCatalogPart } from './index';
import serverErrors from './locales/en.server-errors.json';

// The server's refusals in words, by their code and reason (shared/apollo/server-words.ts).
// Imported for its effect by that module, which the forms bring: the home page's first download
// does not carry them.
addCatalogPart('server-errors', serverErrors);
