import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address';
import {
  LOOKUPS_PER_ADDRESS,
  LOOKUPS_PER_PHONE,
  WRITES_PER_ADDRESS,
  WRITES_PER_PHONE,
  type WriteLimits,
} from './throttle/write-limits';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SEED_ON_EMPTY: booleanFromString.default(true),
  WEB_DIST: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
  PUBLIC_URL: z.string().url('must be a URL such as https://haat.example').optional(),
  ADMIN_EMAIL: z.string().email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  COOKIE_SECURE: booleanFromString.optional(),
  TRUST_PROXY: z.string().optional(),
  WRITES_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(WRITES_PER_PHONE),
  WRITES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(WRITES_PER_ADDRESS),
  LOOKUPS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(LOOKUPS_PER_PHONE),
  LOOKUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(LOOKUPS_PER_ADDRESS),
  GRAPHQL_INTROSPECTION: booleanFromString.optional(),
  CORS_ORIGINS: z.string().optional(),
  WS_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(30),
  BOT_API_URL: z.string().url('must be a URL such as https://api.telegram.org').optional(),
  BOT_TOKEN: z.string().min(1).optional(),
  ADMIN_CHAT_ID: z.string().min(1).optional(),
  NOTIFICATIONS_TO_LOG: booleanFromString.default(false),
  OUTBOX_WORKER: booleanFromString.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});

/** How long one call to the messaging bot may take. */
export const BOT_TIMEOUT_MS = 10_000;

/** Used only outside production, so a newcomer's `npm start` works with no settings at all. */
export const DEVELOPMENT_JWT_SECRET = 'haat-development-secret-never-use-in-production';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset means: run the embedded PostgreSQL kept in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Where uploaded photos (prescriptions) are kept; DATA_DIR/uploads unless UPLOAD_DIR says. */
  uploadDir: string;
  dbPoolSize: number;
  logLevel: (typeof LOG_LEVELS)[number];
  seedOnEmpty: boolean;
  webDist: string;
  jwtSecret: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where people open the app; links in mail point here. */
  publicUrl: string;
  firstAdmin?: { email: string; password: string };
  /** Refresh cookies only over HTTPS; on by default in production. */
  cookieSecure: boolean;
  /** Behind a load balancer: how many proxies, or which, to believe about the client's address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  /** WebSocket connections one address may hold open at once. */
  wsConnectionsPerClient: number;
  /** Orders, bookings and requests one phone number, and one address, may send in an hour without signing in. */
  writeLimits: WriteLimits;
  /** Find Order's look-ups one phone number may have, and one address may make, in an hour. */
  lookupLimits: WriteLimits;
  /** GraphQL introspection and Apollo's sandbox page: on outside production, or when GRAPHQL_INTROSPECTION says. */
  graphqlIntrospection: boolean;
  /** Other origins (scheme://host[:port]) allowed to call the API from a browser; none by default. */
  corsOrigins: string[];
  /** The messaging bot; unset, chat posts are held (noted in the log, never their words). */
  bot?: { apiUrl: string; token: string };
  /** The admins' chat group ("admins" in the log when there is no bot). */
  adminChatId: string;
  /** Send the outbox from this process; off when `npm run worker` runs apart. */
  outboxWorker: boolean;
  outbox: { pollMs: number; retryBaseMs: number; leaseMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty string in the environment means "not set", as a shell user expects.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        const shown = value === undefined ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && (!e.JWT_SECRET || e.JWT_SECRET === DEVELOPMENT_JWT_SECRET)) {
    problems.push('JWT_SECRET: must be set to a secret of your own (32+ characters) when NODE_ENV=production');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push(`${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: set ADMIN_EMAIL and ADMIN_PASSWORD together`);
  }
  if (Boolean(e.BOT_API_URL) !== Boolean(e.BOT_TOKEN)) {
    problems.push(`${e.BOT_API_URL ? 'BOT_TOKEN' : 'BOT_API_URL'}: set BOT_API_URL and BOT_TOKEN together`);
  }
  // Production without mail or the bot would hold every reset link and every order's news in
  // the log, unseen: say so at start, unless trying production mode out is what is meant.
  if (e.NODE_ENV === 'production' && !e.NOTIFICATIONS_TO_LOG) {
    const toLog = 'or set NOTIFICATIONS_TO_LOG=true to try production mode with messages held in the log';
    if (!e.SMTP_URL)
      problems.push(`SMTP_URL: must be set when NODE_ENV=production, for password-reset mail (${toLog})`);
    if (!e.BOT_API_URL && !e.BOT_TOKEN) {
      problems.push(
        `BOT_API_URL: must be set with BOT_TOKEN when NODE_ENV=production, for the shops' and admins' order news (${toLog})`,
      );
    }
  }
  if (e.BOT_API_URL && e.BOT_TOKEN && !e.ADMIN_CHAT_ID) {
    problems.push("ADMIN_CHAT_ID: set the admins' chat group when the bot is set (BOT_API_URL, BOT_TOKEN)");
  }
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isOrigin(origin))
      problems.push(
        `CORS_ORIGINS: "${origin}" is not an origin such as https://haat.example (scheme, host and port only)`,
      );
  }
  let trustProxy: TrustProxy = 0;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    problems.push(`TRUST_PROXY: ${(error as Error).message} (got "${e.TRUST_PROXY}")`);
  }
  if (e.OUTBOX_LEASE_MS <= BOT_TIMEOUT_MS)
    problems.push(`OUTBOX_LEASE_MS: must be longer than a bot call may take (${BOT_TIMEOUT_MS} ms)`);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    dbPoolSize: e.DB_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    seedOnEmpty: e.SEED_ON_EMPTY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(__dirname, '..', '..', '..', 'web', 'dist')),
    jwtSecret: e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy,
    wsConnectionsPerClient: e.WS_CONNECTIONS_PER_CLIENT,
    writeLimits: { perPhone: e.WRITES_PER_PHONE_PER_HOUR, perAddress: e.WRITES_PER_ADDRESS_PER_HOUR },
    lookupLimits: { perPhone: e.LOOKUPS_PER_PHONE_PER_HOUR, perAddress: e.LOOKUPS_PER_ADDRESS_PER_HOUR },
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    corsOrigins,
    bot: e.BOT_API_URL && e.BOT_TOKEN ? { apiUrl: e.BOT_API_URL, token: e.BOT_TOKEN } : undefined,
    adminChatId: e.ADMIN_CHAT_ID ?? 'admins',
    outboxWorker: e.OUTBOX_WORKER,
    outbox: { pollMs: e.OUTBOX_POLL_MS, retryBaseMs: e.OUTBOX_RETRY_BASE_MS, leaseMs: e.OUTBOX_LEASE_MS },
  };
}

/** True for "https://haat.example" or "http://10.0.0.5:4000": what a browser sends as Origin. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}
