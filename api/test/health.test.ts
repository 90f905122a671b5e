import { seededServer } from './support/flows';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy';
import { jsonBody, postGraphQL, type TestServer } from './support/test-server';
import { graphql } from './generated';

const QUERY = graphql(`
  query HealthQuery {
    emergencyContacts(group: FIRE) {
      name
    }
  }
`);

let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  const direct = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  server = await seededServer({ databaseUrl: throughProxy(process.env.DATABASE_URL!, proxy) });
});
afterAll(async () => {
  proxy.restore();
  await server.close();
  await proxy.close();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

describe('health probes', () => {
  it('/healthz says the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says the database answers', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('when the database goes away and comes back', () => {
  it('reports not ready, answers requests with a clean error, then recovers', async () => {
    proxy.cut();

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await jsonBody<{ status: string }>(ready)).status).toBe('unavailable');

    const { status, body } = await postGraphQL(server.graphqlUrl, QUERY);
    expect(status).toBeLessThan(500);
    expect(body.errors![0].extensions!.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors![0].message).not.toMatch(/ECONNRESET|terminated|at /);

    proxy.restore();
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 200);
    const after = await postGraphQL(server.graphqlUrl, QUERY);
    expect(after.status).toBe(200);
    expect(after.body.data!.emergencyContacts.length).toBeGreaterThan(0);
  });
});
