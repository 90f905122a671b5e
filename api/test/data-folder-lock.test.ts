import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '../src/shared/db/data-folder-lock';
import { runApiUntilExit, startApiProcess } from './support/api-process';

// Two processes on one embedded data folder would both write one PostgreSQL's files: the second
// `npm start` must refuse, naming the folder and the process that has it. A process killed outright
// leaves its lock behind, which must not keep the next start out.

jest.setTimeout(120_000);

describe('one process at a time on an embedded data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-lock-'));
  // No DATABASE_URL: the embedded database kept in DATA_DIR.
  const embedded = { DATABASE_URL: '', DATA_DIR: dataDir };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second start while the first runs, and lets a start after a kill -9 through', async () => {
    const first = await startApiProcess(embedded);
    let third;
    try {
      const second = await runApiUntilExit(embedded);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(
        `The data folder ${dataDir} is in use by another Haat process (pid ${first.child.pid})`,
      );
      // The refused start left the first one's lock, and its database, alone.
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.child.pid);
      expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);

      await first.kill();
      third = await startApiProcess(embedded);
      expect((await fetch(`http://127.0.0.1:${third.port}/readyz`)).status).toBe(200);
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.child.pid);
    } finally {
      await first.kill();
      await third?.stop();
    }
    // A clean stop gives the folder up.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
