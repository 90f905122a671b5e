import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig } from '../shared/config';
import { writeArchive } from './backup/archive';
import { dumpDatabase } from './backup/dump-database';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  backupFileName,
  MANIFEST_FILE,
  type BackupManifest,
} from './backup/manifest';
import { reachForBackup } from './backup/reach-database';
import { listUploads, UPLOADS_PREFIX } from './backup/uploads';
import { runFromUserFolder } from './user-folder';

const USAGE = 'Usage: npm run backup [-- --out <folder or file.tar.gz>]   (default folder: ./backups)';

/**
 * `npm run backup`: the database (embedded or DATABASE_URL's) and the uploads folder in one
 * compressed file, haat-backup-<date>T<time>.tar.gz. Safe while Haat runs: the rows are one
 * snapshot, and uploads are never changed once written.
 */
async function main(): Promise<void> {
  runFromUserFolder();
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const file = outputFile(values.out ?? 'backups', new Date());
  const partial = `${file}.partial`;
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.haat-backup-'));
  try {
    const source = await reachForBackup(config);
    let dump;
    try {
      const client = new Client({ connectionString: source.url });
      await client.connect();
      try {
        dump = await dumpDatabase(client, staging);
      } finally {
        await client.end();
      }
    } finally {
      await source.close();
    }
    const uploads = await listUploads(config.uploadDir);
    if (uploads.length > 0) {
      // The archive takes paths from one folder: the uploads folder appears in it by a link.
      fs.symlinkSync(config.uploadDir, path.join(staging, UPLOADS_PREFIX.slice(0, -1)), 'junction');
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { source: source.source, ...dump.database },
      files: [...dump.files, ...uploads],
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await writeArchive(partial, staging, [MANIFEST_FILE, ...manifest.files.map((f) => f.path)]);
    // Only a whole file gets the backup's name.
    fs.renameSync(partial, file);

    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backup written: ${file} (${size(fs.statSync(file).size)}): ${source.where}, ` +
        `${manifest.database.tables.length} tables, ${rows} rows, ${uploads.length} uploaded files.\n` +
        'Keep a copy off this machine.',
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** A file named in --out, or a new name (with the date and time) in the folder it names. */
function outputFile(out: string, now: Date): string {
  const target = path.resolve(out);
  if (target.endsWith('.tar.gz') && !isFolder(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    return target;
  }
  fs.mkdirSync(target, { recursive: true });
  const name = backupFileName(now);
  // A second backup in the same minute gets a number rather than replacing the first.
  for (let n = 1; ; n++) {
    const file = path.join(target, n === 1 ? name : name.replace(/\.tar\.gz$/, `-${n}.tar.gz`));
    if (!fs.existsSync(file)) return file;
  }
}

function isFolder(p: string): boolean {
  return fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function appVersion(): string {
  // api/package.json, from src/commands or dist/commands alike.
  return (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main().catch((error) => {
  console.error(
    error instanceof BackupRefused
      ? error.message
      : `The backup failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
