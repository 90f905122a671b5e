import type { RequestContext } from '../../shared/context';
import type { AuthUser } from '../../shared/auth/request-auth';
import { transactionWithRetry } from '../../shared/db/retry';
import { notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { UserRole } from '../identity/user-role';
import { findOrderRows, orderDetails } from './order-details';
import { lockOrder, moveOrder } from './order-status.service';
import { OrderActor, type OrderStatus } from './order-status';
import type { Order } from './order.types';

const ACTOR_OF_ROLE: Record<UserRole, OrderActor> = {
  [UserRole.ADMIN]: OrderActor.ADMIN,
  [UserRole.VENDOR]: OrderActor.VENDOR,
  [UserRole.DELIVERY]: OrderActor.DELIVERY,
};

/** A shop sees its own orders only; to anyone else another shop's order does not exist. */
function visibleTo(user: AuthUser, vendorId: string | null): boolean {
  return user.role === UserRole.ADMIN || (user.role === UserRole.VENDOR && vendorId !== null && vendorId === user.vendorId);
}

export async function staffOrder(ctx: RequestContext, user: AuthUser, id: string): Promise<Order | null> {
  const [row] = await findOrderRows(ctx.db.manager, 'o.id = $1', [requireUuid(id, 'id')]);
  if (!row || !visibleTo(user, row.vendor_id)) return null;
  const [order] = await orderDetails(ctx.db.manager, [row], ACTOR_OF_ROLE[user.role]);
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
  const actor = ACTOR_OF_ROLE[user.role];
  return transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !visibleTo(user, locked.vendor_id)) throw notFound('There is no such order.', 'orderId');
    await moveOrder(tx, locked, to, { actor, userId: user.id }, reason);
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [order] = await orderDetails(tx, [row], actor);
    return order;
  });
}
