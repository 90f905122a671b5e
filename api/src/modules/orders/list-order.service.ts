import { createHash, randomUUID } from 'node:crypto';
import { countAnonymousWrite } from '../../shared/throttle/write-limits';
import type { RequestContext } from '../../shared/context';
import type { AuthUser } from '../../shared/auth/request-auth';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { VendorCategory } from '../catalog/vendor-category';
import { UserRole } from '../identity/user-role';
import { orderCode } from './order-code';
import { announceOrders } from './order-events';
import { MAX_PRESCRIPTION_PHOTOS, prescriptionExists } from './prescriptions';
import { findOrderRows, orderDetails } from './order-details';
import { lockOrder, moveOrder, recordOrdersPlaced } from './order-status.service';
import { OrderKind, OrderStatus } from './order-status';
import type { ListOrderInput, PriceListOrderInput } from './order.inputs';
import type { Order, OrderPlaced } from './order.types';
import { claimCheckout, normalizeCustomer, replayCheckout } from './place-order.service';
import { insertRows } from '../../shared/db/insert-rows';
import { actorOf, canSeeOrder, requireShopTakingLists } from './staff-orders.service';
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
  if (!kind)
    throw badUserInput('Lists go to a grocery, the bazaar or a pharmacy.', 'section', { reason: 'listSection' });
  const customer = normalizeCustomer(input.customer);
  const lines = input.lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
  // Every photo once, in the order sent; the first is also the order's prescription_file.
  const photos = [
    ...new Set([input.prescriptionFile, ...(input.prescriptionFiles ?? [])].filter((f): f is string => !!f)),
  ];
  const prescription = photos[0] ?? null;
  if (photos.length > MAX_PRESCRIPTION_PHOTOS) {
    throw badUserInput(`Send at most ${MAX_PRESCRIPTION_PHOTOS} photos with one order.`, 'prescriptionFiles', {
      reason: 'prescriptionTooMany',
      params: { max: MAX_PRESCRIPTION_PHOTOS },
    });
  }
  if (prescription !== null) {
    if (kind !== OrderKind.MEDICINE)
      throw badUserInput('Only a pharmacy takes a prescription.', 'prescriptionFile', {
        reason: 'prescriptionNotPharmacy',
      });
    for (const photo of photos) {
      if (!(await prescriptionExists(ctx.services.settings.uploadDir, photo))) {
        throw badUserInput('The prescription photo did not arrive. Please add it again.', 'prescriptionFile', {
          reason: 'prescriptionMissing',
        });
      }
    }
  }
  if (lines.length === 0 && prescription === null) {
    throw kind === OrderKind.MEDICINE
      ? badUserInput('Write the medicines or add a photo of the prescription.', 'lines', { reason: 'medicinesEmpty' })
      : badUserInput('Write at least one item on the list.', 'lines', { reason: 'listEmpty' });
  }
  const vendorId = input.vendorId ? requireUuid(input.vendorId, 'vendorId') : null;
  const note = input.note?.trim() || null;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        kind,
        section: input.section,
        vendorId,
        customer,
        lines,
        note,
        prescription,
        ...(photos.length > 1 ? { photos } : {}),
      }),
    )
    .digest('hex');
  await countAnonymousWrite(ctx, { phone: customer.phone, table: 'checkout', idempotencyKey: input.idempotencyKey });

  const placed = await transactionWithRetry(ctx.db, async (tx): Promise<OrderPlaced> => {
    let shopName: string | null = null;
    let shopNameBn: string | null = null;
    if (vendorId) {
      const [shop]: Array<{ name: string; name_bn: string | null; category: VendorCategory; active: boolean }> =
        await tx.query('SELECT name, name_bn, category, active FROM vendor WHERE id = $1', [vendorId]);
      if (!shop?.active || shop.category !== input.section)
        throw badUserInput('This shop does not take this kind of list.', 'vendorId', { reason: 'shopWrongKind' });
      shopName = shop.name;
      shopNameBn = shop.name_bn;
    }
    const checkout = await claimCheckout(tx, input.idempotencyKey, fingerprint, customer);
    if (checkout.existing) return replayCheckout(tx, ctx, checkout.id, checkout.code);

    const orderId = randomUUID();
    const code = orderCode(checkout.code, 0);
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
        'note',
        'prescription_file',
        'prescription_files',
      ],
      // A prescription alone counts as one item until the pharmacy writes out what it holds.
      [
        [
          orderId,
          checkout.id,
          code,
          kind,
          vendorId,
          input.section,
          OrderStatus.PLACED,
          customer.phone,
          null,
          Math.max(lines.length, 1),
          note,
          prescription,
          photos,
        ],
      ],
    );
    await insertRows(
      tx,
      'order_line',
      ['id', 'order_id', 'position', 'name'],
      lines.map((line, i) => [randomUUID(), orderId, i + 1, line]),
    );
    await recordOrdersPlaced(tx, [orderId]);
    return {
      checkoutCode: checkout.code,
      trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, checkout.id),
      orders: [
        {
          code,
          shopName,
          shopNameBn,
          totalPaise: null,
          itemCount: Math.max(lines.length, 1),
          status: OrderStatus.PLACED,
        },
      ],
    };
  });
  ctx.log.info({ checkout: placed.checkoutCode, kind }, 'list order placed');
  await announceOrders(ctx, 'o.code = ANY($1)', [placed.orders.map((o) => o.code)]);
  return placed;
}

/**
 * The shop's prices for a list: every line priced or marked unavailable. A list sent to any
 * shop of the kind becomes the order of the shop that prices it first.
 */
export async function priceListOrder(ctx: RequestContext, user: AuthUser, input: PriceListOrderInput): Promise<Order> {
  const orderId = requireUuid(input.orderId, 'orderId');
  const priced = await transactionWithRetry(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Pricing a list no shop has taken claims it: a closed shop may not.
    if (order?.vendor_id === null && user.role === UserRole.VENDOR) await requireShopTakingLists(tx, user);
    if (!order || !(await canSeeOrder(tx, user, order)))
      throw notFound('There is no such order.', 'orderId', { reason: 'orderNotFound' });
    if (order.kind !== OrderKind.FORDO && order.kind !== OrderKind.MEDICINE) {
      throw badUserInput('Only shopping lists and medicine orders are priced by the shop.', 'orderId', {
        reason: 'notPricedByShop',
      });
    }
    if (order.status !== OrderStatus.PLACED)
      throw badUserInput('This list has already been answered.', 'orderId', { reason: 'listAnswered' });
    const vendorId = order.vendor_id ?? (user.role === UserRole.VENDOR ? user.vendorId : null);
    if (!vendorId)
      throw badUserInput('A shop must take this list before it is priced.', 'orderId', { reason: 'listNotTaken' });

    const [{ count: existing }]: Array<{ count: number }> = await tx.query(
      'SELECT count(*)::int AS count FROM order_line WHERE order_id = $1',
      [orderId],
    );
    // Every line answered once, as positions 1..n; lines past the customer's are the shop's own
    // (medicines read off a prescription) and need a name.
    const positions = input.lines.map((line) => line.position).sort((a, b) => a - b);
    if (positions.length < existing || positions.some((position, i) => position !== i + 1)) {
      throw badUserInput('Answer every line of the list once.', 'lines', { reason: 'answerEveryLine' });
    }
    input.lines.forEach((line, i) => {
      if (line.available && (line.totalPaise === null || line.totalPaise === undefined)) {
        throw badUserInput('Give a price for each line you can supply.', `lines.${i}.totalPaise`, {
          reason: 'linePriceRequired',
        });
      }
      if (line.position > existing && !line.name?.trim())
        throw badUserInput('Name each line you add.', `lines.${i}.name`, { reason: 'lineNameRequired' });
    });
    const available = input.lines.filter((line) => line.available);
    if (available.length === 0)
      throw badUserInput('Nothing on the list can be supplied: cancel the order instead.', 'lines', {
        reason: 'nothingSupplied',
      });

    const added = input.lines.filter((line) => line.position > existing);
    await insertRows(
      tx,
      'order_line',
      ['id', 'order_id', 'position', 'name', 'available', 'total_paise'],
      added.map((line) => [
        randomUUID(),
        orderId,
        line.position,
        line.name!.replace(/\s+/g, ' ').trim(),
        line.available,
        line.available ? line.totalPaise : null,
      ]),
    );
    const answered = input.lines.filter((line) => line.position <= existing);
    await tx.query(
      `UPDATE order_line l SET available = d.available, total_paise = d.total_paise, updated_at = now()
         FROM unnest($2::int[], $3::boolean[], $4::int[]) AS d(position, available, total_paise)
        WHERE l.order_id = $1 AND l.position = d.position`,
      [
        orderId,
        answered.map((l) => l.position),
        answered.map((l) => l.available),
        answered.map((l) => (l.available ? l.totalPaise : null)),
      ],
    );
    const total = available.reduce((sum, line) => sum + (line.totalPaise ?? 0), 0);
    await tx.query('UPDATE customer_order SET vendor_id = $2, total_paise = $3, item_count = $4 WHERE id = $1', [
      orderId,
      vendorId,
      total,
      input.lines.length,
    ]);
    await moveOrder(tx, order, OrderStatus.PRICED, { actor: actorOf(user), userId: user.id }, null, {
      byPricing: true,
    });
    const [row] = await findOrderRows(tx, 'o.id = $1', [orderId]);
    const [details] = await orderDetails(tx, [row], actorOf(user));
    return details;
  });
  await announceOrders(ctx, 'o.id = $1', [orderId]);
  return priced;
}
