import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import type { RequestAuth } from './auth/request-auth';
import type { AppEvents } from './events';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { LimitStore } from './throttle/limit-store';
import type { WriteLimits } from './throttle/write-limits';

/** Long-lived parts the app is built from, made once at start (tests swap the clock or the mailer). */
export interface AppServices {
  clock: () => Date;
  mailer: Mailer;
  /** The counts of every limit: sign-in attempts, anonymous writes, reset mails (throttle/). */
  limits: LimitStore;
  /** Order changes for subscribers, across instances when Redis is configured. */
  events: AppEvents;
  settings: {
    jwtSecret: string;
    cookieSecure: boolean;
    publicUrl: string;
    /** Uploaded photos live here, each under a random name. */
    uploadDir: string;
    /** Anonymous writes allowed per phone and per address in an hour. */
    writeLimits: WriteLimits;
    /** Prescription photos: bytes one address may send in an hour, and bytes that may wait unclaimed in all. */
    prescriptionLimits: { bytesPerAddressPerHour: number; unclaimedBytes: number };
    /** Find Order's look-ups allowed per phone looked up and per address in an hour. */
    lookupLimits: WriteLimits;
  };
}

/** What every resolver and service receives first, made fresh per request. */
export interface RequestContext {
  db: DataSource;
  log: Logger;
  services: AppServices;
  auth: RequestAuth;
  client: { ip: string; userAgent: string | null };
  /** Present over HTTP (cookies can be read and set); absent over WebSocket. */
  http?: { req: IncomingMessage; res: ServerResponse };
}
