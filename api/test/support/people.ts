import type { DataSource } from 'typeorm';
import { createAdminAccount } from '../../src/modules/identity/account.service';
import { hashPassword } from '../../src/modules/identity/password';
import { UserRole } from '../../src/modules/identity/user-role';
import { UserEntity } from '../../src/modules/identity/user.entity';
import { stableId } from '../../src/seed/stable-id';
import { randomInt, randomUUID } from 'node:crypto';

export const PASSWORD = 'correct horse battery staple';

/** Two seeded shops, so a test can have vendor A reach for vendor B's record. */
export const SHOP_A = stableId('vendor', 'maa-tara-bhandar');
export const SHOP_B = stableId('vendor', 'joydev-stores');

/** The demo village's two labs (seed/data/catalog.ts), so a test can have one lab reach for the other's booking. */
export const LAB_A = stableId('vendor', 'ilambazar-pathology');
export const LAB_B = stableId('vendor', 'santiniketan-path-lab');

/** A mobile number no account has yet (test files share one database). */
export async function newPhone(db: DataSource): Promise<string> {
  for (;;) {
    const phone = `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    if (!(await db.manager.exists(UserEntity, { where: { phone } }))) return phone;
  }
}

export async function makeAdmin(
  db: DataSource,
  email = `admin-${randomUUID().slice(0, 8)}@haat.test`,
): Promise<UserEntity> {
  return createAdminAccount(db, { name: 'Test Admin', email, password: PASSWORD });
}

export async function makeStaff(
  db: DataSource,
  role: UserRole.VENDOR | UserRole.DELIVERY,
  vendorId?: string,
): Promise<UserEntity> {
  const row = {
    id: randomUUID(),
    role,
    name: role === UserRole.VENDOR ? 'Test Vendor' : 'Test Rider',
    email: null,
    phone: await newPhone(db),
    passwordHash: await hashPassword(PASSWORD),
    vendorId: role === UserRole.VENDOR ? (vendorId ?? SHOP_A) : null,
    disabledAt: null,
    mustChangePassword: false,
  };
  await db.manager.insert(UserEntity, row);
  return db.manager.findOneByOrFail(UserEntity, { id: row.id });
}
