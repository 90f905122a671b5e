import { randomUUID } from 'node:crypto';
import { placeOrders, seededServer, signInAdmin, signInRider, signInShop, type StaffClient } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

const TRAIL = `query Trail($type: AuditEntity!, $id: ID!, $first: Int, $after: String) {
  auditTrail(entityType: $type, entityId: $id, first: $first, after: $after) {
    nodes { action actorName actorRole actorId entityType entityId before after at }
    pageInfo { endCursor hasNextPage }
  }
}`;
const CREATE_PRODUCT = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { id version } }`;
const UPDATE_PRODUCT = `mutation Update($input: UpdateProductInput!) { updateProduct(input: $input) { id version } }`;
const SET_STOCK = `mutation Stock($input: SetStockInput!) { setStock(input: $input) { stock version } }`;
const MOVE = `mutation Move($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const ASSIGN = `mutation Assign($input: AssignOrderInput!) { assignOrder(input: $input) { code } }`;
const CASH = `mutation Cash($input: RecordCashInput!) { recordCashCollected(input: $input) { code } }`;
const CREATE_RIDER = `mutation Rider($input: CreateDeliveryAccountInput!) { createDeliveryAccount(input: $input) { id } }`;
const DISABLE = `mutation Disable($id: ID!) { disableUser(id: $id) { disabled } }`;
const ACCOUNTS = `query Accounts($role: UserRole, $search: String, $includeDisabled: Boolean, $first: Int, $after: String) {
  staffAccounts(role: $role, search: $search, includeDisabled: $includeDisabled, first: $first, after: $after) {
    nodes { id name role phone disabled vendorCategory } pageInfo { endCursor hasNextPage }
  }
}`;
const DESK = `query Desk($status: OrderStatus, $vendorId: ID, $day: String, $code: String) {
  staffOrders(status: $status, vendorId: $vendorId, day: $day, code: $code, first: 100) { nodes { code status shop { id } } }
}`;

let server: TestServer;
let admin: StaffClient;
let adminName: string;
let vendor: SessionClient;
let rider: StaffClient;
let riderId: string;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  adminName = admin.user.name;
  vendor = await signInShop(server, SHOP_A);
  rider = await signInRider(server);
  riderId = rider.user.id;
});
afterAll(() => server.close());

async function trail(type: string, id: string) {
  const { body } = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { type, id, first: 50 });
  expect(body.errors).toBeUndefined();
  return body.data!.auditTrail.nodes;
}

describe('the audit trail', () => {
  it("keeps a product's changes by its shop: who, what, and only the fields that changed, before and after", async () => {
    const created = await vendor.request<{ createProduct: { id: string; version: number } }>(CREATE_PRODUCT, {
      input: { name: 'Gobindobhog rice', unit: '1 kg', pricePaise: 9000, mrpPaise: 9500, stock: 12, available: true },
    });
    const { id, version } = created.body.data!.createProduct;
    const updated = await vendor.request<{ updateProduct: { version: number } }>(UPDATE_PRODUCT, {
      input: {
        id,
        expectedVersion: version,
        name: 'Gobindobhog rice',
        unit: '1 kg',
        pricePaise: 9500,
        mrpPaise: 9500,
        available: true,
      },
    });
    // A stale copy is refused, and leaves no trace.
    const stale = await vendor.request(UPDATE_PRODUCT, {
      input: { id, expectedVersion: version, name: 'Rice', unit: '1 kg', pricePaise: 1, mrpPaise: 1, available: true },
    });
    expect(errorCode(stale.body)).toBe('CONFLICT');
    await vendor.request(SET_STOCK, {
      input: {
        productId: id,
        expectedVersion: updated.body.data!.updateProduct.version,
        stock: 7,
        reason: 'Counted the shelf',
      },
    });

    const entries = await trail('PRODUCT', id);
    expect(entries.map((e) => e.action)).toEqual(['stock', 'updated', 'created']);
    expect(entries[0]).toMatchObject({
      actorName: 'Test Vendor',
      actorRole: 'VENDOR',
      before: { stock: 12 },
      after: { stock: 7, reason: 'Counted the shelf' },
    });
    expect(entries[1]).toMatchObject({ before: { pricePaise: 9000 }, after: { pricePaise: 9500 } });
    expect(entries[2]).toMatchObject({
      before: null,
      after: expect.objectContaining({ name: 'Gobindobhog rice', pricePaise: 9000, stock: 12 }),
    });
  });

  it("keeps an order's moves, its assignment and the cash, each with the person who made it", async () => {
    const [{ id: productId }] = await server.db.query(
      `SELECT id FROM product WHERE vendor_id = $1 AND available AND stock > 2 LIMIT 1`,
      [SHOP_A],
    );
    const placed = await placeOrders(server, { lines: [productId], customer: { address: 'Supur' } });
    const code = placed.orders[0].code;
    const [{ id: orderId, total_paise: total }] = await server.db.query(
      'SELECT id, total_paise FROM customer_order WHERE code = $1',
      [code],
    );
    for (const status of ['CONFIRMED', 'PACKED'])
      expect((await vendor.request(MOVE, { input: { orderId, status } })).body.errors).toBeUndefined();
    expect((await admin.request(ASSIGN, { input: { orderId, deliveryUserId: riderId } })).body.errors).toBeUndefined();
    for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await rider.request(MOVE, { input: { orderId, status } })).body.errors).toBeUndefined();
    expect((await rider.request(CASH, { input: { orderId, amountPaise: total } })).body.errors).toBeUndefined();

    const entries = (await trail('ORDER', orderId)).reverse();
    expect(entries.map((e) => [e.action, e.actorRole, e.after])).toEqual([
      ['status', 'VENDOR', { status: 'CONFIRMED' }],
      ['status', 'VENDOR', { status: 'PACKED' }],
      ['assigned', 'ADMIN', { deliveryUserId: riderId, deliveryName: 'Test Rider' }],
      ['status', 'DELIVERY', { status: 'OUT_FOR_DELIVERY' }],
      ['status', 'DELIVERY', { status: 'DELIVERED' }],
      ['cash', 'DELIVERY', { cashCollectedPaise: total }],
    ]);
    expect(entries[2]).toMatchObject({ actorName: adminName, before: { deliveryUserId: null } });
  });

  it('keeps the accounts admins make and disable', async () => {
    const made = await admin.request<{ createDeliveryAccount: { id: string } }>(CREATE_RIDER, {
      input: { name: 'Bapi Mondal', phone: `95${String(Date.now()).slice(-8)}`, password: 'a long enough passphrase' },
    });
    const id = made.body.data!.createDeliveryAccount.id;
    await admin.request(DISABLE, { id });
    const entries = await trail('USER', id);
    expect(entries.map((e) => e.action)).toEqual(['disabled', 'created']);
    expect(entries[1].after).toMatchObject({ name: 'Bapi Mondal', role: 'DELIVERY' });
    expect(JSON.stringify(entries)).not.toMatch(/password|argon2/i);
  });

  it('is for admins only, and checks what it is asked for', async () => {
    const id = randomUUID();
    expect(errorCode((await vendor.request(TRAIL, { type: 'ORDER', id })).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, TRAIL, { type: 'ORDER', id })).body)).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode((await admin.request(TRAIL, { type: 'ORDER', id: 'nope' })).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await admin.request(TRAIL, { type: 'NOTHING', id })).body)).toBe('BAD_USER_INPUT');
    expect(
      (await admin.request<{ auditTrail: { nodes: unknown[] } }>(TRAIL, { type: 'ORDER', id })).body.data!.auditTrail
        .nodes,
    ).toEqual([]);
  });
});

describe("the admins' lists", () => {
  it('lists staff accounts by name, of a role, by search, leaving out disabled ones unless asked, a page at a time', async () => {
    const riders = await admin.request<{ staffAccounts: { nodes: any[] } }>(ACCOUNTS, { role: 'DELIVERY', first: 100 });
    const names = riders.body.data!.staffAccounts.nodes.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(riders.body.data!.staffAccounts.nodes.every((n) => n.role === 'DELIVERY' && !n.disabled)).toBe(true);
    expect(names).not.toContain('Bapi Mondal');
    const withDisabled = await admin.request<{ staffAccounts: { nodes: any[] } }>(ACCOUNTS, {
      role: 'DELIVERY',
      search: 'bapi',
      includeDisabled: true,
    });
    expect(withDisabled.body.data!.staffAccounts.nodes).toEqual([
      expect.objectContaining({ name: 'Bapi Mondal', disabled: true }),
    ]);

    const vendors = await admin.request<{ staffAccounts: { nodes: any[] } }>(ACCOUNTS, { role: 'VENDOR', first: 100 });
    expect(vendors.body.data!.staffAccounts.nodes.find((n) => n.name === 'Test Vendor')).toMatchObject({
      vendorCategory: 'GROCERY',
    });

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const page: any = (await admin.request<{ staffAccounts: any }>(ACCOUNTS, { first: 2, after })).body.data!
        .staffAccounts;
      seen.push(...page.nodes.map((n: { id: string }) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const [{ count }] = await server.db.query('SELECT count(*)::int AS count FROM app_user WHERE disabled_at IS NULL');
    expect(new Set(seen).size).toBe(count);
    expect(errorCode((await vendor.request(ACCOUNTS, {})).body)).toBe('FORBIDDEN');
  });

  it('filters the orders desk by shop, day in India and code', async () => {
    const [{ id: productB }] = await server.db.query(
      `SELECT id FROM product WHERE vendor_id = $1 AND available AND stock > 2 LIMIT 1`,
      [SHOP_B],
    );
    const placed = await placeOrders(server, { lines: [productB], customer: { address: 'Supur' } });
    const code = placed.orders[0].code;
    const desk = async (variables: Record<string, unknown>) => {
      const { body } = await admin.request<{ staffOrders: { nodes: any[] } }>(DESK, variables);
      expect(body.errors).toBeUndefined();
      return body.data!.staffOrders.nodes;
    };
    const ofShopB = await desk({ vendorId: SHOP_B });
    expect(ofShopB.map((o) => o.code)).toContain(code);
    expect(ofShopB.every((o) => o.shop.id === SHOP_B)).toBe(true);
    expect((await desk({ code: code.slice(0, 4).toLowerCase() })).map((o) => o.code)).toContain(code);
    expect(await desk({ code: code.replace('-', ' ') })).toEqual([expect.objectContaining({ code })]);
    const [{ today }] = await server.db.query(
      `SELECT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS today`,
    );
    expect((await desk({ day: today })).map((o) => o.code)).toContain(code);
    expect(await desk({ day: '2020-01-01' })).toEqual([]);
    const bad = await admin.request(DESK, { day: '22/11/2026' });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors![0].extensions!.field).toBe('day');
  });
});
