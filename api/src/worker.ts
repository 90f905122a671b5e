import 'reflect-metadata';
import { startNotifications } from './modules/notify/notifications';
import { openDatabase } from './shared/db/open-database';
import { createLogger } from './shared/logger';
import { createMailer } from './shared/mailer';
import { exitOnSignals, loadConfigOrExit } from './shared/process-lifecycle';

/**
 * The outbox worker on its own (`npm run worker`), for a deployment that runs the API with
 * OUTBOX_WORKER=false. It needs the shared PostgreSQL of DATABASE_URL: the embedded database
 * belongs to the one process that opened it.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit((c) =>
    c.databaseUrl ? [] : ['DATABASE_URL: the worker needs the PostgreSQL server the API uses'],
  );
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const worker = startNotifications(config, { db: database.db, log, mailer });

  exitOnSignals(
    log,
    async () => {
      await worker.stop();
      mailer.close();
      await database.close();
    },
    15_000,
  );
}

main().catch((error) => {
  console.error('The Haat worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
