import { seededServer, signInAdmin } from './support/flows';
import { errorCode, SessionClient, SIGN_IN_VENDOR } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

const CREATE = `mutation Create($input: CreateVendorInput!) {
  createVendor(input: $input) { id name nameBn category village address phone opensAt closesAt closedDays ownerName active chatGroupId }
}`;
const UPDATE = `mutation Update($input: UpdateVendorInput!) { updateVendor(input: $input) { id name active chatGroupId phone } }`;
const ADMIN_VENDORS = `query Shops($search: String, $includeInactive: Boolean) {
  adminVendors(search: $search, includeInactive: $includeInactive, first: 100) { nodes { id name active } }
}`;
const PUBLIC_VENDORS = `query { vendors(first: 100) { nodes { id } } }`;
const ADD_PRODUCT = `mutation Add($input: CreateProductInput!) { createProduct(input: $input) { id name stock vendor { id } } }`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: VENDOR, entityId: $id) { nodes { action actorRole before after } } }`;

let server: TestServer;
let admin: SessionClient;
let phones = 0;
const phone = () => `93${String(Date.now() % 1e6).padStart(6, '0')}${String(phones++).padStart(2, '0')}`;

const shop = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sarkar Bhandar',
  nameBn: 'সরকার ভাণ্ডার',
  ownerName: 'Tapan Sarkar',
  category: 'GROCERY',
  village: 'Ilambazar',
  address: 'Beside the bus stand',
  phone: '98300 12345',
  chatGroupId: '-1001234567890',
  hours: { opensAt: '07:30', closesAt: '21:00', closedDays: [2, 2] },
  account: { name: 'Tapan Sarkar', phone: phone(), password: 'sarkar bhandar 2026' },
  ...overrides,
});

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

describe('shops, as admins manage them', () => {
  it('creates a shop with its sign-in; the vendor signs in and adds a product; the trail shows both', async () => {
    const input = shop();
    const { body } = await admin.request<{ createVendor: any }>(CREATE, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createVendor).toMatchObject({
      name: 'Sarkar Bhandar',
      category: 'GROCERY',
      phone: '+919830012345',
      opensAt: '07:30',
      closesAt: '21:00',
      closedDays: [2],
      active: true,
      chatGroupId: '-1001234567890',
    });
    const vendorId = body.data!.createVendor.id;

    const vendor = new SessionClient(server.graphqlUrl);
    expect(
      (await vendor.authenticate(SIGN_IN_VENDOR, { phone: input.account.phone, password: input.account.password })).body
        .errors,
    ).toBeUndefined();
    const added = await vendor.request<{ createProduct: any }>(ADD_PRODUCT, {
      input: { name: 'Puffed rice', unit: '500 g', pricePaise: 3000, mrpPaise: 3000, stock: 40, available: true },
    });
    expect(added.body.data!.createProduct).toMatchObject({ name: 'Puffed rice', stock: 40, vendor: { id: vendorId } });

    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { id: vendorId });
    expect(trail.body.data!.auditTrail.nodes).toEqual([
      expect.objectContaining({
        action: 'created',
        actorRole: 'ADMIN',
        before: null,
        after: expect.objectContaining({ name: 'Sarkar Bhandar', category: 'GROCERY' }),
      }),
    ]);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const [vendors, users] = [await count('vendor'), await count('app_user')];
    const taken = shop();
    await admin.request(CREATE, { input: taken });
    const before = [await count('vendor'), await count('app_user')];
    expect(before).toEqual([vendors + 1, users + 1]);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ phone: '12345' }, 'phone'],
      [{ hours: { opensAt: '21:00', closesAt: '07:00', closedDays: [] } }, 'hours.closesAt'],
      [{ hours: { opensAt: '07:00', closesAt: '21:00', closedDays: [0, 1, 2, 3, 4, 5, 6] } }, 'hours.closedDays'],
      [{ account: { name: 'X', phone: taken.account.phone, password: 'a fine long passphrase' } }, 'account.phone'],
      [{ account: { name: 'X', phone: phone(), password: 'short' } }, 'account.password'],
      [{ chatGroupId: 'not a chat' }, 'chatGroupId'],
      [{ category: 'SPACESHIPS' }, 'input'],
    ];
    for (const [overrides, field] of cases) {
      const { status, body } = await admin.request(CREATE, { input: shop(overrides) });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      // A value the schema cannot read at all is refused before the operation runs: 400, as GraphQL over HTTP says.
      expect(status).toBe(field === 'input' ? 400 : 200);
      if (field !== 'input') expect(body.errors![0].extensions!.field).toBe(field);
    }
    expect([await count('vendor'), await count('app_user')]).toEqual(before);
  });

  it('two admins making shops with one phone at once: one shop is made, the other is told the phone is taken', async () => {
    const shared = phone();
    const [vendors, users] = [await count('vendor'), await count('app_user')];
    const results = await Promise.all(
      [1, 2].map((n) =>
        admin.request(CREATE, {
          input: shop({
            name: `Race ${n}`,
            account: { name: 'Owner', phone: shared, password: 'sarkar bhandar 2026' },
          }),
        }),
      ),
    );
    expect(results.map((r) => errorCode(r.body) ?? 'ok').sort()).toEqual(['BAD_USER_INPUT', 'ok']);
    expect([await count('vendor'), await count('app_user')]).toEqual([vendors + 1, users + 1]);
  });

  it("changes a shop's chat group, and closing it hides it from customers but keeps it for admins", async () => {
    const made = (await admin.request<{ createVendor: any }>(CREATE, { input: shop({ name: 'Closing Soon Stores' }) }))
      .body.data!.createVendor;
    const update = {
      id: made.id,
      name: 'Closing Soon Stores',
      village: 'Ilambazar',
      address: 'Beside the bus stand',
      phone: '9830012345',
      chatGroupId: '-100999',
      active: false,
    };
    const { body } = await admin.request<{ updateVendor: any }>(UPDATE, { input: update });
    expect(body.data!.updateVendor).toMatchObject({ active: false, chatGroupId: '-100999' });

    const publicList = await postGraphQL<{ vendors: { nodes: Array<{ id: string }> } }>(
      server.graphqlUrl,
      PUBLIC_VENDORS,
    );
    expect(publicList.body.data!.vendors.nodes.map((v) => v.id)).not.toContain(made.id);
    const adminList = await admin.request<{ adminVendors: { nodes: any[] } }>(ADMIN_VENDORS, {
      search: 'closing soon',
    });
    expect(adminList.body.data!.adminVendors.nodes).toEqual([
      { id: made.id, name: 'Closing Soon Stores', active: false },
    ]);
    const openOnly = await admin.request<{ adminVendors: { nodes: any[] } }>(ADMIN_VENDORS, {
      search: 'closing soon',
      includeInactive: false,
    });
    expect(openOnly.body.data!.adminVendors.nodes).toEqual([]);

    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { id: made.id });
    expect(trail.body.data!.auditTrail.nodes[0]).toMatchObject({
      action: 'updated',
      before: { chatGroupId: '-1001234567890', active: true, ownerName: 'Tapan Sarkar', nameBn: 'সরকার ভাণ্ডার' },
      after: { chatGroupId: '-100999', active: false, ownerName: null, nameBn: null },
    });
    expect(
      errorCode(
        (await admin.request(UPDATE, { input: { ...update, id: '00000000-0000-4000-8000-000000000000' } })).body,
      ),
    ).toBe('NOT_FOUND');

    // Hours change with the rest, checked the same way as at creation, and kept in the trail.
    const badHours = await admin.request(UPDATE, {
      input: { ...update, hours: { opensAt: '20:00', closesAt: '08:00', closedDays: [] } },
    });
    expect(errorCode(badHours.body)).toBe('BAD_USER_INPUT');
    expect(badHours.body.errors![0].extensions!.field).toBe('hours.closesAt');
    const hours = await admin.request<{ updateVendor: any }>(
      `mutation Update($input: UpdateVendorInput!) { updateVendor(input: $input) { opensAt closesAt closedDays } }`,
      {
        input: { ...update, hours: { opensAt: '09:00', closesAt: '18:30', closedDays: [0] } },
      },
    );
    expect(hours.body.data!.updateVendor).toEqual({ opensAt: '09:00', closesAt: '18:30', closedDays: [0] });
    const latest = (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { id: made.id })).body.data!.auditTrail
      .nodes[0];
    expect(latest).toMatchObject({
      before: { opensAt: '07:30', closesAt: '21:00', closedDays: [2] },
      after: { opensAt: '09:00', closesAt: '18:30', closedDays: [0] },
    });
  });
});
