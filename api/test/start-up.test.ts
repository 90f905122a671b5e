import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');

/** Runs the real entry point as `npm start` would, with the given environment. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

describe('start-up', () => {
  it('stops with a clear message and a non-zero exit when the database is down', async () => {
    const port = await closedPort();
    const { code, output } = await runMain({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/haat` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot connect to the database at 127.0.0.1:${port}/haat`);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without a JWT secret of its own, mail or the bot', async () => {
    const { code, output } = await runMain({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET: must be set');
    expect(output).toContain('SMTP_URL: must be set');
    expect(output).toContain('BOT_API_URL: must be set');
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://root@localhost/haat'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_ON_EMPTY', 'maybe'],
    ['REDIS_URL', 'localhost:6379'],
  ])('refuses a bad %s and names it', async (name, value) => {
    const { code, output } = await runMain({ [name]: value });
    expect(code).toBe(1);
    expect(output).toContain(`${name}:`);
    expect(output).toContain(value);
  });
});
