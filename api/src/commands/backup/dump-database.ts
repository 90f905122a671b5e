import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeIdentifier, type Client } from 'pg';
import { BackupRefused, tableFile, type BackupFile, type BackupManifest } from './manifest';
import { parentsFirst, type Reference } from './table-order';

/** Rows fetched from the cursor at once: small enough to keep memory flat, big enough to be quick. */
const FETCH_ROWS = 1000;

export interface DatabaseDump {
  database: Omit<BackupManifest['database'], 'source'>;
  files: BackupFile[];
}

/**
 * Every table of the public schema (the migrations table with them), written as one JSON object a
 * row to <folder>/database/<table>.ndjson, all read in one REPEATABLE READ transaction: one
 * snapshot, so an order and its lines are both in the copy or both not, whatever is committed
 * meanwhile. Rows go out as PostgreSQL writes them (row_to_json), never parsed here, so no number
 * or date is changed on the way.
 */
export async function dumpDatabase(client: Client, folder: string): Promise<DatabaseDump> {
  await fs.mkdir(path.join(folder, 'database'), { recursive: true });
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const names = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition`,
      )
    ).rows;
    if (!names.some((t) => t.name === 'migrations')) {
      throw new BackupRefused(
        'The database has no Haat tables (no migrations were ever applied): there is nothing to back up.',
      );
    }
    const references = (
      await client.query<Reference>(
        `SELECT child.relname AS child, parent.relname AS parent
           FROM pg_constraint c
           JOIN pg_class child ON child.oid = c.conrelid
           JOIN pg_class parent ON parent.oid = c.confrelid
           JOIN pg_namespace n ON n.oid = child.relnamespace
          WHERE c.contype = 'f' AND n.nspname = 'public'`,
      )
    ).rows;
    const order = parentsFirst(
      names.map((t) => t.name),
      references,
    );
    const migrations: string[] = (await client.query('SELECT name FROM migrations ORDER BY id')).rows.map(
      (r: { name: string }) => r.name,
    );

    const tables: BackupManifest['database']['tables'] = [];
    const files: BackupFile[] = [];
    for (const table of order) {
      const file = tableFile(table);
      const { rows, bytes, sha256 } = await dumpTable(client, table, path.join(folder, file));
      tables.push({ name: table, rows });
      files.push({ path: file, bytes, sha256 });
    }

    const sequenceNames = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
      )
    ).rows;
    const sequences: BackupManifest['database']['sequences'] = [];
    for (const { name } of sequenceNames) {
      const [state] = (
        await client.query<{ lastValue: string; isCalled: boolean }>(
          `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${escapeIdentifier(name)}`,
        )
      ).rows;
      sequences.push({ name, lastValue: state.lastValue, isCalled: state.isCalled });
    }
    await client.query('COMMIT');
    return { database: { migrations, tables, sequences }, files };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** One table's rows through a cursor, a line each; their count, the file's size and checksum. */
async function dumpTable(
  client: Client,
  table: string,
  file: string,
): Promise<{ rows: number; bytes: number; sha256: string }> {
  const out = await fs.open(file, 'w');
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    await client.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${escapeIdentifier(table)} t`,
    );
    for (;;) {
      const batch = (await client.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`)).rows;
      if (batch.length === 0) break;
      const text = Buffer.from(batch.map((r) => `${r.line}\n`).join(''), 'utf8');
      await out.write(text);
      hash.update(text);
      rows += batch.length;
      bytes += text.length;
    }
    await client.query('CLOSE backup_rows');
  } finally {
    await out.close();
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}
