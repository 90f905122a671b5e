import type { QueryRunner } from 'typeorm';

/** A nullable column beside an English one: its table, its name, and its type (text unless said). */
export type LanguageColumn = [table: string, column: string, type?: string];

/**
 * Adds (or, going down, drops in reverse) the columns a text in another language lives in. Kept
 * apart so the migrations that add languages read as their lists; never change what it writes,
 * since migrations that have run call it.
 */
export async function addLanguageColumns(q: QueryRunner, columns: readonly LanguageColumn[]): Promise<void> {
  for (const [table, column, type = 'text'] of columns)
    await q.query(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${type}`);
}

export async function dropLanguageColumns(q: QueryRunner, columns: readonly LanguageColumn[]): Promise<void> {
  for (const [table, column] of [...columns].reverse()) await q.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
}
