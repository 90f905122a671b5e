import Redis from 'ioredis';
import { UserRole } from '../src/modules/identity/user-role';
import { seededServer } from './support/flows';
import { makeStaff, PASSWORD } from './support/people';
import { errorCode, SessionClient, SIGN_IN_VENDOR } from './support/session-client';
import { type TestServer } from './support/test-server';
import { graphql } from './generated';

/** Redis runs when REDIS_URL is set (CI sets it; scripts/test.mjs sets it when a local Redis answers). */
const stores: Array<[string, string | undefined]> = [['PostgreSQL', undefined]];
if (process.env.REDIS_URL) stores.push(['Redis', process.env.REDIS_URL]);

/** The same rules whether the counts live in PostgreSQL or in Redis. */
describe.each(stores)('sign-in throttling, counts kept in %s', (_store, redisUrl) => {
  let server: TestServer;
  let now = new Date('2026-11-21T10:00:00Z');
  const minutes = (n: number) => (now = new Date(now.getTime() + n * 60 * 1000));

  beforeAll(async () => {
    server = await seededServer({ redisUrl, trustProxy: 1, services: () => ({ clock: () => now }) });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = new Date('2026-11-21T10:00:00Z');
    await server.db.query('DELETE FROM sign_in_throttle');
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys('haat:limit:*');
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  let nextAddress = 1;
  /** Each attempt from its own address (as a proxy reports it) unless one is given, so only the account's count matters. */
  async function attempt(phone: string, password: string, address?: string) {
    const from = address ?? `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
    const c = new SessionClient(server.graphqlUrl, { 'x-forwarded-for': from });
    return (await c.request(SIGN_IN_VENDOR, { phone, password })).body;
  }

  it('refuses the 6th attempt after 5 wrong ones, even with the right password, and says how long to wait', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    for (let i = 0; i < 5; i++)
      expect(errorCode(await attempt(vendor.phone!, `wrong ${i}`))).toBe('INVALID_CREDENTIALS');
    const sixth = await attempt(vendor.phone!, PASSWORD);
    expect(errorCode(sixth)).toBe('TOO_MANY_REQUESTS');
    expect(sixth.errors![0].extensions!.retryAfterSeconds).toBe(15 * 60);
    expect(sixth.errors![0].message).toMatch(/900 seconds/);
  });

  it('lets the right password in once the wait is over, and a success clears the count', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    for (let i = 0; i < 5; i++) await attempt(vendor.phone!, 'wrong');
    minutes(10);
    expect((await attempt(vendor.phone!, PASSWORD)).errors![0].extensions!.retryAfterSeconds).toBe(5 * 60);
    minutes(5);
    expect((await attempt(vendor.phone!, PASSWORD)).errors).toBeUndefined();
    for (let i = 0; i < 4; i++) await attempt(vendor.phone!, 'wrong');
    expect(errorCode(await attempt(vendor.phone!, PASSWORD))).toBeUndefined();
  });

  it('makes the wait grow when the failures go on', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await attempt(vendor.phone!, 'wrong');
      const refused = await attempt(vendor.phone!, PASSWORD);
      const wait = refused.errors![0].extensions!.retryAfterSeconds as number;
      waits.push(wait);
      minutes(wait / 60);
    }
    expect(waits).toEqual([15 * 60, 30 * 60, 60 * 60]);
  });

  it('forgets failures older than 15 minutes', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    for (let i = 0; i < 4; i++) await attempt(vendor.phone!, 'wrong');
    minutes(16);
    for (let i = 0; i < 4; i++) await attempt(vendor.phone!, 'wrong');
    expect((await attempt(vendor.phone!, PASSWORD)).errors).toBeUndefined();
  });

  it('refuses an address after 20 failures across accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => makeStaff(server.db, UserRole.VENDOR)));
    let failures = 0;
    for (const account of accounts) {
      for (let i = 0; i < 4; i++, failures++) {
        expect(errorCode(await attempt(account.phone!, 'wrong', '203.0.113.7'))).toBe('INVALID_CREDENTIALS');
      }
    }
    expect(failures).toBe(20);
    const fresh = await makeStaff(server.db, UserRole.VENDOR);
    expect(errorCode(await attempt(fresh.phone!, PASSWORD, '203.0.113.7'))).toBe('TOO_MANY_REQUESTS');
    expect((await attempt(fresh.phone!, PASSWORD, '198.51.100.9')).errors).toBeUndefined();
  });

  it('counts every one of many failures sent at once', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    await Promise.all(Array.from({ length: 5 }, () => attempt(vendor.phone!, 'wrong')));
    expect(errorCode(await attempt(vendor.phone!, PASSWORD))).toBe('TOO_MANY_REQUESTS');
  });

  it('checks no more than 5 of 15 wrong passwords sent at once: the rest are refused unchecked', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(vendor.phone!, `wrong ${i}`)));
    const codes = answers.map(errorCode);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(10);
  });

  it('lets the right password inside a burst of wrong ones erase none of their count', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const burst = [...Array.from({ length: 8 }, (_, i) => `wrong ${i}`), PASSWORD];
    const answers = await Promise.all(burst.map((password) => attempt(vendor.phone!, password)));
    const checked = answers.filter((a) => errorCode(a) !== 'TOO_MANY_REQUESTS').length;
    // The right one gave back only its own place: at most one more guess, then the lock.
    const after = [await attempt(vendor.phone!, 'wrong again'), await attempt(vendor.phone!, 'and again')];
    expect(checked + after.filter((a) => errorCode(a) === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(6);
    expect(errorCode(after[1])).toBe('TOO_MANY_REQUESTS');
  });

  it('counts wrong current passwords when changing a password as sign-in attempts', async () => {
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const c = new SessionClient(server.graphqlUrl, { 'x-forwarded-for': '10.6.0.1' });
    expect(
      (await c.authenticate(SIGN_IN_VENDOR, { phone: vendor.phone!, password: PASSWORD })).body.errors,
    ).toBeUndefined();
    const change = (currentPassword: string) =>
      c.request(
        graphql(`
          mutation ThrottleChangePassword($input: ChangePasswordInput!) {
            changePassword(input: $input)
          }
        `),
        {
          input: { currentPassword, newPassword: 'a new long passphrase' },
        },
      );
    for (let i = 0; i < 5; i++) expect(errorCode((await change(`wrong ${i}`)).body)).toBe('BAD_USER_INPUT');
    const sixth = (await change(PASSWORD)).body;
    expect(errorCode(sixth)).toBe('TOO_MANY_REQUESTS');
    // The same count as sign-in's: the account is locked there too.
    expect(errorCode(await attempt(vendor.phone!, PASSWORD))).toBe('TOO_MANY_REQUESTS');
  });
});
