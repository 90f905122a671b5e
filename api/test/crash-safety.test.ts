import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { UserRole } from '../src/modules/identity/user-role';
import { runSeed } from '../src/seed/seed';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { startFakeBotApi, type FakeBotApi } from './support/fake-bot-api';
import { signInAs, PLACE_CART } from './support/flows';
import { makeStaff, SHOP_A, SHOP_B } from './support/people';
import { SessionClient } from './support/session-client';
import {
  postGraphQL,
  silentLog,
  startTestServer,
  TEST_ADMIN_CHAT,
  TEST_BOT_TOKEN,
  type TestServer,
} from './support/test-server';
import { addGroceryProducts } from './support/products';

// The API process is killed (SIGKILL: no shutdown at all, as when the power goes) in the middle of
// mixed load, as a village's evening brings it: phones browsing the catalog, customers checking out
// one- and two-shop carts, a shop confirming orders with its order desk open over a WebSocket.
// Then a new process starts on the same database, and what the database holds must be whole.

jest.setTimeout(180_000);

const BROWSE = `query Browse($section: ProductSection, $vendor: ID!) {
  products(section: $section, first: 20) { nodes { id name pricePaise stock available vendor { name } } pageInfo { hasNextPage } }
  vendor(id: $vendor) { id name }
}`;
const DESK = `query Desk { staffOrders(status: PLACED, first: 10) { nodes { id } } }`;
const CONFIRM = `mutation Confirm($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const SHOP_CHATS = { [SHOP_A]: '-1003003', [SHOP_B]: '-1003004' };
const INITIAL_STOCK = 10_000;

let db: TestServer;
let bot: FakeBotApi;

beforeAll(async () => {
  // Only for its database connection: the API under test runs in processes of its own.
  db = await startTestServer();
  await runSeed(db.db, silentLog);
  for (const [shop, chat] of Object.entries(SHOP_CHATS))
    await db.db.query('UPDATE vendor SET chat_group_id = $2 WHERE id = $1', [shop, chat]);
  // Each answer takes a while, so messages are in the middle of being sent when the process dies.
  bot = await startFakeBotApi({ token: TEST_BOT_TOKEN, delayMs: 150 });
});
afterAll(async () => {
  await db.close();
  await bot.close();
});

const apiEnv = () => ({
  BOT_API_URL: bot.url,
  BOT_TOKEN: TEST_BOT_TOKEN,
  ADMIN_CHAT_ID: TEST_ADMIN_CHAT,
  OUTBOX_POLL_MS: '50',
  OUTBOX_RETRY_BASE_MS: '100',
  // Just past the bot's time-out: what the killed process had taken is taken again this long after.
  OUTBOX_LEASE_MS: '10500',
  // The load comes from one address and a few phones, far past what a family places in an hour.
  WRITES_PER_PHONE_PER_HOUR: '100000',
  WRITES_PER_ADDRESS_PER_HOUR: '1000000',
  LOOKUPS_PER_PHONE_PER_HOUR: '100000',
  LOOKUPS_PER_ADDRESS_PER_HOUR: '1000000',
});

const addProducts = (vendorId: string, count: number): Promise<string[]> =>
  addGroceryProducts(db.db, vendorId, count, { name: 'Crash-test flour', pricePaise: 4000, stock: INITIAL_STOCK });

/**
 * The load, in loops that run until `stop`. Until `dying` is set every answer must be a success;
 * after it, failures are the process going away and the database says what committed.
 */
function mixedLoad(api: ApiProcess, shops: { a: string[]; b: string[] }, vendorToken: string) {
  const confirmed: string[] = [];
  const failures: string[] = [];
  const counts = { browsed: 0, placed: 0, confirmedByShop: 0, notices: 0 };
  let stopped = false;
  let dying = false;
  const fail = (what: string) => {
    if (!dying) failures.push(what);
  };
  const pause = () => new Promise((r) => setTimeout(r, 20));

  const checkouts = Array.from({ length: 5 }, async (_, client) => {
    for (let n = 0; !stopped; n += 1) {
      // Every other cart holds two shops' goods: one checkout, two orders, which commit together or not at all.
      const shopsInCart = n % 2 === 0 ? 1 : 2;
      const lines = [{ productId: shops.a[(client + n) % shops.a.length], quantity: 1 + (n % 3) }];
      if (shopsInCart === 2) lines.push({ productId: shops.b[(client + n) % shops.b.length], quantity: 1 });
      try {
        const { status, body } = await postGraphQL(api.graphqlUrl, PLACE_CART, {
          input: {
            idempotencyKey: `crash-${shopsInCart}-${randomUUID()}`,
            customer: { name: 'Rina Das', phone: '9734012345', address: 'Supur' },
            lines,
          },
        });
        if (body.data?.placeOrder?.__typename === 'OrderPlaced') {
          counts.placed += 1;
          confirmed.push(...body.data.placeOrder.orders.map((o: { code: string }) => o.code));
        } else fail(`placeOrder answered ${status} ${JSON.stringify(body).slice(0, 300)}`);
      } catch (error) {
        fail(`placeOrder: ${String(error)}`);
        await pause();
      }
    }
  });

  const browsers = Array.from({ length: 2 }, async (_, client) => {
    while (!stopped) {
      try {
        const { status, body } = await postGraphQL(api.graphqlUrl, BROWSE, {
          section: 'GROCERY',
          vendor: client === 0 ? SHOP_A : SHOP_B,
        });
        if (status === 200 && !body.errors) counts.browsed += 1;
        else fail(`browse answered ${status} ${JSON.stringify(body.errors).slice(0, 300)}`);
      } catch (error) {
        fail(`browse: ${String(error)}`);
        await pause();
      }
    }
  });

  // The shop's desk: it hears of its new orders over the socket and confirms them.
  const shop = new SessionClient(api.graphqlUrl);
  shop.accessToken = vendorToken;
  const socket = createClient({
    url: api.graphqlUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${vendorToken}` },
  });
  const heard = new Promise<void>((resolve) => {
    socket.subscribe(
      { query: 'subscription { shopOrderChanged { orderId status } }' },
      {
        next: (value) => {
          if (value.errors) fail(`shopOrderChanged: ${JSON.stringify(value.errors)}`);
          else counts.notices += 1;
        },
        error: (error) => {
          fail(`shopOrderChanged closed: ${String((error as Error)?.message ?? JSON.stringify(error))}`);
          resolve();
        },
        complete: resolve,
      },
    );
  });
  const desk = (async () => {
    while (!stopped) {
      try {
        const { body } = await shop.request<{ staffOrders: { nodes: Array<{ id: string }> } }>(DESK);
        if (!body.data) fail(`staffOrders: ${JSON.stringify(body.errors)}`);
        for (const { id } of body.data?.staffOrders.nodes ?? []) {
          if (stopped) break;
          const { body: moved } = await shop.request(CONFIRM, { input: { orderId: id, status: 'CONFIRMED' } });
          if (moved.errors) fail(`updateOrderStatus: ${JSON.stringify(moved.errors)}`);
          else counts.confirmedByShop += 1;
        }
      } catch (error) {
        fail(`desk: ${String(error)}`);
      }
      await pause();
    }
  })();

  return {
    confirmed,
    failures,
    counts,
    /** From here on the process is going away: its failures are expected. */
    dying() {
      dying = true;
    },
    async stop() {
      stopped = true;
      await Promise.all([...checkouts, ...browsers, desk]);
      await socket.dispose();
      await heard;
    },
  };
}

describe('the API killed under mixed load, then started again', () => {
  it('keeps every order whole, stock exact, and delivers every committed order’s notices', async () => {
    const shops = { a: await addProducts(SHOP_A, 4), b: await addProducts(SHOP_B, 4) };
    const vendor = await makeStaff(db.db, UserRole.VENDOR, SHOP_A);
    const first = await startApiProcess(apiEnv());
    const shopSession = await signInAs(first, vendor);
    const load = mixedLoad(first, shops, shopSession.accessToken!);
    // Orders going in, the shop confirming, messages going out; then the power goes.
    const until = Date.now() + 30_000;
    while (
      (load.counts.placed < 40 || load.counts.confirmedByShop < 10 || bot.posted.length < 10) &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 25));
    load.dying();
    await first.kill();
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(load.counts.browsed).toBeGreaterThan(0);
    expect(load.counts.notices).toBeGreaterThan(0);

    const checkouts: Array<{ key: string; orders: number; shops: number; lines: number }> = await db.db.query(
      `SELECT c.idempotency_key AS key, count(DISTINCT o.id)::int AS orders, count(DISTINCT o.vendor_id)::int AS shops, count(l.id)::int AS lines
         FROM checkout c LEFT JOIN customer_order o ON o.checkout_id = c.id LEFT JOIN order_line l ON l.order_id = o.id
        WHERE c.idempotency_key LIKE 'crash-%' GROUP BY c.id`,
    );
    expect(checkouts.length).toBeGreaterThanOrEqual(40);
    // No partial checkout: each has an order for every shop in its cart, each order its line.
    for (const checkout of checkouts) {
      const shopsInCart = Number(checkout.key.split('-')[1]);
      expect({ ...checkout, key: undefined }).toEqual({
        key: undefined,
        orders: shopsInCart,
        shops: shopsInCart,
        lines: shopsInCart,
      });
    }
    // No order whose total disagrees with its lines.
    const [{ wrong }] = await db.db.query(
      `SELECT count(*)::int AS wrong FROM customer_order o
        WHERE o.vendor_id = ANY($1::uuid[])
          AND o.total_paise IS DISTINCT FROM (SELECT sum(l.total_paise) FROM order_line l WHERE l.order_id = o.id)`,
      [[SHOP_A, SHOP_B]],
    );
    expect(wrong).toBe(0);

    const committed: Array<{ id: string; code: string; vendor_id: string }> = await db.db.query(
      `SELECT o.id, o.code, o.vendor_id FROM customer_order o JOIN checkout c ON c.id = o.checkout_id WHERE c.idempotency_key LIKE 'crash-%'`,
    );
    const codes = new Set(committed.map((o) => o.code));
    // Every order the API confirmed is there (and perhaps some it committed but could not answer).
    for (const code of load.confirmed) expect(codes).toContain(code);

    // Stock is the initial stock less exactly what the committed orders took.
    const stock: Array<{ id: string; stock: number; taken: number }> = await db.db.query(
      `SELECT p.id, p.stock, COALESCE(sum(l.quantity), 0)::int AS taken
         FROM product p LEFT JOIN order_line l ON l.product_id = p.id
        WHERE p.id = ANY($1::uuid[]) GROUP BY p.id`,
      [[...shops.a, ...shops.b]],
    );
    for (const row of stock) expect(row.stock).toBe(INITIAL_STOCK - row.taken);

    // Every committed order has its two messages written (its shop's group and the admins'), and
    // nothing else has any; some are still waiting, since the process died while sending.
    const written: Array<{ reference: string; count: number }> = await db.db.query(
      `SELECT reference, count(*)::int AS count FROM outbox_message WHERE kind = 'ORDER_PLACED' GROUP BY reference`,
    );
    expect(written.map((w) => w.reference).sort()).toEqual([...codes].sort());
    expect(written.every((w) => w.count === 2)).toBe(true);
    const [{ unsent }] = await db.db.query(
      `SELECT count(*)::int AS unsent FROM outbox_message WHERE status = 'PENDING'`,
    );
    expect(unsent).toBeGreaterThan(0);

    const second = await startApiProcess(apiEnv());
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [{ pending }] = await db.db.query(
          `SELECT count(*)::int AS pending FROM outbox_message WHERE status = 'PENDING'`,
        );
        if (pending === 0) break;
        if (Date.now() > deadline) throw new Error(`${pending} messages never sent:\n${second.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await second.stop();
    }

    const messages: Array<{ id: string; status: string; kind: string; reference: string; vendor_id: string | null }> =
      await db.db.query(`SELECT id, status, kind, reference, vendor_id FROM outbox_message`);
    process.stdout.write(
      `crash figures: checkouts ${checkouts.length}, orders committed ${codes.size} (confirmed to the client ${load.confirmed.length}), ` +
        `confirmed by the shop ${load.counts.confirmedByShop}, browse answers ${load.counts.browsed}, socket notices ${load.counts.notices}, ` +
        `messages ${messages.length}, posted ${bot.posted.length}, repeats dropped ${bot.repeats}\n`,
    );
    expect(messages.filter((m) => m.status !== 'SENT')).toEqual([]);
    // Each message reached the bot exactly once: one the dead process had sent but not marked went
    // again with its key, and the bot dropped the repeat.
    const postedKeys = bot.posted.map((p) => p.key);
    expect(new Set(postedKeys).size).toBe(postedKeys.length);
    expect(new Set(postedKeys)).toEqual(new Set(messages.map((m) => m.id)));
    // And each committed order's placing was told to its shop and to the admins.
    const chatOf = new Map(bot.posted.map((p) => [p.key, p.chatId]));
    for (const order of committed) {
      const told = messages
        .filter((m) => m.kind === 'ORDER_PLACED' && m.reference === order.code)
        .map((m) => chatOf.get(m.id));
      expect(told.sort()).toEqual([SHOP_CHATS[order.vendor_id], TEST_ADMIN_CHAT].sort());
    }
  });
});
