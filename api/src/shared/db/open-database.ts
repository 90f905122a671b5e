import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource, describeDatabaseUrl } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  db: DataSource;
  /** Where the data lives, for log lines. */
  where: string;
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {
  constructor(where: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Cannot connect to the database at ${where}: ${reason || 'no answer'}.\n` +
        `Check that PostgreSQL is running and DATABASE_URL is right, or unset DATABASE_URL to use the embedded database.`,
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL kept in DATA_DIR. Migrations are run. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>,
  log: Logger,
): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  let poolSize = config.dbPoolSize;
  let where: string;
  if (url) {
    where = describeDatabaseUrl(url);
  } else {
    // PGlite is a single backend: a few connections share it, so a small pool is all it can use.
    poolSize = Math.min(poolSize, 4);
    // One more than the pool, so `npm run backup` can reach the running app's database.
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: poolSize + 1 });
    url = embedded.url;
    where = `embedded PostgreSQL in ${config.dataDir}`;
  }

  const db = createDataSource({ url, poolSize });
  try {
    await db.initialize();
  } catch (error) {
    await embedded?.stop();
    throw new DatabaseUnreachableError(where, error);
  }
  const applied = await db.runMigrations({ transaction: 'each' });
  if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');

  return {
    db,
    where,
    async close() {
      if (db.isInitialized) await db.destroy();
      await embedded?.stop();
    },
  };
}
