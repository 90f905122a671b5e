import { seededServer, signInAdmin, signInShop, type StaffClient } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { type TestServer } from './support/test-server';

let server: TestServer;
let vendorA: StaffClient;
let vendorB: StaffClient;
let admin: SessionClient;

beforeAll(async () => {
  server = await seededServer();
  vendorA = await signInShop(server, SHOP_A);
  vendorB = await signInShop(server, SHOP_B);
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const FIELDS = 'id name nameBn unit pricePaise mrpPaise stock available version section vendor { id }';
const CREATE = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateProductInput!) { updateProduct(input: $input) { ${FIELDS} } }`;
const SET = `mutation Set($input: SetStockInput!) { setStock(input: $input) { ${FIELDS} } }`;
const ADJUST = `mutation Adjust($input: AdjustStockInput!) { adjustStock(input: $input) { ${FIELDS} } }`;
const LEDGER = `query Ledger($productId: ID!, $first: Int, $after: String) {
  stockMovements(productId: $productId, first: $first, after: $after) { nodes { delta stockAfter reason byName } pageInfo { endCursor hasNextPage } }
}`;
const LOW = `query Low($threshold: Int, $vendorId: ID) { lowStock(threshold: $threshold, vendorId: $vendorId) { name stock } }`;

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sona Masoori Rice',
  nameBn: 'সোনা মাসুরি চাল',
  unit: '1 kg',
  pricePaise: 6400,
  mrpPaise: 7000,
  available: true,
  stock: 20,
  ...overrides,
});

async function create(client: SessionClient, overrides: Record<string, unknown> = {}) {
  const { body } = await client.request<{ createProduct: any }>(CREATE, { input: product(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data!.createProduct;
}

const editable = (p: any) => ({
  id: p.id,
  expectedVersion: p.version,
  name: p.name,
  nameBn: p.nameBn,
  unit: p.unit,
  pricePaise: p.pricePaise,
  mrpPaise: p.mrpPaise,
  available: p.available,
});

describe("a shop's products", () => {
  it("adds a product to the vendor's own catalog with its opening stock in the ledger", async () => {
    const created = await create(vendorA);
    expect(created).toMatchObject({
      name: 'Sona Masoori Rice',
      section: 'GROCERY',
      stock: 20,
      version: 1,
      vendor: { id: SHOP_A },
    });
    const { body } = await vendorA.request<{ stockMovements: any }>(LEDGER, { productId: created.id });
    expect(body.data!.stockMovements.nodes).toEqual([
      { delta: 20, stockAfter: 20, reason: 'Opening stock', byName: expect.any(String) },
    ]);
  });

  it('edits a product at the version it was read, and refuses a stale copy with CONFLICT, changing nothing', async () => {
    const created = await create(vendorA);
    const first = await vendorA.request<{ updateProduct: any }>(UPDATE, {
      input: { ...editable(created), pricePaise: 6600 },
    });
    expect(first.body.data!.updateProduct).toMatchObject({ pricePaise: 6600, version: 2 });
    // A second tab still holding version 1:
    const stale = await vendorA.request(UPDATE, { input: { ...editable(created), available: false } });
    expect(stale.body.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'expectedVersion',
      currentVersion: 2,
    });
    const [row] = await server.db.query('SELECT available, price_paise, version FROM product WHERE id = $1', [
      created.id,
    ]);
    expect(row).toEqual({ available: true, price_paise: 6600, version: 2 });
  });

  it('sets a counted stock and adjusts by deltas, every change in the ledger, newest first', async () => {
    const created = await create(vendorA, { stock: 10 });
    const counted = await vendorA.request<{ setStock: any }>(SET, {
      input: { productId: created.id, stock: 7, expectedVersion: created.version, reason: 'Counted the shelf' },
    });
    expect(counted.body.data!.setStock).toMatchObject({ stock: 7, version: 2 });
    const stale = await vendorA.request(SET, {
      input: { productId: created.id, stock: 9, expectedVersion: created.version, reason: 'Old count' },
    });
    expect(errorCode(stale.body)).toBe('CONFLICT');
    const added = await vendorA.request<{ adjustStock: any }>(ADJUST, {
      input: { productId: created.id, delta: 12, reason: 'Delivery from Bolpur' },
    });
    expect(added.body.data!.adjustStock.stock).toBe(19);
    const removed = await vendorA.request<{ adjustStock: any }>(ADJUST, {
      input: { productId: created.id, delta: -4, reason: 'Damp sacks' },
    });
    expect(removed.body.data!.adjustStock.stock).toBe(15);

    const page1 = await vendorA.request<{ stockMovements: any }>(LEDGER, { productId: created.id, first: 2 });
    const page2 = await vendorA.request<{ stockMovements: any }>(LEDGER, {
      productId: created.id,
      first: 2,
      after: page1.body.data!.stockMovements.pageInfo.endCursor,
    });
    expect(
      [...page1.body.data!.stockMovements.nodes, ...page2.body.data!.stockMovements.nodes].map((m: any) => [
        m.delta,
        m.stockAfter,
        m.reason,
      ]),
    ).toEqual([
      [-4, 15, 'Damp sacks'],
      [12, 19, 'Delivery from Bolpur'],
      [-3, 7, 'Counted the shelf'],
      [10, 10, 'Opening stock'],
    ]);
  });

  it('never lets stock go below zero, and says how much there is', async () => {
    const created = await create(vendorA, { stock: 3 });
    const { body } = await vendorA.request(ADJUST, {
      input: { productId: created.id, delta: -4, reason: 'Sold at the counter' },
    });
    expect(body.errors![0]).toMatchObject({
      message: expect.stringContaining('Only 3 in stock'),
      extensions: { code: 'BAD_USER_INPUT', field: 'delta' },
    });
    const [row] = await server.db.query('SELECT stock FROM product WHERE id = $1', [created.id]);
    expect(row.stock).toBe(3);
  });

  it('never lets stock pass the most one product can hold, says how much more fits, and writes nothing', async () => {
    const created = await create(vendorA, { stock: 999_990 });
    for (const delta of [11, 1_000_000]) {
      const { body } = await vendorA.request(ADJUST, {
        input: { productId: created.id, delta, reason: 'A big delivery' },
      });
      expect(body.errors![0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'delta', reason: 'stockTooHigh', params: { room: 10 } },
      });
    }
    const [row] = await server.db.query('SELECT stock, version FROM product WHERE id = $1', [created.id]);
    expect(row).toEqual({ stock: 999_990, version: created.version });
    const [{ count }] = await server.db.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM stock_movement WHERE product_id = $1',
      [created.id],
    );
    expect(count).toBe(1);
    const filled = await vendorA.request<{ adjustStock: any }>(ADJUST, {
      input: { productId: created.id, delta: 10, reason: 'A big delivery' },
    });
    expect(filled.body.data!.adjustStock.stock).toBe(1_000_000);
  });

  it("keeps vendors to their own shop: another vendor's product is FORBIDDEN and its ledger not found", async () => {
    const created = await create(vendorA);
    for (const [query, input] of [
      [UPDATE, { ...editable(created), pricePaise: 1 }],
      [SET, { productId: created.id, stock: 0, expectedVersion: created.version, reason: 'x' }],
      [ADJUST, { productId: created.id, delta: -1, reason: 'x' }],
      [CREATE, { ...product(), vendorId: SHOP_A }],
    ] as const) {
      expect(errorCode((await vendorB.request(query, { input })).body)).toBe('FORBIDDEN');
    }
    expect(errorCode((await vendorB.request(LEDGER, { productId: created.id })).body)).toBe('NOT_FOUND');
    const [row] = await server.db.query('SELECT stock, price_paise FROM product WHERE id = $1', [created.id]);
    expect(row).toEqual({ stock: 20, price_paise: 6400 });
  });

  it('lets an admin act for any shop, naming it', async () => {
    const { body } = await admin.request<{ createProduct: any }>(CREATE, { input: { ...product(), vendorId: SHOP_B } });
    expect(body.data!.createProduct.vendor.id).toBe(SHOP_B);
    expect(errorCode((await admin.request(CREATE, { input: product() })).body)).toBe('BAD_USER_INPUT');
  });

  it('lists the products running low, fewest first', async () => {
    await create(vendorB, { name: 'Low one', stock: 1 });
    await create(vendorB, { name: 'Low none', stock: 0 });
    const { body } = await vendorB.request<{ lowStock: any[] }>(LOW, { threshold: 1 });
    expect(body.data!.lowStock.filter((p) => p.name.startsWith('Low '))).toEqual([
      { name: 'Low none', stock: 0 },
      { name: 'Low one', stock: 1 },
    ]);
    expect(body.data!.lowStock.every((p) => p.stock <= 1)).toBe(true);
    expect(body.data!.lowStock.map((p) => p.stock)).toEqual(
      [...body.data!.lowStock.map((p) => p.stock)].sort((a, b) => a - b),
    );
  });

  it.each([
    ['a negative stock', CREATE, () => ({ input: product({ stock: -1 }) }), 'stock'],
    ['a fractional stock', CREATE, () => ({ input: product({ stock: 1.5 }) }), 'stock'],
    ['an MRP below the price', CREATE, () => ({ input: product({ mrpPaise: 100 }) }), 'mrpPaise'],
    ['a blank name', CREATE, () => ({ input: product({ name: '  ' }) }), 'name'],
    ['a negative price', CREATE, () => ({ input: product({ pricePaise: -5 }) }), 'pricePaise'],
    [
      'a zero adjustment',
      ADJUST,
      () => ({ input: { productId: '00000000-0000-4000-8000-000000000000', delta: 0, reason: 'x' } }),
      'delta',
    ],
    [
      'a product id that is not an id',
      ADJUST,
      () => ({ input: { productId: 'rice', delta: 1, reason: 'x' } }),
      'productId',
    ],
    [
      'no reason',
      ADJUST,
      () => ({ input: { productId: '00000000-0000-4000-8000-000000000000', delta: 1, reason: ' ' } }),
      'reason',
    ],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_what, query, variables, field) => {
    const [before] = await server.db.query('SELECT count(*)::int AS n, sum(stock)::int AS s FROM product');
    const { body } = await vendorA.request(query, variables());
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe(field);
    expect((await server.db.query('SELECT count(*)::int AS n, sum(stock)::int AS s FROM product'))[0]).toEqual(before);
  });
});

describe("a product's photo", () => {
  // A real, tiny PNG (2×2, red), so sharp has something to resize.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploadFor = (productId: string, token: string | undefined, body: Buffer = PNG, type = 'image/png') =>
    fetch(`${server.url}/uploads/products/${productId}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });

  it("becomes the product's picture, served resized as WebP for a year, and bumps the version", async () => {
    const created = await create(vendorA);
    const response = await uploadFor(created.id, vendorA.accessToken);
    expect(response.status).toBe(201);
    const { imageUrl, version } = (await response.json()) as { imageUrl: string; version: number };
    expect(imageUrl).toMatch(/^\/images\/320\/p-[0-9a-f-]{36}\.webp$/);
    expect(version).toBe(created.version + 1);
    const picture = await fetch(`${server.url}${imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${server.url}${imageUrl.replace('/320/', '/160/')}`);
    expect(again.status).toBe(200);
    const [row] = await server.db.query('SELECT image FROM product WHERE id = $1', [created.id]);
    expect(row.image).toMatch(/^p-[0-9a-f-]{36}\.png$/);
  });

  it("refuses another shop's product, anyone signed out, and what is not a JPEG or PNG", async () => {
    const created = await create(vendorA);
    expect((await uploadFor(created.id, vendorB.accessToken)).status).toBe(403);
    expect((await uploadFor(created.id, undefined)).status).toBe(401);
    const gif = await uploadFor(created.id, vendorA.accessToken, Buffer.from('GIF89a' + 'x'.repeat(50)), 'image/gif');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as any).errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'photo',
      reason: 'photoNotPicture',
      params: { kinds: expect.any(String) },
    });
    const big = await uploadFor(created.id, vendorA.accessToken, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await uploadFor('not-an-id', vendorA.accessToken)).status).toBe(404);
    const [row] = await server.db.query('SELECT image, version FROM product WHERE id = $1', [created.id]);
    expect(row).toEqual({ image: null, version: created.version });
    expect((await fetch(`${server.url}/images/320/p-00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
  });
});
