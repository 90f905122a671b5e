import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../modules/identity/account.service';
import { loadConfig } from '../shared/config';
import { DataFolderInUseError } from '../shared/db/data-folder-lock';
import { openDatabase } from '../shared/db/open-database';
import { createLogger } from '../shared/logger';
import { runFromRepositoryRoot } from './user-folder';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com --password "a long secret" [--name "Full Name"]';

/**
 * `npm run admin:create`: an admin account in the database the app uses: DATABASE_URL's, or the
 * embedded one in DATA_DIR, a relative DATA_DIR read from the repository's folder as `npm start`
 * reads it. The embedded database is one process's at a time: while the app runs on it, this
 * says so and changes nothing.
 */
async function main(): Promise<void> {
  runFromRepositoryRoot();
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const log = createLogger('warn');
  let database;
  try {
    database = await openDatabase(config, log);
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(
        `The data folder ${error.dataDir} is in use by the running Haat app (pid ${error.holder.pid}); no admin was created.\n` +
          'Stop the app and run this command again, or start the app with ADMIN_EMAIL and ADMIN_PASSWORD set: ' +
          'it creates that admin on start while there is no admin yet.',
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    const admin = await createAdminAccount(database.db, {
      email: values.email,
      password: values.password,
      name: values.name ?? 'Administrator',
    });
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : `the data folder ${config.dataDir}`;
    console.log(
      `Admin ${admin.email} created in ${where}. Start the app on it and sign in at ${config.publicUrl}/login`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
