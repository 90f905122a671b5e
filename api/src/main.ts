import 'reflect-metadata';
import { createApp } from './app';
import { openDatabase } from './shared/db/open-database';
import { createLogger } from './shared/logger';
import { ensureFirstAdmin } from './modules/identity/account.service';
import { seedIfEmpty } from './seed/seed';
import { exitOnSignals, loadConfigOrExit } from './shared/process-lifecycle';
import { createServices } from './shared/services';
import { startNotifications } from './modules/notify/notifications';
import { startPrescriptionSweeper } from './modules/orders/prescription-sweeper';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);

  let database;
  try {
    database = await openDatabase(config, log);
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (config.seedOnEmpty && (await seedIfEmpty(database.db, log, { demoAccounts: config.nodeEnv !== 'production' }))) {
    log.info('empty database: filled with demo data');
  }

  if (config.firstAdmin && (await ensureFirstAdmin(database.db, config.firstAdmin))) {
    log.info({ email: config.firstAdmin.email }, 'first admin created from ADMIN_EMAIL');
  }

  const services = createServices(config, database.db, log);
  const app = await createApp({ config, db: database.db, log, services });
  const port = await app.listen(config.port, config.host);
  log.info({ port, database: database.where }, `Haat is serving on http://localhost:${port}`);
  const sweeper = startPrescriptionSweeper({ db: database.db, uploadDir: config.uploadDir, log });
  const outbox = config.outboxWorker
    ? startNotifications(config, {
        db: database.db,
        log,
        mailer: services.mailer,
        // An order's messages go out as soon as it is announced, not at the next poll.
        wakeOn: services.events.pubSub.subscribe('ORDER_CHANGED'),
      })
    : null;

  exitOnSignals(
    log,
    async () => {
      sweeper.stop();
      await Promise.all([app.close(), outbox?.stop()]);
      await database.close();
    },
    10_000,
  );
}

main().catch((error) => {
  console.error('Haat could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
