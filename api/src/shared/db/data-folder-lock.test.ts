import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFolderHolder, DataFolderInUseError, LOCK_FILE, lockDataFolder } from './data-folder-lock';

describe('the data folder lock', () => {
  let dataDir: string;
  let other: ChildProcess;
  const lockFile = () => path.join(dataDir, LOCK_FILE);
  const writeLock = (holder: object) => fs.writeFileSync(lockFile(), JSON.stringify(holder));

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-lock-unit-'));
    // Another live process, to stand for a running app.
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  });
  afterEach(() => {
    other.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is taken, says its port, and is given up', () => {
    const lock = lockDataFolder(dataDir);
    lock.setPort(5599);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, port: 5599 });
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while a live process holds it, naming that process', () => {
    writeLock({ pid: other.pid, port: 5432 });
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dataDir)).toThrow(
      `The data folder ${dataDir} is in use by another Haat process (pid ${other.pid})`,
    );
    expect(dataFolderHolder(dataDir)).toEqual({ pid: other.pid, port: 5432 });
  });

  it('takes over a lock whose process is gone', async () => {
    const exited = new Promise((resolve) => other.once('exit', resolve));
    other.kill('SIGKILL');
    await exited;
    writeLock({ pid: other.pid, port: 5432 });
    expect(dataFolderHolder(dataDir)).toBeNull();
    lockDataFolder(dataDir).release();
  });

  it('takes over a lock whose pid now belongs to a newer process', () => {
    if (!fs.existsSync(`/proc/${process.pid}/stat`)) return; // Start times are read from Linux's /proc.
    writeLock({ pid: other.pid, processStart: '1' });
    expect(dataFolderHolder(dataDir)).toBeNull();
    lockDataFolder(dataDir).release();
  });

  it('takes over a lock left with this process’s own pid (a container restarted, the app pid 1 again)', () => {
    writeLock({ pid: process.pid });
    lockDataFolder(dataDir).release();
  });

  it('takes over a lock file that is not a lock', () => {
    fs.writeFileSync(lockFile(), 'half a wri');
    lockDataFolder(dataDir).release();
  });
});
