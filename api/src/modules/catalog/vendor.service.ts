import type { RequestContext } from '../../shared/context';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { keysetPage, type Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { indiaDateOf, shopStatusAt, type ShopStatus } from './vendor-hours';
import type { ShopHoursInput, VendorsArgs } from './vendor.inputs';
import { VendorEntity } from './vendor.entity';
import { vendorById } from './vendor.loaders';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { Vendor } from './vendor.types';
import { toVendor } from './vendor.table';

/** The closed days as stored (each once, in order), after checking the hours make a working week. */
export function checkShopHours(input: ShopHoursInput, fieldPrefix = ''): number[] {
  const allDay = input.opensAt === '00:00' && input.closesAt === '00:00';
  if (!allDay && input.closesAt <= input.opensAt)
    throw badUserInput('The closing time must be after the opening time.', `${fieldPrefix}closesAt`, {
      reason: 'closingBeforeOpening',
    });
  const closedDays = [...new Set(input.closedDays)].sort();
  if (closedDays.length === 7)
    throw badUserInput('A shop must open on at least one day.', `${fieldPrefix}closedDays`, {
      reason: 'shopNoOpenDay',
    });
  return closedDays;
}

/** Shops that sell through Haat now, of one kind or all, by name. */
export async function listVendors(ctx: RequestContext, args: VendorsArgs): Promise<Page<Vendor>> {
  const query = ctx.db.getRepository(VendorEntity).createQueryBuilder('v').where('v.active');
  if (args.category) query.andWhere('v.category = :category', { category: args.category });
  const page = await keysetPage(query, args, { expression: 'v.name', valueOf: (row) => row.name });
  return { nodes: page.nodes.map(toVendor), pageInfo: page.pageInfo };
}

/** One shop by id; null when there is none or it no longer sells through Haat. */
export async function findVendor(ctx: RequestContext, id: string): Promise<Vendor | null> {
  const row = await vendorById(ctx).load(requireUuid(id, 'id'));
  return row?.active ? toVendor(row) : null;
}

/** Open right now, and if not when it opens, by the shop's hours in India time and the app's clock. */
export function vendorStatusNow(
  ctx: RequestContext,
  vendor: Pick<Vendor, 'opensAt' | 'closesAt' | 'closedDays' | 'closedOn'>,
): ShopStatus {
  return shopStatusAt(vendor, ctx.services.clock());
}

/** Whether the vendor's "closed today" is on for the India day it is now. */
export function isClosedToday(ctx: RequestContext, vendor: Pick<Vendor, 'closedOn'>): boolean {
  return vendor.closedOn === indiaDateOf(ctx.services.clock());
}

/**
 * The vendor shuts the shop for today (until the next day's opening) or opens it again, and says
 * whether it takes orders for after it opens: its own vendor, or an admin.
 */
export async function setShopDay(
  ctx: RequestContext,
  id: string,
  input: { closedToday: boolean; takesLaterOrders?: boolean | null },
): Promise<Vendor> {
  const vendorId = requireUuid(id, 'vendorId');
  const me = await ctx.auth.require([UserRole.VENDOR, UserRole.ADMIN]);
  if (me.role === UserRole.VENDOR && me.vendorId !== vendorId)
    throw forbidden('You can only change your own shop.', { reason: 'ownShopOnly' });
  const closedOn = input.closedToday ? indiaDateOf(ctx.services.clock()) : null;
  await ctx.db.transaction(async (tx) => {
    const before = await tx.findOne(VendorEntity, { where: { id: vendorId }, lock: { mode: 'pessimistic_write' } });
    if (!before) throw notFound('There is no shop with this id.', 'vendorId', { reason: 'shopNotFound' });
    const takesLaterOrders = input.takesLaterOrders ?? before.takesLaterOrders;
    await tx.update(VendorEntity, { id: vendorId }, { closedOn, takesLaterOrders });
    await recordAudit(tx, me, {
      entityType: AuditEntity.VENDOR,
      entityId: vendorId,
      action: 'day',
      before: { closedOn: before.closedOn, takesLaterOrders: before.takesLaterOrders },
      after: { closedOn, takesLaterOrders },
    });
  });
  return toVendor(await ctx.db.manager.findOneByOrFail(VendorEntity, { id: vendorId }));
}

/** A vendor keeps their own shop's hours true; an admin may set any shop's. */
export async function updateShopHours(ctx: RequestContext, id: string, input: ShopHoursInput): Promise<Vendor> {
  const vendorId = requireUuid(id, 'vendorId');
  const me = await ctx.auth.require([UserRole.VENDOR, UserRole.ADMIN]);
  if (me.role === UserRole.VENDOR && me.vendorId !== vendorId)
    throw forbidden('You can only change your own shop.', { reason: 'ownShopOnly' });
  const closedDays = checkShopHours(input);

  await ctx.db.transaction(async (tx) => {
    const before = await tx.findOne(VendorEntity, { where: { id: vendorId }, lock: { mode: 'pessimistic_write' } });
    if (!before) throw notFound('There is no shop with this id.', 'vendorId', { reason: 'shopNotFound' });
    await tx.update(VendorEntity, { id: vendorId }, { opensAt: input.opensAt, closesAt: input.closesAt, closedDays });
    await recordAudit(tx, me, {
      entityType: AuditEntity.VENDOR,
      entityId: vendorId,
      action: 'hours',
      before: { opensAt: before.opensAt, closesAt: before.closesAt, closedDays: before.closedDays },
      after: { opensAt: input.opensAt, closesAt: input.closesAt, closedDays },
    });
  });
  return toVendor(await ctx.db.manager.findOneByOrFail(VendorEntity, { id: vendorId }));
}
