import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { normalizeIndianMobile } from '../../shared/phone';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { VendorEntity } from '../catalog/vendor.entity';
import { checkNewPassword, hashPassword, verifyPassword } from './password';
import { revokeAllSessions } from './session.service';
import { attemptAllowances, loginOf, takePasswordAttempt } from './sign-in.service';
import { giveBackAll } from '../../shared/throttle/limit-store';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';

export interface NewStaffAccount {
  name: string;
  phone: string;
  password: string;
}

export function requirePhone(phone: string, field = 'phone'): string {
  const normalized = normalizeIndianMobile(phone);
  if (!normalized)
    throw badUserInput('Enter a 10-digit Indian mobile number.', field, { reason: 'indianMobileInvalid' });
  return normalized;
}

export function requireName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Enter a name.', field, { reason: 'nameRequired' });
  return trimmed;
}

export type NewAccount = Omit<
  UserEntity,
  'id' | 'createdAt' | 'updatedAt' | 'disabledAt' | 'mustChangePassword' | 'vendor'
>;

/**
 * A new account in the caller's transaction; `by` is the admin making it, for the audit trail
 * (none for the first admin). A phone or email already taken is BAD_USER_INPUT on `fieldPrefix`+field,
 * also when two requests race for it (the unique index decides).
 */
export async function insertAccount(
  tx: EntityManager,
  user: NewAccount,
  by: AuditActor | null,
  fieldPrefix = '',
): Promise<UserEntity> {
  if (user.phone && (await tx.exists(UserEntity, { where: { phone: user.phone } }))) {
    throw badUserInput('This phone number already has an account.', `${fieldPrefix}phone`, {
      reason: 'phoneHasAccount',
    });
  }
  if (user.email && (await tx.exists(UserEntity, { where: { email: user.email } }))) {
    throw badUserInput('This email address already has an account.', `${fieldPrefix}email`, {
      reason: 'emailHasAccount',
    });
  }
  const row = { id: randomUUID(), disabledAt: null, mustChangePassword: false, ...user };
  try {
    // A savepoint, so a lost race leaves the caller's transaction usable for the error.
    await tx.transaction((inner) => inner.insert(UserEntity, row));
  } catch (error) {
    const constraint = (error as { driverError?: { constraint?: string } }).driverError?.constraint;
    if (constraint === 'app_user_phone_key')
      throw badUserInput('This phone number already has an account.', `${fieldPrefix}phone`, {
        reason: 'phoneHasAccount',
      });
    if (constraint === 'app_user_email_key')
      throw badUserInput('This email address already has an account.', `${fieldPrefix}email`, {
        reason: 'emailHasAccount',
      });
    throw error;
  }
  if (by) {
    const { name, phone, email, role, vendorId } = row;
    await recordAudit(tx, by, {
      entityType: AuditEntity.USER,
      entityId: row.id,
      action: 'created',
      after: { name, phone, email, role, vendorId },
    });
  }
  return tx.findOneByOrFail(UserEntity, { id: row.id });
}

function insertUser(db: DataSource, user: NewAccount, by: AuditActor | null): Promise<UserEntity> {
  return db.transaction((tx) => insertAccount(tx, user, by));
}

/** A sign-in for a shop: the vendor's category comes from the shop. */
export async function createVendorAccount(
  ctx: RequestContext,
  input: NewStaffAccount & { vendorId: string },
): Promise<UserEntity> {
  const phone = requirePhone(input.phone);
  const name = requireName(input.name);
  checkNewPassword(input.password);
  if (!(await ctx.db.manager.exists(VendorEntity, { where: { id: requireUuid(input.vendorId, 'vendorId') } }))) {
    throw notFound('There is no shop with this id.', 'vendorId', { reason: 'shopNotFound' });
  }
  return insertUser(
    ctx.db,
    {
      role: UserRole.VENDOR,
      name,
      phone,
      email: null,
      vendorId: input.vendorId,
      passwordHash: await hashPassword(input.password),
    },
    await ctx.auth.require([UserRole.ADMIN]),
  );
}

export async function createDeliveryAccount(ctx: RequestContext, input: NewStaffAccount): Promise<UserEntity> {
  const phone = requirePhone(input.phone);
  const name = requireName(input.name);
  checkNewPassword(input.password);
  return insertUser(
    ctx.db,
    {
      role: UserRole.DELIVERY,
      name,
      phone,
      email: null,
      vendorId: null,
      passwordHash: await hashPassword(input.password),
    },
    await ctx.auth.require([UserRole.ADMIN]),
  );
}

export async function createAdminAccount(
  db: DataSource,
  input: { name: string; email: string; password: string },
  by: AuditActor | null = null,
): Promise<UserEntity> {
  checkNewPassword(input.password);
  return insertUser(
    db,
    {
      role: UserRole.ADMIN,
      name: requireName(input.name),
      email: input.email.trim().toLowerCase(),
      phone: null,
      vendorId: null,
      passwordHash: await hashPassword(input.password),
    },
    by,
  );
}

/** ADMIN_EMAIL / ADMIN_PASSWORD on start: makes that admin only while there is no admin at all. */
export async function ensureFirstAdmin(db: DataSource, admin: { email: string; password: string }): Promise<boolean> {
  if (await db.manager.exists(UserEntity, { where: { role: UserRole.ADMIN } })) return false;
  await createAdminAccount(db, { name: 'Administrator', ...admin });
  return true;
}

/** Signs the account out everywhere and keeps it from signing in again; orders keep their history. */
export async function disableUser(ctx: RequestContext, id: string): Promise<UserEntity> {
  const userId = requireUuid(id, 'id');
  const me = await ctx.auth.require([UserRole.ADMIN]);
  if (me.id === userId) throw forbidden('You cannot disable your own account.', { reason: 'disableSelf' });
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    const result = await tx.update(UserEntity, { id: userId }, { disabledAt: now });
    if (!result.affected) throw notFound('There is no account with this id.', 'id', { reason: 'accountNotFound' });
    await recordAudit(tx, me, {
      entityType: AuditEntity.USER,
      entityId: userId,
      action: 'disabled',
      before: { disabledAt: null },
      after: { disabledAt: now },
    });
    await revokeAllSessions(tx, userId, 'account-disabled', now);
  });
  return ctx.db.manager.findOneByOrFail(UserEntity, { id: userId });
}

/**
 * An admin gives a vendor or a delivery person a new password when they have forgotten theirs:
 * every session of theirs ends, and they must choose their own password at the next sign-in.
 * The password itself is never written to the audit trail; only that it was set.
 */
export async function setStaffPassword(ctx: RequestContext, id: string, password: string): Promise<UserEntity> {
  const admin = await ctx.auth.require([UserRole.ADMIN]);
  const userId = requireUuid(id, 'userId');
  checkNewPassword(password, 'password');
  const user = await ctx.db.manager.findOneBy(UserEntity, { id: userId });
  if (!user) throw notFound('There is no account with this id.', 'userId', { reason: 'accountNotFound' });
  if (user.role !== UserRole.VENDOR && user.role !== UserRole.DELIVERY) {
    throw forbidden('Only a vendor’s or a delivery person’s password can be set here.', {
      reason: 'passwordSetStaffOnly',
    });
  }
  const passwordHash = await hashPassword(password);
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    await tx.update(UserEntity, { id: userId }, { passwordHash, mustChangePassword: true });
    await recordAudit(tx, admin, {
      entityType: AuditEntity.USER,
      entityId: userId,
      action: 'password-set',
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: true },
    });
    await revokeAllSessions(tx, userId, 'password-set-by-admin', now);
  });
  return ctx.db.manager.findOneByOrFail(UserEntity, { id: userId });
}

/**
 * A signed-in user changes their own password; their other devices are signed out. It also
 * answers an admin's "choose your own at the next sign-in".
 */
export async function changePassword(
  ctx: RequestContext,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const me = await ctx.auth.require([], { evenBeforePasswordChange: true });
  checkNewPassword(newPassword, 'newPassword');
  const user = await ctx.db.manager.findOneByOrFail(UserEntity, { id: me.id });
  // The current password is guessed at like a sign-in, and counted alike: one allowance for both.
  const allowances = attemptAllowances(ctx, loginOf(user));
  await takePasswordAttempt(ctx, allowances);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badUserInput('The current password is not right.', 'currentPassword', { reason: 'currentPasswordWrong' });
  }
  if (user.mustChangePassword && currentPassword === newPassword) {
    throw badUserInput('Choose a new password of your own, not the one you were given.', 'newPassword', {
      reason: 'passwordOfYourOwn',
    });
  }
  await giveBackAll(ctx.services.limits, allowances, ctx.services.clock().getTime());
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(UserEntity, { id: me.id }, { passwordHash, mustChangePassword: false });
    await revokeAllSessions(tx, me.id, 'password-change', ctx.services.clock(), me.sessionId);
  });
  return true;
}
