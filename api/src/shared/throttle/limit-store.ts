import type { AllowanceRule, Take } from './allowance';

/**
 * Where the counts of every limit live, so that every API instance sees the same ones: PostgreSQL
 * by default, Redis when REDIS_URL is set (falling back to PostgreSQL while Redis cannot be
 * reached: fallback-limit-store.ts). Each call is atomic per key, and never fails because other
 * requests counted on the same key at the same moment.
 */
export interface LimitStore {
  /** One more take against `key`'s allowance under `rule` (allowance.ts), or how long to wait. */
  take(key: string, rule: AllowanceRule, now: number): Promise<Take>;
  /** Returns one take to `key`, as if it had not been made. */
  giveBack(key: string, rule: AllowanceRule, now: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One take from each [key, rule] in turn; at the first refusal, what the earlier ones took is
 * given back (a refused request made nothing, so it costs nothing) and the refusal returned.
 */
export async function takeAll(store: LimitStore, takes: ReadonlyArray<readonly [string, AllowanceRule]>, now: number): Promise<Take> {
  const taken: Array<readonly [string, AllowanceRule]> = [];
  for (const [key, rule] of takes) {
    const result = await store.take(key, rule, now);
    if (!result.taken) {
      for (const [givenKey, givenRule] of taken) await store.giveBack(givenKey, givenRule, now);
      return result;
    }
    taken.push([key, rule]);
  }
  return { taken: true };
}

/** Gives back one take from each [key, rule]. */
export async function giveBackAll(store: LimitStore, takes: ReadonlyArray<readonly [string, AllowanceRule]>, now: number): Promise<void> {
  for (const [key, rule] of takes) await store.giveBack(key, rule, now);
}
