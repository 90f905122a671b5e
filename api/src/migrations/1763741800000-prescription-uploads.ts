import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every prescription photo received, so the photos no order claims can be found and deleted after
 * a day, and so what waits unclaimed can be capped; orders find theirs by name quickly.
 */
export class PrescriptionUploads1763741800000 implements MigrationInterface {
  name = 'PrescriptionUploads1763741800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "prescription_upload" (
        "file" text PRIMARY KEY,
        "bytes" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "prescription_upload_created_at" ON "prescription_upload" ("created_at")`);
    await q.query(
      `CREATE INDEX "customer_order_prescription_file" ON "customer_order" ("prescription_file") WHERE "prescription_file" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "customer_order_prescription_file"`);
    await q.query(`DROP TABLE "prescription_upload"`);
  }
}
