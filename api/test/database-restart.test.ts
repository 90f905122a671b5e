import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { runSeed } from '../src/seed/seed';
import { startFakeBotApi, type FakeBotApi } from './support/fake-bot-api';
import { SHOP_A, SHOP_B } from './support/people';
import { postGraphQL, silentLog, startTestServer, TEST_BOT_TOKEN, type TestServer } from './support/test-server';
import { addGroceryProducts } from './support/products';
import { graphql } from './generated';
import { PLACE_CART } from './support/flows';

// PostgreSQL restarted under load: every connection to the database is cut at once, and for about
// two seconds no new one is let in. Customers keep checking out and browsing through it. Every
// answer in that time must be a success or a coded SERVICE_UNAVAILABLE; the pool and the outbox
// worker must find their feet alone; and what the database kept must be whole.

jest.setTimeout(90_000);

const BROWSE = graphql(`
  query DatabaseRestartBrowse($section: ProductSection) {
    products(section: $section, first: 20) {
      nodes {
        id
        name
        pricePaise
        stock
      }
    }
  }
`);
const SHOP_CHATS = { [SHOP_A]: '-1004001', [SHOP_B]: '-1004002' };
const INITIAL_STOCK = 10_000;
const OUTAGE_MS = 2000;

// The global setup points DATABASE_URL at this run's database; the server itself is this one.
const serverUrl = process.env.HAAT_SERVER_DATABASE_URL;

let server: TestServer;
let bot: FakeBotApi;

beforeAll(async () => {
  if (!serverUrl) return;
  bot = await startFakeBotApi({ token: TEST_BOT_TOKEN });
  server = await startTestServer({
    poolSize: 10,
    // A lease a little past the test bot's time-out: a message sent but not marked when the
    // connections were cut goes again this soon after, and the bot drops the repeat.
    outbox: { botApiUrl: bot.url, worker: { leaseMs: 3000 } },
  });
  await runSeed(server.db, silentLog);
  for (const [shop, chat] of Object.entries(SHOP_CHATS))
    await server.db.query('UPDATE vendor SET chat_group_id = $2 WHERE id = $1', [shop, chat]);
});
afterAll(async () => {
  await server?.close();
  await bot?.close();
});

const addProducts = (vendorId: string, count: number): Promise<string[]> =>
  addGroceryProducts(server.db, vendorId, count, {
    name: 'Restart-test flour',
    pricePaise: 4000,
    stock: INITIAL_STOCK,
  });

/**
 * What a restart of the server does to this database: every session ends (as PostgreSQL's fast
 * shutdown ends them, with 57P01) and none is let in until it is back. From an admin connection to
 * the `postgres` database, which the cut does not touch.
 */
async function restartDatabase(outageMs: number): Promise<void> {
  const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((r) => setTimeout(r, outageMs));
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    }
  } finally {
    await admin.end();
  }
}

interface Answer {
  at: number;
  ok: boolean;
  /** The error's code, or what came back when there was none. */
  code?: string;
}

/** Checkouts (one- and two-shop carts) and browsing, in loops until `stop`, every answer kept. */
function steadyLoad(shops: { a: string[]; b: string[] }) {
  const answers: Answer[] = [];
  const confirmed: Array<{ code: string; totalPaise: number | null }> = [];
  let stopped = false;
  const record = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }, ok: boolean) => {
    const code = body.errors?.[0]?.extensions?.code;
    answers.push({
      at: Date.now(),
      ok,
      code: ok ? undefined : typeof code === 'string' ? code : `uncoded: ${JSON.stringify(body).slice(0, 200)}`,
    });
  };
  const pause = () => new Promise((r) => setTimeout(r, 10));

  const checkouts = Array.from({ length: 4 }, async (_, client) => {
    for (let n = 0; !stopped; n += 1) {
      const shopsInCart = n % 2 === 0 ? 1 : 2;
      const lines = [{ productId: shops.a[(client + n) % shops.a.length], quantity: 1 + (n % 3) }];
      if (shopsInCart === 2) lines.push({ productId: shops.b[(client + n) % shops.b.length], quantity: 1 });
      const { body } = await postGraphQL(server.graphqlUrl, PLACE_CART, {
        input: {
          idempotencyKey: `restart-${shopsInCart}-${randomUUID()}`,
          customer: { name: 'Rina Das', phone: '9734012345', address: 'Supur' },
          lines,
        },
      });
      const answer = body.data?.placeOrder;
      const placed = answer?.__typename === 'OrderPlaced';
      if (answer?.__typename === 'OrderPlaced') confirmed.push(...answer.orders);
      record(body, placed);
      if (!placed) await pause();
    }
  });
  const browsers = Array.from({ length: 2 }, async () => {
    while (!stopped) {
      const { body } = await postGraphQL(server.graphqlUrl, BROWSE, { section: 'GROCERY' });
      record(body, !body.errors && Boolean(body.data));
      if (body.errors) await pause();
    }
  });
  return {
    answers,
    confirmed,
    async stop() {
      stopped = true;
      await Promise.all([...checkouts, ...browsers]);
    },
  };
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

(serverUrl ? describe : describe.skip)('PostgreSQL restarted under load (a PostgreSQL server in DATABASE_URL)', () => {
  it('answers SERVICE_UNAVAILABLE while it is away, recovers alone, and keeps every order whole and every message', async () => {
    const shops = { a: await addProducts(SHOP_A, 4), b: await addProducts(SHOP_B, 4) };
    const load = steadyLoad(shops);
    const placed = () => load.confirmed.length;
    await waitUntil(() => placed() >= 20 && bot.posted.length >= 5, 20_000);

    const cutAt = Date.now();
    await restartDatabase(OUTAGE_MS);
    const backAt = Date.now();
    // Requests go through again within a few seconds, with nothing restarted but the database.
    const before = placed();
    const recovered = await waitUntil(
      () => load.answers.some((a) => a.ok && a.at > backAt) && placed() >= before + 10,
      10_000,
    );
    await load.stop();

    const failed = load.answers.filter((a) => !a.ok);
    const firstSuccessAfter = load.answers.find((a) => a.ok && a.at > backAt)?.at;
    process.stdout.write(
      `restart figures: answers ${load.answers.length}, failed ${failed.length} (${[...new Set(failed.map((a) => a.code))].join(', ')}), ` +
        `orders confirmed ${placed()}, first success ${firstSuccessAfter ? firstSuccessAfter - backAt : '-'} ms after the database was back\n`,
    );
    // Every failure is a coded "try again in a moment", and only around the outage.
    expect([...new Set(failed.map((a) => a.code))]).toEqual(failed.length ? ['SERVICE_UNAVAILABLE'] : []);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((a) => a.at >= cutAt)).toBe(true);
    expect(recovered).toBe(true);
    expect(firstSuccessAfter! - backAt).toBeLessThan(5000);

    // No partial checkout: each has an order for every shop in its cart, each order its lines.
    const checkouts: Array<{ key: string; orders: number; shops: number; lines: number }> = await server.db.query(
      `SELECT c.idempotency_key AS key, count(DISTINCT o.id)::int AS orders, count(DISTINCT o.vendor_id)::int AS shops, count(l.id)::int AS lines
         FROM checkout c LEFT JOIN customer_order o ON o.checkout_id = c.id LEFT JOIN order_line l ON l.order_id = o.id
        WHERE c.idempotency_key LIKE 'restart-%' GROUP BY c.id`,
    );
    for (const checkout of checkouts) {
      const shopsInCart = Number(checkout.key.split('-')[1]);
      expect({ ...checkout, key: undefined }).toEqual({
        key: undefined,
        orders: shopsInCart,
        shops: shopsInCart,
        lines: shopsInCart,
      });
    }
    // Every order the API confirmed is there, at the total it was confirmed at, which its lines agree with.
    const kept: Array<{ code: string; total_paise: number; lines_paise: number }> = await server.db.query(
      `SELECT o.code, o.total_paise, (SELECT sum(l.total_paise)::int FROM order_line l WHERE l.order_id = o.id) AS lines_paise
         FROM customer_order o JOIN checkout c ON c.id = o.checkout_id WHERE c.idempotency_key LIKE 'restart-%'`,
    );
    const byCode = new Map(kept.map((o) => [o.code, o]));
    for (const order of load.confirmed) expect(byCode.get(order.code)?.total_paise).toBe(order.totalPaise);
    expect(kept.filter((o) => o.total_paise !== o.lines_paise)).toEqual([]);
    // Stock is the initial stock less exactly what the kept orders took.
    const stock: Array<{ stock: number; taken: number }> = await server.db.query(
      `SELECT p.stock, COALESCE(sum(l.quantity), 0)::int AS taken FROM product p LEFT JOIN order_line l ON l.product_id = p.id
        WHERE p.id = ANY($1::uuid[]) GROUP BY p.id`,
      [[...shops.a, ...shops.b]],
    );
    for (const row of stock) expect(row.stock).toBe(INITIAL_STOCK - row.taken);

    // The outbox worker carried on by itself: every message written reaches the bot, once.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ pending }] = await server.db.query<Array<{ pending: number }>>(
        `SELECT count(*)::int AS pending FROM outbox_message WHERE status = 'PENDING'`,
      );
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending} messages never sent after the restart`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const messages: Array<{ id: string; status: string; reference: string }> = await server.db.query(
      `SELECT id, status, reference FROM outbox_message`,
    );
    expect(messages.filter((m) => m.status !== 'SENT')).toEqual([]);
    expect(new Set(messages.filter((m) => m.reference).map((m) => m.reference))).toEqual(
      new Set(kept.map((o) => o.code)),
    );
    const postedKeys = bot.posted.map((p) => p.key);
    expect(new Set(postedKeys).size).toBe(postedKeys.length);
    expect(new Set(postedKeys)).toEqual(new Set(messages.map((m) => m.id)));
  });
});
