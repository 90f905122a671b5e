import { seededServer } from './support/flows';
import { bookLabTest, LAB_A, LAB_B, labTestId, signInLabPeople, type LabPeople } from './support/lab-bookings';
import { errorCode, type SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * A lab keeps its own tests' prices and whether each takes bookings, from its own workspace: its
 * vendor for that lab only, an admin for any. Changes go to the audit trail; new bookings pay the
 * new price, bookings made keep theirs.
 */

let server: TestServer;
let people: LabPeople;

beforeAll(async () => {
  server = await seededServer();
  people = await signInLabPeople(server);
});
afterAll(() => server.close());

const LIST = `query Tests($vendorId: ID, $search: String) {
  shopLabTests(vendorId: $vendorId, search: $search, first: 100) { nodes { id name pricePaise active homeCollection labName } pageInfo { hasNextPage } }
}`;
const UPDATE = `mutation Update($input: UpdateShopLabTestInput!) { updateShopLabTest(input: $input) { id name pricePaise active } }`;
const PUBLIC = `query($search: String) { labTests(search: $search, first: 50) { nodes { id pricePaise } } }`;
const TRACK = `query($input: TrackOrderInput!) { trackOrder(input: $input) { totalPaise lines { unitPricePaise } } }`;

async function list(client: SessionClient, variables: Record<string, unknown> = {}) {
  return (await client.request<{ shopLabTests: { nodes: any[] } }>(LIST, variables)).body;
}

async function row(id: string): Promise<{ price_paise: number; active: boolean }> {
  const [found] = await server.db.query('SELECT price_paise, active FROM lab_test WHERE id = $1', [id]);
  return found;
}

async function trailOf(id: string) {
  return server.db.query(
    `SELECT actor_role, action, before, after FROM audit_entry WHERE entity_type = 'LAB_TEST' AND entity_id = $1 ORDER BY created_at`,
    [id],
  );
}

describe("a lab's own tests", () => {
  it('lists every test of its own lab, those not taking bookings too, and none of another lab', async () => {
    const hidden = await labTestId(server, 'Dengue NS1 Antigen');
    await server.db.query('UPDATE lab_test SET active = false WHERE id = $1', [hidden]);
    const { data, errors } = await list(people.labA);
    expect(errors).toBeUndefined();
    const [{ count }] = await server.db.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM lab_test WHERE vendor_id = $1',
      [LAB_A],
    );
    expect(data!.shopLabTests.nodes).toHaveLength(count);
    expect(data!.shopLabTests.nodes.every((t) => t.labName === 'Ilambazar Pathology & Diagnostic Centre')).toBe(true);
    expect(data!.shopLabTests.nodes.find((t) => t.id === hidden)).toMatchObject({
      name: 'Dengue NS1 Antigen',
      active: false,
    });
    expect((await list(people.labA, { search: 'sugar' })).data!.shopLabTests.nodes.map((t) => t.name)).toEqual([
      'Blood Sugar (Fasting)',
      'Blood Sugar (PP)',
    ]);
    await server.db.query('UPDATE lab_test SET active = true WHERE id = $1', [hidden]);
  });

  it('sets its price and availability, kept in the audit trail; new bookings pay it, a booking made keeps its own', async () => {
    const cbc = await labTestId(server, 'Complete Blood Count (CBC)');
    const earlier = await bookLabTest(server, cbc);
    const { body } = await people.labA.request<{ updateShopLabTest: any }>(UPDATE, {
      input: { id: cbc, pricePaise: 28000, active: true },
    });
    expect(body.data!.updateShopLabTest).toEqual({
      id: cbc,
      name: 'Complete Blood Count (CBC)',
      pricePaise: 28000,
      active: true,
    });
    expect(await trailOf(cbc)).toEqual([
      { actor_role: 'VENDOR', action: 'updated', before: { pricePaise: 25000 }, after: { pricePaise: 28000 } },
    ]);
    const seen = await postGraphQL<{ labTests: { nodes: any[] } }>(server.graphqlUrl, PUBLIC, {
      search: 'Complete Blood Count',
    });
    expect(seen.body.data!.labTests.nodes.find((t) => t.id === cbc).pricePaise).toBe(28000);

    const later = await bookLabTest(server, cbc);
    const totals = [];
    for (const booking of [earlier, later]) {
      const tracked = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
        input: { code: booking.code, trackingToken: booking.trackingToken },
      });
      totals.push(tracked.body.data!.trackOrder);
    }
    expect(totals).toEqual([
      { totalPaise: 25000, lines: [{ unitPricePaise: 25000 }] },
      { totalPaise: 28000, lines: [{ unitPricePaise: 28000 }] },
    ]);

    // Not taking bookings: customers no longer see it, nor book it.
    expect(
      (await people.labA.request(UPDATE, { input: { id: cbc, pricePaise: 28000, active: false } })).body.errors,
    ).toBeUndefined();
    expect((await trailOf(cbc)).at(-1)).toMatchObject({ before: { active: true }, after: { active: false } });
    const hiddenNow = await postGraphQL<{ labTests: { nodes: any[] } }>(server.graphqlUrl, PUBLIC, {
      search: 'Complete Blood Count',
    });
    expect(hiddenNow.body.data!.labTests.nodes.map((t) => t.id)).not.toContain(cbc);
    await expect(bookLabTest(server, cbc)).rejects.toThrow('testNotBookable');
    expect(
      (await people.labA.request(UPDATE, { input: { id: cbc, pricePaise: 25000, active: true } })).body.errors,
    ).toBeUndefined();
  });

  it("refuses one lab another lab's tests, and a grocer, a rider or nobody any, changing nothing", async () => {
    const esr = await labTestId(server, 'ESR', LAB_B);
    const before = await row(esr);
    const change = { input: { id: esr, pricePaise: 1, active: false } };
    expect(errorCode((await people.labA.request(UPDATE, change)).body)).toBe('FORBIDDEN');
    expect(errorCode((await people.grocer.request(UPDATE, change)).body)).toBe('FORBIDDEN');
    expect(errorCode((await people.rider.request(UPDATE, change)).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, UPDATE, change)).body)).toBe('UNAUTHENTICATED');
    expect(await row(esr)).toEqual(before);
    expect(await trailOf(esr)).toEqual([]);

    expect(errorCode(await list(people.labA, { vendorId: LAB_B }))).toBe('FORBIDDEN');
    expect(errorCode(await list(people.grocer))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list(people.rider))).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, LIST, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('lets an admin keep any lab’s tests, naming the lab', async () => {
    const esr = await labTestId(server, 'ESR', LAB_B);
    expect(errorCode(await list(people.admin))).toBe('BAD_USER_INPUT');
    expect((await list(people.admin, { vendorId: LAB_B })).data!.shopLabTests.nodes.map((t) => t.id)).toContain(esr);
    const { body } = await people.admin.request<{ updateShopLabTest: any }>(UPDATE, {
      input: { id: esr, pricePaise: 9000, active: true },
    });
    expect(body.data!.updateShopLabTest).toMatchObject({ pricePaise: 9000 });
    expect(await trailOf(esr)).toEqual([
      { actor_role: 'ADMIN', action: 'updated', before: { pricePaise: 8000 }, after: { pricePaise: 9000 } },
    ]);
  });

  it.each([
    ['a negative price', { pricePaise: -100 }],
    ['a price over ₹50,000', { pricePaise: 5_000_001 }],
    ['a price in fractions of paise', { pricePaise: 10.5 }],
    ['a test that does not exist', { id: '00000000-0000-4000-8000-000000000000' }],
    ['an id that is none', { id: 'cbc' }],
  ])('refuses %s and writes nothing', async (_what, overrides) => {
    const cbc = await labTestId(server, 'Complete Blood Count (CBC)');
    const before = await row(cbc);
    const { body } = await people.labA.request(UPDATE, {
      input: { id: cbc, pricePaise: 30000, active: true, ...overrides },
    });
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(errorCode(body));
    expect(await row(cbc)).toEqual(before);
  });
});
