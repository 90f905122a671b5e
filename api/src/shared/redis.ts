import Redis from 'ioredis';

/**
 * A Redis connection that fails fast: while Redis cannot be reached a command is refused at once
 * (no queue, no retries), so a request can count in PostgreSQL instead of waiting, and the
 * connection keeps trying to come back every second or two.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  });
}
