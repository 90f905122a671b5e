import { randomUUID } from 'node:crypto';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { OrderActor, OrderKind, OrderStatus } from '../src/modules/orders/order-status';
import { nextStatuses, TRANSITIONS, type OrderFacts } from '../src/modules/orders/order-transitions';
import {
  orderIdOf,
  placeOrders,
  seededServer,
  signInAdmin,
  signInRider,
  signInShop,
  type StaffClient,
} from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

const FINAL = new Set([OrderStatus.DELIVERED, OrderStatus.COMPLETED, OrderStatus.CANCELLED]);
const GOODS = [OrderKind.CART, OrderKind.FORDO, OrderKind.MEDICINE];

/** Every state an order of `kind` can be in: PLACED and every state a move leads to. */
function statesOf(kind: OrderKind): OrderStatus[] {
  const states = new Set([OrderStatus.PLACED]);
  for (const t of TRANSITIONS) if (t.kinds.includes(kind)) states.add(t.to);
  return [...states];
}

/** The facts an order in `status` may have: lists wait for a shop only while placed; riders come with goods once confirmed. */
function factsIn(kind: OrderKind, status: OrderStatus): OrderFacts[] {
  const shops =
    status === OrderStatus.PLACED && (kind === OrderKind.FORDO || kind === OrderKind.MEDICINE) ? [true, false] : [true];
  const riders =
    GOODS.includes(kind) && [OrderStatus.CONFIRMED, OrderStatus.PACKED, OrderStatus.OUT_FOR_DELIVERY].includes(status)
      ? [false, true]
      : [false];
  const all: OrderFacts[] = [];
  for (const hasShop of shops)
    for (const hasRider of riders)
      for (const shopDeliversItself of [false, true]) all.push({ hasShop, hasRider, shopDeliversItself });
  return all;
}

/** Who has the order on a desk or screen: its customer (tracking), its shop (or every shop of the kind for an unclaimed list), its rider, the admins. */
function deskOf(facts: OrderFacts): OrderActor[] {
  return [OrderActor.CUSTOMER, OrderActor.VENDOR, ...(facts.hasRider ? [OrderActor.DELIVERY] : []), OrderActor.ADMIN];
}

describe('the transition table, walked for every kind, state and role', () => {
  const cases = Object.values(OrderKind).flatMap((kind) =>
    statesOf(kind)
      .filter((status) => !FINAL.has(status))
      .flatMap((status) => factsIn(kind, status).map((facts) => [kind, status, facts] as const)),
  );

  it.each(cases)(
    'a %s order that is %s (%j) has a next step for someone on its desk who is not an admin, or waits for an admin to give it a rider',
    (kind, status, facts) => {
      const onward = deskOf(facts)
        .filter((actor) => actor !== OrderActor.ADMIN)
        .filter((actor) => nextStatuses(kind, status, actor, facts).some((to) => to !== OrderStatus.CANCELLED));
      if (onward.length > 0) return;
      // The one wait: packed goods of a shop that does not deliver itself, until an admin assigns a rider.
      expect({
        kind: GOODS.includes(kind),
        status,
        rider: facts.hasRider,
        ownDelivery: facts.shopDeliversItself,
      }).toEqual({
        kind: true,
        status: OrderStatus.PACKED,
        rider: false,
        ownDelivery: false,
      });
    },
  );

  it.each(cases)('an admin can always act on a %s order that is %s (%j)', (kind, status, facts) => {
    const assignable =
      GOODS.includes(kind) &&
      [OrderStatus.CONFIRMED, OrderStatus.PACKED, OrderStatus.OUT_FOR_DELIVERY].includes(status);
    expect(nextStatuses(kind, status, OrderActor.ADMIN, facts).length > 0 || assignable).toBe(true);
  });

  it('sends goods out only with someone to take them, and lets the shop hand over what no rider took', () => {
    const noRider = { hasShop: true, hasRider: false, shopDeliversItself: false };
    expect(nextStatuses(OrderKind.CART, OrderStatus.PACKED, OrderActor.VENDOR, noRider)).toEqual([
      OrderStatus.CANCELLED,
    ]);
    expect(
      nextStatuses(OrderKind.CART, OrderStatus.PACKED, OrderActor.VENDOR, { ...noRider, shopDeliversItself: true }),
    ).toContain(OrderStatus.OUT_FOR_DELIVERY);
    expect(
      nextStatuses(OrderKind.CART, OrderStatus.OUT_FOR_DELIVERY, OrderActor.VENDOR, { ...noRider, hasRider: true }),
    ).toEqual([]);
    expect(
      nextStatuses(OrderKind.CART, OrderStatus.OUT_FOR_DELIVERY, OrderActor.VENDOR, {
        ...noRider,
        shopDeliversItself: true,
      }),
    ).toEqual([OrderStatus.DELIVERED]);
  });
});

const MOVE = `mutation Move($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status nextStatuses } }`;
const ASSIGN = `mutation Assign($input: AssignOrderInput!) { assignOrder(input: $input) { code nextStatuses } }`;
const RECORD = `mutation Record($input: RecordCashInput!) { recordCashCollected(input: $input) { status cashCollectedPaise } }`;
const SET_DELIVERY = `mutation SetDelivery($vendorId: ID!, $deliversItself: Boolean!) { setShopDelivery(vendorId: $vendorId, deliversItself: $deliversItself) { id deliversItself } }`;
const TRACK = `query Track($input: TrackOrderInput!) { trackOrder(input: $input) { status cashCollectedPaise } }`;
const PLACE_LIST = `mutation PlaceList($input: ListOrderInput!) { placeListOrder(input: $input) { trackingToken orders { code } } }`;
const RESPOND = `mutation Respond($input: RespondToPriceInput!) { respondToPrice(input: $input) { status } }`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: VENDOR, entityId: $id, first: 20) { nodes { action before after } } }`;

let server: TestServer;
let admin: SessionClient;
let shopA: SessionClient;
let shopB: SessionClient;
let rider: StaffClient;
let riderId: string;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  shopA = await signInShop(server, SHOP_A);
  shopB = await signInShop(server, SHOP_B);
  rider = await signInRider(server);
  riderId = rider.user.id;
});
afterAll(() => server.close());

async function ok<T = any>(client: SessionClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await client.request<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function setDelivery(deliversItself: boolean) {
  await ok(shopA, SET_DELIVERY, { vendorId: SHOP_A, deliversItself });
}

/** A ₹25 order of shop A, confirmed and packed; its id, code and tracking token. */
async function packedOrder(): Promise<{ id: string; code: string; trackingToken: string }> {
  const productId = randomUUID();
  await server.db.manager.insert(ProductEntity, {
    id: productId,
    vendorId: SHOP_A,
    section: ProductSection.GROCERY,
    name: `Desk test ${productId.slice(0, 6)}`,
    unit: '1 kg',
    pricePaise: 2500,
    mrpPaise: 2500,
    stock: 5,
  });
  const { trackingToken, orders } = await placeOrders(server, {
    lines: [productId],
    customer: { phone: '9800055555', address: 'Supur' },
  });
  const id = await orderIdOf(server.db, orders[0].code);
  await ok(shopA, MOVE, { input: { orderId: id, status: 'CONFIRMED' } });
  await ok(shopA, MOVE, { input: { orderId: id, status: 'PACKED' } });
  return { id, code: orders[0].code, trackingToken };
}

const statusOf = async (id: string) =>
  (await server.db.query('SELECT status, version FROM customer_order WHERE id = $1', [id]))[0];

describe('a shop that waits for a Haat delivery person', () => {
  beforeAll(() => setDelivery(false));

  it('cannot send an order out before it has a rider, and is told why; once a rider is given, it can', async () => {
    const order = await packedOrder();
    const before = await statusOf(order.id);
    const { body } = await shopA.request(MOVE, { input: { orderId: order.id, status: 'OUT_FOR_DELIVERY' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'riderNeeded' });
    expect(await statusOf(order.id)).toEqual(before);

    expect(
      (await ok(admin, ASSIGN, { input: { orderId: order.id, deliveryUserId: riderId } })).assignOrder.nextStatuses,
    ).toContain('OUT_FOR_DELIVERY');
    await ok(shopA, MOVE, { input: { orderId: order.id, status: 'OUT_FOR_DELIVERY' } });
    // The rider hands it over and takes the cash; the shop may not.
    const refused = await shopA.request(RECORD, { input: { orderId: order.id, amountPaise: 2500 } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'shopDoesNotDeliver',
    });
    expect(errorCode((await shopA.request(MOVE, { input: { orderId: order.id, status: 'DELIVERED' } })).body)).toBe(
      'BAD_USER_INPUT',
    );
    await ok(rider, RECORD, { input: { orderId: order.id, amountPaise: 2500 } });
    expect(
      (await ok(rider, MOVE, { input: { orderId: order.id, status: 'DELIVERED' } })).updateOrderStatus.status,
    ).toBe('DELIVERED');
  });
});

describe('a shop that delivers its orders itself', () => {
  beforeAll(() => setDelivery(true));
  afterAll(() => setDelivery(false));

  it("is its own vendor's (or an admin's) setting, kept in the audit trail; another shop cannot change it", async () => {
    expect(errorCode((await shopB.request(SET_DELIVERY, { vendorId: SHOP_A, deliversItself: false })).body)).toBe(
      'FORBIDDEN',
    );
    expect(errorCode((await rider.request(SET_DELIVERY, { vendorId: SHOP_A, deliversItself: false })).body)).toBe(
      'FORBIDDEN',
    );
    expect((await ok(admin, SET_DELIVERY, { vendorId: SHOP_A, deliversItself: true })).setShopDelivery).toEqual({
      id: SHOP_A,
      deliversItself: true,
    });
    const trail = await ok(admin, TRAIL, { id: SHOP_A });
    expect(trail.auditTrail.nodes).toContainEqual({
      action: 'delivery',
      before: { deliversItself: false },
      after: { deliversItself: true },
    });
  });

  it('sends the order out itself, hands it over, records the cash, and the customer sees it delivered', async () => {
    const order = await packedOrder();
    expect(
      (await ok(shopA, MOVE, { input: { orderId: order.id, status: 'OUT_FOR_DELIVERY' } })).updateOrderStatus
        .nextStatuses,
    ).toEqual(['DELIVERED']);
    // Another shop's vendor does not even see it.
    expect(errorCode((await shopB.request(MOVE, { input: { orderId: order.id, status: 'DELIVERED' } })).body)).toBe(
      'NOT_FOUND',
    );
    expect(errorCode((await shopB.request(RECORD, { input: { orderId: order.id, amountPaise: 2500 } })).body)).toBe(
      'NOT_FOUND',
    );
    await ok(shopA, MOVE, { input: { orderId: order.id, status: 'DELIVERED' } });
    expect((await ok(shopA, RECORD, { input: { orderId: order.id, amountPaise: 2500 } })).recordCashCollected).toEqual({
      status: 'DELIVERED',
      cashCollectedPaise: 2500,
    });
    const { body } = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
      input: { code: order.code, trackingToken: order.trackingToken },
    });
    expect(body.data!.trackOrder).toEqual({ status: 'DELIVERED', cashCollectedPaise: 2500 });
  });

  it('still lets a rider an admin assigned take it', async () => {
    const order = await packedOrder();
    await ok(admin, ASSIGN, { input: { orderId: order.id, deliveryUserId: riderId } });
    await ok(rider, MOVE, { input: { orderId: order.id, status: 'OUT_FOR_DELIVERY' } });
    await ok(rider, MOVE, { input: { orderId: order.id, status: 'DELIVERED' } });
  });
});

describe('a list is priced only by pricing it', () => {
  const list = () => ({
    idempotencyKey: `list-${randomUUID()}`,
    customer: { name: 'Mitali Ghosh', phone: '9733012345', address: 'Pal para, Supur' },
    section: 'GROCERY',
    lines: ['2 kg Gobindobhog rice', '1 litre mustard oil'],
  });

  it('refuses PRICED through a status move, by a shop or an admin, and writes nothing', async () => {
    const { body } = await postGraphQL<{ placeListOrder: any }>(server.graphqlUrl, PLACE_LIST, {
      input: { ...list(), vendorId: SHOP_A },
    });
    const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [
      body.data!.placeListOrder.orders[0].code,
    ]);
    const before = await statusOf(id);
    for (const who of [shopA, admin]) {
      const refused = await who.request(MOVE, { input: { orderId: id, status: 'PRICED' } });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'priceLineByLine' });
    }
    expect(await statusOf(id)).toEqual(before);
    expect(await server.db.query('SELECT count(*)::int AS n FROM order_event WHERE order_id = $1', [id])).toEqual([
      { n: 1 },
    ]);
  });

  it('never confirms a list no shop has taken', async () => {
    const { body } = await postGraphQL<{ placeListOrder: any }>(server.graphqlUrl, PLACE_LIST, { input: list() });
    const { trackingToken, orders } = body.data!.placeListOrder;
    // Only bad data could make it so: a priced list without a shop.
    await server.db.query(
      `UPDATE customer_order SET status = 'PRICED', total_paise = 0 WHERE code = $1 AND vendor_id IS NULL`,
      [orders[0].code],
    );
    const answer = await postGraphQL(server.graphqlUrl, RESPOND, {
      input: { code: orders[0].code, trackingToken, accept: true },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'listHasNoShop' });
    expect(
      (await server.db.query('SELECT status FROM customer_order WHERE code = $1', [orders[0].code]))[0].status,
    ).toBe('PRICED');
  });
});
