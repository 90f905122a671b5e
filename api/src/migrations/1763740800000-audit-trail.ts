import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit trail: every change staff make, with who, when, and the fields before and after. */
export class AuditTrail1763740800000 implements MigrationInterface {
  name = 'AuditTrail1763740800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "audit_entity" AS ENUM ('ORDER', 'PRODUCT', 'VENDOR', 'USER', 'HELP_REQUEST', 'OUTBOX_MESSAGE', 'APPOINTMENT')`,
    );
    await q.query(`
      CREATE TABLE "audit_entry" (
        "id" uuid PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "actor_user_id" uuid,
        "actor_role" "user_role" NOT NULL,
        "actor_name" text NOT NULL,
        "entity_type" "audit_entity" NOT NULL,
        "entity_id" uuid NOT NULL,
        "action" text NOT NULL,
        "before" jsonb,
        "after" jsonb,
        CONSTRAINT "audit_entry_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "app_user" ("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "audit_entry_entity" ON "audit_entry" ("entity_type", "entity_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_entry"`);
    await q.query(`DROP TYPE "audit_entity"`);
  }
}
