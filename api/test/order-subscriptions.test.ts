import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { UserRole } from '../src/modules/identity/user-role';
import { runSeed } from '../src/seed/seed';
import { startApiProcess } from './support/api-process';
import {
  placeCart,
  placeOrders,
  seededServer,
  signInAdmin,
  signInAs,
  signInRider,
  signInShop,
  type StaffClient,
} from './support/flows';
import { makeStaff, SHOP_A, SHOP_B } from './support/people';
import { SessionClient } from './support/session-client';
import { postGraphQL, silentLog, startTestServer, type TestServer } from './support/test-server';

const PLACE_LIST = `mutation PlaceList($input: ListOrderInput!) { placeListOrder(input: $input) { orders { code } } }`;
const UPDATE = `mutation Update($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const ASSIGN = `mutation Assign($input: AssignOrderInput!) { assignOrder(input: $input) { deliveryPerson { id } } }`;
const CASH = `mutation Cash($input: RecordCashInput!) { recordCashCollected(input: $input) { cashCollectedPaise status } }`;
const STAFF_ORDERS = `query Desk($status: OrderStatus) { staffOrders(status: $status, first: 50) { nodes { code status } } }`;

interface Notice {
  orderId: string;
  code: string;
  status: string;
}

/** A graphql-ws subscription whose notices pile up in `seen`; `next(pred)` waits for one. */
function listen(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const client: Client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  const seen: Notice[] = [];
  const errors: unknown[] = [];
  const waiters: Array<() => void> = [];
  const field = /\{\s*(\w+)/.exec(query.slice(query.indexOf('{')))![1];
  client.subscribe<Record<string, Notice>>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        if (value.data) seen.push(value.data[field]);
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        errors.push(error);
        waiters.splice(0).forEach((wake) => wake());
      },
      complete: () => undefined,
    },
  );
  return {
    seen,
    errors,
    async next(pred: (notice: Notice) => boolean, timeoutMs = 5000): Promise<Notice> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(pred);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching notice; saw ${JSON.stringify(seen)}; errors ${JSON.stringify(errors)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: async () => {
      await client.dispose();
    },
  };
}

const SHOP_SUB = 'subscription { shopOrderChanged { orderId code status } }';
const DELIVERY_SUB = 'subscription { deliveryOrderChanged { orderId code status } }';
const TRACK_SUB =
  'subscription Track($input: TrackOrderInput!) { trackedOrderChanged(input: $input) { orderId code status } }';

async function addProduct(server: TestServer, vendorId: string, stock = 50): Promise<string> {
  const id = randomUUID();
  await server.db.manager.insert(ProductEntity, {
    id,
    vendorId,
    section: ProductSection.GROCERY,
    name: `Live test ${id.slice(0, 6)}`,
    unit: '1 kg',
    pricePaise: 1000,
    mrpPaise: 1000,
    stock,
  });
  return id;
}

async function place(server: TestServer, productId: string, quantity = 1) {
  return placeOrders(server, {
    lines: [{ productId, quantity }],
    customer: { name: 'Live Test', phone: '9800044444', address: 'Station Road' },
  });
}

describe('live order changes on one instance', () => {
  let server: TestServer;
  let vendorA: SessionClient;
  let vendorB: SessionClient;
  let admin: SessionClient;
  let riderOne: StaffClient;
  let riderTwo: StaffClient;

  beforeAll(async () => {
    server = await seededServer({ poolSize: 4 });
    vendorA = await signInShop(server, SHOP_A);
    vendorB = await signInShop(server, SHOP_B);
    admin = await signInAdmin(server);
    riderOne = await signInRider(server);
    riderTwo = await signInRider(server);
  });
  afterAll(() => server.close());

  it("tells a shop about its own new orders and changes, and not about another shop's", async () => {
    const a = listen(server.wsUrl, SHOP_SUB, {}, vendorA.accessToken);
    const b = listen(server.wsUrl, SHOP_SUB, {}, vendorB.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      const placedA = await place(server, await addProduct(server, SHOP_A));
      const placedB = await place(server, await addProduct(server, SHOP_B));
      const codeA = placedA.orders[0].code;
      const noticeA = await a.next((n) => n.code === codeA);
      expect(noticeA.status).toBe('PLACED');
      await b.next((n) => n.code === placedB.orders[0].code);
      expect(b.seen.some((n) => n.code === codeA)).toBe(false);

      await vendorA.request(UPDATE, { input: { orderId: noticeA.orderId, status: 'CONFIRMED' } });
      expect((await a.next((n) => n.code === codeA && n.status === 'CONFIRMED')).orderId).toBe(noticeA.orderId);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('tells a closed shop of its own orders only, not of lists meant for any open shop of its kind', async () => {
    const own = await place(server, await addProduct(server, SHOP_B));
    const [{ id: ownId }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [
      own.orders[0].code,
    ]);
    await server.db.query('UPDATE vendor SET active = false WHERE id = $1', [SHOP_B]);
    const closed = listen(server.wsUrl, SHOP_SUB, {}, vendorB.accessToken);
    const open = listen(server.wsUrl, SHOP_SUB, {}, vendorA.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      const { body } = await postGraphQL<{ placeListOrder: any }>(server.graphqlUrl, PLACE_LIST, {
        input: {
          idempotencyKey: `live-${randomUUID()}`,
          customer: { name: 'Live Test', phone: '9800044444', address: 'Station Road' },
          section: 'GROCERY',
          lines: ['1 kg rice'],
        },
      });
      const listCode = body.data!.placeListOrder.orders[0].code;
      await open.next((n) => n.code === listCode);
      await vendorB.request(UPDATE, { input: { orderId: ownId, status: 'CONFIRMED' } });
      await closed.next((n) => n.code === own.orders[0].code && n.status === 'CONFIRMED');
      expect(closed.seen.some((n) => n.code === listCode)).toBe(false);
    } finally {
      await server.db.query('UPDATE vendor SET active = true WHERE id = $1', [SHOP_B]);
      await Promise.all([closed.close(), open.close()]);
    }
  });

  it('announces nothing for a checkout that wrote nothing', async () => {
    const a = listen(server.wsUrl, SHOP_SUB, {}, vendorA.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      const scarce = await addProduct(server, SHOP_A, 1);
      const refused = await placeCart(server, { lines: [{ productId: scarce, quantity: 2 }] });
      expect(refused.body.data?.placeOrder.__typename).toBe('CartNeedsChanges');
      const marker = await place(server, await addProduct(server, SHOP_A));
      await a.next((n) => n.code === marker.orders[0].code);
      expect(a.seen).toHaveLength(1);
    } finally {
      await a.close();
    }
  });

  it('follows one order for the browser holding its token, and refuses a wrong token', async () => {
    const placed = await place(server, await addProduct(server, SHOP_A));
    const code = placed.orders[0].code;
    const wrong = listen(server.wsUrl, TRACK_SUB, { input: { code, trackingToken: 'x'.repeat(43) } });
    const right = listen(server.wsUrl, TRACK_SUB, { input: { code, trackingToken: placed.trackingToken } });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(JSON.stringify(wrong.errors)).toContain('No order matches');
      const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
      await vendorA.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } });
      expect((await right.next((n) => n.status === 'CONFIRMED')).code).toBe(code);
      // Another order's change never reaches this browser.
      await place(server, await addProduct(server, SHOP_A));
      await new Promise((r) => setTimeout(r, 200));
      expect(right.seen.every((n) => n.code === code)).toBe(true);
    } finally {
      await Promise.all([wrong.close(), right.close()]);
    }
  });

  it('refuses shop and delivery feeds to a connection without a valid token', async () => {
    const anonymous = listen(server.wsUrl, SHOP_SUB);
    const forged = listen(server.wsUrl, DELIVERY_SUB, {}, 'not-a-token');
    const wrongRole = listen(server.wsUrl, DELIVERY_SUB, {}, vendorA.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(JSON.stringify(anonymous.errors)).toMatch(/sign in/i);
      expect(JSON.stringify(forged.errors)).toMatch(/session|sign in/i);
      expect(JSON.stringify(wrongRole.errors)).toMatch(/not allowed/i);
    } finally {
      await Promise.all([anonymous.close(), forged.close(), wrongRole.close()]);
    }
  });

  it('bounds a flood: connections past the limit from one address are closed, and subscriptions past 20 on one connection refused', async () => {
    const sockets = Array.from({ length: 31 }, () => new WebSocket(server.wsUrl, 'graphql-transport-ws'));
    try {
      const closes = await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<number | null>((resolve) => {
              socket.once('close', (code) => resolve(code));
              setTimeout(() => resolve(null), 1500);
            }),
        ),
      );
      expect(closes.filter((code) => code === 4429)).toHaveLength(1);
    } finally {
      sockets.forEach((socket) => socket.terminate());
    }

    const many = Array.from({ length: 21 }, () => ({ errors: [] as unknown[] }));
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${vendorA.accessToken}` },
    });
    try {
      many.forEach((slot) =>
        client.subscribe(
          { query: SHOP_SUB },
          {
            next: (v) => v.errors && slot.errors.push(...v.errors),
            error: (e) => slot.errors.push(e),
            complete: () => undefined,
          },
        ),
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(many.filter((slot) => JSON.stringify(slot.errors).includes('Too many subscriptions'))).toHaveLength(1);
    } finally {
      await client.dispose();
    }
  });

  it('gives an order to a delivery person live, moves it to another, and the rider delivers and records the cash', async () => {
    const placed = await place(server, await addProduct(server, SHOP_A), 3);
    const code = placed.orders[0].code;
    const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
    await vendorA.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } });
    await vendorA.request(UPDATE, { input: { orderId: id, status: 'PACKED' } });

    const one = listen(server.wsUrl, DELIVERY_SUB, {}, riderOne.accessToken);
    const two = listen(server.wsUrl, DELIVERY_SUB, {}, riderTwo.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      // Not assigned yet: a rider cannot touch it.
      expect(
        (await riderOne.request(UPDATE, { input: { orderId: id, status: 'OUT_FOR_DELIVERY' } })).body.errors![0]
          .extensions!.code,
      ).toBe('NOT_FOUND');
      await admin.request(ASSIGN, { input: { orderId: id, deliveryUserId: riderOne.user.id } });
      await one.next((n) => n.code === code);
      await admin.request(ASSIGN, { input: { orderId: id, deliveryUserId: riderTwo.user.id } });
      await two.next((n) => n.code === code);
      // The rider it was taken from hears it too (a second notice), so the order leaves their screen.
      await one.next((n) => n.code === code && one.seen.filter((m) => m.code === code).length === 2);
      expect(
        (await riderOne.request(UPDATE, { input: { orderId: id, status: 'OUT_FOR_DELIVERY' } })).body.errors![0]
          .extensions!.code,
      ).toBe('NOT_FOUND');

      const desk = await riderTwo.request<{ staffOrders: any }>(STAFF_ORDERS, {});
      expect(desk.body.data!.staffOrders.nodes).toEqual([{ code, status: 'PACKED' }]);
      expect(
        (
          await riderTwo.request<{ updateOrderStatus: any }>(UPDATE, {
            input: { orderId: id, status: 'OUT_FOR_DELIVERY' },
          })
        ).body.data!.updateOrderStatus.status,
      ).toBe('OUT_FOR_DELIVERY');
      await two.next((n) => n.code === code && n.status === 'OUT_FOR_DELIVERY');
      const cash = await riderTwo.request<{ recordCashCollected: any }>(CASH, {
        input: { orderId: id, amountPaise: 3000 },
      });
      expect(cash.body.data!.recordCashCollected).toEqual({ cashCollectedPaise: 3000, status: 'OUT_FOR_DELIVERY' });
      expect(
        (await riderTwo.request<{ updateOrderStatus: any }>(UPDATE, { input: { orderId: id, status: 'DELIVERED' } }))
          .body.data!.updateOrderStatus.status,
      ).toBe('DELIVERED');
      const illegal = await admin.request(UPDATE, { input: { orderId: id, status: 'PACKED' } });
      expect(illegal.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

const DISABLE_USER = `mutation Disable($id: ID!) { disableUser(id: $id) { id disabled } }`;
const SIGN_OUT = `mutation { signOut }`;
const MINUTE = 60_000;

/** Waits until `check` holds, or fails saying what it waited for. */
async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const endedUnauthenticated = (feed: { errors: unknown[] }) =>
  JSON.stringify(feed.errors).includes('"code":"UNAUTHENTICATED"');

describe("a staff member's live feed lasts only as long as their sign-in", () => {
  let server: TestServer;
  let admin: SessionClient;
  let now: Date;

  beforeAll(async () => {
    now = new Date();
    server = await seededServer({ poolSize: 4, services: () => ({ clock: () => now }) });
    admin = await signInAdmin(server);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    now = new Date();
  });

  async function signedInVendor() {
    return signInShop(server, SHOP_A);
  }

  /** A feed that has heard one order, so it is known to work before the sign-in ends. */
  async function workingFeed(query: string, token: string | undefined) {
    const feed = listen(server.wsUrl, query, {}, token);
    await new Promise((r) => setTimeout(r, 200));
    const first = await place(server, await addProduct(server, SHOP_A));
    await feed.next((n) => n.code === first.orders[0].code);
    return feed;
  }

  it("ends a shop's feed with UNAUTHENTICATED once an admin disables the vendor, telling it nothing more", async () => {
    const vendor = await signedInVendor();
    const feed = await workingFeed(SHOP_SUB, vendor.accessToken);
    try {
      expect((await admin.request(DISABLE_USER, { id: vendor.user.id })).body.errors).toBeUndefined();
      const after = await place(server, await addProduct(server, SHOP_A));
      await until(() => endedUnauthenticated(feed), 'the feed to end');
      await new Promise((r) => setTimeout(r, 200));
      expect(feed.seen.some((n) => n.code === after.orders[0].code)).toBe(false);
    } finally {
      await feed.close();
    }
  });

  it('ends a feed once its session is signed out', async () => {
    const vendor = await signedInVendor();
    const feed = await workingFeed(SHOP_SUB, vendor.accessToken);
    const adminFeed = listen(server.wsUrl, SHOP_SUB, {}, admin.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await vendor.request(SIGN_OUT)).body.data).toEqual({ signOut: true });
      const after = await place(server, await addProduct(server, SHOP_A));
      await until(() => endedUnauthenticated(feed), 'the feed to end');
      expect(feed.seen.some((n) => n.code === after.orders[0].code)).toBe(false);
      // Another person's feed hearing the same change goes on.
      await adminFeed.next((n) => n.code === after.orders[0].code);
      expect(adminFeed.errors).toEqual([]);
    } finally {
      await Promise.all([feed.close(), adminFeed.close()]);
    }
  });

  it("ends a delivery person's feed once their session is signed out", async () => {
    const session = await signInRider(server);
    const placed = await place(server, await addProduct(server, SHOP_A));
    const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [placed.orders[0].code]);
    await admin.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } });
    const feed = listen(server.wsUrl, DELIVERY_SUB, {}, session.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await session.request(SIGN_OUT)).body.data).toEqual({ signOut: true });
      await admin.request(ASSIGN, { input: { orderId: id, deliveryUserId: session.user.id } });
      await until(() => endedUnauthenticated(feed), 'the feed to end');
      expect(feed.seen).toEqual([]);
    } finally {
      await feed.close();
    }
  });

  it('ends a feed at the first change after its 15-minute access token has run out', async () => {
    const vendor = await signedInVendor();
    const feed = await workingFeed(SHOP_SUB, vendor.accessToken);
    try {
      now = new Date(now.getTime() + 15 * MINUTE + 1000);
      const after = await place(server, await addProduct(server, SHOP_A));
      await until(() => endedUnauthenticated(feed), 'the feed to end');
      expect(feed.seen.some((n) => n.code === after.orders[0].code)).toBe(false);
    } finally {
      await feed.close();
    }
  });

  it('ends a feed when its access token runs out, though nothing changed', async () => {
    const vendor = await signedInVendor();
    // A second before the token runs out: the feed starts, then ends on its own.
    now = new Date(now.getTime() + 15 * MINUTE - 1000);
    const feed = listen(server.wsUrl, SHOP_SUB, {}, vendor.accessToken);
    try {
      await until(() => endedUnauthenticated(feed), 'the feed to end', 4000);
      expect(feed.seen).toEqual([]);
    } finally {
      await feed.close();
    }
  });

  it('checks every feed hearing one change with one statement, however many are listening', async () => {
    const vendors = await Promise.all(Array.from({ length: 5 }, () => signedInVendor()));
    const feeds = vendors.map((vendor) => listen(server.wsUrl, SHOP_SUB, {}, vendor.accessToken));
    await new Promise((r) => setTimeout(r, 300));
    const logger = server.db.logger;
    const original = logger.logQuery.bind(logger);
    let checks = 0;
    logger.logQuery = (query, ...rest) => {
      if (/FROM user_session s JOIN app_user u/.test(query)) checks += 1;
      return original(query, ...rest);
    };
    try {
      const placed = await place(server, await addProduct(server, SHOP_A));
      await Promise.all(feeds.map((feed) => feed.next((n) => n.code === placed.orders[0].code)));
      expect(checks).toBe(1);
    } finally {
      logger.logQuery = original;
      await Promise.all(feeds.map((feed) => feed.close()));
    }
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('live order changes across two instances through Redis', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ redisUrl });
    second = await startTestServer({ redisUrl });
    await runSeed(first.db, silentLog);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('delivers a change made in one API process to a subscriber of another process, started as `npm start` starts it', async () => {
    const other = await startApiProcess({ REDIS_URL: redisUrl });
    try {
      const vendor = await makeStaff(first.db, UserRole.VENDOR, SHOP_A);
      const session = await signInAs(first, vendor);
      const onOther = listen(`ws://127.0.0.1:${other.port}/graphql`, SHOP_SUB, {}, session.accessToken);
      try {
        await new Promise((r) => setTimeout(r, 300));
        const placed = await place(first, await addProduct(first, SHOP_A));
        expect((await onOther.next((n) => n.code === placed.orders[0].code)).status).toBe('PLACED');
      } finally {
        await onOther.close();
      }
    } finally {
      await other.stop();
    }
  });

  it('delivers a change made on one instance to a subscriber connected to the other', async () => {
    const vendor = await makeStaff(first.db, UserRole.VENDOR, SHOP_A);
    const session = await signInAs(second, vendor);
    const onSecond = listen(second.wsUrl, SHOP_SUB, {}, session.accessToken);
    try {
      await new Promise((r) => setTimeout(r, 300));
      const placed = await place(first, await addProduct(first, SHOP_A));
      expect((await onSecond.next((n) => n.code === placed.orders[0].code)).status).toBe('PLACED');
    } finally {
      await onSecond.close();
    }
  });
});
