import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTextOf } from '../shared/search/search-text';

const TABLES = ['product', 'doctor', 'teacher', 'service_provider'];

/**
 * Search as people spell: each searchable table keeps `search_text` (its English name and its
 * Bengali name in Roman letters, spellings folded), trigram-indexed so "sorsher tel", "aloo" or
 * "daktaar" find their records by closeness without reading the whole table.
 */
export class SearchText1763743100000 implements MigrationInterface {
  name = 'SearchText1763743100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}" ADD "search_text" text NOT NULL DEFAULT ''`);
      // The romanising is the application's, so existing rows are filled from here, a batch at a time.
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows: { id: string; name: string; name_bn: string | null }[] = await q.query(
          `SELECT id, name, name_bn FROM "${table}" WHERE id > $1 ORDER BY id LIMIT 1000`,
          [after],
        );
        if (rows.length === 0) break;
        await q.query(
          `UPDATE "${table}" t SET search_text = v.search_text
             FROM unnest($1::uuid[], $2::text[]) AS v(id, search_text) WHERE t.id = v.id`,
          [rows.map((r) => r.id), rows.map((r) => searchTextOf(r.name, r.name_bn))],
        );
        after = rows[rows.length - 1].id;
      }
      // Products, by the hundred thousand, get GiST: it finds the nearest rows first, so a page stops at
      // its 21st. The smaller tables' searches also match text inside a word (LIKE), which GIN answers.
      const index = table === 'product' ? 'gist ("search_text" gist_trgm_ops)' : 'gin ("search_text" gin_trgm_ops)';
      await q.query(`CREATE INDEX "${table}_search_text" ON "${table}" USING ${index}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`DROP INDEX "${table}_search_text"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "search_text"`);
    }
    // pg_trgm stays: other things may have come to use it.
  }
}
