import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server that `serverUrl` points to; dropped when done. */
export async function createFreshDatabase(serverUrl: string, prefix = 'haat_test'): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
