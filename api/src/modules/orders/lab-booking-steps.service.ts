import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { UserRole } from '../identity/user-role';
import type { RecordLabSampleInput } from './lab-booking.inputs';
import { findOrderRows, orderDetails } from './order-details';
import { announceOrders } from './order-events';
import { lockOrder, moveOrder, type LockedOrder } from './order-status.service';
import { OrderActor, OrderKind, OrderStatus } from './order-status';
import type { Order } from './order.types';

/**
 * A lab booking's own steps after it is confirmed: the sample taken (and where), the report
 * uploaded, done. The moves are the transition table's; this is what each carries besides.
 */

/** The two steps that carry more than a status, and so have operations of their own. */
const STEP_OPERATIONS: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.SAMPLE_COLLECTED]: 'Say where the sample was collected, at home or at the lab (recordLabSample).',
  [OrderStatus.REPORT_READY]: 'Upload the report: that makes it ready (POST /uploads/lab-reports/{orderId}).',
};

/**
 * What updateOrderStatus refuses of a lab booking: the sample and report steps, which go through
 * their own operations, and a cancellation by the lab or an admin without a reason for the customer.
 */
export function checkLabBookingMove(order: Pick<LockedOrder, 'kind'>, to: OrderStatus, reason: string | null): void {
  if (order.kind !== OrderKind.LAB_TEST) return;
  const operation = STEP_OPERATIONS[to];
  if (operation)
    throw badUserInput(operation, 'status', {
      reason: to === OrderStatus.SAMPLE_COLLECTED ? 'labSampleStep' : 'labReportStep',
    });
  if (to === OrderStatus.CANCELLED && !reason)
    throw badUserInput('Say why the booking is cancelled: the customer reads it.', 'reason', {
      reason: 'bookingCancelReasonRequired',
    });
}

/** Whether a staff member may act on (and read the report of) this booking: its own lab, or an admin. */
export function isLabOfBooking(user: AuthUser, order: { kind: OrderKind; vendor_id: string | null }): boolean {
  if (order.kind !== OrderKind.LAB_TEST) return false;
  if (user.role === UserRole.ADMIN) return true;
  return user.role === UserRole.VENDOR && user.vendorId !== null && order.vendor_id === user.vendorId;
}

/** The booking's row, locked for this transaction; to anyone but its lab and admins it does not exist. */
export async function lockLabBooking(tx: EntityManager, user: AuthUser, orderId: string): Promise<LockedOrder> {
  const locked = await lockOrder(tx, orderId);
  if (!locked || !isLabOfBooking(user, locked))
    throw notFound('There is no such lab booking.', 'orderId', { reason: 'labBookingNotFound' });
  return locked;
}

/** Only a lab's vendor or an admin gets past lockLabBooking. */
const actorOf = (user: AuthUser): OrderActor => (user.role === UserRole.ADMIN ? OrderActor.ADMIN : OrderActor.VENDOR);

async function bookingAsStaff(tx: EntityManager, user: AuthUser, orderId: string): Promise<Order> {
  const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
  const [order] = await orderDetails(tx, [row], actorOf(user));
  return order;
}

/** The lab (or an admin) took the sample of a confirmed booking, at the customer's home or at the lab. */
export async function recordLabSample(
  ctx: RequestContext,
  user: AuthUser,
  input: RecordLabSampleInput,
): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  const order = await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockLabBooking(tx, user, orderId);
    await moveOrder(tx, locked, OrderStatus.SAMPLE_COLLECTED, { actor: actorOf(user), userId: user.id }, null);
    await tx.query('UPDATE customer_order SET sample_place = $2 WHERE id = $1', [orderId, input.place]);
    await recordAudit(tx, user, {
      entityType: AuditEntity.ORDER,
      entityId: orderId,
      action: 'sample',
      before: { samplePlace: null },
      after: { samplePlace: input.place },
    });
    return bookingAsStaff(tx, user, orderId);
  });
  await announceOrders(ctx, 'o.id = $1', [orderId]);
  return order;
}

/** A report may be uploaded once the sample is in, and replaced while the booking is not yet done. */
export const REPORT_TAKING_STATES: readonly OrderStatus[] = [OrderStatus.SAMPLE_COLLECTED, OrderStatus.REPORT_READY];

/**
 * The booking takes the report stored as `file`: the first moves it to REPORT_READY, a later one
 * (a corrected report) takes the place of the one before, whose file the caller removes after
 * commit. The audit trail keeps both names.
 */
export async function takeLabReport(
  tx: EntityManager,
  user: AuthUser,
  orderId: string,
  file: string,
): Promise<{ previous: string | null }> {
  const locked = await lockLabBooking(tx, user, orderId);
  if (!REPORT_TAKING_STATES.includes(locked.status)) {
    throw badUserInput('A report is uploaded once the sample is collected, and until the booking is done.', 'orderId', {
      reason: 'reportNotDue',
    });
  }
  const [{ report_file: previous }]: Array<{ report_file: string | null }> = await tx.query(
    'SELECT report_file FROM customer_order WHERE id = $1',
    [orderId],
  );
  if (locked.status === OrderStatus.SAMPLE_COLLECTED) {
    await moveOrder(tx, locked, OrderStatus.REPORT_READY, { actor: actorOf(user), userId: user.id }, null);
  }
  await tx.query(
    'UPDATE customer_order SET report_file = $2, version = version + 1, updated_at = now() WHERE id = $1',
    [orderId, file],
  );
  await recordAudit(tx, user, {
    entityType: AuditEntity.ORDER,
    entityId: orderId,
    action: 'report',
    before: { reportFile: previous },
    after: { reportFile: file },
  });
  return { previous };
}
