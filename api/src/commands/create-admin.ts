import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../modules/identity/account.service';
import { loadConfig } from '../shared/config';
import { openDatabase } from '../shared/db/open-database';
import { createLogger } from '../shared/logger';
import { runFromUserFolder } from './user-folder';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long secret" [--name "Full Name"]';

/** `npm run admin:create`: an admin account in the configured database (embedded or DATABASE_URL). */
async function main(): Promise<void> {
  runFromUserFolder();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const log = createLogger('warn');
  const database = await openDatabase(config, log);
  try {
    const admin = await createAdminAccount(database.db, {
      email: values.email,
      password: values.password,
      name: values.name ?? 'Administrator',
    });
    console.log(`Admin ${admin.email} created. Sign in at ${config.publicUrl}/login`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
