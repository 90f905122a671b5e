import jwt from 'jsonwebtoken';
import { UserRole } from '../src/modules/identity/user-role';
import { UserEntity } from '../src/modules/identity/user.entity';
import { INVALID_CREDENTIALS_MESSAGE } from '../src/modules/identity/sign-in.service';
import { seededServer } from './support/flows';
import { makeAdmin, makeStaff, PASSWORD } from './support/people';
import {
  errorCode,
  ME,
  REFRESH,
  SessionClient,
  SIGN_IN_ADMIN,
  SIGN_IN_DELIVERY,
  SIGN_IN_VENDOR,
  SIGN_OUT,
} from './support/session-client';
import { TEST_JWT_SECRET, type TestServer } from './support/test-server';

let server: TestServer;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
});
afterAll(() => server.close());
beforeEach(async () => {
  now = new Date('2026-11-21T10:00:00Z');
  await server.db.query('DELETE FROM sign_in_throttle');
});

const client = () => new SessionClient(server.graphqlUrl);

describe('sign-in', () => {
  it('signs an admin in by email, whatever its case, and sets an httpOnly SameSite refresh cookie', async () => {
    const admin = await makeAdmin(server.db);
    const c = client();
    const { body } = await c.authenticate(SIGN_IN_ADMIN, {
      email: `  ${admin.email!.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.signInAdmin).toMatchObject({ user: { id: admin.id, role: 'ADMIN' } });
    expect(c.lastSetCookie).toMatch(/haat_refresh=[\w-]{43};/);
    expect(c.lastSetCookie).toMatch(/HttpOnly/);
    expect(c.lastSetCookie).toMatch(/SameSite=Strict/);
    expect(c.lastSetCookie).toMatch(/Path=\/graphql/);
    expect(c.lastSetCookie).toMatch(/Max-Age=2592000; .*Expires=\w{3}, /);
    const me = await c.request(ME);
    expect(me.body.data!.me.id).toBe(admin.id);
  });

  it('signs a vendor in by phone however the number is written, and tells their category', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const local = vendor.phone!.slice(3);
    for (const typed of [local, `0${local}`, `+91 ${local.slice(0, 5)} ${local.slice(5)}`, `91-${local}`]) {
      const { body } = await client().authenticate(SIGN_IN_VENDOR, { phone: typed, password: PASSWORD });
      expect(body.data?.signInVendor).toMatchObject({
        user: { id: vendor.id, phone: vendor.phone, vendorCategory: 'GROCERY' },
      });
    }
  });

  it('stores only an argon2id hash, never the password', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const [row] = await server.db.query('SELECT password_hash FROM app_user WHERE id = $1', [vendor.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(JSON.stringify(await server.db.query('SELECT * FROM app_user WHERE id = $1', [vendor.id]))).not.toContain(
      PASSWORD,
    );
  });

  it('answers every kind of failure with the same code and message', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const rider = await makeStaff(server.db, UserRole.DELIVERY);
    const disabled = await makeStaff(server.db, UserRole.DELIVERY);
    await server.db.manager.update(UserEntity, { id: disabled.id }, { disabledAt: now });
    const attempts = [
      (c: SessionClient) => c.request(SIGN_IN_VENDOR, { phone: vendor.phone!, password: 'wrong password' }),
      (c: SessionClient) => c.request(SIGN_IN_VENDOR, { phone: '9000000001', password: PASSWORD }),
      (c: SessionClient) => c.request(SIGN_IN_VENDOR, { phone: rider.phone!, password: PASSWORD }),
      (c: SessionClient) => c.request(SIGN_IN_DELIVERY, { phone: vendor.phone!, password: PASSWORD }),
      (c: SessionClient) => c.request(SIGN_IN_DELIVERY, { phone: disabled.phone!, password: PASSWORD }),
      (c: SessionClient) => c.request(SIGN_IN_ADMIN, { email: 'nobody@haat.test', password: PASSWORD }),
    ];
    for (const attempt of attempts) {
      const { status, body } = await attempt(client());
      expect(status).toBe(200);
      expect(body.errors![0]).toEqual({
        message: INVALID_CREDENTIALS_MESSAGE,
        path: expect.any(Array),
        locations: expect.any(Array),
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });
});

describe('access tokens', () => {
  async function signedInRider(): Promise<SessionClient> {
    const rider = await makeStaff(server.db, UserRole.DELIVERY);
    const c = client();
    await c.authenticate(SIGN_IN_DELIVERY, { phone: rider.phone!, password: PASSWORD });
    return c;
  }

  it('refuses a request with no token where one is needed', async () => {
    const { body } = await client().request(ME);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token (signed with another secret)', async () => {
    const c = await signedInRider();
    const claims = jwt.decode(c.accessToken!) as Record<string, unknown>;
    c.accessToken = jwt.sign(claims, 'not-our-secret-not-our-secret-not-ours');
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
  });

  it('refuses a tampered token (role raised to ADMIN)', async () => {
    const c = await signedInRider();
    const [header, payload, signature] = c.accessToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    c.accessToken = `${header}.${raised}.${signature}`;
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const c = await signedInRider();
    const claims = jwt.decode(c.accessToken!) as Record<string, unknown>;
    c.accessToken = jwt.sign(claims, '', { algorithm: 'none' });
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
  });

  it('lets a token live 15 minutes, and no longer', async () => {
    const c = await signedInRider();
    now = new Date(now.getTime() + 14 * 60 * 1000);
    expect((await c.request(ME)).body.errors).toBeUndefined();
    now = new Date(now.getTime() + 2 * 60 * 1000);
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
  });

  it('still answers public queries when the token is bad', async () => {
    const c = await signedInRider();
    c.accessToken = 'garbage';
    const { body } = await c.request('{ emergencyContacts(group: FIRE) { name } }');
    expect(body.errors).toBeUndefined();
  });

  it('verifies with the configured secret', () => {
    expect(() => jwt.verify(jwt.sign({}, TEST_JWT_SECRET), TEST_JWT_SECRET)).not.toThrow();
  });
});

describe('refresh tokens', () => {
  async function signedInVendor(): Promise<SessionClient> {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const c = client();
    await c.authenticate(SIGN_IN_VENDOR, { phone: vendor.phone!, password: PASSWORD });
    return c;
  }

  it('rotates on every use: a new cookie and a new access token', async () => {
    const c = await signedInVendor();
    const first = c.cookie;
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const { body } = await c.authenticate(REFRESH);
    expect(body.errors).toBeUndefined();
    expect(c.cookie).toBeDefined();
    expect(c.cookie).not.toBe(first);
    expect((await c.request(ME)).body.errors).toBeUndefined();
  });

  it('keeps only a hash of the refresh token', async () => {
    const c = await signedInVendor();
    const rows = await server.db.query('SELECT token_hash FROM refresh_token');
    expect(JSON.stringify(rows)).not.toContain(c.cookie);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const c = await signedInVendor();
    const stolen = c.cookie;
    await c.authenticate(REFRESH);
    const thief = client();
    thief.cookie = stolen;
    expect(errorCode((await thief.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
    // The rightful owner's newer token and their access token die with the family.
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await c.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
    const [session] = await server.db.query(
      `SELECT s.revoked_reason FROM user_session s JOIN refresh_token t ON t.session_id = s.id ORDER BY t.created_at DESC LIMIT 1`,
    );
    expect(session.revoked_reason).toBe('refresh-token-reuse');
  });

  it('refuses a refresh with no cookie, a made-up cookie, or an expired one', async () => {
    expect(errorCode((await client().request(REFRESH)).body)).toBe('UNAUTHENTICATED');
    const madeUp = client();
    madeUp.cookie = 'x'.repeat(43);
    expect(errorCode((await madeUp.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
    const c = await signedInVendor();
    now = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(errorCode((await c.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
  });

  it('ends a session 90 days after its sign-in, however often it refreshed', async () => {
    const c = await signedInVendor();
    const day = 24 * 60 * 60 * 1000;
    // Refreshed every 20 days, each time within its token's 30: the sign-in still ends on day 90.
    for (let days = 20; days < 90; days += 20) {
      now = new Date(now.getTime() + 20 * day);
      expect((await c.authenticate(REFRESH)).body.errors).toBeUndefined();
    }
    now = new Date(now.getTime() + 10 * day);
    expect(errorCode((await c.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
    expect(c.lastSetCookie).toMatch(/haat_refresh=;/);
    const [session] = await server.db.query(
      `SELECT s.revoked_reason FROM user_session s JOIN refresh_token t ON t.session_id = s.id ORDER BY t.created_at DESC LIMIT 1`,
    );
    expect(session.revoked_reason).toBe('lifetime-over');
  });

  it('signs out: the cookie is cleared, and neither token works any more', async () => {
    const c = await signedInVendor();
    const cookie = c.cookie;
    const { body } = await c.request(SIGN_OUT);
    expect(body.data).toEqual({ signOut: true });
    expect(c.lastSetCookie).toMatch(/haat_refresh=;/);
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
    c.cookie = cookie;
    expect(errorCode((await c.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
  });

  it('ends every session of an account that an admin disables', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const c = client();
    await c.authenticate(SIGN_IN_VENDOR, { phone: vendor.phone!, password: PASSWORD });
    const admin = await makeAdmin(server.db);
    const a = client();
    await a.authenticate(SIGN_IN_ADMIN, { email: admin.email!, password: PASSWORD });
    const { body } = await a.request(`mutation($id: ID!) { disableUser(id: $id) { disabled } }`, { id: vendor.id });
    expect(body.data).toEqual({ disableUser: { disabled: true } });
    expect(errorCode((await c.request(ME)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await c.request(REFRESH)).body)).toBe('UNAUTHENTICATED');
  });
});
