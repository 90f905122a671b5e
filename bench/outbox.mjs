// The notification outbox under order load: what sending costs the orders themselves, with the bot
// well and with the bot down, and how soon a message reaches the bot at a village's pace.
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startOutboxWorker, DEFAULT_OUTBOX_OPTIONS } = require('../api/dist/modules/notify/outbox-worker.js');
const { botApiSender } = require('../api/dist/modules/notify/chat-sender.js');
const { BOT_TIMEOUT_MS } = require('../api/dist/shared/config.js');

const CLIENTS = 50;
/** A steady pace well above a block's busiest hour, for the time to the bot. */
const STEADY_RATE = 20;
/** How long the bot takes to answer when it is well (Telegram's answers take about this). */
const BOT_ANSWER_MS = 100;
const TOKEN = 'bench-token';

/** A local bot API: answers after BOT_ANSWER_MS, or never while `down`. */
async function startBot() {
  const bot = { down: false, received: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (bot.down) return; // a bot that hangs: the worker gives up after its time-out
      bot.received += 1;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true, result: { message_id: bot.received } }));
      }, BOT_ANSWER_MS);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  bot.url = `http://127.0.0.1:${server.address().port}`;
  bot.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return bot;
}

/**
 * @param {{ db, log, graphqlUrl: string, fire: Function, stats: Function, median: Function, spread: Function, report, rounds: number, seconds: number }} bench
 */
export async function benchOutbox({
  db,
  log,
  graphqlUrl,
  pubSub,
  fire,
  stats,
  median,
  spread,
  report,
  rounds,
  seconds,
}) {
  const [{ id: vendorId }] = await db.query(
    `SELECT id FROM vendor WHERE category = 'GROCERY' AND active ORDER BY name LIMIT 1`,
  );
  // Every order then makes two messages: the shop's group and the admins'.
  await db.query(`UPDATE vendor SET chat_group_id = '-100bench' WHERE id = $1`, [vendorId]);
  const products = (
    await db.query(
      `INSERT INTO product (id, vendor_id, section, name, unit, price_paise, mrp_paise, stock)
       SELECT gen_random_uuid(), $1, 'GROCERY', 'Bench outbox ' || n, '1 kg', 5000, 5500, 1000000000 FROM generate_series(1, 2000) AS n
       RETURNING id`,
      [vendorId],
    )
  ).map((r) => r.id);
  process.env.BENCH_ORDER_PRODUCTS = JSON.stringify(products);
  const setupRequest = fileURLToPath(new URL('./place-order-request.cjs', import.meta.url));
  const verifyBody = fileURLToPath(new URL('./order-placed.cjs', import.meta.url));

  const bot = await startBot();
  const mailer = { send: async () => {}, close() {} };
  const settings = { publicUrl: 'http://localhost', adminChatId: '-100admins' };
  const startWorker = () =>
    startOutboxWorker(
      {
        db,
        log,
        mailer,
        chat: botApiSender({ apiUrl: bot.url, token: TOKEN, timeoutMs: BOT_TIMEOUT_MS }),
        settings,
        wakeOn: pubSub.subscribe('ORDER_CHANGED'),
      },
      {},
    );
  const clearOutbox = () => db.query('DELETE FROM outbox_message');

  const placeOrders = async (label, extra = {}) => {
    const result = await fire(graphqlUrl, '{}', seconds, {
      connections: CLIENTS,
      requests: [{ method: 'POST', setupRequest }],
      verifyBody,
      ...extra,
    });
    const failed = result.non2xx + result.errors + result.timeouts + result.mismatches;
    if (failed > 0) throw new Error(`placeOrder (${label}): ${failed} failed requests`);
    return { rate: result.requests.average, p99: result.latency.p99 };
  };

  // The three set-ups take turns, so the machine's mood falls on each alike.
  const setups = [
    { label: 'no worker (baseline)', run: async () => placeOrders('no worker') },
    {
      label: `worker on, bot answers in ${BOT_ANSWER_MS} ms`,
      run: async () => {
        const worker = startWorker();
        try {
          return await placeOrders('bot well');
        } finally {
          await worker.stop();
        }
      },
    },
    {
      label: `worker on, bot down (hangs ${BOT_TIMEOUT_MS / 1000} s a try)`,
      run: async () => {
        bot.down = true;
        const worker = startWorker();
        try {
          return await placeOrders('bot down');
        } finally {
          bot.down = false;
          await worker.stop();
        }
      },
    },
  ];
  const results = setups.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, setup] of setups.entries()) {
      results[i].push(await setup.run());
      await clearOutbox();
    }
  }

  // Time to the bot at a steady pace, with the worker as production runs it (woken by each order's
  // announcement, polling every second besides).
  const worker = startWorker();
  await placeOrders('steady', { overallRate: STEADY_RATE, connections: 10 });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const [{ waiting }] = await db.query(
      `SELECT count(*)::int AS waiting FROM outbox_message WHERE status = 'PENDING'`,
    );
    if (waiting === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await worker.stop();
  const [latency] = await db.query(
    `SELECT count(*)::int AS sent,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at)) * 1000 AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at)) * 1000 AS p99,
            max(extract(epoch FROM sent_at - created_at)) * 1000 AS max,
            min(extract(epoch FROM sent_at - created_at)) * 1000 AS min
       FROM outbox_message WHERE status = 'SENT'`,
  );
  await clearOutbox();
  await db.query(`UPDATE vendor SET chat_group_id = NULL WHERE id = $1`, [vendorId]);
  await bot.close();

  console.log(
    `notifications outbox: placeOrder, ${CLIENTS} clients, 2 messages an order, ${rounds} alternating rounds of ${seconds} s`,
  );
  console.log(
    `${'orders'.padEnd(48)} ${'min/s'.padStart(7)} ${'median/s'.padStart(9)} ${'max/s'.padStart(7)} ${'p99'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  const baseline = stats(results[0].map((r) => r.rate)).median;
  for (const [i, setup] of setups.entries()) {
    const rate = stats(results[i].map((r) => r.rate));
    const p99 = median(results[i].map((r) => r.p99));
    console.log(
      `${setup.label.padEnd(48)} ${rate.min.toFixed(0).padStart(7)} ${rate.median.toFixed(0).padStart(9)} ${rate.max.toFixed(0).padStart(7)} ${`${p99} ms`.padStart(8)} ${(rate.median / baseline).toFixed(2).padStart(6)}`,
    );
    if (i > 0) {
      report.add('outbox', `placeOrder/s, ${setup.label} / no worker`, (rate.median / baseline).toFixed(2), {
        runs: spread(rate, 'orders/s', 0),
        note: `${CLIENTS} clients, 2 messages an order; baseline median ${baseline.toFixed(0)}/s`,
      });
    }
  }
  console.log(
    `from commit to the bot's answer at ${STEADY_RATE} orders/s (woken by the order's announcement; polling every ${DEFAULT_OUTBOX_OPTIONS.pollMs} ms besides): ` +
      `${latency.sent} messages, p50 ${Number(latency.p50).toFixed(0)} ms, p99 ${Number(latency.p99).toFixed(0)} ms, max ${Number(latency.max).toFixed(0)} ms`,
  );
  report.add(
    'outbox',
    `commit to the bot's answer at ${STEADY_RATE} orders/s, p99`,
    `${Number(latency.p99).toFixed(0)} ms`,
    {
      runs: spread({ min: Number(latency.min), median: Number(latency.p50), max: Number(latency.max) }, 'ms', 0),
      note: `over ${latency.sent} messages; the bot answers in ${BOT_ANSWER_MS} ms`,
    },
  );
}
