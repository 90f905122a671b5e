import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hindi beside the Bengali on the sentences admins write for everyone (feed posts, a gallery's
 * words, what a tradesperson does). Names need no Hindi column: a Hindi reader sees the Bengali
 * name in Devanagari letters. Each may be left empty; the English is shown then.
 */
const COLUMNS: Array<[table: string, column: string]> = [
  ['feed_post', 'title_hi'],
  ['feed_post', 'body_hi'],
  ['gallery_album', 'description_hi'],
  ['gallery_image', 'caption_hi'],
  ['service_provider', 'description_hi'],
];

export class SentencesInHindi1763744600000 implements MigrationInterface {
  name = 'SentencesInHindi1763744600000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await q.query(`ALTER TABLE "${table}" ADD "${column}" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of [...COLUMNS].reverse())
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
  }
}
