import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every limit's counts now share one shape (shared/throttle/allowance.ts). The rows of the old
 * shape are short-lived counts: they are dropped rather than converted.
 */
export class Allowances1763741700000 implements MigrationInterface {
  name = 'Allowances1763741700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "sign_in_throttle"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "sign_in_throttle"`);
  }
}
