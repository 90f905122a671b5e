import type { RecordKindEntry } from '../record-kind';
import { busRoutesKind } from './bus-routes';
import { busTripsKind } from './bus-trips';
import { carsKind } from './cars';
import { emergencyContactsKind } from './emergency-contacts';
import { specialtiesKind } from './specialties';
import { totoDriversKind } from './toto-drivers';
import { totoStandsKind } from './toto-stands';

/**
 * Every kind of record kept through the generic screen, by its /admin/{type}. A new kind is
 * its .graphql documents, a file describing it, and a line here.
 */
export const recordKinds: readonly RecordKindEntry[] = [
  { type: 'specialties', group: 'medical', view: specialtiesKind },
  { type: 'toto-stands', group: 'transport', view: totoStandsKind },
  { type: 'toto-drivers', group: 'transport', view: totoDriversKind },
  { type: 'cars', group: 'transport', view: carsKind },
  { type: 'bus-routes', group: 'transport', view: busRoutesKind },
  { type: 'bus-trips', group: 'transport', view: busTripsKind },
  { type: 'emergency', group: 'directory', view: emergencyContactsKind },
];
