import type { DataSource } from 'typeorm';
import { keepUntil, type ThrottleState } from './throttle';
import type { KeepUntil, ThrottleStore } from './throttle-store';

/** Rows of sign_in_throttle (the table sign-in made first; other limits' keys have their own prefix). */
export class PostgresThrottleStore<S = ThrottleState> implements ThrottleStore<S> {
  constructor(
    private readonly db: DataSource,
    private readonly keepUntilOf: KeepUntil<S> = keepUntil as unknown as KeepUntil<S>,
  ) {}

  async read(key: string, now: number): Promise<S | null> {
    const rows: Array<{ state: S }> = await this.db.query(
      `SELECT state FROM sign_in_throttle WHERE key = $1 AND expires_at > $2`,
      [key, new Date(now)],
    );
    return rows[0]?.state ?? null;
  }

  async update(key: string, now: number, change: (current: S | null) => S | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The placeholder row gives FOR UPDATE something to lock, so two failures at once both count.
      await tx.query(
        `INSERT INTO sign_in_throttle (key, state, expires_at) VALUES ($1, 'null', $2) ON CONFLICT (key) DO NOTHING`,
        [key, new Date(now)],
      );
      const rows: Array<{ state: S | null; expires_at: Date }> = await tx.query(
        `SELECT state, expires_at FROM sign_in_throttle WHERE key = $1 FOR UPDATE`,
        [key],
      );
      const current = rows[0] && rows[0].expires_at.getTime() > now ? rows[0].state : null;
      const next = change(current);
      if (next) {
        await tx.query(`UPDATE sign_in_throttle SET state = $2, expires_at = $3 WHERE key = $1`, [
          key,
          JSON.stringify(next),
          new Date(this.keepUntilOf(next)),
        ]);
      } else {
        await tx.query(`DELETE FROM sign_in_throttle WHERE key = $1`, [key]);
      }
      await tx.query(`DELETE FROM sign_in_throttle WHERE expires_at < $1 AND key <> $2`, [new Date(now), key]);
    });
  }

  async close(): Promise<void> {}
}
