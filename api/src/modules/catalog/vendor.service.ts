import type { RequestContext } from '../../shared/context';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { UserRole } from '../identity/user-role';
import type { ShopHoursInput } from './vendor.inputs';
import { VendorEntity } from './vendor.entity';
import type { Vendor } from './vendor.types';

/** PostgreSQL's time comes back as HH:MM:SS; people read HH:MM. */
export function toVendor(row: VendorEntity): Vendor {
  return { ...row, opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) };
}

/** A vendor keeps their own shop's hours true; an admin may set any shop's. */
export async function updateShopHours(ctx: RequestContext, id: string, input: ShopHoursInput): Promise<Vendor> {
  const vendorId = requireUuid(id, 'vendorId');
  const me = await ctx.auth.require([UserRole.VENDOR, UserRole.ADMIN]);
  if (me.role === UserRole.VENDOR && me.vendorId !== vendorId) throw forbidden('You can only change your own shop.');
  if (input.closesAt <= input.opensAt) throw badUserInput('The closing time must be after the opening time.', 'closesAt');
  const closedDays = [...new Set(input.closedDays)].sort();
  if (closedDays.length === 7) throw badUserInput('A shop must open on at least one day.', 'closedDays');

  const result = await ctx.db.manager.update(VendorEntity, { id: vendorId }, { opensAt: input.opensAt, closesAt: input.closesAt, closedDays });
  if (!result.affected) throw notFound('There is no shop with this id.', 'vendorId');
  return toVendor(await ctx.db.manager.findOneByOrFail(VendorEntity, { id: vendorId }));
}
