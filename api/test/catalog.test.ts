import { VendorEntity } from '../src/modules/catalog/vendor.entity';
import { vendorById } from '../src/modules/catalog/vendor.loaders';
import { seededServer } from './support/flows';
import { countStatements } from './support/statement-counter';
import type { RequestContext } from '../src/shared/context';
import { vendors as seededVendors } from '../src/seed/data/catalog';
import { stableId } from '../src/seed/stable-id';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode } from './support/session-client';
import { postGraphQL, type GraphQLResponse, type TestServer } from './support/test-server';

const PRODUCTS = `query Products($section: ProductSection, $vendorId: ID, $search: String, $first: Int, $after: String) {
  products(section: $section, vendorId: $vendorId, search: $search, first: $first, after: $after) {
    nodes { id section name nameBn unit pricePaise mrpPaise stock available imageUrl vendor { id name } }
    pageInfo { endCursor hasNextPage }
  }
}`;

const PRODUCT = `query Product($id: ID!) {
  product(id: $id) {
    id name nameBn description unit pricePaise mrpPaise stock available imageUrl section
    vendor { id name nameBn village address phone opensAt closesAt closedDays openNow category }
  }
}`;

const VENDORS = `query Vendors($category: VendorCategory, $first: Int, $after: String) {
  vendors(category: $category, first: $first, after: $after) {
    nodes { id name category phone address village openNow }
    pageInfo { endCursor hasNextPage }
  }
}`;

const VENDOR = `query Vendor($id: ID!) { vendor(id: $id) { id name phone address opensAt closesAt closedDays openNow } }`;

interface ProductNode {
  id: string;
  section: string;
  name: string;
  nameBn: string | null;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  available: boolean;
  imageUrl: string | null;
  vendor: { id: string; name: string };
}
type ProductPage = {
  products: { nodes: ProductNode[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
};

/** Seeded products as the API should list them, with their shop's category as the section when unset. */
const seededProducts = seededVendors.flatMap((vendor) =>
  vendor.products.map((product) => ({
    ...product,
    section: product.section ?? vendor.category,
    vendorId: stableId('vendor', vendor.key),
  })),
);

const productId = (vendorKey: string, name: string, unit: string) =>
  stableId('product', `${vendorKey}:${name}:${unit}`);

/** Monday 2 March 2026, 10:00 in India: every seeded shop without a Monday closing is open. */
const MONDAY_MORNING_IST = new Date('2026-03-02T04:30:00Z');
let now = MONDAY_MORNING_IST;
let server: TestServer;

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
  // Seeded shops open all day; these tests read one with a shop's usual hours.
  await server.db.manager.update(VendorEntity, { id: SHOP_A }, { opensAt: '07:00', closesAt: '21:00' });
});
afterAll(() => server.close());
afterEach(() => {
  now = MONDAY_MORNING_IST;
});

async function products(variables: Record<string, unknown>): Promise<GraphQLResponse<ProductPage>> {
  return postGraphQL<ProductPage>(server.graphqlUrl, PRODUCTS, variables);
}

async function okProducts(variables: Record<string, unknown>): Promise<ProductPage['products']> {
  const { status, body } = await products(variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.products;
}

/** Every product the query matches, walking the pages `first` at a time. */
async function allPages(
  variables: Record<string, unknown>,
  first: number,
): Promise<{ nodes: ProductNode[]; pages: number }> {
  const nodes: ProductNode[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await okProducts({ ...variables, first, after });
    pages++;
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    nodes.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) break;
    expect(page.nodes).toHaveLength(first);
    after = page.pageInfo.endCursor;
    expect(after).toEqual(expect.any(String));
    if (pages > 50) throw new Error('pagination does not end');
  }
  return { nodes, pages };
}

describe('products', () => {
  it.each(['GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY'])(
    'lists the whole %s catalog, by name, with each shop',
    async (section) => {
      const page = await okProducts({ section, first: 100 });
      const expected = seededProducts.filter((p) => (p.section as string) === section);
      expect(expected.length).toBeGreaterThan(0);
      expect(page.nodes).toHaveLength(expected.length);
      expect(page.pageInfo.hasNextPage).toBe(false);
      expect(page.nodes.every((p) => p.section === section)).toBe(true);
      expect(new Set(page.nodes.map((p) => p.id))).toEqual(
        new Set(
          expected.map((p) =>
            productId(seededVendors.find((v) => stableId('vendor', v.key) === p.vendorId)!.key, p.name, p.unit),
          ),
        ),
      );
      // By name as the database collates it (C here, a language's rules on some servers).
      const byName: Array<{ id: string }> = await server.db.query(
        `SELECT p.id FROM product p JOIN vendor v ON v.id = p.vendor_id WHERE p.section = $1 AND v.active ORDER BY p.name, p.id`,
        [section],
      );
      expect(page.nodes.map((p) => p.id)).toEqual(byName.map((row) => row.id));
      for (const node of page.nodes) {
        const vendor = seededVendors.find((v) => stableId('vendor', v.key) === node.vendor.id)!;
        expect(node.vendor.name).toBe(vendor.name);
        expect(node.mrpPaise).toBeGreaterThanOrEqual(node.pricePaise);
        expect(node.imageUrl).toBeNull();
      }
    },
  );

  it('shows sold-out and switched-off products with their state, so the page can say so', async () => {
    const page = await okProducts({ section: 'GROCERY', first: 100 });
    const panch = page.nodes.find((p) => p.name === 'Panch Phoron')!;
    expect(panch).toMatchObject({ available: false, stock: 12 });
    const soya = page.nodes.find((p) => p.name === 'Soyabean Chunks')!;
    expect(soya).toMatchObject({ available: true, stock: 0 });
  });

  it('lists one shop only when asked', async () => {
    const page = await okProducts({ vendorId: SHOP_A, first: 100 });
    const expected = seededProducts.filter((p) => p.vendorId === SHOP_A);
    expect(page.nodes).toHaveLength(expected.length);
    expect(page.nodes.every((p) => p.vendor.id === SHOP_A)).toBe(true);
  });

  it('defaults to a page of 20', async () => {
    const page = await okProducts({});
    expect(page.nodes).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});

describe('search', () => {
  it('matches English names whatever the case', async () => {
    const expected = seededProducts.filter((p) => /rice/i.test(p.name) || /rice/i.test(p.nameBn));
    expect(expected.length).toBeGreaterThan(1);
    for (const search of ['rice', 'RICE', '  Rice ']) {
      const page = await okProducts({ search, first: 100 });
      expect(page.nodes.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
    }
  });

  it('matches Bengali names', async () => {
    const page = await okProducts({ search: 'চাল', first: 100 });
    const expected = seededProducts.filter((p) => p.nameBn.includes('চাল'));
    expect(expected.length).toBeGreaterThan(1);
    expect(page.nodes.map((p) => p.nameBn).sort()).toEqual(expected.map((p) => p.nameBn).sort());
    expect(page.nodes.some((p) => p.name === 'Gobindobhog Rice')).toBe(true);
  });

  it('matches Bengali typed in decomposed form, as some keyboards send it', async () => {
    const target = seededProducts.find((p) => p.nameBn !== p.nameBn.normalize('NFD'))!;
    expect(target).toBeDefined();
    const page = await okProducts({ search: target.nameBn.normalize('NFD'), first: 100 });
    expect(page.nodes.map((p) => p.nameBn)).toContain(target.nameBn);
  });

  it('combines a search with a catalog', async () => {
    const page = await okProducts({ section: 'PHARMACY', search: 'rice', first: 100 });
    expect(page.nodes).toEqual([]);
    expect(page.pageInfo).toEqual({ endCursor: null, hasNextPage: false });
  });

  it('takes a search of 2,000 characters without trouble', async () => {
    const page = await okProducts({ search: 'চাল'.repeat(700).slice(0, 2000), first: 10 });
    expect(page.nodes).toEqual([]);
    const long = await okProducts({ search: `rice${' '.repeat(1996)}`, first: 100 });
    expect(long.nodes.length).toBeGreaterThan(1);
  });

  it.each([
    ["'; DROP TABLE product; --"],
    ["' OR '1'='1"],
    ['%'],
    ['_'],
    ['\\'],
    ['🍚🥭'],
    ['rice\u0000'],
    ['\ud800'],
    ['नमक'],
  ])('treats %j as plain text', async (search) => {
    const page = await okProducts({ search, first: 100 });
    expect(page.nodes.length).toBeLessThan(seededProducts.length);
    if (search !== 'rice\u0000') expect(page.nodes).toEqual([]);
  });

  it('still has every product after the SQL-looking searches', async () => {
    const { nodes } = await allPages({}, 100);
    expect(nodes).toHaveLength(seededProducts.length);
  });
});

describe('pagination', () => {
  it('walks a catalog page by page with no duplicates and no gaps', async () => {
    const whole = await okProducts({ first: 100, section: 'GROCERY' });
    const walked = await allPages({ section: 'GROCERY' }, 4);
    expect(walked.pages).toBe(Math.ceil(whole.nodes.length / 4));
    expect(walked.nodes.map((p) => p.id)).toEqual(whole.nodes.map((p) => p.id));
    expect(new Set(walked.nodes.map((p) => p.id)).size).toBe(walked.nodes.length);
  });

  it('walks every product across pages, ties on a name broken by id', async () => {
    const walked = await allPages({}, 7);
    expect(walked.nodes).toHaveLength(seededProducts.length);
    expect(new Set(walked.nodes.map((p) => p.id)).size).toBe(seededProducts.length);
    // Two sizes of Miniket Rice share a name: both are listed, once each.
    expect(walked.nodes.filter((p) => p.name === 'Miniket Rice')).toHaveLength(2);
  });

  it('walks search results across pages', async () => {
    const whole = await okProducts({ search: 'a', first: 100 });
    const walked = await allPages({ search: 'a' }, 9);
    expect(walked.nodes.map((p) => p.id)).toEqual(whole.nodes.map((p) => p.id));
  });

  it.each([101, 1000, 0, -1])('refuses first: %i with BAD_USER_INPUT naming first', async (first) => {
    const { body } = await products({ first });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe('first');
    expect(body.data ?? null).toBeNull();
  });

  it('accepts first: 1 and first: 100', async () => {
    expect((await okProducts({ first: 1 })).nodes).toHaveLength(1);
    expect((await okProducts({ first: 100 })).nodes).toHaveLength(Math.min(100, seededProducts.length));
  });

  it.each([
    ['words', 'not a cursor'],
    ['punctuation', '!!!'],
    ['a cursor without an id', Buffer.from('["Rice", "not-a-uuid"]').toString('base64url')],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    [
      'a cursor with an object for a name',
      Buffer.from('[{"x":1}, "00000000-0000-0000-0000-000000000000"]').toString('base64url'),
    ],
    // Hex digits and dashes, but not a uuid: the database refused it, as an internal error.
    ['a cursor whose id is 36 dashes', Buffer.from(`["Rice", "${'-'.repeat(36)}"]`).toString('base64url')],
    ['5,000 characters', 'x'.repeat(5000)],
  ])('refuses %s as a cursor with BAD_USER_INPUT naming after', async (_label, after) => {
    const { body } = await products({ first: 5, after });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe('after');
  });

  it('refuses an unknown section and a vendorId that is not an id', async () => {
    const unknown = await products({ section: 'DRAGONS' });
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown.body)).toBe('BAD_USER_INPUT');
    const badVendor = await products({ vendorId: 'maa-tara' });
    expect(errorCode(badVendor.body)).toBe('BAD_USER_INPUT');
    expect(badVendor.body.errors![0].extensions!.field).toBe('vendorId');
  });
});

describe('product', () => {
  const rice = productId('maa-tara-bhandar', 'Gobindobhog Rice', '1 kg');

  it('gives one product with its shop, ready to call', async () => {
    const { body } = await postGraphQL<{ product: Record<string, any> }>(server.graphqlUrl, PRODUCT, { id: rice });
    expect(body.errors).toBeUndefined();
    expect(body.data!.product).toMatchObject({
      id: rice,
      name: 'Gobindobhog Rice',
      nameBn: 'গোবিন্দভোগ চাল',
      description: 'Fragrant short-grain rice for payesh, pulao and bhog.',
      unit: '1 kg',
      pricePaise: 11000,
      mrpPaise: 12000,
      section: 'GROCERY',
      imageUrl: null,
      vendor: {
        id: SHOP_A,
        name: 'Maa Tara Bhandar',
        village: 'Ilambazar',
        phone: '+919732011245',
        opensAt: '07:00',
        closesAt: '21:00',
        closedDays: [],
        openNow: true,
        category: 'GROCERY',
      },
    });
    expect(body.data!.product.vendor.address).toMatch(/Ilambazar/);
  });

  it('is null for an id that names no product, and BAD_USER_INPUT for one that is not an id', async () => {
    const missing = await postGraphQL<{ product: unknown }>(server.graphqlUrl, PRODUCT, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data!.product).toBeNull();
    for (const id of ['rice', "1' OR '1'='1", '', 'x'.repeat(3000)]) {
      const bad = await postGraphQL(server.graphqlUrl, PRODUCT, { id });
      expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
      expect(bad.body.errors![0].extensions!.field).toBe('id');
    }
  });
});

describe('vendors', () => {
  it('lists shops of one kind with their numbers and whether they are open now', async () => {
    const { body } = await postGraphQL<{ vendors: { nodes: Array<Record<string, any>> } }>(server.graphqlUrl, VENDORS, {
      category: 'GROCERY',
    });
    expect(body.errors).toBeUndefined();
    const expected = seededVendors.filter((v) => (v.category as string) === 'GROCERY');
    expect(body.data!.vendors.nodes.map((v) => v.name)).toEqual(expected.map((v) => v.name).sort());
    for (const node of body.data!.vendors.nodes) {
      expect(node.phone).toMatch(/^\+91\d{10}$/);
      expect(typeof node.openNow).toBe('boolean');
    }
  });

  it('walks every shop across pages', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      type VendorPage = {
        vendors: { nodes: Array<{ id: string }>; pageInfo: { endCursor: string; hasNextPage: boolean } };
      };
      const { body }: GraphQLResponse<VendorPage> = await postGraphQL<VendorPage>(server.graphqlUrl, VENDORS, {
        first: 3,
        after,
      });
      ids.push(...body.data!.vendors.nodes.map((v) => v.id));
      if (!body.data!.vendors.pageInfo.hasNextPage) break;
      after = body.data!.vendors.pageInfo.endCursor;
    }
    expect(new Set(ids)).toEqual(new Set(seededVendors.map((v) => stableId('vendor', v.key))));
    expect(ids).toHaveLength(seededVendors.length);
  });

  it('says open or closed by the clock in India, and by closed days', async () => {
    const ask = async () =>
      (await postGraphQL<{ vendor: { openNow: boolean } }>(server.graphqlUrl, VENDOR, { id: SHOP_A })).body.data!.vendor
        .openNow;
    expect(await ask()).toBe(true);
    now = new Date('2026-03-02T16:00:00Z'); // 21:30 in India
    expect(await ask()).toBe(false);
    now = new Date('2026-03-02T01:00:00Z'); // 06:30 in India, 01:00 on a UTC clock
    expect(await ask()).toBe(false);

    await server.db.manager.update(VendorEntity, { id: SHOP_A }, { closedDays: [2] });
    now = new Date('2026-03-03T06:30:00Z'); // Tuesday noon in India
    expect(await ask()).toBe(false);
    await server.db.manager.update(VendorEntity, { id: SHOP_A }, { closedDays: [] });
  });

  it('is null for an unknown shop, BAD_USER_INPUT for an id that is not one, and refuses first: 101', async () => {
    const missing = await postGraphQL<{ vendor: unknown }>(server.graphqlUrl, VENDOR, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.body.data!.vendor).toBeNull();
    const bad = await postGraphQL(server.graphqlUrl, VENDOR, { id: 'shop' });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const tooMany = await postGraphQL(server.graphqlUrl, VENDORS, { first: 101 });
    expect(errorCode(tooMany.body)).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors![0].extensions!.field).toBe('first');
  });
});

describe('a shop that stops selling', () => {
  it('disappears from the catalogs, its products and its page, and comes back when active again', async () => {
    const shopBProducts = seededProducts.filter((p) => p.vendorId === SHOP_B);
    const oneOfThem = productId('joydev-stores', shopBProducts[0].name, shopBProducts[0].unit);
    await server.db.manager.update(VendorEntity, { id: SHOP_B }, { active: false });
    try {
      const grocery = await okProducts({ section: 'GROCERY', first: 100 });
      expect(grocery.nodes.some((p) => p.vendor.id === SHOP_B)).toBe(false);
      expect(grocery.nodes.length).toBe(
        seededProducts.filter((p) => (p.section as string) === 'GROCERY').length - shopBProducts.length,
      );
      expect((await okProducts({ vendorId: SHOP_B })).nodes).toEqual([]);
      const product = await postGraphQL<{ product: unknown }>(server.graphqlUrl, PRODUCT, { id: oneOfThem });
      expect(product.body.data!.product).toBeNull();
      const vendor = await postGraphQL<{ vendor: unknown }>(server.graphqlUrl, VENDOR, { id: SHOP_B });
      expect(vendor.body.data!.vendor).toBeNull();
    } finally {
      await server.db.manager.update(VendorEntity, { id: SHOP_B }, { active: true });
    }
    expect((await okProducts({ vendorId: SHOP_B, first: 100 })).nodes).toHaveLength(shopBProducts.length);
  });
});

describe('no N+1', () => {
  /** SQL statements the server runs while answering `query`. */
  async function statementsFor(
    query: string,
    variables: Record<string, unknown>,
  ): Promise<{ count: number; data: any }> {
    let data: any;
    const count = await countStatements(server.db, async () => {
      const { body } = await postGraphQL<any>(server.graphqlUrl, query, variables);
      expect(body.errors).toBeUndefined();
      data = body.data;
    });
    return { count, data };
  }

  const WITH_VENDORS = `query($first: Int!) { products(first: $first) { nodes { id name vendor { name openNow } } } }`;

  it('runs as many statements for 50 products with their shops as for 5', async () => {
    const five = await statementsFor(WITH_VENDORS, { first: 5 });
    const fifty = await statementsFor(WITH_VENDORS, { first: 50 });
    expect(five.data.products.nodes).toHaveLength(5);
    expect(fifty.data.products.nodes).toHaveLength(50);
    // Fifty products come from several shops, so a per-row vendor read would show here.
    expect(
      new Set(fifty.data.products.nodes.map((p: { vendor: { name: string } }) => p.vendor.name)).size,
    ).toBeGreaterThan(3);
    expect(five.count).toBeGreaterThan(0);
    expect(fifty.count).toBe(five.count);
  });

  it('reads a page of products with their shops in one statement', async () => {
    expect((await statementsFor(WITH_VENDORS, { first: 20 })).count).toBe(1);
  });

  it('loads shops by id in one batch, however many ask at once', async () => {
    const ctx = { db: server.db } as RequestContext;
    const count = await countStatements(server.db, async () => {
      const vendors = await Promise.all(seededProducts.map((p) => vendorById(ctx).load(p.vendorId)));
      expect(vendors.map((v) => v?.id)).toEqual(seededProducts.map((p) => p.vendorId));
      expect(vendors.find((v) => v?.id === SHOP_A)).toMatchObject({ name: 'Maa Tara Bhandar', opensAt: '07:00:00' });
    });
    expect(count).toBe(1);
  });

  it('runs as many statements for 50 shops as for 5', async () => {
    const query = `query($first: Int!) { vendors(first: $first) { nodes { name openNow phone } } }`;
    const few = await statementsFor(query, { first: 2 });
    const many = await statementsFor(query, { first: 50 });
    expect(many.count).toBe(few.count);
  });
});
