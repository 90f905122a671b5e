import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { keepRequestsWhole } from './whole-requests';

// pg_trgm, which search ranks by closeness with, ships with PGlite as an extension loaded on creation.
// Its package declares only ES module types for this path, though it ships CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

export interface EmbeddedPostgres {
  /** A postgres:// URL that `pg` (and so TypeORM) connects to like any server. */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** A folder to keep the data in, or undefined for a throwaway in-memory database. */
  dataDir?: string;
  /** How many client connections the socket server accepts at once. */
  maxConnections?: number;
  port?: number;
}

/** The URL of an embedded database served at host:port. */
export function embeddedDatabaseUrl(hostAndPort: string): string {
  return `postgres://postgres@${hostAndPort}/postgres`;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) served over the wire protocol on 127.0.0.1,
 * so the app, its migrations and its tests use the very same `pg` code path as on a real server.
 * PGlite runs one statement at a time; the socket server keeps a transaction's statements together.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  let db: PGlite;
  let lock: DataFolderLock | undefined;
  if (options.dataDir) {
    // One process at a time: two PGlite instances writing one folder would corrupt it.
    lock = lockDataFolder(options.dataDir);
    const pgdata = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(pgdata, { recursive: true });
    try {
      db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    db = await PGlite.create({ extensions: { pg_trgm } });
  }
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 4,
  });
  keepRequestsWhole(server, db);
  await server.start();
  const url = embeddedDatabaseUrl(server.getServerConn());
  lock?.setPort(Number(new URL(url).port));
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      lock?.release();
    },
  };
}
