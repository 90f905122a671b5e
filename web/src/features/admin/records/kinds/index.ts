import type { RecordKindEntry } from '../record-kind';
import { doctorsKind } from './doctors';
import { emergencyContactsKind } from './emergency-contacts';
import { feedPostsKind } from './feed-posts';
import { serviceProvidersKind } from './service-providers';
import { galleryAlbumsKind } from './gallery-albums';
import { homeBannersKind } from './home-banners';
import { pagesKind } from './pages';
import { labTestsKind } from './lab-tests';
import { medicalPlacesKind } from './medical-places';
import { specialtiesKind } from './specialties';
import { teachersKind } from './teachers';

/**
 * Every kind of record kept through the generic screen, by its /admin/{type}. A new kind is
 * its .graphql documents, a file describing it, and a line here.
 */
export const recordKinds: readonly RecordKindEntry[] = [
  { type: 'doctors', group: 'medical', view: doctorsKind },
  { type: 'specialties', group: 'medical', view: specialtiesKind },
  { type: 'lab-tests', group: 'medical', view: labTestsKind },
  { type: 'medical-places', group: 'medical', view: medicalPlacesKind },
  { type: 'emergency', group: 'directory', view: emergencyContactsKind },
  { type: 'teachers', group: 'directory', view: teachersKind },
  { type: 'services', group: 'directory', view: serviceProvidersKind },
  { type: 'feeds', group: 'directory', view: feedPostsKind },
  { type: 'banners', group: 'content', view: homeBannersKind },
  { type: 'pages', group: 'content', view: pagesKind },
  { type: 'gallery', group: 'content', view: galleryAlbumsKind },
];
