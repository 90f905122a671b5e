import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification outbox: chat posts and mails written with the change they tell of, sent by a worker. */
export class Outbox1763740700000 implements MigrationInterface {
  name = 'Outbox1763740700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "outbox_channel" AS ENUM ('CHAT', 'MAIL')`);
    await q.query(
      `CREATE TYPE "outbox_kind" AS ENUM ('ORDER_PLACED', 'ORDER_STATUS', 'ORDER_ASSIGNED', 'APPOINTMENT_BOOKED', 'HELP_REQUESTED', 'PASSWORD_RESET')`,
    );
    await q.query(`CREATE TYPE "outbox_status" AS ENUM ('PENDING', 'SENT', 'FAILED')`);
    await q.query(`
      CREATE TABLE "outbox_message" (
        "id" uuid PRIMARY KEY,
        "channel" "outbox_channel" NOT NULL,
        "kind" "outbox_kind" NOT NULL,
        "status" "outbox_status" NOT NULL DEFAULT 'PENDING',
        "vendor_id" uuid,
        "email" text,
        "subject_id" uuid NOT NULL,
        "reference" text NOT NULL,
        "payload" jsonb NOT NULL DEFAULT '{}',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "locked_until" timestamptz,
        "last_error" text,
        "sent_to" text,
        "sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "outbox_message_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor" ("id") ON DELETE CASCADE,
        CONSTRAINT "outbox_message_mail_check" CHECK (("channel" = 'MAIL') = ("email" IS NOT NULL)),
        CONSTRAINT "outbox_message_attempts_check" CHECK ("attempts" >= 0)
      )`);
    await q.query(
      `CREATE INDEX "outbox_message_due" ON "outbox_message" ("next_attempt_at") WHERE "status" = 'PENDING'`,
    );
    await q.query(`CREATE INDEX "outbox_message_status_created" ON "outbox_message" ("status", "created_at")`);
    await q.query(
      `CREATE INDEX "outbox_message_pending_subject" ON "outbox_message" ("subject_id", "created_at") WHERE "status" = 'PENDING'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outbox_message"`);
    await q.query(`DROP TYPE "outbox_status"`);
    await q.query(`DROP TYPE "outbox_kind"`);
    await q.query(`DROP TYPE "outbox_channel"`);
  }
}
