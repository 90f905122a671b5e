import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/** A row as the seed writes it: every column except those the database fills in. */
export type NewRow<T> = Omit<T, 'createdAt' | 'updatedAt' | 'version'>;

/** Per table: rows in the seed data, and how many of them this run added. */
export type SeedTally = Record<string, { rows: number; added: number }>;

/**
 * Inserts the rows whose id (or other unique key) is not in the table yet; a row that is there
 * stays exactly as it is, whatever an admin changed in it. Returns how many were new.
 */
export async function insertMissing<T extends ObjectLiteral>(
  tx: EntityManager,
  entity: EntityTarget<T>,
  rows: NewRow<T>[],
): Promise<{ rows: number; added: number }> {
  if (rows.length === 0) return { rows: 0, added: 0 };
  // Two seed rows with one stable id would pass silently as "already there"; say so instead.
  const ids = new Set<unknown>();
  for (const row of rows) {
    const id = (row as { id?: unknown }).id;
    if (ids.has(id)) throw new Error(`Seed data has two rows with the id ${String(id)}`);
    ids.add(id);
  }
  const result = await tx
    .createQueryBuilder()
    .insert()
    .into(entity)
    // NewRow<T> is stricter than TypeORM's all-optional shape, but TypeScript cannot see that for a generic T.
    .values(rows as unknown as QueryDeepPartialEntity<T>[])
    .orIgnore()
    .updateEntity(false)
    .returning('id')
    .execute();
  const added: unknown[] = Array.isArray(result.raw) ? result.raw : [];
  return { rows: rows.length, added: added.length };
}
