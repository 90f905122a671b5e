import { createHash } from 'node:crypto';
import type { ReadEntry } from 'tar';
import { entryText, readArchive } from './archive';
import { BackupRefused, MANIFEST_FILE, parseManifest, tableFile, type BackupManifest } from './manifest';
import { UPLOADS_PREFIX } from './uploads';

/**
 * Reads the whole backup once before anything is restored: the manifest comes first, and every
 * file it lists must follow whole, with its checksum, and nothing else. A damaged or cut file is
 * refused here, so a restore never starts from one.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Map<string, { bytes: number; sha256: string }>();
  await readArchive(file, async (entry) => {
    if (!manifest) {
      if (entry.path !== MANIFEST_FILE)
        throw new BackupRefused(`${file} is not a Haat backup: it does not start with a manifest.`);
      manifest = parseManifest(await entryText(entry), file);
      return;
    }
    seen.set(entry.path, await digest(entry));
  });
  if (!manifest) throw new BackupRefused(`${file} is empty: it is not a Haat backup.`);

  const listed = new Set(manifest.files.map((f) => f.path));
  for (const { path, bytes, sha256 } of manifest.files) {
    if (!isSafePath(path)) throw new BackupRefused(`${file} is damaged: it names a file outside the backup (${path}).`);
    const found = seen.get(path);
    if (!found) throw new BackupRefused(`${file} is incomplete: ${path} is missing. Use another copy.`);
    if (found.bytes !== bytes || found.sha256 !== sha256)
      throw new BackupRefused(`${file} is damaged: ${path} does not match its checksum. Use another copy.`);
  }
  const extra = [...seen.keys()].find((path) => !listed.has(path));
  if (extra) throw new BackupRefused(`${file} is damaged: it holds ${extra}, which its manifest does not list.`);
  const missingTable = manifest.database.tables.find((t) => !listed.has(tableFile(t.name)));
  if (missingTable)
    throw new BackupRefused(`${file} is incomplete: the rows of ${missingTable.name} are missing. Use another copy.`);
  return manifest;
}

/** The size and checksum of an entry's data, read to its end. */
export async function digest(entry: ReadEntry): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of entry) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** database/<table>.ndjson or uploads/<folders>/<name>: nothing absolute, no "..". */
function isSafePath(path: string): boolean {
  const parts = path.split('/');
  const plain = parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));
  return (
    plain && ((parts[0] === 'database' && parts.length === 2) || (path.startsWith(UPLOADS_PREFIX) && parts.length >= 2))
  );
}
