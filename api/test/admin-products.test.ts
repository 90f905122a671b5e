import { seededServer, signInAdmin, signInRider, signInShop } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
let admin: SessionClient;
let vendor: SessionClient;
let rider: SessionClient;

const LIST = `query List($search: String, $vendorId: ID, $section: ProductSection, $includeOffSale: Boolean, $lowStockOnly: Boolean, $first: Int, $after: String) {
  adminProducts(search: $search, vendorId: $vendorId, section: $section, includeOffSale: $includeOffSale, lowStockOnly: $lowStockOnly, first: $first, after: $after) {
    nodes { id name nameBn section stock available version pricePaise vendor { id name active } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const UPDATE = `mutation Update($input: UpdateProductInput!) { updateProduct(input: $input) { id pricePaise available version vendor { id active } } }`;
const CREATE = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { id name stock vendor { id active } } }`;
const SET_STOCK = `mutation Set($input: SetStockInput!) { setStock(input: $input) { id stock version } }`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: PRODUCT, entityId: $id) { nodes { action actorRole before after } } }`;

interface Row {
  id: string;
  name: string;
  nameBn: string | null;
  section: string;
  stock: number;
  available: boolean;
  version: number;
  pricePaise: number;
  vendor: { id: string; name: string; active: boolean };
}
type Page = { nodes: Row[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };

async function list(variables: Record<string, unknown>): Promise<Page> {
  const { body } = await admin.request<{ adminProducts: Page }>(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.adminProducts;
}

/** Every page of a list, following the cursors. */
async function everyPage(variables: Record<string, unknown>): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await list({ ...variables, after });
    pages += 1;
    rows.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { rows, pages };
    after = page.pageInfo.endCursor;
    if (pages > 100) throw new Error('the pages never end');
  }
}

beforeAll(async () => {
  server = await seededServer();
  // Shop B closes: customers no longer see its products, admins still do.
  await server.db.query('UPDATE vendor SET active = false WHERE id = $1', [SHOP_B]);
  admin = await signInAdmin(server);
  vendor = await signInShop(server, SHOP_A);
  rider = await signInRider(server);
});
afterAll(() => server.close());

describe("every shop's products, for admins", () => {
  it("pages through every product on sale by name, a closed shop's too, each once", async () => {
    const { rows, pages } = await everyPage({ first: 7 });
    const expected: Array<{ id: string }> = await server.db.query(
      'SELECT id FROM product WHERE available ORDER BY name, id',
    );
    expect(pages).toBeGreaterThan(2);
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows.every((r) => r.available)).toBe(true);

    // Shop B is closed: its products are in the admins' list, marked, and not in the customers'.
    const closedShops = rows.filter((r) => r.vendor.id === SHOP_B);
    expect(closedShops.length).toBeGreaterThan(0);
    expect(closedShops.every((r) => r.vendor.active === false)).toBe(true);
    expect(rows.filter((r) => r.vendor.id === SHOP_A).every((r) => r.vendor.active)).toBe(true);
    const { body } = await postGraphQL<{ products: { nodes: Array<{ vendor: { id: string; active: boolean } }> } }>(
      server.graphqlUrl,
      `query { products(first: 100) { nodes { vendor { id active } } } }`,
    );
    expect(body.data!.products.nodes.some((p) => p.vendor.id === SHOP_B)).toBe(false);
    expect(body.data!.products.nodes.every((p) => p.vendor.active)).toBe(true);
  });

  it('narrows to one shop, one catalog, or words of the name in English or Bengali', async () => {
    const shopA = (await everyPage({ vendorId: SHOP_A, first: 100 })).rows;
    const [{ count }] = await server.db.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM product WHERE vendor_id = $1 AND available',
      [SHOP_A],
    );
    expect(shopA).toHaveLength(count);
    expect(shopA.every((r) => r.vendor.id === SHOP_A)).toBe(true);

    const pharmacy = (await everyPage({ section: 'PHARMACY', first: 100 })).rows;
    expect(pharmacy.length).toBeGreaterThan(0);
    expect(pharmacy.every((r) => r.section === 'PHARMACY')).toBe(true);

    const rice = (await list({ search: 'miniket', first: 100 })).nodes;
    expect(rice.map((r) => r.name)).toEqual(['Miniket Rice', 'Miniket Rice']);
    expect((await list({ search: 'মিনিকেট', first: 100 })).nodes.map((r) => r.id).sort()).toEqual(
      rice.map((r) => r.id).sort(),
    );
    expect((await list({ search: 'miniket', vendorId: SHOP_B, first: 100 })).nodes).toEqual([]);
  });

  it('shows products taken off sale only when asked, and only those running low when asked', async () => {
    const [target] = (await list({ search: 'miniket', first: 1 })).nodes;
    const [row] = await server.db.query(
      'SELECT name, name_bn, unit, price_paise, mrp_paise FROM product WHERE id = $1',
      [target.id],
    );
    const offSale = await admin.request<{ updateProduct: Row }>(UPDATE, {
      input: {
        id: target.id,
        expectedVersion: target.version,
        name: row.name,
        nameBn: row.name_bn,
        unit: row.unit,
        pricePaise: row.price_paise,
        mrpPaise: row.mrp_paise,
        available: false,
      },
    });
    expect(offSale.body.data!.updateProduct).toMatchObject({ available: false });

    expect((await list({ search: 'miniket' })).nodes.map((r) => r.id)).not.toContain(target.id);
    const withOffSale = (await list({ search: 'miniket', includeOffSale: true })).nodes;
    expect(withOffSale.find((r) => r.id === target.id)).toMatchObject({ available: false });

    const counted = await admin.request<{ setStock: Row }>(SET_STOCK, {
      input: { productId: target.id, stock: 3, expectedVersion: target.version + 1, reason: 'Counted' },
    });
    expect(counted.body.data!.setStock).toMatchObject({ stock: 3 });
    const low = (await everyPage({ lowStockOnly: true, includeOffSale: true, first: 100 })).rows;
    const [{ count }] = await server.db.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM product WHERE stock <= 5',
    );
    expect(low).toHaveLength(count);
    expect(low.every((r) => r.stock <= 5)).toBe(true);
    expect(low.map((r) => r.id)).toContain(target.id);
    // Off sale and running low: left out unless off-sale products are asked for too.
    expect((await everyPage({ lowStockOnly: true, first: 100 })).rows.map((r) => r.id)).not.toContain(target.id);
  });

  it("lets an admin change a closed shop's product, add one to it, and keeps the change in the trail", async () => {
    const [product] = (await list({ vendorId: SHOP_B, first: 1 })).nodes;
    const [row] = await server.db.query('SELECT name, name_bn, unit, mrp_paise FROM product WHERE id = $1', [
      product.id,
    ]);
    const input = {
      id: product.id,
      expectedVersion: product.version,
      name: row.name,
      nameBn: row.name_bn,
      unit: row.unit,
      pricePaise: product.pricePaise - 100,
      mrpPaise: row.mrp_paise,
      available: true,
    };
    const { body } = await admin.request<{ updateProduct: Row }>(UPDATE, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProduct).toMatchObject({
      pricePaise: product.pricePaise - 100,
      version: product.version + 1,
      vendor: { id: SHOP_B, active: false },
    });

    const stale = await admin.request(UPDATE, { input: { ...input, pricePaise: 1 } });
    expect(stale.body.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'expectedVersion',
      currentVersion: product.version + 1,
    });

    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { id: product.id });
    expect(trail.body.data!.auditTrail.nodes[0]).toMatchObject({
      action: 'updated',
      actorRole: 'ADMIN',
      before: expect.objectContaining({ pricePaise: product.pricePaise }),
      after: expect.objectContaining({ pricePaise: product.pricePaise - 100 }),
    });

    const added = await admin.request<{ createProduct: Row }>(CREATE, {
      input: {
        vendorId: SHOP_B,
        name: 'Aamsotto',
        unit: '200 g',
        pricePaise: 9000,
        mrpPaise: 9000,
        stock: 4,
        available: true,
      },
    });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.createProduct).toMatchObject({
      name: 'Aamsotto',
      stock: 4,
      vendor: { id: SHOP_B, active: false },
    });
    expect((await list({ search: 'aamsotto' })).nodes.map((r) => r.id)).toEqual([added.body.data!.createProduct.id]);
  });

  it('refuses bad filters and pages, naming the argument', async () => {
    const refused = async (variables: Record<string, unknown>) => {
      const { status, body } = await admin.request(LIST, variables);
      return { status, code: errorCode(body), field: body.errors?.[0]?.extensions?.field };
    };
    expect(await refused({ vendorId: 'shop-b' })).toEqual({ status: 200, code: 'BAD_USER_INPUT', field: 'vendorId' });
    expect(await refused({ after: 'not a cursor' })).toEqual({ status: 200, code: 'BAD_USER_INPUT', field: 'after' });
    expect((await refused({ first: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await refused({ first: 101 })).code).toBe('BAD_USER_INPUT');
    // A value the schema cannot read is refused before the operation runs.
    expect(await refused({ section: 'SPACESHIPS' })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(await refused({ lowStockOnly: 'yes' })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('is for admins only', async () => {
    expect(errorCode((await vendor.request(LIST, { vendorId: SHOP_A })).body)).toBe('FORBIDDEN');
    expect(errorCode((await rider.request(LIST, {})).body)).toBe('FORBIDDEN');
    const anonymous = await postGraphQL(server.graphqlUrl, LIST, {});
    expect(errorCode(anonymous.body)).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();
  });
});
