import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../shared/config';
import { dataFolderHolder } from '../../shared/db/data-folder-lock';
import { describeDatabaseUrl } from '../../shared/db/data-source';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../../shared/db/embedded-postgres';
import { BackupRefused } from './manifest';

export interface ReachedDatabase {
  url: string;
  /** Where, for messages. */
  where: string;
  source: 'embedded' | 'server';
  close(): Promise<void>;
}

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

const server = (url: string): ReachedDatabase => ({
  url,
  where: describeDatabaseUrl(url),
  source: 'server',
  close: async () => {},
});

/**
 * The database to copy: DATABASE_URL's server; or the embedded one in DATA_DIR, reached through
 * the running app's own socket when Haat has it open (two PGlites must never share a folder),
 * or opened here when it does not.
 */
export async function reachForBackup(config: DatabaseConfig): Promise<ReachedDatabase> {
  if (config.databaseUrl) return server(config.databaseUrl);
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new BackupRefused(
      `There is no embedded database in ${config.dataDir} to back up. Set DATA_DIR (or DATABASE_URL) to where Haat keeps its data.`,
    );
  }
  const holder = dataFolderHolder(config.dataDir);
  if (holder) {
    if (!holder.port)
      throw new BackupRefused(
        `Haat (pid ${holder.pid}) is still starting in ${config.dataDir}: try again in a moment.`,
      );
    return {
      url: embeddedDatabaseUrl(`127.0.0.1:${holder.port}`),
      where: `the embedded database in ${config.dataDir}, through the running Haat (pid ${holder.pid})`,
      source: 'embedded',
      close: async () => {},
    };
  }
  return openEmbedded(config.dataDir);
}

/** The database to restore into: DATABASE_URL's server, or the embedded one in DATA_DIR, opened here (so Haat must not be running on it). */
export async function openForRestore(config: DatabaseConfig): Promise<ReachedDatabase> {
  return config.databaseUrl ? server(config.databaseUrl) : openEmbedded(config.dataDir);
}

async function openEmbedded(dataDir: string): Promise<ReachedDatabase> {
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 2 });
  return {
    url: embedded.url,
    where: `the embedded database in ${dataDir}`,
    source: 'embedded',
    close: () => embedded.stop(),
  };
}
