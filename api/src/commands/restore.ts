import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../shared/config';
import { BackupRefused } from './backup/manifest';
import { openForRestore } from './backup/reach-database';
import { restoreBackup } from './backup/restore-backup';
import { verifyBackup } from './backup/verify-backup';
import { runFromUserFolder } from './user-folder';

const USAGE = 'Usage: npm run restore -- <haat-backup-….tar.gz> [--force]';

/**
 * `npm run restore -- FILE`: a backup into the configured database (embedded in DATA_DIR, or
 * DATABASE_URL's) and uploads folder, which must be empty unless --force says to replace them.
 * The file is checked whole first; the restore is all or nothing. Haat must not be running on
 * the target.
 */
async function main(): Promise<void> {
  runFromUserFolder();
  let parsed;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const [given, ...more] = parsed.positionals;
  if (!given || more.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(given);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new BackupRefused(`There is no backup file at ${file}.`);
  const config = loadConfig();

  const manifest = await verifyBackup(file);
  const target = await openForRestore(config);
  try {
    await restoreBackup(file, manifest, {
      url: target.url,
      where: target.where,
      uploadDir: config.uploadDir,
      force: parsed.values.force,
    });
  } finally {
    await target.close();
  }
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
  console.log(
    `Restored ${file} (made ${manifest.createdAt} by Haat ${manifest.appVersion}) into ${target.where} and ${config.uploadDir}: ` +
      `${manifest.database.tables.length} tables, ${rows} rows, ${uploads} uploaded files.\n` +
      'Start Haat as usual; it applies any newer migrations of this version.',
  );
}

main().catch((error) => {
  console.error(
    error instanceof BackupRefused
      ? error.message
      : `The restore failed, and nothing was restored: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
