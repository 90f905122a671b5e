import type { EntityManager } from 'typeorm';
import { hashPassword } from '../modules/identity/password';
import { UserRole } from '../modules/identity/user-role';
import { UserEntity } from '../modules/identity/user.entity';
import { vendorId } from './catalog.seed';
import { vendors } from './data/catalog';
import { DEMO_PASSWORD, demoDeliveryStaff } from './data/demo-accounts';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

/** A vendor account for every demo shop and a few delivery people, all with the demo password. */
export async function seedDemoAccounts(tx: EntityManager): Promise<SeedTally> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const vendorAccounts = vendors.map((v) => ({
    id: stableId('app_user', `vendor:${v.key}`),
    role: UserRole.VENDOR,
    name: v.ownerName ?? v.name,
    email: null,
    phone: v.phone,
    passwordHash,
    vendorId: vendorId(v.key),
    disabledAt: null,
    mustChangePassword: false,
  }));
  const deliveryAccounts = demoDeliveryStaff.map((d) => ({
    id: stableId('app_user', `delivery:${d.phone}`),
    role: UserRole.DELIVERY,
    name: d.name,
    email: null,
    phone: d.phone,
    passwordHash,
    vendorId: null,
    disabledAt: null,
    mustChangePassword: false,
  }));
  return { app_user: await insertMissing(tx, UserEntity, [...vendorAccounts, ...deliveryAccounts]) };
}
