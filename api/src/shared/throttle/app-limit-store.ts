import { GraphQLError } from 'graphql';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { AllowanceRule, Take } from './allowance';
import type { LimitStore } from './limit-store';
import { PostgresLimitStore } from './postgres-limit-store';
import { RedisLimitStore } from './redis-limit-store';

/** How long the first counts wait for Redis to connect at start before counting in PostgreSQL. */
const FIRST_CONNECT_WAIT_MS = 2000;

/** A count that could be kept nowhere: refused with a code, never an uncoded error. */
export function limitsUnavailable(): GraphQLError {
  return new GraphQLError('The service is briefly unavailable. Please try again in a moment.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

/**
 * The limits' store for the app. With Redis: counts live there while it answers; while it cannot
 * be reached they are kept in PostgreSQL, so orders and sign-ins go on (each instance switches on
 * its own, per request, and back when Redis answers again; counts made in one place are not seen
 * in the other, so during an outage a limit may let through up to twice its number). When the
 * place of last resort fails too, the request is refused with SERVICE_UNAVAILABLE.
 */
export class AppLimitStore implements LimitStore {
  private readonly postgres: PostgresLimitStore;
  private readonly redisStore: RedisLimitStore | null;
  private onFallback = false;
  private connectedOnce = false;
  private readonly firstConnectBy = Date.now() + FIRST_CONNECT_WAIT_MS;

  constructor(
    db: DataSource,
    private readonly redis: Redis | null,
    private readonly log: Logger,
  ) {
    this.postgres = new PostgresLimitStore(db);
    this.redisStore = redis ? new RedisLimitStore(redis) : null;
    redis?.once('ready', () => (this.connectedOnce = true));
  }

  take(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<Take> {
    return this.run((store) => store.take(key, rule, now, amount));
  }

  giveBack(key: string, rule: AllowanceRule, now: number, amount?: number): Promise<void> {
    return this.run((store) => store.giveBack(key, rule, now, amount));
  }

  private async run<T>(step: (store: LimitStore) => Promise<T>): Promise<T> {
    if (this.redisStore && (await this.redisReady())) {
      try {
        const result = await step(this.redisStore);
        if (this.onFallback) {
          this.onFallback = false;
          this.log.info('limits: Redis answers again; counting there');
        }
        return result;
      } catch (error) {
        this.fellBack(error);
      }
    } else if (this.redisStore) {
      this.fellBack(`Redis is ${this.redis!.status}`);
    }
    try {
      return await step(this.postgres);
    } catch (error) {
      this.log.error({ err: error }, 'limits: no place to count; request refused');
      throw limitsUnavailable();
    }
  }

  private fellBack(error: unknown): void {
    if (this.onFallback) return;
    this.onFallback = true;
    this.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'limits: Redis cannot be reached; counting in PostgreSQL until it answers',
    );
  }

  /** Ready now; or, in the first moments after start, once it has connected. */
  private async redisReady(): Promise<boolean> {
    const redis = this.redis!;
    if (redis.status === 'ready') return true;
    const waitMs = this.firstConnectBy - Date.now();
    if (this.connectedOnce || waitMs <= 0) return false;
    return new Promise<boolean>((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      redis.once('ready', onReady);
    });
  }

  async close(): Promise<void> {
    await this.redisStore?.close();
  }
}
