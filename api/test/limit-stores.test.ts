import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { giveBack, take, type AllowanceRule, type AllowanceState, type Take } from '../src/shared/throttle/allowance';
import type { LimitStore } from '../src/shared/throttle/limit-store';
import { PostgresLimitStore } from '../src/shared/throttle/postgres-limit-store';
import { RedisLimitStore } from '../src/shared/throttle/redis-limit-store';
import { createDataSource } from '../src/shared/db/data-source';
import { AppLimitStore } from '../src/shared/throttle/app-limit-store';
import { connectRedis } from '../src/shared/redis';
import { silentLog } from './support/test-server';

/** The rules themselves, in memory: what both real stores must agree with. */
class MemoryLimitStore implements LimitStore {
  private readonly states = new Map<string, AllowanceState>();
  async take(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<Take> {
    const { result, next } = take(this.states.get(key) ?? null, now, rule, amount);
    this.states.set(key, next);
    return result;
  }
  async giveBack(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<void> {
    const next = giveBack(this.states.get(key) ?? null, now, rule, amount);
    if (next) this.states.set(key, next);
    else this.states.delete(key);
  }
  async close(): Promise<void> {}
}

let db: DataSource;
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
beforeAll(async () => {
  db = createDataSource({ url: process.env.DATABASE_URL!, poolSize: 10 });
  await db.initialize();
});
afterAll(async () => {
  await db.destroy();
  redis?.disconnect();
});

const stores: Array<[string, () => LimitStore]> = [
  ['the rules in memory', () => new MemoryLimitStore()],
  ['PostgreSQL', () => new PostgresLimitStore(db)],
];
if (redis) stores.push(['Redis', () => new RedisLimitStore(redis.duplicate())]);

const MINUTE = 60_000;
const hourly: AllowanceRule = { limit: 3, windowMs: 60 * MINUTE };
const attempts: AllowanceRule = {
  limit: 5,
  windowMs: 15 * MINUTE,
  lock: { firstMs: 15 * MINUTE, maxMs: 24 * 60 * MINUTE, forgetMs: 24 * 60 * MINUTE },
};

describe.each(stores)('limits kept by %s', (_name, makeStore) => {
  let store: LimitStore;
  // Keys of their own on every run: the Redis server is shared.
  const key = () => `test:${randomUUID()}`;
  const start = Date.parse('2026-11-21T10:00:00Z');
  const takes = async (k: string, rule: AllowanceRule, n: number, at = start) => {
    const results: Take[] = [];
    for (let i = 0; i < n; i++) results.push(await store.take(k, rule, at));
    return results;
  };

  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store.close());

  it('allows the limit within the window, then says when the window ends', async () => {
    const k = key();
    expect((await takes(k, hourly, 3)).every((r) => r.taken)).toBe(true);
    expect(await store.take(k, hourly, start + 20 * MINUTE)).toEqual({ taken: false, retryAfterMs: 40 * MINUTE });
    expect(await store.take(k, hourly, start + 60 * MINUTE)).toEqual({ taken: true });
  });

  it('gives a take back, and gives back nothing for a key it never counted', async () => {
    const k = key();
    await takes(k, hourly, 3);
    await store.giveBack(k, hourly, start);
    expect(await store.take(k, hourly, start)).toEqual({ taken: true });
    expect((await store.take(k, hourly, start)).taken).toBe(false);
    await store.giveBack(key(), hourly, start);
  });

  it('takes amounts (bytes, say) while they fit, and gives them back', async () => {
    const k = key();
    const bytes: AllowanceRule = { limit: 10_000, windowMs: 60 * MINUTE };
    expect(await store.take(k, bytes, start, 6000)).toEqual({ taken: true });
    expect(await store.take(k, bytes, start, 5000)).toEqual({ taken: false, retryAfterMs: 60 * MINUTE });
    expect(await store.take(k, bytes, start, 4000)).toEqual({ taken: true });
    await store.giveBack(k, bytes, start, 4000);
    expect(await store.take(k, bytes, start, 4001)).toEqual({ taken: false, retryAfterMs: 60 * MINUTE });
    expect(await store.take(k, bytes, start, 4000)).toEqual({ taken: true });
  });

  it('locks at the limit, doubling each time, and lifts a lock whose take is given back', async () => {
    const k = key();
    expect((await takes(k, attempts, 5)).every((r) => r.taken)).toBe(true);
    expect(await store.take(k, attempts, start + 5 * MINUTE)).toEqual({ taken: false, retryAfterMs: 10 * MINUTE });
    const afterFirst = start + 15 * MINUTE;
    await takes(k, attempts, 5, afterFirst);
    expect(await store.take(k, attempts, afterFirst)).toEqual({ taken: false, retryAfterMs: 30 * MINUTE });
    // The take that set the second lock proved right: the lock goes, and the next lock is the second again.
    await store.giveBack(k, attempts, afterFirst);
    expect(await store.take(k, attempts, afterFirst)).toEqual({ taken: true });
    expect(await store.take(k, attempts, afterFirst)).toEqual({ taken: false, retryAfterMs: 30 * MINUTE });
  });

  it('forgets lockouts a day after the last', async () => {
    const k = key();
    await takes(k, attempts, 5);
    const nextDay = start + 24 * 60 * MINUTE + 1;
    await takes(k, attempts, 5, nextDay);
    expect(await store.take(k, attempts, nextDay)).toEqual({ taken: false, retryAfterMs: 15 * MINUTE });
  });

  it('counts every one of 200 takes sent at once on one key: exactly the limit taken, never an error', async () => {
    const k = key();
    const rule: AllowanceRule = { limit: 50, windowMs: 60 * MINUTE };
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => store.take(k, rule, start)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const taken = results.filter((r) => r.status === 'fulfilled' && r.value.taken).length;
    expect(taken).toBe(50);
  });

  it('checks no more than the limit of password attempts sent at once, whatever comes back meanwhile', async () => {
    const k = key();
    let rightOne = false;
    const results = await Promise.all(
      Array.from({ length: 15 }, async () => {
        const result = await store.take(k, attempts, start);
        // The first to be let through proves right and is given back while others still arrive.
        if (result.taken && !rightOne) {
          rightOne = true;
          await store.giveBack(k, attempts, start);
        }
        return result;
      }),
    );
    // Five slots and one returned: six attempts checked in all, during the burst or after it, then locked.
    const later = await takes(k, attempts, 3, start + MINUTE);
    expect([...results, ...later].filter((r) => r.taken).length).toBe(6);
    expect(later[2].taken).toBe(false);
  });
});

describe("the app's store of limits", () => {
  const rule: AllowanceRule = { limit: 3, windowMs: 60 * MINUTE };

  it('counts in PostgreSQL while Redis cannot be reached', async () => {
    // Nothing listens on port 1: the connection is refused at once, as with Redis stopped.
    const store = new AppLimitStore(db, connectRedis('redis://127.0.0.1:1'), silentLog);
    const k = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => store.take(k, rule, Date.now())));
    expect(results.filter((r) => r.taken)).toHaveLength(3);
    expect(await db.query(`SELECT key FROM sign_in_throttle WHERE key = $1`, [k])).toEqual([{ key: k }]);
    await store.close();
  });

  it('refuses with SERVICE_UNAVAILABLE, never an uncoded error, when no place can count', async () => {
    const closed = createDataSource({ url: process.env.DATABASE_URL!, poolSize: 1 });
    const store = new AppLimitStore(closed, connectRedis('redis://127.0.0.1:1'), silentLog);
    await expect(store.take(`test:${randomUUID()}`, rule, Date.now())).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    await store.close();
  });
});
