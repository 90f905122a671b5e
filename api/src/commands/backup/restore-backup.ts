import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { escapeIdentifier } from 'pg';
import type { ReadEntry } from 'tar';
import { MigrationExecutor, type MigrationInterface, type QueryRunner } from 'typeorm';
import { migrations as codeMigrations } from '../../migrations';
import { createDataSource } from '../../shared/db/data-source';
import { readArchive } from './archive';
import { BackupRefused, type BackupManifest } from './manifest';
import { UPLOADS_PREFIX, walk } from './uploads';
import { digest } from './verify-backup';

/** Rows sent in one INSERT, and the most text one may carry. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 1024 * 1024;

export interface RestoreTarget {
  url: string;
  where: string;
  uploadDir: string;
  /** Replace what the target holds; without it, a target that holds anything is refused. */
  force: boolean;
}

/**
 * The backup (already checked by verifyBackup) into the target, all or nothing: in one
 * transaction the schema is made by the app's own migrations up to the backup's last, each table's
 * rows go in (parents first), the sequences are set where they stood, and the counts are checked
 * against the manifest. The uploaded files are written meanwhile and taken away again if the
 * transaction does not commit. Newer migrations of this code run at the app's next start.
 */
export async function restoreBackup(file: string, manifest: BackupManifest, target: RestoreTarget): Promise<void> {
  const db = createDataSource({ url: target.url, poolSize: 1, migrations: migrationsUpTo(manifest, file) });
  await db.initialize();
  const runner = db.createQueryRunner();
  try {
    const tables = (await runner.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
    )) as Array<{ name: string }>;
    const uploadsBefore = walk(target.uploadDir, '', () => false);
    if (!target.force && tables.length > 0) {
      throw new BackupRefused(
        `The database at ${target.where} is not empty (it has ${tables.length} tables): nothing was restored.\n` +
          'Restore into an empty database (a new one, or an empty DATA_DIR), or add --force to replace everything it holds with the backup.',
      );
    }
    if (!target.force && uploadsBefore.length > 0) {
      throw new BackupRefused(
        `The uploads folder ${target.uploadDir} is not empty (it has ${uploadsBefore.length} files): nothing was restored.\n` +
          'Restore into an empty folder, or add --force to replace what it holds with the backup.',
      );
    }

    const written: string[] = [];
    await runner.startTransaction();
    try {
      if (tables.length > 0) {
        await runner.query('DROP SCHEMA public CASCADE');
        await runner.query('CREATE SCHEMA public');
      }
      // Within this transaction (it is already open), up to the backup's last migration.
      await new MigrationExecutor(db, runner).executePendingMigrations();
      const expected = new Map(manifest.files.map((f) => [f.path, f]));
      await readArchive(file, async (entry) => {
        const listed = expected.get(entry.path);
        if (!listed) return void (await digest(entry)); // The manifest itself.
        const table = entry.path.startsWith('database/')
          ? entry.path.slice('database/'.length, -'.ndjson'.length)
          : undefined;
        let got: { bytes: number; sha256: string };
        if (table === 'migrations')
          got = await digest(entry); // Made again by the migrations just run.
        else if (table !== undefined) got = await loadRows(runner, table, entry);
        else got = await writeUpload(target.uploadDir, entry.path.slice(UPLOADS_PREFIX.length), entry, written);
        if (got.sha256 !== listed.sha256)
          throw new BackupRefused(`${file} changed while it was being restored (${entry.path}): nothing was restored.`);
      });
      for (const { name, lastValue, isCalled } of manifest.database.sequences) {
        await runner.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          escapeIdentifier(name),
          lastValue,
          isCalled,
        ]);
      }
      await checkCounts(runner, manifest);
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      for (const upload of written) fs.rmSync(upload, { force: true });
      throw error;
    }
    if (target.force) {
      // What the replaced data had uploaded goes with it (the resized copies too: made again on demand).
      const kept = new Set(
        manifest.files.filter((f) => f.path.startsWith(UPLOADS_PREFIX)).map((f) => f.path.slice(UPLOADS_PREFIX.length)),
      );
      for (const old of uploadsBefore) if (!kept.has(old)) fs.rmSync(path.join(target.uploadDir, old), { force: true });
    }
  } finally {
    await runner.release();
    await db.destroy();
  }
}

/** The code's migrations up to the backup's last; a backup made after a migration this code lacks is refused. */
export function migrationsUpTo(manifest: BackupManifest, file: string): Array<new () => MigrationInterface> {
  const names = codeMigrations.map((migration) => new migration().name ?? migration.name);
  const applied = manifest.database.migrations;
  const unknown = applied.find((name, i) => names[i] !== name);
  if (unknown) {
    throw new BackupRefused(
      `${file} was made by a newer Haat (${manifest.appVersion}): its database has the migration ${unknown}, which this Haat does not know.\n` +
        'Update Haat to that version or later, then restore.',
    );
  }
  return codeMigrations.slice(0, applied.length);
}

/** One table's rows, a JSON object a line, inserted in batches by PostgreSQL's own json_populate_recordset. */
async function loadRows(
  runner: QueryRunner,
  table: string,
  entry: ReadEntry,
): Promise<{ bytes: number; sha256: string }> {
  const insert = `INSERT INTO ${escapeIdentifier(table)} SELECT * FROM json_populate_recordset(NULL::${escapeIdentifier(table)}, $1::json)`;
  const hash = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let pending = '';
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The lines go to PostgreSQL as they are, as one JSON array: no number or date parsed on the way.
    await runner.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of entry) {
    hash.update(chunk);
    bytes += chunk.length;
    const lines = (pending + decoder.write(chunk)).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  }
  pending += decoder.end();
  if (pending) batch.push(pending);
  await flush();
  return { bytes, sha256: hash.digest('hex') };
}

/** An uploaded file put back where the app looks for it, readable by the server alone (as savePhoto writes them). */
async function writeUpload(
  uploadDir: string,
  relative: string,
  entry: ReadEntry,
  written: string[],
): Promise<{ bytes: number; sha256: string }> {
  const target = path.join(uploadDir, ...relative.split('/'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let out: fs.promises.FileHandle;
  try {
    out = await fs.promises.open(target, 'wx', 0o600);
  } catch (error) {
    // Uploads get new random names, so one already there (a --force over the same data) is this very file.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return digest(entry);
    throw error;
  }
  written.push(target);
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of entry) {
      hash.update(chunk);
      bytes += chunk.length;
      await out.write(chunk);
    }
  } finally {
    await out.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every table holds exactly the rows the manifest counted. */
async function checkCounts(runner: QueryRunner, manifest: BackupManifest): Promise<void> {
  for (const { name, rows } of manifest.database.tables) {
    const expected = name === 'migrations' ? manifest.database.migrations.length : rows;
    const [{ count }] = (await runner.query(`SELECT count(*)::int AS count FROM ${escapeIdentifier(name)}`)) as Array<{
      count: number;
    }>;
    if (count !== expected)
      throw new BackupRefused(
        `The restored ${name} has ${count} rows, not the ${expected} of the backup: nothing was restored.`,
      );
  }
}
