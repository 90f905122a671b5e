import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last words a customer reads on a product's page in English only: the product's description
 * and the shop's address. Each may be left empty; the English is shown then.
 */
export class ShopWordsInBengali1763744500000 implements MigrationInterface {
  name = 'ShopWordsInBengali1763744500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" ADD "description_bn" text`);
    await q.query(`ALTER TABLE "vendor" ADD "address_bn" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "vendor" DROP COLUMN "address_bn"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "description_bn"`);
  }
}
