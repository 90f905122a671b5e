import { randomUUID } from 'node:crypto';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { pruneSentMessages } from '../src/modules/notify/outbox-worker';
import { startFakeBotApi, type FakeBotApi, type PostedMessage } from './support/fake-bot-api';
import { PLACE_CART, placeOrders, seededServer, signInAdmin, signInShop } from './support/flows';
import { makeAdmin, SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, TEST_ADMIN_CHAT, TEST_BOT_TOKEN, type TestServer } from './support/test-server';

const UPDATE = `mutation Update($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const ASK = `mutation Ask($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`;
const SLOTS = `query Slots($doctorId: ID!) { appointmentSlots(doctorId: $doctorId, days: 14) { day startsAt remaining } }`;
const BOOK = `mutation Book($input: BookAppointmentInput!) { bookAppointment(input: $input) { __typename ... on AppointmentBooked { appointment { code } } } }`;
const PLACE_LIST = `mutation PlaceList($input: ListOrderInput!) { placeListOrder(input: $input) { orders { code } } }`;
const PRICE = `mutation Price($input: PriceListOrderInput!) { priceListOrder(input: $input) { status totalPaise } }`;
const MESSAGES = `query Messages($status: OutboxStatus) {
  outboxMessages(status: $status, first: 100) { nodes { id channel kind status reference orderStatus shopName email attempts lastError sentAt } }
}`;
const COUNTS = `query { outboxCounts { pending failed } }`;
const RETRY = `mutation Retry($id: ID!) { retryOutboxMessage(id: $id) { id status attempts } }`;
const RETRY_ALL = `mutation { retryFailedOutboxMessages }`;

const SHOP_A_CHAT = '-1001001';
const SHOP_B_CHAT = '-1002002';

let bot: FakeBotApi;
let server: TestServer;
let admin: SessionClient;

beforeAll(async () => {
  bot = await startFakeBotApi({ token: TEST_BOT_TOKEN });
  server = await seededServer({ outbox: { botApiUrl: bot.url } });
  await server.db.query(
    `UPDATE vendor SET chat_group_id = CASE id WHEN $1::uuid THEN $3 WHEN $2::uuid THEN $4 END WHERE id IN ($1, $2)`,
    [SHOP_A, SHOP_B, SHOP_A_CHAT, SHOP_B_CHAT],
  );
  admin = await signInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await bot.close();
});
afterEach(async () => {
  // Each test starts with a well bot and nothing waiting.
  Object.assign(bot.options, {
    failNext: 0,
    down: false,
    unknownChats: [],
    slowNext: undefined,
    throttleNext: undefined,
    delayMs: 0,
  });
  await settled();
});

async function addProduct(
  vendorId: string,
  name = `Mustard oil ${randomUUID().slice(0, 4)}`,
  pricePaise = 5500,
): Promise<ProductEntity> {
  const product = {
    id: randomUUID(),
    vendorId,
    section: ProductSection.GROCERY,
    name,
    nameBn: null,
    description: null,
    unit: '1 L',
    pricePaise,
    mrpPaise: pricePaise,
    stock: 1000,
    available: true,
    image: null,
  };
  await server.db.manager.insert(ProductEntity, product);
  return product as ProductEntity;
}

async function place(lines: Array<{ productId: string; quantity: number }>): Promise<string[]> {
  const placed = await placeOrders(server, { lines, customer: { phone: '9734012345', landmark: 'Blue gate' } });
  return placed.orders.map((o) => o.code);
}

/** Until nothing is waiting to be sent (or is being sent). */
async function settled(timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [{ waiting }] = await server.db.query(
      `SELECT count(*)::int AS waiting FROM outbox_message WHERE status = 'PENDING'`,
    );
    if (waiting === 0) return;
    if (Date.now() > until) throw new Error(`${waiting} messages still waiting`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const about = (code: string) => (m: PostedMessage) => m.text.includes(code);

async function rowsAbout(reference: string) {
  return server.db.query(
    `SELECT kind, status, vendor_id, attempts, last_error, sent_to FROM outbox_message WHERE reference = $1 ORDER BY created_at, vendor_id NULLS FIRST`,
    [reference],
  );
}

describe('chat messages through the bot API', () => {
  it("posts a new order to the shop's group and the admins' group, in Bengali and English, with its code, items, total and a link", async () => {
    const oil = await addProduct(SHOP_A, 'Mustard oil', 18_050);
    const [code] = await place([{ productId: oil.id, quantity: 2 }]);
    await settled();

    const posts = bot.posted.filter(about(code));
    expect(posts.map((p) => p.chatId).sort()).toEqual([SHOP_A_CHAT, TEST_ADMIN_CHAT].sort());
    for (const post of posts) {
      expect(post.text).toContain(`নতুন অর্ডার · New order ${code}`);
      expect(post.text).toContain('• Mustard oil (1 L) × 2: ₹361.00');
      expect(post.text).toContain('মোট · Total: ₹361.00');
      expect(post.text).toContain('Rina Das, +919734012345');
      expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(posts.find((p) => p.chatId === SHOP_A_CHAT)!.text).toContain('👉 http://haat.test/vendor/grocery');
    expect(posts.find((p) => p.chatId === TEST_ADMIN_CHAT)!.text).toContain(
      `👉 http://haat.test/admin/orders?code=${code}`,
    );
    expect(await rowsAbout(code)).toEqual([
      expect.objectContaining({
        kind: 'ORDER_PLACED',
        status: 'SENT',
        vendor_id: null,
        attempts: 1,
        sent_to: TEST_ADMIN_CHAT,
      }),
      expect.objectContaining({
        kind: 'ORDER_PLACED',
        status: 'SENT',
        vendor_id: SHOP_A,
        attempts: 1,
        sent_to: SHOP_A_CHAT,
      }),
    ]);
  });

  it('writes nothing for an order that was refused, and one message per shop for a cart from two shops', async () => {
    const [{ before }] = await server.db.query('SELECT count(*)::int AS before FROM outbox_message');
    const scarce = await addProduct(SHOP_A);
    await server.db.query('UPDATE product SET stock = 1 WHERE id = $1', [scarce.id]);
    const { body } = await postGraphQL(server.graphqlUrl, PLACE_CART, {
      input: {
        idempotencyKey: `key-${randomUUID()}`,
        customer: { name: 'Rina Das', phone: '9734012345', address: 'Supur' },
        lines: [{ productId: scarce.id, quantity: 2 }],
      },
    });
    expect(body.data?.placeOrder.__typename).toBe('CartNeedsChanges');
    const [{ after }] = await server.db.query('SELECT count(*)::int AS after FROM outbox_message');
    expect(after).toBe(before);

    const [a, b] = await place([
      { productId: (await addProduct(SHOP_A)).id, quantity: 1 },
      { productId: (await addProduct(SHOP_B)).id, quantity: 1 },
    ]);
    await settled();
    expect(
      bot.posted
        .filter(about(a))
        .map((p) => p.chatId)
        .sort(),
    ).toEqual([SHOP_A_CHAT, TEST_ADMIN_CHAT].sort());
    expect(
      bot.posted
        .filter(about(b))
        .map((p) => p.chatId)
        .sort(),
    ).toEqual([SHOP_B_CHAT, TEST_ADMIN_CHAT].sort());
  });

  it('tells of every change of state, with the reason, and of appointments and help requests', async () => {
    const shop = await signInShop(server, SHOP_A);
    const [code] = await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }]);
    const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
    expect((await shop.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } })).body.errors).toBeUndefined();
    expect(
      (await shop.request(UPDATE, { input: { orderId: id, status: 'CANCELLED', reason: 'The oil has gone off' } })).body
        .errors,
    ).toBeUndefined();
    await settled();
    const toShop = bot.posted
      .filter((p) => p.chatId === SHOP_A_CHAT && p.text.includes(code))
      .map((p) => p.text.split('\n')[0]);
    expect(toShop).toEqual([
      expect.stringContaining('New order'),
      `📦 অর্ডার ${code}: নিশ্চিত · Order ${code}: confirmed`,
      `❌ অর্ডার ${code}: বাতিল · Order ${code}: cancelled`,
    ]);
    expect(bot.posted.find((p) => p.chatId === SHOP_A_CHAT && p.text.includes('cancelled'))!.text).toContain(
      'কারণ · Reason: The oil has gone off',
    );
    // Admins see which state each status message told of.
    const listed = await admin.request<{ outboxMessages: { nodes: any[] } }>(MESSAGES, { status: 'SENT' });
    const told = listed.body
      .data!.outboxMessages.nodes.filter((m) => m.reference === code && m.shopName)
      .map((m) => [m.kind, m.orderStatus]);
    expect(told).toEqual([
      ['ORDER_STATUS', 'CANCELLED'],
      ['ORDER_STATUS', 'CONFIRMED'],
      ['ORDER_PLACED', null],
    ]);

    const help = await postGraphQL<{ requestHelp: { code: string } }>(server.graphqlUrl, ASK, {
      input: {
        idempotencyKey: `help-${randomUUID()}`,
        kind: 'MEDICAL_ASSISTANCE',
        name: 'Anjali Bagdi',
        phone: '9734012345',
        village: 'Supur',
        message: 'Ambulance to Bolpur',
      },
    });
    const [doctor] = await server.db.query(
      `SELECT id FROM doctor WHERE active AND cardinality(visiting_days) > 0 ORDER BY name LIMIT 1`,
    );
    const slots = await postGraphQL<{ appointmentSlots: Array<{ day: string; startsAt: string; remaining: number }> }>(
      server.graphqlUrl,
      SLOTS,
      { doctorId: doctor.id },
    );
    const slot = slots.body.data!.appointmentSlots.find((s) => s.remaining > 0)!;
    const booked = await postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
      input: {
        idempotencyKey: `appt-${randomUUID()}`,
        doctorId: doctor.id,
        day: slot.day,
        startsAt: slot.startsAt,
        patient: { name: 'Gour Hari Das', phone: '9800011223', age: 64 },
      },
    });
    await settled();
    const helpPost = bot.posted.find(about(help.body.data!.requestHelp.code))!;
    expect(helpPost.chatId).toBe(TEST_ADMIN_CHAT);
    expect(helpPost.text).toContain('চিকিৎসা সহায়তার অনুরোধ · Medical assistance request');
    expect(helpPost.text).toContain('Ambulance to Bolpur');
    const appointmentPost = bot.posted.find(about(booked.body.data!.bookAppointment.appointment.code))!;
    expect(appointmentPost.chatId).toBe(TEST_ADMIN_CHAT);
    expect(appointmentPost.text).toContain(`দিন · Day: ${slot.day}, ${slot.startsAt}`);
    expect(appointmentPost.text).toContain('Gour Hari Das (64), +919800011223');
  });

  it('posts a shopping list to every shop of its kind that has a group, and its prices when a shop prices it', async () => {
    const { body } = await postGraphQL<{ placeListOrder: { orders: Array<{ code: string }> } }>(
      server.graphqlUrl,
      PLACE_LIST,
      {
        input: {
          idempotencyKey: `list-${randomUUID()}`,
          customer: { name: 'Mitali Ghosh', phone: '9733012345', address: 'Pal para, Supur' },
          section: 'GROCERY',
          lines: ['2 kg Gobindobhog rice', 'Tata salt 1 kg'],
        },
      },
    );
    const code = body.data!.placeListOrder.orders[0].code;
    await settled();
    const groceries: Array<{ chat_group_id: string }> = await server.db.query(
      `SELECT chat_group_id FROM vendor WHERE category = 'GROCERY' AND active AND chat_group_id IS NOT NULL`,
    );
    expect(
      bot.posted
        .filter(about(code))
        .map((p) => p.chatId)
        .sort(),
    ).toEqual([TEST_ADMIN_CHAT, ...groceries.map((g) => g.chat_group_id)].sort());
    expect(bot.posted.find(about(code))!.text).toContain('Total: দাম এখনও দেওয়া হয়নি · not priced yet');

    const shop = await signInShop(server, SHOP_A);
    const [{ id }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
    const priced = await shop.request<{ priceListOrder: any }>(PRICE, {
      input: {
        orderId: id,
        lines: [
          { position: 1, available: true, totalPaise: 16_000 },
          { position: 2, available: false, totalPaise: null },
        ],
      },
    });
    expect(priced.body.data!.priceListOrder).toEqual({ status: 'PRICED', totalPaise: 16_000 });
    await settled();
    const toShop = bot.posted.filter((p) => p.chatId === SHOP_A_CHAT && p.text.includes(code));
    expect(toShop[1].text).toContain(`অর্ডার ${code}: দাম দেওয়া হয়েছে · Order ${code}: priced`);
    expect(toShop[1].text).toContain(
      '• 2 kg Gobindobhog rice: ₹160.00\n• Tata salt 1 kg: নেই · not available\nমোট · Total: ₹160.00',
    );
  });

  it('gets every message through a bot that fails its first 3 calls, and none twice', async () => {
    bot.options.failNext = 3;
    const calls = bot.calls;
    const codes = [
      ...(await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }])),
      ...(await place([{ productId: (await addProduct(SHOP_B)).id, quantity: 1 }])),
      ...(await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 3 }])),
    ];
    await settled();
    const posts = bot.posted.filter((p) => codes.some((code) => p.text.includes(code)));
    expect(posts).toHaveLength(6);
    expect(new Set(posts.map((p) => p.key)).size).toBe(6);
    expect(bot.calls - calls).toBe(9);
    const [{ retried }] = await server.db.query(
      `SELECT count(*)::int AS retried FROM outbox_message WHERE reference = ANY($1) AND attempts > 1`,
      [codes],
    );
    expect(retried).toBe(3);
  });

  it('waits as long as the bot asks when it rations posts (429), without using up the tries', async () => {
    bot.options.throttleNext = { calls: 8, retryAfter: 0.05 };
    const [code] = await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }]);
    await settled();
    expect(bot.options.throttleNext.calls).toBe(0);
    expect(bot.posted.filter(about(code))).toHaveLength(2);
    const rows = await rowsAbout(code);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'SENT', attempts: 1 }),
      expect.objectContaining({ status: 'SENT', attempts: 1 }),
    ]);
  });

  it('sends a message again, with the same key, when the answer is too slow; the bot posts it once', async () => {
    bot.options.slowNext = { calls: 1, ms: 3000 }; // the test server gives the bot 2 s
    const [code] = await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }]);
    await settled();
    expect(bot.repeats).toBeGreaterThanOrEqual(1);
    expect(bot.posted.filter(about(code))).toHaveLength(2);
    const rows = await rowsAbout(code);
    expect(rows.every((r: { status: string }) => r.status === 'SENT')).toBe(true);
    expect(Math.max(...rows.map((r: { attempts: number }) => r.attempts))).toBe(2);
  });

  it('never makes an order wait for the bot: orders are placed while the bot has not answered', async () => {
    bot.options.delayMs = 60_000;
    const calls = bot.calls;
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push(...(await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }])));
    const until = Date.now() + 5000;
    while (bot.calls === calls && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // The worker is stuck waiting on the bot, and every order was placed regardless.
    expect(bot.calls).toBeGreaterThan(calls);
    const [{ placed }] = await server.db.query(
      `SELECT count(*)::int AS placed FROM customer_order WHERE code = ANY($1)`,
      [codes],
    );
    expect(placed).toBe(3);
    bot.options.delayMs = 0;
  });
});

describe('failures admins can see and retry', () => {
  it("fails a message at once with the bot's reason when it refuses the chat group, and the others go on", async () => {
    bot.options.unknownChats = [SHOP_B_CHAT];
    const [a, b] = await place([
      { productId: (await addProduct(SHOP_A)).id, quantity: 1 },
      { productId: (await addProduct(SHOP_B)).id, quantity: 1 },
    ]);
    await settled();
    expect(bot.posted.filter(about(a))).toHaveLength(2);
    expect(bot.posted.filter(about(b)).map((p) => p.chatId)).toEqual([TEST_ADMIN_CHAT]);
    expect(await rowsAbout(b)).toEqual([
      expect.objectContaining({ vendor_id: null, status: 'SENT' }),
      expect.objectContaining({
        vendor_id: SHOP_B,
        status: 'FAILED',
        attempts: 1,
        last_error: '400: Bad Request: chat not found',
      }),
    ]);

    const failed = await admin.request<{ outboxMessages: { nodes: any[] } }>(MESSAGES, { status: 'FAILED' });
    const shown = failed.body.data!.outboxMessages.nodes.find((m) => m.reference === b);
    expect(shown).toMatchObject({
      channel: 'CHAT',
      kind: 'ORDER_PLACED',
      status: 'FAILED',
      shopName: expect.any(String),
      attempts: 1,
      lastError: '400: Bad Request: chat not found',
      sentAt: null,
    });

    // The group is put right (the bot now knows it): the retry goes to it.
    bot.options.unknownChats = [];
    const retried = await admin.request<{ retryOutboxMessage: any }>(RETRY, { id: shown.id });
    expect(retried.body.data!.retryOutboxMessage).toMatchObject({ status: 'PENDING', attempts: 0 });
    await settled();
    expect(
      bot.posted
        .filter(about(b))
        .map((p) => p.chatId)
        .sort(),
    ).toEqual([SHOP_B_CHAT, TEST_ADMIN_CHAT].sort());

    const again = await admin.request(RETRY, { id: shown.id });
    expect(errorCode(again.body)).toBe('BAD_USER_INPUT');
    expect(again.body.errors![0].message).toBe('This message was already sent.');
    expect(errorCode((await admin.request(RETRY, { id: randomUUID() })).body)).toBe('NOT_FOUND');
    expect(errorCode((await admin.request(RETRY, { id: 'not-an-id' })).body)).toBe('BAD_USER_INPUT');
  });

  it('tries 5 times with growing waits while the bot is down, then keeps the message as failed; "retry all" sends them', async () => {
    bot.options.down = true;
    const [code] = await place([{ productId: (await addProduct(SHOP_A)).id, quantity: 1 }]);
    await settled();
    const rows = await rowsAbout(code);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: 5, last_error: '502: Bad Gateway' }),
      expect.objectContaining({ status: 'FAILED', attempts: 5, last_error: '502: Bad Gateway' }),
    ]);
    expect((await admin.request<{ outboxCounts: any }>(COUNTS)).body.data!.outboxCounts).toEqual({
      pending: 0,
      failed: 2,
    });

    bot.options.down = false;
    expect(
      (await admin.request<{ retryFailedOutboxMessages: number }>(RETRY_ALL)).body.data!.retryFailedOutboxMessages,
    ).toBe(2);
    await settled();
    expect(bot.posted.filter(about(code))).toHaveLength(2);
    expect((await admin.request<{ outboxCounts: any }>(COUNTS)).body.data!.outboxCounts).toEqual({
      pending: 0,
      failed: 0,
    });
  });

  it('deletes sent messages after 30 days, and keeps failed ones', async () => {
    const old = (status: string) => [randomUUID(), status, randomUUID()];
    const [sentLongAgo, failedLongAgo, sentLately] = [old('SENT'), old('FAILED'), old('SENT')];
    for (const [id, status, subject] of [sentLongAgo, failedLongAgo]) {
      await server.db.query(
        `INSERT INTO outbox_message (id, channel, kind, status, subject_id, reference, sent_at, created_at)
         VALUES ($1, 'CHAT', 'HELP_REQUESTED', $2, $3, 'HR-OLD', now() - interval '31 days', now() - interval '31 days')`,
        [id, status, subject],
      );
    }
    await server.db.query(
      `INSERT INTO outbox_message (id, channel, kind, status, subject_id, reference, sent_at) VALUES ($1, 'CHAT', 'HELP_REQUESTED', $2, $3, 'HR-NEW', now() - interval '29 days')`,
      sentLately,
    );
    expect(await pruneSentMessages(server.db, 30)).toBe(1);
    const left = await server.db.query(`SELECT id FROM outbox_message WHERE id = ANY($1::uuid[]) ORDER BY reference`, [
      [sentLongAgo[0], failedLongAgo[0], sentLately[0]],
    ]);
    expect(left.map((r: { id: string }) => r.id).sort()).toEqual([failedLongAgo[0], sentLately[0]].sort());
    await server.db.query(`DELETE FROM outbox_message WHERE id = ANY($1::uuid[])`, [[failedLongAgo[0], sentLately[0]]]);
  });

  it('never shows a reset link to admins, and forgets it once the mail is sent', async () => {
    const other = await makeAdmin(server.db);
    await postGraphQL(server.graphqlUrl, `mutation($email: String!) { requestPasswordReset(email: $email) }`, {
      email: other.email,
    });
    let row: { id: string; status: string; payload: Record<string, unknown> } | undefined;
    for (const until = Date.now() + 10_000; !row && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      [row] = await server.db.query(
        `SELECT id, status, payload FROM outbox_message WHERE kind = 'PASSWORD_RESET' AND email = $1`,
        [other.email],
      );
    }
    await settled();
    [row] = await server.db.query(`SELECT id, status, payload FROM outbox_message WHERE id = $1`, [row!.id]);
    expect(row).toMatchObject({ status: 'SENT', payload: {} });

    // One that could not be sent keeps its token for a retry, and the list still does not show it.
    const secret = `token-${randomUUID()}`;
    await server.db.query(
      `INSERT INTO outbox_message (id, channel, kind, status, email, subject_id, reference, payload, last_error)
       VALUES ($1, 'MAIL', 'PASSWORD_RESET', 'FAILED', $2, $3, $2, $4::jsonb, '550 mailbox unavailable')`,
      [randomUUID(), other.email, randomUUID(), JSON.stringify({ token: secret, name: other.name })],
    );
    const listed = await admin.request<{ outboxMessages: { nodes: any[] } }>(MESSAGES, { status: 'FAILED' });
    expect(listed.body.data!.outboxMessages.nodes).toContainEqual(
      expect.objectContaining({ channel: 'MAIL', kind: 'PASSWORD_RESET', email: other.email }),
    );
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    await server.db.query(`DELETE FROM outbox_message WHERE payload->>'token' = $1`, [secret]);
  });
});
