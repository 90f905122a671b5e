import { DataSource, type MigrationInterface } from 'typeorm';
import { migrations as allMigrations } from '../../migrations';
import { entities } from './entities';
import { SearchTextSubscriber } from '../search/search-text.subscriber';

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  /** The migrations it knows; all of them unless a restore stops at a backup's last one. */
  migrations?: Array<new () => MigrationInterface>;
}

/**
 * The one way the app, the seed command and the tests reach PostgreSQL.
 * Schema changes only ever come from migrations.
 */
export function createDataSource({ url, poolSize, migrations = allMigrations }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    subscribers: [SearchTextSubscriber],
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // Fail fast when the server is away, so a request gets a clean error instead of hanging.
    connectTimeoutMS: 5000,
    extra: { max: poolSize, idleTimeoutMillis: 30_000 },
  });
}

/** Human-readable location for messages, without credentials. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured database';
  }
}
