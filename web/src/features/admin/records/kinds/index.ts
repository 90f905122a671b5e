import type { RecordKindEntry } from '../record-kind';
import { emergencyContactsKind } from './emergency-contacts';
import { galleryAlbumsKind } from './gallery-albums';
import { homeBannersKind } from './home-banners';
import { pagesKind } from './pages';
import { specialtiesKind } from './specialties';

/**
 * Every kind of record kept through the generic screen, by its /admin/{type}. A new kind is
 * its .graphql documents, a file describing it, and a line here.
 */
export const recordKinds: readonly RecordKindEntry[] = [
  { type: 'specialties', group: 'medical', view: specialtiesKind },
  { type: 'emergency', group: 'directory', view: emergencyContactsKind },
  { type: 'banners', group: 'content', view: homeBannersKind },
  { type: 'pages', group: 'content', view: pagesKind },
  { type: 'gallery', group: 'content', view: galleryAlbumsKind },
];
