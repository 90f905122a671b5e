import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { UserRole } from '../src/modules/identity/user-role';
import { runSeed } from '../src/seed/seed';
import { makeStaff, PASSWORD } from './support/people';
import { errorCode, SessionClient, SIGN_IN_VENDOR } from './support/session-client';
import { silentLog, startTestServer, type TestServer } from './support/test-server';

/**
 * One proxy in front (TRUST_PROXY=1), played by the test on 127.0.0.1: it appends the address it
 * saw to whatever X-Forwarded-For the client wrote. The client's own entries come first, and
 * rotating them must not make a client anyone else.
 */
const forwarded = (realAddress: string) =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}, ${realAddress}`;

const REQUEST_HELP = `mutation($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`;
const PER_ADDRESS = 3;
const SOCKETS_PER_CLIENT = 3;

let server: TestServer;
let phones = 0;
const freshPhone = () => `+9196${String(Date.now() % 1e5).padStart(5, '0')}${String(++phones).padStart(3, '0')}`;

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: 1,
    writeLimits: { perPhone: 100, perAddress: PER_ADDRESS },
    wsConnectionsPerClient: SOCKETS_PER_CLIENT,
  });
  await runSeed(server.db, silentLog);
});
afterAll(() => server.close());

describe('behind one proxy, over HTTP', () => {
  it('locks an address out of sign-in after 20 failures, however the client rotates the X-Forwarded-For it writes', async () => {
    const attempt = async (phone: string, password: string, realAddress: string) =>
      (
        await new SessionClient(server.graphqlUrl, { 'x-forwarded-for': forwarded(realAddress) }).request(
          SIGN_IN_VENDOR,
          { phone, password },
        )
      ).body;
    const accounts = await Promise.all(Array.from({ length: 5 }, () => makeStaff(server.db, UserRole.VENDOR)));
    for (const account of accounts) {
      for (let i = 0; i < 4; i++)
        expect(errorCode(await attempt(account.phone!, 'wrong', '203.0.113.7'))).toBe('INVALID_CREDENTIALS');
    }
    const fresh = await makeStaff(server.db, UserRole.VENDOR);
    expect(errorCode(await attempt(fresh.phone!, PASSWORD, '203.0.113.7'))).toBe('TOO_MANY_REQUESTS');
    // Another client behind the same proxy is its own address.
    expect((await attempt(fresh.phone!, PASSWORD, '198.51.100.9')).errors).toBeUndefined();
  });
});

/** ws with the X-Forwarded-For a proxy would pass on, for graphql-ws's client. */
function socketVia(forwardedFor: string) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { 'x-forwarded-for': forwardedFor } });
    }
  };
}

describe('behind one proxy, over the WebSocket', () => {
  async function requestHelpOver(realAddress: string) {
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: socketVia(forwarded(realAddress)),
      retryAttempts: 0,
      lazy: true,
    });
    try {
      return await new Promise<ReadonlyArray<{ extensions?: Record<string, unknown> }>>((resolve) => {
        client.subscribe(
          {
            query: REQUEST_HELP,
            variables: {
              input: {
                idempotencyKey: randomUUID(),
                kind: 'MEDICAL_ASSISTANCE',
                name: 'Rina Das',
                phone: freshPhone(),
                message: 'A wheelchair at the station',
              },
            },
          },
          {
            next: (value) => resolve((value.errors ?? []) as never),
            error: (e) => resolve(e as never),
            complete: () => undefined,
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  it('counts anonymous writes under the address the proxy saw, not the proxy’s, nor the one the client wrote', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect(await requestHelpOver('203.0.113.20')).toEqual([]);
    expect((await requestHelpOver('203.0.113.20'))[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await requestHelpOver('203.0.113.21')).toEqual([]);
  });

  it('bounds the sockets one client holds open, however it rotates the X-Forwarded-For it writes', async () => {
    const open = (realAddress: string) =>
      new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { 'x-forwarded-for': forwarded(realAddress) } });
    const closeCode = (socket: WebSocket) =>
      new Promise<number | null>((resolve) => {
        socket.once('close', (code) => resolve(code));
        setTimeout(() => resolve(null), 1000);
      });
    const sockets = [
      ...Array.from({ length: SOCKETS_PER_CLIENT + 1 }, () => open('203.0.113.30')),
      open('203.0.113.31'),
    ];
    try {
      const closes = await Promise.all(sockets.map(closeCode));
      expect(closes.slice(0, -1).filter((code) => code === 4429)).toHaveLength(1);
      expect(closes.at(-1)).toBeNull();
    } finally {
      sockets.forEach((socket) => socket.terminate());
    }
  });
});
