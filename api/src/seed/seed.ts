import type { DataSource } from 'typeorm';
import { EmergencyContactEntity } from '../modules/emergency/emergency-contact.entity';
import type { Logger } from '../shared/logger';
import { emergencyContacts } from './data/emergency-contacts';
import { stableId } from './stable-id';

const SEEDED_KEY = 'seeded_at';

/**
 * Fills the demo village. Idempotent: every row has a stable id and is inserted only if
 * missing, so a second run adds nothing and never overwrites what an admin changed.
 */
export async function runSeed(db: DataSource, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .createQueryBuilder()
      .insert()
      .into(EmergencyContactEntity)
      .values(
        emergencyContacts.map((c, index) => ({
          id: stableId('emergency_contact', `${c.group}:${c.name}`),
          group: c.group,
          name: c.name,
          nameBn: c.nameBn ?? null,
          phone: c.phone,
          altPhone: c.altPhone ?? null,
          area: c.area ?? null,
          available24h: c.available24h,
          sortOrder: index,
        })),
      )
      .orIgnore()
      .execute();

    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [SEEDED_KEY, new Date().toISOString()],
    );
  });
  log.info({ emergencyContacts: emergencyContacts.length }, 'demo data seeded');
}

/** First start of an empty database seeds it; later starts leave the data alone. */
export async function seedIfEmpty(db: DataSource, log: Logger): Promise<boolean> {
  const rows: Array<{ value: string }> = await db.query(`SELECT value FROM app_meta WHERE key = $1`, [SEEDED_KEY]);
  if (rows.length > 0) return false;
  await runSeed(db, log);
  return true;
}
