import { UserEntity } from '../src/modules/identity/user.entity';
import { randomUUID } from 'node:crypto';
import { UserRole } from '../src/modules/identity/user-role';
import { stableId } from '../src/seed/stable-id';
import { placeOrders, seededServer, signInAdmin, signInAs, signInShop } from './support/flows';
import { makeStaff, SHOP_A, SHOP_B } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { countStatements } from './support/statement-counter';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
// 18:00 in the village on Sunday 22 November 2026: "today" runs from 2026-11-21T18:30Z to 2026-11-22T18:30Z.
const now = new Date('2026-11-22T12:30:00Z');
const TODAY = '2026-11-22';
const DAY_STARTS = new Date('2026-11-21T18:30:00Z');
const DAY_ENDS = new Date('2026-11-22T18:30:00Z');
const PHARMACY = stableId('vendor', 'janata-medical-hall');
const SHOP_A_RICE = stableId('product', 'maa-tara-bhandar:Miniket Rice:1 kg');

let admin: SessionClient;
let riderId: string;
let doctorId: string;

beforeAll(async () => {
  server = await seededServer({ poolSize: 4, services: () => ({ clock: () => now }) });
  admin = await signInAdmin(server);
  riderId = (await makeStaff(server.db, UserRole.DELIVERY)).id;
  // A doctor who sits on Sundays from 17:00 to 20:00, three patients an hour.
  doctorId = randomUUID();
  await server.db.query(
    `INSERT INTO doctor (id, name, specialty_id, is_specialist, qualifications, chamber_name, chamber_address, village, visiting_days,
                         visit_from, visit_to, fee_paise, phone, patients_per_slot)
     VALUES ($1, 'Dr. Dashboard Sen', NULL, false, 'MBBS', 'Test Chamber', 'Station Road', 'Ilambazar', '{0}', '17:00', '20:00', 30000, '+919800012399', 3)`,
    [doctorId],
  );
});
afterAll(() => server.close());

const DASHBOARD = `query {
  adminDashboard {
    day listsToPrice ordersWithoutDeliveryPerson lowStockProducts lowStockThreshold
    ordersToday { status count }
    openHelpRequests { kind status count }
    appointmentsToday { status count }
  }
}`;

interface Dashboard {
  day: string;
  listsToPrice: number;
  ordersWithoutDeliveryPerson: number;
  lowStockProducts: number;
  lowStockThreshold: number;
  ordersToday: Array<{ status: string; count: number }>;
  openHelpRequests: Array<{ kind: string; status: string; count: number }>;
  appointmentsToday: Array<{ status: string; count: number }>;
}

async function dashboard(): Promise<Dashboard> {
  const { body } = await admin.request<{ adminDashboard: Dashboard }>(DASHBOARD);
  expect(body.errors).toBeUndefined();
  return body.data!.adminDashboard;
}

/** How each figure moved from `before` to `after`, by name ("PLACED", "MEDICAL_ASSISTANCE NEW"…). */
function change(before: Dashboard, after: Dashboard) {
  const byKey = (rows: Array<{ count: number; status: string; kind?: string }>) =>
    Object.fromEntries(rows.map((row) => [row.kind ? `${row.kind} ${row.status}` : row.status, row.count]));
  const minus = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, a[key] - b[key]]));
  return {
    ordersToday: minus(byKey(after.ordersToday), byKey(before.ordersToday)),
    listsToPrice: after.listsToPrice - before.listsToPrice,
    ordersWithoutDeliveryPerson: after.ordersWithoutDeliveryPerson - before.ordersWithoutDeliveryPerson,
    openHelpRequests: minus(byKey(after.openHelpRequests), byKey(before.openHelpRequests)),
    appointmentsToday: minus(byKey(after.appointmentsToday), byKey(before.appointmentsToday)),
    lowStockProducts: after.lowStockProducts - before.lowStockProducts,
  };
}

async function ok<T>(client: SessionClient | null, query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = client
    ? await client.request<T>(query, variables)
    : await postGraphQL<T>(server.graphqlUrl, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const customer = { name: 'Mitali Ghosh', phone: '9733012345', address: 'Pal para, Supur' };
const key = () => `dashboard-${randomUUID()}`;

async function orderId(code: string): Promise<string> {
  const [row] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
  return row.id;
}

async function placedAt(code: string, at: Date): Promise<void> {
  await server.db.query('UPDATE customer_order SET created_at = $2 WHERE code = $1', [code, at]);
}

async function cartOrder(): Promise<string> {
  const placed = await placeOrders(server, { idempotencyKey: key(), customer, lines: [SHOP_A_RICE] });
  return placed.orders[0].code;
}

async function listOrder(section: string, vendorId: string | null): Promise<string> {
  const data = await ok<{ placeListOrder: { orders: Array<{ code: string }> } }>(
    null,
    `mutation($input: ListOrderInput!) { placeListOrder(input: $input) { orders { code } } }`,
    { input: { idempotencyKey: key(), customer, section, vendorId, lines: ['2 kg rice', '1 litre mustard oil'] } },
  );
  return data.placeListOrder.orders[0].code;
}

async function labBooking(homeCollection: boolean): Promise<string> {
  const [test] = await server.db.query(
    `SELECT t.id FROM lab_test t JOIN vendor v ON v.id = t.vendor_id WHERE t.name = 'Complete Blood Count (CBC)' AND v.name LIKE 'Ilambazar%'`,
  );
  const data = await ok<{ bookLabTests: { orders: Array<{ code: string }> } }>(
    null,
    `mutation($input: LabBookingInput!) { bookLabTests(input: $input) { orders { code } } }`,
    { input: { idempotencyKey: key(), customer, labTestIds: [test.id], preferredDate: '2026-11-24', homeCollection } },
  );
  return data.bookLabTests.orders[0].code;
}

async function move(code: string, status: string, reason?: string): Promise<void> {
  await ok(admin, `mutation($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { id } }`, {
    input: { orderId: await orderId(code), status, reason },
  });
}

async function staffOrderCodes(variables: Record<string, unknown>): Promise<string[]> {
  const data = await ok<{ staffOrders: { nodes: Array<{ code: string }> } }>(
    admin,
    `query($needs: OrderNeed, $day: String) { staffOrders(needs: $needs, day: $day, first: 100) { nodes { code } } }`,
    variables,
  );
  return data.staffOrders.nodes.map((order) => order.code).sort();
}

describe('the admin dashboard', () => {
  it("counts today's orders by state (India's day), lists waiting for prices and orders waiting for a delivery person", async () => {
    const before = await dashboard();
    expect(before.day).toBe(TODAY);
    expect(before.ordersToday.map((row) => row.status)).toEqual([
      'PLACED',
      'PRICED',
      'CONFIRMED',
      'PACKED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'SAMPLE_COLLECTED',
      'REPORT_READY',
      'COMPLETED',
      'CANCELLED',
    ]);

    const placed = await cartOrder();
    const confirmed = await cartOrder();
    const assigned = await cartOrder();
    const packedYesterday = await cartOrder();
    const cancelled = await cartOrder();
    const outByShop = await cartOrder();
    const listToPrice = await listOrder('GROCERY', SHOP_A);
    const listFromYesterday = await listOrder('GROCERY', SHOP_A);
    const listPriced = await listOrder('GROCERY', SHOP_A);
    const medicinesForAnyPharmacy = await listOrder('PHARMACY', null);
    const labAtTheLab = await labBooking(false);
    const labAtHome = await labBooking(true);

    await move(confirmed, 'CONFIRMED');
    await move(assigned, 'CONFIRMED');
    await ok(admin, `mutation($input: AssignOrderInput!) { assignOrder(input: $input) { id } }`, {
      input: { orderId: await orderId(assigned), deliveryUserId: riderId },
    });
    await move(packedYesterday, 'CONFIRMED');
    await move(packedYesterday, 'PACKED');
    await move(cancelled, 'CANCELLED', 'Out of rice');
    // Taken out by a shop that delivers its orders itself, with no rider given: nobody needs assigning any more.
    await move(outByShop, 'CONFIRMED');
    await move(outByShop, 'PACKED');
    await server.db.query(
      `UPDATE vendor SET delivers_itself = true WHERE id = (SELECT vendor_id FROM customer_order WHERE code = $1)`,
      [outByShop],
    );
    await move(outByShop, 'OUT_FOR_DELIVERY');
    await server.db.query(
      `UPDATE vendor SET delivers_itself = false WHERE id = (SELECT vendor_id FROM customer_order WHERE code = $1)`,
      [outByShop],
    );
    await ok(admin, `mutation($input: PriceListOrderInput!) { priceListOrder(input: $input) { id } }`, {
      input: {
        orderId: await orderId(listPriced),
        lines: [
          { position: 1, available: true, totalPaise: 11000 },
          { position: 2, available: true, totalPaise: 19000 },
        ],
      },
    });
    await move(labAtTheLab, 'CONFIRMED');
    await move(labAtHome, 'CONFIRMED');

    // The day's edges: its first instant and its last belong to it, the instant before it does not.
    const inTheDay = new Date('2026-11-22T06:00:00Z');
    for (const code of [placed, confirmed, assigned, cancelled, outByShop, listPriced, labAtTheLab, labAtHome])
      await placedAt(code, inTheDay);
    await placedAt(listToPrice, DAY_STARTS);
    await placedAt(medicinesForAnyPharmacy, new Date(DAY_ENDS.getTime() - 1));
    await placedAt(packedYesterday, new Date(DAY_STARTS.getTime() - 1));
    await placedAt(listFromYesterday, new Date(DAY_STARTS.getTime() - 1));

    const after = await dashboard();
    expect(change(before, after)).toMatchObject({
      ordersToday: { PLACED: 3, PRICED: 1, CONFIRMED: 4, PACKED: 0, OUT_FOR_DELIVERY: 1, DELIVERED: 0, CANCELLED: 1 },
      listsToPrice: 3,
      // Not the lab bookings, at home or not: the lab collects its samples itself.
      ordersWithoutDeliveryPerson: 2,
    });

    // Each figure is what the orders list shows for the filter the dashboard links to.
    expect(await staffOrderCodes({ needs: 'PRICES' })).toEqual(
      [listToPrice, listFromYesterday, medicinesForAnyPharmacy].sort(),
    );
    expect(await staffOrderCodes({ needs: 'DELIVERY_PERSON' })).toEqual([confirmed, packedYesterday].sort());
    expect((await staffOrderCodes({ day: TODAY })).length).toBe(
      after.ordersToday.reduce((sum, row) => sum + row.count, 0),
    );
  });

  it('counts the open requests by kind and state, leaving out those done or closed', async () => {
    const before = await dashboard();
    const [provider] = await server.db.query('SELECT type FROM service_provider WHERE active LIMIT 1');
    const ask = async (kind: string, extra: Record<string, unknown> = {}) => {
      const input = {
        idempotencyKey: key(),
        kind,
        name: 'Sanjay Hansda',
        phone: '9734012345',
        message: 'Please call',
        ...extra,
      };
      await ok(null, `mutation($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`, { input });
      const [row] = await server.db.query('SELECT id FROM help_request WHERE idempotency_key = $1', [
        input.idempotencyKey,
      ]);
      return row.id as string;
    };
    const moveRequest = (id: string, status: string) =>
      ok(admin, `mutation($input: UpdateHelpRequestInput!) { updateHelpRequest(input: $input) { id } }`, {
        input: { id, status },
      });

    await ask('MEDICAL_ASSISTANCE');
    await moveRequest(await ask('MEDICAL_ASSISTANCE'), 'IN_PROGRESS');
    await moveRequest(await ask('MEDICAL_ASSISTANCE'), 'DONE');
    await ask('SERVICE', { serviceType: provider.type });
    await ask('CONTACT');
    await ask('CONTACT');
    await moveRequest(await ask('CONTACT'), 'CLOSED');

    expect(change(before, await dashboard()).openHelpRequests).toEqual({
      'MEDICAL_ASSISTANCE NEW': 1,
      'MEDICAL_ASSISTANCE IN_PROGRESS': 1,
      'SERVICE NEW': 1,
      'SERVICE IN_PROGRESS': 0,
      'CONTACT NEW': 2,
      'CONTACT IN_PROGRESS': 0,
    });
  });

  it("counts today's appointments by state, not another day's", async () => {
    const before = await dashboard();
    const book = async (day: string, startsAt: string) => {
      const data = await ok<{ bookAppointment: { appointment: { code: string } } }>(
        null,
        `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { ... on AppointmentBooked { appointment { code } } } }`,
        {
          input: {
            idempotencyKey: key(),
            doctorId,
            day,
            startsAt,
            patient: { name: 'Gour Hari Das', phone: '98000 11223' },
          },
        },
      );
      const [row] = await server.db.query('SELECT id FROM appointment WHERE code = $1', [
        data.bookAppointment.appointment.code,
      ]);
      return row.id as string;
    };
    const mark = (id: string, status: string, reason?: string) =>
      ok(admin, `mutation($input: UpdateAppointmentStatusInput!) { updateAppointmentStatus(input: $input) { id } }`, {
        input: { id, status, reason },
      });

    await book(TODAY, '19:00');
    await mark(await book(TODAY, '19:00'), 'VISITED');
    await mark(await book(TODAY, '19:00'), 'CANCELLED', 'Doctor away');
    await book('2026-11-29', '17:00');

    expect(change(before, await dashboard()).appointmentsToday).toEqual({ BOOKED: 1, VISITED: 1, CANCELLED: 1 });
  });

  it('counts the products on sale in open shops at or below the low-stock level', async () => {
    // A closed shop's products are not counted at all: close it before counting.
    await server.db.query('UPDATE vendor SET active = false WHERE id = $1', [SHOP_B]);
    try {
      const before = await dashboard();
      expect(before.lowStockThreshold).toBe(5);
      const plenty = (vendorId: string, count: number): Promise<Array<{ id: string }>> =>
        server.db.query(
          'SELECT id FROM product WHERE vendor_id = $1 AND available AND stock > 5 ORDER BY name LIMIT $2',
          [vendorId, count],
        );
      const [atTheLevel, justAbove, hidden] = await plenty(SHOP_A, 3);
      const [inClosedShop] = await plenty(SHOP_B, 1);
      await server.db.query('UPDATE product SET stock = 5 WHERE id = $1', [atTheLevel.id]);
      await server.db.query('UPDATE product SET stock = 6 WHERE id = $1', [justAbove.id]);
      await server.db.query('UPDATE product SET stock = 0, available = false WHERE id = $1', [hidden.id]);
      await server.db.query('UPDATE product SET stock = 0 WHERE id = $1', [inClosedShop.id]);
      expect(change(before, await dashboard()).lowStockProducts).toBe(1);
    } finally {
      await server.db.query('UPDATE vendor SET active = true WHERE id = $1', [SHOP_B]);
    }
  });

  it('costs the same few statements however much there is to count', async () => {
    const statements = () => countStatements(server.db, dashboard);
    const first = await statements();
    await cartOrder();
    await listOrder('PHARMACY', PHARMACY);
    expect(await statements()).toBe(first);
    expect(first).toBeLessThanOrEqual(6);
  });

  it('is for admins only: a shop, a delivery person and a stranger are refused', async () => {
    const vendor = await signInShop(server, SHOP_A);
    const rider = await signInAs(server, await server.db.manager.findOneByOrFail(UserEntity, { id: riderId }));

    for (const [client, code] of [
      [vendor, 'FORBIDDEN'],
      [rider, 'FORBIDDEN'],
      [new SessionClient(server.graphqlUrl), 'UNAUTHENTICATED'],
    ] as const) {
      const { body } = await client.request(DASHBOARD);
      expect(errorCode(body)).toBe(code);
      expect(body.data).toBeNull();
    }
  });
});
