import type { RecordKindEntry } from '../record-kind';
import { doctorsKind } from './doctors';
import { emergencyContactsKind } from './emergency-contacts';
import { labTestsKind } from './lab-tests';
import { medicalPlacesKind } from './medical-places';
import { specialtiesKind } from './specialties';

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
];
