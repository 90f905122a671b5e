import { randomUUID } from 'node:crypto';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { runSeed } from '../src/seed/seed';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { startFakeBotApi, type FakeBotApi } from './support/fake-bot-api';
import { SHOP_A } from './support/people';
import { postGraphQL, silentLog, startTestServer, TEST_ADMIN_CHAT, TEST_BOT_TOKEN, type TestServer } from './support/test-server';

jest.setTimeout(120_000);

const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on OrderPlaced { orders { code } } } }`;
const SHOP_CHAT = '-1003003';
const INITIAL_STOCK = 10_000;

let db: TestServer;
let bot: FakeBotApi;

beforeAll(async () => {
  // Only for its database connection: the API under test runs in processes of its own.
  db = await startTestServer();
  await runSeed(db.db, silentLog);
  await db.db.query('UPDATE vendor SET chat_group_id = $2 WHERE id = $1', [SHOP_A, SHOP_CHAT]);
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
});

async function addProducts(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.db.manager.insert(
    ProductEntity,
    ids.map((id, i) => ({
      id,
      vendorId: SHOP_A,
      section: ProductSection.GROCERY,
      name: `Crash-test flour ${i}`,
      nameBn: null,
      description: null,
      unit: '1 kg',
      pricePaise: 4000,
      mrpPaise: 4000,
      stock: INITIAL_STOCK,
      available: true,
      image: null,
    })),
  );
  return ids;
}

/** Clients placing orders one after another until `stop`; the codes the API confirmed. */
function placeOrders(api: ApiProcess, products: string[], clients: number) {
  const confirmed: string[] = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; !stopped; n += 1) {
      const productId = products[(client + n) % products.length];
      try {
        const { body } = await postGraphQL<{ placeOrder: any }>(api.graphqlUrl, PLACE, {
          input: {
            idempotencyKey: `crash-${randomUUID()}`,
            customer: { name: 'Rina Das', phone: '9734012345', address: 'Supur' },
            lines: [{ productId, quantity: 1 + (n % 3) }],
          },
        });
        if (body.data?.placeOrder?.__typename === 'OrderPlaced') confirmed.push(...body.data.placeOrder.orders.map((o: { code: string }) => o.code));
      } catch {
        // The process is gone: this order may or may not have committed. The database says which.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    confirmed,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe('the outbox when the API process is killed', () => {
  it('delivers the message of every committed order after a restart, and none for an order that did not commit', async () => {
    const products = await addProducts(5);
    const first = await startApiProcess(apiEnv());
    const load = placeOrders(first, products, 6);
    // Orders going in and messages going out, then the power goes.
    const until = Date.now() + 20_000;
    while ((load.confirmed.length < 40 || bot.posted.length < 10) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    await first.kill();
    await load.stop();

    const committed: Array<{ id: string; code: string }> = await db.db.query(`SELECT id, code FROM customer_order WHERE vendor_id = $1`, [SHOP_A]);
    const codes = new Set(committed.map((o) => o.code));
    expect(committed.length).toBeGreaterThanOrEqual(40);
    // Every order the API confirmed is there (and perhaps some it committed but could not answer).
    for (const code of load.confirmed) expect(codes).toContain(code);

    // No partial order: stock is the initial stock less exactly what the committed orders took.
    const stock: Array<{ id: string; stock: number; taken: number }> = await db.db.query(
      `SELECT p.id, p.stock, COALESCE(sum(l.quantity), 0)::int AS taken
         FROM product p LEFT JOIN order_line l ON l.product_id = p.id
        WHERE p.id = ANY($1::uuid[]) GROUP BY p.id`,
      [products],
    );
    for (const row of stock) expect(row.stock).toBe(INITIAL_STOCK - row.taken);

    // Every committed order has its two messages written, and nothing else has any.
    const written: Array<{ reference: string; count: number }> = await db.db.query(
      `SELECT reference, count(*)::int AS count FROM outbox_message WHERE kind = 'ORDER_PLACED' GROUP BY reference`,
    );
    expect(written.map((w) => w.reference).sort()).toEqual([...codes].sort());
    expect(written.every((w) => w.count === 2)).toBe(true);
    const [{ unsent }] = await db.db.query(`SELECT count(*)::int AS unsent FROM outbox_message WHERE status = 'PENDING'`);
    expect(unsent).toBeGreaterThan(0);

    const second = await startApiProcess(apiEnv());
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [{ pending }] = await db.db.query(`SELECT count(*)::int AS pending FROM outbox_message WHERE status = 'PENDING'`);
        if (pending === 0) break;
        if (Date.now() > deadline) throw new Error(`${pending} messages never sent:\n${second.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await second.stop();
    }

    process.stdout.write(`crash figures: committed ${codes.size}, confirmed ${load.confirmed.length}, posted ${bot.posted.length}, repeats dropped ${bot.repeats}\n`);
    const [{ failed }] = await db.db.query(`SELECT count(*)::int AS failed FROM outbox_message WHERE status <> 'SENT'`);
    expect(failed).toBe(0);
    // Each committed order posted once to the shop and once to the admins: a message the dead
    // process had sent but not marked went again with its key, and the bot dropped the repeat.
    const postedCodes = (chat: string) => bot.posted.filter((p) => p.chatId === chat).map((p) => /([A-Z0-9]{6}-\d+)/.exec(p.text)![1]);
    for (const chat of [SHOP_CHAT, TEST_ADMIN_CHAT]) {
      const posted = postedCodes(chat);
      expect(posted.length).toBe(codes.size);
      expect(new Set(posted)).toEqual(codes);
    }
  });
});
