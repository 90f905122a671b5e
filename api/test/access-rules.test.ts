import type { UserEntity } from '../src/modules/identity/user.entity';
import { GraphQLObjectType } from 'graphql';
import { buildAppSchema } from '../src/schema';
import { accessRuleOf } from '../src/shared/auth/access-rules';
import { stableId } from '../src/seed/stable-id';
import { UserRole } from '../src/modules/identity/user-role';
import { seededServer, signInAs } from './support/flows';
import { makeAdmin, makeStaff, SHOP_A, SHOP_B } from './support/people';
import { SessionClient } from './support/session-client';
import { type TestServer } from './support/test-server';

describe('deny by default', () => {
  it('every query, mutation and subscription is marked public or carries a role rule', async () => {
    const schema = await buildAppSchema();
    const unmarked: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!(type instanceof GraphQLObjectType)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!accessRuleOf(field)) unmarked.push(`${type.name}.${field.name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});

type Who = 'anonymous' | 'vendorA' | 'vendorB' | 'delivery' | 'admin';
/** What the caller gets: allowed, refused as who they are, or (for a record that is not theirs) told it does not exist. */
type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
const EVERYONE: Who[] = ['anonymous', 'vendorA', 'vendorB', 'delivery', 'admin'];

const adminOnly: Record<Who, Outcome> = {
  anonymous: 'UNAUTHENTICATED',
  vendorA: 'FORBIDDEN',
  vendorB: 'FORBIDDEN',
  delivery: 'FORBIDDEN',
  admin: 'allowed',
};
const signedIn: Record<Who, Outcome> = {
  anonymous: 'UNAUTHENTICATED',
  vendorA: 'allowed',
  vendorB: 'allowed',
  delivery: 'allowed',
  admin: 'allowed',
};
const anyone: Record<Who, Outcome> = {
  anonymous: 'allowed',
  vendorA: 'allowed',
  vendorB: 'allowed',
  delivery: 'allowed',
  admin: 'allowed',
};

/** A seeded product of shop A. */
const SHOP_A_RICE = stableId('product', 'maa-tara-bhandar:Miniket Rice:1 kg');

let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

type MatrixRow = { call: () => [string, Record<string, unknown>?]; expect: Record<Who, Outcome> };

/** The three writes every admin-kept kind of record has (admin-records): admins only. */
function recordWrites(name: string, input: () => Record<string, unknown>): Record<string, MatrixRow> {
  const none = '"00000000-0000-4000-8000-000000000000"';
  return {
    [`create${name}`]: {
      call: () => [`mutation($input: ${name}Input!) { create${name}(input: $input) { id } }`, { input: input() }],
      expect: adminOnly,
    },
    [`update${name}`]: {
      call: () => [
        `mutation($input: ${name}Input!) { update${name}(id: ${none}, input: $input) { id } }`,
        { input: input() },
      ],
      expect: adminOnly,
    },
    [`delete${name}`]: { call: () => [`mutation { delete${name}(id: ${none}) { id } }`], expect: adminOnly },
  };
}

/**
 * Every mutation (and the admin-wide queries), called by each kind of caller, with what must happen. Vendor A owns SHOP_A;
 * vendor B reaching for it must be refused. A new mutation fails the test until it is added here.
 */
const MATRIX: Record<string, MatrixRow> = {
  ...recordWrites('EmergencyContact', () => ({
    group: 'POLICE',
    name: `Thana ${unique()}`,
    phone: '100',
    available24h: true,
    sortOrder: 0,
  })),
  ...recordWrites('Specialty', () => ({ name: `Specialty ${unique()}`, sortOrder: 0 })),
  ...recordWrites('Teacher', () => ({
    name: `Teacher ${unique()}`,
    subjects: ['Mathematics'],
    classFrom: 1,
    classTo: 5,
    village: 'Bolpur',
    feePaise: 30000,
    modes: ['HOME'],
    phone: '9876543210',
    qualifications: 'B.Sc',
    active: false,
  })),
  ...recordWrites('ServiceProvider', () => ({
    type: 'plumber',
    name: `Plumber ${unique()}`,
    village: 'Bolpur',
    phone: '9876543210',
    active: false,
  })),
  ...recordWrites('FeedPost', () => ({
    type: 'NOTICE',
    title: `Notice ${unique()}`,
    body: 'Nothing happens.',
    publishedAt: '2099-01-01T00:00:00.000Z',
  })),
  // Content the public sees: a hidden banner, a page that is already there, an album refused on its address, so the matrix leaves nothing on the site.
  ...recordWrites('HomeBanner', () => ({
    title: `Banner ${unique()}`,
    linkPath: '/medical',
    sortOrder: 0,
    active: false,
  })),
  ...recordWrites('Page', () => ({ slug: 'about', title: 'About Haat', body: 'Words' })),
  ...recordWrites('GalleryAlbum', () => ({ title: `Album ${unique()}`, slug: 'Not an address!', sortOrder: 0 })),
  updateGalleryImage: {
    call: () => [
      `mutation { updateGalleryImage(id: "00000000-0000-4000-8000-000000000000", input: { caption: "A caption" }) { id } }`,
    ],
    expect: adminOnly,
  },
  deleteGalleryImage: {
    call: () => [`mutation { deleteGalleryImage(id: "00000000-0000-4000-8000-000000000000") { id } }`],
    expect: adminOnly,
  },
  ...recordWrites('MedicalPlace', () => ({
    type: 'CLINIC',
    name: `Clinic ${unique()}`,
    address: 'Station Road',
    village: 'Bolpur',
    phone: '9876543210',
    open24h: false,
  })),
  ...recordWrites('Doctor', () => ({
    name: `Dr. ${unique()}`,
    isSpecialist: false,
    qualifications: 'MBBS',
    chamberName: 'Own chamber',
    chamberAddress: 'Station Road',
    village: 'Bolpur',
    visitingDays: [1],
    visitFrom: '17:00',
    visitTo: '19:00',
    feePaise: 20000,
    phone: '9876543210',
    patientsPerSlot: 5,
    active: false,
  })),
  ...recordWrites('LabTest', () => ({
    name: `Test ${unique()}`,
    pricePaise: 10000,
    sample: 'Blood',
    reportTime: 'Next day',
    homeCollection: false,
    active: false,
  })),
  ...recordWrites('TotoStand', () => ({ name: `Stand ${unique()}`, village: 'Supur', sortOrder: 0 })),
  ...recordWrites('TotoDriver', () => ({
    standId: stableId('toto_stand', 'ilambazar-bus-stand'),
    name: `Driver ${unique()}`,
    phone: '9800000002',
    vehicleNumber: 'WB 53 E 0001',
    available: true,
  })),
  ...recordWrites('Car', () => ({
    driverName: `Driver ${unique()}`,
    phone: '9800000003',
    model: 'Maruti Alto',
    vehicleNumber: 'WB 53 A 0001',
    seats: 4,
    ratePaisePerKm: 1000,
    village: 'Supur',
    ac: false,
    available: false,
  })),
  ...recordWrites('BusRoute', () => {
    const place = `Place${unique()}`;
    return { name: `${place} – Bolpur`, fromPlace: place, toPlace: 'Bolpur', sortOrder: 0 };
  }),
  ...recordWrites('BusTrip', () => ({
    way: 'ilambazar-to-bolpur',
    departsAt: '23:59',
    operator: 'Private',
    days: [0],
    stops: [],
  })),
  retryOutboxMessage: {
    call: () => [`mutation { retryOutboxMessage(id: "00000000-0000-4000-8000-000000000000") { id } }`],
    expect: adminOnly,
  },
  retryFailedOutboxMessages: { call: () => [`mutation { retryFailedOutboxMessages }`], expect: adminOnly },
  createVendor: {
    call: () => [
      `mutation($input: CreateVendorInput!) { createVendor(input: $input) { id } }`,
      {
        input: {
          name: 'Access Test Stores',
          category: 'GROCERY',
          village: 'Supur',
          address: 'By the pond',
          phone: '9800000001',
          hours: { opensAt: '08:00', closesAt: '20:00', closedDays: [] },
          account: {
            name: 'Owner',
            phone: `93${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
            password: 'long enough pass',
          },
        },
      },
    ],
    expect: adminOnly,
  },
  updateVendor: {
    call: () => [
      `mutation($input: UpdateVendorInput!) { updateVendor(input: $input) { id } }`,
      {
        input: {
          id: SHOP_B,
          name: 'Joydev Stores',
          village: 'Supur',
          address: 'Main road',
          phone: '9800000002',
          active: true,
        },
      },
    ],
    expect: adminOnly,
  },
  updateAppointmentStatus: {
    call: () => [
      `mutation { updateAppointmentStatus(input: { id: "00000000-0000-4000-8000-000000000000", status: VISITED }) { id } }`,
    ],
    expect: adminOnly,
  },
  signInAdmin: {
    call: () => [`mutation { signInAdmin(input: { email: "x@haat.test", password: "whatever1" }) { accessToken } }`],
    expect: anyone,
  },
  signInVendor: {
    call: () => [`mutation { signInVendor(input: { phone: "9000000002", password: "whatever1" }) { accessToken } }`],
    expect: anyone,
  },
  signInDelivery: {
    call: () => [`mutation { signInDelivery(input: { phone: "9000000003", password: "whatever1" }) { accessToken } }`],
    expect: anyone,
  },
  refreshSession: {
    call: () => [`mutation { refreshSession { accessToken } }`],
    expect: { ...anyone, anonymous: 'UNAUTHENTICATED' },
  },
  signOut: { call: () => [`mutation { signOut }`], expect: anyone },
  requestPasswordReset: { call: () => [`mutation { requestPasswordReset(email: "x@haat.test") }`], expect: anyone },
  resetPassword: {
    call: () => [`mutation { resetPassword(input: { token: "made-up", password: "long enough pass" }) }`],
    expect: anyone,
  },
  changePassword: {
    call: () => [
      `mutation { changePassword(input: { currentPassword: "not the current one", newPassword: "long enough pass" }) }`,
    ],
    expect: signedIn,
  },
  setStaffPassword: {
    call: () => [
      `mutation { setStaffPassword(input: { userId: "00000000-0000-4000-8000-000000000000", password: "long enough pass" }) { id } }`,
    ],
    expect: adminOnly,
  },
  createVendorAccount: {
    call: () => [
      `mutation($phone: String!, $vendorId: ID!) { createVendorAccount(input: { name: "New Vendor", phone: $phone, password: "long enough pass", vendorId: $vendorId }) { id } }`,
      { phone: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, vendorId: SHOP_B },
    ],
    expect: adminOnly,
  },
  createDeliveryAccount: {
    call: () => [
      `mutation($phone: String!) { createDeliveryAccount(input: { name: "New Rider", phone: $phone, password: "long enough pass" }) { id } }`,
      { phone: `96${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
    ],
    expect: adminOnly,
  },
  createAdminAccount: {
    call: () => [
      `mutation($email: String!) { createAdminAccount(input: { name: "New Admin", email: $email, password: "long enough pass" }) { id } }`,
      { email: `admin-${unique()}@haat.test` },
    ],
    expect: adminOnly,
  },
  disableUser: {
    call: () => [`mutation { disableUser(id: "00000000-0000-4000-8000-000000000000") { id } }`],
    expect: adminOnly,
  },
  setShopDay: {
    call: () => [
      `mutation($vendorId: ID!) { setShopDay(vendorId: $vendorId, input: { closedToday: false }) { id } }`,
      { vendorId: SHOP_A },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  setShopDelivery: {
    call: () => [
      `mutation($vendorId: ID!) { setShopDelivery(vendorId: $vendorId, deliversItself: false) { id } }`,
      { vendorId: SHOP_A },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  updateShopHours: {
    call: () => [
      `mutation($vendorId: ID!) { updateShopHours(vendorId: $vendorId, input: { opensAt: "07:00", closesAt: "21:00", closedDays: [] }) { id } }`,
      { vendorId: SHOP_A },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  // Customers have no account: placing, tracking and cancelling orders is open to anyone (cancel needs the tracking token).
  placeOrder: {
    call: () => [
      `mutation { placeOrder(input: { idempotencyKey: "access-matrix-key-0001", customer: { name: "A", phone: "9800000001", address: "B" }, lines: [] }) { __typename } }`,
    ],
    expect: anyone,
  },
  cancelOrder: {
    call: () => [`mutation { cancelOrder(input: { code: "AAAAAA-1", trackingToken: "made-up" }) { id } }`],
    expect: anyone,
  },
  placeListOrder: {
    call: () => [
      `mutation { placeListOrder(input: { idempotencyKey: "access-matrix-key-0002", customer: { name: "A", phone: "9800000001", address: "B" }, section: FOOD, lines: [] }) { checkoutCode } }`,
    ],
    expect: anyone,
  },
  respondToPrice: {
    call: () => [
      `mutation { respondToPrice(input: { code: "AAAAAA-1", trackingToken: "made-up", accept: true }) { id } }`,
    ],
    expect: anyone,
  },
  priceListOrder: {
    call: () => [
      `mutation { priceListOrder(input: { orderId: "00000000-0000-4000-8000-000000000000", lines: [{ position: 1, available: true, totalPaise: 100 }] }) { id } }`,
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'allowed',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  bookLabTests: {
    call: () => [
      `mutation { bookLabTests(input: { idempotencyKey: "access-matrix-key-0003", customer: { name: "A", phone: "9800000001", address: "B" }, labTestIds: [], preferredDate: "2026-01-01", homeCollection: false }) { checkoutCode } }`,
    ],
    expect: anyone,
  },
  bookAppointment: {
    call: () => [
      `mutation { bookAppointment(input: { idempotencyKey: "access-matrix-key-0004", doctorId: "00000000-0000-4000-8000-000000000000", day: "2026-01-01", startsAt: "10:00", patient: { name: "A", phone: "9800000001" } }) { __typename } }`,
    ],
    expect: anyone,
  },
  cancelAppointment: {
    call: () => [`mutation { cancelAppointment(input: { code: "AP-AAAAAA", trackingToken: "made-up" }) { code } }`],
    expect: anyone,
  },
  requestHelp: {
    call: () => [
      `mutation { requestHelp(input: { idempotencyKey: "access-matrix-key-0005", kind: MEDICAL_ASSISTANCE, name: "A", phone: "12", message: "B" }) { code } }`,
    ],
    expect: anyone,
  },
  updateHelpRequest: {
    call: () => [
      `mutation { updateHelpRequest(input: { id: "00000000-0000-4000-8000-000000000000", status: DONE }) { id } }`,
    ],
    expect: adminOnly,
  },
  // Shop A's products: its vendor and admins may change them; vendor B is refused.
  createProduct: {
    call: () => [
      `mutation($vendorId: ID!) { createProduct(input: { vendorId: $vendorId, name: "Matrix rice", unit: "1 kg", pricePaise: 100, mrpPaise: 100, available: true }) { id } }`,
      { vendorId: SHOP_A },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  updateProduct: {
    call: () => [
      `mutation($id: ID!) { updateProduct(input: { id: $id, expectedVersion: 0, name: "Miniket Rice", unit: "1 kg", pricePaise: 5800, mrpPaise: 6200, available: true }) { id } }`,
      { id: SHOP_A_RICE },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  setStock: {
    call: () => [
      `mutation($id: ID!) { setStock(input: { productId: $id, stock: 120, expectedVersion: 0, reason: "count" }) { id } }`,
      { id: SHOP_A_RICE },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  adjustStock: {
    call: () => [
      `mutation($id: ID!) { adjustStock(input: { productId: $id, delta: 1, reason: "found one" }) { id } }`,
      { id: SHOP_A_RICE },
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'FORBIDDEN',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  // A shop moves its own orders only: another shop's order is NOT_FOUND to it, which the order tests prove.
  updateOrderStatus: {
    call: () => [
      `mutation { updateOrderStatus(input: { orderId: "00000000-0000-4000-8000-000000000000", status: CONFIRMED }) { id } }`,
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'allowed',
      delivery: 'allowed',
      admin: 'allowed',
    },
  },
  assignOrder: {
    call: () => [
      `mutation { assignOrder(input: { orderId: "00000000-0000-4000-8000-000000000000", deliveryUserId: "00000000-0000-4000-8000-000000000001" }) { id } }`,
    ],
    expect: adminOnly,
  },
  recordCashCollected: {
    call: () => [
      `mutation { recordCashCollected(input: { orderId: "00000000-0000-4000-8000-000000000000", amountPaise: 100 }) { id } }`,
    ],
    // A shop records cash only for its own orders it hands over itself; this order is nobody's.
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'NOT_FOUND',
      vendorB: 'NOT_FOUND',
      delivery: 'allowed',
      admin: 'allowed',
    },
  },
  correctCashCollected: {
    call: () => [
      `mutation { correctCashCollected(input: { orderId: "00000000-0000-4000-8000-000000000000", amountPaise: 100, reason: "Counted again" }) { id } }`,
    ],
    expect: adminOnly,
  },
  // A lab's own steps and prices: another lab's booking is NOT_FOUND and its tests FORBIDDEN to a
  // vendor, which lab-booking-path.test.ts and lab-test-prices.test.ts prove.
  recordLabSample: {
    call: () => [
      `mutation { recordLabSample(input: { orderId: "00000000-0000-4000-8000-000000000000", place: HOME }) { id } }`,
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'allowed',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
  updateShopLabTest: {
    call: () => [
      `mutation { updateShopLabTest(input: { id: "00000000-0000-4000-8000-000000000000", pricePaise: 100, active: true }) { id } }`,
    ],
    expect: {
      anonymous: 'UNAUTHENTICATED',
      vendorA: 'allowed',
      vendorB: 'allowed',
      delivery: 'FORBIDDEN',
      admin: 'allowed',
    },
  },
};

const staff: Record<Who, Outcome> = {
  anonymous: 'UNAUTHENTICATED',
  vendorA: 'allowed',
  vendorB: 'allowed',
  delivery: 'allowed',
  admin: 'allowed',
};
const shopAOwnerOrAdmin: Record<Who, Outcome> = {
  anonymous: 'UNAUTHENTICATED',
  vendorA: 'allowed',
  vendorB: 'FORBIDDEN',
  delivery: 'FORBIDDEN',
  admin: 'allowed',
};
const NO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every query that is not public, in the same way: a new one fails the test until it is added here.
 * (Public queries answer anyone; the deny-by-default test above proves each is marked.)
 */
/** The list every admin-kept kind of record has (admin-records): admins only. */
function recordList(plural: string): Record<string, MatrixRow> {
  return {
    [`admin${plural}`]: { call: () => [`query { admin${plural}(first: 1) { __typename } }`], expect: adminOnly },
  };
}

const QUERY_MATRIX: Record<string, MatrixRow> = {
  me: { call: () => [`query { me { id } }`], expect: signedIn },
  adminDashboard: { call: () => [`query { adminDashboard { day listsToPrice } }`], expect: adminOnly },
  ...recordList('EmergencyContacts'),
  ...recordList('Specialties'),
  ...recordList('Teachers'),
  ...recordList('ServiceProviders'),
  ...recordList('FeedPosts'),
  ...recordList('HomeBanners'),
  ...recordList('Pages'),
  ...recordList('GalleryAlbums'),
  ...recordList('Doctors'),
  ...recordList('LabTests'),
  ...recordList('MedicalPlaces'),
  adminDoctorVillages: { call: () => [`query { adminDoctorVillages }`], expect: adminOnly },
  ...recordList('TotoStands'),
  ...recordList('TotoDrivers'),
  ...recordList('Cars'),
  ...recordList('BusRoutes'),
  ...recordList('BusTrips'),
  adminProducts: {
    call: () => [`query { adminProducts(first: 1, includeOffSale: true, lowStockOnly: true) { __typename } }`],
    expect: adminOnly,
  },
  adminVendors: { call: () => [`query { adminVendors(first: 1) { __typename } }`], expect: adminOnly },
  adminAppointments: { call: () => [`query { adminAppointments(first: 1) { __typename } }`], expect: adminOnly },
  staffAccounts: { call: () => [`query { staffAccounts(role: ADMIN, first: 1) { __typename } }`], expect: adminOnly },
  auditTrail: {
    call: () => [`query { auditTrail(entityType: PRODUCT, entityId: "${NO_ID}") { __typename } }`],
    expect: adminOnly,
  },
  helpRequests: { call: () => [`query { helpRequests(first: 1) { __typename } }`], expect: adminOnly },
  outboxMessages: { call: () => [`query { outboxMessages(first: 1) { __typename } }`], expect: adminOnly },
  outboxCounts: { call: () => [`query { outboxCounts { __typename } }`], expect: adminOnly },
  // An order desk for each: a shop's own orders, a rider's, every order for an admin.
  staffOrders: { call: () => [`query { staffOrders(first: 1) { __typename } }`], expect: staff },
  order: { call: () => [`query { order(id: "${NO_ID}") { id } }`], expect: staff },
  // Shop A's ledger: vendor B is told there is no such product (NOT_FOUND), which the product tests prove.
  stockMovements: {
    call: () => [`query($id: ID!) { stockMovements(productId: $id, first: 1) { __typename } }`, { id: SHOP_A_RICE }],
    expect: { ...shopAOwnerOrAdmin, vendorB: 'allowed' },
  },
  lowStock: {
    call: () => [`query($vendorId: ID!) { lowStock(vendorId: $vendorId) { id } }`, { vendorId: SHOP_A }],
    expect: shopAOwnerOrAdmin,
  },
  // A lab's own tests: a grocer is told the shop runs none (BAD_USER_INPUT), which lab-test-prices.test.ts proves.
  shopLabTests: {
    call: () => [`query { shopLabTests(first: 1) { __typename } }`],
    expect: { ...staff, delivery: 'FORBIDDEN' },
  },
};

describe('authorization matrix: every mutation and signed-in query × every kind of caller', () => {
  let server: TestServer;
  const logins: Partial<Record<Who, UserEntity>> = {};

  beforeAll(async () => {
    server = await seededServer();
    logins.admin = await makeAdmin(server.db);
    logins.vendorA = await makeStaff(server.db, UserRole.VENDOR, SHOP_A);
    logins.vendorB = await makeStaff(server.db, UserRole.VENDOR, SHOP_B);
    logins.delivery = await makeStaff(server.db, UserRole.DELIVERY);
  });
  afterAll(() => server.close());
  beforeEach(() => server.db.query('DELETE FROM sign_in_throttle'));

  it('covers every mutation in the schema', async () => {
    const schema = await buildAppSchema();
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('covers every query in the schema that is not public', async () => {
    const schema = await buildAppSchema();
    const guarded = Object.values(schema.getQueryType()!.getFields()).filter(
      (field) => !('public' in (accessRuleOf(field) ?? {})),
    );
    expect(guarded.map((field) => field.name).sort()).toEqual(Object.keys(QUERY_MATRIX).sort());
  });

  const cells = Object.entries({ ...MATRIX, ...QUERY_MATRIX }).flatMap(([field, { call, expect: expected }]) =>
    EVERYONE.map((who) => [field, who, expected[who], call] as const),
  );

  it.each(cells)('%s by %s → %s', async (_mutation, who, expected, call) => {
    // A fresh session for every cell, so one cell (sign-out, a refresh) never changes another.
    const login = logins[who];
    const client = login ? await signInAs(server, login) : new SessionClient(server.graphqlUrl);
    const [query, variables] = call();
    const { status, body } = await client.request(query, variables);
    expect(status).toBe(200);
    const code = body.errors?.[0]?.extensions?.code;
    if (expected === 'allowed') {
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR']).not.toContain(code);
    } else {
      expect(code).toBe(expected);
      // Nothing answered: no data at all, or null for a field that may be null (order).
      expect(body.data === null || Object.values(body.data!).every((value) => value === null)).toBe(true);
    }
  });
});
