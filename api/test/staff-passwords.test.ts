import { graphql } from './generated';
import { seededServer, signInAdmin, signInAs } from './support/flows';
import { makeAdmin, makeStaff, PASSWORD, SHOP_B } from './support/people';
import { errorCode, ME, SessionClient, SIGN_IN_DELIVERY, SIGN_IN_VENDOR, signedIn } from './support/session-client';
import { type TestServer } from './support/test-server';
import { UserRole } from '../src/modules/identity/user-role';
import { UserEntity } from '../src/modules/identity/user.entity';

let server: TestServer;
let admin: SessionClient;

const SET = `mutation Set($input: SetStaffPasswordInput!) { setStaffPassword(input: $input) { id mustChangePassword } }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const ME_FLAG = `query { me { id role mustChangePassword } }`;
const STAFF_ORDERS = `query { staffOrders(first: 5) { nodes { id } } }`;
const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: USER, entityId: $id) { nodes { action actorName before after } } }`;
const SIGN_IN_RIDER_FLAG = graphql(`
  mutation SignInRiderFlag($phone: String!, $password: String!) {
    signInDelivery(input: { phone: $phone, password: $password }) {
      accessToken
      user {
        id
        role
        phone
        mustChangePassword
      }
    }
  }
`);
const GIVEN = 'a password from the office';
const OWN = 'my very own passphrase';

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());
beforeEach(() => server.db.query('DELETE FROM sign_in_throttle'));

const phoneOf = (user: UserEntity) => user.phone!.slice(3);

describe('an admin sets a forgotten password', () => {
  it('ends every session of the rider, who then signs in with it and must choose their own before anything else', async () => {
    const rider = await makeStaff(server.db, UserRole.DELIVERY);
    const phone = await signedIn(server.graphqlUrl, SIGN_IN_DELIVERY, { phone: phoneOf(rider), password: PASSWORD });
    const laptop = await signedIn(server.graphqlUrl, SIGN_IN_DELIVERY, { phone: phoneOf(rider), password: PASSWORD });
    expect((await phone.request(STAFF_ORDERS)).body.errors).toBeUndefined();

    const set = await admin.request<{ setStaffPassword: { id: string; mustChangePassword: boolean } }>(SET, {
      input: { userId: rider.id, password: GIVEN },
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.setStaffPassword).toEqual({ id: rider.id, mustChangePassword: true });

    // Both old sessions are over.
    for (const device of [phone, laptop]) expect(errorCode((await device.request(ME)).body)).toBe('UNAUTHENTICATED');
    // The old password no longer opens the account; the given one does.
    expect(
      errorCode(
        (
          await new SessionClient(server.graphqlUrl).request(SIGN_IN_DELIVERY, {
            phone: phoneOf(rider),
            password: PASSWORD,
          })
        ).body,
      ),
    ).toBe('INVALID_CREDENTIALS');
    const again = new SessionClient(server.graphqlUrl);
    const signIn = await again.authenticate(SIGN_IN_RIDER_FLAG, { phone: phoneOf(rider), password: GIVEN });
    expect(signIn.body.data!.signInDelivery.user.mustChangePassword).toBe(true);

    // Only reading who one is, changing the password and signing out work.
    expect((await again.request<any>(ME_FLAG)).body.data.me).toEqual({
      id: rider.id,
      role: 'DELIVERY',
      mustChangePassword: true,
    });
    const refused = await again.request(STAFF_ORDERS);
    expect(refused.status).toBe(200);
    expect(errorCode(refused.body)).toBe('PASSWORD_CHANGE_REQUIRED');

    // The given password again is not a password of their own.
    const same = await again.request(CHANGE, { input: { currentPassword: GIVEN, newPassword: GIVEN } });
    expect(same.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const wrong = await again.request(CHANGE, { input: { currentPassword: 'not the given one', newPassword: OWN } });
    expect(wrong.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });

    const changed = await again.request(CHANGE, { input: { currentPassword: GIVEN, newPassword: OWN } });
    expect(changed.body.errors).toBeUndefined();
    expect((await again.request<any>(ME_FLAG)).body.data.me.mustChangePassword).toBe(false);
    expect((await again.request(STAFF_ORDERS)).body.errors).toBeUndefined();
    expect((await server.db.manager.findOneByOrFail(UserEntity, { id: rider.id })).mustChangePassword).toBe(false);

    // The trail says who set it, and never the password.
    const trail = await admin.request<any>(TRAIL, { id: rider.id });
    const entry = trail.body.data.auditTrail.nodes.find((node: any) => node.action === 'password-set');
    expect(entry).toMatchObject({ actorName: 'Test Admin', after: { mustChangePassword: true } });
    expect(JSON.stringify(trail.body.data)).not.toContain(GIVEN);
  });

  it('works for a vendor too, and a signed-in vendor gets the same refusal on shop work', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR, SHOP_B);
    // The admin finds the shop's sign-ins by the shop.
    const signIns = await admin.request<any>(
      `query($v: ID!) { staffAccounts(role: VENDOR, vendorId: $v, first: 50) { nodes { id vendorId } } }`,
      { v: SHOP_B },
    );
    expect(signIns.body.data.staffAccounts.nodes.map((n: any) => n.id)).toContain(vendor.id);
    expect(signIns.body.data.staffAccounts.nodes.every((n: any) => n.vendorId === SHOP_B)).toBe(true);
    expect((await admin.request(SET, { input: { userId: vendor.id, password: GIVEN } })).body.errors).toBeUndefined();
    const client = await signedIn(server.graphqlUrl, SIGN_IN_VENDOR, { phone: phoneOf(vendor), password: GIVEN });
    expect(errorCode((await client.request(STAFF_ORDERS)).body)).toBe('PASSWORD_CHANGE_REQUIRED');
    // The photo routes outside GraphQL refuse alike.
    const photo = await fetch(`${server.url}/uploads/prescriptions/anything.jpg`, {
      headers: { authorization: `Bearer ${client.accessToken}` },
    });
    expect(photo.status).toBe(403);
    expect(
      ((await photo.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code,
    ).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await client.request(`mutation { signOut }`)).body.errors).toBeUndefined();
  });

  it('is refused to vendors and riders, and not made for an admin, with nothing written', async () => {
    const rider = await makeStaff(server.db, UserRole.DELIVERY);
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const target = await makeStaff(server.db, UserRole.DELIVERY);
    const before = (await server.db.manager.findOneByOrFail(UserEntity, { id: target.id })).passwordHash;
    for (const who of [rider, vendor]) {
      const client = await signInAs(server, who);
      expect(errorCode((await client.request(SET, { input: { userId: target.id, password: GIVEN } })).body)).toBe(
        'FORBIDDEN',
      );
    }
    // A customer has no account: an anonymous caller.
    expect(
      errorCode(
        (await new SessionClient(server.graphqlUrl).request(SET, { input: { userId: target.id, password: GIVEN } }))
          .body,
      ),
    ).toBe('UNAUTHENTICATED');
    const otherAdmin = await makeAdmin(server.db);
    expect(errorCode((await admin.request(SET, { input: { userId: otherAdmin.id, password: GIVEN } })).body)).toBe(
      'FORBIDDEN',
    );
    const after = await server.db.manager.findOneByOrFail(UserEntity, { id: target.id });
    expect(after.passwordHash).toBe(before);
    expect(after.mustChangePassword).toBe(false);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password', 'BAD_USER_INPUT'],
    ['a common password', { password: 'password123' }, 'password', 'BAD_USER_INPUT'],
    ['a malformed id', { userId: 'nobody' }, 'userId', 'BAD_USER_INPUT'],
    ['an unknown id', { userId: '00000000-0000-4000-8000-000000000000' }, 'userId', 'NOT_FOUND'],
  ])('refuses %s, naming the field', async (_what, overrides, field, code) => {
    const rider = await makeStaff(server.db, UserRole.DELIVERY);
    const { status, body } = await admin.request(SET, { input: { userId: rider.id, password: GIVEN, ...overrides } });
    expect(status).toBe(200);
    expect(body.errors![0].extensions).toMatchObject({ code, field });
    expect((await server.db.manager.findOneByOrFail(UserEntity, { id: rider.id })).mustChangePassword).toBe(false);
  });
});
