import { EmergencyContacts1763740000000 } from './1763740000000-emergency-contacts';
import { VillageCatalog1763740100000 } from './1763740100000-village-catalog';

/** Every migration, oldest first. Listed by hand so the build, Jest and the dev runner agree. */
export const migrations = [EmergencyContacts1763740000000, VillageCatalog1763740100000];
