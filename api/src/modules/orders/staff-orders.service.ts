import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import type { AuthUser } from '../../shared/auth/request-auth';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import type { VendorCategory } from '../catalog/vendor-category';
import { UserRole } from '../identity/user-role';
import { checkLabBookingMove } from './lab-booking-steps.service';
import { findOrderRows, orderDetails } from './order-details';
import { announceOrders } from './order-events';
import { lockOrder, moveOrder } from './order-status.service';
import { OrderActor, type OrderStatus } from './order-status';
import type { Order } from './order.types';

const ACTOR_OF_ROLE: Record<UserRole, OrderActor> = {
  [UserRole.ADMIN]: OrderActor.ADMIN,
  [UserRole.VENDOR]: OrderActor.VENDOR,
  [UserRole.DELIVERY]: OrderActor.DELIVERY,
};

export const actorOf = (user: AuthUser): OrderActor => ACTOR_OF_ROLE[user.role];

/**
 * A delivery person sees the orders assigned to them. A shop sees its own orders, and, while it is
 * open (active), lists sent to any shop of its kind that no shop has taken; to anyone else another
 * shop's order does not exist. Admins see everything.
 */
export async function canSeeOrder(
  tx: EntityManager,
  user: AuthUser,
  order: { vendor_id: string | null; category: VendorCategory; delivery_user_id?: string | null },
): Promise<boolean> {
  if (user.role === UserRole.ADMIN) return true;
  if (user.role === UserRole.DELIVERY) return order.delivery_user_id === user.id;
  if (user.role !== UserRole.VENDOR || !user.vendorId) return false;
  if (order.vendor_id !== null) return order.vendor_id === user.vendorId;
  const [shop]: Array<{ category: VendorCategory }> = await tx.query(
    'SELECT category FROM vendor WHERE id = $1 AND active',
    [user.vendorId],
  );
  return shop?.category === order.category;
}

/**
 * Refuses a closed shop's vendor a list no shop has taken yet, saying why. A shop an admin has
 * closed (not active) keeps its own orders, but the customers' names and addresses on lists meant
 * for any open shop of its kind are no longer its business.
 */
export async function requireShopTakingLists(tx: EntityManager, user: AuthUser): Promise<void> {
  const [shop]: Array<{ active: boolean }> = await tx.query('SELECT active FROM vendor WHERE id = $1', [user.vendorId]);
  if (!shop?.active) {
    throw badUserInput('Your shop is closed, so it cannot take lists. An admin can open it again.', 'orderId', {
      reason: 'shopClosed',
    });
  }
}

export async function staffOrder(ctx: RequestContext, user: AuthUser, id: string): Promise<Order | null> {
  const [row] = await findOrderRows(ctx.db.manager, 'o.id = $1', [requireUuid(id, 'id')]);
  if (!row || !(await canSeeOrder(ctx.db.manager, user, row))) return null;
  const [order] = await orderDetails(ctx.db.manager, [row], actorOf(user));
  return order;
}

/** A shop or an admin moves an order on, as the transition table allows. */
export async function moveOrderAsStaff(
  ctx: RequestContext,
  user: AuthUser,
  id: string,
  to: OrderStatus,
  reason: string | null,
): Promise<Order> {
  const orderId = requireUuid(id, 'orderId');
  const moved = await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    // An unclaimed list is only priced (priceListOrder) or cancelled by an admin, never moved by a shop.
    if (
      !locked ||
      !(await canSeeOrder(tx, user, locked)) ||
      (locked.vendor_id === null && user.role !== UserRole.ADMIN)
    ) {
      throw notFound('There is no such order.', 'orderId', { reason: 'orderNotFound' });
    }
    checkLabBookingMove(locked, to, reason);
    await moveOrder(tx, locked, to, { actor: actorOf(user), userId: user.id }, reason);
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [order] = await orderDetails(tx, [row], actorOf(user));
    return order;
  });
  await announceOrders(ctx, 'o.id = $1', [orderId]);
  return moved;
}
