import { stableId } from '../src/seed/stable-id';
import { seededServer, signInAdmin, signInShop } from './support/flows';
import { countStatements } from './support/statement-counter';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/** The transport section's admin kinds: toto stands and drivers, hire cars, bus routes and their trips. */
const STAND = 'id name nameBn village landmark sortOrder drivers { id }';
const CREATE_STAND = `mutation($input: TotoStandInput!) { createTotoStand(input: $input) { ${STAND} } }`;
const UPDATE_STAND = `mutation($id: ID!, $input: TotoStandInput!) { updateTotoStand(id: $id, input: $input) { ${STAND} } }`;
const DELETE_STAND = `mutation($id: ID!) { deleteTotoStand(id: $id) { id } }`;

const DRIVER = 'id name nameBn phone vehicleNumber available standId stand { name }';
const CREATE_DRIVER = `mutation($input: TotoDriverInput!) { createTotoDriver(input: $input) { ${DRIVER} } }`;
const UPDATE_DRIVER = `mutation($id: ID!, $input: TotoDriverInput!) { updateTotoDriver(id: $id, input: $input) { ${DRIVER} } }`;
const DELETE_DRIVER = `mutation($id: ID!) { deleteTotoDriver(id: $id) { id } }`;
const DRIVERS = `query($standId: ID, $search: String) { adminTotoDrivers(standId: $standId, search: $search, first: 100) { nodes { id name standId stand { name } } } }`;

const CAR = 'id driverName driverNameBn phone model vehicleNumber seats ratePaisePerKm village ac available';
const CREATE_CAR = `mutation($input: CarInput!) { createCar(input: $input) { ${CAR} } }`;
const UPDATE_CAR = `mutation($id: ID!, $input: CarInput!) { updateCar(id: $id, input: $input) { ${CAR} } }`;
const DELETE_CAR = `mutation($id: ID!) { deleteCar(id: $id) { id } }`;

const ROUTE = 'id slug name nameBn fromPlace toPlace via upSlug downSlug sortOrder';
const CREATE_ROUTE = `mutation($input: BusRouteInput!) { createBusRoute(input: $input) { ${ROUTE} } }`;
const UPDATE_ROUTE = `mutation($id: ID!, $input: BusRouteInput!) { updateBusRoute(id: $id, input: $input) { ${ROUTE} } }`;
const DELETE_ROUTE = `mutation($id: ID!) { deleteBusRoute(id: $id) { id } }`;

const TRIP = 'id routeId direction departsAt operator busName days stops route { name upSlug }';
const CREATE_TRIP = `mutation($input: BusTripInput!) { createBusTrip(input: $input) { ${TRIP} } }`;
const UPDATE_TRIP = `mutation($id: ID!, $input: BusTripInput!) { updateBusTrip(id: $id, input: $input) { ${TRIP} } }`;
const DELETE_TRIP = `mutation($id: ID!) { deleteBusTrip(id: $id) { id } }`;
const TRIPS = `query($way: String, $first: Int!, $after: String) { adminBusTrips(way: $way, first: $first, after: $after) { nodes { id direction departsAt stops route { slug } } pageInfo { endCursor hasNextPage } } }`;

const PUBLIC_STANDS = `query { totoStands(first: 100) { nodes { id name drivers { name phone } } } }`;
const PUBLIC_CARS = `query { cars(first: 100) { nodes { id driverName } } }`;
const PUBLIC_TIMETABLE = `query($direction: String!) { busTimetable(direction: $direction) { fromPlace toPlace trips { id departsAt busName stops { order name nameBn arrivesAt } } } }`;
const TRAIL = `query($type: AuditEntity!, $id: ID!) { auditTrail(entityType: $type, entityId: $id) { nodes { action before after } } }`;

const ILAMBAZAR_STAND = stableId('toto_stand', 'ilambazar-bus-stand');

let server: TestServer;
let admin: SessionClient;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const trail = async (type: string, id: string) =>
  (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { type, id })).body.data!.auditTrail.nodes;

async function ok<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await admin.request<any>(query, variables);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data)[0] as T;
}

/** The call is refused as BAD_USER_INPUT on `field`, and neither `table` nor the trail grows. */
async function refused(
  query: string,
  variables: Record<string, unknown>,
  table: string,
  field: string,
  message?: RegExp,
) {
  const before = [await count(table), await count('audit_entry')];
  const { status, body } = await admin.request(query, variables);
  expect(status).toBe(200);
  expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  if (message) expect(body.errors![0].message).toMatch(message);
  expect([await count(table), await count('audit_entry')]).toEqual(before);
}

const stand = (overrides: Record<string, unknown> = {}) => ({
  name: ' Supur Hat ',
  nameBn: 'সুপুর হাট',
  village: 'Supur',
  landmark: '',
  sortOrder: 9,
  ...overrides,
});
const driver = (standId: string, overrides: Record<string, unknown> = {}) => ({
  standId,
  name: 'Haru Bagdi',
  nameBn: null,
  phone: '098300 12345',
  vehicleNumber: ' wb 53  e 9001 ',
  available: true,
  ...overrides,
});
const car = (overrides: Record<string, unknown> = {}) => ({
  driverName: 'Mithun Pal',
  driverNameBn: 'মিঠুন পাল',
  phone: '+91 97330 11223',
  model: 'Tata Sumo',
  vehicleNumber: 'WB 53 C 1111',
  seats: 8,
  ratePaisePerKm: 1650,
  village: 'Ilambazar',
  ac: false,
  available: true,
  ...overrides,
});
const route = (overrides: Record<string, unknown> = {}) => ({
  name: 'Supur – Sian',
  nameBn: null,
  fromPlace: 'Supur',
  toPlace: 'Sian',
  via: 'Raipur',
  slug: '',
  upSlug: '',
  downSlug: '',
  sortOrder: 5,
  ...overrides,
});
const trip = (way: string, overrides: Record<string, unknown> = {}) => ({
  way,
  departsAt: '07:05',
  operator: 'Private',
  busName: 'Maa Durga',
  days: [6, 1, 1, 2],
  stops: ['7:05 Supur More / সুপুর মোড়', '', '07:20 Raipur', '07:40 Sian Bazar'],
  ...overrides,
});

describe('toto stands and drivers', () => {
  it('adds a stand and a driver at it; customers see the driver under the stand; both are in the trail', async () => {
    const made = await ok(CREATE_STAND, { input: stand() });
    expect(made).toMatchObject({ name: 'Supur Hat', landmark: null, village: 'Supur', sortOrder: 9, drivers: [] });
    const haru = await ok(CREATE_DRIVER, { input: driver(made.id) });
    expect(haru).toMatchObject({
      name: 'Haru Bagdi',
      phone: '+919830012345',
      vehicleNumber: 'WB 53 E 9001',
      standId: made.id,
      stand: { name: 'Supur Hat' },
    });

    const seen = await postGraphQL<{ totoStands: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_STANDS);
    expect(seen.body.data!.totoStands.nodes.find((s) => s.id === made.id)).toMatchObject({
      drivers: [{ name: 'Haru Bagdi', phone: '+919830012345' }],
    });

    expect(await trail('TOTO_STAND', made.id)).toEqual([
      expect.objectContaining({ action: 'created', after: expect.objectContaining({ name: 'Supur Hat' }) }),
    ]);
    expect(await trail('TOTO_DRIVER', haru.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        after: expect.objectContaining({ standId: made.id, phone: '+919830012345' }),
      }),
    ]);
  });

  it('moves a driver to another stand, and the list filters by stand', async () => {
    const supur = await ok(CREATE_STAND, { input: stand({ name: 'Supur Bazar' }) });
    const haru = await ok(CREATE_DRIVER, { input: driver(supur.id, { name: 'Kalu Let' }) });
    const moved = await ok(UPDATE_DRIVER, {
      id: haru.id,
      input: driver(ILAMBAZAR_STAND, { name: 'Kalu Let', available: false }),
    });
    expect(moved).toMatchObject({ standId: ILAMBAZAR_STAND, available: false, stand: { name: 'Ilambazar Bus Stand' } });
    expect((await trail('TOTO_DRIVER', haru.id))[0]).toMatchObject({
      action: 'updated',
      before: { standId: supur.id, available: true },
      after: { standId: ILAMBAZAR_STAND, available: false },
    });

    const atIlambazar = await ok<{ nodes: any[] }>(DRIVERS, { standId: ILAMBAZAR_STAND });
    expect(atIlambazar.nodes.map((d) => d.name)).toContain('Kalu Let');
    expect(
      atIlambazar.nodes.every((d) => d.standId === ILAMBAZAR_STAND && d.stand.name === 'Ilambazar Bus Stand'),
    ).toBe(true);
    expect((await ok<{ nodes: any[] }>(DRIVERS, { standId: supur.id })).nodes).toEqual([]);
    expect((await ok<{ nodes: any[] }>(DRIVERS, { search: '9001' })).nodes.map((d) => d.name)).toContain('Kalu Let');
  });

  it('refuses to delete a stand drivers wait at, saying why; once they are gone, it goes', async () => {
    const lonely = await ok(CREATE_STAND, { input: stand({ name: 'Lonely More' }) });
    const driverAt = await ok(CREATE_DRIVER, { input: driver(lonely.id, { name: 'Gour Hari' }) });
    await refused(DELETE_STAND, { id: lonely.id }, 'toto_stand', 'id', /Drivers wait at this stand/);
    await ok(DELETE_DRIVER, { id: driverAt.id });
    await ok(DELETE_STAND, { id: lonely.id });
    expect((await trail('TOTO_STAND', lonely.id))[0]).toMatchObject({
      action: 'deleted',
      after: null,
      before: expect.objectContaining({ name: 'Lonely More' }),
    });
    expect((await trail('TOTO_DRIVER', driverAt.id))[0]).toMatchObject({
      action: 'deleted',
      before: expect.objectContaining({ name: 'Gour Hari' }),
    });
  });

  it('edits a stand', async () => {
    const made = await ok(CREATE_STAND, { input: stand({ name: 'Chouhatta' }) });
    const edited = await ok(UPDATE_STAND, {
      id: made.id,
      input: stand({ name: 'Chouhatta More', landmark: 'By the tea stall' }),
    });
    expect(edited).toMatchObject({ name: 'Chouhatta More', landmark: 'By the tea stall' });
    expect((await trail('TOTO_STAND', made.id))[0]).toMatchObject({
      before: { name: 'Chouhatta', landmark: null },
      after: { name: 'Chouhatta More', landmark: 'By the tea stall' },
    });
  });

  it.each([
    ['a stand name of spaces', CREATE_STAND, () => ({ input: stand({ name: '  ' }) }), 'toto_stand', 'name'],
    ['a stand without a village', CREATE_STAND, () => ({ input: stand({ village: ' ' }) }), 'toto_stand', 'village'],
    ['a stand place below 0', CREATE_STAND, () => ({ input: stand({ sortOrder: -1 }) }), 'toto_stand', 'sortOrder'],
    [
      'a driver at no stand',
      CREATE_DRIVER,
      () => ({ input: driver('00000000-0000-4000-8000-000000000000') }),
      'toto_driver',
      'standId',
    ],
    [
      'a driver at a stand id that is not one',
      CREATE_DRIVER,
      () => ({ input: driver('nope') }),
      'toto_driver',
      'standId',
    ],
    [
      'a driver whose mobile is not one',
      CREATE_DRIVER,
      () => ({ input: driver(ILAMBAZAR_STAND, { phone: '03463 252101' }) }),
      'toto_driver',
      'phone',
    ],
    [
      'a driver without a vehicle number',
      CREATE_DRIVER,
      () => ({ input: driver(ILAMBAZAR_STAND, { vehicleNumber: '??' }) }),
      'toto_driver',
      'vehicleNumber',
    ],
  ])('refuses %s on its field, writing nothing', async (_what, query, variables, table, field) => {
    await refused(query, variables(), table, field);
  });
});

describe('cars for hire', () => {
  it('adds a car (rupees stored as paise), hides it from customers when it cannot be hired, deletes it', async () => {
    const made = await ok(CREATE_CAR, { input: car() });
    expect(made).toMatchObject({
      driverName: 'Mithun Pal',
      phone: '+919733011223',
      ratePaisePerKm: 1650,
      seats: 8,
      available: true,
    });
    const publicIds = async () =>
      (await postGraphQL<{ cars: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_CARS)).body.data!.cars.nodes.map(
        (c) => c.id,
      );
    expect(await publicIds()).toContain(made.id);

    const off = await ok(UPDATE_CAR, { id: made.id, input: car({ available: false, ac: true }) });
    expect(off).toMatchObject({ available: false, ac: true });
    expect(await publicIds()).not.toContain(made.id);
    expect((await trail('CAR', made.id))[0]).toMatchObject({
      action: 'updated',
      before: { available: true, ac: false },
      after: { available: false, ac: true },
    });

    await ok(DELETE_CAR, { id: made.id });
    expect((await trail('CAR', made.id))[0]).toMatchObject({ action: 'deleted' });
  });

  it.each([
    ['no seats', { seats: 0 }, 'seats'],
    ['a rate below nothing', { ratePaisePerKm: -100 }, 'ratePaisePerKm'],
    ['a landline for a phone', { phone: '100' }, 'phone'],
    ['a model of spaces', { model: '   ' }, 'model'],
    ['no village', { village: '' }, 'village'],
    ['a driver name over 80 characters', { driverName: 'x'.repeat(81) }, 'driverName'],
  ])('refuses %s on its field, writing nothing', async (_what, overrides, field) => {
    await refused(CREATE_CAR, { input: car(overrides) }, 'car', field);
  });
});

describe('bus routes and their trips', () => {
  it('adds a route with its ways made from the places, a trip on it with its stops, shown on the bus page', async () => {
    const made = await ok(CREATE_ROUTE, { input: route() });
    expect(made).toMatchObject({
      slug: 'supur-sian',
      upSlug: 'supur-to-sian',
      downSlug: 'sian-to-supur',
      via: 'Raipur',
    });

    const first = await ok(CREATE_TRIP, { input: trip('supur-to-sian') });
    expect(first).toMatchObject({
      routeId: made.id,
      direction: 'UP',
      departsAt: '07:05',
      days: [1, 2, 6],
      stops: ['07:05 Supur More / সুপুর মোড়', '07:20 Raipur', '07:40 Sian Bazar'],
      route: { name: 'Supur – Sian', upSlug: 'supur-to-sian' },
    });
    const back = await ok(CREATE_TRIP, {
      input: trip('sian-to-supur', { departsAt: '16:30', stops: [], busName: '' }),
    });
    expect(back).toMatchObject({ direction: 'DOWN', departsAt: '16:30', busName: null, stops: [] });

    const page = await postGraphQL<{ busTimetable: any }>(server.graphqlUrl, PUBLIC_TIMETABLE, {
      direction: 'supur-to-sian',
    });
    expect(page.body.data!.busTimetable).toMatchObject({
      fromPlace: 'Supur',
      toPlace: 'Sian',
      trips: [
        {
          id: first.id,
          departsAt: '07:05',
          busName: 'Maa Durga',
          stops: [
            { order: 1, name: 'Supur More', nameBn: 'সুপুর মোড়', arrivesAt: '07:05' },
            { order: 2, name: 'Raipur', nameBn: null, arrivesAt: '07:20' },
            { order: 3, name: 'Sian Bazar', nameBn: null, arrivesAt: '07:40' },
          ],
        },
      ],
    });
    expect((await trail('BUS_TRIP', first.id))[0]).toMatchObject({
      action: 'created',
      after: expect.objectContaining({
        departsAt: '07:05:00',
        direction: 'UP',
        stops: ['07:05 Supur More / সুপুর মোড়', '07:20 Raipur', '07:40 Sian Bazar'],
      }),
    });
  });

  it('moves a trip to a new time with new stops; the trail names only what changed, stops too', async () => {
    const made = await ok(CREATE_ROUTE, {
      input: route({ name: 'Sian – Labpur', fromPlace: 'Sian', toPlace: 'Labpur' }),
    });
    const created = await ok(CREATE_TRIP, { input: trip(made.upSlug, { stops: ['07:05 Sian', '07:30 Labpur'] }) });
    const moved = await ok(UPDATE_TRIP, {
      id: created.id,
      input: trip(made.upSlug, { departsAt: '7.15', stops: ['07:15 Sian', '07:45 Labpur'] }),
    });
    expect(moved).toMatchObject({ departsAt: '07:15', stops: ['07:15 Sian', '07:45 Labpur'] });
    expect((await trail('BUS_TRIP', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { departsAt: '07:05:00', stops: ['07:05 Sian', '07:30 Labpur'] },
        after: { departsAt: '07:15:00', stops: ['07:15 Sian', '07:45 Labpur'] },
      }),
    );

    // Unchanged, nothing is named as changed.
    await ok(UPDATE_TRIP, {
      id: created.id,
      input: trip(made.upSlug, { departsAt: '07:15', stops: ['07:15 Sian', '07:45 Labpur'] }),
    });
    expect((await trail('BUS_TRIP', created.id))[0]).toMatchObject({ action: 'updated', before: null, after: null });

    // The way back along the same route.
    const turned = await ok(UPDATE_TRIP, {
      id: created.id,
      input: trip(made.downSlug, { departsAt: '07:15', stops: [] }),
    });
    expect(turned).toMatchObject({ direction: 'DOWN', stops: [] });
    expect(await count(`bus_stop_time WHERE trip_id = '${created.id}'`)).toBe(0);
  });

  it('lists one way of a route by departure, a page at a time', async () => {
    const all: any[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page: { nodes: any[]; pageInfo: { endCursor: string; hasNextPage: boolean } } = await ok(TRIPS, {
        way: 'ilambazar-to-bolpur',
        first: 2,
        after,
      });
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const [{ n }] = await server.db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM bus_trip WHERE route_id = $1 AND direction = 'UP'`,
      [stableId('bus_route', 'ilambazar-bolpur')],
    );
    expect(all).toHaveLength(n);
    expect(all.every((t) => t.direction === 'UP' && t.route.slug === 'ilambazar-bolpur')).toBe(true);
    const times = all.map((t) => t.departsAt);
    expect(times).toEqual([...times].sort());
    expect(all[0].stops[0]).toMatch(/^\d\d:\d\d Ilambazar Bus Stand \/ ইলামবাজার/);
  });

  it('refuses to delete a route with trips, saying why; deleting its trips first lets it go', async () => {
    const made = await ok(CREATE_ROUTE, {
      input: route({ name: 'Labpur – Kirnahar', fromPlace: 'Labpur', toPlace: 'Kirnahar' }),
    });
    const one = await ok(CREATE_TRIP, { input: trip(made.upSlug, { stops: [] }) });
    await refused(DELETE_ROUTE, { id: made.id }, 'bus_route', 'id', /This route has trips in its timetable/);
    const trips = await count('bus_trip');
    await ok(DELETE_TRIP, { id: one.id });
    expect(await count('bus_trip')).toBe(trips - 1);
    expect((await trail('BUS_TRIP', one.id))[0]).toMatchObject({
      action: 'deleted',
      before: expect.objectContaining({ operator: 'Private', stops: [] }),
    });
    await ok(DELETE_ROUTE, { id: made.id });
  });

  it('edits a route, and refuses a way another route already has', async () => {
    const { id, ...made } = await ok(CREATE_ROUTE, {
      input: route({ name: 'Kirnahar – Nanoor', fromPlace: 'Kirnahar', toPlace: 'Nanoor' }),
    });
    const edited = await ok(UPDATE_ROUTE, {
      id,
      input: route({ ...made, name: 'Kirnahar – Nanoor (via Thupsara)', via: 'Thupsara' }),
    });
    expect(edited).toMatchObject({ slug: made.slug, upSlug: 'kirnahar-to-nanoor', via: 'Thupsara' });
    await refused(
      UPDATE_ROUTE,
      { id, input: route({ ...made, upSlug: 'bolpur-to-ilambazar' }) },
      'bus_route',
      'upSlug',
      /Another bus route already uses this web address/,
    );
    await refused(
      CREATE_ROUTE,
      { input: route({ name: 'Kirnahar – Nanoor', fromPlace: 'Nanoor', toPlace: 'Kirnahar' }) },
      'bus_route',
      'upSlug',
    );
  });

  it.each([
    [
      'a route that ends where it starts',
      CREATE_ROUTE,
      () => ({ input: route({ name: 'Loop', toPlace: 'supur' }) }),
      'bus_route',
      'toPlace',
    ],
    [
      'a route without a start',
      CREATE_ROUTE,
      () => ({ input: route({ name: 'Nowhere – Sian', fromPlace: ' ' }) }),
      'bus_route',
      'fromPlace',
    ],
    [
      'a route address with capitals',
      CREATE_ROUTE,
      () => ({ input: route({ name: 'A – B', fromPlace: 'A', toPlace: 'B', slug: 'A B' }) }),
      'bus_route',
      'slug',
    ],
    [
      'a route whose two ways share an address',
      CREATE_ROUTE,
      () => ({ input: route({ name: 'C – D', fromPlace: 'C', toPlace: 'D', upSlug: 'c-d', downSlug: 'c-d' }) }),
      'bus_route',
      'downSlug',
    ],
    ['a trip on no route', CREATE_TRIP, () => ({ input: trip('nowhere-to-anywhere') }), 'bus_trip', 'way'],
    [
      'a departure that is not a time',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { departsAt: '25:00' }) }),
      'bus_trip',
      'departsAt',
    ],
    [
      'a departure in words',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { departsAt: 'morning' }) }),
      'bus_trip',
      'departsAt',
    ],
    ['a trip on no day', CREATE_TRIP, () => ({ input: trip('ilambazar-to-bolpur', { days: [] }) }), 'bus_trip', 'days'],
    [
      'a day that is not one',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { days: [7] }) }),
      'bus_trip',
      'days',
    ],
    [
      'a trip without an operator',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { operator: ' ' }) }),
      'bus_trip',
      'operator',
    ],
    [
      'a stop without a time',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { stops: ['07:05 Ilambazar', 'Chouhatta'] }) }),
      'bus_trip',
      'stops',
    ],
    [
      'a first stop away from the departure time',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { stops: ['07:10 Ilambazar'] }) }),
      'bus_trip',
      'stops',
    ],
    [
      'stops out of order',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { stops: ['07:05 Ilambazar', '07:30 Supur', '07:20 Chouhatta'] }) }),
      'bus_trip',
      'stops',
    ],
    [
      'a stop at 24:10',
      CREATE_TRIP,
      () => ({ input: trip('ilambazar-to-bolpur', { stops: ['07:05 Ilambazar', '24:10 Bolpur'] }) }),
      'bus_trip',
      'stops',
    ],
  ])('refuses %s on its field, writing nothing', async (_what, query, variables, table, field) => {
    await refused(query, variables(), table, field);
  });

  it('names the line that is wrong', async () => {
    const { body } = await admin.request(CREATE_TRIP, {
      input: trip('ilambazar-to-bolpur', { stops: ['07:05 Ilambazar', '07:30 Supur', '07:20 Chouhatta'] }),
    });
    expect(body.errors![0].message).toBe('Line 3: the bus cannot reach Chouhatta before the stop above (07:30).');
  });
});

describe('the admin lists', () => {
  it('read drivers with their stands, and trips with their routes and stops, in the same number of statements for 2 as for many', async () => {
    const statements = (query: string, variables: Record<string, unknown>) =>
      countStatements(server.db, () => ok(query, variables));
    const DRIVERS_PAGE = `query($first: Int!) { adminTotoDrivers(first: $first) { nodes { id stand { name } } } }`;
    const TRIPS_PAGE = `query($first: Int!) { adminBusTrips(first: $first) { nodes { id stops route { name } } } }`;
    expect((await ok<{ nodes: unknown[] }>(DRIVERS_PAGE, { first: 100 })).nodes.length).toBeGreaterThan(5);
    expect((await ok<{ nodes: unknown[] }>(TRIPS_PAGE, { first: 100 })).nodes.length).toBeGreaterThan(5);
    expect(await statements(DRIVERS_PAGE, { first: 100 })).toBe(await statements(DRIVERS_PAGE, { first: 2 }));
    expect(await statements(TRIPS_PAGE, { first: 100 })).toBe(await statements(TRIPS_PAGE, { first: 2 }));
  });
});

describe('who may', () => {
  it('refuses vendors and anonymous callers, writing nothing', async () => {
    const vendor = await signInShop(server);
    const before = [
      await count('toto_stand'),
      await count('toto_driver'),
      await count('car'),
      await count('bus_route'),
      await count('bus_trip'),
    ];
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE_STAND, { input: stand() }],
      [CREATE_DRIVER, { input: driver(ILAMBAZAR_STAND) }],
      [CREATE_CAR, { input: car() }],
      [CREATE_ROUTE, { input: route({ name: 'X – Y', fromPlace: 'X', toPlace: 'Y' }) }],
      [CREATE_TRIP, { input: trip('ilambazar-to-bolpur', { stops: [] }) }],
      [DELETE_STAND, { id: ILAMBAZAR_STAND }],
      [TRIPS, { first: 5 }],
    ];
    for (const [query, variables] of calls) {
      expect(errorCode((await vendor.request(query, variables)).body)).toBe('FORBIDDEN');
      expect(errorCode((await postGraphQL(server.graphqlUrl, query, variables)).body)).toBe('UNAUTHENTICATED');
    }
    expect([
      await count('toto_stand'),
      await count('toto_driver'),
      await count('car'),
      await count('bus_route'),
      await count('bus_trip'),
    ]).toEqual(before);
  });
});
