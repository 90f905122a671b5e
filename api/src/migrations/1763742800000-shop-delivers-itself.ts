import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop either hands its orders to Haat's delivery people or takes them to the door itself.
 * Every shop so far waited for a rider, so none delivers itself until it says so.
 */
export class ShopDeliversItself1763742800000 implements MigrationInterface {
  name = 'ShopDeliversItself1763742800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "vendor" ADD "delivers_itself" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "vendor" DROP COLUMN "delivers_itself"`);
  }
}
