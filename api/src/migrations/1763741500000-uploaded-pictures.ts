import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins upload doctors' photos and home banners: each keeps its picture's pixel size, so pages
 * can keep its place, and each upload is a change the audit trail records.
 */
export class UploadedPictures1763741500000 implements MigrationInterface {
  name = 'UploadedPictures1763741500000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['doctor', 'home_banner']) {
      await q.query(`ALTER TABLE "${table}" ADD "image_width" integer, ADD "image_height" integer`);
      await q.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_image_size_check"
           CHECK (("image_width" > 0 AND "image_height" > 0) OR ("image_width" IS NULL AND "image_height" IS NULL))`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['doctor', 'home_banner']) {
      await q.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_image_size_check", DROP COLUMN "image_width", DROP COLUMN "image_height"`,
      );
    }
  }
}
