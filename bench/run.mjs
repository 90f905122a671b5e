// `npm run bench`: figures printed, never asserted. Each benchmark compares against a baseline
// measured in the same run, so a noisy machine moves both sides alike.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createApp } = require('../api/dist/app.js');
const { createDataSource } = require('../api/dist/shared/db/data-source.js');
const { startEmbeddedPostgres } = require('../api/dist/shared/db/embedded-postgres.js');
const { runSeed } = require('../api/dist/seed/seed.js');
const pino = require('pino');

const ROUNDS = 5;
const REQUESTS_PER_ROUND = 300;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

async function rounds(label, once) {
  for (let i = 0; i < 50; i++) await once(); // warm-up
  const perSecond = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (let i = 0; i < REQUESTS_PER_ROUND; i++) await once();
    perSecond.push((REQUESTS_PER_ROUND / (performance.now() - start)) * 1000);
  }
  const s = stats(perSecond);
  console.log(`${label.padEnd(44)} ${s.min.toFixed(0).padStart(6)} ${s.median.toFixed(0).padStart(7)} ${s.max.toFixed(0).padStart(6)}  req/s`);
  return s;
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
    embedded = await startEmbeddedPostgres({ maxConnections: 4 });
    url = embedded.url;
  }
  const db = createDataSource({ url, poolSize: 4 });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await runSeed(db, log);
  const { createServices } = require('../api/dist/shared/services.js');
  const services = createServices({ jwtSecret: 'bench-secret-of-at-least-thirty-two-chars', cookieSecure: false, publicUrl: 'http://localhost', mailFrom: 'bench' }, db, log);
  const app = await createApp({ config: { nodeEnv: 'production', webDist: '/nonexistent', trustProxy: false }, db, log, services });
  const port = await app.listen(0, '127.0.0.1');
  const raw = new pg.Pool({ connectionString: url, max: 1 });

  console.log(`database: ${embedded ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL server'}; ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} sequential requests`);
  console.log(`${'benchmark'.padEnd(44)} ${'min'.padStart(6)} ${'median'.padStart(7)} ${'max'.padStart(6)}`);

  const body = JSON.stringify({ query: '{ emergencyContacts(group: POLICE) { id group name nameBn phone altPhone area available24h } }' });
  const graphql = await rounds('emergencyContacts over HTTP GraphQL', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.json();
  });
  const baseline = await rounds('same rows by raw pg + JSON (baseline)', async () => {
    const result = await raw.query(
      `SELECT id, "group", name, name_bn, phone, alt_phone, area, available_24h FROM emergency_contact
       WHERE "group" = $1 ORDER BY "group", sort_order, name`,
      ['POLICE'],
    );
    JSON.stringify(result.rows);
  });
  const http = await rounds('GET /healthz, HTTP alone (for scale)', async () => {
    await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
  });
  console.log(`ratio GraphQL / raw pg (median throughput): ${(graphql.median / baseline.median).toFixed(2)}`);
  console.log(`ratio GraphQL / bare HTTP (median throughput): ${(graphql.median / http.median).toFixed(2)}`);

  // Sign-in cost: argon2id verification is the deliberate part of it.
  const { hashPassword, verifyPassword } = require('../api/dist/modules/identity/password.js');
  const hash = await hashPassword('bench passphrase 2026');
  const verifyMs = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await verifyPassword(hash, 'bench passphrase 2026');
    verifyMs.push(performance.now() - start);
  }
  const v = stats(verifyMs);
  console.log(`${'argon2id verify (m=19456 KiB, t=2, p=1)'.padEnd(44)} ${v.min.toFixed(1).padStart(6)} ${v.median.toFixed(1).padStart(7)} ${v.max.toFixed(1).padStart(6)}  ms`);

  const { createDeliveryAccount } = require('../api/dist/modules/identity/account.service.js');
  await createDeliveryAccount({ db, auth: null }, { name: 'Bench Rider', phone: '9800099999', password: 'bench passphrase 2026' });
  const signInMs = [];
  const signInBody = JSON.stringify({
    query: 'mutation { signInDelivery(input: { phone: "98000 99999", password: "bench passphrase 2026" }) { accessToken } }',
  });
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signInBody });
    const result = await response.json();
    if (!result.data?.signInDelivery) throw new Error(JSON.stringify(result));
    signInMs.push(performance.now() - start);
  }
  const si = stats(signInMs);
  console.log(`${'signInDelivery over HTTP, whole request'.padEnd(44)} ${si.min.toFixed(1).padStart(6)} ${si.median.toFixed(1).padStart(7)} ${si.max.toFixed(1).padStart(6)}  ms`);

  await raw.end();
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
