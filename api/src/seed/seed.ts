import type { DataSource } from 'typeorm';
import type { Logger } from '../shared/logger';
import { seedCatalog } from './catalog.seed';
import { seedContent } from './content.seed';
import { seedDirectory } from './directory.seed';
import { seedEducation } from './education.seed';
import { seedEmergency } from './emergency.seed';
import { seedFeed } from './feed.seed';
import { seedGallery } from './gallery.seed';
import { seedDemoAccounts } from './identity.seed';
import type { SeedTally } from './insert-missing';
import { seedMedical } from './medical.seed';
import { seedTransport } from './transport.seed';

const SEEDED_KEY = 'seeded_at';

/**
 * Fills the demo village. Idempotent: every row has a stable id and is inserted only if
 * missing, so a second run adds nothing and never overwrites what an admin changed.
 * Parents go in before their children (vendors before products and lab tests, and so on).
 */
export interface SeedOptions {
  /** Vendor and delivery sign-ins with the demo password; never in production. */
  demoAccounts: boolean;
}

export async function runSeed(
  db: DataSource,
  log: Logger,
  options: SeedOptions = { demoAccounts: false },
): Promise<void> {
  const now = new Date();
  const tally: SeedTally = await db.transaction(async (tx) => {
    const counts: SeedTally = {
      ...(await seedEmergency(tx)),
      ...(await seedCatalog(tx)),
      ...(await seedMedical(tx)),
      ...(await seedEducation(tx)),
      ...(await seedTransport(tx)),
      ...(await seedDirectory(tx)),
      ...(await seedFeed(tx, now)),
      ...(await seedGallery(tx)),
      ...(await seedContent(tx)),
      ...(options.demoAccounts ? await seedDemoAccounts(tx) : {}),
    };

    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [SEEDED_KEY, now.toISOString()],
    );
    return counts;
  });

  const rows: Record<string, number> = {};
  const added: Record<string, number> = {};
  for (const [table, { rows: seeded, added: inserted }] of Object.entries(tally)) {
    rows[table] = seeded;
    if (inserted > 0) added[table] = inserted;
  }
  log.info({ rows, added }, 'demo data seeded');
}

/** First start of an empty database seeds it; later starts leave the data alone. */
export async function seedIfEmpty(db: DataSource, log: Logger, options?: SeedOptions): Promise<boolean> {
  const rows: Array<{ value: string }> = await db.query(`SELECT value FROM app_meta WHERE key = $1`, [SEEDED_KEY]);
  if (rows.length > 0) return false;
  await runSeed(db, log, options);
  return true;
}
