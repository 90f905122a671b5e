import fs from 'node:fs';
import path from 'node:path';

/** Kept in the data folder while a process has the embedded database open. */
export const LOCK_FILE = 'haat.lock';

/** Who holds a data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  /** When the process started, as the system counts it (Linux), so a pid used again is told apart. */
  processStart?: string;
  /** The loopback port its embedded PostgreSQL listens on, once it does: `npm run backup` connects there. */
  port?: number;
}

export interface DataFolderLock {
  /** Writes the port the embedded database now listens on into the lock. */
  setPort(port: number): void;
  /** Gives the folder up (only while the lock is still this process's). */
  release(): void;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Haat process (pid ${holder.pid}).\n` +
        `Two processes must never open one embedded database: stop that one first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * Takes the data folder for this process, or throws DataFolderInUseError naming the process that
 * has it. A lock whose process is gone (killed, the machine lost power) is stale and taken over,
 * so a crash never blocks the next start.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, processStart: processStart(process.pid) };
  for (let attempt = 1; !placeLock(file, mine); attempt++) {
    if (attempt > 3) throw new Error(`Could not take the lock ${file}: other processes keep taking and leaving it.`);
    const text = readText(file);
    if (text === undefined) continue; // Given up just now: try again.
    const holder = parseHolder(text);
    if (holder && isAlive(holder)) throw new DataFolderInUseError(dataDir, holder);
    // Stale. Removed only if it is still the one just read, not a lock another start has since placed.
    if (readText(file) === text) fs.rmSync(file, { force: true });
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (parseHolder(readText(file) ?? '')?.pid === mine.pid) fs.rmSync(file, { force: true });
  };
  // Any way out of the process (process.exit on a start-up error too) gives the folder up.
  process.on('exit', release);
  return {
    setPort(port) {
      if (!held) return;
      // Written beside, then renamed over, so a reader never sees half a file.
      const next = `${file}.${process.pid}`;
      fs.writeFileSync(next, JSON.stringify({ ...mine, port }));
      fs.renameSync(next, file);
    },
    release,
  };
}

/** The live process holding the data folder, or null when none does (no lock, or a stale one). */
export function dataFolderHolder(dataDir: string): LockHolder | null {
  const holder = parseHolder(readText(path.join(dataDir, LOCK_FILE)) ?? '');
  return holder && isAlive(holder) ? holder : null;
}

/** Creates the lock file whole (written apart, then linked into place) unless one is there. */
function placeLock(file: string, holder: LockHolder): boolean {
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(holder));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as LockHolder;
    return Number.isInteger(value?.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

/** True while the process that wrote the lock still runs (and is not a newer one given its pid). */
function isAlive(holder: LockHolder): boolean {
  // This process cannot be the holder it reads: the lock is left from an earlier life with our pid
  // (a container restarted, its app again pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return !(holder.processStart && start && start !== holder.processStart);
}

/** The process's start time in clock ticks since boot (Linux /proc); undefined elsewhere. */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so it ends at the last ')'); starttime is the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
