import { seededServer, signInAdmin, type StaffClient } from './support/flows';
import { SessionClient } from './support/session-client';
import { operationText, type TestServer } from './support/test-server';
import { graphql } from './generated';

let server: TestServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());
beforeEach(() => server.db.query('DELETE FROM sign_in_throttle'));

const long = 'x'.repeat(300);
const SIGN_IN_VENDOR = graphql(`
  mutation IdentityBadInputSignInVendor($input: SignInWithPhoneInput!) {
    signInVendor(input: $input) {
      accessToken
    }
  }
`);
const SIGN_IN_ADMIN_INPUT = graphql(`
  mutation IdentityBadInputSignInAdminInput($input: SignInWithEmailInput!) {
    signInAdmin(input: $input) {
      accessToken
    }
  }
`);
const CREATE_VENDOR = graphql(`
  mutation IdentityBadInputCreateVendor($input: CreateVendorAccountInput!) {
    createVendorAccount(input: $input) {
      id
    }
  }
`);
const SHOP_HOURS = graphql(`
  mutation IdentityBadInputShopHours($id: ID!, $input: ShopHoursInput!) {
    updateShopHours(vendorId: $id, input: $input) {
      id
    }
  }
`);
const goodVendor = {
  name: 'Rina Das',
  phone: '9733000001',
  password: 'long enough pass',
  vendorId: '00000000-0000-4000-8000-000000000000',
};

describe.each([
  ['an empty phone', SIGN_IN_VENDOR, { input: { phone: '', password: 'whatever1' } }, 'phone'],
  [
    'a phone that is not an Indian mobile',
    SIGN_IN_VENDOR,
    { input: { phone: '12345', password: 'whatever1' } },
    'phone',
  ],
  ['an overlong phone', SIGN_IN_VENDOR, { input: { phone: '9'.repeat(40), password: 'whatever1' } }, 'phone'],
  ['an empty password', SIGN_IN_VENDOR, { input: { phone: '9733000001', password: '' } }, 'password'],
  ['an overlong password', SIGN_IN_VENDOR, { input: { phone: '9733000001', password: long } }, 'password'],
  ['a phone given as a number', SIGN_IN_VENDOR, { input: { phone: 9733000001, password: 'whatever1' } }, 'phone'],
  ['a malformed email', SIGN_IN_ADMIN_INPUT, { input: { email: 'not-an-email', password: 'whatever1' } }, 'email'],
  ['an overlong email', SIGN_IN_ADMIN_INPUT, { input: { email: `${long}@haat.test`, password: 'whatever1' } }, 'email'],
  ['a missing password', SIGN_IN_ADMIN_INPUT, { input: { email: 'a@haat.test' } }, 'password'],
])('bad input to sign-in: %s', (_what, query, variables, field) => {
  it(`is BAD_USER_INPUT naming ${field}, and writes nothing`, async () => {
    const [{ n: before }] = await server.db.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM sign_in_throttle',
    );
    // The variables are wrong on purpose, so they go as they are, past the type check.
    const { status, body } = await new SessionClient(server.graphqlUrl).requestText(operationText(query), variables);
    expect(status).toBeLessThan(500);
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(JSON.stringify(body)).not.toContain('whatever1');
    const [{ n: after }] = await server.db.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM sign_in_throttle',
    );
    expect(after).toBe(before);
  });
});

describe.each([
  ['a malformed phone', CREATE_VENDOR, { input: { ...goodVendor, phone: '+1 202 555 0143' } }, 'phone'],
  ['an empty name', CREATE_VENDOR, { input: { ...goodVendor, name: '' } }, 'name'],
  ['a short password', CREATE_VENDOR, { input: { ...goodVendor, password: 'short' } }, 'password'],
  ['a common password', CREATE_VENDOR, { input: { ...goodVendor, password: 'password123' } }, 'password'],
  ['a vendor id that is not an id', CREATE_VENDOR, { input: { ...goodVendor, vendorId: 'shop-1' } }, 'vendorId'],
  ['a shop that does not exist', CREATE_VENDOR, { input: goodVendor }, 'vendorId'],
  [
    'a time that is not HH:MM',
    SHOP_HOURS,
    { id: '00000000-0000-4000-8000-000000000000', input: { opensAt: '25:00', closesAt: '21:00', closedDays: [] } },
    'opensAt',
  ],
  [
    'a weekday out of range',
    SHOP_HOURS,
    { id: '00000000-0000-4000-8000-000000000000', input: { opensAt: '07:00', closesAt: '21:00', closedDays: [9] } },
    'closedDays',
  ],
  [
    'closing before opening',
    SHOP_HOURS,
    { id: '00000000-0000-4000-8000-000000000000', input: { opensAt: '21:00', closesAt: '07:00', closedDays: [] } },
    'closesAt',
  ],
])('bad input to an admin mutation: %s', (_what, query, variables, field) => {
  it(`is refused naming ${field}, and writes nothing`, async () => {
    const [{ n: before }] = await server.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM app_user');
    const { status, body } = await admin.requestText(operationText(query), variables);
    expect(status).toBeLessThan(500);
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(body.errors![0].extensions!.code);
    expect(body.errors![0].extensions!.field).toBe(field);
    const [{ n: after }] = await server.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM app_user');
    expect(after).toBe(before);
  });
});

it('refuses a second account with the same phone, naming the field', async () => {
  const input = {
    ...goodVendor,
    phone: '9733000077',
    vendorId: (await server.db.query<Array<{ id: string }>>('SELECT id FROM vendor LIMIT 1'))[0].id,
  };
  expect((await admin.request(CREATE_VENDOR, { input })).body.errors).toBeUndefined();
  const { body } = await admin.request(CREATE_VENDOR, { input: { ...input, phone: '+91 97330 00077' } });
  expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'phone' });
});
