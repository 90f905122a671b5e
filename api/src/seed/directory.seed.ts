import type { EntityManager } from 'typeorm';
import { ServiceProviderEntity } from '../modules/directory/service-provider.entity';
import { serviceProviders } from './data/directory';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedDirectory(tx: EntityManager): Promise<SeedTally> {
  const serviceProvider = await insertMissing(
    tx,
    ServiceProviderEntity,
    serviceProviders.map((s) => ({
      id: stableId('service_provider', `${s.type}:${s.name}`),
      type: s.type,
      name: s.name,
      nameBn: s.nameBn,
      village: s.village,
      phone: s.phone,
      description: s.description,
      descriptionBn: s.descriptionBn,
      descriptionHi: s.descriptionHi,
      visitChargePaise: s.visitChargePaise ?? null,
      active: true,
    })),
  );
  return { service_provider: serviceProvider };
}
