import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the contact page are requests of their own kind: admins read, answer and close them. */
export class ContactMessages1763740900000 implements MigrationInterface {
  name = 'ContactMessages1763740900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE "help_request_kind" ADD VALUE IF NOT EXISTS 'CONTACT'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is rebuilt without it.
    await q.query(`DELETE FROM "help_request" WHERE "kind" = 'CONTACT'`);
    await q.query(`ALTER TYPE "help_request_kind" RENAME TO "help_request_kind_old"`);
    await q.query(`CREATE TYPE "help_request_kind" AS ENUM ('MEDICAL_ASSISTANCE', 'SERVICE')`);
    await q.query(
      `ALTER TABLE "help_request" ALTER COLUMN "kind" TYPE "help_request_kind" USING "kind"::text::"help_request_kind"`,
    );
    await q.query(`DROP TYPE "help_request_kind_old"`);
  }
}
