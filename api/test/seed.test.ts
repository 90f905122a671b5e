import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/shared/db/data-source';
import { runSeed, seedIfEmpty } from '../src/seed/seed';
import { silentLog } from './support/test-server';

/** Tables the app fills as it runs (sessions, tokens, throttling, customers' orders and appointments, the messages about them, the audit trail), not demo data. */
const NOT_SEEDED = new Set([
  'migrations',
  'app_meta',
  'user_session',
  'refresh_token',
  'password_reset_token',
  'sign_in_throttle',
  'checkout',
  'customer_order',
  'order_line',
  'order_event',
  'prescription_upload',
  'appointment_slot',
  'appointment',
  'help_request',
  'stock_movement',
  'outbox_message',
  'audit_entry',
]);

async function countRows(db: DataSource): Promise<Record<string, number>> {
  const tables: Array<{ table_name: string }> = await db.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    if (NOT_SEEDED.has(table_name)) continue;
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = n;
  }
  return counts;
}

let db: DataSource;
beforeAll(async () => {
  db = createDataSource({ url: process.env.DATABASE_URL!, poolSize: 1 });
  await db.initialize();
});
afterAll(() => db.destroy());

describe('demo village seed', () => {
  it('fills every table, and a second run adds nothing', async () => {
    await runSeed(db, silentLog, { demoAccounts: true });
    const first = await countRows(db);
    for (const [table, n] of Object.entries(first)) {
      expect({ table, filled: n > 0 }).toEqual({ table, filled: true });
    }
    await runSeed(db, silentLog, { demoAccounts: true });
    expect(await countRows(db)).toEqual(first);
  });

  it('never overwrites what an admin changed', async () => {
    await db.query(`UPDATE emergency_contact SET phone = '+919999900000' WHERE phone = '101'`);
    await runSeed(db, silentLog);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM emergency_contact WHERE phone = '+919999900000'`);
    expect(n).toBe(1);
    await db.query(`UPDATE emergency_contact SET phone = '101' WHERE phone = '+919999900000'`);
  });

  it('runs on first start only: a seeded database is left alone', async () => {
    await runSeed(db, silentLog);
    expect(await seedIfEmpty(db, silentLog)).toBe(false);
  });
});
