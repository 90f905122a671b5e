// The subscribers of the fan-out bench, in a process of their own so they do not share the
// server's event loop. Told {url, token, count} over IPC, it opens that many graphql-ws
// connections, each subscribed to shopOrderChanged, and for each code it is asked about
// reports when every connection had the notice.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { createClient } = require('graphql-ws');
const WebSocket = require('ws');

const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map(); // code -> times
let clients = [];

process.on('message', async (message) => {
  if (message.type === 'connect') {
    const { url, token, count } = message;
    let acknowledged = 0;
    clients = Array.from({ length: count }, () => {
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: false,
        connectionParams: { authorization: `Bearer ${token}` },
        on: { connected: () => acknowledged++ },
      });
      client.subscribe(
        { query: 'subscription { shopOrderChanged { code status } }' },
        {
          next: ({ data }) => {
            const code = data?.shopOrderChanged?.code;
            if (!code) return;
            if (!arrivals.has(code)) arrivals.set(code, []);
            arrivals.get(code).push(now());
          },
          error: (error) => process.send({ type: 'error', error: String(error?.message ?? JSON.stringify(error)) }),
          complete: () => undefined,
        },
      );
      return client;
    });
    while (acknowledged < count) await new Promise((r) => setTimeout(r, 50));
    // Let every subscribe message reach the server before the first change.
    await new Promise((r) => setTimeout(r, 1000));
    process.send({ type: 'ready' });
  } else if (message.type === 'collect') {
    const deadline = Date.now() + 30_000;
    while ((arrivals.get(message.code)?.length ?? 0) < clients.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    process.send({ type: 'arrivals', code: message.code, times: arrivals.get(message.code) ?? [] });
  } else if (message.type === 'close') {
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  }
});
