import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { parseDay } from '../../shared/india-date';
import { normalizeOrderCode } from './order-code';
import { newestFirstAfter, newestFirstPageOf, type Page } from '../../shared/pagination';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { UserRole } from '../identity/user-role';
import { OutboxKind } from '../notify/outbox-enums';
import { queueOrderNotices } from '../notify/queue-notices';
import { findOrderRows, orderDetails } from './order-details';
import { announceOrders } from './order-events';
import { ORDER_NEED_SQL } from './order-needs';
import { lockOrder } from './order-status.service';
import { OrderKind, OrderStatus } from './order-status';
import type { AssignOrderInput, CorrectCashInput, RecordCashInput, StaffOrdersArgs } from './order.inputs';
import type { Order } from './order.types';
import { actorOf, canSeeOrder } from './staff-orders.service';
import { isStorableText, NOTHING_MATCHES } from '../../shared/storable-text';

/** Orders worth a rider's trip: confirmed or packed, or already out (then it is a reassignment). */
const ASSIGNABLE = [OrderStatus.CONFIRMED, OrderStatus.PACKED, OrderStatus.OUT_FOR_DELIVERY];

/** An admin gives an order to a delivery person, or moves it to another. */
export async function assignOrder(ctx: RequestContext, admin: AuthUser, input: AssignOrderInput): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  const riderId = requireUuid(input.deliveryUserId, 'deliveryUserId');
  let previous: string | null = null;
  const order = await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('There is no such order.', 'orderId', { reason: 'orderNotFound' });
    // The lab sends its own people for a sample; nobody delivers a lab booking.
    if (locked.kind === OrderKind.LAB_TEST)
      throw badUserInput('A lab booking is not delivered: the lab collects the sample itself.', 'orderId', {
        reason: 'labBookingNotDelivered',
      });
    if (!ASSIGNABLE.includes(locked.status)) {
      throw badUserInput('Only a confirmed, packed or outgoing order can be given to a delivery person.', 'orderId', {
        reason: 'notReadyForRider',
      });
    }
    const [rider]: Array<{ name: string }> = await tx.query(
      `SELECT name FROM app_user WHERE id = $1 AND role = 'DELIVERY' AND disabled_at IS NULL`,
      [riderId],
    );
    if (!rider) throw badUserInput('Choose an active delivery person.', 'deliveryUserId', { reason: 'riderRequired' });
    previous = locked.delivery_user_id;
    await tx.query(
      'UPDATE customer_order SET delivery_user_id = $2, version = version + 1, updated_at = now() WHERE id = $1',
      [orderId, riderId],
    );
    if (previous !== riderId) {
      await queueOrderNotices(tx, [orderId], OutboxKind.ORDER_ASSIGNED, { riderId, previousRiderId: previous });
      await recordAudit(tx, admin, {
        entityType: AuditEntity.ORDER,
        entityId: orderId,
        action: 'assigned',
        before: { deliveryUserId: previous },
        after: { deliveryUserId: riderId, deliveryName: rider.name },
      });
    }
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [details] = await orderDetails(tx, [row], actorOf(admin));
    return details;
  });
  ctx.log.info({ order: order.code, rider: riderId, previous }, 'order assigned');
  await announceOrders(ctx, 'o.id = $1', [orderId], { previousDeliveryUserId: previous === riderId ? null : previous });
  return order;
}

/**
 * The delivery person (or a shop that delivers its orders itself) records the cash taken at the
 * door: on the way, or just after marking the order delivered. Once the order is delivered with its cash recorded, the amount is settled: only
 * an admin corrects it, with a reason (correctCashCollected).
 */
export async function recordCashCollected(ctx: RequestContext, user: AuthUser, input: RecordCashInput): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  const order = await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !(await canSeeOrder(tx, user, locked)))
      throw notFound('There is no such order.', 'orderId', { reason: 'orderNotFound' });
    // A shop takes cash at the door only when it hands the order over itself.
    if (user.role === UserRole.VENDOR && !locked.shop_delivers_itself && locked.delivery_user_id !== null) {
      throw badUserInput(
        'The delivery person records the cash: the shop does not deliver its orders itself.',
        'orderId',
        { reason: 'shopDoesNotDeliver' },
      );
    }
    if (locked.status !== OrderStatus.OUT_FOR_DELIVERY && locked.status !== OrderStatus.DELIVERED) {
      throw badUserInput('Cash is recorded when the order is at the door.', 'orderId', { reason: 'cashNotAtDoor' });
    }
    if (locked.status === OrderStatus.DELIVERED && locked.cash_collected_paise !== null) {
      throw badUserInput('The cash of a delivered order is settled: an admin corrects it, with a reason.', 'orderId', {
        reason: 'cashSettled',
      });
    }
    await tx.query(
      'UPDATE customer_order SET cash_collected_paise = $2, cash_collected_at = now(), version = version + 1, updated_at = now() WHERE id = $1',
      [orderId, input.amountPaise],
    );
    await recordAudit(tx, user, {
      entityType: AuditEntity.ORDER,
      entityId: orderId,
      action: 'cash',
      before: { cashCollectedPaise: locked.cash_collected_paise },
      after: { cashCollectedPaise: input.amountPaise },
    });
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [details] = await orderDetails(tx, [row], actorOf(user));
    return details;
  });
  await announceOrders(ctx, 'o.id = $1', [orderId]);
  return order;
}

/** An admin corrects the cash recorded for a delivered order, saying why; the trail keeps both amounts and the reason. */
export async function correctCashCollected(
  ctx: RequestContext,
  admin: AuthUser,
  input: CorrectCashInput,
): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  const reason = input.reason.trim();
  if (!reason) throw badUserInput('Say why the cash is corrected.', 'reason', { reason: 'cashReasonRequired' });
  const order = await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('There is no such order.', 'orderId', { reason: 'orderNotFound' });
    if (locked.status !== OrderStatus.DELIVERED) {
      throw badUserInput(
        'Only a delivered order has its cash corrected; until then the delivery person records it.',
        'orderId',
        { reason: 'cashNotDelivered' },
      );
    }
    if (locked.cash_collected_paise === input.amountPaise)
      throw badUserInput('That is the amount already recorded.', 'amountPaise', { reason: 'cashSameAmount' });
    await tx.query(
      `UPDATE customer_order SET cash_collected_paise = $2, cash_collected_at = COALESCE(cash_collected_at, now()), version = version + 1, updated_at = now()
        WHERE id = $1`,
      [orderId, input.amountPaise],
    );
    await recordAudit(tx, admin, {
      entityType: AuditEntity.ORDER,
      entityId: orderId,
      action: 'cashCorrected',
      before: { cashCollectedPaise: locked.cash_collected_paise },
      after: { cashCollectedPaise: input.amountPaise, reason },
    });
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [details] = await orderDetails(tx, [row], actorOf(admin));
    return details;
  });
  ctx.log.info({ order: order.code, amountPaise: input.amountPaise }, 'cash corrected');
  await announceOrders(ctx, 'o.id = $1', [orderId]);
  return order;
}

/**
 * The orders on a staff member's desk, newest first: a shop's own (and lists any shop of its kind
 * may take), a delivery person's assignments, or every order for an admin.
 */
export async function staffOrders(ctx: RequestContext, user: AuthUser, args: StaffOrdersArgs): Promise<Page<Order>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (user.role === UserRole.VENDOR) {
    where.push(
      `(o.vendor_id = $${params.push(user.vendorId)} OR (o.vendor_id IS NULL AND o.category = (SELECT category FROM vendor WHERE id = $${params.length} AND active)))`,
    );
  } else if (user.role === UserRole.DELIVERY) {
    where.push(`o.delivery_user_id = $${params.push(user.id)}`);
  }
  if (args.status) where.push(`o.status = $${params.push(args.status)}`);
  if (args.needs) where.push(ORDER_NEED_SQL[args.needs]);
  if (args.vendorId) where.push(`o.vendor_id = $${params.push(requireUuid(args.vendorId, 'vendorId'))}`);
  if (args.day) {
    const day = parseDay(args.day);
    if (!day) throw badUserInput('Give the day as YYYY-MM-DD.', 'day', { reason: 'dayFormat' });
    where.push(`(o.created_at AT TIME ZONE 'Asia/Kolkata')::date = $${params.push(day)}::date`);
  }
  // An order code holding NUL matches no order; the database would refuse it.
  if (args.code && !isStorableText(args.code)) return { ...NOTHING_MATCHES, nodes: [] };
  const code = args.code ? (normalizeOrderCode(args.code) ?? args.code.trim().toUpperCase()) : '';
  if (code) where.push(`o.code LIKE $${params.push(`${code.replace(/[%_\\]/g, '')}%`)}`);
  const after = newestFirstAfter(args, 'o.', (value) => `$${params.push(value)}`);
  if (after) where.push(after);
  const rows = await findOrderRows(
    ctx.db.manager,
    `${where.length ? where.join(' AND ') : 'true'} ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = newestFirstPageOf(rows, args);
  return { nodes: await orderDetails(ctx.db.manager, page.nodes, actorOf(user)), pageInfo: page.pageInfo };
}
