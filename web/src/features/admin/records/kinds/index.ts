import type { RecordKindEntry } from '../record-kind';
import { doctorsKind } from './doctors';
import { busRoutesKind } from './bus-routes';
import { busTripsKind } from './bus-trips';
import { carsKind } from './cars';
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
import { totoDriversKind } from './toto-drivers';
import { totoStandsKind } from './toto-stands';

/**
 * Every kind of record kept through the generic screen, by its /admin/{type}. A new kind is
 * its .graphql documents, a file describing it, and a line here.
 */
export const recordKinds: readonly RecordKindEntry[] = [
  { type: 'doctors', group: 'medical', view: doctorsKind },
  { type: 'specialties', group: 'medical', view: specialtiesKind },
  { type: 'lab-tests', group: 'medical', view: labTestsKind },
  { type: 'medical-places', group: 'medical', view: medicalPlacesKind },
  { type: 'toto-stands', group: 'transport', view: totoStandsKind },
  { type: 'toto-drivers', group: 'transport', view: totoDriversKind },
  { type: 'cars', group: 'transport', view: carsKind },
  { type: 'bus-routes', group: 'transport', view: busRoutesKind },
  { type: 'bus-trips', group: 'transport', view: busTripsKind },
  { type: 'emergency', group: 'directory', view: emergencyContactsKind },
  { type: 'teachers', group: 'directory', view: teachersKind },
  { type: 'services', group: 'directory', view: serviceProvidersKind },
  { type: 'feeds', group: 'directory', view: feedPostsKind },
  { type: 'banners', group: 'content', view: homeBannersKind },
  { type: 'pages', group: 'content', view: pagesKind },
  { type: 'gallery', group: 'content', view: galleryAlbumsKind },
];
