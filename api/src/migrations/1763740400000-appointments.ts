import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIMESTAMPS = `
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()`;

/**
 * Doctor's appointments. A slot row counts the places taken in one hour of one doctor's chamber
 * on one day; its CHECK is what keeps a slot from being overbooked, however many book at once.
 */
export class Appointments1763740400000 implements MigrationInterface {
  name = 'Appointments1763740400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "appointment_status" AS ENUM ('BOOKED', 'CANCELLED', 'VISITED')`);
    await q.query(`
      CREATE TABLE "appointment_slot" (
        "id" uuid PRIMARY KEY,
        "doctor_id" uuid NOT NULL,
        "day" date NOT NULL,
        "starts_at" time NOT NULL,
        "capacity" integer NOT NULL,
        "booked" integer NOT NULL DEFAULT 0,${TIMESTAMPS},
        CONSTRAINT "appointment_slot_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctor" ("id") ON DELETE RESTRICT,
        CONSTRAINT "appointment_slot_capacity_check" CHECK ("capacity" > 0),
        CONSTRAINT "appointment_slot_booked_check" CHECK ("booked" >= 0 AND "booked" <= "capacity")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "appointment_slot_doctor_day_start_key" ON "appointment_slot" ("doctor_id", "day", "starts_at")`,
    );

    await q.query(`
      CREATE TABLE "appointment" (
        "id" uuid PRIMARY KEY,
        "code" text NOT NULL,
        "idempotency_key" text NOT NULL,
        "fingerprint" text NOT NULL,
        "slot_id" uuid NOT NULL,
        "doctor_id" uuid NOT NULL,
        "patient_name" text NOT NULL,
        "patient_phone" text NOT NULL,
        "patient_age" smallint,
        "note" text,
        "status" "appointment_status" NOT NULL DEFAULT 'BOOKED',${TIMESTAMPS},
        CONSTRAINT "appointment_slot_id_fkey" FOREIGN KEY ("slot_id") REFERENCES "appointment_slot" ("id") ON DELETE RESTRICT,
        CONSTRAINT "appointment_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctor" ("id") ON DELETE RESTRICT,
        CONSTRAINT "appointment_patient_phone_check" CHECK ("patient_phone" ~ '^[+]91[6-9][0-9]{9}$'),
        CONSTRAINT "appointment_patient_age_check" CHECK ("patient_age" IS NULL OR ("patient_age" BETWEEN 0 AND 130))
      )`);
    await q.query(`CREATE UNIQUE INDEX "appointment_code_key" ON "appointment" ("code")`);
    await q.query(`CREATE UNIQUE INDEX "appointment_idempotency_key_key" ON "appointment" ("idempotency_key")`);
    await q.query(`CREATE INDEX "appointment_slot_id" ON "appointment" ("slot_id")`);
    await q.query(`CREATE INDEX "appointment_doctor_id" ON "appointment" ("doctor_id")`);
    await q.query(`CREATE INDEX "appointment_patient_phone" ON "appointment" ("patient_phone", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "appointment"`);
    await q.query(`DROP TABLE "appointment_slot"`);
    await q.query(`DROP TYPE "appointment_status"`);
  }
}
