import { seededServer, signInAdmin, type StaffClient } from './support/flows';
import { errorCode, ME, SessionClient, SIGN_IN_ADMIN } from './support/session-client';
import { type TestServer } from './support/test-server';

let server: TestServer;
let admin: StaffClient;
let adminId: string;

const CREATE = `mutation Create($input: CreateAdminAccountInput!) { createAdminAccount(input: $input) { id role name email phone disabled } }`;
const DISABLE = `mutation Disable($id: ID!) { disableUser(id: $id) { id disabled } }`;
const ADMINS = `query Admins($search: String, $includeDisabled: Boolean, $first: Int, $after: String) {
  staffAccounts(role: ADMIN, search: $search, includeDisabled: $includeDisabled, first: $first, after: $after) {
    nodes { id name email role disabled } pageInfo { endCursor hasNextPage }
  }
}`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: USER, entityId: $id) { nodes { action } } }`;

let n = 0;
const email = () => `rina-${Date.now().toString(36)}-${n++}@haat.test`;
const countAdmins = async () =>
  (await server.db.query(`SELECT count(*)::int AS n FROM app_user WHERE role = 'ADMIN'`))[0].n as number;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  const someone = admin.user;
  adminId = someone.id;
});
afterAll(() => server.close());
beforeEach(() => server.db.query('DELETE FROM sign_in_throttle'));

describe('admins making admins', () => {
  it('makes an admin who then signs in with their email, and lists them among the admins by name', async () => {
    const address = email();
    const { body } = await admin.request<{ createAdminAccount: any }>(CREATE, {
      input: { name: '  Rina Pal ', email: address.toUpperCase(), password: 'a long admin passphrase' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createAdminAccount).toMatchObject({
      role: 'ADMIN',
      name: 'Rina Pal',
      email: address,
      phone: null,
      disabled: false,
    });

    const rina = new SessionClient(server.graphqlUrl);
    expect(
      (await rina.authenticate(SIGN_IN_ADMIN, { email: address, password: 'a long admin passphrase' })).body.errors,
    ).toBeUndefined();
    expect((await rina.request(ME)).body.data!.me).toMatchObject({ role: 'ADMIN', name: 'Rina Pal' });

    const listed = await admin.request<{ staffAccounts: { nodes: any[] } }>(ADMINS, { first: 100 });
    const admins = listed.body.data!.staffAccounts.nodes;
    expect(admins.every((a) => a.role === 'ADMIN')).toBe(true);
    expect(admins).toContainEqual(expect.objectContaining({ name: 'Rina Pal', email: address }));
    expect(admins).toHaveLength(await countAdmins());
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a malformed email', { email: 'rina at haat' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['a common password', { password: 'password123' }, 'password'],
  ])('refuses %s, naming the field, and makes nobody', async (_what, overrides, field) => {
    const before = await countAdmins();
    const { status, body } = await admin.request(CREATE, {
      input: { name: 'Rina Pal', email: email(), password: 'a long admin passphrase', ...overrides },
    });
    expect(status).toBe(200);
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await countAdmins()).toBe(before);
  });

  it('refuses an email that already has an account, in any case', async () => {
    const address = email();
    expect(
      (
        await admin.request(CREATE, {
          input: { name: 'Rina Pal', email: address, password: 'a long admin passphrase' },
        })
      ).body.errors,
    ).toBeUndefined();
    const before = await countAdmins();
    const { body } = await admin.request(CREATE, {
      input: { name: 'Another Rina', email: address.toUpperCase(), password: 'a long admin passphrase' },
    });
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(await countAdmins()).toBe(before);
  });
});

describe('disabling an admin', () => {
  it('signs another admin out and keeps them from signing in again, in the trail', async () => {
    const address = email();
    const made = await admin.request<{ createAdminAccount: { id: string } }>(CREATE, {
      input: { name: 'Sunil Hansda', email: address, password: 'a long admin passphrase' },
    });
    const id = made.body.data!.createAdminAccount.id;
    const sunil = new SessionClient(server.graphqlUrl);
    await sunil.authenticate(SIGN_IN_ADMIN, { email: address, password: 'a long admin passphrase' });

    const { body } = await admin.request<{ disableUser: any }>(DISABLE, { id });
    expect(body.data!.disableUser).toEqual({ id, disabled: true });
    expect(errorCode((await sunil.request(ME)).body)).toBe('UNAUTHENTICATED');
    expect(
      errorCode(
        (
          await new SessionClient(server.graphqlUrl).authenticate(SIGN_IN_ADMIN, {
            email: address,
            password: 'a long admin passphrase',
          })
        ).body,
      ),
    ).toBe('INVALID_CREDENTIALS');

    const trail = await admin.request<{ auditTrail: { nodes: Array<{ action: string }> } }>(TRAIL, { id });
    expect(trail.body.data!.auditTrail.nodes.map((e) => e.action)).toEqual(['disabled', 'created']);
    const active = await admin.request<{ staffAccounts: { nodes: any[] } }>(ADMINS, { search: 'sunil' });
    expect(active.body.data!.staffAccounts.nodes).toEqual([]);
    const all = await admin.request<{ staffAccounts: { nodes: any[] } }>(ADMINS, {
      search: 'sunil',
      includeDisabled: true,
    });
    expect(all.body.data!.staffAccounts.nodes).toEqual([expect.objectContaining({ id, disabled: true })]);
  });

  it('never lets an admin disable their own account: refused, nothing changed, still signed in', async () => {
    const { body } = await admin.request(DISABLE, { id: adminId });
    expect(body.errors![0]).toMatchObject({
      message: 'You cannot disable your own account.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(body.data).toBeNull();
    const [row] = await server.db.query('SELECT disabled_at FROM app_user WHERE id = $1', [adminId]);
    expect(row.disabled_at).toBeNull();
    const trail = await admin.request<{ auditTrail: { nodes: Array<{ action: string }> } }>(TRAIL, { id: adminId });
    expect(trail.body.data!.auditTrail.nodes).toEqual([]);
    expect((await admin.request(ME)).body.data!.me.id).toBe(adminId);
  });

  it('refuses an id that is not one, and one nobody has', async () => {
    expect((await admin.request(DISABLE, { id: 'rina' })).body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    expect(
      (await admin.request(DISABLE, { id: '00000000-0000-4000-8000-000000000000' })).body.errors![0].extensions,
    ).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });
});
