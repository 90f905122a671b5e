import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger';
import { PRESCRIPTION_FILE, UNCLAIMED_PRESCRIPTION_MS } from './prescriptions';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the prescription photos no order claimed within a day of arriving: their rows, and the
 * files, including files that never got a row (their request failed after the save). Returns how
 * many files went. Several instances may sweep at once: each deletes only the rows it took.
 */
export async function sweepUnclaimedPrescriptions(
  db: DataSource,
  uploadDir: string,
  now = Date.now(),
): Promise<number> {
  const dir = path.join(uploadDir, 'prescriptions');
  const before = new Date(now - UNCLAIMED_PRESCRIPTION_MS);
  const gone: Array<{ file: string }> = await db.query(
    `DELETE FROM prescription_upload u
      WHERE created_at < $1 AND NOT EXISTS (SELECT 1 FROM customer_order o WHERE o.prescription_files @> ARRAY[u.file])
      RETURNING file`,
    [before],
  );
  const orphans = await filesWithoutRow(db, dir, before.getTime());
  let deleted = 0;
  for (const file of [...gone.map((g) => g.file), ...orphans]) {
    if (!PRESCRIPTION_FILE.test(file)) continue;
    await fs.rm(path.join(dir, file), { force: true });
    deleted += 1;
  }
  return deleted;
}

/** Photos in the folder older than `before` that neither a row nor an order names. */
async function filesWithoutRow(db: DataSource, dir: string, before: number): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names.filter((n) => PRESCRIPTION_FILE.test(n))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtimeMs < before) old.push(name);
  }
  if (old.length === 0) return [];
  const known: Array<{ file: string }> = await db.query(
    `SELECT file FROM prescription_upload WHERE file = ANY($1)
     UNION SELECT unnest(prescription_files) FROM customer_order WHERE prescription_files && $1::text[]`,
    [old],
  );
  const kept = new Set(known.map((k) => k.file));
  return old.filter((name) => !kept.has(name));
}

/** Sweeps a minute after start and then every hour, until stopped. */
export function startPrescriptionSweeper(deps: { db: DataSource; uploadDir: string; log: Logger }): { stop(): void } {
  const sweep = async () => {
    try {
      const deleted = await sweepUnclaimedPrescriptions(deps.db, deps.uploadDir);
      if (deleted > 0) deps.log.info({ deleted }, 'unclaimed prescription photos deleted');
    } catch (error) {
      deps.log.warn({ err: error }, 'unclaimed prescription photos: sweep failed; tried again within the hour');
    }
  };
  const first = setTimeout(() => void sweep(), 60_000);
  const every = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
