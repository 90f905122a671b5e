import type { EntityManager } from 'typeorm';
import { EmergencyContactEntity } from '../modules/emergency/emergency-contact.entity';
import { emergencyContacts } from './data/emergency-contacts';
import { placesInBengali } from './data/places';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedEmergency(tx: EntityManager): Promise<SeedTally> {
  return {
    emergency_contact: await insertMissing(
      tx,
      EmergencyContactEntity,
      emergencyContacts.map((c, index) => ({
        id: stableId('emergency_contact', `${c.group}:${c.name}`),
        group: c.group,
        name: c.name,
        nameBn: c.nameBn ?? null,
        nameHi: c.nameHi ?? null,
        phone: c.phone,
        altPhone: c.altPhone ?? null,
        area: c.area ?? null,
        areaBn: c.area ? placesInBengali(c.area) : null,
        available24h: c.available24h,
        sortOrder: index,
      })),
    ),
  };
}
