import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The soak harness (bench/soak.mjs) run for 20 seconds, so it cannot rot between the real
 * ten-minute runs: it must start the built API, drive every kind of load, and find no error
 * answers and no leaked connections. Twenty seconds says nothing about memory; the soak says so
 * itself. It needs a PostgreSQL server of its own to make a database on, and api/dist (`npm test`
 * builds first).
 */
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..');
// The global setup points DATABASE_URL at this run's test database; the server is this one.
const serverUrl = process.env.HAAT_SERVER_DATABASE_URL;

function runSoak(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bench/soak.mjs'], {
      cwd: ROOT,
      // No SOAK_REPORT: a run this short leaves bench/results/soak.md as the last full run wrote it.
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: serverUrl, SOAK_SECONDS: '20', SOAK_SAMPLE_SECONDS: '5' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // A soak that hangs is stopped with SIGINT, on which it still drops its database and stops the API.
    const timer = setTimeout(() => child.kill('SIGINT'), 150_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

(serverUrl ? describe : describe.skip)('soak harness (a PostgreSQL server in DATABASE_URL)', () => {
  it('runs 20 seconds of mixed load with no error answers and no leaked connections', async () => {
    expect(fs.existsSync(path.join(ROOT, 'api', 'dist', 'main.js'))).toBe(true);
    const { code, output } = await runSoak();
    const verdicts = output.split('\n').filter((line) => /^(PASS|FAIL|n\/a) /.test(line));
    if (code !== 0) throw new Error(`the soak exited ${code}:\n${output}`);
    expect(verdicts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PASS +no error responses/),
        expect.stringMatching(/^PASS +no leaked database connections/),
        expect.stringMatching(/^n\/a +memory flat: .*too short to judge/),
      ]),
    );
  });
});
