import { EmergencyContacts1763740000000 } from './1763740000000-emergency-contacts';

/** Every migration, oldest first. Listed by hand so the build, Jest and the dev runner agree. */
export const migrations = [EmergencyContacts1763740000000];
