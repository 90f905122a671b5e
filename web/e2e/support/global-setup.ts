import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from '../../../api/test/support/fresh-database';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The first admin, made from ADMIN_EMAIL / ADMIN_PASSWORD as on a real first start. */
export const E2E_ADMIN = { email: 'admin@haat.test', password: 'e2e admin password' };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Starts the built app (`npm test` builds it first) as `npm start` would: on a fresh database
 * of DATABASE_URL's server when set, otherwise on the embedded PostgreSQL in a new folder.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of ['api/dist/main.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'e2e-secret-of-at-least-thirty-two-characters',
    // Plain http on 127.0.0.1 here; production serves https and keeps cookies Secure.
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  const cleanups: Array<() => Promise<void> | void> = [];
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'haat_e2e');
    env.DATABASE_URL = fresh.url;
    cleanups.push(() => fresh.drop());
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  }

  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${output}`);
    if (Date.now() > until) throw new Error(`the app did not become ready in time:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  cleanups.unshift(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  process.env.E2E_BASE_URL = baseUrl;
  (globalThis as Record<string, unknown>).__haatE2eCleanups = cleanups;
}
