import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { stableId } from '../../../api/src/seed/stable-id';
import { createFreshDatabase } from '../../../api/test/support/fresh-database';
import { E2E_BOT, startE2eBot } from './fake-bot';

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

interface RunningApp {
  stop(): Promise<void>;
}

/** Runs the built app with `env` until /readyz answers. */
async function startApp(env: NodeJS.ProcessEnv, baseUrl: string): Promise<RunningApp> {
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${output}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become ready in time:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One shop of the seeded village gets a chat group, so orders to it post to the shop's group too. */
async function giveShopAChatGroup(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('UPDATE vendor SET chat_group_id = $1 WHERE id = $2', [
      E2E_BOT.shop.chatId,
      stableId('vendor', E2E_BOT.shop.key),
    ]);
    if (rowCount !== 1) throw new Error(`the seed has no shop ${E2E_BOT.shop.key}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the built app (`npm test` builds it first) as `npm start` would: on a fresh database
 * of DATABASE_URL's server when set, otherwise on the embedded PostgreSQL in a new folder. Its
 * chat messages go to a fake messaging bot, which accepts everything unless a journey says
 * otherwise (support/fake-bot.ts), and its outbox is quick about them.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of ['api/dist/main.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const cleanups: Array<() => Promise<void> | void> = [];
  (globalThis as Record<string, unknown>).__haatE2eCleanups = cleanups;
  try {
    await start(cleanups);
  } catch (error) {
    // No teardown follows a failed setup: undo what was started, or the bot's server keeps Jest alive.
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
    throw error;
  }
}

async function start(cleanups: Array<() => Promise<void> | void>): Promise<void> {
  const bot = await startE2eBot();
  cleanups.push(() => bot.close());
  process.env.E2E_BOT_CONTROL_URL = bot.controlUrl;

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
    BOT_API_URL: bot.url,
    BOT_TOKEN: E2E_BOT.token,
    ADMIN_CHAT_ID: E2E_BOT.adminChatId,
    // No mail server in the journeys: a reset mail is held (the log says so), as production allows when told.
    NOTIFICATIONS_TO_LOG: 'true',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    // Every journey orders from 127.0.0.1, often with the same few numbers: in the village those
    // would be many people. The limits themselves are tested in api/test/write-limits.test.ts.
    WRITES_PER_PHONE_PER_HOUR: '1000',
    WRITES_PER_ADDRESS_PER_HOUR: '10000',
    LOOKUPS_PER_PHONE_PER_HOUR: '1000',
    LOOKUPS_PER_ADDRESS_PER_HOUR: '10000',
  };
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'haat_e2e');
    env.DATABASE_URL = fresh.url;
    cleanups.unshift(() => fresh.drop());
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    cleanups.unshift(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  let app: RunningApp | null = null;
  cleanups.unshift(() => app?.stop());
  app = await startApp(env, baseUrl);
  // The first start migrates and seeds; then the shop's chat group is set in the seeded data.
  if (env.DATABASE_URL) {
    await giveShopAChatGroup(env.DATABASE_URL);
  } else {
    // The embedded database belongs to the process that opened it: stop the app, set it, start again.
    await app.stop();
    app = null;
    // Loaded here only: the journeys import this module for E2E_ADMIN, and need no PGlite.
    const { startEmbeddedPostgres } = await import('../../../api/src/shared/db/embedded-postgres');
    const embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, maxConnections: 1 });
    try {
      await giveShopAChatGroup(embedded.url);
    } finally {
      await embedded.stop();
    }
    app = await startApp(env, baseUrl);
  }
  process.env.E2E_BASE_URL = baseUrl;
}
