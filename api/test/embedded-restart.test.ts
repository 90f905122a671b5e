import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jsonBody } from './support/test-server';

const API_DIR = path.resolve(__dirname, '..');
const FIRST_ADMIN = { ADMIN_EMAIL: 'first@haat.test', ADMIN_PASSWORD: 'first admin passphrase' };

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

/** The newcomer's path: no DATABASE_URL, data kept in DATA_DIR. */
async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  // NODE_ENV is not 'test' here, so shutdown runs exactly as in production.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...FIRST_ADMIN,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], { cwd: API_DIR, env });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const until = Date.now() + 60_000;
  while (!output.includes('Haat is serving')) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`app did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, output: () => output };
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

async function policeContacts(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ emergencyContacts(group: POLICE) { name } }' }),
  });
  const body = await jsonBody(response);
  return body.data.emergencyContacts.map((c: { name: string }) => c.name);
}

async function adminSignsIn(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { signInAdmin(input: { email: $e, password: $p }) { accessToken } }',
      variables: { e: FIRST_ADMIN.ADMIN_EMAIL, p: FIRST_ADMIN.ADMIN_PASSWORD },
    }),
  });
  const body = await jsonBody(response);
  return typeof body.data?.signInAdmin?.accessToken === 'string';
}

describe('embedded PostgreSQL (no DATABASE_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on first start, keeps the data across a restart, and does not seed again', async () => {
    const first = await start(dataDir);
    try {
      expect(first.output()).toContain('empty database: filled with demo data');
      expect(first.output()).toContain('first admin created from ADMIN_EMAIL');
      expect(await adminSignsIn(first.port)).toBe(true);
      expect(await policeContacts(first.port)).toContain('Police Control Room');
    } finally {
      expect(await stop(first)).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);

    const second = await start(dataDir);
    try {
      expect(second.output()).not.toContain('filled with demo data');
      expect(second.output()).not.toContain('migrations applied');
      expect(second.output()).not.toContain('first admin created');
      expect(await adminSignsIn(second.port)).toBe(true);
      expect(await policeContacts(second.port)).toContain('Police Control Room');
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 120_000);
});
