import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { insertRows } from '../../shared/db/insert-rows';
import { badUserInput, forbidden } from '../../shared/errors';
import { OutboxKind } from '../notify/outbox-enums';
import { queueOrderNotices } from '../notify/queue-notices';
import type { VendorCategory } from '../catalog/vendor-category';
import { factsOf, findTransitions, meets } from './order-transitions';
import { OrderActor, OrderKind, OrderStatus } from './order-status';

export interface Mover {
  actor: OrderActor;
  /** The staff member; null for the customer. */
  userId: string | null;
}

export interface LockedOrder {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  vendor_id: string | null;
  category: VendorCategory;
  delivery_user_id: string | null;
  cash_collected_paise: number | null;
  shop_delivers_itself: boolean;
}

/** The first event of orders just placed, and the messages telling their shops and the admins. */
export async function recordOrdersPlaced(tx: EntityManager, orderIds: string[]): Promise<void> {
  await insertRows(
    tx,
    'order_event',
    ['id', 'order_id', 'from_status', 'to_status', 'actor'],
    orderIds.map((id) => [randomUUID(), id, null, OrderStatus.PLACED, OrderActor.CUSTOMER]),
  );
  await queueOrderNotices(tx, orderIds, OutboxKind.ORDER_PLACED);
}

/** The order's row, locked until the transaction ends, so two changes to one order queue up. */
export async function lockOrder(tx: EntityManager, orderId: string): Promise<LockedOrder | undefined> {
  const [row]: LockedOrder[] = await tx.query(
    `SELECT o.id, o.kind, o.status, o.vendor_id, o.category, o.delivery_user_id, o.cash_collected_paise,
            COALESCE((SELECT v.delivers_itself FROM vendor v WHERE v.id = o.vendor_id), false) AS shop_delivers_itself
       FROM customer_order o WHERE o.id = $1 FOR UPDATE`,
    [orderId],
  );
  return row;
}

/**
 * Moves a locked order to `to` if the transition table allows it for this kind of order, this
 * actor and what the move needs, and records the event. A cancelled cart order puts its units back
 * on the shelf. Pricing (list-order.service.ts) says so with `byPricing`: only it makes a list PRICED.
 */
export async function moveOrder(
  tx: EntityManager,
  order: LockedOrder,
  to: OrderStatus,
  mover: Mover,
  reason: string | null,
  { byPricing = false }: { byPricing?: boolean } = {},
): Promise<void> {
  const transitions = findTransitions(order.kind, order.status, to);
  if (transitions.length === 0) {
    throw badUserInput(`An order that is ${describe(order.status)} cannot become ${describe(to)}.`, 'status', {
      reason: 'orderStatusMove',
      params: { from: order.status, to },
    });
  }
  const transition = transitions.find((t) => t.by.includes(mover.actor));
  if (!transition)
    throw forbidden(`You cannot mark this order ${describe(to)}.`, { reason: 'orderStatusForbidden', params: { to } });
  if (transition.byPricing && !byPricing) {
    throw badUserInput(
      'A list becomes priced only when every line is priced or marked unavailable: use Price.',
      'status',
      { reason: 'priceLineByLine' },
    );
  }
  if (!meets(transition.needs, factsOf(order))) throw unmetNeed(transition.needs);

  await tx.query(`UPDATE customer_order SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`, [
    order.id,
    to,
  ]);
  await tx.query(
    `INSERT INTO order_event (id, order_id, from_status, to_status, actor, actor_user_id, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), order.id, order.status, to, mover.actor, mover.userId, reason],
  );
  await queueOrderNotices(tx, [order.id], OutboxKind.ORDER_STATUS, { from: order.status, to, by: mover.actor, reason });
  if (mover.userId) {
    await recordAudit(
      tx,
      { id: mover.userId },
      {
        entityType: AuditEntity.ORDER,
        entityId: order.id,
        action: 'status',
        before: { status: order.status },
        after: { status: to, reason },
      },
    );
  }
  if (to === OrderStatus.CANCELLED && order.kind === OrderKind.CART) {
    // Locked in id order first, as placing an order locks them, so the two never deadlock.
    await tx.query(
      `SELECT p.id FROM product p JOIN order_line l ON l.product_id = p.id WHERE l.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
      [order.id],
    );
    await tx.query(
      `UPDATE product p SET stock = p.stock + l.quantity, version = p.version + 1, updated_at = now()
         FROM order_line l
        WHERE l.order_id = $1 AND l.product_id = p.id AND l.quantity IS NOT NULL`,
      [order.id],
    );
  }
  order.status = to;
}

function unmetNeed(need: string | undefined) {
  if (need === 'carrier') {
    return badUserInput(
      'Give the order to a delivery person first, or set the shop to deliver its orders itself.',
      'status',
      { reason: 'riderNeeded' },
    );
  }
  if (need === 'ownDelivery') {
    return badUserInput(
      'The delivery person marks this order delivered: the shop does not deliver its orders itself.',
      'status',
      { reason: 'shopDoesNotDeliver' },
    );
  }
  return badUserInput('No shop has taken this list yet, so it cannot be confirmed.', 'status', {
    reason: 'listHasNoShop',
  });
}

function describe(status: OrderStatus): string {
  return status.toLowerCase().replace(/_/g, ' ');
}
