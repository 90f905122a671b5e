import fs from 'node:fs';
import { create, Parser, type ReadEntry } from 'tar';
import { BackupRefused } from './manifest';

/** A gzipped tar of `paths` (relative to `cwd`, in this order) written to `file`. */
export async function writeArchive(file: string, cwd: string, paths: string[]): Promise<void> {
  // portable: no owner names or ids from this machine; the restoring one makes the files its own.
  await create({ file, cwd, gzip: true, portable: true, strict: true, noDirRecurse: true }, paths);
}

/**
 * Reads a gzipped tar entry by entry, in order, handing each to `each`, one at a time: the next
 * is read only once `each` is done with this one (which must read its data, or resume it).
 * A file cut short or damaged (gzip's checksum, a tar header's) is refused with BackupRefused.
 */
export function readArchive(file: string, each: (entry: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let chain = Promise.resolve();
    const source = fs.createReadStream(file);
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(isTarProblem(error) ? damaged(file, error) : (error as Error));
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        chain = chain.then(() => (failed ? void entry.resume() : each(entry))).catch(fail);
      },
    });
    parser.on('error', fail);
    parser.on('end', () => void chain.then(() => (failed ? undefined : resolve()), fail));
    source.on('error', fail);
    source.pipe(parser);
  });
}

/** The data of one entry, whole (for the manifest, which is small). */
export async function entryText(entry: ReadEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** zlib's and node-tar's own complaints, as opposed to a failure of the work done on an entry. */
function isTarProblem(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('TAR_') || code.startsWith('Z_') || code === 'ERR_ZLIB');
}

function damaged(file: string, error: unknown): BackupRefused {
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupRefused(`${file} is damaged or incomplete (${reason}): it cannot be restored. Use another copy.`);
}
