import { seededServer } from './support/flows';
import { errorCode } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
// 10:00 in the village on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:30:00Z');

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
});
afterAll(() => server.close());

const BOOK = `mutation Book($input: LabBookingInput!) {
  bookLabTests(input: $input) { checkoutCode trackingToken orders { code shopName totalPaise itemCount status } }
}`;
const TRACK = `query Track($input: TrackOrderInput!) {
  trackOrder(input: $input) { kind status preferredDate homeCollection totalPaise lines { name quantity unitPricePaise totalPaise } }
}`;

let seq = 0;
const customer = { name: 'Sabita Mondal', phone: '9832012345', address: 'Kalitala, Ilambazar' };
const booking = (labTestIds: string[], overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `lab-booking-${Date.now()}-${seq++}`,
  customer,
  labTestIds,
  preferredDate: '2026-11-24',
  homeCollection: false,
  ...overrides,
});

async function testId(name: string, lab: string): Promise<string> {
  const [row] = await server.db.query(
    `SELECT t.id FROM lab_test t JOIN vendor v ON v.id = t.vendor_id WHERE t.name = $1 AND v.name LIKE $2`,
    [name, `${lab}%`],
  );
  return row.id;
}

describe('bookLabTests', () => {
  it('makes one booking per lab at the listed prices, for the day and with home collection asked for', async () => {
    const cbcIlambazar = await testId('Complete Blood Count (CBC)', 'Ilambazar');
    const sugarIlambazar = await testId('Blood Sugar (Fasting)', 'Ilambazar');
    const esrBolpur = await testId('ESR', 'Santiniketan');
    const { body } = await postGraphQL<{ bookLabTests: any }>(server.graphqlUrl, BOOK, {
      input: booking([cbcIlambazar, esrBolpur, sugarIlambazar], { homeCollection: true }),
    });
    expect(body.errors).toBeUndefined();
    const placed = body.data!.bookLabTests;
    expect(placed.orders).toEqual([
      expect.objectContaining({
        code: `${placed.checkoutCode}-1`,
        totalPaise: 25000 + 5000,
        itemCount: 2,
        status: 'PLACED',
      }),
      expect.objectContaining({ code: `${placed.checkoutCode}-2`, totalPaise: 8000, itemCount: 1 }),
    ]);
    const tracked = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
      input: { code: placed.orders[0].code, trackingToken: placed.trackingToken },
    });
    expect(tracked.body.data!.trackOrder).toEqual({
      kind: 'LAB_TEST',
      status: 'PLACED',
      preferredDate: '2026-11-24',
      homeCollection: true,
      totalPaise: 30000,
      lines: [
        { name: 'Complete Blood Count (CBC)', quantity: 1, unitPricePaise: 25000, totalPaise: 25000 },
        { name: 'Blood Sugar (Fasting)', quantity: 1, unitPricePaise: 5000, totalPaise: 5000 },
      ],
    });
  });

  it('takes today, India time, and up to 30 days ahead', async () => {
    const cbc = await testId('Complete Blood Count (CBC)', 'Ilambazar');
    for (const day of ['2026-11-22', '2026-12-22']) {
      const { body } = await postGraphQL(server.graphqlUrl, BOOK, { input: booking([cbc], { preferredDate: day }) });
      expect(body.errors).toBeUndefined();
    }
  });

  it.each([
    ['yesterday', { preferredDate: '2026-11-21' }, 'preferredDate'],
    ['31 days ahead', { preferredDate: '2026-12-23' }, 'preferredDate'],
    ['a day that does not exist', { preferredDate: '2026-02-30' }, 'preferredDate'],
    ['a day written another way', { preferredDate: '24/11/2026' }, 'preferredDate'],
    ['no tests', { labTestIds: [] }, 'labTestIds'],
    ['a test id that is not an id', { labTestIds: ['cbc'] }, 'labTestIds.0'],
    ['a test that does not exist', { labTestIds: ['00000000-0000-4000-8000-000000000000'] }, 'labTestIds.0'],
    ['an empty address', { customer: { ...customer, address: ' ' } }, 'customer.address'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and books nothing', async (_what, overrides, field) => {
    const cbc = await testId('Complete Blood Count (CBC)', 'Ilambazar');
    const [before] = await server.db.query('SELECT count(*)::int AS n FROM checkout');
    const { body } = await postGraphQL(server.graphqlUrl, BOOK, { input: booking([cbc], overrides) });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe(field);
    expect((await server.db.query('SELECT count(*)::int AS n FROM checkout'))[0]).toEqual(before);
  });

  it('refuses home collection for a test that needs the lab, and the same test twice', async () => {
    const cbc = await testId('Complete Blood Count (CBC)', 'Ilambazar');
    const dengue = await testId('Dengue NS1 Antigen', 'Ilambazar');
    const home = await postGraphQL(server.graphqlUrl, BOOK, {
      input: booking([cbc, dengue], { homeCollection: true }),
    });
    expect(errorCode(home.body)).toBe('BAD_USER_INPUT');
    expect(home.body.errors![0]).toMatchObject({
      message: expect.stringContaining('Dengue NS1 Antigen'),
      extensions: { field: 'labTestIds.1', reason: 'testLabOnly', params: { name: 'Dengue NS1 Antigen' } },
    });
    const twice = await postGraphQL(server.graphqlUrl, BOOK, { input: booking([cbc, cbc]) });
    expect(twice.body.errors![0].extensions).toMatchObject({ field: 'labTestIds.1', reason: 'testTwice' });
  });
});
