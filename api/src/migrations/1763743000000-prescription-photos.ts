import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A medicine order may carry several photos (a prescription of two pages, a strip of tablets):
 * every name in order, the first also kept in prescription_file. An upload may carry the key the
 * phone made for it, so a retry after a dropped answer gets the same photo back, not a second one.
 */
export class PrescriptionPhotos1763743000000 implements MigrationInterface {
  name = 'PrescriptionPhotos1763743000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "customer_order" ADD "prescription_files" text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE "customer_order" SET "prescription_files" = ARRAY["prescription_file"] WHERE "prescription_file" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "customer_order_prescription_files" ON "customer_order" USING gin ("prescription_files")`,
    );
    await q.query(`ALTER TABLE "prescription_upload" ADD "client_key" text`);
    await q.query(
      `CREATE UNIQUE INDEX "prescription_upload_client_key" ON "prescription_upload" ("client_key") WHERE "client_key" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "prescription_upload_client_key"`);
    await q.query(`ALTER TABLE "prescription_upload" DROP COLUMN "client_key"`);
    await q.query(`DROP INDEX "customer_order_prescription_files"`);
    await q.query(`ALTER TABLE "customer_order" DROP COLUMN "prescription_files"`);
  }
}
