import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupFile } from './manifest';

/** Inside the archive, the uploads folder's files are under this. */
export const UPLOADS_PREFIX = 'uploads/';

/** The resized copies the picture route keeps: made again on demand, so not worth a backup's space. */
const CACHE_FOLDER = 'rendered';

/**
 * Every uploaded file (photos, prescriptions) under `uploadDir` with its checksum, as archive
 * paths (uploads/products/p-….jpg). Uploads are written once under new names and never changed,
 * so what is listed here is what the archive gets.
 */
export async function listUploads(uploadDir: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const relative of walk(uploadDir, '')) {
    const full = path.join(uploadDir, relative);
    files.push({ path: UPLOADS_PREFIX + relative, bytes: fs.statSync(full).size, sha256: await fileSha256(full) });
  }
  return files;
}

/** Every file under `dir` (none when it does not exist), relative to it, with / between names. */
export function walk(
  dir: string,
  prefix: string,
  skip: (name: string) => boolean = (name) => name === CACHE_FOLDER,
): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return skip(entry.name) ? [] : walk(dir, relative, skip);
      return entry.isFile() ? [relative] : [];
    });
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
