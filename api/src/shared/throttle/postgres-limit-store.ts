import type { DataSource } from 'typeorm';
import { giveBack, keepUntil, take, type AllowanceRule, type AllowanceState, type Take } from './allowance';
import type { LimitStore } from './limit-store';

/**
 * Allowances as rows of sign_in_throttle (the table sign-in made first; every limit's keys carry
 * their own prefix), changed under the row's lock: requests on one key queue for it, none fails.
 */
export class PostgresLimitStore implements LimitStore {
  /** Expired rows are swept now and then rather than on every change, which would make each one wait on the sweep. */
  private changes = 0;

  constructor(private readonly db: DataSource) {}

  take(key: string, rule: AllowanceRule, now: number, amount = 1): Promise<Take> {
    return this.change(key, now, (state) => take(state, now, rule, amount));
  }

  async giveBack(key: string, rule: AllowanceRule, now: number, amount = 1): Promise<void> {
    await this.change(key, now, (state) => ({ result: undefined, next: giveBack(state, now, rule, amount) }));
  }

  private async change<R>(
    key: string,
    now: number,
    apply: (state: AllowanceState | null) => { result: R; next: AllowanceState | null },
  ): Promise<R> {
    const result = await this.db.transaction(async (tx) => {
      // The placeholder row gives FOR UPDATE something to lock, so two takes at once both count.
      const [row]: Array<{ state: AllowanceState | null; expires_at: Date }> = await tx.query(
        `INSERT INTO sign_in_throttle (key, state, expires_at) VALUES ($1, 'null', $2)
         ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
         RETURNING state, expires_at`,
        [key, new Date(now)],
      );
      const current = row.expires_at.getTime() > now ? row.state : null;
      const { result, next } = apply(current);
      if (next) {
        await tx.query(`UPDATE sign_in_throttle SET state = $2, expires_at = $3 WHERE key = $1`, [
          key,
          JSON.stringify(next),
          new Date(keepUntil(next)),
        ]);
      } else {
        await tx.query(`DELETE FROM sign_in_throttle WHERE key = $1`, [key]);
      }
      return result;
    });
    if (++this.changes % 100 === 0)
      void this.db.query(`DELETE FROM sign_in_throttle WHERE expires_at < $1`, [new Date(now)]).catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {}
}
