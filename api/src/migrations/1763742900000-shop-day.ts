import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop's day: the vendor may shut it for today (kept as the India date, so it lapses by itself),
 * and a shop may take orders while closed, delivered after it opens; such an order says so.
 */
export class ShopDay1763742900000 implements MigrationInterface {
  name = 'ShopDay1763742900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "vendor" ADD "closed_on" date, ADD "takes_later_orders" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "customer_order" ADD "for_after_opening" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "customer_order" DROP COLUMN "for_after_opening"`);
    await q.query(`ALTER TABLE "vendor" DROP COLUMN "takes_later_orders", DROP COLUMN "closed_on"`);
  }
}
