import { randomUUID } from 'node:crypto';
import type { ProductEntity } from '../src/modules/catalog/product.entity';
import type { PlaceOrderInput } from './generated/graphql';
import {
  addProduct as addSharedProduct,
  orderIdOf,
  type CartNeedsChanges,
  type OrderPlaced,
  PLACE_CART,
  seededServer,
  signInShop,
  type StaffClient,
} from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, postText, type TestServer } from './support/test-server';
import { graphql } from './generated';

let server: TestServer;

beforeAll(async () => {
  // A pool as wide as production's, so the concurrency tests race for row locks, not connections.
  server = await seededServer({ poolSize: 10 });
});
afterAll(() => server.close());

const TRACK = graphql(`
  query OrdersTrack($input: TrackOrderInput!) {
    trackOrder(input: $input) {
      id
      code
      kind
      status
      totalPaise
      itemCount
      customerName
      customerPhone
      address
      landmark
      nextStatuses
      shop {
        id
        name
        phone
      }
      lines {
        position
        productId
        name
        unit
        quantity
        unitPricePaise
        totalPaise
        available
      }
      events {
        from
        to
        by
        reason
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation OrdersCancel($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      status
      nextStatuses
      events {
        from
        to
        by
        reason
      }
    }
  }
`);
const BY_PHONE = graphql(`
  query OrdersByPhone($phone: String!) {
    ordersByPhone(phone: $phone) {
      code
      placedAt
      status
      totalPaise
      itemCount
    }
  }
`);
const UPDATE = graphql(`
  mutation OrdersUpdate($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      status
      nextStatuses
      events {
        from
        to
        by
      }
    }
  }
`);

let phoneSeq = 0;
/** Each test its own customer, so Find Order sees only that test's orders. */
const newPhone = () => `97${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;
const customer = (phone = newPhone()) => ({
  name: 'Rina Das',
  phone,
  address: 'Near the school, Supur',
  landmark: 'Blue gate',
});
const newKey = () => `key-${randomUUID()}`;

const addProduct = (vendorId: string, overrides: Partial<ProductEntity> = {}) =>
  addSharedProduct(server.db, vendorId, overrides);

async function stockOf(id: string): Promise<number> {
  const [row] = await server.db.query<Array<{ stock: number }>>('SELECT stock FROM product WHERE id = $1', [id]);
  return row.stock;
}

async function place(input: PlaceOrderInput) {
  return postGraphQL(server.graphqlUrl, PLACE_CART, { input });
}

async function placeOk(input: PlaceOrderInput): Promise<OrderPlaced> {
  const { body } = await place(input);
  expect(body.errors).toBeUndefined();
  const placed = body.data!.placeOrder;
  if (placed.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  return placed;
}

async function countRows(): Promise<Record<string, number>> {
  const [row] = await server.db.query<Array<Record<string, number>>>(
    `SELECT (SELECT count(*)::int FROM checkout) AS checkouts, (SELECT count(*)::int FROM customer_order) AS orders,
            (SELECT count(*)::int FROM order_line) AS lines, (SELECT count(*)::int FROM order_event) AS events`,
  );
  return row;
}

describe('placeOrder', () => {
  it("makes one order per shop under one checkout code, at the database's prices, and takes the stock", async () => {
    const rice = await addProduct(SHOP_A, { pricePaise: 5500, stock: 10 });
    const dal = await addProduct(SHOP_A, { name: 'Test dal', pricePaise: 12000, stock: 5 });
    const oil = await addProduct(SHOP_B, { name: 'Test oil', pricePaise: 18500, stock: 3 });
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [
        { productId: rice.id, quantity: 3, seenPricePaise: 5500 },
        { productId: oil.id, quantity: 1 },
        { productId: dal.id, quantity: 2 },
      ],
    });
    expect(placed.checkoutCode).toMatch(/^[2-9A-HJ-NP-TV-Z]{6}$/);
    expect(placed.orders).toMatchObject([
      {
        code: `${placed.checkoutCode}-1`,
        shopName: 'Maa Tara Bhandar',
        totalPaise: 3 * 5500 + 2 * 12000,
        itemCount: 2,
        status: 'PLACED',
      },
      {
        code: `${placed.checkoutCode}-2`,
        shopName: 'Joydev Stores',
        totalPaise: 18500,
        itemCount: 1,
        status: 'PLACED',
      },
    ]);
    expect([await stockOf(rice.id), await stockOf(dal.id), await stockOf(oil.id)]).toEqual([7, 3, 2]);

    const { body } = await postGraphQL(server.graphqlUrl, TRACK, {
      input: { code: placed.orders[0].code, trackingToken: placed.trackingToken },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.trackOrder).toMatchObject({
      kind: 'CART',
      status: 'PLACED',
      customerName: 'Rina Das',
      address: 'Near the school, Supur',
      landmark: 'Blue gate',
      shop: { id: SHOP_A, name: 'Maa Tara Bhandar' },
      nextStatuses: ['CANCELLED'],
      lines: [
        {
          position: 1,
          productId: rice.id,
          name: rice.name,
          unit: '1 kg',
          quantity: 3,
          unitPricePaise: 5500,
          totalPaise: 16500,
          available: true,
        },
        { position: 2, productId: dal.id, quantity: 2, unitPricePaise: 12000, totalPaise: 24000 },
      ],
      events: [{ from: null, to: 'PLACED', by: 'CUSTOMER', reason: null }],
    });
  });

  it('never trusts the browser: a changed price, too little stock or an unorderable product comes back line by line, and nothing is written', async () => {
    const changed = await addProduct(SHOP_A, { pricePaise: 6000 });
    const scarce = await addProduct(SHOP_A, { stock: 2 });
    const off = await addProduct(SHOP_A, { available: false });
    const fine = await addProduct(SHOP_B, { stock: 5 });
    const missing = randomUUID();
    const before = await countRows();
    const { body } = await place({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [
        { productId: changed.id, quantity: 1, seenPricePaise: 5000 },
        { productId: scarce.id, quantity: 3 },
        { productId: off.id, quantity: 1 },
        { productId: missing, quantity: 1 },
        { productId: fine.id, quantity: 1 },
      ],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.placeOrder).toMatchObject({
      __typename: 'CartNeedsChanges',
      problems: [
        { productId: changed.id, reason: 'PRICE_CHANGED', name: changed.name, stock: 10, pricePaise: 6000 },
        { productId: scarce.id, reason: 'OUT_OF_STOCK', name: scarce.name, stock: 2, pricePaise: 5500 },
        { productId: off.id, reason: 'UNAVAILABLE', name: off.name, stock: 10, pricePaise: 5500 },
        { productId: missing, reason: 'UNAVAILABLE', name: null, stock: null, pricePaise: null },
      ],
    });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(fine.id)).toBe(5);
  });

  it('refuses products of a shop that has stopped selling through Haat', async () => {
    const product = await addProduct(SHOP_B);
    await server.db.query('UPDATE vendor SET active = false WHERE id = $1', [SHOP_B]);
    try {
      const { body } = await place({
        idempotencyKey: newKey(),
        customer: customer(),
        lines: [{ productId: product.id, quantity: 1 }],
      });
      expect(body.data!.placeOrder).toMatchObject({ problems: [{ productId: product.id, reason: 'UNAVAILABLE' }] });
    } finally {
      await server.db.query('UPDATE vendor SET active = true WHERE id = $1', [SHOP_B]);
    }
  });

  it('sells exactly the stock when 200 customers race for 50 units', async () => {
    const hot = await addProduct(SHOP_A, { stock: 50 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        place({ idempotencyKey: newKey(), customer: customer(), lines: [{ productId: hot.id, quantity: 1 }] }),
      ),
    );
    const kinds = results.map((r) => r.body.errors?.[0]?.extensions?.code ?? r.body.data!.placeOrder.__typename);
    expect(kinds.filter((k) => k === 'OrderPlaced')).toHaveLength(50);
    expect(kinds.filter((k) => k === 'CartNeedsChanges')).toHaveLength(150);
    for (const r of results.filter((r) => r.body.data?.placeOrder.__typename === 'CartNeedsChanges')) {
      expect((r.body.data!.placeOrder as CartNeedsChanges).problems).toEqual([
        expect.objectContaining({ reason: 'OUT_OF_STOCK', stock: 0 }),
      ]);
    }
    expect(await stockOf(hot.id)).toBe(0);
    const [{ sold }] = await server.db.query<Array<{ sold: number }>>(
      'SELECT sum(quantity)::int AS sold FROM order_line WHERE product_id = $1',
      [hot.id],
    );
    expect(sold).toBe(50);
  });

  it('makes one order of the same key sent 50 times at once, and again later', async () => {
    const product = await addProduct(SHOP_A, { stock: 100 });
    const input = { idempotencyKey: newKey(), customer: customer(), lines: [{ productId: product.id, quantity: 2 }] };
    const burst = await Promise.all(Array.from({ length: 50 }, () => place(input)));
    const later = await place(input);
    const answers = [...burst, later].map((r) => r.body.data?.placeOrder as OrderPlaced);
    expect(answers.every((a) => a?.__typename === 'OrderPlaced')).toBe(true);
    expect(new Set(answers.map((a) => a.checkoutCode)).size).toBe(1);
    expect(new Set(answers.map((a) => a.trackingToken)).size).toBe(1);
    const [{ n }] = await server.db.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM customer_order o JOIN checkout c ON c.id = o.checkout_id WHERE c.idempotency_key = $1',
      [input.idempotencyKey],
    );
    expect(n).toBe(1);
    expect(await stockOf(product.id)).toBe(98);
  });

  it('refuses a key reused with a different cart, and writes nothing', async () => {
    const product = await addProduct(SHOP_A);
    const key = newKey();
    await placeOk({ idempotencyKey: key, customer: customer(), lines: [{ productId: product.id, quantity: 1 }] });
    const before = await countRows();
    const { body } = await place({
      idempotencyKey: key,
      customer: customer(),
      lines: [{ productId: product.id, quantity: 2 }],
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions).toMatchObject({ field: 'idempotencyKey', reason: 'orderKeyReused' });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(product.id)).toBe(9);
  });

  describe('bad input: a clear error naming the field, nothing written', () => {
    let product: ProductEntity;
    beforeAll(async () => {
      product = await addProduct(SHOP_A);
    });
    const base = () => ({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 1 }],
    });

    it.each([
      ['quantity 0', (i: PlaceOrderInput) => (i.lines[0].quantity = 0), 'lines.0.quantity', 'atLeast'],
      ['a negative quantity', (i: PlaceOrderInput) => (i.lines[0].quantity = -2), 'lines.0.quantity', 'atLeast'],
      ['a quantity over 99', (i: PlaceOrderInput) => (i.lines[0].quantity = 100), 'lines.0.quantity', 'atMost'],
      ['a fractional quantity', (i: PlaceOrderInput) => (i.lines[0].quantity = 1.5), 'lines.0.quantity', 'wholeNumber'],
      [
        'a product id that is not an id',
        (i: PlaceOrderInput) => (i.lines[0].productId = 'rice'),
        'lines.0.productId',
        'idInvalid',
      ],
      [
        'the same product twice',
        (i: PlaceOrderInput) => i.lines.push({ ...i.lines[0] }),
        'lines.1.productId',
        'productTwice',
      ],
      ['an empty cart', (i: PlaceOrderInput) => (i.lines = []), 'lines', 'cartEmpty'],
      [
        'a landline number',
        (i: PlaceOrderInput) => (i.customer.phone = '03463 260300'),
        'customer.phone',
        'mobileInvalid',
      ],
      ['a phone of letters', (i: PlaceOrderInput) => (i.customer.phone = 'call me'), 'customer.phone', 'mobileInvalid'],
      ['an empty address', (i: PlaceOrderInput) => (i.customer.address = '   '), 'customer.address', 'addressRequired'],
      ['a missing name', (i: PlaceOrderInput) => (i.customer.name = ''), 'customer.name', 'nameRequired'],
      ['a blank name', (i: PlaceOrderInput) => (i.customer.name = '   '), 'customer.name', 'nameRequired'],
      ['a short idempotency key', (i: PlaceOrderInput) => (i.idempotencyKey = 'abc'), 'idempotencyKey', 'formExpired'],
      [
        'an address of 10,000 characters',
        (i: PlaceOrderInput) => (i.customer.address = 'x'.repeat(10_000)),
        'customer.address',
        'tooLong',
      ],
      // The reason names the sentence for the web to translate, the checks of the input's shape too.
    ])('%s', async (_what, spoil, field, reason) => {
      const input = base();
      spoil(input);
      const before = await countRows();
      const { status, body } = await place(input);
      expect(status).toBeLessThan(500);
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0].extensions!.field).toBe(field);
      expect(body.errors![0].extensions!.reason).toBe(reason);
      expect(JSON.stringify(body)).not.toMatch(/ {4}at /);
      expect(await countRows()).toEqual(before);
    });
  });
});

describe('Find Order', () => {
  it('lists summaries by phone, newest first, with nothing personal, however the number is written', async () => {
    const phone = newPhone();
    const product = await addProduct(SHOP_A, { pricePaise: 4000 });
    const first = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(phone),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const second = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(phone),
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const { body } = await postGraphQL(server.graphqlUrl, BY_PHONE, {
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.ordersByPhone.map((o) => o.code)).toEqual([second.orders[0].code, first.orders[0].code]);
    expect(body.data!.ordersByPhone[0]).toEqual({
      code: second.orders[0].code,
      placedAt: expect.any(String) as unknown,
      status: 'PLACED',
      totalPaise: 8000,
      itemCount: 1,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('Rina');
    expect(text).not.toContain('school');
    expect(text).not.toContain(product.name);
  });

  it('takes a checkout and a Find Order with the number typed in Bengali or Devanagari digits', async () => {
    const phone = newPhone();
    const bengali = phone.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
    const devanagari = phone.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]);
    const product = await addProduct(SHOP_A);
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(bengali),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const [{ customer_phone }] = await server.db.query<Array<{ customer_phone: string }>>(
      'SELECT customer_phone FROM customer_order WHERE code = $1',
      [placed.orders[0].code],
    );
    expect(customer_phone).toBe(`+91${phone}`);
    for (const typed of [bengali, devanagari]) {
      const { body } = await postGraphQL(server.graphqlUrl, BY_PHONE, { phone: typed });
      expect(body.data!.ordersByPhone.map((o) => o.code)).toEqual([placed.orders[0].code]);
    }
    const code = placed.orders[0].code.replace(/\d/g, (d: string) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
    const { body } = await postGraphQL(server.graphqlUrl, TRACK, {
      input: { code, trackingToken: placed.trackingToken },
    });
    expect(body.data!.trackOrder.code).toBe(placed.orders[0].code);
  });

  it('offers nothing personal on a summary, whatever is asked for', async () => {
    const { body } = await postText(
      server.graphqlUrl,
      `query { ordersByPhone(phone: "9800000001") { code customerName address lines { name } } }`,
    );
    expect(errorCode(body)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a phone that is not a mobile number with BAD_USER_INPUT', async () => {
    const { body } = await postGraphQL(server.graphqlUrl, BY_PHONE, { phone: '12345' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions).toMatchObject({ field: 'phone', reason: 'mobileInvalid' });
  });

  it('shows details only with the tracking token; a wrong token or code is the same NOT_FOUND', async () => {
    const product = await addProduct(SHOP_A);
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const other = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const attempts = [
      { code: placed.orders[0].code, trackingToken: other.trackingToken },
      { code: placed.orders[0].code, trackingToken: 'x'.repeat(43) },
      { code: 'ZZZZZZ-1', trackingToken: placed.trackingToken },
      { code: 'not a code', trackingToken: placed.trackingToken },
    ];
    const messages = new Set<string>();
    for (const input of attempts) {
      const { body } = await postGraphQL(server.graphqlUrl, TRACK, { input });
      expect(errorCode(body)).toBe('NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain('Rina');
      messages.add(body.errors![0].message);
    }
    expect(messages.size).toBe(1);
    const lower = placed.orders[0].code.toLowerCase().replace('-', ' ');
    const { body } = await postGraphQL(server.graphqlUrl, TRACK, {
      input: { code: lower, trackingToken: placed.trackingToken },
    });
    expect(body.data!.trackOrder.code).toBe(placed.orders[0].code);
  });
});

describe('order status', () => {
  let vendorA: StaffClient;
  let vendorB: SessionClient;
  beforeAll(async () => {
    vendorA = await signInShop(server, SHOP_A);
    vendorB = await signInShop(server, SHOP_B);
  });

  it('lets the customer cancel while PLACED, with the token, and puts the stock back', async () => {
    const product = await addProduct(SHOP_A, { stock: 4 });
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 3 }],
    });
    expect(await stockOf(product.id)).toBe(1);
    const input = { code: placed.orders[0].code, trackingToken: placed.trackingToken, reason: 'Ordered twice' };
    const { body } = await postGraphQL(server.graphqlUrl, CANCEL, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data!.cancelOrder).toEqual({
      status: 'CANCELLED',
      nextStatuses: [],
      events: [
        { from: null, to: 'PLACED', by: 'CUSTOMER', reason: null },
        { from: 'PLACED', to: 'CANCELLED', by: 'CUSTOMER', reason: 'Ordered twice' },
      ],
    });
    expect(await stockOf(product.id)).toBe(4);
    // Twice is not allowed: the stock must not come back twice.
    const again = await postGraphQL(server.graphqlUrl, CANCEL, { input });
    expect(errorCode(again.body)).toBe('BAD_USER_INPUT');
    // The statuses named, for the web to say the sentence in the customer's language.
    expect(again.body.errors![0]).toMatchObject({
      message: 'An order that is cancelled cannot become cancelled.',
      extensions: { field: 'status', reason: 'orderStatusMove', params: { from: 'CANCELLED', to: 'CANCELLED' } },
    });
    expect(await stockOf(product.id)).toBe(4);
  });

  it('takes the shop through confirm, pack and send out, and refuses moves the rules do not list', async () => {
    const product = await addProduct(SHOP_A, { stock: 5 });
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const orderId = await orderIdOf(server.db, placed.orders[0].code);

    const skip = await vendorA.request(UPDATE, { input: { orderId, status: 'DELIVERED' } });
    expect(errorCode(skip.body)).toBe('BAD_USER_INPUT');
    expect(skip.body.errors![0].extensions!.field).toBe('status');

    const notMine = await vendorB.request(UPDATE, { input: { orderId, status: 'CONFIRMED' } });
    expect(errorCode(notMine.body)).toBe('NOT_FOUND');

    const confirmed = await vendorA.request(UPDATE, {
      input: { orderId, status: 'CONFIRMED' },
    });
    expect(confirmed.body.data!.updateOrderStatus).toMatchObject({
      status: 'CONFIRMED',
      nextStatuses: ['PACKED', 'CANCELLED'],
    });

    // Once the shop has confirmed, the customer's cancel is refused; the shop's is not.
    const late = await postGraphQL(server.graphqlUrl, CANCEL, {
      input: { code: placed.orders[0].code, trackingToken: placed.trackingToken },
    });
    expect(errorCode(late.body)).toBe('FORBIDDEN');

    const packed = await vendorA.request(UPDATE, { input: { orderId, status: 'PACKED' } });
    expect(packed.body.data!.updateOrderStatus.status).toBe('PACKED');
    // Nobody to take it to the door yet: refused, until the shop says it delivers itself.
    const noRider = await vendorA.request(UPDATE, { input: { orderId, status: 'OUT_FOR_DELIVERY' } });
    expect(noRider.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'riderNeeded' });
    await server.db.query('UPDATE vendor SET delivers_itself = true WHERE id = $1', [SHOP_A]);
    const out = await vendorA.request(UPDATE, {
      input: { orderId, status: 'OUT_FOR_DELIVERY' },
    });
    await server.db.query('UPDATE vendor SET delivers_itself = false WHERE id = $1', [SHOP_A]);
    expect(out.body.data!.updateOrderStatus).toMatchObject({ status: 'OUT_FOR_DELIVERY', nextStatuses: ['DELIVERED'] });
    const cancelLate = await vendorA.request(UPDATE, { input: { orderId, status: 'CANCELLED' } });
    expect(errorCode(cancelLate.body)).toBe('BAD_USER_INPUT');

    const events: Array<{ to_status: string; actor: string; actor_user_id: string | null }> = await server.db.query(
      'SELECT to_status, actor, actor_user_id FROM order_event WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    );
    expect(events.map((e) => `${e.actor}:${e.to_status}`)).toEqual([
      'CUSTOMER:PLACED',
      'VENDOR:CONFIRMED',
      'VENDOR:PACKED',
      'VENDOR:OUT_FOR_DELIVERY',
    ]);
    expect(events.slice(1).every((e) => e.actor_user_id)).toBe(true);
  });

  it('gives the stock back when the shop cancels a confirmed order', async () => {
    const product = await addProduct(SHOP_A, { stock: 2 });
    const placed = await placeOk({
      idempotencyKey: newKey(),
      customer: customer(),
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const orderId = await orderIdOf(server.db, placed.orders[0].code);
    await vendorA.request(UPDATE, { input: { orderId, status: 'CONFIRMED' } });
    const { body } = await vendorA.request(UPDATE, {
      input: { orderId, status: 'CANCELLED', reason: 'Rice is damp' },
    });
    expect(body.data!.updateOrderStatus.status).toBe('CANCELLED');
    expect(await stockOf(product.id)).toBe(2);
  });
});
