import { randomUUID } from 'node:crypto';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { VendorEntity } from '../src/modules/catalog/vendor.entity';
import { type CartNeedsChanges, PLACE_CART, placeOrders, seededServer, signInAdmin, signInShop } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
/** 07:45 on Monday 2 March 2026 in India; the app's clock, moved by the tests. */
let now = new Date('2026-03-02T07:45:00+05:30');

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
});
afterAll(() => server.close());

const TRACK = `query Track($input: TrackOrderInput!) { trackOrder(input: $input) { code forAfterOpening } }`;
const VENDOR = `query Vendor($id: ID!) { vendor(id: $id) { openNow nextOpensAt closedToday takesLaterOrders } }`;
const SET_DAY = `mutation Day($vendorId: ID!, $input: ShopDayInput!) { setShopDay(vendorId: $vendorId, input: $input) { closedToday takesLaterOrders openNow nextOpensAt } }`;
const SET_HOURS = `mutation Hours($vendorId: ID!, $input: ShopHoursInput!) { updateShopHours(vendorId: $vendorId, input: $input) { opensAt closesAt openNow nextOpensAt } }`;

async function addProduct(vendorId: string): Promise<string> {
  const id = randomUUID();
  await server.db.manager.insert(ProductEntity, {
    id,
    vendorId,
    section: ProductSection.GROCERY,
    name: `Muri ${id.slice(0, 4)}`,
    nameBn: null,
    description: null,
    unit: '500 g',
    pricePaise: 3000,
    mrpPaise: 3000,
    stock: 20,
    available: true,
    image: null,
  });
  return id;
}
const order = (productId: string, acceptAfterOpening?: boolean) => ({
  input: {
    idempotencyKey: `key-${randomUUID()}`,
    customer: { name: 'Rina Das', phone: '9876500011', address: 'Near the school, Supur' },
    lines: [{ productId, quantity: 1 }],
    ...(acceptAfterOpening === undefined ? {} : { acceptAfterOpening }),
  },
});

describe('a shop that is closed', () => {
  beforeEach(async () => {
    now = new Date('2026-03-02T07:45:00+05:30');
    await server.db.manager.update(
      VendorEntity,
      { id: SHOP_A },
      { opensAt: '15:30', closesAt: '21:00', closedDays: [], closedOn: null, takesLaterOrders: false },
    );
  });
  afterAll(() =>
    server.db.manager.update(
      VendorEntity,
      { id: SHOP_A },
      { opensAt: '00:00', closesAt: '00:00', closedOn: null, takesLaterOrders: false },
    ),
  );

  it('says so and when it opens', async () => {
    const { body } = await postGraphQL<{ vendor: unknown }>(server.graphqlUrl, VENDOR, { id: SHOP_A });
    expect(body.data!.vendor).toEqual({
      openNow: false,
      nextOpensAt: '2026-03-02T10:00:00.000Z',
      closedToday: false,
      takesLaterOrders: false,
    });
  });

  it('refuses an order with SHOP_CLOSED, naming the shop and its opening, and writes nothing', async () => {
    const productId = await addProduct(SHOP_A);
    const before = await server.db.query(`SELECT count(*)::int AS n FROM customer_order`);
    const { body } = await postGraphQL(server.graphqlUrl, PLACE_CART, order(productId, true));
    expect(body.data!.placeOrder).toMatchObject({
      __typename: 'CartNeedsChanges',
      problems: [
        {
          productId,
          reason: 'SHOP_CLOSED',
          name: expect.any(String),
          shopName: 'Maa Tara Bhandar',
          opensAt: '2026-03-02T10:00:00.000Z',
          takesLaterOrders: false,
        },
      ],
    });
    expect(await server.db.query(`SELECT count(*)::int AS n FROM customer_order`)).toEqual(before);
  });

  it('takes an order for after opening when the shop allows it and the customer accepts, and the order says so', async () => {
    await server.db.manager.update(VendorEntity, { id: SHOP_A }, { takesLaterOrders: true });
    const productId = await addProduct(SHOP_A);
    const notAccepted = await postGraphQL(server.graphqlUrl, PLACE_CART, order(productId));
    expect(notAccepted.body.data!.placeOrder).toMatchObject({ __typename: 'CartNeedsChanges' });
    expect((notAccepted.body.data!.placeOrder as CartNeedsChanges).problems[0]).toMatchObject({
      reason: 'SHOP_CLOSED',
      takesLaterOrders: true,
    });

    const accepted = await placeOrders(server, order(productId, true).input);
    const { code } = accepted.orders[0];
    const tracked = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
      input: { code, trackingToken: accepted.trackingToken },
    });
    expect(tracked.body.errors).toBeUndefined();
    expect(tracked.body.data!.trackOrder).toEqual({ code, forAfterOpening: true });
  });

  it('takes orders as usual once open, not marked for later', async () => {
    now = new Date('2026-03-02T16:00:00+05:30');
    const productId = await addProduct(SHOP_A);
    const placed = await placeOrders(server, order(productId, true).input);
    const { code } = placed.orders[0];
    const tracked = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
      input: { code, trackingToken: placed.trackingToken },
    });
    expect(tracked.body.data!.trackOrder.forAfterOpening).toBe(false);
  });

  it('"closed today" shuts an open shop until the next day\'s opening', async () => {
    now = new Date('2026-03-02T16:00:00+05:30');
    const client = await signInShop(server, SHOP_A);
    const { body } = await client.request<{ setShopDay: unknown }>(SET_DAY, {
      vendorId: SHOP_A,
      input: { closedToday: true, takesLaterOrders: true },
    });
    expect(body.data!.setShopDay).toEqual({
      closedToday: true,
      takesLaterOrders: true,
      openNow: false,
      nextOpensAt: '2026-03-03T10:00:00.000Z',
    });
    now = new Date('2026-03-03T16:00:00+05:30');
    const next = await postGraphQL<{ vendor: any }>(server.graphqlUrl, VENDOR, { id: SHOP_A });
    expect(next.body.data!.vendor).toMatchObject({ openNow: true, closedToday: false });
  });
});

describe("who may set a shop's hours and day", () => {
  it("its own vendor and admins; another shop's vendor is FORBIDDEN, nobody signed in UNAUTHENTICATED", async () => {
    const ownClient = await signInShop(server, SHOP_B);
    const otherClient = await signInShop(server, SHOP_A);
    const adminClient = await signInAdmin(server);
    const hours = { vendorId: SHOP_B, input: { opensAt: '08:00', closesAt: '20:00', closedDays: [] } };
    const day = { vendorId: SHOP_B, input: { closedToday: false, takesLaterOrders: true } };

    expect(errorCode((await otherClient.request(SET_HOURS, hours)).body)).toBe('FORBIDDEN');
    expect(errorCode((await otherClient.request(SET_DAY, day)).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, SET_DAY, day)).body)).toBe('UNAUTHENTICATED');
    expect((await ownClient.request(SET_HOURS, hours)).body.errors).toBeUndefined();
    expect((await ownClient.request(SET_DAY, day)).body.errors).toBeUndefined();
    const byAdmin = await adminClient.request<{ updateShopHours: any }>(SET_HOURS, {
      vendorId: SHOP_B,
      input: { opensAt: '00:00', closesAt: '00:00', closedDays: [] },
    });
    expect(byAdmin.body.data!.updateShopHours).toEqual({
      opensAt: '00:00',
      closesAt: '00:00',
      openNow: true,
      nextOpensAt: null,
    });
    expect(
      (await adminClient.request(SET_DAY, { vendorId: SHOP_B, input: { closedToday: false, takesLaterOrders: false } }))
        .body.errors,
    ).toBeUndefined();
  });
});
