// `npm run bench`: figures printed, never asserted. Each benchmark compares against a baseline
// measured in the same run, so a noisy machine moves both sides alike.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchOutbox } from './outbox.mjs';
import { benchSearch } from './search.mjs';
import { benchLighthouse as lighthouseRoutes } from './lighthouse.mjs';
import { createReport, describeMachine, publishReport, spread } from './report.mjs';

// The app is measured as it runs in production, where graphql-js also skips its development-only checks.
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createApp } = require('../api/dist/app.js');
const { createDataSource, describeDatabaseUrl } = require('../api/dist/shared/db/data-source.js');
const { startEmbeddedPostgres } = require('../api/dist/shared/db/embedded-postgres.js');
const { runSeed } = require('../api/dist/seed/seed.js');
const pino = require('pino');

const PAGE = 20;
const POOL_SIZE = 4;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 2;
const REPORT_FILE = fileURLToPath(new URL('./results/latest.md', import.meta.url));

/** Every figure of the run, printed as one table at the end and written to REPORT_FILE. */
const report = createReport();

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

/** Load from a worker thread, so the load generator does not share the server's event loop. */
function fire(url, body, duration, extra = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    workers: 1,
    duration,
    ...(body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : {}),
    ...extra,
  });
}

/** One timed run; any failed request stops the bench rather than flattering the figures. */
async function cannonOnce(label, url, body) {
  const result = await fire(url, body, DURATION_S);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `${label}: ${failed} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => stats(values).median;

/**
 * The endpoints take turns, ROUNDS times, and each figure is the median of its rounds: load from
 * elsewhere on the machine then falls on both sides alike instead of on whichever ran during it.
 */
async function compare(endpoints) {
  for (const { url, body } of endpoints) await fire(url, body, WARMUP_S);
  const runs = endpoints.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { label, url, body }] of endpoints.entries()) runs[i].push(await cannonOnce(label, url, body));
  }
  return endpoints.map(({ label }, i) => {
    const figures = {
      rate: median(runs[i].map((r) => r.rate)),
      p50: median(runs[i].map((r) => r.p50)),
      p99: median(runs[i].map((r) => r.p99)),
      rounds: runs[i],
    };
    console.log(
      `${label.padEnd(56)} ${figures.rate.toFixed(0).padStart(8)} ${`${figures.p50} ms`.padStart(8)} ${`${figures.p99} ms`.padStart(8)}`,
    );
    return figures;
  });
}

/**
 * The baseline: what the catalog page costs with nothing between HTTP and PostgreSQL but `pg`
 * and JSON.stringify. It runs the very statement the API runs for these arguments and answers
 * the same request body with the same JSON.
 */
async function startBareCatalog(url, poolSize) {
  const { productPageStatement } = require('../api/dist/modules/catalog/product.service.js');
  const { productImageUrl } = require('../api/dist/modules/catalog/product-image.js');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const { sql, params } = productPageStatement({ section: variables.section, first: variables.first });
        const { rows } = await pool.query(sql, params);
        const page = rows.slice(0, variables.first);
        const last = page[page.length - 1];
        const body = JSON.stringify({
          data: {
            products: {
              nodes: page.map((r) => ({
                id: r.id,
                name: r.name,
                nameBn: r.nameBn,
                unit: r.unit,
                pricePaise: r.pricePaise,
                mrpPaise: r.mrpPaise,
                stock: r.stock,
                available: r.available,
                imageUrl: productImageUrl(r.image),
                vendor: { id: r.vendorId, name: r.v_name, village: r.v_village },
              })),
              pageInfo: {
                endCursor: last ? Buffer.from(JSON.stringify([last.name, last.id])).toString('base64url') : null,
                hasNextPage: rows.length > variables.first,
              },
            },
          },
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

const ORDER_CONNECTIONS = 50;
const HOT_PRODUCTS = 10;
const COOL_PRODUCTS = 2000;

/**
 * Checkouts per second with 50 clients at once, each request a new order of one unit: first all
 * of them buying from 10 hot products (they queue for those rows' locks), then spread over 2000
 * (they rarely meet). Every answer must be OrderPlaced, or the bench stops.
 */
async function benchOrderPlacement(db, graphqlUrl) {
  const [{ id: vendorId }] = await db.query(
    `SELECT id FROM vendor WHERE category = 'GROCERY' AND active ORDER BY name LIMIT 1`,
  );
  const makeProducts = async (count, label) =>
    (
      await db.query(
        `INSERT INTO product (id, vendor_id, section, name, unit, price_paise, mrp_paise, stock)
         SELECT gen_random_uuid(), $1, 'GROCERY', $2 || ' ' || n, '1 kg', 5000, 5500, 1000000000 FROM generate_series(1, $3) AS n
         RETURNING id`,
        [vendorId, label, count],
      )
    ).map((r) => r.id);
  const setupRequest = fileURLToPath(new URL('./place-order-request.cjs', import.meta.url));
  const verifyBody = fileURLToPath(new URL('./order-placed.cjs', import.meta.url));
  const rows = [];
  for (const [label, products] of [
    [`contended: ${HOT_PRODUCTS} hot products`, await makeProducts(HOT_PRODUCTS, 'Bench hot')],
    [`uncontended: ${COOL_PRODUCTS} products`, await makeProducts(COOL_PRODUCTS, 'Bench cool')],
  ]) {
    // The worker thread reads the product list from its copy of the environment.
    process.env.BENCH_ORDER_PRODUCTS = JSON.stringify(products);
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await fire(graphqlUrl, '{}', DURATION_S, {
        connections: ORDER_CONNECTIONS,
        requests: [{ method: 'POST', setupRequest }],
        verifyBody,
      });
      const failed = result.non2xx + result.errors + result.timeouts + result.mismatches;
      if (failed > 0)
        throw new Error(`placeOrder (${label}): ${failed} failed requests (mismatches ${result.mismatches})`);
      runs.push({ rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    }
    rows.push([label, stats(runs.map((r) => r.rate)), median(runs.map((r) => r.p50)), median(runs.map((r) => r.p99))]);
  }
  const [contended, uncontended] = rows;
  const how = `${ORDER_CONNECTIONS} clients, one unit a checkout, ${ROUNDS} rounds of ${DURATION_S} s`;
  report.add('orders', `placeOrder/s, ${contended[0]}`, `${contended[1].median.toFixed(0)}/s`, {
    runs: spread(contended[1], 'orders/s', 0),
    note: `${how}; p99 ${contended[3]} ms`,
  });
  report.add('orders', `placeOrder/s, ${uncontended[0]}`, `${uncontended[1].median.toFixed(0)}/s`, {
    runs: spread(uncontended[1], 'orders/s', 0),
    note: `${how}; p99 ${uncontended[3]} ms`,
  });
  report.add('orders', 'contended / uncontended (orders/s)', (contended[1].median / uncontended[1].median).toFixed(2), {
    note: 'ratio of the medians',
  });
  console.log(
    `placeOrder, one unit a checkout: ${ORDER_CONNECTIONS} concurrent clients, ${ROUNDS} rounds of ${DURATION_S} s`,
  );
  console.log(
    `${'orders'.padEnd(40)} ${'min/s'.padStart(7)} ${'median/s'.padStart(9)} ${'max/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  for (const [label, rate, p50, p99] of rows) {
    console.log(
      `${label.padEnd(40)} ${rate.min.toFixed(0).padStart(7)} ${rate.median.toFixed(0).padStart(9)} ${rate.max.toFixed(0).padStart(7)} ${`${p50} ms`.padStart(8)} ${`${p99} ms`.padStart(8)}`,
    );
  }
}

const FANOUT_SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const FANOUT_CHANGES = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * 1,000 subscribers of one shop's order feed, in a process of their own; a new order for the
 * shop, 10 times; for each, the time from the request that made the change until each
 * subscriber had the notice. Subscribers connect to `subscribeUrl`; changes go to `changeUrl`
 * (another instance, when the two share Redis).
 */
async function fanOut(label, { changeUrl, subscribeUrl, token, productId }) {
  const child = fork(fileURLToPath(new URL('./fanout-subscribers.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages = [];
  const waiters = [];
  child.on('message', (message) => {
    if (message.type === 'error') console.error(`subscriber error: ${message.error}`);
    messages.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const expect = async (type) => {
    for (;;) {
      const index = messages.findIndex((m) => m.type === type);
      if (index >= 0) return messages.splice(index, 1)[0];
      await new Promise((resolve) => waiters.push(resolve));
    }
  };
  child.send({ type: 'connect', url: subscribeUrl.replace(/^http/, 'ws'), token, count: FANOUT_SUBSCRIBERS });
  await expect('ready');
  const latencies = [];
  const everyoneMs = [];
  const p99s = [];
  for (let round = 0; round < FANOUT_CHANGES; round++) {
    const started = performance.timeOrigin + performance.now();
    const response = await fetch(changeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on OrderPlaced { orders { code } } } }',
        variables: {
          input: {
            idempotencyKey: `fanout-${round}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            customer: { name: 'Bench Customer', phone: '9800011111', address: 'Bench Lane' },
            lines: [{ productId, quantity: 1 }],
          },
        },
      }),
    });
    const { data } = await response.json();
    const code = data.placeOrder.orders[0].code;
    child.send({ type: 'collect', code });
    const { times } = await expect('arrivals');
    if (times.length < FANOUT_SUBSCRIBERS)
      throw new Error(`${label}: only ${times.length} of ${FANOUT_SUBSCRIBERS} subscribers heard ${code}`);
    const round_ = times.map((t) => t - started);
    latencies.push(...round_);
    everyoneMs.push(Math.max(...round_));
    p99s.push(
      percentile(
        [...round_].sort((a, b) => a - b),
        99,
      ),
    );
  }
  child.send({ type: 'close' });
  await new Promise((resolve) => child.once('exit', resolve));
  const sorted = latencies.sort((a, b) => a - b);
  const all = stats(everyoneMs);
  console.log(
    `${label.padEnd(40)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${all.median.toFixed(1).padStart(12)} ${all.max.toFixed(1).padStart(8)}  ms`,
  );
  // A change's p99 is the time by which 99% of the subscribers had it; its spread is over the changes.
  const p99 = stats(p99s);
  report.add('subscriptions', `fan-out p99, ${label}`, `${p99.median.toFixed(1)} ms`, {
    runs: spread(p99, 'ms'),
    note: `${FANOUT_SUBSCRIBERS} subscribers of one shop, ${FANOUT_CHANGES} changes; spread over the changes`,
  });
  return p99;
}

let benchAdmin;
/** A request context acting as an admin: staff accounts are made by one, and audited as theirs. */
async function asBenchAdmin(db) {
  const { createAdminAccount } = require('../api/dist/modules/identity/account.service.js');
  benchAdmin ??= await createAdminAccount(db, {
    name: 'Bench Admin',
    email: 'bench-admin@haat.test',
    password: 'bench passphrase 2026',
  });
  return { db, auth: { require: async () => benchAdmin } };
}

async function benchFanOut(db, log, graphqlUrl, makeApp) {
  const { createVendorAccount } = require('../api/dist/modules/identity/account.service.js');
  const [{ id: vendorId }] = await db.query(
    `SELECT id FROM vendor WHERE category = 'GROCERY' AND active ORDER BY name LIMIT 1`,
  );
  const phone = '9800077777';
  await createVendorAccount(await asBenchAdmin(db), {
    name: 'Bench Vendor',
    phone,
    password: 'bench passphrase 2026',
    vendorId,
  });
  const signIn = await (
    await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signInVendor(input: { phone: "${phone}", password: "bench passphrase 2026" }) { accessToken } }`,
      }),
    })
  ).json();
  const token = signIn.data.signInVendor.accessToken;
  const [{ id: productId }] = await db.query(
    `INSERT INTO product (id, vendor_id, section, name, unit, price_paise, mrp_paise, stock)
     VALUES (gen_random_uuid(), $1, 'GROCERY', 'Bench fan-out rice', '1 kg', 5000, 5500, 1000000) RETURNING id`,
    [vendorId],
  );
  console.log(
    `order changes to ${FANOUT_SUBSCRIBERS} subscribers of one shop (graphql-ws, subscribers in another process), ${FANOUT_CHANGES} changes: from the request to each notice`,
  );
  console.log(
    `${'fan-out'.padEnd(40)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'all, median'.padStart(12)} ${'all, max'.padStart(8)}`,
  );
  const one = await fanOut('one instance, events in memory', {
    changeUrl: graphqlUrl,
    subscribeUrl: graphqlUrl,
    token,
    productId,
  });
  if (!process.env.REDIS_URL) {
    console.log('two instances through Redis: skipped (set REDIS_URL)');
    report.add('subscriptions', 'fan-out p99, two instances through Redis', 'not measured', {
      note: 'REDIS_URL not set',
    });
    return;
  }
  const first = await makeApp(process.env.REDIS_URL);
  const second = await makeApp(process.env.REDIS_URL);
  try {
    const two = await fanOut('two instances through Redis', {
      changeUrl: first.url,
      subscribeUrl: second.url,
      token,
      productId,
    });
    report.add('subscriptions', 'fan-out p99, two instances / one', (two.median / one.median).toFixed(2), {
      note: 'ratio of the medians',
    });
  } finally {
    await first.close();
    await second.close();
  }
}

/** Every JS and CSS file of the web build, gzipped at the level the server sends them. */
function buildSize(webDist) {
  const size = { js: 0, css: 0, jsFiles: 0, cssFiles: 0 };
  for (const file of fs.readdirSync(path.join(webDist, 'assets'))) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    size[kind] += zlib.gzipSync(fs.readFileSync(path.join(webDist, 'assets', file))).length;
    size[`${kind}Files`] += 1;
  }
  return size;
}

/** The web figure: gzipped JS and CSS each budgeted route fetches before it is usable, in Chromium. */
async function benchPageWeight(makeApp) {
  const { PAGE_WEIGHT_ROUTES, HOME_JS_BUDGET, measureRoute, describeWeight, kb } = require('./page-weight.cjs');
  const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  console.log('');
  if (!fs.existsSync(chromiumPath)) {
    report.add('web', 'page weight', 'not measured', { note: `no Chromium at ${chromiumPath}` });
    return console.log(`page weight: skipped, no Chromium at ${chromiumPath}`);
  }
  const web = await makeApp(undefined, webDist);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      'web: gzipped JS and CSS fetched before the page is usable (its heading shown), phone profile, fresh cache',
    );
    const weights = [];
    for (const route of PAGE_WEIGHT_ROUTES)
      weights.push(await measureRoute(browser, `http://127.0.0.1:${web.port}`, route));
    for (const weight of weights) console.log(describeWeight(weight));
    for (const weight of weights) {
      report.add('web', `JS + CSS before usable, ${weight.route}`, kb(weight.js + weight.css), {
        note: `gzipped: JS ${kb(weight.js)}, CSS ${kb(weight.css)}; later JS ${kb(weight.laterJs)}`,
      });
    }
    const home = weights[0];
    const build = buildSize(webDist);
    report.add('web', 'the whole build, gzipped', kb(build.js + build.css), {
      note: `JS ${kb(build.js)} in ${build.jsFiles} files, CSS ${kb(build.css)} in ${build.cssFiles}: what a phone holds once every page was opened`,
    });
    report.add(
      'web',
      'home JS budget',
      `${kb(HOME_JS_BUDGET - home.js)} ${home.js <= HOME_JS_BUDGET ? 'under' : 'OVER'}`,
      { note: `budget ${kb(HOME_JS_BUDGET)}` },
    );
    console.log(
      `home JS budget ${kb(HOME_JS_BUDGET)}: ${kb(home.js)} used, ${kb(HOME_JS_BUDGET - home.js)} ${home.js <= HOME_JS_BUDGET ? 'under' : 'OVER'}`,
    );
  } finally {
    await browser.close();
    await web.close();
  }
}

/** Lighthouse scores and LCP of the busiest customer pages, on the built web app served by the API. */
async function benchLighthouse(makeApp) {
  const webDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
  const web = await makeApp(undefined, webDist);
  try {
    const pages = await lighthouseRoutes(`http://127.0.0.1:${web.port}`);
    if (!pages) report.add('lighthouse', 'scores', 'not measured', { note: 'no Chromium' });
    for (const page of pages ?? []) {
      report.add('lighthouse', `performance, ${page.route}`, String(page.performance), {
        runs: spread(stats(page.performanceRuns), '', 0),
        note: 'mobile profile, simulated slow 4G and 4x CPU; target 90',
      });
      report.add(
        'lighthouse',
        `accessibility / best practices, ${page.route}`,
        `${page.accessibility} / ${page.bestPractices}`,
        { note: 'target accessibility 95' },
      );
      const lcp = stats(page.lcpRuns.map((ms) => ms / 1000));
      report.add('lighthouse', `largest contentful paint, ${page.route}`, `${lcp.median.toFixed(1)} s`, {
        runs: spread(lcp, 's'),
        note: 'simulated',
      });
    }
  } finally {
    await web.close();
  }
}

async function serverVersion(db) {
  const [{ server_version: version }] = await db.query('SHOW server_version');
  return version.split(' ')[0];
}

async function main() {
  const log = pino({ level: 'silent' });
  let url = process.env.DATABASE_URL;
  let embedded;
  let freshName;
  if (url) {
    freshName = `haat_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${freshName}"`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${freshName}`;
    url = u.toString();
  } else {
    embedded = await startEmbeddedPostgres({ maxConnections: POOL_SIZE * 2 });
    url = embedded.url;
  }
  const db = createDataSource({ url, poolSize: POOL_SIZE });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await runSeed(db, log);
  const { createServices } = require('../api/dist/shared/services.js');
  /** An instance of the API on this database; with a Redis URL, its events go through Redis. */
  const makeApp = async (redisUrl, webDist = '/nonexistent') => {
    const services = createServices(
      {
        jwtSecret: 'bench-secret-of-at-least-thirty-two-chars',
        cookieSecure: false,
        publicUrl: 'http://localhost',
        mailFrom: 'bench',
        redisUrl,
        uploadDir: path.join(os.tmpdir(), 'haat-bench-uploads'),
        // The load comes from one address and a few numbers: measured, not limited.
        writeLimits: { perPhone: 1e9, perAddress: 1e9 },
        lookupLimits: { perPhone: 1e9, perAddress: 1e9 },
      },
      db,
      log,
    );
    const instance = await createApp({
      config: {
        nodeEnv: 'production',
        webDist,
        trustProxy: 0,
        wsConnectionsPerClient: 10_000,
        graphqlIntrospection: false,
        corsOrigins: [],
      },
      db,
      log,
      services,
    });
    const instancePort = await instance.listen(0, '127.0.0.1');
    return {
      app: instance,
      services,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}/graphql`,
      close: () => instance.close(),
    };
  };
  const { app, services, port } = await makeApp(undefined);

  console.log(
    `database: ${embedded ? 'embedded PostgreSQL (PGlite, in this process; DATABASE_URL not set)' : `PostgreSQL server at ${describeDatabaseUrl(url)} (DATABASE_URL)`}`,
  );

  // The catalog page as a phone asks for it: 20 grocery products, each with its shop.
  const catalogBody = JSON.stringify({
    operationName: 'CatalogProducts',
    query: `query CatalogProducts($section: ProductSection, $first: Int) {
      products(section: $section, first: $first) {
        nodes { id name nameBn unit pricePaise mrpPaise stock available imageUrl vendor { id name village } }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    variables: { section: 'GROCERY', first: PAGE },
  });
  const graphqlUrl = `http://127.0.0.1:${port}/graphql`;
  const check = await (
    await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: catalogBody })
  ).json();
  if (check.errors || check.data?.products?.nodes?.length !== PAGE)
    throw new Error(`catalog query failed: ${JSON.stringify(check).slice(0, 500)}`);

  // The same rows by hand: one SQL statement with `pg`, shaped as the GraphQL answer, over bare node:http.
  const bare = await startBareCatalog(url, POOL_SIZE);
  const bareCheck = await (
    await fetch(bare.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: catalogBody })
  ).json();
  if (JSON.stringify(bareCheck) !== JSON.stringify(check))
    throw new Error('bare endpoint and GraphQL disagree on the page');

  console.log(
    `catalog page (${PAGE} GROCERY products with their vendors): autocannon, ${CONNECTIONS} connections from a worker thread; ` +
      `${ROUNDS} alternating rounds of ${DURATION_S} s each after ${WARMUP_S} s of warm-up, medians shown; pool of ${POOL_SIZE} connections each`,
  );
  console.log(`${'endpoint'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`);
  const [graphql, baseline] = await compare([
    { label: 'POST /graphql products (Apollo, type-graphql, TypeORM)', url: graphqlUrl, body: catalogBody },
    { label: 'POST bare node:http + pg, same SQL (baseline)', url: bare.url, body: catalogBody },
    { label: 'GET /healthz, Express alone (for scale)', url: `http://127.0.0.1:${port}/healthz` },
  ]);
  // A ratio a round: both sides of a round ran back to back, under the same weather; the figure is
  // their median.
  const roundRatios = stats(graphql.rounds.map((r, i) => r.rate / baseline.rounds[i].rate));
  const ratio = roundRatios.median;
  console.log(
    `ratio GraphQL / bare (req/s), median of the rounds: ${ratio.toFixed(2)} (target at least 0.50${ratio >= 0.5 ? ', met' : ', NOT met'})`,
  );
  report.add('catalog', 'products page, GraphQL / bare pg (req/s)', ratio.toFixed(2), {
    runs: spread(roundRatios, '', 2),
    note: `target >= 0.50; GraphQL ${graphql.rate.toFixed(0)} req/s, bare ${baseline.rate.toFixed(0)} req/s; ${ROUNDS} rounds, ${CONNECTIONS} connections`,
  });
  await bare.close();

  await benchOrderPlacement(db, graphqlUrl);
  await benchOutbox({
    db,
    log,
    graphqlUrl,
    pubSub: services.events.pubSub,
    fire,
    stats,
    median,
    spread,
    report,
    rounds: ROUNDS,
    seconds: DURATION_S,
  });
  await benchFanOut(db, log, graphqlUrl, makeApp);

  // Sign-in cost: argon2id verification is the deliberate part of it.
  console.log(`${'timing'.padEnd(44)} ${'min'.padStart(6)} ${'median'.padStart(7)} ${'max'.padStart(6)}`);
  const { hashPassword, verifyPassword } = require('../api/dist/modules/identity/password.js');
  const hash = await hashPassword('bench passphrase 2026');
  const verifyMs = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await verifyPassword(hash, 'bench passphrase 2026');
    verifyMs.push(performance.now() - start);
  }
  const v = stats(verifyMs);
  console.log(
    `${'argon2id verify (m=19456 KiB, t=2, p=1)'.padEnd(44)} ${v.min.toFixed(1).padStart(6)} ${v.median.toFixed(1).padStart(7)} ${v.max.toFixed(1).padStart(6)}  ms`,
  );
  report.add('sign-in', 'argon2id verify (m=19456 KiB, t=2, p=1)', `${v.median.toFixed(1)} ms`, {
    runs: spread(v, 'ms'),
    note: '20 runs',
  });

  const { createDeliveryAccount } = require('../api/dist/modules/identity/account.service.js');
  await createDeliveryAccount(await asBenchAdmin(db), {
    name: 'Bench Rider',
    phone: '9800099999',
    password: 'bench passphrase 2026',
  });
  const signInMs = [];
  const signInBody = JSON.stringify({
    query:
      'mutation { signInDelivery(input: { phone: "98000 99999", password: "bench passphrase 2026" }) { accessToken } }',
  });
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
    });
    const result = await response.json();
    if (!result.data?.signInDelivery) throw new Error(JSON.stringify(result));
    signInMs.push(performance.now() - start);
  }
  const si = stats(signInMs);
  console.log(
    `${'signInDelivery over HTTP, whole request'.padEnd(44)} ${si.min.toFixed(1).padStart(6)} ${si.median.toFixed(1).padStart(7)} ${si.max.toFixed(1).padStart(6)}  ms`,
  );
  report.add('sign-in', 'signInDelivery / argon2id verify (time)', (si.median / v.median).toFixed(2), {
    runs: spread(si, 'ms'),
    note: 'the whole request against the hash alone; runs are the request',
  });

  await benchSearch({ report, spread });
  await benchPageWeight(makeApp);
  await benchLighthouse(makeApp);

  publishReport(
    report,
    describeMachine(embedded ? 'embedded PostgreSQL (PGlite)' : `PostgreSQL ${await serverVersion(db)}`),
    REPORT_FILE,
  );

  await app.close();
  await db.destroy();
  if (embedded) await embedded.stop();
  if (freshName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${freshName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
