import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the shop and delivery workspaces need: a ledger of every stock change (who, when, by how
 * much, why, and the stock after it), and an order's delivery person and the cash they collected.
 */
export class Workspaces1763740600000 implements MigrationInterface {
  name = 'Workspaces1763740600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "stock_movement" (
        "id" uuid PRIMARY KEY,
        "product_id" uuid NOT NULL,
        "user_id" uuid,
        "delta" integer NOT NULL,
        "stock_after" integer NOT NULL,
        "reason" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "stock_movement_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product" ("id") ON DELETE CASCADE,
        CONSTRAINT "stock_movement_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id") ON DELETE SET NULL,
        CONSTRAINT "stock_movement_stock_after_check" CHECK ("stock_after" >= 0)
      )`);
    await q.query(`CREATE INDEX "stock_movement_product_created" ON "stock_movement" ("product_id", "created_at")`);

    await q.query(`ALTER TABLE "customer_order" ADD "delivery_user_id" uuid`);
    await q.query(`ALTER TABLE "customer_order" ADD "cash_collected_paise" integer`);
    await q.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_delivery_user_id_fkey" FOREIGN KEY ("delivery_user_id") REFERENCES "app_user" ("id") ON DELETE SET NULL`,
    );
    await q.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_cash_collected_check" CHECK ("cash_collected_paise" IS NULL OR "cash_collected_paise" >= 0)`,
    );
    await q.query(
      `CREATE INDEX "customer_order_delivery_status" ON "customer_order" ("delivery_user_id", "status", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "customer_order_delivery_status"`);
    await q.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "customer_order_cash_collected_check"`);
    await q.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "customer_order_delivery_user_id_fkey"`);
    await q.query(`ALTER TABLE "customer_order" DROP COLUMN "cash_collected_paise"`);
    await q.query(`ALTER TABLE "customer_order" DROP COLUMN "delivery_user_id"`);
    await q.query(`DROP TABLE "stock_movement"`);
  }
}
