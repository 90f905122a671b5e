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
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
});
