import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../shared/context';
import type { AuthUser } from '../../shared/auth/request-auth';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { VendorCategory } from '../catalog/vendor-category';
import { UserRole } from '../identity/user-role';
import { orderCode } from './order-code';
import { findOrderRows, orderDetails } from './order-details';
import { lockOrder, moveOrder } from './order-status.service';
import { OrderActor, OrderKind, OrderStatus } from './order-status';
import type { ListOrderInput, PriceListOrderInput } from './order.inputs';
import type { Order, OrderPlaced } from './order.types';
import { claimCheckout, normalizeCustomer, replayCheckout } from './place-order.service';
import { insertRows } from './sql';
import { actorOf, canSeeOrder } from './staff-orders.service';
import { trackingTokenFor } from './tracking-token';

/** Which kind of order a list is, by the kind of shop it goes to. */
const LIST_KIND: Partial<Record<VendorCategory, OrderKind>> = {
  [VendorCategory.GROCERY]: OrderKind.FORDO,
  [VendorCategory.BAZAAR]: OrderKind.FORDO,
  [VendorCategory.PHARMACY]: OrderKind.MEDICINE,
};

/**
 * A shopping list or a list of medicines, sent to one shop or to any shop of its kind. Nothing is
 * priced yet: the shop prices each line, then the customer accepts or declines.
 */
export async function placeListOrder(ctx: RequestContext, input: ListOrderInput): Promise<OrderPlaced> {
  const kind = LIST_KIND[input.section];
  if (!kind) throw badUserInput('Lists go to a grocery, the bazaar or a pharmacy.', 'section');
  const customer = normalizeCustomer(input.customer);
  const lines = input.lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
  if (lines.length === 0) throw badUserInput('Write at least one item on the list.', 'lines');
  const vendorId = input.vendorId ? requireUuid(input.vendorId, 'vendorId') : null;
  const note = input.note?.trim() || null;
  const fingerprint = createHash('sha256').update(JSON.stringify({ kind, section: input.section, vendorId, customer, lines, note })).digest('hex');

  const placed = await transactionWithRetry(ctx.db, async (tx): Promise<OrderPlaced> => {
    let shopName: string | null = null;
    if (vendorId) {
      const [shop]: Array<{ name: string; category: VendorCategory; active: boolean }> = await tx.query(
        'SELECT name, category, active FROM vendor WHERE id = $1',
        [vendorId],
      );
      if (!shop?.active || shop.category !== input.section) throw badUserInput('This shop does not take this kind of list.', 'vendorId');
      shopName = shop.name;
    }
    const checkout = await claimCheckout(tx, input.idempotencyKey, fingerprint, customer);
    if (checkout.existing) return replayCheckout(tx, ctx, checkout.id, checkout.code);

    const orderId = randomUUID();
    const code = orderCode(checkout.code, 0);
    await insertRows(
      tx,
      'customer_order',
      ['id', 'checkout_id', 'code', 'kind', 'vendor_id', 'category', 'status', 'customer_phone', 'total_paise', 'item_count', 'note'],
      [[orderId, checkout.id, code, kind, vendorId, input.section, OrderStatus.PLACED, customer.phone, null, lines.length, note]],
    );
    await insertRows(
      tx,
      'order_line',
      ['id', 'order_id', 'position', 'name'],
      lines.map((line, i) => [randomUUID(), orderId, i + 1, line]),
    );
    await insertRows(tx, 'order_event', ['id', 'order_id', 'from_status', 'to_status', 'actor'], [
      [randomUUID(), orderId, null, OrderStatus.PLACED, OrderActor.CUSTOMER],
    ]);
    return {
      checkoutCode: checkout.code,
      trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, checkout.id),
      orders: [{ code, shopName, totalPaise: null, itemCount: lines.length, status: OrderStatus.PLACED }],
    };
  });
  ctx.log.info({ checkout: placed.checkoutCode, kind }, 'list order placed');
  return placed;
}

/**
 * The shop's prices for a list: every line priced or marked unavailable. A list sent to any
 * shop of the kind becomes the order of the shop that prices it first.
 */
export async function priceListOrder(ctx: RequestContext, user: AuthUser, input: PriceListOrderInput): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  return transactionWithRetry(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !(await canSeeOrder(tx, user, order))) throw notFound('There is no such order.', 'orderId');
    if (order.kind !== OrderKind.FORDO && order.kind !== OrderKind.MEDICINE) {
      throw badUserInput('Only shopping lists and medicine orders are priced by the shop.', 'orderId');
    }
    if (order.status !== OrderStatus.PLACED) throw badUserInput('This list has already been answered.', 'orderId');
    const vendorId = order.vendor_id ?? (user.role === UserRole.VENDOR ? user.vendorId : null);
    if (!vendorId) throw badUserInput('A shop must take this list before it is priced.', 'orderId');

    const positions: Array<{ position: number }> = await tx.query('SELECT position FROM order_line WHERE order_id = $1 ORDER BY position', [orderId]);
    const given = new Map(input.lines.map((line) => [line.position, line]));
    if (given.size !== input.lines.length || given.size !== positions.length || positions.some((p) => !given.has(p.position))) {
      throw badUserInput('Answer every line of the list once.', 'lines');
    }
    input.lines.forEach((line, i) => {
      if (line.available && (line.totalPaise === null || line.totalPaise === undefined)) {
        throw badUserInput('Give a price for each line you can supply.', `lines.${i}.totalPaise`);
      }
    });
    const available = input.lines.filter((line) => line.available);
    if (available.length === 0) throw badUserInput('Nothing on the list can be supplied: cancel the order instead.', 'lines');

    await tx.query(
      `UPDATE order_line l SET available = d.available, total_paise = d.total_paise, updated_at = now()
         FROM unnest($2::int[], $3::boolean[], $4::int[]) AS d(position, available, total_paise)
        WHERE l.order_id = $1 AND l.position = d.position`,
      [
        orderId,
        input.lines.map((l) => l.position),
        input.lines.map((l) => l.available),
        input.lines.map((l) => (l.available ? l.totalPaise : null)),
      ],
    );
    const total = available.reduce((sum, line) => sum + (line.totalPaise ?? 0), 0);
    await tx.query('UPDATE customer_order SET vendor_id = $2, total_paise = $3 WHERE id = $1', [orderId, vendorId, total]);
    await moveOrder(tx, order, OrderStatus.PRICED, { actor: actorOf(user), userId: user.id }, null);
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [priced] = await orderDetails(tx, [row], actorOf(user));
    return priced;
  });
}
