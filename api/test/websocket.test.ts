import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { runSeed } from '../src/seed/seed';
import { silentLog, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  await runSeed(server.db, silentLog);
  client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
});
afterAll(async () => {
  await client.dispose();
  await server.close();
});

describe('graphql-ws on the same port and path', () => {
  it('runs an operation over the WebSocket', async () => {
    const result = await new Promise<{ data?: { emergencyContacts: Array<{ name: string }> } }>((resolve, reject) => {
      let received: unknown;
      client.subscribe(
        { query: '{ emergencyContacts(group: AMBULANCE) { name } }' },
        { next: (value) => (received = value), error: reject, complete: () => resolve(received as never) },
      );
    });
    expect(result.data!.emergencyContacts.map((c) => c.name)).toContain('Emergency Ambulance');
  });

  it('answers a bad operation over the WebSocket with a coded error, not a dropped socket', async () => {
    const errors = await new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>(
      (resolve, reject) => {
        client.subscribe(
          { query: '{ emergencyContacts(group: DRAGONS) { name } }' },
          { next: () => reject(new Error('expected an error')), error: (e) => resolve(e as never), complete: () => undefined },
        );
      },
    );
    expect(errors[0].message).toMatch(/DRAGONS/);
  });
});
