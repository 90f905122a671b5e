import 'reflect-metadata';
import { loadConfig } from '../shared/config';
import { openDatabase } from '../shared/db/open-database';
import { createLogger } from '../shared/logger';
import { runFromUserFolder } from '../commands/user-folder';
import { runSeed } from './seed';

/** `npm run seed`: fills (or tops up) the demo village in the configured database. */
async function main(): Promise<void> {
  runFromUserFolder();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  try {
    await runSeed(database.db, log, { demoAccounts: config.nodeEnv !== 'production' });
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
