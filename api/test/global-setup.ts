import 'reflect-metadata';
import { createDataSource } from '../src/shared/db/data-source';
import { startEmbeddedPostgres } from '../src/shared/db/embedded-postgres';
import { createFreshDatabase } from './support/fresh-database';

/**
 * One fresh database per test run: a new database on DATABASE_URL's server when it is set,
 * otherwise an in-memory embedded PostgreSQL. Started here, outside Jest's sandbox, because
 * PGlite's loader is refused inside it. Migrated once; each test file seeds what it needs.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  if (serverUrl) {
    const fresh = await createFreshDatabase(serverUrl);
    url = fresh.url;
    (globalThis as Record<string, unknown>).__haatTeardown = () => fresh.drop();
  } else {
    const embedded = await startEmbeddedPostgres({ maxConnections: 8 });
    url = embedded.url;
    (globalThis as Record<string, unknown>).__haatTeardown = () => embedded.stop();
  }
  process.env.HAAT_SERVER_DATABASE_URL = serverUrl ?? '';
  process.env.DATABASE_URL = url;

  const db = createDataSource({ url, poolSize: 1 });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await db.destroy();
}
