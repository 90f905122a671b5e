import { createHash, randomUUID } from 'node:crypto';
import { countAnonymousWrite } from '../../shared/throttle/write-limits';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { addDays, indiaToday, parseDay } from '../../shared/india-date';
import type { VendorCategory } from '../catalog/vendor-category';
import { orderCode } from './order-code';
import { announceOrders } from './order-events';
import { recordOrdersPlaced } from './order-status.service';
import { OrderKind, OrderStatus } from './order-status';
import { LAB_BOOKING_DAYS_AHEAD, type LabBookingInput } from './order.inputs';
import type { OrderPlaced } from './order.types';
import { claimCheckout, normalizeCustomer, replayCheckout } from './place-order.service';
import { insertRows } from '../../shared/db/insert-rows';
import { trackingTokenFor } from './tracking-token';

interface BookableTest {
  id: string;
  name: string;
  name_bn: string | null;
  price_paise: number;
  home_collection: boolean;
  vendor_id: string;
  vendor_name: string;
  vendor_name_bn: string | null;
  vendor_category: VendorCategory;
}

/**
 * Books lab tests for a day: one booking (an order of kind LAB_TEST) per lab, at the listed
 * prices, with the sample collected at home where every chosen test of that lab allows it.
 */
export async function bookLabTests(ctx: RequestContext, input: LabBookingInput): Promise<OrderPlaced> {
  const customer = normalizeCustomer(input.customer);
  const ids = input.labTestIds.map((id, i) => requireUuid(id, `labTestIds.${i}`));
  const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (duplicate >= 0)
    throw badUserInput('The same test is chosen twice.', `labTestIds.${duplicate}`, { reason: 'testTwice' });
  const day = parseDay(input.preferredDate);
  const today = indiaToday(ctx.services.clock());
  if (!day || day < today || day > addDays(today, LAB_BOOKING_DAYS_AHEAD)) {
    throw badUserInput(`Choose a day from today to ${LAB_BOOKING_DAYS_AHEAD} days ahead.`, 'preferredDate', {
      reason: 'dayOutOfRange',
      params: { days: LAB_BOOKING_DAYS_AHEAD },
    });
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ kind: OrderKind.LAB_TEST, customer, ids, day, home: input.homeCollection }))
    .digest('hex');
  await countAnonymousWrite(ctx, { phone: customer.phone, table: 'checkout', idempotencyKey: input.idempotencyKey });

  const placed = await transactionWithRetry(ctx.db, async (tx): Promise<OrderPlaced> => {
    const tests: BookableTest[] = await tx.query(
      `SELECT t.id, t.name, t.name_bn, t.price_paise, t.home_collection, t.vendor_id, v.name AS vendor_name, v.name_bn AS vendor_name_bn, v.category AS vendor_category
         FROM lab_test t JOIN vendor v ON v.id = t.vendor_id AND v.active
        WHERE t.id = ANY($1::uuid[]) AND t.active`,
      [ids],
    );
    const byId = new Map(tests.map((t) => [t.id, t]));
    ids.forEach((id, i) => {
      const test = byId.get(id);
      if (!test)
        throw badUserInput('This test cannot be booked through Haat.', `labTestIds.${i}`, {
          reason: 'testNotBookable',
        });
      if (input.homeCollection && !test.home_collection) {
        throw badUserInput(
          `${test.name} needs a visit to the lab; it cannot be collected at home.`,
          `labTestIds.${i}`,
          { reason: 'testLabOnly', params: { name: test.name } },
        );
      }
    });
    const checkout = await claimCheckout(tx, input.idempotencyKey, fingerprint, customer);
    if (checkout.existing) return replayCheckout(tx, ctx, checkout.id, checkout.code);

    const labs = [...new Set(ids.map((id) => byId.get(id)!.vendor_id))];
    const bookings = labs.map((vendorId, index) => {
      const labTests = ids.map((id) => byId.get(id)!).filter((t) => t.vendor_id === vendorId);
      return {
        id: randomUUID(),
        code: orderCode(checkout.code, index),
        vendorId,
        category: labTests[0].vendor_category,
        shopName: labTests[0].vendor_name,
        shopNameBn: labTests[0].vendor_name_bn,
        tests: labTests,
        totalPaise: labTests.reduce((sum, t) => sum + t.price_paise, 0),
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
        'preferred_date',
        'home_collection',
      ],
      bookings.map((b) => [
        b.id,
        checkout.id,
        b.code,
        OrderKind.LAB_TEST,
        b.vendorId,
        b.category,
        OrderStatus.PLACED,
        customer.phone,
        b.totalPaise,
        b.tests.length,
        day,
        input.homeCollection,
      ]),
    );
    await insertRows(
      tx,
      'order_line',
      ['id', 'order_id', 'position', 'lab_test_id', 'name', 'name_bn', 'quantity', 'unit_price_paise', 'total_paise'],
      bookings.flatMap((b) =>
        b.tests.map((t, i) => [randomUUID(), b.id, i + 1, t.id, t.name, t.name_bn, 1, t.price_paise, t.price_paise]),
      ),
    );
    await recordOrdersPlaced(
      tx,
      bookings.map((b) => b.id),
    );
    return {
      checkoutCode: checkout.code,
      trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, checkout.id),
      orders: bookings.map((b) => ({
        code: b.code,
        shopName: b.shopName,
        shopNameBn: b.shopNameBn,
        totalPaise: b.totalPaise,
        itemCount: b.tests.length,
        status: OrderStatus.PLACED,
      })),
    };
  });
  ctx.log.info({ checkout: placed.checkoutCode, bookings: placed.orders.length }, 'lab tests booked');
  await announceOrders(ctx, 'o.code = ANY($1)', [placed.orders.map((o) => o.code)]);
  return placed;
}
