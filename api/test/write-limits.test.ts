import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { runSeed } from '../src/seed/seed';
import { silentLog, startTestServer, type GraphQLResponse, type TestServer } from './support/test-server';

/** Redis runs when REDIS_URL is set (CI sets it; scripts/test.mjs sets it when a local Redis answers). */
const stores: Array<[string, string | undefined]> = [['PostgreSQL', undefined]];
if (process.env.REDIS_URL) stores.push(['Redis', process.env.REDIS_URL]);

const LIMITS = { perPhone: 3, perAddress: 5 };

let phones = 0;
/** A number no other test (of either store, on the one database) has used. */
const freshPhone = () => `+9197${String(Date.now() % 1e5).padStart(5, '0')}${String(++phones).padStart(3, '0')}`;

const REQUEST_HELP = `mutation($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`;
const PLACE_LIST = `mutation($input: ListOrderInput!) { placeListOrder(input: $input) { checkoutCode } }`;

const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const BY_PHONE = `query($phone: String!) { ordersByPhone(phone: $phone) { code } }`;

async function send(
  server: TestServer,
  query: string,
  input: Record<string, unknown>,
  address: string,
  variables: Record<string, unknown> = { input },
): Promise<GraphQLResponse['body']> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse['body'];
}

const help = (phone: string, kind = 'MEDICAL_ASSISTANCE', idempotencyKey = randomUUID()) => ({
  idempotencyKey,
  kind,
  name: 'Rina Das',
  phone,
  message: 'Need a wheelchair at the station',
});
const list = (phone: string) => ({
  idempotencyKey: randomUUID(),
  customer: { name: 'Rina Das', phone, address: 'Ghosh para' },
  section: 'GROCERY',
  lines: ['rice 5 kg'],
});

async function clearCounts(server: TestServer, redisUrl?: string) {
  await server.db.query(`DELETE FROM sign_in_throttle`);
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys('haat:limit:write:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

describe.each(stores)('anonymous writes are limited, counts kept in %s', (_store, redisUrl) => {
  let server: TestServer;
  let now = new Date('2026-11-21T10:00:00Z');
  let nextAddress = 1;
  const anotherAddress = () => `10.8.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const helpRows = async (phone: string) =>
    Number((await server.db.query(`SELECT count(*)::int AS n FROM help_request WHERE phone = $1`, [phone]))[0].n);

  beforeAll(async () => {
    server = await startTestServer({
      redisUrl,
      trustProxy: 1,
      writeLimits: LIMITS,
      lookupLimits: LIMITS,
      services: () => ({ clock: () => now }),
    });
    await runSeed(server.db, silentLog);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = new Date('2026-11-21T10:00:00Z');
    await clearCounts(server, redisUrl);
  });

  it('refuses a phone number its 4th write in an hour, from any address, saying when to try again, and writes nothing', async () => {
    const phone = freshPhone();
    for (let i = 0; i < LIMITS.perPhone; i++)
      expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
    const refused = await send(server, REQUEST_HELP, help(phone), anotherAddress());
    expect(refused.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
    expect(refused.errors![0].message).toBe(
      'Too many orders and requests from this phone number or connection. Please try again in 60 minutes.',
    );
    expect(await helpRows(phone)).toBe(LIMITS.perPhone);
  });

  it('counts orders, lists, requests for help and the contact form against the same phone', async () => {
    const phone = freshPhone();
    expect((await send(server, PLACE_LIST, list(phone), anotherAddress())).errors).toBeUndefined();
    expect((await send(server, REQUEST_HELP, help(phone, 'CONTACT'), anotherAddress())).errors).toBeUndefined();
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
    const refused = await send(server, PLACE_LIST, list(phone), anotherAddress());
    expect(refused.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    const orders = await server.db.query(`SELECT count(*)::int AS n FROM checkout WHERE customer_phone = $1`, [phone]);
    expect(orders[0].n).toBe(1);
  });

  it('refuses an address its 6th write in an hour, whatever the numbers', async () => {
    const address = anotherAddress();
    for (let i = 0; i < LIMITS.perAddress; i++) {
      expect((await send(server, REQUEST_HELP, help(freshPhone()), address)).errors).toBeUndefined();
    }
    const last = freshPhone();
    const refused = await send(server, REQUEST_HELP, help(last), address);
    expect(refused.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(await helpRows(last)).toBe(0);
    // Another address is not held back by it.
    expect((await send(server, REQUEST_HELP, help(last), anotherAddress())).errors).toBeUndefined();
  });

  it('counts requests for a password reset against the address, whether or not the mailbox has an account', async () => {
    const address = anotherAddress();
    const reset = (email: string) => send(server, REQUEST_RESET, {}, address, { email });
    for (let i = 0; i < LIMITS.perAddress; i++)
      expect((await reset(i % 2 ? 'nobody@haat.test' : `someone-${i}@haat.test`)).errors).toBeUndefined();
    const refused = await reset('nobody@haat.test');
    expect(refused.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The address's other writes are held back with it: one count for everything anonymous.
    expect((await send(server, REQUEST_HELP, help(freshPhone()), address)).errors![0].extensions!.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('does not count against the phone a write its address refused', async () => {
    const address = anotherAddress();
    for (let i = 0; i < LIMITS.perAddress; i++) await send(server, REQUEST_HELP, help(freshPhone()), address);
    const phone = freshPhone();
    // Refused by the busy address again and again, the phone's own hour stays untouched.
    for (let i = 0; i < LIMITS.perPhone + 2; i++) {
      expect((await send(server, REQUEST_HELP, help(phone), address)).errors![0].extensions!.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    }
    for (let i = 0; i < LIMITS.perPhone; i++)
      expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors![0].extensions!.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('does not count a retry with the same idempotency key', async () => {
    const phone = freshPhone();
    const input = help(phone);
    for (let i = 0; i < 5; i++)
      expect((await send(server, REQUEST_HELP, input, anotherAddress())).errors).toBeUndefined();
    expect(await helpRows(phone)).toBe(1);
    // Two more new ones still fit under the limit of 3.
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors![0].extensions!.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // And the first one, sent again, is still answered.
    expect((await send(server, REQUEST_HELP, input, anotherAddress())).errors).toBeUndefined();
  });

  it('lets the phone write again once the hour is over, and says the time left before', async () => {
    const phone = freshPhone();
    for (let i = 0; i < LIMITS.perPhone; i++) await send(server, REQUEST_HELP, help(phone), anotherAddress());
    now = new Date(now.getTime() + 45 * 60 * 1000);
    const refused = await send(server, REQUEST_HELP, help(phone), anotherAddress());
    expect(refused.errors![0].message).toMatch(/try again in 15 minutes/);
    now = new Date(now.getTime() + 15 * 60 * 1000);
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
  });

  it("limits Find Order's look-ups per number looked up and per address, each alias of a request counting", async () => {
    const watched = freshPhone().replace('+91', '');
    for (let i = 0; i < LIMITS.perPhone; i++)
      expect((await send(server, BY_PHONE, {}, anotherAddress(), { phone: watched })).errors).toBeUndefined();
    const refused = await send(server, BY_PHONE, {}, anotherAddress(), { phone: watched });
    expect(refused.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.errors![0].message).toMatch(/look-ups/);

    // Fifteen numbers in one request through aliases: the address's allowance runs out within it.
    const sweep = Array.from(
      { length: 15 },
      (_, i) => `a${i}: ordersByPhone(phone: "${freshPhone().replace('+91', '')}") { code }`,
    ).join(' ');
    const sweeper = anotherAddress();
    const swept = await send(server, `query { ${sweep} }`, {}, sweeper, {});
    expect(swept.data ?? null).toBeNull();
    expect(swept.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(
      (await send(server, BY_PHONE, {}, sweeper, { phone: freshPhone().replace('+91', '') })).errors![0].extensions,
    ).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('counts a form with a mistake in it for nothing', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      const wrong = await send(server, REQUEST_HELP, { ...help(phone), message: '   ' }, anotherAddress());
      expect(wrong.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect((await send(server, REQUEST_HELP, help(phone), anotherAddress())).errors).toBeUndefined();
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('two instances sharing Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ redisUrl: process.env.REDIS_URL, trustProxy: 1, writeLimits: LIMITS });
    second = await startTestServer({ redisUrl: process.env.REDIS_URL, trustProxy: 1, writeLimits: LIMITS });
    await runSeed(first.db, silentLog);
    await clearCounts(first, process.env.REDIS_URL);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('share the counts: writes on one instance count on the other', async () => {
    const phone = freshPhone();
    expect((await send(first, REQUEST_HELP, help(phone), '10.7.0.1')).errors).toBeUndefined();
    expect((await send(second, REQUEST_HELP, help(phone), '10.7.0.2')).errors).toBeUndefined();
    expect((await send(first, REQUEST_HELP, help(phone), '10.7.0.3')).errors).toBeUndefined();
    expect((await send(second, REQUEST_HELP, help(phone), '10.7.0.4')).errors![0].extensions!.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // PostgreSQL kept none of it: the counts live in Redis.
    expect(await first.db.query(`SELECT key FROM sign_in_throttle WHERE key LIKE 'write:%'`)).toEqual([]);
  });
});
