import { spawn } from 'node:child_process';
import path from 'node:path';

// The embedded database serves every connection of the app's pool (and `npm run backup`) from one
// PGlite backend. Requests from several connections at once, some too large to arrive in one read,
// must each run whole: no statement of one connection inside another's request.

jest.setTimeout(60_000);

function runClients(seconds: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', 'test/support/embedded-clients.ts', String(seconds)],
      {
        cwd: path.resolve(__dirname, '..'),
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // A request that hangs holds every connection up: stopped here, and reported.
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the embedded database under several connections at once', () => {
  it('runs each connection’s requests whole, beside a backup’s snapshots', async () => {
    const { code, output } = await runClients(5);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('"count":0}') });
    expect(JSON.parse(output).snapshots).toBeGreaterThan(0);
  });
});
