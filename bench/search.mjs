// The catalog's search page over a district's 200,000 products, romanised and misspelt queries among
// them, beside a section's page (no search) on the same rows as the baseline. Part of `npm run bench`;
// alone: `npm run build -w api && node bench/search.mjs`. Figures printed, never asserted. Uses
// DATABASE_URL's server (a fresh database made and dropped here) or, without it, the embedded PGlite.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createDataSource, describeDatabaseUrl } = require('../api/dist/shared/db/data-source.js');
const { startEmbeddedPostgres } = require('../api/dist/shared/db/embedded-postgres.js');
const { runSeed } = require('../api/dist/seed/seed.js');
const { productPageStatement } = require('../api/dist/modules/catalog/product.service.js');
const { searchTextOf } = require('../api/dist/shared/search/search-text.js');
const pino = require('pino');

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const QUERIES = ['sorsher tel', 'sorser tel', 'aloo', 'dim', 'daktaar', 'mustrd oil', 'সরষের তেল', 'chal', 'xqzvw'];

// Names made of words a village shop sells, English with Bengali, so the trigrams are realistic.
const WORDS = [
  ['Mustard', 'সরষের'],
  ['Oil', 'তেল'],
  ['Potato', 'আলু'],
  ['Egg', 'ডিম'],
  ['Rice', 'চাল'],
  ['Lentil', 'ডাল'],
  ['Onion', 'পেঁয়াজ'],
  ['Brinjal', 'বেগুন'],
  ['Fish', 'মাছ'],
  ['Sweet', 'মিষ্টি'],
  ['Flour', 'আটা'],
  ['Salt', 'লবণ'],
  ['Sugar', 'চিনি'],
  ['Tea', 'চা'],
  ['Chilli', 'লঙ্কা'],
  ['Ginger', 'আদা'],
  ['Garlic', 'রসুন'],
  ['Spinach', 'শাক'],
  ['Pumpkin', 'কুমড়ো'],
  ['Gourd', 'লাউ'],
  ['Soap', 'সাবান'],
  ['Biscuit', 'বিস্কুট'],
  ['Turmeric', 'হলুদ'],
  ['Cumin', 'জিরে'],
];

async function database() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedPostgres({ maxConnections: 4 });
    return { url: embedded.url, where: 'embedded PGlite', stop: () => embedded.stop() };
  }
  const name = `bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    where: describeDatabaseUrl(u.toString()),
    async stop() {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Runs one page statement RUNS times after 3 warm-ups: its rows and min / median / max in ms. */
async function timePage(db, args) {
  const { sql, params } = productPageStatement(args, {});
  let rows = 0;
  for (let i = 0; i < 3; i++) rows = (await db.query(sql, params)).length;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - started);
  }
  return { rows, ...stats(times) };
}

/** Fills a fresh database with PRODUCTS products over the seed's grocery shops. */
async function fillProducts(db) {
  const vendors = (await db.query(`SELECT id FROM vendor WHERE category = 'GROCERY' AND active`)).map((r) => r.id);
  for (let done = 0; done < PRODUCTS; done += 5000) {
    const rows = { id: [], vendor: [], name: [], nameBn: [], search: [] };
    for (let i = done; i < Math.min(done + 5000, PRODUCTS); i++) {
      const a = WORDS[i % WORDS.length];
      const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length];
      const name = `${a[0]} ${b[0]} ${i}`;
      const nameBn = `${a[1]} ${b[1]} ${i}`;
      rows.id.push(crypto.randomUUID());
      rows.vendor.push(vendors[i % vendors.length]);
      rows.name.push(name);
      rows.nameBn.push(nameBn);
      rows.search.push(searchTextOf(name, nameBn));
    }
    await db.query(
      `INSERT INTO product (id, vendor_id, section, name, name_bn, unit, price_paise, mrp_paise, stock, search_text)
       SELECT id, vendor, 'GROCERY', name, name_bn, '1 kg', 5000, 5500, 10, search
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[]) AS r(id, vendor, name, name_bn, search)`,
      [rows.id, rows.vendor, rows.name, rows.nameBn, rows.search],
    );
  }
  await db.query('ANALYZE product');
}

/**
 * The search bench: each query's page timed, and a section's page (the catalog's own index) as the
 * baseline in the same run. Rows go to `report` when given (`npm run bench`'s table).
 */
export async function benchSearch({ report, spread } = {}) {
  const target = await database();
  const db = createDataSource({ url: target.url, poolSize: 2 });
  await db.initialize();
  try {
    await db.runMigrations();
    await runSeed(db, pino({ level: 'silent' }));
    const started = performance.now();
    await fillProducts(db);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM product');
    console.log(
      `search: ${count} products in ${target.where}, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`search page (first 20, closest first), ${RUNS} runs each after 3 warm-up runs; ms`);
    console.log(
      `${'query'.padEnd(14)} ${'rows'.padStart(5)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)}   load average (1, 5, 15 min)`,
    );
    const print = (label, t) =>
      console.log(
        `${label.padEnd(14)} ${String(t.rows).padStart(5)} ${t.min.toFixed(2).padStart(7)} ${t.median.toFixed(2).padStart(7)} ${t.max.toFixed(2).padStart(7)}   ${loadAverage()}`,
      );
    const section = await timePage(db, { section: 'GROCERY', first: 20 });
    print('(GROCERY page)', section);
    const medians = [];
    for (const search of QUERIES) {
      const t = await timePage(db, { search, first: 20 });
      medians.push(t.median);
      print(search, t);
      report?.add('search', `"${search}" at ${count} products`, `${t.median.toFixed(2)} ms`, {
        runs: spread(t, 'ms', 2),
        note: `${t.rows > 20 ? 'a full page' : `${t.rows} found`}; load ${loadAverage()}`,
      });
    }
    const all = stats(medians);
    console.log(
      `median of the queries' medians: ${all.median.toFixed(2)} ms (target <= 10); a GROCERY page: ${section.median.toFixed(2)} ms; load ${loadAverage()}`,
    );
    report?.add(
      'search',
      `search page at ${count} products, median of ${QUERIES.length} queries`,
      `${all.median.toFixed(2)} ms`,
      {
        runs: spread(all, 'ms', 2),
        note: `target <= 10 ms; ${target.where}; load ${loadAverage()}`,
      },
    );
    report?.add('search', 'search page / GROCERY page (time)', (all.median / section.median).toFixed(2), {
      runs: spread(section, 'ms', 2),
      note: `runs are the GROCERY page (its own index, no search); load ${loadAverage()}`,
    });
    if (process.env.BENCH_EXPLAIN) {
      const { sql, params } = productPageStatement({ search: 'sorsher tel', first: 20 }, {});
      for (const row of await db.query(`EXPLAIN ANALYZE ${sql}`, params)) console.log(row['QUERY PLAN']);
    }
  } finally {
    await db.destroy();
    await target.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSearch();
