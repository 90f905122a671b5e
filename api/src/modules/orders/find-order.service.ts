import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { normalizeIndianMobile } from '../../shared/phone';
import { countWrites, tooMany } from '../../shared/throttle/write-limits';
import { normalizeOrderCode } from './order-code';
import { findOrderRows, orderDetails, type OrderRow } from './order-details';
import { announceOrders } from './order-events';
import { lockOrder, moveOrder } from './order-status.service';
import { OrderActor, OrderStatus } from './order-status';
import type { TrackOrderInput } from './order.inputs';
import type { Order, OrderSummary } from './order.types';
import { isTrackingTokenFor } from './tracking-token';

/** Find Order shows this many of a phone's orders, newest first. */
export const FIND_ORDER_LIMIT = 50;

/** A phone's orders as summaries: code, date, status, total, item count. No name, address or items. */
export async function ordersByPhone(ctx: RequestContext, phoneInput: string): Promise<OrderSummary[]> {
  const phone = normalizeIndianMobile(phoneInput.slice(0, 32));
  if (!phone)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', 'phone', { reason: 'mobileInvalid' });
  // Summaries only, but still whose orders and when: counted per number looked up and per address,
  // so nobody can watch a number or sweep through many (each alias of a request counts).
  const limits = ctx.services.settings.lookupLimits;
  await countWrites(
    ctx,
    [
      [`lookup:phone:${phone}`, limits.perPhone],
      [`lookup:address:${ctx.client.ip}`, limits.perAddress],
    ],
    (retryAfterMs) => tooMany('look-ups', retryAfterMs),
  );
  const rows: Array<{
    code: string;
    created_at: Date;
    status: OrderStatus;
    total_paise: number | null;
    item_count: number;
  }> = await ctx.db.query(
    `SELECT code, created_at, status, total_paise, item_count FROM customer_order
        WHERE customer_phone = $1 ORDER BY created_at DESC, code LIMIT $2`,
    [phone, FIND_ORDER_LIMIT],
  );
  return rows.map((r) => ({
    code: r.code,
    placedAt: r.created_at,
    status: r.status,
    totalPaise: r.total_paise,
    itemCount: r.item_count,
  }));
}

/** One message for a wrong code and a wrong token alike: neither tells a guesser which was wrong. */
const NO_MATCH = 'No order matches this code and tracking key.';
const NO_MATCH_REASON = { reason: 'orderNoMatch' };

function matchingRow(ctx: RequestContext, rows: OrderRow[], token: string): OrderRow {
  const row = rows[0];
  if (!row || !isTrackingTokenFor(ctx.services.settings.jwtSecret, row.checkout_id, token))
    throw notFound(NO_MATCH, 'code', NO_MATCH_REASON);
  return row;
}

/** The order in full, for the browser that holds its tracking token. */
export async function trackOrder(ctx: RequestContext, input: TrackOrderInput): Promise<Order> {
  const code = normalizeOrderCode(input.code);
  if (!code) throw notFound(NO_MATCH, 'code', NO_MATCH_REASON);
  const row = matchingRow(ctx, await findOrderRows(ctx.db.manager, 'o.code = $1', [code]), input.trackingToken);
  const [order] = await orderDetails(ctx.db.manager, [row], OrderActor.CUSTOMER);
  return order;
}

/** The customer moves their own order, with its tracking token, as the transition table allows them. */
async function moveAsCustomer(
  ctx: RequestContext,
  input: TrackOrderInput,
  to: OrderStatus,
  reason: string | null,
): Promise<Order> {
  const code = normalizeOrderCode(input.code);
  if (!code) throw notFound(NO_MATCH, 'code', NO_MATCH_REASON);
  const moved = await transactionWithRetry(ctx.db, async (tx) => {
    const row = matchingRow(ctx, await findOrderRows(tx, 'o.code = $1', [code]), input.trackingToken);
    const locked = await lockOrder(tx, row.id);
    await moveOrder(tx, locked!, to, { actor: OrderActor.CUSTOMER, userId: null }, reason);
    const [fresh] = await findOrderRows(tx, 'o.id = $1', [row.id]);
    const [order] = await orderDetails(tx, [fresh], OrderActor.CUSTOMER);
    return order;
  });
  await announceOrders(ctx, 'o.id = $1', [moved.id]);
  return moved;
}

/** The customer changes their mind: allowed while the order is PLACED, or when a priced list is declined. */
export function cancelOrderAsCustomer(
  ctx: RequestContext,
  input: TrackOrderInput,
  reason: string | null,
): Promise<Order> {
  return moveAsCustomer(ctx, input, OrderStatus.CANCELLED, reason);
}

/** The customer's answer to a priced list: confirm at these prices, or decline. */
export function respondToPrice(ctx: RequestContext, input: TrackOrderInput, accept: boolean): Promise<Order> {
  return accept
    ? moveAsCustomer(ctx, input, OrderStatus.CONFIRMED, null)
    : moveAsCustomer(ctx, input, OrderStatus.CANCELLED, 'Declined the prices');
}
