import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { AppServices } from './context';
import type { Logger } from './logger';
import { createEvents } from './events';
import { createMailer } from './mailer';
import { PRESCRIPTION_LIMITS } from '../modules/orders/prescriptions';
import { connectRedis } from './redis';
import { AppLimitStore } from './throttle/app-limit-store';

export type ServiceConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'cookieSecure'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'redisUrl'
  | 'uploadDir'
  | 'writeLimits'
  | 'lookupLimits'
>;

/** The app's long-lived parts from its configuration: Redis when REDIS_URL is set, else PostgreSQL. */
export function createServices(config: ServiceConfig, db: DataSource, log: Logger): AppServices {
  return {
    clock: () => new Date(),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    limits: new AppLimitStore(db, config.redisUrl ? connectRedis(config.redisUrl) : null, log),
    events: createEvents(config.redisUrl, log),
    settings: {
      jwtSecret: config.jwtSecret,
      cookieSecure: config.cookieSecure,
      publicUrl: config.publicUrl,
      uploadDir: config.uploadDir,
      writeLimits: config.writeLimits,
      lookupLimits: config.lookupLimits,
      prescriptionLimits: PRESCRIPTION_LIMITS,
    },
  };
}
