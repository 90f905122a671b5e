import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session (one sign-in's family of refresh tokens) ends a fixed time after its sign-in, however
 * often it refreshes: each keeps when it began. Sessions already open began when their row was made.
 */
export class SessionStart1763741600000 implements MigrationInterface {
  name = 'SessionStart1763741600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_session" ADD "started_at" timestamptz`);
    await q.query(`UPDATE "user_session" SET "started_at" = "created_at"`);
    await q.query(`ALTER TABLE "user_session" ALTER COLUMN "started_at" SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_session" DROP COLUMN "started_at"`);
  }
}
