import { createHash, randomUUID } from 'node:crypto';
import { countAnonymousWrite } from '../../shared/throttle/write-limits';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { normalizeIndianMobile } from '../../shared/phone';
import type { VendorCategory } from '../catalog/vendor-category';
import { newCheckoutCode, orderCode } from './order-code';
import { announceOrders } from './order-events';
import { recordOrdersPlaced } from './order-status.service';
import { OrderKind, OrderStatus } from './order-status';
import type { CustomerInput, PlaceOrderInput } from './order.inputs';
import { CartNeedsChanges, CartProblemReason, type CartLineProblem, type OrderPlaced } from './order.types';
import { insertRows } from '../../shared/db/insert-rows';
import { trackingTokenFor } from './tracking-token';
import { shopStatusAt } from '../catalog/vendor-hours';

export interface Customer {
  name: string;
  phone: string;
  address: string;
  landmark: string | null;
}

/** The customer's details as stored: trimmed, the phone in +91 form; BAD_USER_INPUT naming the field otherwise. */
export function normalizeCustomer(input: CustomerInput): Customer {
  const name = input.name.trim();
  if (!name) throw badUserInput('Enter your name.', 'customer.name', { reason: 'nameRequired' });
  const phone = normalizeIndianMobile(input.phone);
  if (!phone)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', 'customer.phone', {
      reason: 'mobileInvalid',
    });
  const address = input.address.trim();
  if (!address) throw badUserInput('Enter the delivery address.', 'customer.address', { reason: 'addressRequired' });
  const landmark = input.landmark?.trim() || null;
  return { name, phone, address, landmark };
}

interface RequestedLine {
  productId: string;
  quantity: number;
  seenPricePaise: number | null;
}

function normalizeLines(input: PlaceOrderInput): RequestedLine[] {
  const seen = new Set<string>();
  return input.lines.map((line, i) => {
    const productId = requireUuid(line.productId, `lines.${i}.productId`);
    if (seen.has(productId))
      throw badUserInput('The same product is in the cart twice.', `lines.${i}.productId`, { reason: 'productTwice' });
    seen.add(productId);
    return { productId, quantity: line.quantity, seenPricePaise: line.seenPricePaise ?? null };
  });
}

/** Stands for "roll the transaction back and tell the customer what to change". */
class CartRefused extends Error {
  constructor(readonly result: CartNeedsChanges) {
    super('cart refused');
  }
}

interface LockedProduct {
  id: string;
  vendor_id: string;
  vendor_name: string;
  vendor_name_bn: string | null;
  vendor_category: VendorCategory;
  name: string;
  name_bn: string | null;
  unit: string;
  price_paise: number;
  stock: number;
  orderable: boolean;
  opens_at: string;
  closes_at: string;
  closed_days: number[];
  closed_on: string | null;
  takes_later_orders: boolean;
}

/**
 * A checkout: the cart's lines become one order per shop, at the database's prices, in one
 * transaction that takes the stock under row locks (so two customers can never both buy the
 * last unit). The same idempotency key again returns the same orders; with a different cart it
 * is refused. Nothing is written when any line cannot be ordered as it stands.
 */
export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<OrderPlaced | CartNeedsChanges> {
  const customer = normalizeCustomer(input.customer);
  const lines = normalizeLines(input);
  const acceptAfterOpening = input.acceptAfterOpening === true;
  const fingerprint = createHash('sha256').update(JSON.stringify({ customer, lines })).digest('hex');
  await countAnonymousWrite(ctx, { phone: customer.phone, table: 'checkout', idempotencyKey: input.idempotencyKey });
  try {
    const placed = await transactionWithRetry(ctx.db, (tx) =>
      placeIn(tx, ctx, input.idempotencyKey, fingerprint, customer, lines, acceptAfterOpening),
    );
    ctx.log.info({ checkout: placed.checkoutCode, orders: placed.orders.length }, 'order placed');
    await announceOrders(ctx, 'o.code = ANY($1)', [placed.orders.map((o) => o.code)]);
    return placed;
  } catch (error) {
    if (error instanceof CartRefused) return error.result;
    throw error;
  }
}

async function placeIn(
  tx: EntityManager,
  ctx: RequestContext,
  idempotencyKey: string,
  fingerprint: string,
  customer: Customer,
  lines: RequestedLine[],
  acceptAfterOpening: boolean,
): Promise<OrderPlaced> {
  const checkout = await claimCheckout(tx, idempotencyKey, fingerprint, customer);
  if (checkout.existing) return replayCheckout(tx, ctx, checkout.id, checkout.code);

  // Locked in id order, as every transaction here locks them, so two checkouts never deadlock.
  const products: LockedProduct[] = await tx.query(
    `SELECT p.id, p.vendor_id, v.name AS vendor_name, v.name_bn AS vendor_name_bn, v.category AS vendor_category, p.name, p.name_bn, p.unit, p.price_paise, p.stock, (p.available AND v.active) AS orderable,
            v.opens_at::text AS opens_at, v.closes_at::text AS closes_at, v.closed_days, v.closed_on::text AS closed_on, v.takes_later_orders
       FROM product p JOIN vendor v ON v.id = p.vendor_id
      WHERE p.id = ANY($1::uuid[])
      ORDER BY p.id
        FOR UPDATE OF p`,
    [lines.map((l) => l.productId)],
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const problems = lines.flatMap((line): CartLineProblem[] => {
    const product = byId.get(line.productId);
    const problem = (reason: CartProblemReason): CartLineProblem[] => [
      {
        productId: line.productId,
        reason,
        name: product?.name ?? null,
        stock: product?.stock ?? null,
        pricePaise: product?.price_paise ?? null,
      },
    ];
    if (!product || !product.orderable) return problem(CartProblemReason.UNAVAILABLE);
    if (line.seenPricePaise !== null && line.seenPricePaise !== product.price_paise)
      return problem(CartProblemReason.PRICE_CHANGED);
    if (line.quantity > product.stock) return problem(CartProblemReason.OUT_OF_STOCK);
    return [];
  });
  if (problems.length > 0) throw new CartRefused({ problems });

  // A closed shop takes the order only if it takes orders for later and the customer agreed to wait.
  const now = ctx.services.clock();
  const laterShops = new Set<string>();
  const closed = lines.flatMap((line): CartLineProblem[] => {
    const p = byId.get(line.productId)!;
    const status = shopStatusAt(
      { opensAt: p.opens_at, closesAt: p.closes_at, closedDays: p.closed_days, closedOn: p.closed_on },
      now,
    );
    if (status.open) return [];
    if (p.takes_later_orders && acceptAfterOpening) {
      laterShops.add(p.vendor_id);
      return [];
    }
    return [
      {
        productId: p.id,
        reason: CartProblemReason.SHOP_CLOSED,
        name: p.name,
        stock: p.stock,
        pricePaise: p.price_paise,
        shopName: p.vendor_name,
        opensAt: status.nextOpensAt,
        takesLaterOrders: p.takes_later_orders,
      },
    ];
  });
  if (closed.length > 0) throw new CartRefused({ problems: closed });

  // One order per shop, shops in the order the cart first names them.
  const shops = [...new Set(lines.map((l) => byId.get(l.productId)!.vendor_id))];
  const orders = shops.map((vendorId, index) => {
    const shopLines = lines.filter((l) => byId.get(l.productId)!.vendor_id === vendorId);
    return {
      id: randomUUID(),
      code: orderCode(checkout.code, index),
      vendorId,
      shopName: byId.get(shopLines[0].productId)!.vendor_name,
      shopNameBn: byId.get(shopLines[0].productId)!.vendor_name_bn,
      category: byId.get(shopLines[0].productId)!.vendor_category,
      lines: shopLines,
      totalPaise: shopLines.reduce((sum, l) => sum + l.quantity * byId.get(l.productId)!.price_paise, 0),
    };
  });

  await insertRows(
    tx,
    'customer_order',
    [
      'id',
      'checkout_id',
      'code',
      'kind',
      'vendor_id',
      'category',
      'status',
      'customer_phone',
      'total_paise',
      'item_count',
      'for_after_opening',
    ],
    orders.map((o) => [
      o.id,
      checkout.id,
      o.code,
      OrderKind.CART,
      o.vendorId,
      o.category,
      OrderStatus.PLACED,
      customer.phone,
      o.totalPaise,
      o.lines.length,
      laterShops.has(o.vendorId),
    ]),
  );
  await insertRows(
    tx,
    'order_line',
    [
      'id',
      'order_id',
      'position',
      'product_id',
      'name',
      'name_bn',
      'unit',
      'quantity',
      'unit_price_paise',
      'total_paise',
    ],
    orders.flatMap((o) =>
      o.lines.map((l, i) => {
        const p = byId.get(l.productId)!;
        return [
          randomUUID(),
          o.id,
          i + 1,
          p.id,
          p.name,
          p.name_bn,
          p.unit,
          l.quantity,
          p.price_paise,
          p.price_paise * l.quantity,
        ];
      }),
    ),
  );
  await recordOrdersPlaced(
    tx,
    orders.map((o) => o.id),
  );
  await tx.query(
    `UPDATE product p SET stock = p.stock - d.quantity, version = p.version + 1, updated_at = now()
       FROM unnest($1::uuid[], $2::int[]) AS d(id, quantity)
      WHERE p.id = d.id`,
    [lines.map((l) => l.productId), lines.map((l) => l.quantity)],
  );

  return {
    checkoutCode: checkout.code,
    trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, checkout.id),
    orders: orders.map((o) => ({
      code: o.code,
      shopName: o.shopName,
      shopNameBn: o.shopNameBn,
      totalPaise: o.totalPaise,
      itemCount: o.lines.length,
      status: OrderStatus.PLACED,
    })),
  };
}

/**
 * Inserts the checkout, or finds the one already made with this key. A second request with the
 * key waits here until the first commits or rolls back, so a double tap makes one checkout.
 */
export async function claimCheckout(
  tx: EntityManager,
  idempotencyKey: string,
  fingerprint: string,
  customer: Customer,
): Promise<{ id: string; code: string; existing: boolean }> {
  for (;;) {
    const id = randomUUID();
    const code = newCheckoutCode();
    const inserted: unknown[] = await tx.query(
      `INSERT INTO checkout (id, code, idempotency_key, fingerprint, customer_name, customer_phone, address, landmark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, code, idempotencyKey, fingerprint, customer.name, customer.phone, customer.address, customer.landmark],
    );
    if (inserted.length > 0) return { id, code, existing: false };
    const [found]: Array<{ id: string; code: string; fingerprint: string }> = await tx.query(
      `SELECT id, code, fingerprint FROM checkout WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    if (found) {
      if (found.fingerprint !== fingerprint) {
        throw badUserInput(
          'This order was already placed with other details. Please reload the page and try again.',
          'idempotencyKey',
          { reason: 'orderKeyReused' },
        );
      }
      return { id: found.id, code: found.code, existing: true };
    }
    // Neither: the random code was taken by another checkout. Draw again.
  }
}

/** The answer the first request got (statuses as they are now). */
export async function replayCheckout(
  tx: EntityManager,
  ctx: RequestContext,
  checkoutId: string,
  code: string,
): Promise<OrderPlaced> {
  const rows: Array<{
    code: string;
    shop_name: string | null;
    shop_name_bn: string | null;
    total_paise: number | null;
    item_count: number;
    status: OrderStatus;
  }> = await tx.query(
    `SELECT o.code, v.name AS shop_name, v.name_bn AS shop_name_bn, o.total_paise, o.item_count, o.status
         FROM customer_order o LEFT JOIN vendor v ON v.id = o.vendor_id
        WHERE o.checkout_id = $1 ORDER BY length(o.code), o.code`,
    [checkoutId],
  );
  return {
    checkoutCode: code,
    trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, checkoutId),
    orders: rows.map((r) => ({
      code: r.code,
      shopName: r.shop_name,
      shopNameBn: r.shop_name_bn,
      totalPaise: r.total_paise,
      itemCount: r.item_count,
      status: r.status,
    })),
  };
}
