import 'reflect-metadata';
import { startNotifications } from './modules/notify/notifications';
import { ConfigError, loadConfig } from './shared/config';
import { openDatabase } from './shared/db/open-database';
import { createLogger } from './shared/logger';
import { createMailer } from './shared/mailer';

/**
 * The outbox worker on its own (`npm run worker`), for a deployment that runs the API with
 * OUTBOX_WORKER=false. It needs the shared PostgreSQL of DATABASE_URL: the embedded database
 * belongs to the one process that opened it.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL: the worker needs the PostgreSQL server the API uses']);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const worker = startNotifications(config, { db: database.db, log, mailer });

  const stop = async (signal: string) => {
    log.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await worker.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('The Haat worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
