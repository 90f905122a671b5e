import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import {
  orderIdOf,
  placeOrders,
  seededServer,
  signInAdmin,
  signInRider,
  signInShop,
  type StaffClient,
} from './support/flows';
import { SHOP_A } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

const MOVE = `mutation Move($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const ASSIGN = `mutation Assign($input: AssignOrderInput!) { assignOrder(input: $input) { code } }`;
const RECORD = `mutation Record($input: RecordCashInput!) { recordCashCollected(input: $input) { status cashCollectedPaise } }`;
const CORRECT = `mutation Correct($input: CorrectCashInput!) { correctCashCollected(input: $input) { id status cashCollectedPaise } }`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: ORDER, entityId: $id, first: 50) { nodes { action actorRole before after } } }`;

let server: TestServer;
let admin: SessionClient;
let vendor: SessionClient;
let rider: StaffClient;
let riderId: string;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  vendor = await signInShop(server, SHOP_A);
  rider = await signInRider(server);
  riderId = rider.user.id;
});
afterAll(() => server.close());

async function ok<T = any>(client: SessionClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await client.request<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A ₹12 order of shop A, on its way to the door with the test's rider. */
async function outForDelivery(): Promise<string> {
  const productId = randomUUID();
  await server.db.manager.insert(ProductEntity, {
    id: productId,
    vendorId: SHOP_A,
    section: ProductSection.GROCERY,
    name: `Cash test ${productId.slice(0, 6)}`,
    unit: '1 kg',
    pricePaise: 1200,
    mrpPaise: 1200,
    stock: 5,
  });
  const placed = await placeOrders(server, { lines: [productId], customer: { phone: '9800055555', address: 'Supur' } });
  const id = await orderIdOf(server.db, placed.orders[0].code);
  await ok(vendor, MOVE, { input: { orderId: id, status: 'CONFIRMED' } });
  await ok(vendor, MOVE, { input: { orderId: id, status: 'PACKED' } });
  await ok(admin, ASSIGN, { input: { orderId: id, deliveryUserId: riderId } });
  await ok(rider, MOVE, { input: { orderId: id, status: 'OUT_FOR_DELIVERY' } });
  return id;
}

/** Delivered, with `cashPaise` recorded at the door. */
async function delivered(cashPaise = 1200): Promise<string> {
  const id = await outForDelivery();
  await ok(rider, RECORD, { input: { orderId: id, amountPaise: cashPaise } });
  await ok(rider, MOVE, { input: { orderId: id, status: 'DELIVERED' } });
  return id;
}

/** What a refused change must leave as it was: the amount, the order's version and its trail. */
async function written(id: string) {
  const [row] = await server.db.query(
    `SELECT cash_collected_paise, cash_collected_at, version, (SELECT count(*)::int FROM audit_entry WHERE entity_id = $1) AS audits
       FROM customer_order WHERE id = $1`,
    [id],
  );
  return row;
}

describe('the cash recorded at the door', () => {
  it("is the rider's to record and change on the way, but settled once the order is delivered with it", async () => {
    const id = await outForDelivery();
    expect(
      (await ok(rider, RECORD, { input: { orderId: id, amountPaise: 1000 } })).recordCashCollected.cashCollectedPaise,
    ).toBe(1000);
    expect(
      (await ok(rider, RECORD, { input: { orderId: id, amountPaise: 1200 } })).recordCashCollected.cashCollectedPaise,
    ).toBe(1200);
    await ok(rider, MOVE, { input: { orderId: id, status: 'DELIVERED' } });
    const before = await written(id);

    for (const who of [rider, admin]) {
      const { body } = await who.request(RECORD, { input: { orderId: id, amountPaise: 200 } });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0]).toMatchObject({
        message: expect.stringMatching(/admin corrects it/),
        extensions: { field: 'orderId' },
      });
    }
    expect(await written(id)).toEqual(before);
  });

  it('may still be recorded once by a rider who marked the order delivered first', async () => {
    const id = await outForDelivery();
    await ok(rider, MOVE, { input: { orderId: id, status: 'DELIVERED' } });
    expect((await ok(rider, RECORD, { input: { orderId: id, amountPaise: 1200 } })).recordCashCollected).toEqual({
      status: 'DELIVERED',
      cashCollectedPaise: 1200,
    });
    expect(errorCode((await rider.request(RECORD, { input: { orderId: id, amountPaise: 100 } })).body)).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe("an admin's correction of the cash", () => {
  it('changes the amount with a reason kept in the audit trail, before and after, and tells the desks', async () => {
    const id = await delivered(1200);
    const heard: string[] = [];
    const live = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${vendor.accessToken}` },
    });
    live.subscribe<{ shopOrderChanged: { orderId: string } }>(
      { query: 'subscription { shopOrderChanged { orderId } }' },
      {
        next: (value) => void (value.data && heard.push(value.data.shopOrderChanged.orderId)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      await new Promise((r) => setTimeout(r, 200));
      const corrected = await ok(admin, CORRECT, {
        input: { orderId: id, amountPaise: 1100, reason: '  Customer paid ₹1 less; counted at the shop  ' },
      });
      expect(corrected.correctCashCollected).toEqual({ id, status: 'DELIVERED', cashCollectedPaise: 1100 });
      const deadline = Date.now() + 3000;
      while (!heard.includes(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(id);
    } finally {
      await live.dispose();
    }

    const trail = (await ok(admin, TRAIL, { id })).auditTrail.nodes;
    expect(trail[0]).toEqual({
      action: 'cashCorrected',
      actorRole: 'ADMIN',
      before: { cashCollectedPaise: 1200, reason: null },
      after: { cashCollectedPaise: 1100, reason: 'Customer paid ₹1 less; counted at the shop' },
    });
    const [row] = await server.db.query('SELECT cash_collected_paise FROM customer_order WHERE id = $1', [id]);
    expect(row.cash_collected_paise).toBe(1100);
  });

  it('records the cash of a delivered order whose rider never did', async () => {
    const id = await outForDelivery();
    await ok(rider, MOVE, { input: { orderId: id, status: 'DELIVERED' } });
    await ok(admin, CORRECT, { input: { orderId: id, amountPaise: 1200, reason: 'The rider forgot to record it' } });
    const [row] = await server.db.query(
      'SELECT cash_collected_paise, cash_collected_at FROM customer_order WHERE id = $1',
      [id],
    );
    expect(row.cash_collected_paise).toBe(1200);
    expect(row.cash_collected_at).not.toBeNull();
    expect((await ok(admin, TRAIL, { id })).auditTrail.nodes[0]).toMatchObject({
      action: 'cashCorrected',
      before: { cashCollectedPaise: null },
    });
  });

  it.each([
    ['a negative amount', { amountPaise: -100 }, 'amountPaise'],
    ['an amount past the limit', { amountPaise: 10_000_001 }, 'amountPaise'],
    ['the amount already recorded', { amountPaise: 1200 }, 'amountPaise'],
    ['no reason', { reason: undefined }, 'reason'],
    ['a blank reason', { reason: '   ' }, 'reason'],
    ['a reason of 301 characters', { reason: 'x'.repeat(301) }, 'reason'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and writes nothing', async (_what, overrides, field) => {
    const id = await delivered(1200);
    const before = await written(id);
    const { body } = await admin.request(CORRECT, {
      input: { orderId: id, amountPaise: 900, reason: 'Counted again', ...overrides },
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe(field);
    expect(await written(id)).toEqual(before);
  });

  it('refuses an order not yet delivered, and one that does not exist', async () => {
    const id = await outForDelivery();
    await ok(rider, RECORD, { input: { orderId: id, amountPaise: 1200 } });
    const before = await written(id);
    const early = await admin.request(CORRECT, { input: { orderId: id, amountPaise: 900, reason: 'Counted again' } });
    expect(errorCode(early.body)).toBe('BAD_USER_INPUT');
    expect(early.body.errors![0].extensions!.field).toBe('orderId');
    expect(await written(id)).toEqual(before);
    const missing = await admin.request(CORRECT, {
      input: { orderId: randomUUID(), amountPaise: 900, reason: 'Counted again' },
    });
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
  });

  it("is an admin's only: the shop, the rider and anyone signed out are refused, and nothing is written", async () => {
    const id = await delivered(1200);
    const before = await written(id);
    const input = { orderId: id, amountPaise: 100, reason: 'I say so' };
    expect(errorCode((await vendor.request(CORRECT, { input })).body)).toBe('FORBIDDEN');
    expect(errorCode((await rider.request(CORRECT, { input })).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, CORRECT, { input })).body)).toBe('UNAUTHENTICATED');
    expect(await written(id)).toEqual(before);
  });
});
