import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's records (doctors, routes, numbers, pages …) join the audit trail. */
const KINDS = [
  'EMERGENCY_CONTACT',
  'SPECIALTY',
  'DOCTOR',
  'LAB_TEST',
  'MEDICAL_PLACE',
  'TEACHER',
  'TOTO_STAND',
  'TOTO_DRIVER',
  'CAR',
  'BUS_ROUTE',
  'BUS_TRIP',
  'SERVICE_TYPE',
  'SERVICE_PROVIDER',
  'FEED_POST',
  'GALLERY_ALBUM',
  'GALLERY_IMAGE',
  'HOME_BANNER',
  'PAGE',
];
const BEFORE = ['ORDER', 'PRODUCT', 'VENDOR', 'USER', 'HELP_REQUEST', 'OUTBOX_MESSAGE', 'APPOINTMENT'];

export class AuditDirectoryRecords1763741000000 implements MigrationInterface {
  name = 'AuditDirectoryRecords1763741000000';

  async up(q: QueryRunner): Promise<void> {
    for (const kind of KINDS) await q.query(`ALTER TYPE "audit_entity" ADD VALUE IF NOT EXISTS '${kind}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is rebuilt without these.
    await q.query(`DELETE FROM "audit_entry" WHERE "entity_type"::text = ANY($1)`, [KINDS]);
    await q.query(`ALTER TYPE "audit_entity" RENAME TO "audit_entity_old"`);
    await q.query(`CREATE TYPE "audit_entity" AS ENUM (${BEFORE.map((k) => `'${k}'`).join(', ')})`);
    await q.query(
      `ALTER TABLE "audit_entry" ALTER COLUMN "entity_type" TYPE "audit_entity" USING "entity_type"::text::"audit_entity"`,
    );
    await q.query(`DROP TYPE "audit_entity_old"`);
  }
}
