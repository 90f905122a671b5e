import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763740200000 implements MigrationInterface {
  name = 'Identity1763740200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "user_role" AS ENUM ('ADMIN', 'VENDOR', 'DELIVERY')`);
    await q.query(`
      CREATE TABLE "app_user" (
        "id" uuid PRIMARY KEY,
        "role" "user_role" NOT NULL,
        "name" text NOT NULL,
        "email" text,
        "phone" text,
        "password_hash" text NOT NULL,
        "vendor_id" uuid,
        "disabled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "app_user_sign_in_check" CHECK (("role" = 'ADMIN' AND "email" IS NOT NULL) OR ("role" <> 'ADMIN' AND "phone" IS NOT NULL)),
        CONSTRAINT "app_user_vendor_check" CHECK (("role" = 'VENDOR') = ("vendor_id" IS NOT NULL)),
        CONSTRAINT "app_user_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor" ("id") ON DELETE RESTRICT
      )`);
    await q.query(`CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" ("email") WHERE "email" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "app_user_phone_key" ON "app_user" ("phone") WHERE "phone" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "user_session" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "revoked_at" timestamptz,
        "revoked_reason" text,
        "user_agent" text,
        "ip" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "user_session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "user_session_user_id" ON "user_session" ("user_id")`);

    await q.query(`
      CREATE TABLE "refresh_token" (
        "id" uuid PRIMARY KEY,
        "session_id" uuid NOT NULL,
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "refresh_token_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "user_session" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "refresh_token_hash_key" ON "refresh_token" ("token_hash")`);
    await q.query(`CREATE INDEX "refresh_token_session_id" ON "refresh_token" ("session_id")`);

    await q.query(`
      CREATE TABLE "password_reset_token" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "password_reset_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "password_reset_token_hash_key" ON "password_reset_token" ("token_hash")`);
    await q.query(`CREATE INDEX "password_reset_token_user_id" ON "password_reset_token" ("user_id")`);

    await q.query(`
      CREATE TABLE "sign_in_throttle" (
        "key" text PRIMARY KEY,
        "state" jsonb NOT NULL,
        "expires_at" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sign_in_throttle"`);
    await q.query(`DROP TABLE "password_reset_token"`);
    await q.query(`DROP TABLE "refresh_token"`);
    await q.query(`DROP TABLE "user_session"`);
    await q.query(`DROP TABLE "app_user"`);
    await q.query(`DROP TYPE "user_role"`);
  }
}
