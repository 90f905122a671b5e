import type { AllowanceRule, Take } from './allowance';

/**
 * Where the counts of every limit live, so that every API instance sees the same ones: PostgreSQL
 * by default, Redis when REDIS_URL is set (falling back to PostgreSQL while Redis cannot be
 * reached: fallback-limit-store.ts). Each call is atomic per key, and never fails because other
 * requests counted on the same key at the same moment.
 */
export interface LimitStore {
  /** One more take (of `amount`, 1 by default) against `key`'s allowance under `rule` (allowance.ts), or how long to wait. */
  take(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<Take>;
  /** Returns one take (of `amount`) to `key`, as if it had not been made. */
  giveBack(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One take from each [key, rule] in turn; at the first refusal, what the earlier ones took is
 * given back (a refused request made nothing, so it costs nothing) and the refusal returned.
 */
export async function takeAll(store: LimitStore, takes: ReadonlyArray<Taking>, now: number): Promise<Take> {
  const taken: Taking[] = [];
  for (const taking of takes) {
    const [key, rule, amount] = taking;
    const result = await store.take(key, rule, now, amount);
    if (!result.taken) {
      await giveBackAll(store, taken, now);
      return result;
    }
    taken.push(taking);
  }
  return { taken: true };
}

/** Gives back each [key, rule, amount?] taken. */
export async function giveBackAll(store: LimitStore, takes: ReadonlyArray<Taking>, now: number): Promise<void> {
  for (const [key, rule, amount] of takes) await store.giveBack(key, rule, now, amount);
}

/** A key, the allowance it takes from, and how much (1 unless said). */
export type Taking = readonly [key: string, rule: AllowanceRule, amount?: number];
