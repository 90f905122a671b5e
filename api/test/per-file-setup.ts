import path from 'node:path';
import { createDataSource } from '../src/shared/db/data-source';

/**
 * Every API test file starts from an empty, freshly migrated database, so what one file adds
 * (products, orders) never changes what another counts, whatever order Jest runs them in.
 * Runs before the file's own hooks; files run one at a time (runInBand).
 */
beforeAll(async () => {
  // Unit tests beside the source need no database.
  if (path.relative(__dirname, expect.getState().testPath ?? '').startsWith('..')) return;
  const db = createDataSource({ url: process.env.DATABASE_URL!, poolSize: 1 });
  await db.initialize();
  try {
    // pg_trgm (search) is set aside while public is dropped, and put back: the embedded database
    // cannot create an extension a second time in one process (its caches keep the first one's
    // functions: "cache lookup failed for function"). Its migration then finds it there.
    const kept = (await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
    if (kept) {
      await db.query('CREATE SCHEMA IF NOT EXISTS kept_extensions');
      await db.query('ALTER EXTENSION pg_trgm SET SCHEMA kept_extensions');
    }
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
    if (kept) await db.query('ALTER EXTENSION pg_trgm SET SCHEMA public');
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
});
