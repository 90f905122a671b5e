import type { RequestContext } from '../../shared/context';
import { forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { UserRole } from '../identity/user-role';
import { VendorEntity } from './vendor.entity';
import { toVendor } from './vendor.table';
import type { Vendor } from './vendor.types';

/**
 * Whether a shop takes its orders to the door itself ("we deliver ourselves") or waits for a Haat
 * delivery person: its own vendor says so, or an admin. Orders already out keep whoever took them.
 */
export async function setShopDelivery(ctx: RequestContext, id: string, deliversItself: boolean): Promise<Vendor> {
  const vendorId = requireUuid(id, 'vendorId');
  const me = await ctx.auth.require([UserRole.VENDOR, UserRole.ADMIN]);
  if (me.role === UserRole.VENDOR && me.vendorId !== vendorId)
    throw forbidden('You can only change your own shop.', { reason: 'ownShopOnly' });

  await ctx.db.transaction(async (tx) => {
    const before = await tx.findOne(VendorEntity, { where: { id: vendorId }, lock: { mode: 'pessimistic_write' } });
    if (!before) throw notFound('There is no shop with this id.', 'vendorId', { reason: 'shopNotFound' });
    if (before.deliversItself === deliversItself) return;
    await tx.update(VendorEntity, { id: vendorId }, { deliversItself });
    await recordAudit(tx, me, {
      entityType: AuditEntity.VENDOR,
      entityId: vendorId,
      action: 'delivery',
      before: { deliversItself: before.deliversItself },
      after: { deliversItself },
    });
  });
  return toVendor(await ctx.db.manager.findOneByOrFail(VendorEntity, { id: vendorId }));
}
