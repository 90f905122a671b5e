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
    for (const entity of ['DOCTOR', 'GALLERY_IMAGE', 'HOME_BANNER']) {
      await q.query(`ALTER TYPE "audit_entity" ADD VALUE IF NOT EXISTS '${entity}'`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is rebuilt without them.
    await q.query(`DELETE FROM "audit_entry" WHERE "entity_type" IN ('DOCTOR', 'GALLERY_IMAGE', 'HOME_BANNER')`);
    await q.query(`ALTER TYPE "audit_entity" RENAME TO "audit_entity_old"`);
    await q.query(`CREATE TYPE "audit_entity" AS ENUM ('ORDER', 'PRODUCT', 'VENDOR', 'USER', 'HELP_REQUEST', 'OUTBOX_MESSAGE', 'APPOINTMENT')`);
    await q.query(`ALTER TABLE "audit_entry" ALTER COLUMN "entity_type" TYPE "audit_entity" USING "entity_type"::text::"audit_entity"`);
    await q.query(`DROP TYPE "audit_entity_old"`);
    for (const table of ['doctor', 'home_banner']) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_image_size_check", DROP COLUMN "image_width", DROP COLUMN "image_height"`);
    }
  }
}
