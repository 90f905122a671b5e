import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lab bookings follow their own path: the sample is collected (at home or at the lab, which is
 * kept), the report is uploaded (its file kept under UPLOAD_DIR/lab-reports), and the booking is
 * done. Goods keep packed, out for delivery and delivered.
 */
export class LabBookingPath1763742600000 implements MigrationInterface {
  name = 'LabBookingPath1763742600000';

  async up(q: QueryRunner): Promise<void> {
    // New values of an enum may be added in a transaction as long as none is used in it.
    for (const status of ['SAMPLE_COLLECTED', 'REPORT_READY', 'COMPLETED']) {
      await q.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS '${status}' BEFORE 'CANCELLED'`);
    }
    await q.query(`CREATE TYPE "lab_sample_place" AS ENUM ('HOME', 'LAB')`);
    await q.query(`ALTER TABLE "customer_order" ADD "sample_place" "lab_sample_place", ADD "report_file" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "customer_order" DROP COLUMN "report_file", DROP COLUMN "sample_place"`);
    await q.query(`DROP TYPE "lab_sample_place"`);
    // PostgreSQL cannot drop an enum's value: the statuses stay, unused.
  }
}
