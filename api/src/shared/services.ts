import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { AppServices } from './context';
import type { Logger } from './logger';
import { createEvents } from './events';
import { createMailer } from './mailer';
import { PostgresThrottleStore } from './throttle/postgres-throttle-store';
import { RedisThrottleStore } from './throttle/redis-throttle-store';
import { writeCountKeepUntil, type WriteCount } from './throttle/write-limits';

export type ServiceConfig = Pick<Config, 'jwtSecret' | 'cookieSecure' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'redisUrl' | 'uploadDir' | 'writeLimits'>;

/** The app's long-lived parts from its configuration: Redis when REDIS_URL is set, else PostgreSQL. */
export function createServices(config: ServiceConfig, db: DataSource, log: Logger): AppServices {
  return {
    clock: () => new Date(),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    throttle: config.redisUrl ? new RedisThrottleStore(config.redisUrl) : new PostgresThrottleStore(db),
    writeLimits: config.redisUrl
      ? new RedisThrottleStore<WriteCount>(config.redisUrl, writeCountKeepUntil)
      : new PostgresThrottleStore<WriteCount>(db, writeCountKeepUntil),
    events: createEvents(config.redisUrl),
    settings: { jwtSecret: config.jwtSecret, cookieSecure: config.cookieSecure, publicUrl: config.publicUrl, uploadDir: config.uploadDir, writeLimits: config.writeLimits },
  };
}
