import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmergencyContacts1763740000000 implements MigrationInterface {
  name = 'EmergencyContacts1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "emergency_group" AS ENUM ('POLICE', 'FIRE', 'AMBULANCE', 'TRANSPORT', 'HOSPITAL', 'WBSEDCL')`,
    );
    await q.query(`
      CREATE TABLE "emergency_contact" (
        "id" uuid PRIMARY KEY,
        "group" "emergency_group" NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "phone" text NOT NULL,
        "alt_phone" text,
        "area" text,
        "available_24h" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "emergency_contact_group_sort" ON "emergency_contact" ("group", "sort_order")`);
    // Remembers that demo data was loaded, so a restart never re-adds rows an admin removed.
    await q.query(`
      CREATE TABLE "app_meta" (
        "key" text PRIMARY KEY,
        "value" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "app_meta"`);
    await q.query(`DROP TABLE "emergency_contact"`);
    await q.query(`DROP TYPE "emergency_group"`);
  }
}
