import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { badUserInput, notFound, type Reason } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { keysetAfter, keysetPageOf, searchPattern, type Page } from '../../shared/pagination';
import { normalizeIndianMobile } from '../../shared/phone';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { insertAccount, requireName, requirePhone } from '../identity/account.service';
import { checkNewPassword, hashPassword } from '../identity/password';
import { UserRole } from '../identity/user-role';
import type { AdminVendorsArgs, CreateVendorInput, UpdateVendorInput, VendorFieldsInput } from './vendor-admin.inputs';
import type { AdminVendor } from './vendor-admin.types';
import { VendorEntity } from './vendor.entity';
import { checkShopHours } from './vendor.service';
import { toVendor } from './vendor.table';

const toAdminVendor = (row: VendorEntity): AdminVendor => ({
  ...toVendor(row),
  ownerName: row.ownerName,
  chatGroupId: row.chatGroupId,
});

/** The fields as stored, trimmed; BAD_USER_INPUT naming the field otherwise. */
function vendorFields(input: VendorFieldsInput) {
  const text = (value: string, field: string, message: string, why?: Reason) => {
    const trimmed = value.trim();
    if (!trimmed) throw badUserInput(message, field, why);
    return trimmed;
  };
  const phone = normalizeIndianMobile(input.phone);
  if (!phone)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', 'phone', { reason: 'mobileInvalid' });
  return {
    name: text(input.name, 'name', "Enter the shop's name.", { reason: 'shopNameRequired' }),
    nameBn: input.nameBn?.trim() || null,
    ownerName: input.ownerName?.trim() || null,
    village: text(input.village, 'village', 'Enter the village.', { reason: 'villageRequired' }),
    address: text(input.address, 'address', 'Say where the shop is.', { reason: 'shopAddressRequired' }),
    addressBn: input.addressBn?.trim() || null,
    phone,
    chatGroupId: input.chatGroupId?.trim() || null,
  };
}

/** What the trail keeps of a shop. */
const auditedFields = (
  v: Pick<
    VendorEntity,
    'name' | 'nameBn' | 'ownerName' | 'village' | 'address' | 'addressBn' | 'phone' | 'chatGroupId' | 'active'
  >,
) => ({
  name: v.name,
  nameBn: v.nameBn,
  ownerName: v.ownerName,
  village: v.village,
  address: v.address,
  addressBn: v.addressBn,
  phone: v.phone,
  chatGroupId: v.chatGroupId,
  active: v.active,
});

/** A new shop and its sign-in, together or not at all. */
export async function createVendor(
  ctx: RequestContext,
  admin: AuthUser,
  input: CreateVendorInput,
): Promise<AdminVendor> {
  const fields = vendorFields(input);
  const closedDays = checkShopHours(input.hours, 'hours.');
  const accountName = requireName(input.account.name, 'account.name');
  const accountPhone = requirePhone(input.account.phone, 'account.phone');
  checkNewPassword(input.account.password, 'account.password');
  const passwordHash = await hashPassword(input.account.password);
  const id = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.insert(VendorEntity, {
      id,
      category: input.category,
      opensAt: input.hours.opensAt,
      closesAt: input.hours.closesAt,
      closedDays,
      active: true,
      ...fields,
    });
    await recordAudit(tx, admin, {
      entityType: AuditEntity.VENDOR,
      entityId: id,
      action: 'created',
      after: { ...auditedFields({ ...fields, active: true }), category: input.category },
    });
    await insertAccount(
      tx,
      { role: UserRole.VENDOR, name: accountName, phone: accountPhone, email: null, vendorId: id, passwordHash },
      admin,
      'account.',
    );
    return tx.findOneByOrFail(VendorEntity, { id });
  });
  ctx.log.info({ vendor: id, category: input.category }, 'shop created');
  return toAdminVendor(row);
}

/** A shop's details, its chat group, and whether it sells (a shop with orders is closed, never deleted). */
export async function updateVendor(
  ctx: RequestContext,
  admin: AuthUser,
  input: UpdateVendorInput,
): Promise<AdminVendor> {
  const id = requireUuid(input.id, 'id');
  const hours = input.hours
    ? {
        opensAt: input.hours.opensAt,
        closesAt: input.hours.closesAt,
        closedDays: checkShopHours(input.hours, 'hours.'),
      }
    : null;
  const fields = { ...vendorFields(input), active: input.active, ...hours };
  const row = await ctx.db.transaction(async (tx: EntityManager) => {
    const before = await tx.findOne(VendorEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!before) throw notFound('There is no shop with this id.', 'id', { reason: 'shopNotFound' });
    await tx.update(VendorEntity, { id }, fields);
    const hoursOf = (v: { opensAt: string; closesAt: string; closedDays: number[] }) => ({
      opensAt: v.opensAt.slice(0, 5),
      closesAt: v.closesAt.slice(0, 5),
      closedDays: v.closedDays,
    });
    await recordAudit(tx, admin, {
      entityType: AuditEntity.VENDOR,
      entityId: id,
      action: 'updated',
      before: { ...auditedFields(before), ...(hours && hoursOf(before)) },
      after: { ...auditedFields(fields), ...(hours && hoursOf(hours)) },
    });
    return tx.findOneByOrFail(VendorEntity, { id });
  });
  return toAdminVendor(row);
}

/** Every shop for admins, by name: of a kind, matching a search, closed ones too unless asked not. */
export async function adminVendors(ctx: RequestContext, args: AdminVendorsArgs): Promise<Page<AdminVendor>> {
  const query = ctx.db.getRepository(VendorEntity).createQueryBuilder('v');
  if (!args.includeInactive) query.andWhere('v.active');
  if (args.category) query.andWhere('v.category = :category', { category: args.category });
  const pattern = searchPattern(args.search);
  if (pattern)
    query.andWhere('(v.name ILIKE :pattern OR v.village ILIKE :pattern OR v.phone ILIKE :pattern)', { pattern });
  const after = keysetAfter(args);
  if (after)
    query.andWhere('(v.name, v.id) > (:afterName, :afterId)', { afterName: String(after[0]), afterId: after[1] });
  const rows = await query
    .orderBy('v.name')
    .addOrderBy('v.id')
    .limit(args.first + 1)
    .getMany();
  const page = keysetPageOf(rows, args, (row) => row.name);
  return { nodes: page.nodes.map(toAdminVendor), pageInfo: page.pageInfo };
}
