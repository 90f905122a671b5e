// `npm run soak`: mixed load at a steady pace for SOAK_SECONDS (10 minutes by default) on the API
// running as production runs it (`node api/dist/main.js`, a process of its own), watching for what
// only time shows: memory that keeps growing, error answers, database connections not given back.
// Phones browse the catalog and the doctors, check out carts of one and two shops and follow their
// order live; a shop keeps its order desk open the whole time and confirms its orders. Exit 1 when
// any verdict fails.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { parse, print, visit, Kind } = require('graphql');
const { createClient } = require('graphql-ws');
const WebSocket = require('ws');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK_S = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
// The first half-minute fills caches, compiles hot code and grows the heap to its working size:
// memory is judged against the first sample after it, not against the idle process.
const WARMUP_S = Math.min(30, SOAK_S / 2);
// Below five minutes, a leak of a few MB an hour is lost in the heap's own swings.
const JUDGE_MEMORY_FROM_S = 300;
const REPORT =
  process.env.SOAK_REPORT ?? (SOAK_S >= JUDGE_MEMORY_FROM_S ? path.join(root, 'bench', 'results', 'soak.md') : null);

const POOL_SIZE = 10;
const BROWSE_PER_S = 30;
const ORDERS_PER_S = 2;
/** How long a phone keeps an order's live status open after placing it. */
const FOLLOW_MS = 6_000;
/** How long the shop takes to confirm an order it has heard of: the phones are following it by then. */
const CONFIRM_AFTER_MS = 2_000;
/** The shop's board is fetched again on notices, as the web app does, but at most this often. */
const BOARD_EVERY_MS = 2_000;
/** More unanswered requests of one kind than this means the API has fallen behind the pace. */
const MAX_IN_FLIGHT = 100;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Memory is flat when the second half of the run sets no new high: its highest RSS (the reading
 * after the load stopped included) stays within this of the first half's highest after warm-up
 * (10%, or 15 MB when that is more). Not the end against one early reading: V8 grows the heap to
 * 200 MB or more before its first full collection (about 100 s in) and then trims it by some
 * 40 MB, and sizes it up again by 20 MB when the load stops; a heap snapshot and a GC trace of a
 * run showed the live heap at 43-44 MB after every full collection throughout. A leak keeps
 * making new highs, however the heap is sized.
 */
const GROWTH_TOLERANCE = { fraction: 0.1, mb: 15 };
/**
 * ...and the trend over the second half (RSS read every second, least squares) is below this,
 * so a steady climb still under the first half's peak fails too. Less would fail on noise: V8
 * grows and trims its heap in steps of a few MB, and one such step moves a five-minute slope by
 * up to about 1 MB/min.
 */
const MAX_SLOPE_MB_PER_MIN = 1.5;

const mb = (kb) => kb / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------------------------------------
// What is counted

const kinds = ['browse', 'order', 'track', 'shop'];
const requests = Object.fromEntries(kinds.map((k) => [k, { sent: 0, answered: 0, inFlight: 0, latencies: [] }]));
const notices = { shop: 0, tracked: 0 };
const follows = { opened: 0, closed: 0 };
let ordersPlaced = 0;
const errors = new Map(); // kind of error -> count
const firstErrors = [];
let windowLatencies = []; // browse latencies since the last printed sample

function fail(kind, detail) {
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
  if (firstErrors.length < 10) firstErrors.push(`${kind}: ${detail}`);
}
const errorCount = () => [...errors.values()].reduce((a, b) => a + b, 0);
const requestCount = () => kinds.reduce((sum, k) => sum + requests[k].answered, 0);

/** Everything started and not yet finished (requests, live follows, the shop's confirmations): waited for before the end. */
const pending = new Set();
function track(promise) {
  const settled = promise
    .catch((error) =>
      fail('load: the harness itself failed', (error?.stack ?? String(error)).split('\n').slice(0, 2).join(' ')),
    )
    .finally(() => pending.delete(settled));
  pending.add(settled);
  return settled;
}

// ---------------------------------------------------------------------------------------------
// The web app's own operations, read from web/src/**/*.graphql, so the load is what phones send

function loadOperations() {
  const fragments = new Map();
  const operations = new Map();
  const dir = path.join(root, 'web', 'src');
  for (const file of fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.graphql'))) {
    for (const definition of parse(fs.readFileSync(path.join(dir, file), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) operations.set(definition.name.value, definition);
    }
  }
  const documents = new Map();
  return (name) => {
    if (documents.has(name)) return documents.get(name);
    const operation = operations.get(name);
    if (!operation) throw new Error(`no operation ${name} in web/src`);
    const used = new Map();
    const queue = [operation];
    while (queue.length > 0) {
      visit(queue.pop(), {
        FragmentSpread(node) {
          if (!used.has(node.name.value)) {
            used.set(node.name.value, fragments.get(node.name.value));
            queue.push(fragments.get(node.name.value));
          }
        },
      });
    }
    const text = [operation, ...used.values()].map(print).join('\n');
    documents.set(name, text);
    return text;
  };
}
const documents = loadOperations();

// ---------------------------------------------------------------------------------------------
// Requests

let graphqlUrl;
let wsUrl;

/** One GraphQL request over HTTP; its data, or null once counted as an error. */
function post(kind, operationName, variables, token) {
  const counts = requests[kind];
  counts.sent += 1;
  counts.inFlight += 1;
  const started = performance.now();
  return track(
    (async () => {
      try {
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ operationName, query: documents(operationName), variables }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        counts.answered += 1;
        counts.latencies.push(ms);
        if (kind === 'browse') windowLatencies.push(ms);
        if (response.status !== 200) {
          fail(`${kind}: HTTP ${response.status}`, `${operationName}: ${text.slice(0, 300)}`);
          return null;
        }
        const body = JSON.parse(text);
        if (body.errors) {
          fail(`${kind}: GraphQL errors`, `${operationName}: ${JSON.stringify(body.errors).slice(0, 300)}`);
          return null;
        }
        return body.data;
      } catch (error) {
        fail(`${kind}: failed fetch`, `${operationName}: ${error.cause?.message ?? error.message}`);
        return null;
      } finally {
        counts.inFlight -= 1;
      }
    })(),
  );
}

/**
 * Calls `fire` `perSecond` times a second on a fixed schedule (the n-th call at start + n/perSecond),
 * however long the answers take: a slow API meets the same load, not a politer one. A tick finding
 * MAX_IN_FLIGHT requests of its kind unanswered is skipped and counted as an error.
 */
function pace(perSecond, kind, fire) {
  const start = performance.now();
  let n = 0;
  let timer;
  let stopped = false;
  const due = () => start + (n * 1000) / perSecond;
  const loop = () => {
    while (!stopped && due() <= performance.now()) {
      n += 1;
      if (requests[kind].inFlight >= MAX_IN_FLIGHT)
        fail(`${kind}: API fell behind the pace`, `${MAX_IN_FLIGHT} requests unanswered`);
      else fire(n);
    }
    if (!stopped) timer = setTimeout(loop, Math.max(0, due() - performance.now()));
  };
  loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

// ---------------------------------------------------------------------------------------------
// Browsing: the screens a phone opens most, in rough proportion

function browser(data) {
  const SECTIONS = ['GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY'];
  const SEARCHES = ['rice', 'dal', 'oil', 'fish', 'sweet', 'soap', 'tablet', 'mustard'];
  // Where a phone paging through each section has got to: the next page follows its endCursor.
  const cursors = new Map();
  const catalogPage = async () => {
    const section = pick(SECTIONS);
    const result = await post('browse', 'CatalogProducts', { section, first: 20, after: cursors.get(section) ?? null });
    const pageInfo = result?.products.pageInfo;
    cursors.set(section, pageInfo?.hasNextPage ? pageInfo.endCursor : null);
  };
  const screens = [
    [30, catalogPage],
    [5, () => post('browse', 'CatalogProducts', { section: pick(SECTIONS), search: pick(SEARCHES), first: 20 })],
    [20, () => post('browse', 'ProductDetails', { id: pick(data.productIds) })],
    [10, () => post('browse', 'HomeBanners', {})],
    [5, () => post('browse', 'ListOrderShops', { category: pick([...SECTIONS, 'LAB']) })],
    [5, () => post('browse', 'Specialists', {})],
    [8, () => post('browse', 'Doctors', { kind: pick(['GENERAL', 'SPECIALIST']), first: 20 })],
    [5, () => post('browse', 'DoctorsBySpecialty', { slug: pick(data.specialtySlugs), first: 20 })],
    [5, () => post('browse', 'DoctorDetails', { id: pick(data.doctorIds) })],
    [3, () => post('browse', 'LabTests', { first: 20 })],
    [
      4,
      () =>
        post('browse', 'MedicalPlaces', {
          type: pick(['HOSPITAL', 'CLINIC', 'DIAGNOSTIC_CENTRE', 'BLOOD_BANK', 'NURSING_HOME']),
          first: 20,
        }),
    ],
  ];
  const total = screens.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const [weight, open] of screens) {
      if ((r -= weight) < 0) return open();
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Checkouts, and the phone following its order live

function customerFor(n) {
  const names = ['Rina Das', 'Sukanta Mondal', 'Parul Bibi', 'Tapas Ghosh', 'Mitali Let'];
  return {
    name: names[n % names.length],
    // 500 households: each phone places a few orders over the run, as families do.
    phone: `98${String(100000 + (n % 500)).padStart(8, '0')}`,
    address: `House ${n % 500}, Bazar Para, Ilambazar`,
    landmark: 'Near the haat tala',
  };
}

/** Carts in turn: the watched shop alone, it and another, another alone, two others. */
function cartFor(n, data) {
  const line = (product) => ({ productId: product.id, quantity: 1 + (n % 3), seenPricePaise: product.price_paise });
  const [a, b] = [pick(data.otherShops), pick(data.otherShops)];
  const other = pick(data.otherProducts[a]);
  const another = pick(data.otherProducts[b === a ? data.otherShops.find((s) => s !== a) : b]);
  const watched = pick(data.shopProducts);
  return [[line(watched)], [line(watched), line(other)], [line(other)], [line(other), line(another)]][n % 4];
}

const trackedMisses = [];

function checkout(n, data, shop) {
  return track(
    (async () => {
      const placed = await post('order', 'PlaceOrder', {
        input: { idempotencyKey: randomUUID(), customer: customerFor(n), lines: cartFor(n, data) },
      });
      if (!placed) return;
      const result = placed.placeOrder;
      if (result.__typename !== 'OrderPlaced') {
        fail('order: not placed', `${result.__typename} ${JSON.stringify(result).slice(0, 300)}`);
        return;
      }
      ordersPlaced += 1;
      const watched = result.orders.find((o) => o.shopName === shop.name);
      if (watched) shop.expect(watched.code);
      // The order page: the order in full, then live changes while the phone keeps it open.
      const input = { code: (watched ?? result.orders[0]).code, trackingToken: result.trackingToken };
      if (!(await post('track', 'TrackOrder', { input }))) return;
      await follow(input, Boolean(watched));
    })(),
  );
}

/**
 * A phone's own WebSocket following one order for FOLLOW_MS, then closed. An order of the watched
 * shop must be heard confirmed meanwhile; every notice fetches the order again, as the page does.
 */
function follow(input, expectConfirmed) {
  return new Promise((resolve) => {
    let closing = false;
    let confirmed = false;
    // A socket that fails is reported by both its subscription and its close: counted once.
    let reported = false;
    const problem = (kind, detail) => {
      if (closing || reported) return;
      reported = true;
      fail(kind, `following ${input.code}: ${detail}`);
    };
    follows.opened += 1;
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      on: {
        closed: (event) => problem('subscribe: unexpected close', `${event?.code} ${event?.reason}`),
      },
    });
    const unsubscribe = client.subscribe(
      { query: documents('TrackedOrderChanged'), variables: { input } },
      {
        next: ({ data, errors: errs }) => {
          if (errs) return problem('subscribe: GraphQL errors', JSON.stringify(errs).slice(0, 300));
          notices.tracked += 1;
          if (data.trackedOrderChanged.status === 'CONFIRMED') confirmed = true;
          post('track', 'TrackOrder', { input });
        },
        error: (error) => problem('subscribe: error', error?.message ?? error?.code ?? JSON.stringify(error)),
        complete: () => problem('subscribe: ended by the server', 'complete'),
      },
    );
    setTimeout(async () => {
      closing = true;
      unsubscribe();
      try {
        await client.dispose();
      } catch (error) {
        fail('subscribe: could not close', `following ${input.code}: ${error?.message}`);
      }
      follows.closed += 1;
      if (expectConfirmed && !confirmed) {
        fail('subscribe: confirmation not heard', `following ${input.code}`);
        trackedMisses.push(input.code);
      }
      resolve();
    }, FOLLOW_MS);
  });
}

// ---------------------------------------------------------------------------------------------
// The shop: signed in, its order desk (shopOrderChanged) open from start to end

async function openShop(shopInfo) {
  const shop = { name: shopInfo.name, heard: new Map(), expected: new Set(), confirmed: new Set() };
  let token;
  let signedInAt = 0;
  const signIn = async () => {
    const result = await post('shop', 'SignInVendor', {
      input: { phone: shopInfo.phone, password: shopInfo.password },
    });
    if (!result) throw new Error(`the shop could not sign in: ${firstErrors.at(-1)}`);
    token = result.signInVendor.accessToken;
    signedInAt = performance.now();
  };
  // Access tokens last 15 minutes; the web app refreshes its session well before that.
  const currentToken = async () => {
    if (performance.now() - signedInAt > 10 * 60_000) await signIn();
    return token;
  };
  await signIn();

  // The board: fetched again on notices, never two at once and at most every BOARD_EVERY_MS.
  let boardBusy = false;
  let boardAgain = false;
  const refreshBoard = async () => {
    if (boardBusy) return void (boardAgain = true);
    boardBusy = true;
    do {
      boardAgain = false;
      await post('shop', 'VendorActiveOrders', {}, await currentToken());
      await sleep(BOARD_EVERY_MS);
    } while (boardAgain && !shop.closing);
    boardBusy = false;
  };

  const confirm = async (orderId, code) => {
    await sleep(CONFIRM_AFTER_MS);
    const result = await post('shop', 'MoveOrder', { input: { orderId, status: 'CONFIRMED' } }, await currentToken());
    if (result && result.updateOrderStatus.status !== 'CONFIRMED')
      fail('shop: not confirmed', `${code} is ${result.updateOrderStatus.status}`);
    else if (result) shop.confirmed.add(code);
  };

  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: () => ({ authorization: `Bearer ${token}` }),
    on: {
      connected: () => connected(),
      closed: (event) => {
        if (!shop.closing) fail('subscribe: unexpected close', `the shop's desk: ${event?.code} ${event?.reason}`);
      },
    },
  });
  client.subscribe(
    { query: documents('ShopOrderChanged') },
    {
      next: ({ data, errors: errs }) => {
        if (errs) return fail('subscribe: GraphQL errors', JSON.stringify(errs).slice(0, 300));
        const { orderId, code, status } = data.shopOrderChanged;
        notices.shop += 1;
        if (!shop.heard.has(code)) shop.heard.set(code, new Set());
        shop.heard.get(code).add(status);
        if (status === 'PLACED') track(confirm(orderId, code));
        track(refreshBoard());
      },
      error: (error) => {
        if (!shop.closing)
          fail('subscribe: error', `the shop's desk: ${error?.message ?? error?.code ?? JSON.stringify(error)}`);
      },
      complete: () => {
        if (!shop.closing) fail('subscribe: ended by the server', "the shop's desk");
      },
    },
  );
  await ready;
  // graphql-ws does not acknowledge a subscription: give it a moment to reach the server.
  await sleep(1000);

  shop.expect = (code) => shop.expected.add(code);
  /** After the load: every order of the shop heard placed, every one it confirmed heard confirmed. */
  shop.check = () => {
    const missing = [];
    for (const code of shop.expected) if (!shop.heard.get(code)?.has('PLACED')) missing.push(`${code} PLACED`);
    for (const code of shop.confirmed) if (!shop.heard.get(code)?.has('CONFIRMED')) missing.push(`${code} CONFIRMED`);
    for (const m of missing) fail("subscribe: the shop's notice missing", m);
    return missing.length;
  };
  shop.close = async () => {
    shop.closing = true;
    await client.dispose();
  };
  return shop;
}

// ---------------------------------------------------------------------------------------------
// The database and the API process

function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrated and seeded as bench/run.mjs does it (api/dist), plus the shop's account and stock for ten minutes of orders. */
async function prepareDatabase(url) {
  process.env.NODE_ENV = 'production';
  require('reflect-metadata');
  const { createDataSource } = require('../api/dist/shared/db/data-source.js');
  const { runSeed } = require('../api/dist/seed/seed.js');
  const { createAdminAccount, createVendorAccount } = require('../api/dist/modules/identity/account.service.js');
  const pino = require('pino');
  const db = createDataSource({ url, poolSize: 2 });
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
    await runSeed(db, pino({ level: 'silent' }));
    const [watched] = await db.query(
      `SELECT id, name FROM vendor WHERE category = 'GROCERY' AND active ORDER BY name LIMIT 1`,
    );
    const admin = await createAdminAccount(db, {
      name: 'Soak Admin',
      email: 'soak-admin@haat.test',
      password: 'soak passphrase 2026',
    });
    const shop = { ...watched, phone: '9800077777', password: 'soak passphrase 2026' };
    await createVendorAccount(
      { db, auth: { require: async () => admin } },
      { name: 'Soak Shopkeeper', phone: shop.phone, password: shop.password, vendorId: shop.id },
    );
    // A village shop's stock is tens of units: ten minutes of orders would sell it out, and every
    // answer after that would be OUT_OF_STOCK. What is on sale gets a million more. (TypeORM
    // answers an UPDATE with [rows, count].)
    const [orderable] = await db.query(
      `UPDATE product p SET stock = p.stock + 1000000 FROM vendor v
        WHERE v.id = p.vendor_id AND v.active AND p.available AND p.stock > 0
        RETURNING p.id, p.vendor_id, p.price_paise`,
    );
    const shopProducts = orderable.filter((p) => p.vendor_id === shop.id);
    const otherProducts = {};
    for (const p of orderable.filter((p) => p.vendor_id !== shop.id)) (otherProducts[p.vendor_id] ??= []).push(p);
    return {
      shop,
      shopProducts,
      otherProducts,
      otherShops: Object.keys(otherProducts),
      productIds: (await db.query('SELECT id FROM product')).map((r) => r.id),
      doctorIds: (await db.query('SELECT id FROM doctor WHERE active')).map((r) => r.id),
      specialtySlugs: (await db.query('SELECT slug FROM specialty')).map((r) => r.slug),
    };
  } finally {
    // Closed before the load starts, so every connection to the database from then on is the API's.
    await db.destroy();
  }
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node api/dist/main.js` as production starts it, with nothing from this shell's environment but PATH. */
async function startApi(url, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      DB_POOL_SIZE: String(POOL_SIZE),
      JWT_SECRET: `soak-${randomUUID()}-${randomUUID()}`,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // All the load comes from one address and 500 phones: far past what a family places in an
      // hour, and what the limits are there to stop.
      WRITES_PER_PHONE_PER_HOUR: '100000',
      WRITES_PER_ADDRESS_PER_HOUR: '1000000',
      LOOKUPS_PER_PHONE_PER_HOUR: '100000',
      LOOKUPS_PER_ADDRESS_PER_HOUR: '1000000',
      // WS_CONNECTIONS_PER_CLIENT stays at its default (30): about 13 sockets are open at once, so a
      // count of open sockets that never went down would show as refused connections within minutes.
      // No REDIS_URL, SMTP_URL or bot: events in this one process, mail and chat posts held (the
      // log says so), as production allows when told.
      NOTIFICATIONS_TO_LOG: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = []; // the last 200 lines, for a failure's message
  const warnings = [];
  // It logs at warn: an error it logged counts even when every answer looked fine.
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 200) output.shift();
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (Number(level) >= 50) fail('api: logged an error', line.slice(0, 300));
      else if (Number(level) === 40) warnings.push(line.slice(0, 300));
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const api = {
    pid: child.pid,
    port,
    output,
    warnings,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!api.running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const until = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return api;
    if (!api.running() || Date.now() > until) {
      await api.stop();
      throw new Error(`the API did not start:\n${output.join('\n')}`);
    }
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// Samples: the API's resident memory and the connections open to its database

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
}

async function connections(sampler, dbName) {
  // "stuck": busy (a query running, or a transaction left open) for more than 2 seconds. A quick
  // query caught running at the moment of the sample is not a leak; one still running is.
  const { rows } = await sampler.query(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            count(*) FILTER (WHERE state <> 'idle' AND clock_timestamp() - state_change > interval '2 seconds')::int AS stuck,
            coalesce(string_agg(DISTINCT state, ', '), '') AS states
       FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [dbName],
  );
  return rows[0];
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxy / sxx;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'The soak needs a PostgreSQL server: set DATABASE_URL, for example postgres://postgres@127.0.0.1:5432/postgres.',
    );
    console.error('A fresh database is made on that server for the run and dropped after it.');
    process.exit(1);
  }
  const dbName = `haat_soak_${Date.now().toString(36)}`;
  const url = databaseUrl(serverUrl, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-soak-'));
  let api;
  let sampler;
  let shop;
  const stopLoad = [];
  let interrupted = null;
  const onSignal = (signal) => {
    interrupted = signal;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  await onServer(serverUrl, `CREATE DATABASE "${dbName}"`);
  try {
    const data = await prepareDatabase(url);
    api = await startApi(url, dataDir);
    graphqlUrl = `http://127.0.0.1:${api.port}/graphql`;
    wsUrl = `ws://127.0.0.1:${api.port}/graphql`;
    sampler = new pg.Client({ connectionString: serverUrl });
    await sampler.connect();
    const [{ server_version: pgVersion }] = (await sampler.query('SHOW server_version')).rows;

    console.log(
      `soak: ${SOAK_S} s on ${dbName} (PostgreSQL ${pgVersion}); API pid ${api.pid} on port ${api.port}, pool ${POOL_SIZE}; ` +
        `browse ${BROWSE_PER_S}/s, checkouts ${ORDERS_PER_S}/s (each followed live ${FOLLOW_MS / 1000} s), one shop's desk open throughout`,
    );

    const samples = [];
    const trace = []; // RSS every second, for the trend
    let started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const takeSample = async (label) => {
      const c = await connections(sampler, dbName);
      const sample = {
        t: elapsed(),
        rssMb: mb(rssKb(api.pid)),
        ...c,
        requests: requestCount(),
        orders: ordersPlaced,
        errors: errorCount(),
        browseP99: percentile(windowLatencies, 99),
        label,
      };
      windowLatencies = [];
      samples.push(sample);
      console.log(
        `${sample.t.toFixed(0).padStart(5)} s  RSS ${sample.rssMb.toFixed(1).padStart(6)} MB  db connections ${String(c.total).padStart(2)} (active ${c.active})  ` +
          `requests ${String(sample.requests).padStart(6)}  orders ${String(sample.orders).padStart(5)}  errors ${sample.errors}` +
          (Number.isNaN(sample.browseP99) ? '' : `  browse p99 ${sample.browseP99.toFixed(0)} ms`) +
          (label ? `  (${label})` : ''),
      );
      return sample;
    };
    await takeSample('idle, before the load');
    shop = await openShop(data.shop);

    // Time counts from here, where the load starts.
    started = performance.now();
    const traceTimer = setInterval(
      () => api.running() && trace.push({ x: elapsed() / 60, y: mb(rssKb(api.pid)) }),
      1000,
    );
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const browse = browser(data);
    stopLoad.push(pace(BROWSE_PER_S, 'browse', () => browse()));
    stopLoad.push(pace(ORDERS_PER_S, 'order', (n) => checkout(n, data, shop)));

    // The run: a sample every SAMPLE_S, until the time is up, the API dies, or we are told to stop.
    const deadline = started + SOAK_S * 1000;
    let nextSample = started + SAMPLE_S * 1000;
    while (performance.now() < deadline && !interrupted && api.running()) {
      await sleep(Math.min(250, deadline - performance.now()));
      if (performance.now() >= nextSample && performance.now() < deadline) {
        await takeSample();
        nextSample += SAMPLE_S * 1000;
      }
    }
    const loadSeconds = elapsed();
    for (const stop of stopLoad) stop();
    clearInterval(traceTimer);
    loopDelay.disable();
    if (!api.running()) fail('api: exited during the run', JSON.stringify(await api.exited));
    if (interrupted) throw new Error(`stopped by ${interrupted}`);

    // The end: everything in flight answered, the phones' follows closed, the desk checked and closed.
    const drainUntil = Date.now() + 60_000;
    while (pending.size > 0 && Date.now() < drainUntil)
      await Promise.race([Promise.allSettled([...pending]), sleep(1000)]);
    if (pending.size > 0) fail('load: unfinished after the end', `${pending.size} requests or follows`);
    const missingShopNotices = shop.check();
    await shop.close();
    await sleep(5000);
    const end = await takeSample('load stopped, 5 s later');

    // -------------------------------------------------------------------------------------------
    // The figures

    const first = samples[0];
    const warm = samples.find((s) => s.t >= WARMUP_S && !s.label) ?? samples[1] ?? first;
    const growthMb = end.rssMb - warm.rssMb;
    const secondHalf = trace.filter((p) => p.x * 60 >= SOAK_S / 2);
    const slopeMbPerMin = slope(secondHalf);
    const rssAll = samples.map((s) => s.rssMb);
    const firstHalfPeak = Math.max(...samples.filter((s) => s.t >= warm.t && s.t < SOAK_S / 2).map((s) => s.rssMb));
    const secondHalfPeak = Math.max(...samples.filter((s) => s.t >= SOAK_S / 2).map((s) => s.rssMb));
    const allowedMb = Math.max(GROWTH_TOLERANCE.mb, firstHalfPeak * GROWTH_TOLERANCE.fraction);
    const longEnough = SOAK_S >= JUDGE_MEMORY_FROM_S;
    const memoryFlat = secondHalfPeak <= firstHalfPeak + allowedMb && slopeMbPerMin <= MAX_SLOPE_MB_PER_MIN;
    const maxConnections = Math.max(...samples.map((s) => s.total));
    const leaked = maxConnections > POOL_SIZE || end.total > POOL_SIZE || end.stuck > 0;
    const rates = [
      ['browse', BROWSE_PER_S, requests.browse.sent / loadSeconds],
      ['checkouts', ORDERS_PER_S, requests.order.sent / loadSeconds],
    ];
    // The pace is the load generator's own check: a rate off by more than 5% means this process,
    // not the API, set the load, and the run says nothing.
    const paceKept = rates.every(([, target, achieved]) => Math.abs(achieved - target) <= target * 0.05);
    const errorFree = errorCount() === 0;

    const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');
    const lat = (k) =>
      `p50 ${f1(percentile(requests[k].latencies, 50))} ms, p99 ${f1(percentile(requests[k].latencies, 99))} ms`;
    const verdicts = [
      [
        'memory flat',
        longEnough ? memoryFlat : null,
        `highest ${f1(secondHalfPeak)} MB in the second half vs ${f1(firstHalfPeak)} MB in the first (allowed ${f1(firstHalfPeak + allowedMb)}); ` +
          `start ${f1(warm.rssMb)} MB after warm-up, end ${f1(end.rssMb)} MB (${growthMb >= 0 ? '+' : ''}${f1(growthMb)}); ` +
          `slope over the second half ${slopeMbPerMin >= 0 ? '+' : ''}${slopeMbPerMin.toFixed(2)} MB/min (allowed ${MAX_SLOPE_MB_PER_MIN})` +
          (longEnough ? '' : ` — too short to judge (under ${JUDGE_MEMORY_FROM_S} s)`),
      ],
      ['no error responses', errorFree, `${errorCount()} errors`],
      [
        'no leaked database connections',
        !leaked,
        `at most ${maxConnections} open (pool ${POOL_SIZE}); at the end ${end.total} open, ${end.active} active, ${end.stuck} busy for over 2 s`,
      ],
      [
        'steady pace',
        paceKept,
        rates.map(([k, target, achieved]) => `${k} ${achieved.toFixed(2)}/s (target ${target})`).join(', '),
      ],
    ];

    const lines = [];
    lines.push(`duration: ${SOAK_S} s of load (${f1(loadSeconds)} s measured), samples every ${SAMPLE_S} s`);
    lines.push(
      `requests answered: ${requestCount()} — browse ${requests.browse.answered} (${lat('browse')}), checkouts ${requests.order.answered} (${lat('order')}), ` +
        `order pages ${requests.track.answered} (${lat('track')}), shop ${requests.shop.answered} (${lat('shop')})`,
    );
    lines.push(
      `orders placed: ${ordersPlaced}; live follows opened ${follows.opened}, closed ${follows.closed}; notices heard: shop desk ${notices.shop}, phones ${notices.tracked}`,
    );
    lines.push(
      `errors: ${errorCount()}${errors.size > 0 ? ` (${[...errors].map(([k, n]) => `${k}: ${n}`).join('; ')})` : ''}`,
    );
    lines.push(
      `RSS: first ${f1(first.rssMb)} MB (idle), after warm-up ${f1(warm.rssMb)} MB (at ${warm.t.toFixed(0)} s), end ${f1(end.rssMb)} MB; ` +
        `growth ${f1(growthMb)} MB (${f1((growthMb / warm.rssMb) * 100)}%); min/median/max ${f1(Math.min(...rssAll))} / ${f1(percentile(rssAll, 50))} / ${f1(Math.max(...rssAll))} MB; ` +
        `second-half slope ${slopeMbPerMin.toFixed(2)} MB/min`,
    );
    lines.push(
      `db connections: at most ${maxConnections} during the run, ${end.total} at the end (${end.states || 'none'}); pool ${POOL_SIZE}`,
    );
    lines.push(
      `load generator: event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    lines.push(
      `API log: ${api.warnings.length} warnings${api.warnings.length > 0 ? `, the first: ${api.warnings[0]}` : ''}`,
    );
    if (missingShopNotices || trackedMisses.length)
      lines.push(`notices missing: shop desk ${missingShopNotices}, phones ${trackedMisses.length}`);

    console.log('\nsummary');
    for (const line of lines) console.log(`  ${line}`);
    if (firstErrors.length > 0) {
      console.log('first errors:');
      for (const e of firstErrors) console.log(`  ${e}`);
    }
    console.log('');
    for (const [name, ok, detail] of verdicts)
      console.log(`${ok === null ? 'n/a ' : ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);

    if (REPORT) {
      writeReport(REPORT, { lines, verdicts, samples, pgVersion, errorsShown: firstErrors });
      console.log(`\nwritten to ${path.relative(root, REPORT)}`);
    }
    process.exitCode = verdicts.every(([, ok]) => ok !== false) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    if (api?.output.length) console.error(`the API's last output:\n${api.output.join('\n')}`);
    process.exitCode = 1;
  } finally {
    for (const stop of stopLoad) stop();
    await shop?.close().catch(() => undefined);
    await api?.stop();
    await sampler?.end().catch(() => undefined);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${dbName}: ${error.message}`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Sockets of follows cut short by a failure must not keep the process alive.
  process.exit(process.exitCode);
}

function writeReport(file, { lines, verdicts, samples, pgVersion, errorsShown }) {
  const md = [
    '# Soak: mixed load at a steady pace',
    '',
    `\`npm run soak\` (bench/soak.mjs), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${os.cpus().length} cores, ` +
      `Node ${process.version}, PostgreSQL ${pgVersion}. The API ran as production runs it (\`node api/dist/main.js\`, ` +
      `NODE_ENV=production, a pool of ${POOL_SIZE}); browse ${BROWSE_PER_S}/s, checkouts ${ORDERS_PER_S}/s each followed live ` +
      `for ${FOLLOW_MS / 1000} s, one shop's order desk open throughout and confirming its orders.`,
    '',
    '| verdict | | |',
    '|---|---|---|',
    ...verdicts.map(([name, ok, detail]) => `| ${name} | ${ok === null ? 'n/a' : ok ? 'pass' : 'FAIL'} | ${detail} |`),
    '',
    ...lines.map((l) => `- ${l}`),
    ...(errorsShown.length > 0
      ? ['', 'First errors:', '', ...errorsShown.map((e) => `- \`${e.replace(/`/g, "'")}\``)]
      : []),
    '',
    '| elapsed | RSS | db connections | requests | orders | errors | browse p99 |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...samples.map(
      (s) =>
        `| ${s.t.toFixed(0)} s${s.label ? ` (${s.label})` : ''} | ${s.rssMb.toFixed(1)} MB | ${s.total} | ${s.requests} | ${s.orders} | ${s.errors} | ` +
        `${Number.isNaN(s.browseP99) ? '' : `${s.browseP99.toFixed(0)} ms`} |`,
    ),
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, md);
}

main();
