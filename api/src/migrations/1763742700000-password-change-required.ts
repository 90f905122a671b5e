import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A password an admin set for someone is theirs to replace: until they choose their own at the
 * next sign-in, the account may only change its password, read who it is and sign out.
 */
export class PasswordChangeRequired1763742700000 implements MigrationInterface {
  name = 'PasswordChangeRequired1763742700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" ADD "must_change_password" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "must_change_password"`);
  }
}
