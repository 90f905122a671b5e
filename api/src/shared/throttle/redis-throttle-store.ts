import Redis from 'ioredis';
import { keepUntil, type ThrottleState } from './throttle';
import type { KeepUntil, ThrottleStore } from './throttle-store';

const PREFIX = 'haat:throttle:';
const MAX_TRIES = 10;

/** The same state as JSON under one Redis key, changed with WATCH/MULTI so concurrent updates never lose a count. */
export class RedisThrottleStore<S = ThrottleState> implements ThrottleStore<S> {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly keepUntilOf: KeepUntil<S> = keepUntil as unknown as KeepUntil<S>,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async read(key: string): Promise<S | null> {
    const raw = await this.redis.get(PREFIX + key);
    return raw ? (JSON.parse(raw) as S) : null;
  }

  async update(key: string, now: number, change: (current: S | null) => S | null): Promise<void> {
    const redisKey = PREFIX + key;
    // One connection per update: WATCH belongs to a connection, and requests interleave on a shared one.
    const connection = this.redis.duplicate();
    try {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        await connection.watch(redisKey);
        const raw = await connection.get(redisKey);
        const next = change(raw ? (JSON.parse(raw) as S) : null);
        const transaction = connection.multi();
        if (next) transaction.set(redisKey, JSON.stringify(next), 'PX', Math.max(1, this.keepUntilOf(next) - now));
        else transaction.del(redisKey);
        if ((await transaction.exec()) !== null) return;
      }
      throw new Error(`throttle key ${key} kept changing under us`);
    } finally {
      connection.disconnect();
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
