import { randomUUID } from 'node:crypto';
import { stableId } from '../src/seed/stable-id';
import { seededServer, signInShop } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { photo } from './support/photos';
import { postGraphQL, type TestServer } from './support/test-server';

const BAZAAR_A = stableId('vendor', 'haat-tala-sabji');
const BAZAAR_B = stableId('vendor', 'ajay-matsya-bhandar');
const PHARMACY = stableId('vendor', 'janata-medical-hall');

let server: TestServer;
const vendors: Record<string, SessionClient> = {};

beforeAll(async () => {
  server = await seededServer();
  for (const [name, shop] of Object.entries({
    groceryA: SHOP_A,
    groceryB: SHOP_B,
    bazaarA: BAZAAR_A,
    bazaarB: BAZAAR_B,
    pharmacy: PHARMACY,
  })) {
    vendors[name] = await signInShop(server, shop);
  }
});
afterAll(() => server.close());

const PLACE_LIST = `mutation PlaceList($input: ListOrderInput!) {
  placeListOrder(input: $input) { checkoutCode trackingToken orders { code shopName totalPaise itemCount status } }
}`;
const ORDER_FIELDS = `id code kind status totalPaise itemCount note hasPrescription nextStatuses shop { id name }
  lines { position name totalPaise available } events { from to by reason }`;
const TRACK = `query Track($input: TrackOrderInput!) { trackOrder(input: $input) { ${ORDER_FIELDS} } }`;
const PRICE = `mutation Price($input: PriceListOrderInput!) { priceListOrder(input: $input) { ${ORDER_FIELDS} } }`;
const RESPOND = `mutation Respond($input: RespondToPriceInput!) { respondToPrice(input: $input) { ${ORDER_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { status } }`;
const STAFF_ORDER = `query StaffOrder($id: ID!) { order(id: $id) { id status shop { id } } }`;

const customer = { name: 'Mitali Ghosh', phone: '9733012345', address: 'Pal para, Supur' };
const list = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `list-${randomUUID()}`,
  customer,
  section: 'GROCERY',
  vendorId: SHOP_A,
  lines: ['2 kg Gobindobhog rice', ' 1 litre  mustard oil ', '', 'Tata salt 1 kg'],
  note: 'After 5 pm please',
  ...overrides,
});

async function placeList(input: Record<string, unknown>) {
  const { body } = await postGraphQL<{ placeListOrder: any }>(server.graphqlUrl, PLACE_LIST, { input });
  expect(body.errors).toBeUndefined();
  return body.data!.placeListOrder as {
    checkoutCode: string;
    trackingToken: string;
    orders: Array<{ code: string; shopName: string | null }>;
  };
}

async function track(code: string, trackingToken: string) {
  const { body } = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, { input: { code, trackingToken } });
  expect(body.errors).toBeUndefined();
  return body.data!.trackOrder;
}

const priceAll = (orderId: string, lines: Array<[number, number | null]>) => ({
  orderId,
  lines: lines.map(([position, totalPaise]) => ({ position, available: totalPaise !== null, totalPaise })),
});

describe('a shopping list (fordo)', () => {
  it('goes to the chosen shop unpriced, is priced line by line by it, and is confirmed by the customer', async () => {
    const placed = await placeList(list());
    expect(placed.orders).toEqual([
      {
        code: `${placed.checkoutCode}-1`,
        shopName: 'Maa Tara Bhandar',
        totalPaise: null,
        itemCount: 3,
        status: 'PLACED',
      },
    ]);
    const order = await track(placed.orders[0].code, placed.trackingToken);
    expect(order).toMatchObject({
      kind: 'FORDO',
      status: 'PLACED',
      totalPaise: null,
      note: 'After 5 pm please',
      nextStatuses: ['CANCELLED'],
      lines: [
        { position: 1, name: '2 kg Gobindobhog rice', totalPaise: null, available: true },
        { position: 2, name: '1 litre mustard oil' },
        { position: 3, name: 'Tata salt 1 kg' },
      ],
    });

    // Accepting before the shop has priced it is not the customer's move.
    const early = await postGraphQL(server.graphqlUrl, RESPOND, {
      input: { code: order.code, trackingToken: placed.trackingToken, accept: true },
    });
    expect(errorCode(early.body)).toBe('BAD_USER_INPUT');
    // Nor is another shop's pricing.
    expect(
      errorCode(
        (
          await vendors.groceryB.request(PRICE, {
            input: priceAll(order.id, [
              [1, 16000],
              [2, 19000],
              [3, null],
            ]),
          })
        ).body,
      ),
    ).toBe('NOT_FOUND');

    const priced = await vendors.groceryA.request<{ priceListOrder: any }>(PRICE, {
      input: priceAll(order.id, [
        [1, 16000],
        [2, 19000],
        [3, null],
      ]),
    });
    expect(priced.body.errors).toBeUndefined();
    expect(priced.body.data!.priceListOrder).toMatchObject({
      status: 'PRICED',
      totalPaise: 35000,
      lines: [
        { position: 1, totalPaise: 16000, available: true },
        { position: 2, totalPaise: 19000, available: true },
        { position: 3, totalPaise: null, available: false },
      ],
    });

    const seen = await track(order.code, placed.trackingToken);
    expect(seen).toMatchObject({ status: 'PRICED', totalPaise: 35000, nextStatuses: ['CONFIRMED', 'CANCELLED'] });
    const accepted = await postGraphQL<{ respondToPrice: any }>(server.graphqlUrl, RESPOND, {
      input: { code: order.code, trackingToken: placed.trackingToken, accept: true },
    });
    expect(accepted.body.data!.respondToPrice).toMatchObject({
      status: 'CONFIRMED',
      events: [
        { from: null, to: 'PLACED', by: 'CUSTOMER' },
        { from: 'PLACED', to: 'PRICED', by: 'VENDOR' },
        { from: 'PRICED', to: 'CONFIRMED', by: 'CUSTOMER' },
      ],
    });
    // From here it is an ordinary order for the shop.
    expect(
      (
        await vendors.groceryA.request<{ updateOrderStatus: any }>(UPDATE, {
          input: { orderId: order.id, status: 'PACKED' },
        })
      ).body.data!.updateOrderStatus.status,
    ).toBe('PACKED');
  });

  it('can be declined once priced, and is then cancelled with the reason', async () => {
    const placed = await placeList(list());
    const { id, code } = await track(placed.orders[0].code, placed.trackingToken);
    await vendors.groceryA.request(PRICE, {
      input: priceAll(id, [
        [1, 100000],
        [2, 100000],
        [3, 100000],
      ]),
    });
    const declined = await postGraphQL<{ respondToPrice: any }>(server.graphqlUrl, RESPOND, {
      input: { code, trackingToken: placed.trackingToken, accept: false },
    });
    expect(declined.body.data!.respondToPrice).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(declined.body.data!.respondToPrice.events.at(-1)).toEqual({
      from: 'PRICED',
      to: 'CANCELLED',
      by: 'CUSTOMER',
      reason: 'Declined the prices',
    });
  });

  it('sent to any bazaar shop, is seen by every bazaar shop, and becomes the order of the one that prices it', async () => {
    const placed = await placeList(
      list({ section: 'BAZAAR', vendorId: null, lines: ['1 kg rui fish', '500 g potol'] }),
    );
    expect(placed.orders[0].shopName).toBeNull();
    const { id, code } = await track(placed.orders[0].code, placed.trackingToken);

    expect((await vendors.bazaarB.request<{ order: any }>(STAFF_ORDER, { id })).body.data!.order).toMatchObject({
      id,
      shop: null,
    });
    expect((await vendors.groceryA.request<{ order: any }>(STAFF_ORDER, { id })).body.data!.order).toBeNull();
    // An unclaimed list is priced, not confirmed.
    expect(
      errorCode((await vendors.bazaarB.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } })).body),
    ).toBe('NOT_FOUND');

    const priced = await vendors.bazaarA.request<{ priceListOrder: any }>(PRICE, {
      input: priceAll(id, [
        [1, 28000],
        [2, 2000],
      ]),
    });
    expect(priced.body.data!.priceListOrder).toMatchObject({
      status: 'PRICED',
      totalPaise: 30000,
      shop: { id: BAZAAR_A, name: 'Haat Tala Sabji Bazar' },
    });
    expect((await vendors.bazaarB.request<{ order: any }>(STAFF_ORDER, { id })).body.data!.order).toBeNull();
    expect(
      errorCode(
        (
          await vendors.bazaarB.request(PRICE, {
            input: priceAll(id, [
              [1, 1],
              [2, 1],
            ]),
          })
        ).body,
      ),
    ).toBe('NOT_FOUND');
    expect((await track(code, placed.trackingToken)).shop).toEqual({ id: BAZAAR_A, name: 'Haat Tala Sabji Bazar' });
  });
});

describe('a closed shop', () => {
  const STAFF_ORDERS = `query Desk { staffOrders(first: 100) { nodes { id customerName address } } }`;
  const setActive = (shop: string, active: boolean) =>
    server.db.query('UPDATE vendor SET active = $2 WHERE id = $1', [shop, active]);
  const desk = async (vendor: SessionClient) => {
    const { body } = await vendor.request<{
      staffOrders: { nodes: Array<{ id: string; customerName: string; address: string }> };
    }>(STAFF_ORDERS);
    expect(body.errors).toBeUndefined();
    return body.data!.staffOrders.nodes;
  };

  it("sees no list meant for any shop of its kind, nor the customer's name and address on it, while it keeps its own orders", async () => {
    const own = await placeList(list({ section: 'BAZAAR', vendorId: BAZAAR_B, lines: ['1 kg onion'] }));
    const open = await placeList(list({ section: 'BAZAAR', vendorId: null, lines: ['1 kg rui fish'] }));
    const ownId = (await track(own.orders[0].code, own.trackingToken)).id;
    const { id } = await track(open.orders[0].code, open.trackingToken);
    expect((await desk(vendors.bazaarB)).map((order) => order.id)).toEqual(expect.arrayContaining([ownId, id]));

    await setActive(BAZAAR_B, false);
    try {
      const seen = await desk(vendors.bazaarB);
      expect(seen.map((order) => order.id)).toContain(ownId);
      expect(seen.map((order) => order.id)).not.toContain(id);
      expect((await vendors.bazaarB.request<{ order: any }>(STAFF_ORDER, { id })).body.data!.order).toBeNull();
      // An open shop of the kind still sees it.
      expect((await desk(vendors.bazaarA)).find((order) => order.id === id)).toMatchObject({
        customerName: customer.name,
        address: customer.address,
      });
    } finally {
      await setActive(BAZAAR_B, true);
    }
    expect((await desk(vendors.bazaarB)).map((order) => order.id)).toContain(id);
  });

  it('cannot price, and so claim, a list no shop has taken: refused with the reason, nothing written', async () => {
    const placed = await placeList(
      list({ section: 'BAZAAR', vendorId: null, lines: ['1 kg rui fish', '500 g potol'] }),
    );
    const { id, code } = await track(placed.orders[0].code, placed.trackingToken);
    const written = async () =>
      (
        await server.db.query(
          `SELECT o.vendor_id, o.status, o.total_paise, o.version,
                  (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id AND l.total_paise IS NOT NULL) AS priced,
                  (SELECT count(*)::int FROM order_event e WHERE e.order_id = o.id) AS events,
                  (SELECT count(*)::int FROM audit_entry a WHERE a.entity_id = o.id) AS audits
             FROM customer_order o WHERE o.id = $1`,
          [id],
        )
      )[0];
    const before = await written();

    await setActive(BAZAAR_B, false);
    try {
      const { body } = await vendors.bazaarB.request(PRICE, {
        input: priceAll(id, [
          [1, 28000],
          [2, 2000],
        ]),
      });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0].extensions).toMatchObject({ field: 'orderId', reason: 'shopClosed' });
      expect(body.errors![0].message).toMatch(/shop is closed/);
      expect(await written()).toEqual(before);
      expect((await track(code, placed.trackingToken)).shop).toBeNull();
    } finally {
      await setActive(BAZAAR_B, true);
    }
    // Open again, it may.
    const priced = await vendors.bazaarB.request<{ priceListOrder: any }>(PRICE, {
      input: priceAll(id, [
        [1, 28000],
        [2, 2000],
      ]),
    });
    expect(priced.body.data!.priceListOrder).toMatchObject({ status: 'PRICED', shop: { id: BAZAAR_B } });
  });
});

describe('a medicine order', () => {
  it('goes to a pharmacy as a typed list and is priced like a fordo', async () => {
    const placed = await placeList(
      list({
        section: 'PHARMACY',
        vendorId: PHARMACY,
        lines: ['Paracetamol 500 mg, 1 strip', 'ORS 5 sachets'],
        note: null,
      }),
    );
    const order = await track(placed.orders[0].code, placed.trackingToken);
    expect(order).toMatchObject({ kind: 'MEDICINE', shop: { id: PHARMACY } });
    const priced = await vendors.pharmacy.request<{ priceListOrder: any }>(PRICE, {
      input: priceAll(order.id, [
        [1, 3500],
        [2, 10000],
      ]),
    });
    expect(priced.body.data!.priceListOrder).toMatchObject({ status: 'PRICED', totalPaise: 13500 });
  });
});

describe('bad input: a clear error naming the field, nothing written', () => {
  const counts = async () =>
    (
      await server.db.query(
        'SELECT (SELECT count(*)::int FROM checkout) AS c, (SELECT count(*)::int FROM order_line) AS l',
      )
    )[0];

  it.each([
    ['a kind of shop that takes no lists', { section: 'FOOD', vendorId: null }, 'section'],
    ['a shop of another kind', { section: 'BAZAAR', vendorId: SHOP_A }, 'vendorId'],
    ['a shop id that is not an id', { vendorId: 'maa-tara' }, 'vendorId'],
    ['a list of blank lines', { lines: ['  ', ''] }, 'lines'],
    ['a line of 500 characters', { lines: ['x'.repeat(500)] }, 'lines'],
    ['31 lines', { lines: Array.from({ length: 31 }, (_, i) => `item ${i}`) }, 'lines'],
    ['a landline', { customer: { ...customer, phone: '0346 3260300' } }, 'customer.phone'],
  ])('%s', async (_what, overrides, field) => {
    const before = await counts();
    const { body } = await postGraphQL(server.graphqlUrl, PLACE_LIST, { input: list(overrides) });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe(field);
    expect(await counts()).toEqual(before);
  });

  it('refuses prices that leave out a line, lack a price, go negative, or supply nothing; the list stays PLACED', async () => {
    const placed = await placeList(list());
    const { id, code } = await track(placed.orders[0].code, placed.trackingToken);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [
        priceAll(id, [
          [1, 100],
          [2, 100],
        ]),
        'lines',
      ],
      [
        priceAll(id, [
          [1, 100],
          [2, 100],
          [3, 100],
          [3, 100],
        ]),
        'lines',
      ],
      [
        {
          orderId: id,
          lines: [
            { position: 1, available: true },
            { position: 2, available: true, totalPaise: 1 },
            { position: 3, available: false },
          ],
        },
        'lines.0.totalPaise',
      ],
      [
        priceAll(id, [
          [1, -5],
          [2, 100],
          [3, 100],
        ]),
        'lines.0.totalPaise',
      ],
      [
        priceAll(id, [
          [1, null],
          [2, null],
          [3, null],
        ]),
        'lines',
      ],
    ];
    for (const [input, field] of attempts) {
      const { body } = await vendors.groceryA.request(PRICE, { input });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0].extensions!.field).toBe(field);
    }
    expect((await track(code, placed.trackingToken)).status).toBe('PLACED');
    // A list is priced, never confirmed straight away.
    expect(
      errorCode((await vendors.groceryA.request(UPDATE, { input: { orderId: id, status: 'CONFIRMED' } })).body),
    ).toBe('BAD_USER_INPUT');
  });
});

describe('a prescription photo', () => {
  let JPEG: Buffer;
  let PNG: Buffer;
  beforeAll(async () => {
    [JPEG, PNG] = await Promise.all([photo('jpeg'), photo('png')]);
  });
  const uploadUrl = () => `${server.url}/uploads/prescriptions`;
  const upload = (body: Buffer, type: string) =>
    fetch(uploadUrl(), { method: 'POST', headers: { 'content-type': type }, body });

  it('is received, sent with a medicine order without any lines, and priced by the pharmacy writing the lines', async () => {
    const received = await upload(JPEG, 'image/jpeg');
    expect(received.status).toBe(201);
    const { file } = (await received.json()) as { file: string };
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/);

    const placed = await placeList(
      list({ section: 'PHARMACY', vendorId: PHARMACY, lines: [], note: null, prescriptionFile: file }),
    );
    expect(placed.orders[0]).toMatchObject({ itemCount: 1 });
    const order = await track(placed.orders[0].code, placed.trackingToken);
    expect(order.lines).toEqual([]);

    // The pharmacy sees the photo; nobody else does.
    const asPharmacy = await fetch(`${uploadUrl()}/${file}`, {
      headers: { authorization: `Bearer ${vendors.pharmacy.accessToken}` },
    });
    expect(asPharmacy.status).toBe(200);
    expect(asPharmacy.headers.get('content-type')).toBe('image/jpeg');
    expect(asPharmacy.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await asPharmacy.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await fetch(`${uploadUrl()}/${file}`)).status).toBe(401);
    expect(
      (await fetch(`${uploadUrl()}/${file}`, { headers: { authorization: `Bearer ${vendors.groceryA.accessToken}` } }))
        .status,
    ).toBe(404);
    expect(
      (
        await fetch(`${uploadUrl()}/..%2F..%2Fetc%2Fpasswd`, {
          headers: { authorization: `Bearer ${vendors.pharmacy.accessToken}` },
        })
      ).status,
    ).toBe(404);

    const priced = await vendors.pharmacy.request<{ priceListOrder: any }>(PRICE, {
      input: {
        orderId: order.id,
        lines: [
          { position: 1, available: true, totalPaise: 4200, name: 'Amoxicillin 500 mg, 10 capsules' },
          { position: 2, available: false, name: 'Montair LC' },
        ],
      },
    });
    expect(priced.body.errors).toBeUndefined();
    expect(priced.body.data!.priceListOrder).toMatchObject({
      status: 'PRICED',
      totalPaise: 4200,
      itemCount: 2,
      lines: [
        { position: 1, name: 'Amoxicillin 500 mg, 10 capsules', totalPaise: 4200, available: true },
        { position: 2, name: 'Montair LC', totalPaise: null, available: false },
      ],
    });
  });

  it('takes a PNG too', async () => {
    const received = await upload(PNG, 'image/png');
    expect(received.status).toBe(201);
    expect(((await received.json()) as { file: string }).file).toMatch(/\.png$/);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a' + 'x'.repeat(100)), 'image/gif'],
    ['a PDF', Buffer.from('%PDF-1.4 ' + 'x'.repeat(100)), 'application/pdf'],
    [
      'a JPEG said to be a PNG',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]),
      'image/png',
    ],
    ['text said to be a JPEG', Buffer.from('hello '.repeat(50)), 'image/jpeg'],
    ['nothing', Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s with 400 BAD_USER_INPUT', async (_what, body, type) => {
    const response = await upload(body, type);
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'prescription',
      reason: 'prescriptionPhotoType',
    });
  });

  it('refuses with 400 BAD_USER_INPUT a file that only begins like a JPEG', async () => {
    const response = await upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
      'image/jpeg',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'prescription',
      reason: 'photoUnreadable',
    });
    expect(await server.db.query('SELECT file FROM prescription_upload WHERE bytes = 2052')).toEqual([]);
  });

  it('refuses a photo over 5 MB with 413 and keeps nothing', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, 'image/jpeg');
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'prescription',
      reason: 'photoTooBig',
    });
  });

  it('refuses an order naming a photo that never arrived, or a prescription sent to a grocery', async () => {
    const missing = await postGraphQL(server.graphqlUrl, PLACE_LIST, {
      input: list({
        section: 'PHARMACY',
        vendorId: PHARMACY,
        lines: [],
        prescriptionFile: '3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
      }),
    });
    expect(missing.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'prescriptionFile' });
    const odd = await postGraphQL(server.graphqlUrl, PLACE_LIST, {
      input: list({ section: 'PHARMACY', vendorId: PHARMACY, lines: [], prescriptionFile: '../../etc/passwd' }),
    });
    expect(odd.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'prescriptionFile' });
    const { file } = (await (await upload(JPEG, 'image/jpeg')).json()) as { file: string };
    const grocery = await postGraphQL(server.graphqlUrl, PLACE_LIST, { input: list({ prescriptionFile: file }) });
    expect(grocery.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'prescriptionFile' });
  });
});
