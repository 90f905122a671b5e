import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { runSeed } from '../src/seed/seed';
import { signInAdmin, signInAs, placeCart } from './support/flows';
import { makeAdmin, SHOP_A } from './support/people';
import { addGroceryProducts } from './support/products';
import { silentLog, startTestServer, type TestServer } from './support/test-server';

/**
 * Redis stops while two instances take orders, sign people in and keep a shop's screen live, then
 * comes back. A Redis server of this test's own, on a port of its own, so stopping it touches
 * nothing else. The rule (README): limits are counted in PostgreSQL while Redis cannot be reached;
 * live screens are told to reconnect (and refetch) when it returns.
 */
jest.setTimeout(60_000);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return redis;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

let port: number;
let redis: ChildProcess | null = null;
let a: TestServer;
let b: TestServer;
let productId: string;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  const redisUrl = `redis://127.0.0.1:${port}`;
  a = await startTestServer({ redisUrl, poolSize: 4, writeLimits: { perPhone: 3, perAddress: 1000 } });
  b = await startTestServer({ redisUrl, poolSize: 4, writeLimits: { perPhone: 3, perAddress: 1000 } });
  await runSeed(a.db, silentLog);
  [productId] = await addGroceryProducts(a.db, SHOP_A, 1, {
    name: 'Mustard oil 1 L',
    pricePaise: 18500,
    unit: '1 L',
    stock: 1000,
  });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (redis) await stopRedis(redis);
});

let phoneSeq = 0;
const newPhone = () => `95${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

async function placeOrder(server: TestServer, phone = newPhone()) {
  const { body } = await placeCart(server, { lines: [productId], customer: { phone, address: 'Supur' } });
  const answer = body.data?.placeOrder;
  return {
    code: answer?.__typename === 'OrderPlaced' ? answer.orders[0].code : undefined,
    error: body.errors?.[0].extensions?.code ?? (body.errors ? 'UNCODED' : undefined),
  };
}

/** The admins' live order screen on one instance, reconnecting as the web app's does. */
async function liveScreen(server: TestServer) {
  const session = await signInAdmin(server);
  const heard: string[] = [];
  const closes: number[] = [];
  let connections = 0;
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: Infinity,
    retryWait: () => new Promise((r) => setTimeout(r, 200)),
    connectionParams: { authorization: `Bearer ${session.accessToken}` },
    on: {
      connected: () => void connections++,
      closed: (event) => void closes.push((event as { code: number }).code),
    },
  });
  client.subscribe<{ shopOrderChanged: { code: string } }>(
    { query: 'subscription { shopOrderChanged { code } }' },
    {
      next: (value) => value.data && heard.push(value.data.shopOrderChanged.code),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    heard,
    closes,
    connections: () => connections,
    close: async () => {
      await client.dispose();
    },
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('takes orders and sign-ins while Redis is down, keeps the limits in PostgreSQL, and restarts live screens when it returns', async () => {
  const screen = await liveScreen(a);
  await until(() => screen.connections() === 1, 'the live screen connects');
  const before = await placeOrder(b);
  await until(() => screen.heard.includes(before.code!), 'news across instances through Redis');

  await stopRedis(redis!);
  redis = null;

  // Orders through both instances go on, every one of them placed.
  const during = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? a : b)));
  expect(during.map((o) => o.error)).toEqual(Array(20).fill(undefined));
  // The limits still hold, counted in PostgreSQL: a phone's 4th order in the hour is refused, coded.
  const phone = newPhone();
  const sameNumber = [];
  for (let i = 0; i < 4; i++) sameNumber.push(await placeOrder(a, phone));
  expect(sameNumber.map((o) => o.error)).toEqual([undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
  // Sign-ins go on.
  await signInAs(b, await makeAdmin(b.db));
  // News made on this instance is still heard on it.
  const local = await placeOrder(a);
  await until(() => screen.heard.includes(local.code!), 'news on the same instance without Redis');

  redis = await startRedis(port);
  // Whatever the screen missed meanwhile, it is told to start over: closed as a restart, and back.
  await until(() => screen.closes.includes(1012), 'the live screen told to restart');
  await until(() => screen.connections() === 2, 'the live screen reconnects');
  const after = await placeOrder(b);
  await until(() => screen.heard.includes(after.code!), 'news across instances once Redis is back');
  await screen.close();

  // Nothing was lost: every order answered as placed is in the database.
  const codes = [before, ...during, ...sameNumber.slice(0, 3), local, after].map((o) => o.code!);
  const [{ n }] = await a.db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM customer_order WHERE code = ANY($1)`,
    [codes],
  );
  expect(n).toBe(codes.length);
});
