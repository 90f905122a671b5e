import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Requests for medical assistance and for a local service: a form, a record, a status admins move. */
export class HelpRequests1763740500000 implements MigrationInterface {
  name = 'HelpRequests1763740500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "help_request_kind" AS ENUM ('MEDICAL_ASSISTANCE', 'SERVICE')`);
    await q.query(`CREATE TYPE "help_request_status" AS ENUM ('NEW', 'IN_PROGRESS', 'DONE', 'CLOSED')`);
    await q.query(`
      CREATE TABLE "help_request" (
        "id" uuid PRIMARY KEY,
        "code" text NOT NULL,
        "idempotency_key" text NOT NULL,
        "kind" "help_request_kind" NOT NULL,
        "service_type" text,
        "name" text NOT NULL,
        "phone" text NOT NULL,
        "village" text,
        "message" text NOT NULL,
        "status" "help_request_status" NOT NULL DEFAULT 'NEW',
        "admin_note" text,
        "handled_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "help_request_handled_by_fkey" FOREIGN KEY ("handled_by") REFERENCES "app_user" ("id") ON DELETE SET NULL,
        CONSTRAINT "help_request_phone_check" CHECK ("phone" ~ '^[+]91[6-9][0-9]{9}$'),
        CONSTRAINT "help_request_service_type_check" CHECK (("kind" = 'SERVICE') = ("service_type" IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX "help_request_code_key" ON "help_request" ("code")`);
    await q.query(`CREATE UNIQUE INDEX "help_request_idempotency_key_key" ON "help_request" ("idempotency_key")`);
    await q.query(`CREATE INDEX "help_request_status_created" ON "help_request" ("status", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "help_request"`);
    await q.query(`DROP TYPE "help_request_status"`);
    await q.query(`DROP TYPE "help_request_kind"`);
  }
}
